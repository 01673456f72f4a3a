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
  /** The products whose stock could not cover the quantities; the caller then rolls back. */
  take(q: Queryable, quantities: ReadonlyMap<string, number>): Promise<string[]> {
    return catalogue.takeStock(q, quantities);
  }

  giveBack(q: Queryable, quantities: ReadonlyMap<string, number>): Promise<void> {
    return catalogue.returnStock(q, quantities);
  }
}
