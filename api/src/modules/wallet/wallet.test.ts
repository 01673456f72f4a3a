import { GetChildrenResponse, WalletDetail } from '@kk/contracts';
import type { FastifyInstance } from 'fastify';
import type { DemoUserKey } from '../../seed/demo-users';
import type { DemoWalletKey } from '../../seed/demo-world';
import { bearer, loginAs, useApiHarness } from '../../test-support/app';
import { worldOf, type TestDatabase } from '../../test-support/db';

let database: TestDatabase;
let app: FastifyInstance;

const api = useApiHarness();
beforeAll(() => ({ database, app } = api));

const tokenOf = (user: DemoUserKey) => api.token(user);

const walletId = (wallet: DemoWalletKey) => worldOf(database).wallets[wallet];

async function call(user: DemoUserKey, method: 'GET' | 'POST', url: string) {
  return app.inject({ method, url, headers: bearer(await tokenOf(user)) });
}

describe('GET /api/Onboarding/GetChildren', () => {
  it("answers a guardian's two children with their balances in kroner", async () => {
    const response = await call('parent', 'GET', '/api/Onboarding/GetChildren');
    expect(response.statusCode).toBe(200);
    const children = GetChildrenResponse.parse(response.json());
    expect(children.map((child) => [child.Name, child.Balance])).toEqual([
      ['Emma Jensen', 250],
      ['Oliver Jensen', 87.5],
    ]);
    const [emma] = children;
    expect(emma).toMatchObject({
      WalletID: walletId('emma'),
      WalletGroupID: worldOf(database).walletGroups.jensen,
      // The seeded group card (sandbox Visa ending 1111), primary for Emma.
      CreditCards: [expect.objectContaining({ Brand: 'Visa', Last4: '1111', IsPrimary: true, WalletID: null, WalletGroupID: worldOf(database).walletGroups.jensen })],
      // Emma's seeded school card, '1000 0001' on the card, stored as digits.
      WalletCards: [{ CardDisplayNumber: '10000001' }],
      AutomaticRefill: { Enabled: false, RefillAmount: 0, BelowAmount: 0 },
      MonthlyRefill: { Amount: 0, BalanceLimit: 0, IsActive: false, HasBalanceLimit: false },
      AllowQuickSalePayment: false,
      AllowSelfOrdering: false,
      // The seed accepted the terms a guardian past the guide sees (issue 23).
      Terms: [
        expect.objectContaining({ IsAccepted: true, Version: 1, Type: { ID: 1, Name: 'Handelsbetingelser' } }),
        expect.objectContaining({ IsAccepted: true, Version: 1, Type: { ID: 2, Name: 'Privatlivspolitik' } }),
      ],
    });
    expect(emma?.Customers).toEqual([
      expect.objectContaining({ Name: 'Solbakke Skole', PageKey: 'skolepenge', Webshop: true, FoodPlan: true, CustomerType: { Name: 'school' } }),
    ]);
  });

  it('answers the kkpay parent only Freja', async () => {
    const children = GetChildrenResponse.parse((await call('kkpayParent', 'GET', '/api/Onboarding/GetChildren')).json());
    expect(children.map((child) => [child.Name, child.Balance, child.Customers[0]?.PageKey])).toEqual([['Freja Nielsen', 150, 'kkpay']]);
  });

  it('answers a wallet holder without children their own wallet', async () => {
    const wallets = GetChildrenResponse.parse((await call('staff', 'GET', '/api/Onboarding/GetChildren')).json());
    expect(wallets.map((wallet) => [wallet.Name, wallet.Balance, wallet.Customers[0]?.Webshop])).toEqual([
      ['Anne Holm', 1000, false],
    ]);
  });

  it('answers staff without wallets an empty list', async () => {
    expect((await call('support', 'GET', '/api/Onboarding/GetChildren')).json()).toEqual([]);
  });
});

describe('GET /api/Wallet/Detail access', () => {
  async function detailAs(user: DemoUserKey, application: 'wallet' | 'partner' | 'support', wallet: DemoWalletKey) {
    const { AccessToken } = await loginAs(app, user, application);
    return app.inject({ method: 'GET', url: `/api/Wallet/Detail?walletID=${walletId(wallet)}`, headers: bearer(AccessToken) });
  }

  it.each<[DemoUserKey, 'wallet' | 'partner' | 'support', DemoWalletKey, number]>([
    ['parent', 'wallet', 'emma', 200],
    ['parent', 'wallet', 'oliver', 200],
    ['parent', 'wallet', 'freja', 403],
    ['kkpayParent', 'wallet', 'freja', 200],
    ['kkpayParent', 'wallet', 'emma', 403],
    ['staff', 'wallet', 'anne', 200],
    ['staff', 'wallet', 'emma', 403],
    ['dev', 'wallet', 'dev', 200],
    ['dev', 'wallet', 'anne', 403],
    ['partner', 'partner', 'emma', 200],
    ['partner', 'partner', 'dev', 200],
    ['partner', 'partner', 'freja', 403],
    ['partner', 'partner', 'anne', 403],
    ['partner', 'wallet', 'emma', 403],
    ['support', 'support', 'freja', 200],
    ['support', 'support', 'karen', 200],
    ['support', 'wallet', 'freja', 403],
  ])('%s on the %s site, wallet %s: %i', async (user, application, wallet, status) => {
    const response = await detailAs(user, application, wallet);
    expect(response.statusCode).toBe(status);
    if (status === 403) expect(response.json()).toMatchObject({ StatusCode: 403 });
  });

  it("answers the wallet with its balance and customer", async () => {
    const response = await call('parent', 'GET', `/api/Wallet/Detail?walletID=${walletId('oliver')}`);
    expect(WalletDetail.parse(response.json())).toEqual({
      WalletID: walletId('oliver'),
      Name: 'Oliver Jensen',
      Balance: 87.5,
      Customer: { ID: worldOf(database).customers.solbakkeSkole, Name: 'Solbakke Skole', PageKey: 'skolepenge' },
      WalletGroupID: worldOf(database).walletGroups.jensen,
      IsBlocked: false,
    });
  });

  it('answers a wallet that does not exist exactly like one the caller may not see', async () => {
    const missing = await call('parent', 'GET', '/api/Wallet/Detail?walletID=7d1f2c1e-7c55-4a1b-9a52-3a1f0f6e0c11');
    const foreign = await call('parent', 'GET', `/api/Wallet/Detail?walletID=${walletId('freja')}`);
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual(foreign.json());
  });
});

describe('wallet page settings', () => {
  it('writes a setting on a wallet the caller may access and reads it back', async () => {
    const write = await call('parent', 'POST', `/api/Wallet/WalletPageSetting?walletID=${walletId('emma')}&key=NotificationHidden-42`);
    expect(write.statusCode).toBe(204);
    const read = await call('parent', 'GET', `/api/Wallet/WalletPageSettings?walletID=${walletId('emma')}`);
    expect(read.json()).toEqual([{ Key: 'NotificationHidden-42', Value: 'false' }]);
  });

  it('overwrites the value of an existing key', async () => {
    await call('parent', 'POST', `/api/Wallet/WalletPageSetting?walletID=${walletId('oliver')}&key=Banner&value=true`);
    await call('parent', 'POST', `/api/Wallet/WalletPageSetting?walletID=${walletId('oliver')}&key=Banner&value=false`);
    const read = await call('parent', 'GET', `/api/Wallet/WalletPageSettings?walletID=${walletId('oliver')}`);
    expect(read.json()).toEqual([{ Key: 'Banner', Value: 'false' }]);
  });

  it("refuses another family's wallet with 403 and changes nothing", async () => {
    const before = await call('kkpayParent', 'GET', `/api/Wallet/WalletPageSettings?walletID=${walletId('freja')}`);
    const write = await call('parent', 'POST', `/api/Wallet/WalletPageSetting?walletID=${walletId('freja')}&key=Hijack&value=true`);
    expect(write.statusCode).toBe(403);
    const read = await call('parent', 'GET', `/api/Wallet/WalletPageSettings?walletID=${walletId('freja')}`);
    expect(read.statusCode).toBe(403);
    const after = await call('kkpayParent', 'GET', `/api/Wallet/WalletPageSettings?walletID=${walletId('freja')}`);
    expect(after.json()).toEqual(before.json());
    const { rows } = await database.db.query("SELECT 1 FROM wallet_page_settings WHERE key = 'Hijack'");
    expect(rows).toHaveLength(0);
  });

  it('answers 400 Request is invalid without a key', async () => {
    const response = await call('parent', 'POST', `/api/Wallet/WalletPageSetting?walletID=${walletId('emma')}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Request is invalid' });
  });
});

describe('wallet group page settings', () => {
  it("writes to the guardian's wallet group and reads it back", async () => {
    const write = await call('parent', 'POST', '/api/WalletGroup/WalletGroupPageSetting?key=FrontpageNotice-7');
    expect(write.statusCode).toBe(204);
    // Beside the seed's OnboardingIsCompleted (the demo family has been through the guide).
    expect((await call('parent', 'GET', '/api/WalletGroup/WalletGroupPageSettings')).json()).toEqual([
      { Key: 'FrontpageNotice-7', Value: 'false' },
      { Key: 'OnboardingIsCompleted', Value: 'true' },
    ]);
  });

  it("does not show one family's group settings to another", async () => {
    await call('parent', 'POST', '/api/WalletGroup/WalletGroupPageSetting?key=JensenOnly&value=true');
    const other = (await call('kkpayParent', 'GET', '/api/WalletGroup/WalletGroupPageSettings')).json() as { Key: string }[];
    expect(other.map((setting) => setting.Key)).not.toContain('JensenOnly');
  });

  it('changes nothing for a user without a wallet group', async () => {
    const write = await call('staff', 'POST', '/api/WalletGroup/WalletGroupPageSetting?key=Nothing');
    expect(write.statusCode).toBe(204);
    expect((await call('staff', 'GET', '/api/WalletGroup/WalletGroupPageSettings')).json()).toEqual([]);
    const { rows } = await database.db.query("SELECT 1 FROM wallet_group_page_settings WHERE key = 'Nothing'");
    expect(rows).toHaveLength(0);
  });
});
