import type { WebshopBasketProduct } from './types';

/**
 * Webshop cart rules (spec section 5, "Webshop cart"). A refused add does not change the
 * basket ("violations silently do not add"); the reason is returned so the page can say
 * why its add button is disabled.
 */

/** Spec section 9: the most of one webshop item without a purchase limit or limited stock. */
export const DEFAULT_WEBSHOP_MAXIMUM = 100;

export type WebshopItemLimits = Pick<WebshopBasketProduct, 'LimitedAmount' | 'CurrentStock' | 'PurchaseLimit' | 'PurchasedCount'>;

export interface WebshopCounts {
  /** The quantity of this item in this wallet's basket (0 when it is not there). */
  inCartForThisWallet: number;
  /** The quantity of this item in every wallet's basket, this wallet's included. */
  inAllBaskets: number;
}

export type WebshopRefusal = 'purchase-limit' | 'stock' | null;

/** A PurchaseLimit counts when it is a positive number; null, undefined or 0 is no limit. */
export function hasPurchaseLimit(item: Pick<WebshopItemLimits, 'PurchaseLimit'>): boolean {
  return typeof item.PurchaseLimit === 'number' && item.PurchaseLimit > 0;
}

/** What the wallet may still buy under its PurchaseLimit (never below 0). */
function purchaseLimitRoom(item: WebshopItemLimits): number {
  return Math.max(0, (item.PurchaseLimit ?? 0) - (item.PurchasedCount ?? 0));
}

/** CurrentStock minus what every basket holds, plus this wallet's own quantity (never below 0). */
function stockRoom(item: WebshopItemLimits, counts: WebshopCounts): number {
  return Math.max(0, (item.CurrentStock ?? 0) - counts.inAllBaskets + counts.inCartForThisWallet);
}

/**
 * Why one more of the item may not be added, or null when it may.
 * - With PurchaseLimit: the quantity in this wallet's cart plus 1 may not exceed
 *   PurchaseLimit minus PurchasedCount. The spec words it for an item already in the cart;
 *   an item not in the cart has quantity 0 there, and the same rule applies, so a wallet
 *   that has bought its whole limit cannot add the first one either (otherwise the basket
 *   would hold a line whose maximum is 0).
 * - With LimitedAmount: the count across all wallets' baskets plus 1 may not exceed CurrentStock.
 */
export function canAddWebshopItem(item: WebshopItemLimits, counts: WebshopCounts): WebshopRefusal {
  if (hasPurchaseLimit(item) && counts.inCartForThisWallet + 1 > purchaseLimitRoom(item)) return 'purchase-limit';
  if (item.LimitedAmount && counts.inAllBaskets + 1 > (item.CurrentStock ?? 0)) return 'stock';
  return null;
}

/**
 * The most of the item this wallet's basket may hold (never below 0):
 * - with PurchaseLimit: the limit minus the purchased count, "falling back to stock minus
 *   the count in baskets plus own quantity". Read as: the stock bound takes over where it is
 *   the tighter one, i.e. with LimitedAmount also set the maximum is the smaller of the two;
 *   without LimitedAmount the stock is not limited and only the purchase limit counts;
 * - with LimitedAmount only: stock minus the count in baskets plus own quantity;
 * - otherwise 100.
 */
export function webshopMaximum(item: WebshopItemLimits, counts: WebshopCounts): number {
  if (hasPurchaseLimit(item)) {
    const room = purchaseLimitRoom(item);
    return item.LimitedAmount ? Math.min(room, stockRoom(item, counts)) : room;
  }
  if (item.LimitedAmount) return stockRoom(item, counts);
  return DEFAULT_WEBSHOP_MAXIMUM;
}
