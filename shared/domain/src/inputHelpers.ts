/**
 * Spec section 5, "Input helpers" and "Other": the confirm field, decimal inputs (two
 * decimals and a comma by default; 0 decimals gives an integer) and phone formatting.
 */

/** A confirm field must equal the value it confirms. */
export function confirmMatches(value: string, compared: string): boolean {
  return value === compared;
}

/** Reads what a person typed into a decimal input: comma or point, no thousands separators. */
export function parseDecimalInput(text: string): number | null {
  const cleaned = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d*)?$|^-?\.\d+$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** A number as a decimal input shows it: '12,50' for two decimals, '13' for none. */
export function formatDecimalInput(value: number, decimals = 2): string {
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError(`decimals must be a whole number ≥ 0, not ${decimals}`);
  const rounded = Math.round(value * 10 ** decimals) / 10 ** decimals;
  return rounded.toFixed(decimals).replace('.', ',');
}

/** What a decimal input shows after the person leaves it; null when it is not a number. */
export function normaliseDecimalInput(text: string, decimals = 2): string | null {
  const value = parseDecimalInput(text);
  return value === null ? null : formatDecimalInput(value, decimals);
}

/**
 * Phone formatting accepts only 10-digit numbers: a 2-digit country code and 8 digits
 * ('4512345678' → '+45 12 34 56 78'). Anything else is not a phone number here (null).
 */
export function formatPhone(text: string): string | null {
  const digits = text.replace(/[\s+\-()]/g, '');
  if (!/^\d{10}$/.test(digits)) return null;
  const pairs = digits.slice(2).match(/\d{2}/g) ?? [];
  return `+${digits.slice(0, 2)} ${pairs.join(' ')}`;
}
