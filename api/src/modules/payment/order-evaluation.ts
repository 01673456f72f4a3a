import { PaymentErrorMessage } from '@kk/contracts';
import { platformDay } from '../../core/copenhagen-day';
import { badRequest, forbidden } from '../../core/errors';
import {
  doubleAmountSince,
  expiredProducts,
  outOfStockProducts,
  priceOrder,
  productSetFingerprint,
  purchaseLimitExceeded,
  type PricedLine,
} from '../../core/order-pricing';
import { availableOre, planFunding } from '../../core/payment-rules';
import { needsTodaysUsage, restrictionDecline } from '../../core/wallet-restrictions';
import type { Queryable } from '../../db/db';
import { decline, priceManipulated } from '../../core/payment-declines';
import type { CatalogueReader, CatalogueStock } from '../catalogue/reader';
import type { CatalogueProduct } from '../catalogue/repository';
import type { RestrictionReader } from '../restrictions/reader';
import type { KindOrder, OrderKinds } from './order-kind';
import type { NormalizedOrder } from './order-request';
import * as payments from './repository';

/** What an order is decided on that other modules keep (their tables), handed in by the composition root. */
export interface OrderSources {
  catalogue: CatalogueReader;
  /** The stock a reservation takes. */
  stock: CatalogueStock;
  restrictions: RestrictionReader;
}

export const NO_WALLET_REASON = 'The wallet does not exist or you have no access to it';

export interface OrderEvaluation {
  context: payments.OrderContext;
  lines: (PricedLine & { extra: Record<string, unknown> })[];
  totalOre: number;
  walletOre: number;
  cardOre: number;
  productSet: string;
  /** The order as its kind decided it: what it writes beside the reservation, its deadline. */
  kindOrder: KindOrder;
}

/** Without a kind's own rule: a product is sold in an order of the webshop or food plan that owns it, never in another. */
function soldByOwner(product: CatalogueProduct, order: NormalizedOrder): boolean {
  if (product.ownerKind === 'meeting_location') return false;
  if (product.ownerKind === 'foodplan' && product.ownerId !== order.foodPlanId) return false;
  if (order.webshopId !== null && (product.ownerKind !== 'webshop' || product.ownerId !== order.webshopId)) return false;
  return order.foodPlanId === null || (product.ownerKind === 'foodplan' && product.ownerId === order.foodPlanId);
}


/**
 * Every rule an order must pass before anything moves, in the catalogue's order:
 * request-level problems (foreign products, manipulated prices) are error objects; the
 * rest are refusals (failed transactions). Funds are a first, unlocked look: a reservation
 * locks the wallet and checks again.
 */
export async function evaluateOrder(
  q: Queryable,
  sources: OrderSources,
  kinds: OrderKinds,
  order: NormalizedOrder,
  now: Date,
  cardProviderAvailable: boolean,
): Promise<OrderEvaluation> {
  const kind = kinds.of(order);
  const context = await payments.orderContext(q, order.walletId);
  if (context === null) throw forbidden(NO_WALLET_REASON);
  if (!context.walletCustomerChain.includes(order.customerId)) throw forbidden('CustomerID is not a customer this wallet belongs to');

  const catalogue = await sources.catalogue.productsByIds(q, order.lines.map((line) => line.productId));
  const sells = kind.sells ?? soldByOwner;
  const foreign = order.lines.filter((line) => {
    const product = catalogue.get(line.productId);
    return !product || product.customerId !== order.customerId || !sells(product, order);
  });
  if (foreign.length > 0) throw badRequest(`Products not sold here: ${foreign.map((line) => line.productId).join(', ')}`);

  // The kind's facts; its own prices win (a subscription period costs its period's price, spec section 4).
  const kindOrder = await kind.begin(q, order, now);
  for (const [productId, priceOre] of kindOrder.prices) {
    const product = catalogue.get(productId);
    if (product) catalogue.set(productId, { ...product, priceOre });
  }
  const priced = priceOrder(order.lines, catalogue);
  if (!priced.ok) {
    if (priced.problem === 'price-manipulated') throw priceManipulated(`Prices differ from the catalogue for ${priced.productIds.join(', ')}`);
    throw badRequest(`Products not for sale: ${priced.productIds.join(', ')}`);
  }
  if (order.walletOre + order.cardOre !== priced.totalOre) {
    throw priceManipulated(`Amounts add up to ${order.walletOre + order.cardOre} øre; the products cost ${priced.totalOre} øre`);
  }

  await kindOrder.check(q);
  const expired = expiredProducts(order.lines, catalogue, now);
  if (expired.length > 0) throw decline(PaymentErrorMessage.ExpiredProducts, { failedProducts: expired });
  const outOfStock = outOfStockProducts(order.lines, catalogue);
  if (outOfStock.length > 0) throw decline(PaymentErrorMessage.OutOfStock, { failedProducts: outOfStock });
  const limited = order.lines.filter((line) => catalogue.get(line.productId)?.purchaseLimit != null).map((line) => line.productId);
  if (limited.length > 0) {
    const overLimit = purchaseLimitExceeded(order.lines, catalogue, await sources.catalogue.purchasedByWallet(q, order.walletId, limited));
    if (overLimit.length > 0) throw decline(PaymentErrorMessage.PurchaseLimitReached, { failedProducts: overLimit });
  }

  const day = platformDay(now);
  const usage = needsTodaysUsage(context.restrictions, order.bypass)
    ? await sources.restrictions.todaysUsage(q, order.walletId, day.start)
    : { spentOre: 0, purchases: 0 };
  const restricted = restrictionDecline(
    context.walletBlocked,
    context.restrictions,
    usage,
    { amountOre: priced.totalOre, sellerCustomerId: order.customerId, foodGroups: priced.foodGroups, isoWeekday: day.isoWeekday },
    order.bypass,
  );
  if (restricted !== null) throw decline(restricted);

  // Two orders with the same products are the same order twice only for the same meeting or subscription period.
  const productSet = productSetFingerprint(order.lines) + kindOrder.sameOrderKey();
  if (await payments.sameOrderExists(q, { walletId: order.walletId, amountOre: priced.totalOre, productSet, since: doubleAmountSince(now) })) {
    throw decline(PaymentErrorMessage.DoubleAmount);
  }

  const plan = planFunding({
    totalOre: priced.totalOre,
    walletOre: order.walletOre,
    cardOre: order.cardOre,
    availableOre: availableOre(context),
    // MobilePay needs no saved card: the payer approves in the app.
    cardMayPay: order.cardOre > 0 || context.hasSavedCard || order.cardMethod === 'mobilepay',
    cardProviderAvailable,
  });
  if (!plan.ok) {
    if (plan.decline === 'PriceManipulated') throw priceManipulated('Amounts do not add up to the total');
    throw decline(plan.decline);
  }
  return {
    context,
    lines: priced.lines.map((line, index) => ({ ...line, extra: order.lines[index]?.extra ?? {} })),
    totalOre: priced.totalOre,
    walletOre: plan.walletOre,
    cardOre: plan.cardOre,
    productSet,
    kindOrder,
  };
}
