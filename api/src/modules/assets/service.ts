import type { CountryCode } from '@kk/contracts';
import countryCodes from './iso2-phone.json';

/** Every ISO 3166-1 alpha-2 country with its international calling code (DK → 45). */
export function phoneCountryCodes(): CountryCode[] {
  return countryCodes;
}
