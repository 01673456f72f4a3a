import type { ApplicationName } from '@kk/contracts';

/** Spec section 9: cookie consent lasts 180 days. */
export const COOKIE_CONSENT_DAYS = 180;
const DAY_MS = 86_400_000;

export type CookieConsentChoice = 'accepted' | 'dismissed';

export interface CookieConsentRecord {
  choice: CookieConsentChoice;
  /** ISO time after which the bar asks again. */
  expiresAt: string;
}

/**
 * Stored under a key per active page key, or one key for the partner site (spec section 9),
 * so accepting on one brand does not accept for another.
 */
export function cookieConsentKey(application: ApplicationName, pageKey: string): string {
  return application === 'partner' ? 'kk.cookieConsent.partner' : `kk.cookieConsent.${pageKey}`;
}

export function cookieConsentRecord(choice: CookieConsentChoice, now: Date): CookieConsentRecord {
  return { choice, expiresAt: new Date(now.getTime() + COOKIE_CONSENT_DAYS * DAY_MS).toISOString() };
}

/** Whether a stored value still answers the question; anything unreadable asks again. */
export function hasCurrentConsent(stored: string | null, now: Date): boolean {
  if (!stored) return false;
  try {
    const record = JSON.parse(stored) as Partial<CookieConsentRecord>;
    if (record.choice !== 'accepted' && record.choice !== 'dismissed') return false;
    const expires = Date.parse(record.expiresAt ?? '');
    return Number.isFinite(expires) && expires > now.getTime();
  } catch {
    return false;
  }
}
