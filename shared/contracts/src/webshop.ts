import { z } from 'zod';
import { Kroner } from './money';

const Id = z.string().uuid();

/** GET /api/Webshop/GetSubscriptions: the webshops the user's wallets (or the one named) may shop in. */
export const WebshopSubscriptionsQuery = z.object({ walletID: Id.optional() });
export const WebshopSubscription = z.object({
  ID: Id,
  Name: z.string(),
  CustomerID: Id,
  CustomerName: z.string(),
  /** The user's wallets that may shop here. */
  WalletIDs: z.array(Id),
});
export type WebshopSubscription = z.infer<typeof WebshopSubscription>;
export const WebshopSubscriptionsResponse = z.object({ data: z.array(WebshopSubscription) });
export type WebshopSubscriptionsResponse = z.infer<typeof WebshopSubscriptionsResponse>;

/** GET /api/Webshop/Products: a webshop's product groups and products, for one wallet (its purchased counts). */
export const WebshopProductsQuery = z.object({ webshopID: Id, walletID: Id });
export const ProductDescriptors = z.object({ da: z.string().optional(), de: z.string().optional(), en: z.string().optional() });
/** What names a product for sale, in a webshop or on a food plan's menu: its ids, name, description and descriptors. */
export const catalogueProductFields = {
  ID: Id,
  ProductID: Id,
  Name: z.string(),
  Description: z.string().nullable(),
  Descriptors: ProductDescriptors,
};
export const WebshopProduct = z.object({
  ...catalogueProductFields,
  Price: Kroner,
  /** True when the product has a stock (CurrentStock), or is marked sold out (then CurrentStock 0). */
  LimitedAmount: z.boolean(),
  /** Marked sold out by the seller on the partner site: shown sold out and refused at reservation like a stock of 0. */
  SoldOut: z.boolean(),
  CurrentStock: z.number().int().nullable(),
  /** How many one wallet may buy in all; null: no limit. */
  PurchaseLimit: z.number().int().nullable(),
  /** How many this wallet has bought (reserved or completed, refunds given back). */
  PurchasedCount: z.number().int(),
  ProductGroupID: Id,
  GroupName: z.string(),
  Webshop: z.object({ ID: Id, Name: z.string() }),
  /** /blob/product-images/<id>, or null for the placeholder. */
  ImageUrl: z.string().nullable(),
  /** The end of the sales window, if it has one. */
  OrderableUntil: z.string().nullable(),
  /** Allergen ids 1 to 15 (the food plan's list). */
  AllergenIDs: z.array(z.number().int()),
  /** The wallet's allergy profile excludes it: it cannot go into that child's basket, and the server refuses it. */
  BlockedByAllergies: z.boolean(),
});
export type WebshopProduct = z.infer<typeof WebshopProduct>;
export const WebshopProductGroup = z.object({ ID: Id, Name: z.string(), Products: z.array(WebshopProduct) });
export const WebshopProductsResponse = z.object({ ProductGroups: z.array(WebshopProductGroup) });
export type WebshopProductsResponse = z.infer<typeof WebshopProductsResponse>;

export const ProductImageParams = z.object({ imageId: Id });
