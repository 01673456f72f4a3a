import { canAddWebshopItem, webshopMaximum, type WebshopItemLimits } from './webshop';

const free: WebshopItemLimits = { LimitedAmount: false, CurrentStock: null, PurchaseLimit: null, PurchasedCount: 0 };
const counts = (inCartForThisWallet: number, inAllBaskets: number) => ({ inCartForThisWallet, inAllBaskets });

describe('adding a webshop item', () => {
  it('adds an item without limits', () => {
    expect(canAddWebshopItem(free, counts(57, 300))).toBeNull();
  });

  it('with PurchaseLimit and the item in the cart: quantity plus 1 may not exceed the limit minus the purchased count', () => {
    const item = { ...free, PurchaseLimit: 5, PurchasedCount: 2 };
    expect(canAddWebshopItem(item, counts(2, 2))).toBeNull(); // 3 <= 3
    expect(canAddWebshopItem(item, counts(3, 3))).toBe('purchase-limit'); // 4 > 3
  });

  it('with PurchaseLimit and the item not in the cart: the same rule with quantity 0', () => {
    expect(canAddWebshopItem({ ...free, PurchaseLimit: 2, PurchasedCount: 1 }, counts(0, 0))).toBeNull();
    expect(canAddWebshopItem({ ...free, PurchaseLimit: 2, PurchasedCount: 2 }, counts(0, 0))).toBe('purchase-limit');
  });

  it('treats PurchaseLimit 0 or null as no limit', () => {
    expect(canAddWebshopItem({ ...free, PurchaseLimit: 0, PurchasedCount: 9 }, counts(9, 9))).toBeNull();
  });

  it('with LimitedAmount: the count across all wallets\' baskets plus 1 may not exceed CurrentStock', () => {
    const item = { ...free, LimitedAmount: true, CurrentStock: 4 };
    // This wallet holds 1, two other wallets hold 2 together.
    expect(canAddWebshopItem(item, counts(1, 3))).toBeNull();
    expect(canAddWebshopItem(item, counts(1, 4))).toBe('stock');
    expect(canAddWebshopItem({ ...item, CurrentStock: 0 }, counts(0, 0))).toBe('stock');
  });

  it('ignores CurrentStock without LimitedAmount', () => {
    expect(canAddWebshopItem({ ...free, CurrentStock: 1 }, counts(0, 5))).toBeNull();
  });

  it('names the purchase limit first when both are broken', () => {
    const item = { LimitedAmount: true, CurrentStock: 1, PurchaseLimit: 1, PurchasedCount: 1 };
    expect(canAddWebshopItem(item, counts(0, 1))).toBe('purchase-limit');
  });
});

describe('the most of a webshop item', () => {
  it('is 100 without a purchase limit or limited stock', () => {
    expect(webshopMaximum(free, counts(3, 40))).toBe(100);
    expect(webshopMaximum({ ...free, CurrentStock: 2 }, counts(0, 0))).toBe(100);
  });

  it('with PurchaseLimit is the limit minus the purchased count', () => {
    expect(webshopMaximum({ ...free, PurchaseLimit: 5, PurchasedCount: 2 }, counts(1, 1))).toBe(3);
    expect(webshopMaximum({ ...free, PurchaseLimit: 5, PurchasedCount: 0 }, counts(0, 0))).toBe(5);
    expect(webshopMaximum({ ...free, PurchaseLimit: 5, PurchasedCount: 7 }, counts(0, 0))).toBe(0);
  });

  it('with LimitedAmount is the stock minus the count in all baskets plus its own quantity', () => {
    const item = { ...free, LimitedAmount: true, CurrentStock: 10 };
    // Own basket 2, other wallets 5: 10 - 7 + 2.
    expect(webshopMaximum(item, counts(2, 7))).toBe(5);
    expect(webshopMaximum(item, counts(0, 12))).toBe(0);
  });

  it('with both, falls back to the stock where the stock is the tighter bound', () => {
    const item = { LimitedAmount: true, CurrentStock: 6, PurchaseLimit: 5, PurchasedCount: 1 };
    expect(webshopMaximum(item, counts(1, 1))).toBe(4); // limit room 4, stock room 6
    expect(webshopMaximum(item, counts(1, 5))).toBe(2); // limit room 4, stock room 6 - 5 + 1
  });
});
