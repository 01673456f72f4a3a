import { expiredSessionAction, isSessionExpiredStatus } from './session';
import { parseCulture, safeRedirectPath } from './culture';

describe('expired session', () => {
  it('sends each application where the spec says', () => {
    expect(expiredSessionAction('wallet')).toEqual({ kind: 'navigate', to: '/Account/SessionExpired' });
    expect(expiredSessionAction('partner')).toEqual({ kind: 'navigate', to: '/Account/Logout' });
    expect(expiredSessionAction('support')).toEqual({ kind: 'stay' });
  });
  it('treats 401 and 302 as expiry', () => {
    expect(isSessionExpiredStatus(401)).toBe(true);
    expect(isSessionExpiredStatus(302)).toBe(true);
    expect(isSessionExpiredStatus(403)).toBe(false);
    expect(isSessionExpiredStatus(undefined)).toBe(false);
  });
});

describe('culture', () => {
  it('offers only Danish and English, Danish by default', () => {
    expect(parseCulture('en')).toBe('en');
    expect(parseCulture('de')).toBe('da');
    expect(parseCulture(undefined)).toBe('da');
  });
  it('redirects only to a path on the same site', () => {
    expect(safeRedirectPath('/Webshop/Index?x=1')).toBe('/Webshop/Index?x=1');
    expect(safeRedirectPath('https://evil.example')).toBe('/');
    expect(safeRedirectPath('//evil.example')).toBe('/');
    expect(safeRedirectPath('/\\evil')).toBe('/');
    expect(safeRedirectPath(null)).toBe('/');
  });
});
