export const CULTURES = ['da', 'en'] as const;
export type Culture = (typeof CULTURES)[number];
export const DEFAULT_CULTURE: Culture = 'da';

export function parseCulture(value: string | null | undefined): Culture {
  return value === 'en' ? 'en' : value === 'da' ? 'da' : DEFAULT_CULTURE;
}

/**
 * The redirect target of /Home/SetCulture: only a path on the same site, so the switch
 * cannot be used as an open redirect.
 */
export function safeRedirectPath(redirectURL: string | null | undefined): string {
  if (!redirectURL) return '/';
  if (!redirectURL.startsWith('/') || redirectURL.startsWith('//') || redirectURL.includes('\\')) return '/';
  return redirectURL;
}
