import { stockAdjustmentErrors, stockAfterAdjustment, type CatalogueFieldErrors, type StockAdjustmentReason } from '@kk/domain';
import type { Queryable } from '../../db/db';
import * as catalogue from './repository';

/**
 * What other modules read of the catalogue, in the caller's transaction: the products an
 * order or a canteen sale names (the payment handler, the terminal) and how many of each a
 * wallet has bought, for the purchase limit (the payment handler, the webshop).
 */
export class CatalogueReader {
  productsByIds(q: Queryable, ids: readonly string[]): Promise<Map<string, catalogue.CatalogueProduct>> {
    return catalogue.productsByIds(q, ids);
  }

  purchasedByWallet(q: Queryable, walletId: string, productIds: readonly string[]): Promise<Map<string, number>> {
    return catalogue.purchasedByWallet(q, walletId, productIds);
  }
}

/** The stock a payment takes and gives back (reserve, cancel, refund, expiry), in the payment's transaction. */
export class CatalogueStock {
  /** The products whose stock could not cover the quantities, and those withdrawn meanwhile; the caller then rolls back. */
  take(q: Queryable, quantities: ReadonlyMap<string, number>): Promise<catalogue.StockRefusal> {
    return catalogue.takeStock(q, quantities);
  }

  giveBack(q: Queryable, quantities: ReadonlyMap<string, number>): Promise<void> {
    return catalogue.returnStock(q, quantities);
  }

  /**
   * A stock adjustment by hand (received, counted, damaged; counted on an unlimited stock
   * starts keeping one, unlimited stops keeping it), decided under the product row's lock,
   * the one reservations take stock under (and hold, shared, on a product without stock):
   * the rule sees the stock as it is now, after every reservation that came first, and a
   * reservation after it sees the new stock. Writes the stock and its adjustment row in the
   * caller's transaction. Undefined: no such product.
   */
  async adjust(
    q: Queryable,
    productId: string,
    adjustment: { reason: string; quantity: number; userId: string; at: Date },
  ): Promise<{ ok: true; before: number | null; after: number | null } | { ok: false; errors: CatalogueFieldErrors } | undefined> {
    const locked = await catalogue.lockStock(q, productId);
    if (locked === undefined) return undefined;
    const request = { Reason: adjustment.reason, Quantity: adjustment.quantity };
    const after = stockAfterAdjustment(request, locked.stock);
    if (after === null) return { ok: false, errors: stockAdjustmentErrors(request, locked.stock) };
    await catalogue.writeStockAdjustment(q, {
      productId,
      reason: adjustment.reason as StockAdjustmentReason,
      stockBefore: locked.stock,
      stockAfter: after.stock,
      userId: adjustment.userId,
      at: adjustment.at,
    });
    return { ok: true, before: locked.stock, after: after.stock };
  }
}
