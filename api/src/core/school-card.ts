/**
 * School cards (NFC): the number printed on the card, e.g. '1000 0001'. Stored and
 * compared as digits only; shown in groups of four.
 */
const DIGITS = /^[0-9]{8,20}$/;

/** The stored form of a card number, or null when it is not one. */
export function normalizeCardNumber(input: string | null | undefined): string | null {
  if (input === null || input === undefined) return null;
  const digits = input.replace(/\s+/g, '');
  return DIGITS.test(digits) ? digits : null;
}

export function displayCardNumber(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
