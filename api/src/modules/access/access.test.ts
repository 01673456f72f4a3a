import { createHash } from 'node:crypto';
import {
  AcceptInvitationResponse,
  DevMailMessagesResponse,
  GetMyAccessesResponse,
  GetUsersResponse,
  InvitationInfo,
  InvitedUser,
  LoginResponse,
  MeResponse,
  type WalletInOnboarding,
} from '@kk/contracts';
import type { InjectOptions } from 'fastify';
import { DEMO_USERS } from '../../seed/demo-users';
import { bearer, loginAs, TestClock, useApiHarness } from '../../test-support/app';
import { startAppWithSandbox } from '../../test-support/card-sandbox';
import { guardianRolesFor } from './guardian-roles';

/**
 * Shared access, the whole lifecycle through HTTP on a real database: an invitation e-mail
 * (message_log and the development mail page), sign-up with its link, the second guardian
 * seeing and topping up exactly the inviter's children, refusals of expired, used and
 * withdrawn links and of duplicates, and RemoveAccess taking back exactly what was given.
 */
jest.setTimeout(120_000);

const clock = new TestClock(new Date());
const api = useApiHarness({ clock, start: startAppWithSandbox });

let tokens: { parent: string; kkpay: string; dev: string };
beforeAll(async () => {
  tokens = await signIn();
});

async function signIn() {
  return {
    parent: (await loginAs(api.app, 'parent')).AccessToken,
    kkpay: (await loginAs(api.app, 'kkpayParent')).AccessToken,
    dev: (await loginAs(api.app, 'dev')).AccessToken,
  };
}

const call = (token: string | null, request: InjectOptions) =>
  api.app.inject({ ...request, headers: { ...(token === null ? {} : bearer(token)), ...request.headers } });

const invite = (token: string, email: string, headers: Record<string, string> = {}) =>
  call(token, { method: 'POST', url: '/api/AllowAccess/AddUser', payload: { email }, headers });
const openInvitations = async (token: string) =>
  GetUsersResponse.parse((await call(token, { method: 'GET', url: '/api/AllowAccess/GetUsers' })).json());
const accesses = async (token: string) =>
  GetMyAccessesResponse.parse((await call(token, { method: 'GET', url: '/api/AllowAccess/GetMyAccesses' })).json());
const invitationInfo = (secret: string) => call(null, { method: 'GET', url: `/api/AllowAccess/Invitation?token=${encodeURIComponent(secret)}` });
const register = (secret: string, name = 'Karen Jensen', password = 'Solsikke-2026x', headers: Record<string, string> = {}) =>
  call(null, { method: 'POST', url: '/api/Account/Register', payload: { Name: name, Password: password, Token: secret }, headers });
const accept = (token: string, secret: string) => call(token, { method: 'POST', url: '/api/AllowAccess/AcceptInvitation', payload: { token: secret } });
const removeUser = (token: string, id: string) => call(token, { method: 'POST', url: '/api/AllowAccess/RemoveUser', payload: { token: id } });
const removeAccess = (token: string, id: string) => call(token, { method: 'POST', url: '/api/AllowAccess/RemoveAccess', payload: { accessID: id } });
const children = async (token: string) =>
  ((await call(token, { method: 'GET', url: '/api/Onboarding/GetChildren' })).json() as WalletInOnboarding[]).map((wallet) => wallet.WalletID).sort();
const walletDetail = (token: string, walletId: string) => call(token, { method: 'GET', url: `/api/Wallet/Detail?walletID=${walletId}` });
const me = async (token: string) => MeResponse.parse((await call(token, { method: 'GET', url: '/api/Account/Me' })).json());

/**
 * The kept e-mails as their addressees read them, newest first. (The development mail page
 * lists an invitation's link only to its addressee; mail/mail.test.ts tests the page.)
 */
async function devMail() {
  const { rows } = await api.db.query<{ id: string; channel: 'email' | 'sms'; to_address: string; subject: string; text_body: string; html_body: string; created_at: Date | string }>(
    'SELECT id, channel, to_address, subject, text_body, html_body, created_at FROM kept_mails ORDER BY created_at DESC, kept_order DESC',
  );
  return DevMailMessagesResponse.parse(
    rows.map((row) => ({ ID: row.id, Channel: row.channel, To: row.to_address, Subject: row.subject, Text: row.text_body, Html: row.html_body, CreatedDate: new Date(row.created_at).toISOString() })),
  );
}

/** The secret of the newest invitation e-mail to `email`, read from its link as the invitee would. */
async function secretFor(email: string): Promise<{ secret: string; link: string }> {
  const mail = (await devMail()).find((message) => message.To === email);
  const link = /https?:\/\/\S+\/AllowAccess\/Accept\?token=[A-Za-z0-9_%-]+/.exec(mail?.Text ?? '')?.[0];
  if (mail === undefined || link === undefined) throw new Error(`No invitation e-mail to ${email}`);
  return { secret: decodeURIComponent(new URL(link).searchParams.get('token') ?? ''), link };
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await api.db.query<{ count: number }>(sql, params);
  return Number(rows[0]?.count ?? 0);
}

const sorted = (ids: string[]) => [...ids].sort();

describe('an invitation, from e-mail to a second guardian', () => {
  let invitation: InvitedUser;
  let secret: string;
  let karen: LoginResponse;

  it('sends the invitation e-mail: message_log, the development mail page, a link to the inviter\'s site', async () => {
    const response = await invite(tokens.parent, '  Farmor@Example.DK ', { 'x-forwarded-host': 'kkpay.localhost:3000', 'x-forwarded-proto': 'http' });
    expect(response.statusCode).toBe(200);
    invitation = InvitedUser.parse(response.json());
    expect(invitation.Email).toBe('farmor@example.dk');
    expect(new Date(invitation.ExpiresDate).getTime() - new Date(invitation.CreatedDate).getTime()).toBe(7 * 86_400_000);

    const { rows: logged } = await api.db.query<{ kind: string; channel: string; email: string; customer_id: string; subject: string }>(
      "SELECT kind, channel, email, customer_id, subject FROM message_log WHERE email = 'farmor@example.dk'",
    );
    expect(logged).toEqual([{ kind: 'invitation', channel: 'email', email: 'farmor@example.dk', customer_id: api.world.customers.solbakkeSkole, subject: 'Mette Jensen har inviteret dig' }]);

    const mail = (await devMail()).find((message) => message.To === 'farmor@example.dk');
    expect(mail).toMatchObject({ Subject: 'Mette Jensen har inviteret dig' });
    expect(mail?.Text).toContain('tegnebøgerne for Emma og Oliver');
    ({ secret } = await secretFor('farmor@example.dk'));
    const { link } = await secretFor('farmor@example.dk');
    expect(link.startsWith('http://kkpay.localhost:3000/AllowAccess/Accept?token=')).toBe(true);
    expect(mail?.Html).toContain(`<a href="${link}">Tag imod invitationen</a>`);
  });

  it('keeps only the SHA-256 of the secret, and lists the invitation by its public id', async () => {
    const { rows } = await api.db.query<{ secret_hash: string; row: string }>('SELECT secret_hash, i::text AS row FROM access_invitations i WHERE id = $1', [invitation.Token]);
    expect(rows[0]?.secret_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(rows[0]?.row).not.toContain(secret);
    expect(await openInvitations(tokens.parent)).toEqual([invitation]);
    expect(invitation.Token).not.toBe(secret);
  });

  it('shows the acceptance page who invited whom for which children, without a session', async () => {
    const response = await invitationInfo(secret);
    expect(response.statusCode).toBe(200);
    expect(InvitationInfo.parse(response.json())).toEqual({
      InviterName: 'Mette Jensen',
      Email: 'farmor@example.dk',
      Children: ['Emma', 'Oliver'],
      ExpiresDate: invitation.ExpiresDate,
      HasAccount: false,
    });
    expect((await invitationInfo('A'.repeat(43))).json()).toMatchObject({ StatusCode: 404, message: 'Invitation not found' });
  });

  it('refuses a weak password before anything is created', async () => {
    const weak = await register(secret, 'Karen Jensen', 'kort');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().reason).toMatch(/at least 8 characters/);
    const personal = await register(secret, 'Karen Jensen', 'farmor-1234');
    expect(personal.statusCode).toBe(400);
    expect(personal.json().reason).toMatch(/must not contain the e-mail address/);
    expect(await count("SELECT count(*)::int AS count FROM users WHERE email = 'farmor@example.dk'")).toBe(0);
  });

  it('signs a new person up with the link: a guardian of exactly the inviter\'s children, signed in', async () => {
    const response = await register(secret);
    expect(response.statusCode).toBe(200);
    karen = LoginResponse.parse(response.json());
    expect(karen.User).toMatchObject({ Name: 'Karen Jensen', Email: 'farmor@example.dk' });
    // The guardian roles, and the inviter's terms so the second guardian answers the same ones.
    expect(sorted(karen.User.Roles)).toEqual(guardianRolesFor((await me(tokens.parent)).Roles));
    expect((await me(karen.AccessToken)).Email).toBe('farmor@example.dk');

    const { emma, oliver, freja, dev } = api.world.wallets;
    expect(await children(karen.AccessToken)).toEqual(sorted([emma, oliver]));
    expect((await walletDetail(karen.AccessToken, emma)).statusCode).toBe(200);
    expect((await walletDetail(karen.AccessToken, freja)).statusCode).toBe(403);
    expect((await walletDetail(karen.AccessToken, dev)).statusCode).toBe(403);
  });

  it('lets the second guardian top up the children with the family card once its holder shares it (issue 23), and no one else\'s', async () => {
    const { emma, freja } = api.world.wallets;
    const { rows } = await api.db.query<{ id: string }>('SELECT credit_card_id AS id FROM wallet_primary_cards WHERE wallet_id = $1', [emma]);
    const card = rows[0]?.id ?? '';
    // The card is the inviter's: theirs alone until they share it (cards/card-consent.test.ts holds the refusal).
    const shared = await call(tokens.parent, { method: 'PUT', url: '/api/DepositWithdraw/CreditCard/Sharing', payload: { uid: card, Shared: true } });
    expect(shared.statusCode).toBe(200);
    const balance = async (walletId: string) =>
      Number((await api.db.query<{ balance_ore: string }>('SELECT balance_ore FROM ledger_accounts WHERE wallet_id = $1', [walletId])).rows[0]?.balance_ore);
    const before = await balance(emma);
    const bill = (walletId: string, key: string) =>
      call(karen.AccessToken, {
        method: 'POST',
        url: `/api/DepositWithdraw/CreditCard/SubscriptionBill?amount=50&uid=${card}&walletID=${walletId}`,
        headers: { 'idempotency-key': key },
      });
    const topUp = await bill(emma, 'karen-tops-up-emma');
    expect(topUp.statusCode).toBe(200);
    expect(topUp.json()).toBe('Success');
    expect(await balance(emma)).toBe(before + 5_000);
    const frejaBefore = await balance(freja);
    expect((await bill(freja, 'karen-tops-up-freja')).statusCode).toBe(403);
    expect(await balance(freja)).toBe(frejaBefore);
  });

  it('shows the access to both: given by the inviter, received by the invitee; the invitation is no longer open', async () => {
    const given = await accesses(tokens.parent);
    expect(given).toEqual([expect.objectContaining({ Name: 'Karen Jensen', Email: 'farmor@example.dk', Direction: 'Given' })]);
    expect(await accesses(karen.AccessToken)).toEqual([{ ...given[0], Name: 'Mette Jensen', Email: DEMO_USERS.parent.email, Direction: 'Received' }]);
    expect(await openInvitations(tokens.parent)).toEqual([]);
  });

  it('refuses the used link everywhere, and changes nothing', async () => {
    const guardians = await count('SELECT count(*)::int AS count FROM wallet_group_guardians');
    expect((await invitationInfo(secret)).json()).toMatchObject({ StatusCode: 410, message: 'Invitation used' });
    const again = await register(secret, 'Someone Else', 'Another-2026x');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ message: 'Invitation used' });
    expect((await accept(karen.AccessToken, secret)).statusCode).toBe(410);
    expect(await count('SELECT count(*)::int AS count FROM wallet_accesses')).toBe(1);
    expect(await count('SELECT count(*)::int AS count FROM wallet_group_guardians')).toBe(guardians);
  });

  it('does not let an access travel on: the second guardian has no children of their own to share', async () => {
    const response = await invite(karen.AccessToken, 'nabo@example.dk');
    expect(response.statusCode).toBe(403);
    expect(await count("SELECT count(*)::int AS count FROM message_log WHERE email = 'nabo@example.dk'")).toBe(0);
  });

  it('takes the children and the roles away again with RemoveAccess', async () => {
    const [entry] = await accesses(tokens.parent);
    // Another family's guardian can neither see nor remove it.
    expect(await accesses(tokens.kkpay)).toEqual([]);
    expect((await removeAccess(tokens.kkpay, entry?.ID ?? '')).statusCode).toBe(404);
    expect(await children(karen.AccessToken)).toHaveLength(2);

    expect((await removeAccess(tokens.parent, entry?.ID ?? '')).statusCode).toBe(204);
    expect(await children(karen.AccessToken)).toEqual([]);
    expect((await walletDetail(karen.AccessToken, api.world.wallets.emma)).statusCode).toBe(403);
    expect((await me(karen.AccessToken)).Roles).toEqual([]);
    expect(await accesses(karen.AccessToken)).toEqual([]);
    expect(await accesses(tokens.parent)).toEqual([]);
    // The inviter keeps their own children.
    expect(await children(tokens.parent)).toEqual(sorted([api.world.wallets.emma, api.world.wallets.oliver]));
    expect((await removeAccess(tokens.parent, entry?.ID ?? '')).statusCode).toBe(404);
  });
});

describe('refusals', () => {
  it('refuses a duplicate invitation with the alert\'s message and sends no second e-mail', async () => {
    expect((await invite(tokens.parent, 'bror@example.dk')).statusCode).toBe(200);
    const duplicate = await invite(tokens.parent, 'Bror@example.dk');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ StatusCode: 409, message: 'User already exists' });
    expect(await count("SELECT count(*)::int AS count FROM message_log WHERE email = 'bror@example.dk'")).toBe(1);
    expect((await devMail()).filter((mail) => mail.To === 'bror@example.dk')).toHaveLength(1);
    expect((await openInvitations(tokens.parent)).filter((open) => open.Email === 'bror@example.dk')).toHaveLength(1);
  });

  it('refuses inviting yourself, a caller without children of their own, and an address that is not one', async () => {
    expect((await invite(tokens.parent, DEMO_USERS.parent.email)).statusCode).toBe(400);
    expect((await invite(tokens.dev, 'someone@example.dk')).statusCode).toBe(403);
    expect((await invite(tokens.parent, 'not-an-address')).statusCode).toBe(400);
    expect(await count("SELECT count(*)::int AS count FROM access_invitations WHERE email IN ('parent@demo.dk', 'someone@example.dk')")).toBe(0);
  });

  it('refuses a link to a site that is not the platform\'s, and sends nothing', async () => {
    const response = await invite(tokens.parent, 'phish@example.dk', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
    expect(response.statusCode).toBe(400);
    expect(await count("SELECT count(*)::int AS count FROM message_log WHERE email = 'phish@example.dk'")).toBe(0);
  });

  it('writes the e-mail in English when the inviter\'s language is English', async () => {
    expect((await invite(tokens.parent, 'granny@example.com', { language: 'en' })).statusCode).toBe(200);
    const mail = (await devMail()).find((message) => message.To === 'granny@example.com');
    expect(mail?.Subject).toBe('Mette Jensen has invited you');
    expect(mail?.Text).toContain('the wallets of Emma and Oliver');
  });

  it("keeps another family's guardian from seeing or withdrawing your invitations", async () => {
    const mine = (await openInvitations(tokens.parent)).find((open) => open.Email === 'bror@example.dk');
    expect(mine).toBeDefined();
    expect(await openInvitations(tokens.kkpay)).toEqual([]);
    expect((await removeUser(tokens.kkpay, mine?.Token ?? '')).statusCode).toBe(404);
    expect((await openInvitations(tokens.parent)).map((open) => open.Token)).toContain(mine?.Token);
  });

  it('withdraws an invitation: the link stops working and the invitation leaves the list', async () => {
    expect((await invite(tokens.parent, 'onkel@example.dk')).statusCode).toBe(200);
    const { secret } = await secretFor('onkel@example.dk');
    const open = (await openInvitations(tokens.parent)).find((candidate) => candidate.Email === 'onkel@example.dk');
    expect((await removeUser(tokens.parent, open?.Token ?? '')).statusCode).toBe(204);
    expect((await openInvitations(tokens.parent)).map((candidate) => candidate.Email)).not.toContain('onkel@example.dk');
    expect((await invitationInfo(secret)).json()).toMatchObject({ StatusCode: 410, message: 'Invitation withdrawn' });
    expect((await register(secret, 'Onkel Jensen', 'Onkel-2026x')).statusCode).toBe(410);
    expect(await count("SELECT count(*)::int AS count FROM users WHERE email = 'onkel@example.dk'")).toBe(0);
    expect((await removeUser(tokens.parent, open?.Token ?? '')).statusCode).toBe(404);
    // Withdrawn, it may be sent again (resend = remove, add).
    expect((await invite(tokens.parent, 'onkel@example.dk')).statusCode).toBe(200);
  });

  it('lets an existing user accept only as the invited e-mail, and then takes back only what was given', async () => {
    expect((await invite(tokens.parent, DEMO_USERS.kkpayParent.email)).statusCode).toBe(200);
    const { secret } = await secretFor(DEMO_USERS.kkpayParent.email);
    expect(InvitationInfo.parse((await invitationInfo(secret)).json()).HasAccount).toBe(true);
    // The e-mail has an account: signing up again is refused with the alert's message.
    expect((await register(secret, 'Lars Nielsen', 'Another-2026x')).json()).toMatchObject({ StatusCode: 409, message: 'User already exists' });
    // Someone else holding the link cannot use it.
    const wrong = await accept(tokens.dev, secret);
    expect(wrong.statusCode).toBe(403);
    expect(await children(tokens.dev)).toEqual([api.world.wallets.dev]);

    const rolesBefore = sorted((await me(tokens.kkpay)).Roles);
    const accepted = await accept(tokens.kkpay, secret);
    expect(accepted.statusCode).toBe(200);
    expect(AcceptInvitationResponse.parse(accepted.json()).Children).toEqual(['Emma', 'Oliver']);
    const { emma, oliver, freja } = api.world.wallets;
    expect(await children(tokens.kkpay)).toEqual(sorted([emma, oliver, freja]));
    // Only what the inviter's family adds: its terms the receiver lacked, no staff role.
    const parentRoles = (await me(tokens.parent)).Roles;
    expect(sorted((await me(tokens.kkpay)).Roles)).toEqual(sorted([...new Set([...rolesBefore, ...guardianRolesFor(parentRoles)])]));

    // The receiver may end it too; they keep their own child and their own roles.
    const [received] = await accesses(tokens.kkpay);
    expect(received?.Direction).toBe('Received');
    expect((await removeAccess(tokens.kkpay, received?.ID ?? '')).statusCode).toBe(204);
    expect(await children(tokens.kkpay)).toEqual([freja]);
    expect(sorted((await me(tokens.kkpay)).Roles)).toEqual(rolesBefore);
  });

  it('hands a guardian row on when two guardians share the same children with one person', async () => {
    // A second guardian of the Jensens in their own right (as a school's registration would make one).
    await api.db.query('INSERT INTO wallet_group_guardians (wallet_group_id, user_id) VALUES ($1, $2)', [api.world.walletGroups.jensen, api.world.users.dev]);
    expect((await invite(tokens.parent, 'moster@example.dk')).statusCode).toBe(200);
    const fromParent = (await secretFor('moster@example.dk')).secret;
    expect((await invite(tokens.dev, 'moster@example.dk')).statusCode).toBe(200);
    const fromDev = (await secretFor('moster@example.dk')).secret;
    expect(fromDev).not.toBe(fromParent);
    const signedUp = LoginResponse.parse((await register(fromParent, 'Moster Hansen', 'Solsikke-2026x')).json());
    // Once she shares the Jensens, a new invitation from either is a duplicate.
    expect((await invite(tokens.dev, 'moster@example.dk')).json()).toMatchObject({ message: 'User already exists' });
    expect((await accept(signedUp.AccessToken, fromDev)).statusCode).toBe(200);

    const { emma, oliver } = api.world.wallets;
    const received = await accesses(signedUp.AccessToken);
    expect(received.map((entry) => entry.Name).sort()).toEqual(['Dev Eloper', 'Mette Jensen']);
    const first = received.find((entry) => entry.Name === 'Mette Jensen');
    expect((await removeAccess(tokens.parent, first?.ID ?? '')).statusCode).toBe(204);
    // Dev's access still covers the Jensens: the children and the roles stay.
    expect(await children(signedUp.AccessToken)).toEqual(sorted([emma, oliver]));
    expect(sorted((await me(signedUp.AccessToken)).Roles)).toEqual(guardianRolesFor((await me(tokens.parent)).Roles));
    const second = (await accesses(signedUp.AccessToken))[0];
    expect((await removeAccess(signedUp.AccessToken, second?.ID ?? '')).statusCode).toBe(204);
    expect(await children(signedUp.AccessToken)).toEqual([]);
    expect((await me(signedUp.AccessToken)).Roles).toEqual([]);
    await api.db.query('DELETE FROM wallet_group_guardians WHERE wallet_group_id = $1 AND user_id = $2', [api.world.walletGroups.jensen, api.world.users.dev]);
  });

  it('limits sign-up attempts like the login', async () => {
    const guess = (index: number) =>
      api.app.inject({ method: 'POST', url: '/api/Account/Register', remoteAddress: `10.9.0.${index}`, payload: { Name: 'Gæt', Password: 'Guess-2026x', Token: 'B'.repeat(43) } });
    for (let attempt = 1; attempt <= 5; attempt++) expect((await guess(attempt)).statusCode).toBe(404);
    expect((await guess(6)).statusCode).toBe(429);
  });

  it('refuses an expired link, and sign-up with it creates nothing', async () => {
    expect((await invite(tokens.parent, 'faster@example.dk')).statusCode).toBe(200);
    const { secret } = await secretFor('faster@example.dk');
    clock.advanceMinutes(7 * 24 * 60 - 1);
    expect((await invitationInfo(secret)).statusCode).toBe(200);
    clock.advanceMinutes(1);
    expect((await invitationInfo(secret)).json()).toMatchObject({ StatusCode: 410, message: 'Invitation expired' });
    expect((await register(secret, 'Faster Jensen', 'Faster-2026x')).statusCode).toBe(410);
    expect(await count("SELECT count(*)::int AS count FROM users WHERE email = 'faster@example.dk'")).toBe(0);
    // Expired, it is no longer in the list, and the e-mail may be invited again.
    tokens = await signIn();
    expect((await openInvitations(tokens.parent)).map((open) => open.Email)).not.toContain('faster@example.dk');
    expect((await invite(tokens.parent, 'faster@example.dk')).statusCode).toBe(200);
  });
});
