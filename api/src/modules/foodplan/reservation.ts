import { PaymentErrorMessage } from '@kk/contracts';
import {
  allergenName,
  blockingAllergens,
  copenhagenDate,
  copenhagenDayBounds,
  exceedsDailyGroupLimit,
  expiredFoodplanProducts,
  masterCaterGroupLimit,
  parseCalendarDate,
  payablePeriods,
  periodContaining,
  periodPrice,
  periodRegistrationDeadline,
  periodToPay,
  type SchoolDayRule,
  type SubscriptionPeriod,
} from '@kk/domain';
import { badRequest } from '../../core/errors';
import type { Queryable } from '../../db/db';
import { decline } from '../../core/payment-declines';
import * as dishChanges from './dish-change-repository';
import * as foodplans from './plan-repository';

/**
 * A food plan order's rules in the payment handler's reservation (issue 11), decided under
 * the wallet's lock with the same @kk/domain rules the cart shows: the registration
 * deadline (ExpiredProductsInBasket, status code 11), the child's allergy profile
 * ('ineligible products'), the master caterer's daily group limits with the day's earlier
 * purchases counted (PurchaseLimitReached), and a subscription period's price and payment:
 * only a period still to come (issue 23: @kk/domain openPeriods.ts), a period that has begun
 * or is over is refused like an item past its deadline (ExpiredProductsInBasket, status 11).
 * Every refusal names the products.
 */

export interface OrderLineLike {
  productId: string;
  quantity: number;
  extra: Record<string, unknown>;
}

export interface SubscriptionLine {
  productId: string;
  name: string;
  subscription: foodplans.SubscriptionRow;
  offer: foodplans.OfferRow;
  period: SubscriptionPeriod;
  /** The line names a period that has begun (its first school day's registration deadline passed) or is over. */
  begun: boolean;
  priceOre: number;
}

export interface FoodplanOrderFacts {
  plan: foodplans.FoodplanRow;
  items: Map<string, foodplans.FoodplanItemRow>;
  subscriptionLines: SubscriptionLine[];
  allergies: number[];
  /** 'productTypeId|date' -> what the wallet bought already (master-cater plans only). */
  purchasedByGroupDay: Map<string, number>;
  /** Subscription id -> StartDates of its periods paid or being paid. */
  paidStarts: Map<string, Set<string>>;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * Reads what the rules need and refuses, as a request problem (400), a food plan order
 * that does not hold together: a plan of another customer, a line that is neither a menu
 * item nor a subscription of the plan, a Date, FoodPlanItemID or ProductNumber that is not
 * the item's, a subscription that is not the wallet's. Answers null for other orders.
 */
export async function foodplanOrderFacts(
  q: Queryable,
  order: { walletId: string; customerId: string; foodPlanId: string | null; lines: readonly OrderLineLike[] },
  now: Date,
): Promise<FoodplanOrderFacts | null> {
  if (order.foodPlanId === null) return null;
  const plan = await foodplans.foodplanById(q, order.foodPlanId);
  if (plan === null || plan.customer_id !== order.customerId) throw badRequest('FoodPlanID: not a food plan of this customer');
  const productIds = order.lines.map((line) => line.productId);
  // A draft or scheduled dish is no menu item to a family yet: refused like a product the plan does not have.
  const [items, offers] = await Promise.all([foodplans.foodplanItemsByIds(q, productIds, { publishedAt: now }), foodplans.offersByProductIds(q, productIds)]);
  const today = copenhagenDate(now);
  const problems: string[] = [];
  const subscriptionLines: SubscriptionLine[] = [];
  const walletSubscriptions = offers.size === 0 ? [] : await foodplans.subscriptionsOfWallet(q, order.walletId);
  const periods = await foodplans.periodsOf(q, walletSubscriptions.map((subscription) => subscription.id));
  const paidStarts = new Map<string, Set<string>>();
  for (const period of periods) {
    if (!(period.paid || period.status_id === 1)) continue;
    const starts = paidStarts.get(period.subscription_id) ?? new Set<string>();
    starts.add(period.start_date);
    paidStarts.set(period.subscription_id, starts);
  }

  order.lines.forEach((line, index) => {
    const at = `Products.${index}`;
    const item = items.get(line.productId);
    if (item !== undefined) {
      if (item.foodplan_id !== plan.id) problems.push(`${at}: not an item of this food plan`);
      const date = text(line.extra.Date);
      if (date !== null && date.slice(0, 10) !== item.serve_date) problems.push(`${at}.Date: ${item.name} is served on ${item.serve_date}`);
      const itemId = text(line.extra.FoodPlanItemID);
      if (itemId !== null && itemId.toLowerCase() !== item.product_id) problems.push(`${at}.FoodPlanItemID: not this product's item`);
      const masterCaterInfo = line.extra.MasterCaterInfo;
      const productNumber = masterCaterInfo !== null && typeof masterCaterInfo === 'object' ? text((masterCaterInfo as Record<string, unknown>).ProductNumber) : null;
      if (productNumber !== null && productNumber !== item.product_number) problems.push(`${at}.MasterCaterInfo.ProductNumber: not this product's number`);
      return;
    }
    const offer = offers.get(line.productId);
    if (offer === undefined || offer.foodplan_id !== plan.id) {
      problems.push(`${at}: neither a menu item nor a subscription of this food plan`);
      return;
    }
    const subscriptionId = text(line.extra.SubscriptionID)?.toLowerCase() ?? null;
    const subscription = walletSubscriptions.find((candidate) => candidate.id === subscriptionId && candidate.offer_id === offer.id);
    if (subscription === undefined || !subscription.is_active) {
      problems.push(`${at}.SubscriptionID: not an active subscription of this wallet to ${offer.name}`);
      return;
    }
    if (line.quantity !== 1) problems.push(`${at}.Quantity: a subscription period is paid once`);
    const wanted = subscriptionPeriodOf(offer.subscription_type_id, text(line.extra.StartDate), paidStarts.get(subscription.id) ?? new Set(), registrationRuleOf(plan), now);
    if (typeof wanted === 'string') {
      problems.push(`${at}.StartDate: ${wanted}`);
      return;
    }
    subscriptionLines.push({
      productId: line.productId,
      name: offer.name,
      subscription,
      offer,
      period: wanted.period,
      begun: wanted.begun,
      priceOre: periodPrice({ Price: offer.price_ore, NextPeriodPrice: offer.next_period_price_ore }, wanted.period, today),
    });
  });
  if (problems.length > 0) throw badRequest(problems.join('; '));

  let purchasedByGroupDay = new Map<string, number>();
  if (plan.is_master_cater && items.size > 0) {
    const dates = [...items.values()].map((item) => item.serve_date).sort();
    purchasedByGroupDay = (await foodplans.walletFoodplanPurchases(q, order.walletId, plan.id, dates[0] as string, dates[dates.length - 1] as string)).byGroupDay;
  }
  return { plan, items, subscriptionLines, allergies: await foodplans.walletAllergies(q, order.walletId), purchasedByGroupDay, paidStarts };
}

/** A plan's registration deadline rule: it also decides when a subscription period has begun. */
export const registrationRuleOf = (plan: foodplans.FoodplanRow): SchoolDayRule => ({ SchoolDaysBefore: plan.deadline_school_days, Time: plan.deadline_time });

/**
 * The period a subscription line pays: the StartDate it names (the start of the first
 * period still to come or of the one after it), else periodToPay's. A StartDate before the
 * first period still to come names a period that has begun or is over (`begun`, refused
 * with status 11 once the prices are checked). A text saying why when there is none.
 */
function subscriptionPeriodOf(
  type: 1 | 2,
  startDate: string | null,
  paid: ReadonlySet<string>,
  rule: SchoolDayRule,
  now: Date,
): { period: SubscriptionPeriod; begun: boolean } | string {
  if (startDate === null) {
    const period = periodToPay(type, paid, rule, now);
    return period === null ? 'the next two periods still to come are paid already' : { period, begun: false };
  }
  const date = startDate.slice(0, 10);
  if (parseCalendarDate(date) === null) return 'not a date (YYYY-MM-DD)';
  const [first, second] = payablePeriods(type, rule, now);
  if (date < first.StartDate) return { period: periodContaining(type, date), begun: true };
  const period = [first, second].find((candidate) => candidate.StartDate === date);
  return period ? { period, begun: false } : `only the first period still to come (${first.StartDate}) or the one after it (${second.StartDate}) can be paid`;
}

/** The catalogue prices a subscription line is charged instead (spec section 4's period price rule). */
export function subscriptionPrices(facts: FoodplanOrderFacts | null): Map<string, number> {
  return new Map((facts?.subscriptionLines ?? []).map((line) => [line.productId, line.priceOre]));
}

const named = (items: readonly { name: string; id: string; detail?: string }[]) =>
  items.map((item) => `${item.name} (${item.id}${item.detail ? `, ${item.detail}` : ''})`).join('; ');

/** The refusals, in the cart's order: deadline, allergies, daily group limits, periods paid already. */
export function assertFoodplanOrderAllowed(facts: FoodplanOrderFacts | null, lines: readonly OrderLineLike[], now: Date): void {
  if (facts === null) return;
  const itemLines = lines.flatMap((line) => {
    const item = facts.items.get(line.productId);
    return item === undefined ? [] : [{ line, item }];
  });

  const expired = expiredFoodplanProducts(
    itemLines.map(({ item }) => ({ ...item, RegistrationDeadline: new Date(item.registration_deadline).toISOString() })),
    now,
  );
  // A subscription period that has begun or is over is refused like an item past its deadline.
  const begun = facts.subscriptionLines.filter((line) => line.begun);
  if (expired.length > 0 || begun.length > 0) {
    const rule = registrationRuleOf(facts.plan);
    const reasons = [
      expired.length > 0
        ? `Past the registration deadline: ${named(expired.map((item) => ({ name: item.name, id: item.product_id, detail: `${item.serve_date}, deadline ${item.RegistrationDeadline}` })))}`
        : null,
      begun.length > 0
        ? `The subscription period has begun or is over: ${named(
            begun.map((line) => ({ name: line.name, id: line.productId, detail: `${line.period.StartDate} - ${line.period.EndDate}, deadline ${periodRegistrationDeadline(line.period, rule).toISOString()}` })),
          )}`
        : null,
    ];
    throw decline(PaymentErrorMessage.ExpiredProducts, {
      failedProducts: [...expired.map((item) => item.product_id), ...begun.map((line) => line.productId)],
      reason: reasons.filter((reason) => reason !== null).join('; '),
    });
  }

  const ineligible = [
    ...itemLines.map(({ item }) => ({ id: item.product_id, name: item.name, blocking: blockingAllergens(item.allergens, facts.allergies) })),
    ...facts.subscriptionLines.map((line) => ({ id: line.productId, name: line.name, blocking: blockingAllergens(line.offer.allergens, facts.allergies) })),
  ].filter((entry) => entry.blocking.length > 0);
  if (ineligible.length > 0) {
    throw decline(PaymentErrorMessage.IneligibleProducts, {
      failedProducts: ineligible.map((entry) => entry.id),
      reason: `The child's allergy profile excludes: ${named(ineligible.map((entry) => ({ ...entry, detail: entry.blocking.map((id) => allergenName(id, 'en')).join(', ') })))}`,
    });
  }

  if (facts.plan.is_master_cater) {
    const wanted = new Map<string, { quantity: number; groupName: string; date: string; ids: string[]; names: string[] }>();
    for (const { line, item } of itemLines) {
      const key = foodplans.groupDayKey(item.product_type_id, item.serve_date);
      const entry = wanted.get(key) ?? { quantity: 0, groupName: item.group_name, date: item.serve_date, ids: [], names: [] };
      entry.quantity += line.quantity;
      entry.ids.push(item.product_id);
      entry.names.push(item.name);
      wanted.set(key, entry);
    }
    const over = [...wanted.entries()].filter(([key, entry]) =>
      exceedsDailyGroupLimit(true, masterCaterGroupLimit(entry.groupName), facts.purchasedByGroupDay.get(key) ?? 0, entry.quantity),
    );
    if (over.length > 0) {
      throw decline(PaymentErrorMessage.PurchaseLimitReached, {
        failedProducts: over.flatMap(([, entry]) => entry.ids),
        reason: `Over the daily limit: ${over
          .map(([key, entry]) => `${entry.groupName} on ${entry.date} allows ${masterCaterGroupLimit(entry.groupName)} a day, ${facts.purchasedByGroupDay.get(key) ?? 0} bought already, ${entry.quantity} more asked (${entry.names.join(', ')})`)
          .join('; ')}`,
      });
    }
  }

  const paidAlready = facts.subscriptionLines.filter((line) => facts.paidStarts.get(line.subscription.id)?.has(line.period.StartDate));
  if (paidAlready.length > 0) {
    throw decline(PaymentErrorMessage.RequestInvalid, {
      failedProducts: paidAlready.map((line) => line.productId),
      reason: `Paid or being paid already: ${named(paidAlready.map((line) => ({ id: line.productId, name: line.name, detail: line.period.StartDate })))}`,
    });
  }
}

/** After the order is stored: its subscription lines pay their periods (refused if another payment got there first). */
export async function recordSubscriptionPeriods(q: Queryable, facts: FoodplanOrderFacts | null, paymentId: string, at: Date): Promise<void> {
  for (const line of facts?.subscriptionLines ?? []) {
    const claimed = await foodplans.claimPeriod(q, { subscriptionId: line.subscription.id, startDate: line.period.StartDate, endDate: line.period.EndDate, paymentId, at });
    if (!claimed) throw decline(PaymentErrorMessage.RequestInvalid, { failedProducts: [line.productId], reason: `${line.name}: the period from ${line.period.StartDate} is paid already` });
  }
}

/**
 * A food plan purchase can be refunded (or cancelled) only before each refunded item's
 * CancellationDate; a subscription period only before it begins (spec sections 4 and 8).
 * An item whose dish changed after the order (foodplan_dish_changes, issue 25) may be
 * cancelled with a full refund whatever its CancellationDate, until its serving day ends.
 * The instant from which the cancellation policy refuses the items asked (the earliest of
 * those), with what it is, for @kk/domain refundDecision to decide on (null when neither
 * an item nor a period of the payment has one), and whether the payment pays a period.
 */
export async function foodplanCancellationDeadline(
  q: Queryable,
  paymentId: string,
  productIds: readonly string[],
): Promise<{ deadline: { until: Date; what: string } | null; paysPeriod: boolean }> {
  const [items, rights] = await Promise.all([foodplans.foodplanItemsByIds(q, productIds), dishChanges.fullRefundRightsOf(q, paymentId, productIds)]);
  const deadlines = [...items.values()].map((item) => {
    // A dish whose contents changed after the order (issue 25): the right to cancel with a full refund wins over the cancellation date, until the serving day ends.
    const servedOn = rights.get(item.product_id);
    if (servedOn !== undefined) {
      const until = copenhagenDayBounds(servedOn).end;
      return { until, what: `the end of the day ${named([{ name: item.name, id: item.product_id, detail: servedOn }])} is served (its contents changed after the order)` };
    }
    return {
      until: new Date(item.cancellation_date),
      what: `the cancellation date of ${named([{ name: item.name, id: item.product_id, detail: new Date(item.cancellation_date).toISOString() }])}`,
    };
  });
  const period = await foodplans.periodOfPayment(q, paymentId);
  if (period !== null) {
    deadlines.push({ until: copenhagenDayBounds(period.start_date).start, what: `the start of the subscription period from ${period.start_date}` });
  }
  const deadline = deadlines.reduce<{ until: Date; what: string } | null>((earliest, next) => (earliest === null || next.until < earliest.until ? next : earliest), null);
  return { deadline, paysPeriod: period !== null };
}
