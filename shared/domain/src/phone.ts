import type { CountryCode } from '@kk/contracts';

/**
 * Mobile numbers (spec sections 3 "Country codes", 5 "Other", 7): phone formatting accepts
 * only 10-digit numbers, a 2-digit country code and 8 digits ('4520123401', shown
 * '+45 20 12 34 01' by formatPhone in inputHelpers). The country code is picked from
 * /assets/ISO2/ISO2_phone.json (code and callingCode), so only the countries whose calling
 * code has two digits can be chosen; Denmark (45) is the default.
 */

export const PHONE_NUMBER_DIGITS = 10;
export const PHONE_COUNTRY_CODE_DIGITS = 2;
export const PHONE_LOCAL_DIGITS = PHONE_NUMBER_DIGITS - PHONE_COUNTRY_CODE_DIGITS;
export const DEFAULT_PHONE_COUNTRY: CountryCode = { code: 'DK', callingCode: '45' };

/** The digits of what a person typed: spaces, '+', '-', '.' and parentheses dropped. */
export function phoneDigits(text: string): string {
  return text.replace(/[\s+\-().]/g, '');
}

/** One choice of the country-code picker: a 2-digit calling code and the countries that use it. */
export interface PhoneCallingCode {
  callingCode: string;
  /** ISO codes, alphabetical ('44': GB, GG, IM, JE). */
  countries: string[];
}

/** The calling codes a mobile number can start with: those of two digits, in numeric order. */
export function phoneCallingCodes(countries: readonly CountryCode[]): PhoneCallingCode[] {
  const byCode = new Map<string, Set<string>>();
  for (const country of countries) {
    if (!/^\d{2}$/.test(country.callingCode) || !/^[A-Z]{2}$/.test(country.code)) continue;
    byCode.set(country.callingCode, (byCode.get(country.callingCode) ?? new Set()).add(country.code));
  }
  return [...byCode.entries()]
    .map(([callingCode, codes]) => ({ callingCode, countries: [...codes].sort() }))
    .sort((a, b) => a.callingCode.localeCompare(b.callingCode));
}

/**
 * The stored form of a mobile number (10 digits), or null when the text is not one: not
 * ten digits, or (with the list) the first two are no country's calling code.
 */
export function normalizePhoneNumber(text: string, countries?: readonly CountryCode[]): string | null {
  const digits = phoneDigits(text);
  if (!new RegExp(`^\\d{${PHONE_NUMBER_DIGITS}}$`).test(digits)) return null;
  if (countries && !phoneCallingCodes(countries).some((code) => digits.startsWith(code.callingCode))) return null;
  return digits;
}

/**
 * The number from the picker's calling code and the local part a person typed: 8 digits,
 * or the whole number again when it starts with the same calling code. Null otherwise.
 */
export function joinPhoneNumber(callingCode: string, local: string): string | null {
  if (!/^\d{2}$/.test(callingCode)) return null;
  const digits = phoneDigits(local);
  if (new RegExp(`^\\d{${PHONE_LOCAL_DIGITS}}$`).test(digits)) return callingCode + digits;
  if (digits.length === PHONE_NUMBER_DIGITS && digits.startsWith(callingCode) && /^\d+$/.test(digits)) return digits;
  return null;
}

/**
 * A stored number split for the picker: its calling code and the 8 local digits. A number
 * whose code is not in the list (or no number) gives the default country and no digits.
 */
export function splitPhoneNumber(number: string | null, countries: readonly CountryCode[]): { callingCode: string; local: string } {
  const stored = number === null ? null : normalizePhoneNumber(number, countries);
  if (stored === null) return { callingCode: DEFAULT_PHONE_COUNTRY.callingCode, local: '' };
  return { callingCode: stored.slice(0, PHONE_COUNTRY_CODE_DIGITS), local: stored.slice(PHONE_COUNTRY_CODE_DIGITS) };
}
