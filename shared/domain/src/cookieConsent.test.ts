import { COOKIE_CONSENT_DAYS, cookieConsentKey, cookieConsentRecord, hasCurrentConsent } from './cookieConsent';

const now = new Date('2025-03-01T12:00:00Z');

describe('cookie consent', () => {
  it('keys the consent per page key, and once for the partner site', () => {
    expect(cookieConsentKey('wallet', 'kkpay')).toBe('kk.cookieConsent.kkpay');
    expect(cookieConsentKey('wallet', 'skolepenge')).toBe('kk.cookieConsent.skolepenge');
    expect(cookieConsentKey('support', 'skolepenge')).toBe('kk.cookieConsent.skolepenge');
    expect(cookieConsentKey('partner', 'kkpay')).toBe('kk.cookieConsent.partner');
    expect(cookieConsentKey('partner', 'bitten')).toBe('kk.cookieConsent.partner');
  });

  it('lasts 180 days, accepted or dismissed', () => {
    for (const choice of ['accepted', 'dismissed'] as const) {
      const stored = JSON.stringify(cookieConsentRecord(choice, now));
      expect(hasCurrentConsent(stored, now)).toBe(true);
      const almost = new Date(now.getTime() + (COOKIE_CONSENT_DAYS * 86_400_000) - 1);
      expect(hasCurrentConsent(stored, almost)).toBe(true);
      const expired = new Date(now.getTime() + COOKIE_CONSENT_DAYS * 86_400_000);
      expect(hasCurrentConsent(stored, expired)).toBe(false);
    }
  });

  it('asks again when nothing or something unreadable is stored', () => {
    expect(hasCurrentConsent(null, now)).toBe(false);
    expect(hasCurrentConsent('yes', now)).toBe(false);
    expect(hasCurrentConsent(JSON.stringify({ choice: 'maybe', expiresAt: '2999-01-01' }), now)).toBe(false);
    expect(hasCurrentConsent(JSON.stringify({ choice: 'accepted', expiresAt: 'soon' }), now)).toBe(false);
  });
});
