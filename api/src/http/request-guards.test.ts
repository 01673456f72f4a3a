import { REQUEST_INVALID_MESSAGE } from '../core/errors';
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

  it('leaves anonymous public answers cacheable as their routes say', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/Landing' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).not.toBe('no-store');
  });
});
