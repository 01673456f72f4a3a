import { create } from 'zustand';
import {
  addToBasket,
  basketCount,
  canAddFoodplanItem,
  canAddWebshopItem,
  foodplanCountsOf,
  foodplanMaximum,
  removeFromBasket,
  setQuantity,
  walletKey,
  webshopCountsOf,
  webshopMaximum,
  type Basket,
  type BasketCreditCard,
  type Baskets,
  type BasketWallet,
  type FoodplanBasketProduct,
  type FoodplanRefusal,
  type WebshopBasketProduct,
  type WebshopRefusal,
} from '@kk/domain';
import { bus } from './bus';
import { useSession } from './session';

/**
 * The cart: every wallet's basket (spec sections 3 and 4, "Cart"), one store for the whole
 * page because @kk/platform is a federation singleton, so the webshop, the food plan and
 * the cart button see the same baskets. Kept in local storage per user and per version of
 * this state; a stored cart of another version is discarded. Adding and removing publish
 * shopping.cart.add and shopping.cart.remove; every change publishes shopping.cart.changed.
 */

/** The query parameter of a return from the cart's checkout at the card provider (the cart parcel resumes the payment). */
export const CHECKOUT_RETURN_PARAMETER = 'checkout';

/** The version of the stored cart: a cart stored by another version is discarded. */
export const CART_STATE_VERSION = 'kk-cart-1';
const STORAGE_PREFIX = 'kk.cart.';

interface StoredCart {
  version: string;
  baskets: Baskets;
}

/** The food plan rules need two facts only the server knows. */
export interface FoodplanKnown {
  earlierPurchases: number;
  groupLimit: number;
}

interface CartState {
  /** The user whose cart this is (null: signed out, nothing kept). */
  userId: string | null;
  baskets: Baskets;
  /** The cart dialog was asked for and the cart remote has not opened it yet. */
  openRequested: boolean;
}

export const useCart = create<CartState>(() => ({ userId: null, baskets: {}, openRequested: false }));

/**
 * Asks for the cart dialog. The cart remote's parcel opens it; the shell loads that parcel
 * only once the cart is in use, so a request made before it is there waits in the store.
 */
export function requestCartOpen(): void {
  useCart.setState({ openRequested: true });
  bus.publish('shopping.cart.open', {});
}

/** Whether the cart dialog is asked for; taking the request answers it. */
export function takeCartOpenRequest(): boolean {
  const { openRequested } = useCart.getState();
  if (openRequested) useCart.setState({ openRequested: false });
  return openRequested;
}

/** How many items the whole cart holds (every wallet's basket), kept up to date. */
export const useCartItemCount = (): number => useCart((s) => basketCount(s.baskets));

/** How many items the whole cart holds now. */
export const cartItemCount = (): number => basketCount(useCart.getState().baskets);

const storageKey = (userId: string) => `${STORAGE_PREFIX}${userId}`;

function readStored(userId: string): Baskets {
  try {
    const raw = globalThis.localStorage?.getItem(storageKey(userId));
    if (!raw) return {};
    const stored = JSON.parse(raw) as Partial<StoredCart>;
    if (stored.version !== CART_STATE_VERSION || typeof stored.baskets !== 'object' || stored.baskets === null) {
      globalThis.localStorage?.removeItem(storageKey(userId));
      return {};
    }
    return stored.baskets;
  } catch {
    return {};
  }
}

function write(userId: string | null, baskets: Baskets): void {
  if (userId === null) return;
  try {
    if (Object.keys(baskets).length === 0) globalThis.localStorage?.removeItem(storageKey(userId));
    else globalThis.localStorage?.setItem(storageKey(userId), JSON.stringify({ version: CART_STATE_VERSION, baskets } satisfies StoredCart));
  } catch {
    // A full or forbidden storage keeps the cart for this page only.
  }
}

function commit(baskets: Baskets): void {
  const { userId } = useCart.getState();
  useCart.setState({ baskets });
  write(userId, baskets);
  bus.publish('shopping.cart.changed', { itemCount: basketCount(baskets) });
}

/** Loads the signed-in user's stored cart (again when the user changes). */
export function loadCart(): void {
  const userId = useSession.getState().user?.ID ?? null;
  if (userId === useCart.getState().userId) return;
  const baskets = userId === null ? {} : readStored(userId);
  useCart.setState({ userId, baskets, openRequested: false });
  bus.publish('shopping.cart.changed', { itemCount: basketCount(baskets) });
}

let following = false;
/** Follows the session (sign-in, another user, sign-out) and other tabs' changes to the cart. */
export function followCart(): void {
  if (following) return;
  following = true;
  loadCart();
  useSession.subscribe(loadCart);
  globalThis.addEventListener?.('storage', (event: StorageEvent) => {
    const { userId } = useCart.getState();
    if (userId === null || event.key !== storageKey(userId)) return;
    const baskets = readStored(userId);
    useCart.setState({ baskets });
    bus.publish('shopping.cart.changed', { itemCount: basketCount(baskets) });
  });
}

export const cartBaskets = (): Baskets => useCart.getState().baskets;

/** Why one more of a webshop item may not go into the wallet's basket, or null. */
export function webshopRefusal(walletId: string, product: WebshopBasketProduct, baskets: Baskets = cartBaskets()): WebshopRefusal {
  return canAddWebshopItem(product, webshopCountsOf(baskets, walletId, product.ID));
}

/** Adds a webshop item; a refused add changes nothing (spec section 5) and returns why. */
export function addWebshopItem(wallet: BasketWallet, customerId: string, product: WebshopBasketProduct): WebshopRefusal {
  const baskets = cartBaskets();
  const refusal = webshopRefusal(wallet.WalletID, product, baskets);
  if (refusal !== null) return refusal;
  commit(addToBasket(baskets, wallet, { kind: 'webshop', CustomerID: customerId, product }, 1));
  bus.publish('shopping.cart.add', { walletId: wallet.WalletID, productId: product.ID, quantity: 1 });
  return null;
}

/** Why one more of a food plan item may not be added, or null. */
export function foodplanRefusal(walletId: string, product: FoodplanBasketProduct, known: FoodplanKnown, baskets: Baskets = cartBaskets()): FoodplanRefusal {
  return canAddFoodplanItem(product, foodplanCountsOf(baskets, walletId, product, known));
}

/** Adds a food plan item; a refused add changes nothing and returns why. */
export function addFoodplanItem(
  wallet: BasketWallet,
  customer: { CustomerID: string; CustomerName: string },
  product: FoodplanBasketProduct,
  known: FoodplanKnown,
): FoodplanRefusal {
  const baskets = cartBaskets();
  const refusal = foodplanRefusal(wallet.WalletID, product, known, baskets);
  if (refusal !== null) return refusal;
  commit(addToBasket(baskets, wallet, { kind: 'foodplan', ...customer, product }, 1));
  bus.publish('shopping.cart.add', { walletId: wallet.WalletID, productId: product.ID, quantity: 1 });
  return null;
}

/** The most of a basket line its wallet may hold, by the line's kind. */
export function lineMaximum(walletId: string, line: WebshopBasketProduct | FoodplanBasketProduct, known?: FoodplanKnown, baskets: Baskets = cartBaskets()): number {
  if ('Foodplan' in line) return foodplanMaximum(line, foodplanCountsOf(baskets, walletId, line, known ?? { earlierPurchases: 0, groupLimit: 0 }));
  return webshopMaximum(line, webshopCountsOf(baskets, walletId, line.ID));
}

export function changeQuantity(walletId: string, productId: string, quantity: unknown, maximum: number): void {
  commit(setQuantity(cartBaskets(), walletId, productId, quantity, maximum));
}

export function removeItem(walletId: string, productId: string): void {
  commit(removeFromBasket(cartBaskets(), walletId, productId));
  bus.publish('shopping.cart.remove', { walletId, productId });
}

/** The card a wallet's orders name when it pays by card (its primary card). */
export function setBasketCard(walletId: string, card: BasketCreditCard | null): void {
  const baskets = cartBaskets();
  const basket = baskets[walletKey(walletId)];
  if (basket === undefined) return;
  commit({ ...baskets, [walletKey(walletId)]: { ...basket, creditCard: card } });
}

/** Empties the named wallets' baskets (after they are paid), or the whole cart. */
export function emptyBaskets(walletIds?: readonly string[]): void {
  if (walletIds === undefined) return commit({});
  const drop = new Set(walletIds.map(walletKey));
  commit(Object.fromEntries(Object.entries(cartBaskets()).filter(([key]) => !drop.has(key))) as Record<string, Basket>);
}
