import { GetChildrenResponse, PaymentTransaction, type WalletInOnboarding } from '@kk/contracts';
import type { InjectOptions } from 'fastify';
import type { DemoUserKey } from '../../seed/demo-users';
import { bearer, loginAs, TestClock, useApiHarness } from '../../test-support/app';
import { deposit, fundsOf, moneyFootprint, newKey, setRestrictions, terminalPurchase } from '../../test-support/payments';

// Wednesday 11 March 2026, 11:00 in Copenhagen.
const clock = new TestClock(new Date('2026-03-11T10:00:00Z'));
const api = useApiHarness({ clock });

const EMMA_CARD = '1000 0001';
const call = (user: DemoUserKey, method: InjectOptions['method'], url: string, headers: Record<string, string> = {}) =>
  api.injectAs(user, { method, url, headers });

const quickSale = (user: DemoUserKey, walletId: string, allow: boolean) =>
  call(user, 'POST', `/api/Restrictions/QuickSalePayment?allowQuickSalePayment=${allow}`, { walletid: walletId });
const selfOrdering = (user: DemoUserKey, walletId: string, allow: boolean) => call(user, 'PUT', `/api/Restrictions/SelfOrdering?allow=${allow}&walletID=${walletId}`);

async function childrenOf(user: DemoUserKey): Promise<WalletInOnboarding[]> {
  const response = await call(user, 'GET', '/api/Onboarding/GetChildren');
  expect(response.statusCode).toBe(200);
  return GetChildrenResponse.parse(response.json());
}
const childOf = async (user: DemoUserKey, walletId: string) => (await childrenOf(user)).find((child) => child.WalletID === walletId);

async function optionsRow(walletId: string) {
  const { rows } = await api.db.query<{ allow_quick_sale_payment: boolean; allow_self_ordering: boolean }>(
    'SELECT allow_quick_sale_payment, allow_self_ordering FROM wallet_restrictions WHERE wallet_id = $1',
    [walletId],
  );
  return rows[0] ?? null;
}

const sale = (response: { json(): unknown }) => PaymentTransaction.parse(response.json());
const infoOf = (transaction: PaymentTransaction) => JSON.parse(transaction.CustomInformations[0]?.JsonData ?? '{}') as Record<string, unknown>;

beforeAll(async () => {
  await deposit(api.db, api.world.wallets.emma, 50_000);
});

describe('the wallet options quick sale and self-ordering', () => {
  it('are off until the family allows them', async () => {
    const emma = await childOf('parent', api.world.wallets.emma);
    expect(emma).toMatchObject({ AllowQuickSalePayment: false, AllowSelfOrdering: false });
    expect(await optionsRow(api.world.wallets.emma)).toBeNull();
  });

  it('are stored per wallet (walletid header or walletID), answer 204 and show in GetChildren', async () => {
    expect((await quickSale('parent', api.world.wallets.emma, true)).statusCode).toBe(204);
    expect(await optionsRow(api.world.wallets.emma)).toEqual({ allow_quick_sale_payment: true, allow_self_ordering: false });
    expect((await selfOrdering('parent', api.world.wallets.oliver, true)).statusCode).toBe(204);
    const children = await childrenOf('parent');
    expect(children.map((child) => [child.Name, child.AllowQuickSalePayment, child.AllowSelfOrdering])).toEqual([
      ['Emma Jensen', true, false],
      ['Oliver Jensen', false, true],
    ]);
    expect((await quickSale('parent', api.world.wallets.emma, false)).statusCode).toBe(204);
    expect((await childOf('parent', api.world.wallets.emma))?.AllowQuickSalePayment).toBe(false);
  });

  it("leave a wallet's restrictions as they are, and the restrictions leave them", async () => {
    await setRestrictions(api.db, api.world.wallets.freja, { daily_limit_ore: 10_000 });
    expect((await selfOrdering('kkpayParent', api.world.wallets.freja, true)).statusCode).toBe(204);
    const { rows } = await api.db.query<{ daily_limit_ore: number }>('SELECT daily_limit_ore FROM wallet_restrictions WHERE wallet_id = $1', [api.world.wallets.freja]);
    expect(rows).toEqual([{ daily_limit_ore: 10_000 }]);
    await api.db.query('UPDATE wallet_restrictions SET daily_limit_ore = 20000 WHERE wallet_id = $1', [api.world.wallets.freja]);
    expect(await optionsRow(api.world.wallets.freja)).toEqual({ allow_quick_sale_payment: false, allow_self_ordering: true });
  });

  it("are refused (403) to another family and to staff, who may look at the wallet but not set its options; nothing changes", async () => {
    const before = await optionsRow(api.world.wallets.emma);
    expect((await quickSale('kkpayParent', api.world.wallets.emma, true)).statusCode).toBe(403);
    expect((await selfOrdering('dev', api.world.wallets.emma, true)).statusCode).toBe(403);
    const partner = (await loginAs(api.app, 'partner')).AccessToken;
    const staff = await api.app.inject({
      method: 'POST',
      url: `/api/Restrictions/QuickSalePayment?allowQuickSalePayment=true&walletID=${api.world.wallets.emma}`,
      headers: { ...bearer(partner), 'x-application': 'partner' },
    });
    expect(staff.statusCode).toBe(403);
    expect((await call('support', 'PUT', `/api/Restrictions/SelfOrdering?allow=true&walletID=${api.world.wallets.emma}`)).statusCode).toBe(403);
    expect(await optionsRow(api.world.wallets.emma)).toEqual(before);
  });

  it('answer 400 without a wallet or with a value other than true or false', async () => {
    const noWallet = await call('parent', 'POST', '/api/Restrictions/QuickSalePayment?allowQuickSalePayment=true');
    expect(noWallet.statusCode).toBe(400);
    expect(noWallet.json()).toMatchObject({ message: 'Request is invalid' });
    expect((await call('parent', 'PUT', `/api/Restrictions/SelfOrdering?allow=yes&walletID=${api.world.wallets.emma}`)).statusCode).toBe(400);
    expect((await call('parent', 'PUT', '/api/Restrictions/SelfOrdering?allow=true', { walletid: 'not-a-wallet' })).statusCode).toBe(400);
  });
});

describe('the canteen terminal honours them', () => {
  afterEach(async () => {
    await api.db.query('DELETE FROM wallet_restrictions WHERE wallet_id = $1', [api.world.wallets.emma]);
    await api.db.query('UPDATE wallets SET blocked = false WHERE id = $1', [api.world.wallets.emma]);
  });

  async function refused(body: Record<string, unknown>, message: string) {
    const before = await moneyFootprint(api.db);
    const response = await terminalPurchase(api.app, body);
    expect(response.statusCode).toBe(200);
    const answer = sale(response);
    expect(answer.Status.IsFailed).toBe(true);
    expect(answer.ErrorMessage).toBe(message);
    expect(await moneyFootprint(api.db)).toEqual(before);
    return answer;
  }

  it('refuses a quick sale (no school card) until the family allows it, then charges the wallet', async () => {
    const body = { SaleType: 'QuickSale', WalletID: api.world.wallets.emma, Amount: 12 };
    const answer = await refused(body, 'QuickSaleNotAllowed');
    expect(answer.Wallet).toEqual({ ID: api.world.wallets.emma });
    expect(infoOf(answer)).toMatchObject({ Message: 'QuickSaleNotAllowed', Reason: expect.stringContaining('quick sale') });

    expect((await quickSale('parent', api.world.wallets.emma, true)).statusCode).toBe(204);
    const before = await fundsOf(api.db, api.world.wallets.emma);
    const allowed = sale(await terminalPurchase(api.app, body));
    expect(allowed.Status).toMatchObject({ IsCompleted: true });
    expect(allowed.Wallet).toEqual({ ID: api.world.wallets.emma });
    expect(await fundsOf(api.db, api.world.wallets.emma)).toEqual({ balanceOre: before.balanceOre - 1_200, heldOre: 0 });

    // Withdrawn again: refused again.
    expect((await quickSale('parent', api.world.wallets.emma, false)).statusCode).toBe(204);
    await refused({ ...body, Amount: 13 }, 'QuickSaleNotAllowed');
  });

  it('refuses a self-order kiosk sale until the family allows self-ordering; the plain card sale needs neither', async () => {
    await refused({ SaleType: 'SelfOrder', CardDisplayNumber: EMMA_CARD, Amount: 14 }, 'SelfOrderingNotAllowed');
    expect(sale(await terminalPurchase(api.app, { CardDisplayNumber: EMMA_CARD, Amount: 14 })).Status.IsCompleted).toBe(true);
    expect(sale(await terminalPurchase(api.app, { SaleType: 'SchoolCard', CardDisplayNumber: EMMA_CARD, Amount: 15 })).Status.IsCompleted).toBe(true);
    // Quick sale allowed is not self-ordering allowed.
    await quickSale('parent', api.world.wallets.emma, true);
    await refused({ SaleType: 'SelfOrder', CardDisplayNumber: EMMA_CARD, Amount: 16 }, 'SelfOrderingNotAllowed');
    await selfOrdering('parent', api.world.wallets.emma, true);
    expect(sale(await terminalPurchase(api.app, { SaleType: 'SelfOrder', CardDisplayNumber: EMMA_CARD, Amount: 16 })).Status.IsCompleted).toBe(true);
    await refused({ SaleType: 'SelfOrder', Amount: 17 }, 'No swipe');
  });

  it("decides with the other limits: a blocked wallet is blocked first, the wallet's restrictions still apply to an allowed quick sale", async () => {
    await quickSale('parent', api.world.wallets.emma, true);
    await api.db.query('UPDATE wallet_restrictions SET allowed_weekdays = ARRAY[1]::smallint[] WHERE wallet_id = $1', [api.world.wallets.emma]);
    await refused({ SaleType: 'QuickSale', WalletID: api.world.wallets.emma, Amount: 18 }, 'DayRestriction');
    await api.db.query('UPDATE wallets SET blocked = true WHERE id = $1', [api.world.wallets.emma]);
    await api.db.query('UPDATE wallet_restrictions SET allow_quick_sale_payment = false WHERE wallet_id = $1', [api.world.wallets.emma]);
    await refused({ SaleType: 'QuickSale', WalletID: api.world.wallets.emma, Amount: 18 }, 'WalletBlocked');
  });

  it("does not find another customer's wallet or an unknown one by its id", async () => {
    await quickSale('kkpayParent', api.world.wallets.freja, true);
    await refused({ SaleType: 'QuickSale', WalletID: api.world.wallets.freja, Amount: 19 }, 'Cant find wallet or card');
    await refused({ SaleType: 'QuickSale', WalletID: '00000000-0000-4000-8000-000000000000', Amount: 19 }, 'Cant find wallet or card');
  });

  it('replays a quick sale for a retry with its key', async () => {
    await quickSale('parent', api.world.wallets.emma, true);
    const key = newKey();
    const body = { SaleType: 'QuickSale', WalletID: api.world.wallets.emma, Amount: 21 };
    const first = await terminalPurchase(api.app, body, { key });
    const before = await fundsOf(api.db, api.world.wallets.emma);
    const retry = await terminalPurchase(api.app, body, { key });
    expect(retry.json()).toEqual(first.json());
    expect(await fundsOf(api.db, api.world.wallets.emma)).toEqual(before);
  });

  it.each<[string, Record<string, unknown>]>([
    ['a quick sale without WalletID', { SaleType: 'QuickSale', Amount: 5 }],
    ['a quick sale with a school card', { SaleType: 'QuickSale', CardDisplayNumber: EMMA_CARD, WalletID: '' , Amount: 5 }],
    ['a WalletID on a card sale', { CardDisplayNumber: EMMA_CARD, WalletID: '', Amount: 5 }],
    ['a WalletID on a self-order', { SaleType: 'SelfOrder', CardDisplayNumber: EMMA_CARD, WalletID: '', Amount: 5 }],
    ['an unknown sale type', { SaleType: 'Cash', CardDisplayNumber: EMMA_CARD, Amount: 5 }],
  ])('answers 400 for %s and charges nothing', async (_, body) => {
    await quickSale('parent', api.world.wallets.emma, true);
    const filled = Object.fromEntries(Object.entries(body).map(([key, value]) => [key, key === 'WalletID' ? api.world.wallets.emma : value]));
    const before = await moneyFootprint(api.db);
    expect((await terminalPurchase(api.app, filled)).statusCode).toBe(400);
    expect(await moneyFootprint(api.db)).toEqual(before);
  });
});
