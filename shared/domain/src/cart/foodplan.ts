import dayjs from 'dayjs';
import type { FoodplanBasketProduct } from './types';

/**
 * Food plan cart rules (spec section 5, "Food plan cart"). As in the webshop, a refused add
 * leaves the basket as it was; the reason is returned for the page to show.
 */

/** Spec section 9: an item without a stock (CurrentStock null) counts as 100 in stock. */
export const UNLIMITED_FOODPLAN_STOCK = 100;
/** Spec section 9: a master-caterer group's daily limit unless it is one of the limited groups. */
export const DEFAULT_MASTER_CATER_GROUP_LIMIT = 100;
/** Spec sections 4 and 9: the product status code of a product past its registration deadline. */
export const EXPIRED_PRODUCT_STATUS_CODE = 11;

const ONE_PER_DAY_GROUPS = new Set(['DIS', 'DAT', 'KOLD']);

/** Spec section 9: groups DIS, DAT and KOLD, and group names starting with PLUS, allow 1 a day; others 100. */
export function masterCaterGroupLimit(groupName: string | null | undefined): number {
  const name = (groupName ?? '').trim().toUpperCase();
  return ONE_PER_DAY_GROUPS.has(name) || name.startsWith('PLUS') ? 1 : DEFAULT_MASTER_CATER_GROUP_LIMIT;
}

/** Spec section 3: the customer name, ' - ', the plan name; only one of them when the two are equal. */
export function foodplanGroupName(customerName: string, planName: string): string {
  return customerName === planName ? planName : `${customerName} - ${planName}`;
}

export type FoodplanItemLimits = Pick<FoodplanBasketProduct, 'CurrentStock'> & { Foodplan: { IsMasterCater: boolean } };

/** What the rules need besides the item. Every count includes this wallet's own quantity. */
export interface FoodplanCounts {
  /** This item's quantity in this wallet's basket (0 when it is not there). */
  inCartForThisWallet: number;
  /** This item's quantity in every wallet's basket. */
  inAllBaskets: number;
  /** Items of the same group on the same day in every wallet's basket (master-caterer plans). */
  groupInAllBaskets: number;
  /** Items of the same group on the same day in this wallet's plan. */
  sameDayGroupInPlan: number;
  /** What this wallet has already bought of the group that day. */
  earlierPurchases: number;
  /** The group's daily limit (see masterCaterGroupLimit); 0 is none. */
  groupLimit: number;
}

export type FoodplanRefusal = 'daily-limit' | 'stock' | null;

/** A product has a daily limit only in a master-caterer plan whose group limit is above 0. */
export function hasDailyLimit(isMasterCater: boolean, groupLimit: number): boolean {
  return isMasterCater && groupLimit > 0;
}

/** The stock the rules count with: CurrentStock, or 100 when unlimited. */
export function foodplanStock(item: Pick<FoodplanBasketProduct, 'CurrentStock'>): number {
  return item.CurrentStock ?? UNLIMITED_FOODPLAN_STOCK;
}

/** Reached when earlier purchases plus the same-day quantity of the group in the plan are at or above the limit. */
export function isDailyLimitReached(item: FoodplanItemLimits, counts: FoodplanCounts): boolean {
  return hasDailyLimit(item.Foodplan.IsMasterCater, counts.groupLimit) && counts.earlierPurchases + counts.sameDayGroupInPlan >= counts.groupLimit;
}

/**
 * The reservation's form of the same rule (the server decides it again under the wallet's
 * lock): an order asking for `quantity` of a group on a day passes the group's daily limit
 * when what the wallet bought of that group that day plus the quantity is above the
 * limit. Only a master-caterer plan's group with a limit above 0 has one.
 */
export function exceedsDailyGroupLimit(isMasterCater: boolean, groupLimit: number, earlierPurchases: number, quantity: number): boolean {
  return hasDailyLimit(isMasterCater, groupLimit) && earlierPurchases + quantity > groupLimit;
}

/**
 * Why one more may not be added, or null when it may: the daily group limit is reached,
 * or the remaining stock (stock minus the count in all wallets' baskets) is not above 0.
 */
export function canAddFoodplanItem(item: FoodplanItemLimits, counts: FoodplanCounts): FoodplanRefusal {
  if (isDailyLimitReached(item, counts)) return 'daily-limit';
  if (foodplanStock(item) - counts.inAllBaskets <= 0) return 'stock';
  return null;
}

/**
 * The most of the item this wallet's basket may hold (never below 0).
 * - With a daily limit (master-caterer plan, group limit above 0): the group's limit minus
 *   the same-day items of the group in the plan other than this one, capped by the stock
 *   minus the group's count in all baskets. That count, too, leaves out this item's own
 *   quantity (as the non-master rule adds it back): counting it would push the maximum
 *   below what the line already holds, and every clamp would shrink the line.
 * - Otherwise (the non-master-caterer rule): stock minus the item's count in all baskets
 *   plus its own; 100 when the item has no stock.
 */
export function foodplanMaximum(item: FoodplanItemLimits, counts: FoodplanCounts): number {
  const own = counts.inCartForThisWallet;
  if (hasDailyLimit(item.Foodplan.IsMasterCater, counts.groupLimit)) {
    const byLimit = counts.groupLimit - (counts.sameDayGroupInPlan - own);
    const byStock = foodplanStock(item) - (counts.groupInAllBaskets - own);
    return Math.max(0, Math.min(byLimit, byStock));
  }
  if (item.CurrentStock === null || item.CurrentStock === undefined) return UNLIMITED_FOODPLAN_STOCK;
  return Math.max(0, item.CurrentStock - counts.inAllBaskets + own);
}

/** Past its deadline when it has one and it is before now. An item with no deadline can always be ordered. */
export function isPastRegistrationDeadline(product: Pick<FoodplanBasketProduct, 'RegistrationDeadline'>, now: Date | string): boolean {
  const deadline = product.RegistrationDeadline;
  if (deadline === null || deadline === undefined || deadline === '') return false;
  return dayjs(deadline).isBefore(dayjs(now));
}

/** The products past their registration deadline; any of them blocks the order. */
export function expiredFoodplanProducts<T extends Pick<FoodplanBasketProduct, 'RegistrationDeadline'>>(products: readonly T[], now: Date | string): T[] {
  return products.filter((product) => isPastRegistrationDeadline(product, now));
}

/** The order is blocked when any meal-plan product's registration deadline is before now. */
export function isBlockedByDeadline(products: readonly Pick<FoodplanBasketProduct, 'RegistrationDeadline'>[], now: Date | string): boolean {
  return expiredFoodplanProducts(products, now).length > 0;
}

/** The products with status code 11 on those past their deadline (the others unchanged). */
export function markExpiredProducts<T extends Pick<FoodplanBasketProduct, 'RegistrationDeadline' | 'StatusCode'>>(products: readonly T[], now: Date | string): T[] {
  return products.map((product) => (isPastRegistrationDeadline(product, now) ? { ...product, StatusCode: EXPIRED_PRODUCT_STATUS_CODE } : product));
}
