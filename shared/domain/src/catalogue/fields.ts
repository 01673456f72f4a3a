import { kronerToOre, type Ore } from '../money';

/**
 * The catalogue's shared field rules (issue 25): prices, VAT, descriptors and sale periods,
 * used by the webshop products, the food-plan dishes and the meeting products, and by both
 * the API (which refuses what breaks them with 400) and the partner site's edit dialogs.
 * Every failure is a message key (`catalogue.errors.*`) that the UI translates.
 */
export type CatalogueFieldErrors = Record<string, string>;

/** The spec: "Default description languages are da, de and en." Shown in this order. */
export const CATALOGUE_LANGUAGES = ['da', 'en', 'de'] as const;
export type CatalogueLanguage = (typeof CATALOGUE_LANGUAGES)[number];

export const CATALOGUE_NAME_MAX = 100;
export const CATALOGUE_DESCRIPTION_MAX = 2000;
/** The highest price a catalogue item may have, in kroner. */
export const CATALOGUE_PRICE_MAX_KRONER = 100_000;
export const CATALOGUE_VAT_RATES = [25, 0] as const;
export type CatalogueVatRate = (typeof CATALOGUE_VAT_RATES)[number];

export interface CatalogueDescriptor {
  Language: CatalogueLanguage;
  Name: string;
  Description: string;
}

export const CATALOGUE_ERRORS = {
  nameRequired: 'catalogue.errors.nameRequired',
  nameTooLong: 'catalogue.errors.nameTooLong',
  descriptionTooLong: 'catalogue.errors.descriptionTooLong',
  languageUnknown: 'catalogue.errors.languageUnknown',
  languageTwice: 'catalogue.errors.languageTwice',
  priceRequired: 'catalogue.errors.priceRequired',
  priceInvalid: 'catalogue.errors.priceInvalid',
  priceNegative: 'catalogue.errors.priceNegative',
  priceDecimals: 'catalogue.errors.priceDecimals',
  priceTooHigh: 'catalogue.errors.priceTooHigh',
  vatInvalid: 'catalogue.errors.vatInvalid',
  dateInvalid: 'catalogue.errors.dateInvalid',
  periodOrder: 'catalogue.errors.periodOrder',
  purchaseLimitInvalid: 'catalogue.errors.purchaseLimitInvalid',
  stockInvalid: 'catalogue.errors.stockInvalid',
  allergenInvalid: 'catalogue.errors.allergenInvalid',
  groupRequired: 'catalogue.errors.groupRequired',
  groupUnknown: 'catalogue.errors.groupUnknown',
  reasonInvalid: 'catalogue.errors.reasonInvalid',
  quantityInvalid: 'catalogue.errors.quantityInvalid',
  stockBelowZero: 'catalogue.errors.stockBelowZero',
  stockUnlimited: 'catalogue.errors.stockUnlimited',
} as const;
export type CatalogueErrorKey = (typeof CATALOGUE_ERRORS)[keyof typeof CATALOGUE_ERRORS];

/** A name: 1 to 100 characters after trimming. */
export function nameError(name: string | null | undefined): CatalogueErrorKey | null {
  const text = (name ?? '').trim();
  if (text === '') return CATALOGUE_ERRORS.nameRequired;
  if (text.length > CATALOGUE_NAME_MAX) return CATALOGUE_ERRORS.nameTooLong;
  return null;
}

/** A description: optional, at most 2000 characters. */
export function descriptionError(description: string | null | undefined): CatalogueErrorKey | null {
  return (description ?? '').length > CATALOGUE_DESCRIPTION_MAX ? CATALOGUE_ERRORS.descriptionTooLong : null;
}

export function isCatalogueLanguage(value: string): value is CatalogueLanguage {
  return (CATALOGUE_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The spec's "Empty descriptors are added for missing ones": one descriptor per default
 * language (da, en, de, in that order), the given ones kept, missing ones empty.
 * Unknown languages are dropped (validate first to refuse them).
 */
export function fillDescriptors(descriptors: ReadonlyArray<{ Language: string; Name?: string | null; Description?: string | null }> = []): CatalogueDescriptor[] {
  return CATALOGUE_LANGUAGES.map((Language) => {
    const given = descriptors.find((descriptor) => descriptor.Language === Language);
    return { Language, Name: given?.Name ?? '', Description: given?.Description ?? '' };
  });
}

/**
 * Descriptors: known languages, each at most once; a descriptor's name ≤ 100 and its
 * description ≤ 2000 characters (both may be empty: the product's own name is used).
 * Errors are keyed `Descriptors.<language>.Name` / `.Description`, or `Descriptors`.
 */
export function descriptorErrors(descriptors: ReadonlyArray<{ Language: string; Name?: string | null; Description?: string | null }>): CatalogueFieldErrors {
  const errors: CatalogueFieldErrors = {};
  const seen = new Set<string>();
  for (const descriptor of descriptors) {
    if (!isCatalogueLanguage(descriptor.Language)) {
      errors.Descriptors = CATALOGUE_ERRORS.languageUnknown;
      continue;
    }
    if (seen.has(descriptor.Language)) errors.Descriptors = CATALOGUE_ERRORS.languageTwice;
    seen.add(descriptor.Language);
    if ((descriptor.Name ?? '').trim().length > CATALOGUE_NAME_MAX) errors[`Descriptors.${descriptor.Language}.Name`] = CATALOGUE_ERRORS.nameTooLong;
    const description = descriptionError(descriptor.Description);
    if (description) errors[`Descriptors.${descriptor.Language}.Description`] = description;
  }
  return errors;
}

/** A price in kroner (number from the wire, or the text of a field: '12,50' or '12.50'): ≥ 0, at most 2 decimals, ≤ 100 000. */
export function priceError(price: number | string | null | undefined): CatalogueErrorKey | null {
  if (price === null || price === undefined || (typeof price === 'string' && price.trim() === '')) return CATALOGUE_ERRORS.priceRequired;
  if (typeof price === 'number' && !Number.isFinite(price)) return CATALOGUE_ERRORS.priceInvalid;
  const text = typeof price === 'number' ? price.toString() : price.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return CATALOGUE_ERRORS.priceInvalid;
  if (text.startsWith('-')) return CATALOGUE_ERRORS.priceNegative;
  if (/\.\d{3,}$/.test(text)) return CATALOGUE_ERRORS.priceDecimals;
  if (kronerToOre(text) > CATALOGUE_PRICE_MAX_KRONER * 100) return CATALOGUE_ERRORS.priceTooHigh;
  return null;
}

/** A valid price as integer øre (throws on an invalid one: check priceError first). */
export function priceToOre(price: number | string): Ore {
  const error = priceError(price);
  if (error) throw new RangeError(`${error}: ${price}`);
  const text = typeof price === 'number' ? price.toString() : price.trim().replace(',', '.');
  return kronerToOre(text);
}

/** VAT in per cent: 25 (moms) or 0 (exempt). */
export function vatRateError(vat: unknown): CatalogueErrorKey | null {
  return (CATALOGUE_VAT_RATES as readonly unknown[]).includes(vat) ? null : CATALOGUE_ERRORS.vatInvalid;
}

/** Per cent on the wire to basis points in the catalogue (25 → 2500). */
export const vatPercentToBasisPoints = (percent: CatalogueVatRate): number => percent * 100;
export const vatBasisPointsToPercent = (basisPoints: number): CatalogueVatRate => (basisPoints === 0 ? 0 : 25);

function dateOf(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/**
 * A sale period: each end optional (null or ''), each a valid ISO date or date-time; when
 * both are given the start is before the end. Errors keyed by the field names given.
 */
export function periodErrors(
  from: string | null | undefined,
  until: string | null | undefined,
  fields: { from: string; until: string } = { from: 'OrderableFrom', until: 'OrderableUntil' },
): CatalogueFieldErrors {
  const errors: CatalogueFieldErrors = {};
  const start = from ? dateOf(from) : null;
  const end = until ? dateOf(until) : null;
  if (from && start === null) errors[fields.from] = CATALOGUE_ERRORS.dateInvalid;
  if (until && end === null) errors[fields.until] = CATALOGUE_ERRORS.dateInvalid;
  if (start !== null && end !== null && !(start < end)) errors[fields.until] = CATALOGUE_ERRORS.periodOrder;
  return errors;
}

/** Allergen ids: each 1 to 15, each once. */
export function allergenIdsError(ids: readonly unknown[]): CatalogueErrorKey | null {
  const valid = ids.every((id) => typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= 15);
  return valid && new Set(ids).size === ids.length ? null : CATALOGUE_ERRORS.allergenInvalid;
}
