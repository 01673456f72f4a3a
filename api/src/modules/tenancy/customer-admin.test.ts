import { AdminCustomerItem, AdminCustomerOptions, CatalogueHistory, type AdminCustomerBody } from '@kk/contracts';
import { DEMO_USERS } from '../../seed/demo-users';
import { bearer, loginAs, useApiHarness } from '../../test-support/app';

/**
 * The support tool's customers (issue 28): the generic list calls at /api/Admin/Customers/,
 * on both engines. A change of a customer's settings is what its users' next page load reads
 * (GET /api/customers/customerSettings, pageSettings); every change is in the history.
 */

jest.setTimeout(60_000);

const api = useApiHarness();
const PATH = '/api/Admin/Customers/';

const token = async (user: 'support' | 'partner' | 'parent' | 'kkpayParent', application?: 'support' | 'partner' | 'wallet') => (await loginAs(api.app, user, application)).AccessToken;

async function call(tokenValue: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return api.app.inject({ method, url, headers: bearer(tokenValue), ...(payload === undefined ? {} : { payload: payload as object }) });
}

async function found(support: string, name: string): Promise<AdminCustomerItem> {
  const response = await call(support, 'POST', `${PATH}Search`, { StartIndex: 0, Count: 20, Search: [{ Name: 'Text', Value: name, SearchType: 0 }] });
  expect(response.statusCode).toBe(200);
  const items = (response.json() as { Items: unknown[] }).Items.map((row) => AdminCustomerItem.parse(row));
  const match = items.find((row) => row.Name === name);
  if (match === undefined) throw new Error(`no customer ${name}`);
  return match;
}

const bodyOf = (customer: AdminCustomerItem): AdminCustomerBody => ({
  Name: customer.Name,
  Type: customer.Type,
  PageKey: customer.PageKey,
  ParentID: customer.ParentID,
  CompanyRegistrationNumber: customer.CompanyRegistrationNumber,
  PlatformFeeBp: customer.PlatformFeeBp,
  Settings: customer.Settings,
  PageSettings: customer.PageSettings,
});

describe('the support tool’s customers (/api/Admin/Customers/)', () => {
  it('lists every customer with its settings and offers every setting the platform reads', async () => {
    const support = await token('support');
    const options = AdminCustomerOptions.parse((await call(support, 'GET', `${PATH}Options`)).json());
    expect(options.Parents.map((parent) => parent.Name)).toEqual(expect.arrayContaining(['Solbakke Kommune']));
    expect(options.PageKeys).toEqual(expect.arrayContaining(['skolepenge', 'kkpay', 'randerspleje']));
    expect(options.Settings.map((setting) => setting.Key)).toEqual(expect.arrayContaining(['Webshop', 'FoodPlan', 'MeetingCatering', 'Onboarding', 'ExplicitAccessibility', 'InstitutionNumber', 'FooterAbout', 'OnboardingFull']));

    const school = await found(support, 'Solbakke Skole');
    expect(school).toMatchObject({ Type: 'school', PageKey: 'skolepenge', ParentName: 'Solbakke Kommune', Settings: ['FoodPlan', 'Onboarding', 'Webshop'] });
    expect(school.PageSettings).toEqual(expect.arrayContaining([{ Key: 'OnboardingFull', Value: 'true' }]));
    expect(school.Wallets).toBeGreaterThan(0);
    expect((await found(support, 'Solbakke Kommune')).Institutions).toBe(1);
  });

  it("turns Kildevang Skole's webshop off and on: its parent's next settings read follows, and the history records both", async () => {
    const support = await token('support');
    const parent = await token('kkpayParent');
    const settingsOfParent = async () => (await call(parent, 'GET', '/api/customers/customerSettings')).json() as string[];
    expect(await settingsOfParent()).toContain('Webshop');

    const kildevang = await found(support, 'Kildevang Skole');
    const off = await call(support, 'PUT', `${PATH}Update/${kildevang.ID}`, { ...bodyOf(kildevang), Settings: kildevang.Settings.filter((key) => key !== 'Webshop') });
    expect([off.statusCode, off.statusCode === 200 ? '' : off.body]).toEqual([200, '']);
    expect(AdminCustomerItem.parse(off.json()).Settings).not.toContain('Webshop');
    expect(await settingsOfParent()).not.toContain('Webshop');

    const on = await call(support, 'PUT', `${PATH}Update/${kildevang.ID}`, bodyOf(kildevang));
    expect(on.statusCode).toBe(200);
    expect(await settingsOfParent()).toContain('Webshop');

    const history = CatalogueHistory.parse((await call(support, 'GET', `${PATH}History/${kildevang.ID}`)).json());
    expect(history.Items.map((change) => [change.Action, change.AuthorName, (change.After as { Settings: string[] }).Settings.includes('Webshop')])).toEqual([
      ['update', DEMO_USERS.support.name, true],
      ['update', DEMO_USERS.support.name, false],
    ]);
    expect((history.Items[1]!.Before as { Settings: string[] }).Settings).toContain('Webshop');
  });

  it('sets page settings: explicit accessibility and a hidden footer section reach the page settings, other keys stay', async () => {
    const support = await token('support');
    const parent = await token('kkpayParent');
    const kildevang = await found(support, 'Kildevang Skole');
    const changed = await call(support, 'PUT', `${PATH}Update/${kildevang.ID}`, {
      ...bodyOf(kildevang),
      PageSettings: [...kildevang.PageSettings, { Key: 'ExplicitAccessibility', Value: 'true' }, { Key: 'FooterAbout', Value: 'false' }, { Key: 'InstitutionNumber', Value: '280017' }],
    });
    expect(changed.statusCode).toBe(200);
    const pageSettings = (await call(parent, 'GET', '/api/customers/pageSettings')).json() as { Key: string; Value: string }[];
    expect(pageSettings).toEqual(expect.arrayContaining([
      { Key: 'ExplicitAccessibility', Value: 'true' },
      { Key: 'FooterAbout', Value: 'false' },
      { Key: 'InstitutionNumber', Value: '280017' },
      { Key: 'OnboardingAllowAccess', Value: 'true' },
    ]));
  });

  it('creates a school under a municipality with its modules and a platform fee, and removes it while it holds nothing', async () => {
    const support = await token('support');
    const municipality = await found(support, 'Solbakke Kommune');
    const created = await call(support, 'POST', `${PATH}Create`, {
      Name: 'Engholm Skole', Type: 'school', PageKey: 'skolepenge', ParentID: municipality.ID, CompanyRegistrationNumber: '12345678', PlatformFeeBp: 250,
      Settings: ['Webshop', 'Onboarding'], PageSettings: [{ Key: 'OnboardingFull', Value: 'true' }],
    });
    expect([created.statusCode, created.statusCode === 200 ? '' : created.body]).toEqual([200, '']);
    const school = AdminCustomerItem.parse(created.json());
    expect(school).toMatchObject({ ParentName: 'Solbakke Kommune', PlatformFeeBp: 250, Settings: ['Onboarding', 'Webshop'], Wallets: 0, Institutions: 0 });
    const accounts = await api.db.query<{ kind: string }>('SELECT kind FROM ledger_accounts WHERE customer_id = $1', [school.ID]);
    expect(accounts.rows.map((row) => row.kind)).toEqual(['customer_revenue']);
    expect((await found(support, 'Solbakke Kommune')).Institutions).toBe(2);

    const removed = await call(support, 'DELETE', `${PATH}Delete/${school.ID}`);
    expect(removed.statusCode).toBe(204);
    expect((await api.db.query('SELECT 1 FROM customers WHERE id = $1', [school.ID])).rows).toHaveLength(0);
    const history = CatalogueHistory.parse((await call(support, 'GET', `${PATH}History/${school.ID}`)).json());
    expect(history.Items.map((change) => change.Action)).toEqual(['delete', 'create']);
  });

  it('refuses to remove a customer that holds wallets or institutions, and changes nothing', async () => {
    const support = await token('support');
    for (const name of ['Solbakke Skole', 'Solbakke Kommune']) {
      const customer = await found(support, name);
      const refused = await call(support, 'DELETE', `${PATH}Delete/${customer.ID}`);
      expect([name, refused.statusCode]).toEqual([name, 409]);
      expect(await found(support, name)).toEqual(customer);
    }
  });

  it('names every invalid field and changes nothing', async () => {
    const support = await token('support');
    const kildevang = await found(support, 'Kildevang Skole');
    const school = await found(support, 'Solbakke Skole');
    const historyLength = async () => ((await call(support, 'GET', `${PATH}History/${kildevang.ID}`)).json() as { Items: unknown[] }).Items.length;
    const changesBefore = await historyLength();
    const cases: [Partial<AdminCustomerBody>, string][] = [
      [{ Name: '' }, 'Name: customers.errors.nameRequired'],
      [{ PageKey: 'nosuchbrand' }, 'PageKey: customers.errors.pageKey'],
      [{ Settings: ['Webshop', 'Casino'] }, 'Settings: customers.errors.unknownSetting'],
      [{ PageSettings: [{ Key: 'ExplicitAccessibility', Value: 'maybe' }] }, 'PageSettings: customers.errors.pageSetting'],
      [{ ParentID: school.ID }, 'ParentID: customers.errors.parentNotMunicipality'],
      [{ CompanyRegistrationNumber: '12' }, 'CompanyRegistrationNumber: customers.errors.cvr'],
      [{ PlatformFeeBp: 5000 }, 'PlatformFeeBp: customers.errors.platformFee'],
    ];
    for (const [change, reason] of cases) {
      const refused = await call(support, 'PUT', `${PATH}Update/${kildevang.ID}`, { ...bodyOf(kildevang), ...change });
      expect([JSON.stringify(change), refused.statusCode]).toEqual([JSON.stringify(change), 400]);
      expect(refused.body).toContain(reason);
    }
    // A municipality cannot be placed below its own school.
    const municipality = await found(support, 'Solbakke Kommune');
    const loop = await call(support, 'PUT', `${PATH}Update/${municipality.ID}`, { ...bodyOf(municipality), Type: 'school', ParentID: municipality.ID });
    expect(loop.statusCode).toBe(400);
    expect(await found(support, 'Kildevang Skole')).toEqual(kildevang);
    expect(await found(support, 'Solbakke Kommune')).toEqual(municipality);
    expect(await historyLength()).toBe(changesBefore);
  });

  it('is the support tool’s alone: 403 for partner staff, a parent, or the support user on another site; 404 for an unknown id', async () => {
    const support = await token('support');
    const kildevang = await found(support, 'Kildevang Skole');
    const others = [await token('partner'), await token('parent'), await token('support', 'wallet')];
    for (const other of others) {
      expect((await call(other, 'GET', `${PATH}Options`)).statusCode).toBe(403);
      expect((await call(other, 'POST', `${PATH}Search`, { StartIndex: 0, Count: 10, Search: [] })).statusCode).toBe(403);
      expect((await call(other, 'PUT', `${PATH}Update/${kildevang.ID}`, bodyOf(kildevang))).statusCode).toBe(403);
      expect((await call(other, 'DELETE', `${PATH}Delete/${kildevang.ID}`)).statusCode).toBe(403);
      expect((await call(other, 'GET', `${PATH}History/${kildevang.ID}`)).statusCode).toBe(403);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(support, 'PUT', `${PATH}Update/${unknown}`, bodyOf(kildevang))).statusCode).toBe(404);
    expect((await call(support, 'DELETE', `${PATH}Delete/${unknown}`)).statusCode).toBe(404);
    expect((await call(support, 'GET', `${PATH}History/${unknown}`)).statusCode).toBe(404);
    expect(await found(support, 'Kildevang Skole')).toEqual(kildevang);
  });

  it('keeps the history append-only', async () => {
    const support = await token('support');
    const kildevang = await found(support, 'Kildevang Skole');
    await call(support, 'PUT', `${PATH}Update/${kildevang.ID}`, { ...bodyOf(kildevang), PlatformFeeBp: 100 });
    await expect(api.db.query('UPDATE customer_changes SET author_name = $1', ['x'])).rejects.toThrow(/append-only/);
    await expect(api.db.query('DELETE FROM customer_changes')).rejects.toThrow(/append-only/);
  });
});
