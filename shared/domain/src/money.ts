/**
 * Money is integer øre inside the platform; the API speaks decimal kroner as the spec
 * does, converted only at the boundary. No floating-point arithmetic on amounts.
 */
export type Ore = number & { readonly __brand?: 'ore' };

export function assertOre(value: number): Ore {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of øre: ${value}`);
  return value;
}

/** Øre to decimal kroner for the wire (exact for every safe integer of øre). */
export function oreToKroner(ore: Ore): number {
  assertOre(ore);
  return Number((ore / 100).toFixed(2));
}

/**
 * Decimal kroner from the wire to øre. Rejects more than two decimals instead of
 * rounding, so a request can never move a fraction of an øre.
 */
export function kronerToOre(kroner: number | string): Ore {
  const text = typeof kroner === 'number' ? kroner.toString() : kroner.trim().replace(',', '.');
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`Not an amount in kroner with at most two decimals: ${kroner}`);
  const [, sign, whole, fraction = ''] = match;
  const ore = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return assertOre(sign ? -ore : ore);
}

/** Display an øre amount in the culture's format: '1.234,50 kr.' (da) or 'DKK 1,234.50' (en). */
export function formatOre(ore: Ore, culture: 'da' | 'en'): string {
  assertOre(ore);
  const locale = culture === 'da' ? 'da-DK' : 'en-GB';
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'DKK' }).format(ore / 100);
}
