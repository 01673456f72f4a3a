import { foodplanGroupName, type FoodplanCounts } from './foodplan';
import { parseQuantity } from './quantity';
import type { Basket, Baskets, BasketWallet, FoodplanBasketProduct, FoodplanGroup, WebshopBasketProduct, WebshopGroup } from './types';
import type { WebshopCounts } from './webshop';

/**
 * The per-wallet baskets as pure data (spec sections 3 and 4, "Cart"): every function
 * returns new baskets and leaves its input alone; where they are kept is the caller's
 * business. Adding does not check the rules: the caller asks canAddWebshopItem or
 * canAddFoodplanItem first and, when refused, does not add.
 */

/** Baskets are keyed by the lower-cased WalletID. */
export function walletKey(walletId: string): string {
  return walletId.toLowerCase();
}

export type BasketAddition =
  | { kind: 'webshop'; CustomerID: string; product: WebshopBasketProduct }
  /** CustomerName names the group together with the plan (see foodplanGroupName). */
  | { kind: 'foodplan'; CustomerID: string; CustomerName: string; product: FoodplanBasketProduct };

type Line = WebshopBasketProduct | FoodplanBasketProduct;

function addLine<T extends Line>(products: readonly T[], product: T, quantity: number): T[] {
  const known = products.find((line) => line.ID === product.ID);
  if (known === undefined) return [...products, { ...product, Quantity: quantity }];
  return products.map((line) => (line === known ? { ...line, Quantity: parseQuantity(line.Quantity) + quantity } : line));
}

/**
 * Adds `quantity` (parsed: at least 1) of the product to the wallet's basket, making the
 * basket and the webshop's or food plan's group when they are missing. A product already
 * there (same ID) gets the quantity added to its line.
 */
export function addToBasket(baskets: Baskets, wallet: BasketWallet, addition: BasketAddition, quantity: unknown = 1): Baskets {
  const key = walletKey(wallet.WalletID);
  const basket: Basket = baskets[key] ?? { wallet: { WalletID: wallet.WalletID, Name: wallet.Name }, creditCard: null, webshop: [], foodplan: [] };
  const count = parseQuantity(quantity);
  if (addition.kind === 'webshop') {
    const { product } = addition;
    const fresh: WebshopGroup = {
      ID: product.Webshop.ID,
      WalletID: wallet.WalletID,
      CustomerID: addition.CustomerID,
      Name: product.Webshop.Name,
      Products: [],
    };
    return { ...baskets, [key]: { ...basket, webshop: addToGroup(basket.webshop, fresh, product, count) } };
  }
  const { product } = addition;
  const fresh: FoodplanGroup = {
    ID: product.Foodplan.ID,
    WalletID: wallet.WalletID,
    CustomerID: addition.CustomerID,
    IsMasterCater: product.Foodplan.IsMasterCater,
    Name: foodplanGroupName(addition.CustomerName, product.Foodplan.Name),
    Products: [],
  };
  return { ...baskets, [key]: { ...basket, foodplan: addToGroup(basket.foodplan, fresh, product, count) } };
}

/** The groups with the product added to its group: the one with `fresh`'s ID, else `fresh` as a new group. */
function addToGroup<L extends Line, G extends { ID: string; Products: L[] }>(groups: readonly G[], fresh: G, product: L, quantity: number): G[] {
  const group = groups.find((g) => g.ID === fresh.ID) ?? fresh;
  return replaceGroup(groups, { ...group, Products: addLine(group.Products, product, quantity) });
}

function replaceGroup<G extends { ID: string }>(groups: readonly G[], group: G): G[] {
  return groups.some((g) => g.ID === group.ID) ? groups.map((g) => (g.ID === group.ID ? group : g)) : [...groups, group];
}

function mapLines(baskets: Baskets, walletId: string, map: <T extends Line>(products: T[]) => T[]): Baskets {
  const key = walletKey(walletId);
  const basket = baskets[key];
  if (basket === undefined) return baskets;
  const updated: Basket = {
    ...basket,
    webshop: basket.webshop.map((g) => ({ ...g, Products: map(g.Products) })),
    foodplan: basket.foodplan.map((g) => ({ ...g, Products: map(g.Products) })),
  };
  return dropEmptyBaskets({ ...baskets, [key]: updated });
}

/** Removes the product (by ID) from the wallet's basket; an emptied group or basket goes too. */
export function removeFromBasket(baskets: Baskets, walletId: string, productId: string): Baskets {
  return mapLines(baskets, walletId, (products) => products.filter((line) => line.ID !== productId));
}

/**
 * Sets the product's quantity in the wallet's basket: parsed (at least 1), then clamped to
 * `maximum` (webshopMaximum or foodplanMaximum). A line keeps at least 1; taking it out is
 * removeFromBasket's job.
 */
export function setQuantity(baskets: Baskets, walletId: string, productId: string, quantity: unknown, maximum: number): Baskets {
  const clamped = Math.min(parseQuantity(quantity), Math.max(1, Math.floor(maximum)));
  return mapLines(baskets, walletId, (products) => products.map((line) => (line.ID === productId ? { ...line, Quantity: clamped } : line)));
}

/** Groups without products and baskets without groups are deleted. */
export function dropEmptyBaskets(baskets: Baskets): Baskets {
  const kept: Record<string, Basket> = {};
  for (const [key, basket] of Object.entries(baskets)) {
    const webshop = basket.webshop.filter((g) => g.Products.length > 0);
    const foodplan = basket.foodplan.filter((g) => g.Products.length > 0);
    if (webshop.length + foodplan.length > 0) kept[key] = { ...basket, webshop, foodplan };
  }
  return kept;
}

function allLines(baskets: Baskets): Line[] {
  return Object.values(baskets).flatMap((b) => [...b.webshop.flatMap((g) => g.Products), ...b.foodplan.flatMap((g) => g.Products)]);
}

const quantities = (lines: readonly Line[]) => lines.reduce((sum, line) => sum + parseQuantity(line.Quantity), 0);

/** The cart button's count: the quantities of every line in every wallet's basket. */
export function basketCount(baskets: Baskets): number {
  return quantities(allLines(baskets));
}

/** The quantity of one product (the basket line's ID: the webshop or food plan item) across every wallet's basket. */
export function countInAllBaskets(baskets: Baskets, productId: string): number {
  return quantities(allLines(baskets).filter((line) => line.ID === productId));
}

function quantityInWallet(baskets: Baskets, walletId: string, productId: string): number {
  const basket = baskets[walletKey(walletId)];
  return basket === undefined ? 0 : countInAllBaskets({ [walletKey(walletId)]: basket }, productId);
}

/** The webshop rules' counts for one item and wallet. */
export function webshopCountsOf(baskets: Baskets, walletId: string, productId: string): WebshopCounts {
  return { inCartForThisWallet: quantityInWallet(baskets, walletId, productId), inAllBaskets: countInAllBaskets(baskets, productId) };
}

/** Same plan, same group name, same day. */
const sameGroupDay = (a: FoodplanBasketProduct) => (b: FoodplanBasketProduct) =>
  a.Foodplan.ID === b.Foodplan.ID && a.GroupName === b.GroupName && a.Date.slice(0, 10) === b.Date.slice(0, 10);

/**
 * The food plan rules' counts for one item and wallet. "The plan" is this wallet's group for
 * the item's food plan; "the group" is the products of that plan with the same GroupName on
 * the same Date. The earlier purchases and the group's limit come from the server.
 */
export function foodplanCountsOf(
  baskets: Baskets,
  walletId: string,
  item: FoodplanBasketProduct,
  known: { earlierPurchases: number; groupLimit: number },
): FoodplanCounts {
  const foodLines = (bs: Baskets) => Object.values(bs).flatMap((b) => b.foodplan.flatMap((g) => g.Products));
  const basket = baskets[walletKey(walletId)];
  const inPlan = basket === undefined ? [] : basket.foodplan.filter((g) => g.ID === item.Foodplan.ID).flatMap((g) => g.Products);
  return {
    inCartForThisWallet: quantityInWallet(baskets, walletId, item.ID),
    inAllBaskets: countInAllBaskets(baskets, item.ID),
    groupInAllBaskets: quantities(foodLines(baskets).filter(sameGroupDay(item))),
    sameDayGroupInPlan: quantities(inPlan.filter(sameGroupDay(item))),
    earlierPurchases: known.earlierPurchases,
    groupLimit: known.groupLimit,
  };
}
