import { APPLICATION_HEADER } from '@kk/contracts';
import { REQUEST_INVALID_MESSAGE } from '../core/errors';
import { DEMO_PASSWORD, DEMO_USERS } from '../seed/demo-users';
import { useApiHarness } from '../test-support/app';
import { moneyFootprint, orderPayload } from '../test-support/payments';

const api = useApiHarness({ login: ['parent'] });

async function pageSettingCount(): Promise<number> {
  const { rows } = await api.db.query<{ count: number }>('SELECT count(*)::int AS count FROM wallet_page_settings');
  return rows[0]?.count ?? -1;
}

describe('control characters in a request', () => {
  it('refuse a NUL in a JSON body with 400 and change nothing', async () => {
    const before = await moneyFootprint(api.db);
    const payload = { ...orderPayload(api.world, { wallet: api.world.wallets.emma, customer: api.world.customers.solbakkeSkole, lines: [{ product: 'bottle', quantity: 1 }] }), Description: 'Frugt\u0000' };
    const response = await api.injectAs('parent', {
      method: 'POST',
      url: '/V2/Payment/ReserveTransaction',
      headers: { 'idempotency-key': 'nul-in-description' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ StatusCode: 400, message: REQUEST_INVALID_MESSAGE, reason: 'body.Description: control characters are not allowed' });
    expect(await moneyFootprint(api.db)).toEqual(before);
  });

  it('refuse a NUL in a query value with 400 and change nothing', async () => {
    const before = await pageSettingCount();
    const response = await api.injectAs('parent', {
      method: 'POST',
      url: `/api/Wallet/WalletPageSetting?walletID=${api.world.wallets.emma}&key=Hidden%00Banner`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: REQUEST_INVALID_MESSAGE, reason: 'querystring.key: control characters are not allowed' });
    expect(await pageSettingCount()).toBe(before);
  });

  it('refuse text that is not valid Unicode (a lone surrogate) in a payment with 400, store no answer and change nothing', async () => {
    const before = await moneyFootprint(api.db);
    const payload = { ...orderPayload(api.world, { wallet: api.world.wallets.emma, customer: api.world.customers.solbakkeSkole, lines: [{ product: 'bottle', quantity: 1 }] }), Description: 'a\ud800b' };
    const call = () => api.injectAs('parent', { method: 'POST', url: '/V2/Payment/ReserveTransaction', headers: { 'idempotency-key': 'lone-surrogate-in-description' }, payload });
    const response = await call();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ StatusCode: 400, message: REQUEST_INVALID_MESSAGE, reason: 'body.Description: text must be valid Unicode (no lone surrogates)' });
    expect(await moneyFootprint(api.db)).toEqual(before);
    // Nothing was kept under the key: the same call is refused the same way, not replayed.
    const again = await call();
    expect(again.statusCode).toBe(400);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });

  it('let line breaks and tabs through', async () => {
    const response = await api.injectAs('parent', { method: 'POST', url: '/JavaScriptLogger/Info', payload: { message: 'line one\nline two\tand a tab' } });
    expect(response.statusCode).toBe(204);
  });
});

describe('caching', () => {
  it('keeps every signed-in answer out of caches, errors included', async () => {
    for (const url of ['/api/Account/Me', `/api/Wallet/Detail?walletID=${api.world.wallets.emma}`, '/api/Wallet/Detail?walletID=not-a-uuid']) {
      const response = await api.injectAs('parent', { method: 'GET', url });
      expect({ url, cacheControl: response.headers['cache-control'] }).toEqual({ url, cacheControl: 'no-store' });
    }
  });

  it('keeps the anonymous answers that carry a session token out of caches: the login and the sign-up with an invitation', async () => {
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/Account/Login',
      headers: { [APPLICATION_HEADER]: 'wallet' },
      payload: { Email: DEMO_USERS.dev.email, Password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toHaveProperty('AccessToken');
    expect(login.headers['cache-control']).toBe('no-store');

    const invited = await api.injectAs('parent', { method: 'POST', url: '/api/AllowAccess/AddUser', payload: { email: 'no-store@example.dk' } });
    expect(invited.statusCode).toBe(200);
    // The link's secret as the invited person reads it in the e-mail.
    const { rows } = await api.db.query<{ text_body: string }>("SELECT text_body FROM kept_mails WHERE to_address = 'no-store@example.dk'");
    const secret = /token=([A-Za-z0-9_-]+)/.exec(rows[0]?.text_body ?? '')?.[1] ?? '';
    const signUp = await api.app.inject({ method: 'POST', url: '/api/Account/Register', payload: { Name: 'Ny Voksen', Password: 'Solsikke-2026x', Token: secret } });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json()).toHaveProperty('AccessToken');
    expect(signUp.headers['cache-control']).toBe('no-store');
  });

  it('leaves anonymous public answers cacheable as their routes say', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/Landing' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).not.toBe('no-store');
  });
});
