import {
  CATALOGUE_ERRORS,
  allergenIdsError,
  descriptionError,
  descriptorErrors,
  nameError,
  periodErrors,
  priceError,
  vatRateError,
  type CatalogueErrorKey,
  type CatalogueFieldErrors,
} from './fields';

/**
 * A webshop product as the partner site edits it (issue 25): the rules of its draft and of a
 * stock adjustment. The API refuses a body that breaks them (400, nothing changed) and the
 * edit dialog shows the same messages before it sends anything.
 */
export interface WebshopProductDraft {
  Name: string;
  Description?: string | null;
  Descriptors: ReadonlyArray<{ Language: string; Name?: string | null; Description?: string | null }>;
  /** Kroner: a number from the wire or the field's text. */
  Price: number | string | null;
  VatRate: unknown;
  /** The webshop's product group it is sold in (families see products by group): required. */
  ProductGroupID?: string | null;
  OrderableFrom?: string | null;
  OrderableUntil?: string | null;
  /** A positive whole number, or null / '' for no limit. */
  PurchaseLimit?: number | string | null;
  /** A non-negative whole number, or null / '' for unlimited. Only on create. */
  Stock?: number | string | null;
  Allergens?: readonly unknown[];
}

export const PURCHASE_LIMIT_MAX = 10_000;
export const STOCK_MAX = 1_000_000;

function wholeNumber(value: number | string): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  const text = value.trim();
  return /^\d+$/.test(text) ? Number(text) : null;
}

const isEmpty = (value: number | string | null | undefined): value is null | undefined | '' =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** A purchase limit: none, or a positive whole number (≤ 10 000). */
export function purchaseLimitError(limit: number | string | null | undefined): CatalogueErrorKey | null {
  if (isEmpty(limit)) return null;
  const value = wholeNumber(limit);
  return value !== null && value >= 1 && value <= PURCHASE_LIMIT_MAX ? null : CATALOGUE_ERRORS.purchaseLimitInvalid;
}

/** A stock: unlimited (none), or a non-negative whole number (≤ 1 000 000). */
export function stockError(stock: number | string | null | undefined): CatalogueErrorKey | null {
  if (isEmpty(stock)) return null;
  const value = wholeNumber(stock);
  return value !== null && value >= 0 && value <= STOCK_MAX ? null : CATALOGUE_ERRORS.stockInvalid;
}

/** An optional whole-number field's value (null when empty); check its error first. */
export function optionalWholeNumber(value: number | string | null | undefined): number | null {
  return isEmpty(value) ? null : wholeNumber(value);
}

/**
 * Every rule of a product draft, keyed by field (Name, Description, Descriptors.da.Name, …,
 * Price, VatRate, ProductGroupID, OrderableFrom, OrderableUntil, PurchaseLimit, Stock, Allergens).
 * `{}` is valid. The stock is checked only when `creating` (it changes by adjustment after).
 */
export function webshopProductErrors(draft: WebshopProductDraft, { creating }: { creating: boolean }): CatalogueFieldErrors {
  const errors: CatalogueFieldErrors = { ...descriptorErrors(draft.Descriptors), ...periodErrors(draft.OrderableFrom, draft.OrderableUntil) };
  const checks: Array<[string, CatalogueErrorKey | null]> = [
    ['Name', nameError(draft.Name)],
    ['Description', descriptionError(draft.Description)],
    ['Price', priceError(draft.Price)],
    ['VatRate', vatRateError(draft.VatRate)],
    ['ProductGroupID', draft.ProductGroupID ? null : CATALOGUE_ERRORS.groupRequired],
    ['PurchaseLimit', purchaseLimitError(draft.PurchaseLimit)],
    ['Allergens', allergenIdsError(draft.Allergens ?? [])],
  ];
  if (creating) checks.push(['Stock', stockError(draft.Stock)]);
  for (const [field, error] of checks) if (error) errors[field] = error;
  return errors;
}

export const STOCK_ADJUSTMENT_REASONS = ['received', 'counted', 'damaged', 'unlimited'] as const;
export type StockAdjustmentReason = (typeof STOCK_ADJUSTMENT_REASONS)[number];

export interface StockAdjustment {
  Reason: unknown;
  Quantity: number | string | null | undefined;
}

const isReason = (reason: unknown): reason is StockAdjustmentReason => (STOCK_ADJUSTMENT_REASONS as readonly unknown[]).includes(reason);

/** The reasons that apply to a stock: a product kept unlimited (null) can only be counted, which starts keeping its stock. */
export function stockAdjustmentReasonsFor(currentStock: number | null): readonly StockAdjustmentReason[] {
  return currentStock === null ? ['counted'] : STOCK_ADJUSTMENT_REASONS;
}

/**
 * A stock adjustment: reason received (goods in: +quantity), counted (the stock counted:
 * becomes quantity, may be 0; on a product with unlimited stock it starts keeping one),
 * damaged (goods out: −quantity, never below 0) or unlimited (the product stops keeping a
 * stock; its quantity is not read). Quantity a whole number, positive except for counted.
 * Received and damaged need a stock to change; unlimited needs one to stop. Keys: Reason,
 * Quantity.
 */
export function stockAdjustmentErrors(adjustment: StockAdjustment, currentStock: number | null): CatalogueFieldErrors {
  const errors: CatalogueFieldErrors = {};
  if (!isReason(adjustment.Reason)) {
    errors.Reason = CATALOGUE_ERRORS.reasonInvalid;
    return errors;
  }
  if (adjustment.Reason === 'unlimited') {
    if (currentStock === null) errors.Reason = CATALOGUE_ERRORS.stockUnlimited;
    return errors;
  }
  const quantity = isEmpty(adjustment.Quantity) ? null : wholeNumber(adjustment.Quantity);
  const lowest = adjustment.Reason === 'counted' ? 0 : 1;
  if (quantity === null || quantity < lowest || quantity > STOCK_MAX) {
    errors.Quantity = CATALOGUE_ERRORS.quantityInvalid;
    return errors;
  }
  if (currentStock === null) {
    if (adjustment.Reason !== 'counted') errors.Quantity = CATALOGUE_ERRORS.stockUnlimited;
  } else if (adjustment.Reason === 'damaged' && currentStock - quantity < 0) errors.Quantity = CATALOGUE_ERRORS.stockBelowZero;
  else if (adjustment.Reason === 'received' && currentStock + quantity > STOCK_MAX) errors.Quantity = CATALOGUE_ERRORS.quantityInvalid;
  return errors;
}

/** The stock after a valid adjustment ({ stock: null }: unlimited from now on), or null when it is not valid for this stock. */
export function stockAfterAdjustment(adjustment: StockAdjustment, currentStock: number | null): { stock: number | null } | null {
  if (Object.keys(stockAdjustmentErrors(adjustment, currentStock)).length > 0) return null;
  if (adjustment.Reason === 'unlimited') return { stock: null };
  const quantity = wholeNumber(adjustment.Quantity as number | string) as number;
  const stock = currentStock ?? 0;
  switch (adjustment.Reason as Exclude<StockAdjustmentReason, 'unlimited'>) {
    case 'received':
      return { stock: stock + quantity };
    case 'damaged':
      return { stock: stock - quantity };
    case 'counted':
      return { stock: quantity };
  }
}

/** The change in stock an adjustment makes (what the adjustment row records), or null when invalid. */
export function stockAdjustmentDelta(adjustment: StockAdjustment, currentStock: number | null): number | null {
  const after = stockAfterAdjustment(adjustment, currentStock)?.stock;
  return after === undefined || after === null || currentStock === null ? null : after - currentStock;
}
