import { APPLICATION_HEADER, CatalogueHistory, StaffItem, StaffOptions, type StaffUpdate } from '@kk/contracts';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo-users';
import { bearer, loginAs, useApiHarness } from '../../test-support/app';

/**
 * Staff and their roles (issue 28) on both engines: the help desk invites a member of staff
 * to a customer, who chooses a password from the e-mail's link and signs in with the roles
 * given; a customer's own administrator (kkpay.partner@demo.dk, role StaffAdministration)
 * manages Kildevang Skole's staff and nobody else's; a deactivated member's session ends at
 * once and they cannot sign in; every change is in the member's history.
 */
jest.setTimeout(120_000);

const api = useApiHarness();
const PATH = '/api/Admin/Staff/';

const token = async (user: 'support' | 'kkpayPartner' | 'partner' | 'parent', application?: 'support' | 'partner' | 'wallet') => (await loginAs(api.app, user, application)).AccessToken;
const call = (tokenValue: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  api.app.inject({ method, url, headers: bearer(tokenValue), ...(payload === undefined ? {} : { payload }) });
const login = (email: string, password: string, application: 'partner' | 'wallet' = 'partner') =>
  api.app.inject({ method: 'POST', url: '/api/Account/Login', headers: { [APPLICATION_HEADER]: application }, payload: { Email: email, Password: password } });

const customerId = async (name: string) => (await api.db.query<{ id: string }>('SELECT id FROM customers WHERE name = $1', [name])).rows[0]!.id;

async function search(tokenValue: string, customer: string | null, text?: string) {
  const parameters = [...(customer === null ? [] : [{ Name: 'CustomerID', Value: customer, SearchType: 0 }]), ...(text === undefined ? [] : [{ Name: 'Text', Value: text, SearchType: 0 }])];
  return call(tokenValue, 'POST', `${PATH}Search`, { StartIndex: 0, Count: 50, Search: parameters });
}

async function staffOf(tokenValue: string, customer: string): Promise<StaffItem[]> {
  const response = await search(tokenValue, customer);
  expect(response.statusCode).toBe(200);
  return (response.json() as { Items: unknown[] }).Items.map((row) => StaffItem.parse(row));
}

/** The single-use link of the newest e-mail to `email`. */
async function invitationToken(email: string): Promise<string> {
  const { rows } = await api.db.query<{ text_body: string }>('SELECT text_body FROM kept_mails WHERE to_address = $1 ORDER BY kept_order DESC LIMIT 1', [email]);
  const link = /https?:\/\/\S+\/Account\/ResetPassword\?token=([A-Za-z0-9_-]{43})/.exec(rows[0]?.text_body ?? '');
  if (!link?.[1]) throw new Error(`no link in the e-mail to ${email}: ${rows[0]?.text_body}`);
  return link[1];
}

const update = (item: StaffItem, change: Partial<StaffUpdate>): StaffUpdate => ({ Name: item.Name, Roles: item.Roles, Active: item.Active, ...change });

describe('staff and their roles (/api/Admin/Staff/)', () => {
  it('the help desk invites a new member, who chooses a password from the link and signs in to the partner site with the roles given', async () => {
    const support = await token('support');
    const options = StaffOptions.parse((await call(support, 'GET', `${PATH}Options`)).json());
    expect(options.Customers.map((customer) => customer.Name)).toEqual(expect.arrayContaining(['Kildevang Skole', 'Solbakke Skole', 'Rådhusets Mødeforplejning']));
    expect(options.Roles.map((role) => role.Role)).not.toContain('SupportTool');

    const kildevang = await customerId('Kildevang Skole');
    const created = await call(support, 'POST', `${PATH}Create`, { CustomerID: kildevang, Name: 'Lone Kristensen', Email: ' Lone.Kristensen@Kildevang.dk ', Roles: ['PartnerSite', 'FinanceReports'] });
    expect([created.statusCode, created.statusCode === 200 ? '' : created.body]).toEqual([200, '']);
    const lone = StaffItem.parse(created.json());
    expect(lone).toMatchObject({ Name: 'Lone Kristensen', Email: 'lone.kristensen@kildevang.dk', Roles: ['FinanceReports', 'PartnerSite'], Customers: [{ ID: kildevang, Name: 'Kildevang Skole' }], Active: true, HasSignedIn: false });
    // No password yet: nothing signs in until the link is used.
    expect((await login(lone.Email, 'invited')).statusCode).toBe(401);

    const link = await invitationToken(lone.Email);
    const chosen = await api.app.inject({ method: 'POST', url: '/api/Account/ResetPassword', payload: { Token: link, NewPassword: 'Kildevang-Regnskab-7' } });
    expect([chosen.statusCode, chosen.body]).toEqual([204, '']);
    const signedIn = await login(lone.Email, 'Kildevang-Regnskab-7');
    expect(signedIn.statusCode).toBe(200);
    const loneToken = signedIn.json<{ AccessToken: string }>().AccessToken;
    const reports = await call(loneToken, 'GET', '/api/Reports/Customers');
    expect(reports.statusCode).toBe(200);
    expect(JSON.stringify(reports.json())).toContain('Kildevang Skole');
    expect((await staffOf(support, kildevang)).find((member) => member.ID === lone.ID)?.HasSignedIn).toBe(true);
  });

  it('the invitation is in the language the person chose on the site; a new person gets Danish', async () => {
    const support = await token('support');
    const kildevang = await customerId('Kildevang Skole');
    await api.db.query(`UPDATE users SET language = 'en' WHERE email = 'tester@demo.dk'`);
    const subjectTo = async (email: string) =>
      (await api.db.query<{ subject: string }>('SELECT subject FROM kept_mails WHERE to_address = $1 ORDER BY kept_order DESC LIMIT 1', [email])).rows[0]?.subject;
    const existing = await call(support, 'POST', `${PATH}Create`, { CustomerID: kildevang, Name: 'Tina Tester', Email: 'tester@demo.dk', Roles: ['PartnerSite'] });
    expect(existing.statusCode).toBe(200);
    expect(await subjectTo('tester@demo.dk')).toBe('You have access to Kildevang Skole');
    const fresh = await call(support, 'POST', `${PATH}Create`, { CustomerID: kildevang, Name: 'Ny Person', Email: 'ny.person@kildevang.dk', Roles: ['PartnerSite'] });
    expect(fresh.statusCode).toBe(200);
    expect(await subjectTo('ny.person@kildevang.dk')).toBe('Du har fået adgang til Kildevang Skole');
  });

  it("a customer's own administrator sees and changes only that customer's staff; a role counts from the member's next request", async () => {
    const admin = await token('kkpayPartner');
    const kildevang = await customerId('Kildevang Skole');
    const solbakke = await customerId('Solbakke Skole');
    const options = StaffOptions.parse((await call(admin, 'GET', `${PATH}Options`)).json());
    expect(options.Customers.map((customer) => customer.Name)).toEqual(['Kildevang Skole']);
    const members = await staffOf(admin, kildevang);
    expect(members.map((member) => member.Email)).toEqual(expect.arrayContaining([DEMO_USERS.kkpayPartner.email]));
    expect(members.map((member) => member.Email)).not.toContain(DEMO_USERS.partner.email);

    // Solbakke's staff are not theirs: 404, nothing changes.
    expect((await search(admin, solbakke)).statusCode).toBe(404);
    const partnerId = (await api.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [DEMO_USERS.partner.email])).rows[0]!.id;
    expect((await call(admin, 'PUT', `${PATH}Update/${partnerId}`, { Name: 'X', Roles: [], Active: false })).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `${PATH}Delete/${partnerId}`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', `${PATH}History/${partnerId}`)).statusCode).toBe(404);
    expect((await login(DEMO_USERS.partner.email, DEMO_PASSWORD)).statusCode).toBe(200);
    // Someone who works for another customer is not theirs to take on either.
    const elsewhere = await call(admin, 'POST', `${PATH}Create`, { CustomerID: kildevang, Name: 'Mads', Email: DEMO_USERS.partner.email, Roles: ['PartnerSite'] });
    expect(elsewhere.statusCode).toBe(409);
    expect(await staffOf(admin, kildevang)).toEqual(members);

    // A new colleague, then a role more: it counts at once.
    const invited = StaffItem.parse((await call(admin, 'POST', `${PATH}Create`, { CustomerID: kildevang, Name: 'Per Hansen', Email: 'per.hansen@kildevang.dk', Roles: ['PartnerSite'] })).json());
    await api.app.inject({ method: 'POST', url: '/api/Account/ResetPassword', payload: { Token: await invitationToken('per.hansen@kildevang.dk'), NewPassword: 'Kildevang-Kantine-4' } });
    const perToken = (await login('per.hansen@kildevang.dk', 'Kildevang-Kantine-4')).json<{ AccessToken: string }>().AccessToken;
    expect((await call(perToken, 'GET', '/api/Reports/Customers')).statusCode).toBe(403);
    const given = await call(admin, 'PUT', `${PATH}Update/${invited.ID}`, update(invited, { Roles: ['PartnerSite', 'FinanceReports'] }));
    expect(given.statusCode).toBe(200);
    expect((await call(perToken, 'GET', '/api/Reports/Customers')).statusCode).toBe(200);
    const taken = await call(admin, 'PUT', `${PATH}Update/${invited.ID}`, update(invited, { Roles: ['PartnerSite'] }));
    expect(taken.statusCode).toBe(200);
    expect((await call(perToken, 'GET', '/api/Reports/Customers')).statusCode).toBe(403);

    const history = CatalogueHistory.parse((await call(admin, 'GET', `${PATH}History/${invited.ID}`)).json());
    expect(history.Items.map((change) => [change.Action, change.AuthorName])).toEqual([
      ['update', DEMO_USERS.kkpayPartner.name],
      ['update', DEMO_USERS.kkpayPartner.name],
      ['create', DEMO_USERS.kkpayPartner.name],
    ]);
  });

  it("a deactivated member's session ends at once and they cannot sign in; active again, they can", async () => {
    const admin = await token('kkpayPartner');
    const kildevang = await customerId('Kildevang Skole');
    const member = StaffItem.parse((await call(admin, 'POST', `${PATH}Create`, { CustomerID: kildevang, Name: 'Eva Holm', Email: 'eva.holm@kildevang.dk', Roles: ['PartnerSite', 'CatalogueWebshop'] })).json());
    await api.app.inject({ method: 'POST', url: '/api/Account/ResetPassword', payload: { Token: await invitationToken('eva.holm@kildevang.dk'), NewPassword: 'Kildevang-Webshop-9' } });
    const evaToken = (await login('eva.holm@kildevang.dk', 'Kildevang-Webshop-9')).json<{ AccessToken: string }>().AccessToken;
    expect((await call(evaToken, 'GET', '/api/Account/Me')).statusCode).toBe(200);

    const off = await call(admin, 'PUT', `${PATH}Update/${member.ID}`, update(member, { Active: false }));
    expect([off.statusCode, StaffItem.parse(off.json()).Active]).toEqual([200, false]);
    expect((await call(evaToken, 'GET', '/api/Account/Me')).statusCode).toBe(401);
    expect((await login('eva.holm@kildevang.dk', 'Kildevang-Webshop-9')).statusCode).toBe(401);

    const on = await call(admin, 'PUT', `${PATH}Update/${member.ID}`, update(member, { Active: true }));
    expect(on.statusCode).toBe(200);
    expect((await login('eva.holm@kildevang.dk', 'Kildevang-Webshop-9')).statusCode).toBe(200);

    // Removed from the customer, with no other: the staff roles go and the sessions end.
    const again = (await login('eva.holm@kildevang.dk', 'Kildevang-Webshop-9')).json<{ AccessToken: string }>().AccessToken;
    expect((await call(admin, 'DELETE', `${PATH}Delete/${member.ID}`)).statusCode).toBe(204);
    expect((await call(again, 'GET', '/api/Account/Me')).statusCode).toBe(401);
    expect((await login('eva.holm@kildevang.dk', 'Kildevang-Webshop-9')).statusCode).toBe(403);
    expect((await staffOf(admin, kildevang)).map((item) => item.ID)).not.toContain(member.ID);
  });

  it('an administrator cannot lock themselves out, and bad input changes nothing', async () => {
    const admin = await token('kkpayPartner');
    const kildevang = await customerId('Kildevang Skole');
    const self = (await staffOf(admin, kildevang)).find((member) => member.Email === DEMO_USERS.kkpayPartner.email)!;
    expect((await call(admin, 'PUT', `${PATH}Update/${self.ID}`, update(self, { Active: false }))).statusCode).toBe(400);
    expect((await call(admin, 'PUT', `${PATH}Update/${self.ID}`, update(self, { Roles: self.Roles.filter((role) => role !== 'StaffAdministration') }))).statusCode).toBe(400);
    expect((await call(admin, 'DELETE', `${PATH}Delete/${self.ID}`)).statusCode).toBe(400);
    for (const body of [
      { CustomerID: kildevang, Name: '', Email: 'a@kildevang.dk', Roles: ['PartnerSite'] },
      { CustomerID: kildevang, Name: 'A', Email: 'not-an-email', Roles: ['PartnerSite'] },
      { CustomerID: kildevang, Name: 'A', Email: 'a@kildevang.dk', Roles: ['SupportTool'] },
      { CustomerID: kildevang, Name: 'A', Email: 'a@kildevang.dk', Roles: ['FinanceReports'] },
    ]) {
      expect([body, (await call(admin, 'POST', `${PATH}Create`, body)).statusCode]).toEqual([body, 400]);
    }
    expect((await api.db.query("SELECT 1 FROM users WHERE email = 'a@kildevang.dk'")).rows).toHaveLength(0);
    expect((await staffOf(admin, kildevang)).find((member) => member.ID === self.ID)).toEqual(self);
  });

  it('is refused to partner staff without StaffAdministration, to a parent and outside the two applications', async () => {
    const kildevang = await customerId('Kildevang Skole');
    for (const caller of [await token('partner'), await token('parent'), await token('support', 'wallet'), await token('kkpayPartner', 'wallet')]) {
      expect((await call(caller, 'GET', `${PATH}Options`)).statusCode).toBe(403);
      expect((await search(caller, kildevang)).statusCode).toBe(403);
      expect((await call(caller, 'POST', `${PATH}Create`, { CustomerID: kildevang, Name: 'A', Email: 'x@kildevang.dk', Roles: [] })).statusCode).toBe(403);
    }
    expect((await api.db.query("SELECT 1 FROM users WHERE email = 'x@kildevang.dk'")).rows).toHaveLength(0);
  });
});
