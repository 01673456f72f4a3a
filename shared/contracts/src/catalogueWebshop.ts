import { z } from 'zod';
import { CatalogueOwnerChoice } from './catalogue';
import { Kroner } from './money';
import { ImagePayload } from './pictures';

/**
 * The partner site's webshop products (issue 25): /api/Catalogue/WebshopProduct/ with the
 * generic list calls, role CatalogueWebshop, the webshops of the caller's customers. The
 * bodies' shapes are checked here; the field rules (@kk/domain webshopProductErrors)
 * answer 400 with the first broken rule, nothing changed.
 */
const Id = z.string().uuid();
const Instant = z.string().max(40).nullable();

export const CatalogueDescriptorBody = z.object({
  Language: z.string().min(1).max(10),
  Name: z.string().max(1000).nullable().optional(),
  Description: z.string().max(10_000).nullable().optional(),
});
export const CatalogueDescriptorItem = z.object({ Language: z.string(), Name: z.string(), Description: z.string() });

export const CatalogueWebshopProduct = z.object({
  ID: Id,
  WebshopID: Id,
  CustomerID: Id,
  CustomerName: z.string(),
  Name: z.string(),
  Description: z.string().nullable(),
  /** One per default language, da, en, de; empty ones added for the missing. */
  Descriptors: z.array(CatalogueDescriptorItem),
  Price: Kroner,
  VatRate: z.number().int(),
  ProductGroupID: Id.nullable(),
  ImageUrl: z.string().nullable(),
  OrderableFrom: z.string().nullable(),
  OrderableUntil: z.string().nullable(),
  PurchaseLimit: z.number().int().nullable(),
  SoldOut: z.boolean(),
  /** Null: unlimited. */
  Stock: z.number().int().nullable(),
  Allergens: z.array(z.number().int()),
  /** False once deleted (withdrawn): families no longer see it, orders already placed keep it. */
  Active: z.boolean(),
});
export type CatalogueWebshopProduct = z.infer<typeof CatalogueWebshopProduct>;

const productFields = {
  Name: z.string().max(1000),
  Description: z.string().max(10_000).nullable().optional(),
  Descriptors: z.array(CatalogueDescriptorBody).max(10).default([]),
  Price: Kroner,
  VatRate: z.number(),
  ProductGroupID: Id.nullable().optional(),
  OrderableFrom: Instant.optional(),
  OrderableUntil: Instant.optional(),
  PurchaseLimit: z.number().nullable().optional(),
  SoldOut: z.boolean().default(false),
  Allergens: z.array(z.number()).max(20).default([]),
  /** A new picture (the spec's image payload); it replaces the old one. */
  Picture: ImagePayload.nullable().optional(),
};

export const CatalogueWebshopProductCreate = z.object({
  WebshopID: Id,
  ...productFields,
  /** The initial stock; null or absent: unlimited. Changed later only by an adjustment. */
  Stock: z.number().nullable().optional(),
});
export type CatalogueWebshopProductCreate = z.infer<typeof CatalogueWebshopProductCreate>;

/** Every field but the stock (an adjustment changes it) and the webshop. Active: true puts a withdrawn product back on sale. */
export const CatalogueWebshopProductUpdate = z.object({ ...productFields, Active: z.boolean().optional() });
export type CatalogueWebshopProductUpdate = z.infer<typeof CatalogueWebshopProductUpdate>;

export const CatalogueProductGroupChoice = z.object({ ID: Id, Name: z.string() });
export const CatalogueWebshopChoice = CatalogueOwnerChoice.extend({ ProductGroups: z.array(CatalogueProductGroupChoice) });
export type CatalogueWebshopChoice = z.infer<typeof CatalogueWebshopChoice>;

export const CatalogueWebshopOptions = z.object({
  Webshops: z.array(CatalogueWebshopChoice),
  VatRates: z.array(z.number().int()),
});
export type CatalogueWebshopOptions = z.infer<typeof CatalogueWebshopOptions>;

export const StockAdjustmentReason = z.enum(['received', 'counted', 'damaged']);
/** POST /api/Catalogue/WebshopProduct/AdjustStock/{id}, with an Idempotency-Key header. */
export const CatalogueStockAdjustmentRequest = z.object({ Reason: z.string().max(20), Quantity: z.number() });
export type CatalogueStockAdjustmentRequest = z.infer<typeof CatalogueStockAdjustmentRequest>;
