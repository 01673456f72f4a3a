export const CULTURES = ['da', 'en'] as const;
export type Culture = (typeof CULTURES)[number];
export const DEFAULT_CULTURE: Culture = 'da';

export function parseCulture(value: string | null | undefined): Culture {
  return value === 'en' ? 'en' : value === 'da' ? 'da' : DEFAULT_CULTURE;
}

export { safeRedirectPath } from './returnAddresses.cjs';
