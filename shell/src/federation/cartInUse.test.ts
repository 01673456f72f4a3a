import type { WebshopBasketProduct } from '@kk/domain';
import { addWebshopItem, bus, emptyBaskets, loadCart, requestCartOpen, takeCartOpenRequest, useCart, useSession } from '@kk/platform';
import { cartInUse, resetCartInUse, whenCartInUse } from './cartInUse';

const USER = '00000000-0000-4000-8000-0000000000ff';
const WALLET = { WalletID: '00000000-0000-4000-8000-00000000e001', Name: 'Emma Jensen' };
const CUSTOMER = '00000000-0000-4000-8000-00000000c001';
const book: WebshopBasketProduct = {
  ID: '00000000-0000-4000-8000-000000000b01',
  ProductID: '00000000-0000-4000-8000-000000000b02',
  Name: 'Læsebog',
  Quantity: 1,
  Price: 8900,
  LimitedAmount: false,
  CurrentStock: null,
  PurchaseLimit: null,
  PurchasedCount: 0,
  ProductGroupID: null,
  GroupName: null,
  StatusCode: null,
  Webshop: { ID: '00000000-0000-4000-8000-000000000b04', Name: 'Webshop' },
};

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  useSession.setState({ user: { ID: USER, Name: 'Mette', Email: 'parent@demo.dk', Roles: [], Customers: [], ExpiresAt: '' } });
  loadCart();
  emptyBaskets();
  takeCartOpenRequest();
  resetCartInUse();
});

describe('whether the cart is in use, which the cart parcel waits for', () => {
  it('is not while the cart is empty', () => {
    expect(cartInUse()).toBe(false);
  });

  it('is once an item is added, and stays so when the cart is emptied again', () => {
    const seen = jest.fn();
    whenCartInUse(seen);
    expect(seen).not.toHaveBeenCalled();
    addWebshopItem(WALLET, CUSTOMER, book);
    expect(seen).toHaveBeenCalledTimes(1);
    emptyBaskets();
    expect(cartInUse()).toBe(true);
    addWebshopItem(WALLET, CUSTOMER, book);
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('is when the cart dialog is asked for, and the request waits for the parcel', () => {
    requestCartOpen();
    expect(cartInUse()).toBe(true);
    expect(useCart.getState().openRequested).toBe(true);
    expect(takeCartOpenRequest()).toBe(true);
    expect(takeCartOpenRequest()).toBe(false);
  });

  it('is when another remote asks for the dialog on the bus, and the request is kept for the parcel', () => {
    const seen = jest.fn();
    whenCartInUse(seen);
    bus.publish('shopping.cart.open', {});
    expect(seen).toHaveBeenCalledTimes(1);
    expect(takeCartOpenRequest()).toBe(true);
    // Once the parcel is there it hears the bus itself: the shell no longer keeps requests.
    bus.publish('shopping.cart.open', {});
    expect(takeCartOpenRequest()).toBe(false);
  });

  it('is on the way back from a checkout', () => {
    window.history.replaceState(null, '', '/?Checkout=1&merchant=x');
    expect(cartInUse()).toBe(true);
  });

  it('is when the cart an earlier visit stored loads', () => {
    addWebshopItem(WALLET, CUSTOMER, book);
    // A new page: nothing loaded yet, until the session names the user.
    useCart.setState({ userId: null, baskets: {} });
    resetCartInUse();
    const seen = jest.fn();
    whenCartInUse(seen);
    expect(seen).not.toHaveBeenCalled();
    loadCart();
    expect(seen).toHaveBeenCalledTimes(1);
  });
});
