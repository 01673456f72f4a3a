import { copenhagenLocal, localDateText } from './copenhagen';

/**
 * The food order view of the wallet widget (spec section 4): the latest food-plan orders
 * grouped as today, after and before; upcoming ones ascending, the others descending by
 * date; orders of the same date and product merged by summing quantities. Today's
 * food-plan items of the same name and date are merged by counting.
 */

export interface FoodOrderLike {
  /** YYYY-MM-DD, or an ISO date-time whose first ten characters are the date. */
  DeliveryDate: string;
  ProductID: string;
  Name: string;
  PurchasedCount: number;
  CurrentQuantity: number;
}

export interface FoodOrderGroups<T> {
  today: T[];
  after: T[];
  before: T[];
}

const dayOf = (value: string) => value.slice(0, 10);

function merged<T extends FoodOrderLike>(orders: readonly T[]): T[] {
  const byKey = new Map<string, T>();
  for (const order of orders) {
    const key = `${dayOf(order.DeliveryDate)}|${order.ProductID}`;
    const known = byKey.get(key);
    byKey.set(
      key,
      known === undefined
        ? { ...order }
        : { ...known, PurchasedCount: known.PurchasedCount + order.PurchasedCount, CurrentQuantity: known.CurrentQuantity + order.CurrentQuantity },
    );
  }
  return [...byKey.values()];
}

const byName = (a: FoodOrderLike, b: FoodOrderLike) => a.Name.localeCompare(b.Name, 'da');

/** `today` is the calendar day as YYYY-MM-DD in the platform's time zone. */
export function groupFoodOrders<T extends FoodOrderLike>(orders: readonly T[], today: string): FoodOrderGroups<T> {
  // A meal cancelled (refunded in full) is no longer coming, nor was it served.
  const all = merged(orders).filter((o) => o.CurrentQuantity > 0);
  const ascending = (a: T, b: T) => dayOf(a.DeliveryDate).localeCompare(dayOf(b.DeliveryDate)) || byName(a, b);
  return {
    today: all.filter((o) => dayOf(o.DeliveryDate) === today).sort(byName),
    after: all.filter((o) => dayOf(o.DeliveryDate) > today).sort(ascending),
    before: all.filter((o) => dayOf(o.DeliveryDate) < today).sort((a, b) => ascending(b, a)),
  };
}

export interface FoodPlanItemLike {
  Name: string;
  Date: string;
}

/** Today's items, one per name and date, with how many there were. */
export function mergeFoodPlanToday(items: readonly FoodPlanItemLike[], today: string): { Name: string; Date: string; Count: number }[] {
  const byKey = new Map<string, { Name: string; Date: string; Count: number }>();
  for (const item of items) {
    if (dayOf(item.Date) !== today) continue;
    const key = `${item.Name}|${dayOf(item.Date)}`;
    const known = byKey.get(key);
    byKey.set(key, { Name: item.Name, Date: dayOf(item.Date), Count: (known?.Count ?? 0) + 1 });
  }
  return [...byKey.values()];
}

/** The calendar day of an instant in Copenhagen, as YYYY-MM-DD. */
export function copenhagenDay(instant: Date): string {
  return localDateText(copenhagenLocal(instant));
}
