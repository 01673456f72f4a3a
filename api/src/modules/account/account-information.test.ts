import { AccountInformation, AccountWalletInformation } from '@kk/contracts';
import type { InjectOptions } from 'fastify';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUserKey } from '../../seed/demo-users';
import { bearer, loginAs, useApiHarness } from '../../test-support/app';

const api = useApiHarness();

const call = async (user: DemoUserKey, method: InjectOptions['method'], url: string, payload?: object) =>
  api.app.inject({ method, url, headers: bearer(await api.token(user)), ...(payload === undefined ? {} : { payload }) });

const information = async (user: DemoUserKey) => {
  const response = await call(user, 'GET', '/api/Account/Information');
  expect(response.statusCode).toBe(200);
  return AccountInformation.parse(response.json());
};

const walletUrl = (walletId: string) => `/api/Wallet/Information?walletID=${walletId}`;

/** A fingerprint of what the account routes may change: users (not their sessions) and wallets. */
async function accountState(): Promise<string> {
  const { rows } = await api.db.query<{ state: string }>(
    `SELECT md5(
       (SELECT string_agg(u::text, '|' ORDER BY u.id) FROM users u) ||
       (SELECT string_agg(w::text, '|' ORDER BY w.id) FROM wallets w)) AS state`,
  );
  return rows[0]?.state ?? '';
}

describe('GET /api/Account/Information', () => {
  it("answers a guardian's name, e-mail, mobile number and children with their grades and the page variant's fields", async () => {
    const body = await information('parent');
    expect(body).toMatchObject({ Name: 'Mette Jensen', Email: 'parent@demo.dk', MobileNumber: '4522334455', MayChange: true, ChangeRefusal: null });
    expect(body.Wallets.map((wallet) => [wallet.Name, wallet.Grade?.Name, wallet.Email])).toEqual([
      ['Emma Jensen', '5. A', 'emma.jensen@demo.dk'],
      ['Oliver Jensen', '2. B', null],
    ]);
    const emma = body.Wallets[0]!;
    expect(emma).toMatchObject({
      WalletID: api.world.wallets.emma,
      MobileNumber: '4520123401',
      Grade: { Name: '5. A', Number: 5, Letter: 'A', Level: 'Grade' },
      Customer: { ID: api.world.customers.solbakkeSkole, Name: 'Solbakke Skole', PageKey: 'skolepenge' },
      ShowSpecialGradeSelect: true,
      EmployeeGradeApplies: false,
    });
    expect(emma.RegistrationFields.filter((rule) => rule.Required).map((rule) => rule.Field)).toEqual(['Email', 'MobileNumber', 'CreditCard']);
  });

  it('answers the kkpay variant with school card and picture required and the e-mail optional', async () => {
    const [freja] = (await information('kkpayParent')).Wallets;
    expect(freja).toMatchObject({ Name: 'Freja Nielsen', Customer: { PageKey: 'kkpay' }, ShowSpecialGradeSelect: false });
    expect(freja?.RegistrationFields).toEqual([
      { Field: 'Email', Required: false },
      { Field: 'MobileNumber', Required: true },
      { Field: 'CreditCard', Required: true },
      { Field: 'SchoolCard', Required: true },
      { Field: 'Picture', Required: true },
    ]);
  });

  it('says why a user may not change anything: Deny-AccountInformationChange, or no ChangeAccountInformation', async () => {
    const locked = await information('locked');
    expect(locked).toMatchObject({ Name: 'Ida Lund', MayChange: false, ChangeRefusal: 'denied' });
    // Her own wallet (no guardians): the employee grade applies.
    expect(locked.Wallets).toEqual([expect.objectContaining({ WalletID: api.world.wallets.idaLund, EmployeeGradeApplies: true })]);
    expect(await information('staff')).toMatchObject({ MayChange: false, ChangeRefusal: 'missingRole' });
  });

  it("lists an adult's own wallet with the employee grade", async () => {
    const [dev] = (await information('dev')).Wallets;
    expect(dev).toMatchObject({ Name: 'Dev Eloper', Grade: { Name: '99. A', Level: 'Employee' }, EmployeeGradeApplies: true });
  });
});

describe('PUT /api/Account/Information', () => {
  it('changes the name and the mobile number, read in any spacing; null removes the number', async () => {
    const response = await call('parent', 'PUT', '/api/Account/Information', { Name: ' Mette Bech Jensen ', MobileNumber: '+45 20 12 34 99' });
    expect(response.statusCode).toBe(200);
    expect(AccountInformation.parse(response.json())).toMatchObject({ Name: 'Mette Bech Jensen', MobileNumber: '4520123499' });
    expect((await call('parent', 'GET', '/api/Account/Me')).json()).toMatchObject({ Name: 'Mette Bech Jensen' });
    expect((await call('parent', 'PUT', '/api/Account/Information', { Name: 'Mette Jensen', MobileNumber: null })).json()).toMatchObject({ MobileNumber: null });
    expect((await call('parent', 'PUT', '/api/Account/Information', { Name: 'Mette Jensen', MobileNumber: '4522334455' })).statusCode).toBe(200);
  });

  it.each([
    ['8 digits, no country code', '20123499'],
    ['11 digits', '45201234990'],
    ['a calling code no country has', '1020123499'],
    ['a 3-digit calling code (the Faroes)', '2981234567'],
    ['letters', '45 20 AB 34 99'],
  ])('refuses a mobile number of %s with 400 and changes nothing', async (_label, number) => {
    const before = await accountState();
    const response = await call('parent', 'PUT', '/api/Account/Information', { Name: 'Someone Else', MobileNumber: number });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Request is invalid', reason: expect.stringMatching(/10 digits/) });
    expect(await accountState()).toBe(before);
  });
});

describe('every change needs ChangeAccountInformation and is refused by Deny-AccountInformationChange', () => {
  const changes = (walletId: string): [string, InjectOptions['method'], string, object][] => [
    ['the name and mobile number', 'PUT', '/api/Account/Information', { Name: 'Changed', MobileNumber: '4520000000' }],
    ['the e-mail', 'PUT', '/api/Account/Email', { Email: 'changed@demo.dk', CurrentPassword: DEMO_PASSWORD }],
    ['the password', 'PUT', '/api/Account/Password', { CurrentPassword: DEMO_PASSWORD, NewPassword: 'Changed-5678' }],
    ["the own wallet's information", 'PUT', walletUrl(walletId), { Name: 'Changed', Grade: '99. A' }],
  ];

  it('refuses the locked user (Deny-AccountInformationChange) with 403 naming the role, even with ChangeAccountInformation', async () => {
    expect(DEMO_USERS.locked.roles).toEqual(expect.arrayContaining(['ChangeAccountInformation', 'Deny-AccountInformationChange']));
    const before = await accountState();
    for (const [what, method, url, payload] of changes(api.world.wallets.idaLund)) {
      const response = await call('locked', method, url, payload);
      expect([what, response.statusCode]).toEqual([what, 403]);
      expect(response.json()).toMatchObject({ message: 'Authorization has been denied for this request.', reason: expect.stringContaining('Deny-AccountInformationChange') });
    }
    expect(await accountState()).toBe(before);
    expect((await loginAs(api.app, 'locked')).User.Email).toBe('locked@demo.dk');
  });

  it('refuses a user without ChangeAccountInformation with 403 naming the role', async () => {
    const before = await accountState();
    for (const [what, method, url, payload] of changes(api.world.wallets.dev)) {
      const response = await call('dev', method, url, payload);
      expect([what, response.statusCode]).toEqual([what, 403]);
      expect(response.json().reason).toContain('ChangeAccountInformation');
    }
    expect(await accountState()).toBe(before);
  });
});

describe('PUT /api/Account/Email', () => {
  it('refuses a wrong current password with 400, before saying whether the e-mail is taken', async () => {
    const before = await accountState();
    for (const Email of ['new.parent@demo.dk', DEMO_USERS.dev.email]) {
      const response = await call('parent', 'PUT', '/api/Account/Email', { Email, CurrentPassword: 'Wrong-1234' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Wrong current password' });
    }
    expect(await accountState()).toBe(before);
  });

  it("refuses another user's e-mail with 409, whatever its case", async () => {
    const before = await accountState();
    const response = await call('parent', 'PUT', '/api/Account/Email', { Email: ' DEV@demo.dk ', CurrentPassword: DEMO_PASSWORD });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'E-mail already in use' });
    expect(await accountState()).toBe(before);
  });

  it('refuses what is not an e-mail address', async () => {
    const response = await call('parent', 'PUT', '/api/Account/Email', { Email: 'mette@demo', CurrentPassword: DEMO_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Request is invalid' });
  });

  it('changes the e-mail the user signs in with', async () => {
    const response = await call('kkpayParent', 'PUT', '/api/Account/Email', { Email: 'Lars.Nielsen@Demo.dk', CurrentPassword: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ Email: 'lars.nielsen@demo.dk' });
    const login = (Email: string) => api.app.inject({ method: 'POST', url: '/api/Account/Login', payload: { Email, Password: DEMO_PASSWORD } });
    expect((await login('lars.nielsen@demo.dk')).statusCode).toBe(200);
    expect((await login(DEMO_USERS.kkpayParent.email)).statusCode).toBe(401);
    // Back, for the tests below.
    expect((await call('kkpayParent', 'PUT', '/api/Account/Email', { Email: DEMO_USERS.kkpayParent.email, CurrentPassword: DEMO_PASSWORD })).statusCode).toBe(200);
  });
});

describe('PUT /api/Wallet/Information', () => {
  const emma = () => walletUrl(api.world.wallets.emma);
  const put = async (user: DemoUserKey, url: string, payload: object) => call(user, 'PUT', url, payload);

  it('changes a child\'s grade, read from "6B", and the other fields sent', async () => {
    const response = await put('parent', emma(), { Grade: '6b', Name: 'Emma B. Jensen', Email: 'EMMA@Demo.dk', MobileNumber: '+45 20 12 34 02' });
    expect(response.statusCode).toBe(200);
    expect(AccountWalletInformation.parse(response.json())).toMatchObject({
      Name: 'Emma B. Jensen',
      Grade: { Name: '6. B', Number: 6, Letter: 'B', Level: 'Grade' },
      Email: 'emma@demo.dk',
      MobileNumber: '4520123402',
    });
    // A field not sent keeps its value.
    expect((await put('parent', emma(), { Name: 'Emma Jensen' })).json()).toMatchObject({ Grade: { Name: '6. B' }, Email: 'emma@demo.dk' });
  });

  it("gives a grade from Solbakke Skole's list or the system list level Special (the school shows them)", async () => {
    expect((await put('parent', emma(), { Grade: '3S' })).json()).toMatchObject({ Grade: { Name: '3. S', Level: 'Special' } });
    expect((await put('parent', emma(), { Grade: '1. M' })).json()).toMatchObject({ Grade: { Name: '1. M', Level: 'Special' } });
    expect((await information('parent')).Wallets[0]?.Grade).toEqual({ Name: '1. M', Number: 1, Letter: 'M', Level: 'Special' });
  });

  it('treats the system list as ordinary grades where the page setting does not show special grades (kkpay)', async () => {
    const response = await put('kkpayParent', walletUrl(api.world.wallets.freja), { Grade: '1M' });
    expect(response.json()).toMatchObject({ Grade: { Name: '1. M', Level: 'Grade' } });
  });

  it.each([
    ['a grade above 12', { Grade: '13. A' }, /-1 to 12/],
    ['a grade below -1', { Grade: '-2. A' }, /-1 to 12/],
    ['two letters', { Grade: '2. AB' }, /-1 to 12/],
    ["the employee grade on a guardian's child", { Grade: '99. A' }, /employee/],
    ['no e-mail where the variant requires one', { Email: '' }, /Email is required/],
    ['an e-mail that is not one', { Email: 'emma@' }, /e-mail address/],
    ['no mobile number', { MobileNumber: null }, /MobileNumber is required/],
    ['a mobile number without a country code', { MobileNumber: '20123402' }, /10 digits/],
  ])('refuses %s with 400 and changes nothing', async (_label, payload, reason) => {
    const before = await accountState();
    const response = await put('parent', emma(), { Name: 'Not Saved', ...payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Request is invalid', reason: expect.stringMatching(reason) });
    expect(await accountState()).toBe(before);
  });

  it('lets the e-mail go on kkpay, where it is optional', async () => {
    const response = await put('kkpayParent', walletUrl(api.world.wallets.freja), { Email: null });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ Email: null });
  });

  it("refuses another family's wallet with 403, as if it did not exist", async () => {
    const before = await accountState();
    const other = await put('kkpayParent', emma(), { Grade: '2. A' });
    const unknown = await put('kkpayParent', walletUrl('00000000-0000-4000-8000-000000000000'), { Grade: '2. A' });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual(unknown.json());
    expect(await accountState()).toBe(before);
  });

  it("gives the employee grade to an adult's own wallet", async () => {
    await api.db.query("INSERT INTO user_roles (user_id, role) VALUES ($1, 'ChangeAccountInformation')", [api.world.users.dev]);
    try {
      const dev = walletUrl(api.world.wallets.dev);
      expect((await put('dev', dev, { Grade: '120B' })).json()).toMatchObject({ Grade: { Name: '120. B', Level: 'Employee' } });
      expect((await put('dev', dev, { Grade: '99. A' })).json()).toMatchObject({ Grade: { Name: '99. A', Number: 99, Letter: 'A', Level: 'Employee' } });
      expect((await put('dev', dev, { Grade: null })).json()).toMatchObject({ Grade: null });
    } finally {
      await api.db.query("DELETE FROM user_roles WHERE user_id = $1 AND role = 'ChangeAccountInformation'", [api.world.users.dev]);
    }
  });
});

describe('PUT /api/Account/Password', () => {
  const change = (token: string, payload: object) => api.app.inject({ method: 'PUT', url: '/api/Account/Password', headers: bearer(token), payload });

  it('refuses a wrong current password and a new password the policy refuses, and changes nothing', async () => {
    const { AccessToken } = await loginAs(api.app, 'kkpayParent');
    const before = await accountState();
    const wrong = await change(AccessToken, { CurrentPassword: 'Wrong-1234', NewPassword: 'Changed-5678' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'Wrong current password' });
    const common = await change(AccessToken, { CurrentPassword: DEMO_PASSWORD, NewPassword: 'password123' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ message: 'Password not accepted', reason: expect.stringContaining('too common') });
    const short = await change(AccessToken, { CurrentPassword: DEMO_PASSWORD, NewPassword: 'Ab-1' });
    expect(short.statusCode).toBe(400);
    expect(await accountState()).toBe(before);
  });

  it("changes the password and ends the user's other sessions, keeping the one that changed it", async () => {
    const current = (await loginAs(api.app, 'kkpayParent')).AccessToken;
    const other = (await loginAs(api.app, 'kkpayParent')).AccessToken;
    const someoneElse = await api.token('parent');
    expect((await change(current, { CurrentPassword: DEMO_PASSWORD, NewPassword: 'Skole-Frokost-77' })).statusCode).toBe(204);

    const me = (token: string) => api.app.inject({ method: 'GET', url: '/api/Account/Me', headers: bearer(token) });
    expect((await me(current)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(someoneElse)).statusCode).toBe(200);
    const login = (Password: string) => api.app.inject({ method: 'POST', url: '/api/Account/Login', payload: { Email: DEMO_USERS.kkpayParent.email, Password } });
    expect((await login('Skole-Frokost-77')).statusCode).toBe(200);
    expect((await login(DEMO_PASSWORD)).statusCode).toBe(401);
  });
});
