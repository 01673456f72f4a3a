import type { MenuItem } from '@kk/contracts';
import { EXPIRED_PRODUCT_STATUS_CODE, isPastRegistrationDeadline, kronerToOre, walletKey, type Baskets, type FoodplanBasketProduct } from '@kk/domain';
import { foodplanRefusal, type FoodplanKnown } from '@kk/platform';

/** A menu item as a line of the child's basket (spec "Foodplan basket product"; price in øre). */
export function basketProductOf(item: MenuItem): FoodplanBasketProduct {
  return {
    ID: item.ID,
    ProductID: item.ProductID,
    Name: item.Name,
    Date: item.Date,
    Quantity: 1,
    Price: kronerToOre(item.Price),
    CurrentStock: item.CurrentStock,
    GroupName: item.GroupName,
    RegistrationDeadline: item.RegistrationDeadline,
    Foodplan: item.Foodplan,
    ...(item.Foodplan.IsMasterCater && item.MasterCaterInfo ? { MasterCaterInfo: item.MasterCaterInfo } : {}),
  };
}

/** The two facts only the server knows: what the child bought of the group that day, and the group's daily limit. */
export const knownOf = (item: MenuItem): FoodplanKnown => ({ earlierPurchases: item.GroupPurchasedCount, groupLimit: item.GroupLimit });

export type AddBlock = 'allergy' | 'deadline' | 'sold-out' | 'daily-limit' | 'stock' | null;

/**
 * Why the item cannot go into the child's basket now, or null: the child's allergy profile,
 * the registration deadline, no stock left, then the cart's rules (the daily group limit
 * with the day's purchases and the basket counted, the stock left after every basket).
 */
export function addBlock(item: MenuItem, walletId: string, baskets: Baskets, now: Date): AddBlock {
  if (item.BlockedByAllergies) return 'allergy';
  if (item.StatusCode === EXPIRED_PRODUCT_STATUS_CODE || isPastRegistrationDeadline(item, now)) return 'deadline';
  if (item.CurrentStock !== null && item.CurrentStock <= 0) return 'sold-out';
  return foodplanRefusal(walletId, basketProductOf(item), knownOf(item), baskets);
}

/** How many of the item are in the child's basket. */
export function inChildsBasket(baskets: Baskets, walletId: string, itemId: string): number {
  const basket = baskets[walletKey(walletId)];
  if (basket === undefined) return 0;
  return basket.foodplan.flatMap((group) => group.Products).filter((line) => line.ID === itemId).reduce((sum, line) => sum + line.Quantity, 0);
}
