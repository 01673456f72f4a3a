import type { WebshopBasketProduct } from '@kk/domain';
import { addWebshopItem, cartBaskets, CART_STATE_VERSION, changeQuantity, emptyBaskets, followCart, lineMaximum, loadCart, removeItem, setBasketCard, useCart } from './basket';
import { bus } from './bus';
import { useSession } from './session';

const EMMA = { WalletID: 'AAAAAAAA-0000-4000-8000-000000000001', Name: 'Emma' };
const OLIVER = { WalletID: 'aaaaaaaa-0000-4000-8000-000000000002', Name: 'Oliver' };
const SHOP = { ID: 'shop-1', Name: 'Solbakke Skoles webshop' };

function item(overrides: Partial<WebshopBasketProduct> = {}): WebshopBasketProduct {
  return {
    ID: 'item-1',
    Name: 'Skolekasket',
    Quantity: 1,
    LimitedAmount: true,
    CurrentStock: 2,
    PurchaseLimit: null,
    PurchasedCount: 0,
    Price: 5_900,
    ProductID: 'product-1',
    ProductGroupID: 'group-1',
    Webshop: SHOP,
    GroupName: 'Tøj',
    StatusCode: null,
    ...overrides,
  };
}

function signIn(id: string | null): void {
  useSession.setState({ user: id === null ? null : { ID: id, Name: 'Mette', Email: 'parent@demo.dk', Roles: [], Customers: [], ExpiresAt: '' } });
  loadCart();
}

const events: string[] = [];
const unsubscribe: (() => void)[] = [];

beforeEach(() => {
  localStorage.clear();
  signIn(null);
  signIn('user-1');
  events.length = 0;
  unsubscribe.push(
    bus.subscribe('shopping.cart.add', (e) => events.push(`add ${e.walletId} ${e.productId}`)),
    bus.subscribe('shopping.cart.remove', (e) => events.push(`remove ${e.walletId} ${e.productId}`)),
    bus.subscribe('shopping.cart.changed', (e) => events.push(`changed ${e.itemCount}`)),
  );
});

afterEach(() => {
  while (unsubscribe.length > 0) unsubscribe.pop()?.();
});

describe('the cart', () => {
  it('keeps one basket per wallet, keyed by the lower-cased WalletID, and publishes add and changed', () => {
    expect(addWebshopItem(EMMA, 'customer-1', item())).toBeNull();
    expect(Object.keys(cartBaskets())).toEqual([EMMA.WalletID.toLowerCase()]);
    expect(cartBaskets()[EMMA.WalletID.toLowerCase()]?.webshop[0]).toMatchObject({ ID: SHOP.ID, CustomerID: 'customer-1', Name: SHOP.Name });
    expect(events).toEqual(['changed 1', `add ${EMMA.WalletID} item-1`]);
  });

  it('does not add beyond the stock across all baskets, and says why', () => {
    expect(addWebshopItem(EMMA, 'customer-1', item())).toBeNull();
    expect(addWebshopItem(OLIVER, 'customer-1', item())).toBeNull();
    events.length = 0;
    expect(addWebshopItem(OLIVER, 'customer-1', item())).toBe('stock');
    expect(events).toEqual([]);
    expect(lineMaximum(OLIVER.WalletID, item())).toBe(1);
  });

  it('does not add beyond the purchase limit minus what the wallet bought', () => {
    const limited = item({ LimitedAmount: false, CurrentStock: null, PurchaseLimit: 2, PurchasedCount: 1 });
    expect(addWebshopItem(EMMA, 'customer-1', limited)).toBeNull();
    expect(addWebshopItem(EMMA, 'customer-1', limited)).toBe('purchase-limit');
  });

  it('clamps a quantity to the maximum, and removing the last line deletes the basket', () => {
    addWebshopItem(EMMA, 'customer-1', item({ LimitedAmount: false, CurrentStock: null }));
    changeQuantity(EMMA.WalletID, 'item-1', '250', 100);
    expect(cartBaskets()[EMMA.WalletID.toLowerCase()]?.webshop[0]?.Products[0]?.Quantity).toBe(100);
    changeQuantity(EMMA.WalletID, 'item-1', 'abc', 100);
    expect(cartBaskets()[EMMA.WalletID.toLowerCase()]?.webshop[0]?.Products[0]?.Quantity).toBe(1);
    events.length = 0;
    removeItem(EMMA.WalletID, 'item-1');
    expect(cartBaskets()).toEqual({});
    expect(events).toEqual(['changed 0', `remove ${EMMA.WalletID} item-1`]);
    expect(localStorage.getItem('kk.cart.user-1')).toBeNull();
  });

  it('keeps the cart in local storage per user and gives it back after a reload', () => {
    addWebshopItem(EMMA, 'customer-1', item());
    setBasketCard(EMMA.WalletID, { MerchantNumber: '41000102', CardType: 'Visa' });
    const stored = JSON.parse(localStorage.getItem('kk.cart.user-1') ?? '{}');
    expect(stored.version).toBe(CART_STATE_VERSION);

    signIn('user-2');
    expect(cartBaskets()).toEqual({});
    signIn('user-1');
    expect(cartBaskets()[EMMA.WalletID.toLowerCase()]?.creditCard).toEqual({ MerchantNumber: '41000102', CardType: 'Visa' });
  });

  it('discards a cart stored by another version', () => {
    localStorage.setItem('kk.cart.user-3', JSON.stringify({ version: 'kk-cart-0', baskets: { x: {} } }));
    signIn('user-3');
    expect(cartBaskets()).toEqual({});
    expect(localStorage.getItem('kk.cart.user-3')).toBeNull();
  });

  it('empties the paid wallets only', () => {
    addWebshopItem(EMMA, 'customer-1', item({ ID: 'a' }));
    addWebshopItem(OLIVER, 'customer-1', item({ ID: 'b' }));
    emptyBaskets([EMMA.WalletID]);
    expect(Object.keys(cartBaskets())).toEqual([OLIVER.WalletID.toLowerCase()]);
    emptyBaskets();
    expect(cartBaskets()).toEqual({});
  });

  it("follows another tab's changes to the same user's cart", () => {
    followCart();
    const other = { [OLIVER.WalletID]: { wallet: OLIVER, creditCard: null, webshop: [{ ID: SHOP.ID, WalletID: OLIVER.WalletID, CustomerID: 'c', Name: SHOP.Name, Products: [item()] }], foodplan: [] } };
    localStorage.setItem('kk.cart.user-1', JSON.stringify({ version: CART_STATE_VERSION, baskets: other }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'kk.cart.user-1' }));
    expect(useCart.getState().baskets).toEqual(other);
    expect(events).toContain('changed 1');
  });
});
