import { z } from 'zod';
import { SearchParameter } from './transactions';

export { CATALOGUE_LISTS, CATALOGUE_ROLES, FOOD_PLAN_KITCHEN_ROLE, FOOD_PLAN_PRODUCTION_PATHS, genericListPaths, VAT_RATES_PERCENT, type CatalogueArea, type GenericListPaths } from './codes';

/**
 * The sellers' catalogue on the partner site (issue 25): webshop products, food-plan menus
 * and meeting options, each a generic list (spec sections 4 and 7):
 * GET {path}{get}, POST {path}Search, POST {path}{post}, PUT {path}{put}/{id},
 * DELETE {path}{delete}/{id}, and GET {path}History/{id} for an item's changes.
 */

/** The list's entity names, as the history records them. */
export const CatalogueEntity = z.enum(['WebshopProduct', 'FoodPlanItem', 'MeetingProduct', 'MeetingLocation', 'MeetingDepartment']);
export type CatalogueEntity = z.infer<typeof CatalogueEntity>;

/** POST {path}Search (spec section 3, "Generic search"). */
export const GenericSearchRequest = z.object({
  StartIndex: z.number().int().min(0).max(1_000_000).default(0),
  Count: z.number().int().min(1).max(100).default(20),
  Search: z.array(SearchParameter).max(20).default([]),
});
export type GenericSearchRequest = z.infer<typeof GenericSearchRequest>;

/** A generic list's answer: the slice of rows and how many match in all. */
export const genericSearchResponse = <Item extends z.ZodType>(item: Item) => z.object({ Items: z.array(item), TotalCount: z.number().int().min(0) });
export interface GenericSearchResponse<Item> {
  Items: Item[];
  TotalCount: number;
}

export const GenericItemParams = z.object({ id: z.string().uuid() });

export const CatalogueChangeAction = z.enum(['create', 'update', 'delete', 'stock', 'publish']);
export type CatalogueChangeAction = z.infer<typeof CatalogueChangeAction>;

/** One recorded change of an item (GET {path}History/{id}), newest first. */
export const CatalogueChange = z.object({
  ID: z.number().int(),
  Action: CatalogueChangeAction,
  CreatedDate: z.string(),
  AuthorName: z.string(),
  Before: z.record(z.string(), z.unknown()).nullable(),
  After: z.record(z.string(), z.unknown()).nullable(),
});
export type CatalogueChange = z.infer<typeof CatalogueChange>;
export const CatalogueHistory = z.object({ Items: z.array(CatalogueChange) });
export type CatalogueHistory = z.infer<typeof CatalogueHistory>;

/** A customer (or a master caterer's plan) the caller may edit, for the edit dialog's choice. */
export const CatalogueOwnerChoice = z.object({ ID: z.string().uuid(), Name: z.string(), CustomerID: z.string().uuid(), CustomerName: z.string() });
export type CatalogueOwnerChoice = z.infer<typeof CatalogueOwnerChoice>;

/** Danish moms on the wire: 25 (per cent) or 0 for an exempt item (VAT_RATES_PERCENT). */
export const VatRatePercent = z.union([z.literal(25), z.literal(0)]);
