import { handleExpiredSession, resetExpiryHandling } from './api';
import { bus } from './bus';
import { setAppConfig } from './config';
import { ACCESS_TOKEN_KEY, useSession } from './session';

describe('handleExpiredSession', () => {
  beforeEach(() => {
    resetExpiryHandling();
    window.history.replaceState(null, '', '/Webshop/Index');
    useSession.getState().setToken('secret-token');
  });

  it.each([
    ['wallet', '/Account/SessionExpired'],
    ['partner', '/Account/Logout'],
    ['support', '/Webshop/Index'],
  ] as const)('on the %s application removes the token and ends at %s', (application, path) => {
    setAppConfig({ application, pageKey: 'skolepenge', culture: 'da', paymentApiBase: '' });
    const heard: string[] = [];
    const off = bus.subscribe('session.expired', (e) => heard.push(e.application));
    handleExpiredSession();
    off();
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(useSession.getState().token).toBeNull();
    expect(window.location.pathname).toBe(path);
    expect(heard).toEqual([application]);
  });

  it('acts once for a burst of failing calls', () => {
    setAppConfig({ application: 'wallet', pageKey: 'skolepenge', culture: 'da', paymentApiBase: '' });
    const heard: string[] = [];
    const off = bus.subscribe('session.expired', (e) => heard.push(e.application));
    handleExpiredSession();
    handleExpiredSession();
    off();
    expect(heard).toHaveLength(1);
  });
});
