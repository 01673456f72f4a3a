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
import { productsByIds, purchasedByWallet } from '../catalogue/repository';
import { todaysUsage } from '../restrictions/repository';
import { decline, priceManipulated } from '../payment-common/declines';
import { isDepartmentOf, meetingLocation, meetingProductsByIds } from '../meeting-common/repository';
import { failedMeetingProducts, ruleOf } from '../meeting-common/rules';
import { assertAllergyProfileAllows, assertFoodplanOrderAllowed, foodplanOrderFacts, subscriptionPrices, type FoodplanOrderFacts } from '../foodplan-common/reservation';
import { meetingOrderDeadline } from '@kk/domain';
import type { NormalizedOrder } from './order-request';
import * as payments from './repository';

export const NO_WALLET_REASON = 'The wallet does not exist or you have no access to it';

export interface OrderEvaluation {
  context: payments.OrderContext;
  lines: (PricedLine & { extra: Record<string, unknown> })[];
  totalOre: number;
  walletOre: number;
  cardOre: number;
  productSet: string;
  /** A meeting order's deadline: the earliest of its products' deadlines for its delivery. */
  meetingDeadline: Date | null;
  /** A food plan order's items, subscription periods and the facts its rules were decided on. */
  foodplan: FoodplanOrderFacts | null;
}


/**
 * Every rule an order must pass before anything moves, in the catalogue's order:
 * request-level problems (foreign products, manipulated prices) are error objects; the
 * rest are refusals (failed transactions). Funds are a first, unlocked look: a reservation
 * locks the wallet and checks again.
 */
export async function evaluateOrder(
  q: Queryable,
  order: NormalizedOrder,
  now: Date,
  cardProviderAvailable: boolean,
): Promise<OrderEvaluation> {
  const context = await payments.orderContext(q, order.walletId);
  if (context === null) throw forbidden(NO_WALLET_REASON);
  if (!context.walletCustomerChain.includes(order.customerId)) throw forbidden('CustomerID is not a customer this wallet belongs to');

  const catalogue = await productsByIds(q, order.lines.map((line) => line.productId));
  const foreign = order.lines.filter((line) => {
    const product = catalogue.get(line.productId);
    if (!product || product.customerId !== order.customerId) return true;
    // Meeting products are sold only in a meeting order for their location (whose rules are checked below).
    if (order.meeting !== null) return product.ownerKind !== 'meeting_location' || product.ownerId !== order.meeting.locationId;
    if (product.ownerKind === 'meeting_location') return true;
    // Food plan products only in an order of their plan (whose rules are checked below).
    if (product.ownerKind === 'foodplan' && product.ownerId !== order.foodPlanId) return true;
    if (order.webshopId !== null && (product.ownerKind !== 'webshop' || product.ownerId !== order.webshopId)) return true;
    return order.foodPlanId !== null && (product.ownerKind !== 'foodplan' || product.ownerId !== order.foodPlanId);
  });
  if (foreign.length > 0) throw badRequest(`Products not sold here: ${foreign.map((line) => line.productId).join(', ')}`);

  // A food plan order's facts; a subscription period costs its period's price (spec section 4).
  const foodplan = await foodplanOrderFacts(q, order, now);
  for (const [productId, priceOre] of subscriptionPrices(foodplan)) {
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

  const meetingDeadline = order.meeting === null ? null : await checkMeetingOrder(q, order, now);

  assertFoodplanOrderAllowed(foodplan, order.lines, now);
  if (order.webshopId !== null) await assertAllergyProfileAllows(q, order.walletId, order.lines.map((line) => line.productId));
  const expired = expiredProducts(order.lines, catalogue, now);
  if (expired.length > 0) throw decline(PaymentErrorMessage.ExpiredProducts, { failedProducts: expired });
  const outOfStock = outOfStockProducts(order.lines, catalogue);
  if (outOfStock.length > 0) throw decline(PaymentErrorMessage.OutOfStock, { failedProducts: outOfStock });
  const limited = order.lines.filter((line) => catalogue.get(line.productId)?.purchaseLimit != null).map((line) => line.productId);
  if (limited.length > 0) {
    const overLimit = purchaseLimitExceeded(order.lines, catalogue, await purchasedByWallet(q, order.walletId, limited));
    if (overLimit.length > 0) throw decline(PaymentErrorMessage.PurchaseLimitReached, { failedProducts: overLimit });
  }

  const day = platformDay(now);
  const usage = needsTodaysUsage(context.restrictions, order.bypass)
    ? await todaysUsage(q, order.walletId, day.start)
    : { spentOre: 0, purchases: 0 };
  const restricted = restrictionDecline(
    context.walletBlocked,
    context.restrictions,
    usage,
    { amountOre: priced.totalOre, sellerCustomerId: order.customerId, foodGroups: priced.foodGroups, isoWeekday: day.isoWeekday },
    order.bypass,
  );
  if (restricted !== null) throw decline(restricted);

  // Two meeting orders with the same products are the same order twice only for the same meeting ...
  const productSet =
    productSetFingerprint(order.lines) +
    (order.meeting === null ? '' : `@${order.meeting.locationId}/${order.meeting.deliveryTime.toISOString()}`) +
    // ... and two payments of a subscription are the same only for the same period.
    (foodplan?.subscriptionLines.map((line) => `#${line.period.StartDate}`).join('') ?? '');
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
    meetingDeadline,
    foodplan,
  };
}

/**
 * A meeting order (spec section 4): its location and department are the meeting
 * customer's, and every product can be delivered then by the same rules the browser
 * shows (@kk/domain meetingProductAvailability: a delivery in the past, outside the
 * product's window, past its deadline). A product that cannot is refused by name, as the
 * basket's expired products are (status code 11, its id in the Info's FailedProducts).
 * Answers the order's deadline.
 */
async function checkMeetingOrder(q: Queryable, order: NormalizedOrder, now: Date): Promise<Date> {
  const meeting = order.meeting as NonNullable<NormalizedOrder['meeting']>;
  const location = await meetingLocation(q, meeting.locationId);
  if (location === null || location.customer_id !== order.customerId) throw badRequest('MeetingInfo.LocationID: not a location of this customer');
  if (order.departmentId !== null && !(await isDepartmentOf(q, order.departmentId, order.customerId))) {
    throw badRequest('DepartmentID: not a department of this customer');
  }
  const products = await meetingProductsByIds(q, order.lines.map((line) => line.productId));
  const missing = order.lines.filter((line) => !products.has(line.productId)).map((line) => line.productId);
  if (missing.length > 0) throw badRequest(`Products without meeting details: ${missing.join(', ')}`);
  const rules = [...products.values()].map(ruleOf);
  const failed = failedMeetingProducts(rules, meeting.deliveryTime, now);
  if (failed !== null) throw decline(PaymentErrorMessage.ExpiredProducts, { failedProducts: failed.ids, reason: failed.reason });
  return meetingOrderDeadline(rules, meeting.deliveryTime);
}
