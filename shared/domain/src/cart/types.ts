import type { Ore } from '../money';

/**
 * The per-wallet shopping basket (spec section 3). Field names are the spec's. Prices are
 * integer øre inside the platform; they become kroner only in the order model.
 */

export interface BasketWallet {
  WalletID: string;
  Name: string;
}

/** The card a basket pays with when the balance is too low (the order model's payment window). */
export interface BasketCreditCard {
  MerchantNumber: string;
  CardType: string;
}

/** Spec "Webshop basket product". */
export interface WebshopBasketProduct {
  /** The webshop item. */
  ID: string;
  Name: string;
  Quantity: number;
  /** The item's stock is limited (CurrentStock counts). */
  LimitedAmount: boolean;
  CurrentStock: number | null;
  /** How many one wallet may buy; null or 0 is no limit. */
  PurchaseLimit: number | null;
  /** How many this wallet has bought already. */
  PurchasedCount: number;
  /** In øre (default 0). */
  Price: Ore;
  /** The catalogue product. */
  ProductID: string;
  ProductGroupID: string | null;
  Webshop: { ID: string; Name: string };
  GroupName: string | null;
  StatusCode: number | null;
}

export interface MasterCaterInfo {
  ProductNumber: string;
  [key: string]: unknown;
}

/** Spec "Foodplan basket product". */
export interface FoodplanBasketProduct {
  /** The food plan item (one product on one day). */
  ID: string;
  /** The catalogue product. */
  ProductID: string;
  Name: string;
  /** The day it is served, YYYY-MM-DD. */
  Date: string;
  Quantity: number;
  /** In øre (default 0). */
  Price: Ore;
  /** Null is unlimited stock (treated as 100). */
  CurrentStock: number | null;
  GroupName: string | null;
  /** ISO date-time; null or absent is no deadline. */
  RegistrationDeadline?: string | null;
  Foodplan: { ID: string; Name: string; IsMasterCater: boolean };
  /** Master-cater plans only. */
  MasterCaterInfo?: MasterCaterInfo | null;
  StatusCode?: number | null;
}

/** Spec "Webshop basket group": one webshop's products for one wallet. */
export interface WebshopGroup {
  /** The webshop. */
  ID: string;
  WalletID: string;
  CustomerID: string;
  Name: string;
  Products: WebshopBasketProduct[];
}

/** Spec "Foodplan basket group": one food plan's products for one wallet. */
export interface FoodplanGroup {
  /** The food plan. */
  ID: string;
  WalletID: string;
  CustomerID: string;
  IsMasterCater: boolean;
  /** See foodplanGroupName. */
  Name: string;
  Products: FoodplanBasketProduct[];
}

export interface Basket {
  wallet: BasketWallet;
  creditCard: BasketCreditCard | null;
  webshop: WebshopGroup[];
  foodplan: FoodplanGroup[];
}

/** Every wallet's basket, keyed by the lower-cased WalletID. */
export type Baskets = Readonly<Record<string, Basket>>;
