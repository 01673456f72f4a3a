import { APPLICATION_HEADER } from '@kk/contracts';
import { PasswordResetMessage } from '@kk/domain';
import type { InjectOptions } from 'fastify';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUserKey } from '../../seed/demo-users';
import { bearer, TestClock, useApiHarness } from '../../test-support/app';

/**
 * The forgotten password (issue 28) on both engines: the request answers the same for any
 * e-mail and is limited like the login; the e-mail's link works once, for 30 minutes; a
 * reset sets the password and ends every session in one transaction, and only one of two
 * concurrent resets with the same link wins (over two instances on PostgreSQL).
 */
jest.setTimeout(120_000);

const clock = new TestClock(new Date('2026-03-11T10:00:00Z'));
const api = useApiHarness({ clock, secondInstance: true });

let address = 0;
/** A client address of its own per test, so the address limit of one test does not reach the next. */
const freshAddress = () => `10.28.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

function forgot(email: string, options: { ip: string; application?: string; language?: 'da' | 'en'; host?: string }) {
  const request: InjectOptions = {
    method: 'POST',
    url: '/api/Account/ForgotPassword',
    remoteAddress: options.ip,
    headers: { [APPLICATION_HEADER]: options.application ?? 'wallet', language: options.language ?? 'da', host: options.host ?? 'localhost:3000' },
    payload: { Email: email },
  };
  return api.app.inject(request);
}

const reset = (token: string, password: string, app = api.app) =>
  app.inject({ method: 'POST', url: '/api/Account/ResetPassword', payload: { Token: token, NewPassword: password } });

const login = (email: string, password: string) =>
  api.app.inject({ method: 'POST', url: '/api/Account/Login', remoteAddress: freshAddress(), headers: { [APPLICATION_HEADER]: 'wallet' }, payload: { Email: email, Password: password } });

async function keptMailsTo(email: string) {
  const { rows } = await api.db.query<{ subject: string; text_body: string; html_body: string }>(
    'SELECT subject, text_body, html_body FROM kept_mails WHERE to_address = $1 ORDER BY kept_order',
    [email],
  );
  return rows;
}

/** Asks for a link for a demo user and answers the token the e-mail carries, and the mail. */
async function linkFor(user: DemoUserKey, options: { application?: string; language?: 'da' | 'en'; host?: string } = {}) {
  const email = DEMO_USERS[user].email;
  const before = (await keptMailsTo(email)).length;
  const response = await forgot(email, { ip: freshAddress(), ...options });
  expect(response.statusCode).toBe(204);
  const mails = await keptMailsTo(email);
  expect(mails).toHaveLength(before + 1);
  const mail = mails[mails.length - 1];
  const link = /https?:\/\/\S+\/Account\/ResetPassword\?token=([A-Za-z0-9_-]{43})/.exec(mail?.text_body ?? '');
  if (!link?.[1] || !mail) throw new Error(`No reset link in the e-mail to ${email}`);
  return { token: link[1], link: link[0], mail };
}

const count = async (sql: string, params: unknown[] = []) => Number((await api.db.query<{ n: number | string }>(sql, params)).rows[0]?.n ?? 0);

it('mails a known e-mail a link to the asking site whose token works once, sets the password and ends every session', async () => {
  const email = DEMO_USERS.parent.email;
  const before = await login(email, DEMO_PASSWORD);
  expect(before.statusCode).toBe(200);
  const oldToken = before.json<{ AccessToken: string }>().AccessToken;

  const { token, link, mail } = await linkFor('parent');
  expect(link.startsWith('http://localhost:3000/Account/ResetPassword?token=')).toBe(true);
  expect(mail.subject).toBe('Nulstil din adgangskode');
  expect(mail.text_body).toContain('30 minutter');
  // Only the token's SHA-256 is stored; the message log keeps the text without the link.
  expect(await count('SELECT count(*) AS n FROM password_resets WHERE token_hash = $1', [token])).toBe(0);
  expect(await count("SELECT count(*) AS n FROM message_log WHERE kind = 'password_reset' AND body LIKE '%' || $1 || '%'", [token])).toBe(0);
  expect(await count("SELECT count(*) AS n FROM message_log WHERE kind = 'password_reset' AND email = $1", [email])).toBe(1);

  const writes = async () => [
    await count('SELECT count(*) AS n FROM message_log'),
    await count('SELECT count(*) AS n FROM login_attempts'),
    await count('SELECT count(*) AS n FROM password_resets'),
    await count('SELECT count(*) AS n FROM sessions'),
  ];
  const writesBefore = await writes();
  const done = await reset(token, 'Ny-Kode-2026');
  expect(done.statusCode).toBe(204);
  expect(done.body).toBe('');
  // A successful reset writes nothing else: no message, no attempt, no link, no session.
  expect(await writes()).toEqual(writesBefore);

  expect((await login(email, DEMO_PASSWORD)).statusCode).toBe(401);
  expect((await login(email, 'Ny-Kode-2026')).statusCode).toBe(200);
  // The access token issued before the reset answers 401.
  expect((await api.app.inject({ method: 'GET', url: '/api/Account/Me', headers: bearer(oldToken) })).statusCode).toBe(401);

  // The link is used: a second reset is refused and changes nothing.
  const again = await reset(token, 'Tredje-Kode-2026');
  expect(again.statusCode).toBe(400);
  expect(again.json()).toMatchObject({ StatusCode: 400, message: PasswordResetMessage.LinkNotValid });
  expect((await login(email, 'Ny-Kode-2026')).statusCode).toBe(200);
});

it('answers an unknown e-mail byte for byte as a known one, and sends no mail', async () => {
  const known = await forgot(DEMO_USERS.kkpayParent.email, { ip: freshAddress() });
  const mailsBefore = await count('SELECT count(*) AS n FROM kept_mails');
  const logBefore = await count('SELECT count(*) AS n FROM message_log');
  const resetsBefore = await count('SELECT count(*) AS n FROM password_resets');
  const unknown = await forgot('nobody-here@example.dk', { ip: freshAddress() });

  expect(unknown.statusCode).toBe(known.statusCode);
  expect(unknown.statusCode).toBe(204);
  expect(unknown.rawPayload.equals(known.rawPayload)).toBe(true);
  const withoutDate = (headers: Record<string, unknown>) => Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'date'));
  expect(withoutDate(unknown.headers)).toEqual(withoutDate(known.headers));
  expect(await count('SELECT count(*) AS n FROM kept_mails')).toBe(mailsBefore);
  expect(await count('SELECT count(*) AS n FROM message_log')).toBe(logBefore);
  expect(await count('SELECT count(*) AS n FROM password_resets')).toBe(resetsBefore);
});

it("writes the e-mail in the user's language, with the partner site's origin when the partner site asked", async () => {
  // tester@demo.dk has no language yet: the request's language decides.
  const { link, mail } = await linkFor('tester', { application: 'partner', language: 'en', host: 'localhost:3001' });
  expect(link.startsWith('http://localhost:3001/Account/ResetPassword?token=')).toBe(true);
  expect(mail.subject).toBe('Reset your password');
  expect(mail.text_body).toContain('30 minutes and only once');
  expect(await count("SELECT count(*) AS n FROM password_resets r JOIN users u ON u.id = r.user_id WHERE u.email = $1 AND r.application = 'partner'", [DEMO_USERS.tester.email])).toBe(1);
});

it('refuses a site that is not the platform’s and an unknown application', async () => {
  expect((await forgot(DEMO_USERS.dev.email, { ip: freshAddress(), host: 'evil.example.com' })).statusCode).toBe(400);
  expect((await forgot(DEMO_USERS.dev.email, { ip: freshAddress(), application: 'shop' })).statusCode).toBe(400);
  expect(await keptMailsTo(DEMO_USERS.dev.email)).toHaveLength(0);
});

it('refuses an expired link (after 30 minutes) and an unknown one', async () => {
  const { token } = await linkFor('staff');
  clock.advanceMinutes(31);
  const expired = await reset(token, 'Ny-Kode-2026');
  expect(expired.statusCode).toBe(400);
  expect(expired.json()).toMatchObject({ StatusCode: 400, message: PasswordResetMessage.LinkNotValid });
  expect((await reset('A'.repeat(43), 'Ny-Kode-2026')).statusCode).toBe(400);
  expect((await login(DEMO_USERS.staff.email, DEMO_PASSWORD)).statusCode).toBe(200);
});

it('refuses a weak password and changes nothing: the link still works', async () => {
  const email = DEMO_USERS.careStaff.email;
  const session = (await login(email, DEMO_PASSWORD)).json<{ AccessToken: string }>().AccessToken;
  const { token } = await linkFor('careStaff');
  const hashBefore = (await api.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = $1', [email])).rows[0]?.password_hash;

  for (const weak of ['kort1', 'password123', 'ingencifre', 'Pleje-Kode-2026']) {
    const refused = await reset(token, weak);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ StatusCode: 400, message: PasswordResetMessage.PasswordNotAccepted });
  }
  const hashAfter = (await api.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = $1', [email])).rows[0]?.password_hash;
  expect(hashAfter).toBe(hashBefore);
  expect((await api.app.inject({ method: 'GET', url: '/api/Account/Me', headers: bearer(session) })).statusCode).toBe(200);
  expect(await count('SELECT count(*) AS n FROM password_resets WHERE used_at IS NOT NULL AND user_id = (SELECT id FROM users WHERE email = $1)', [email])).toBe(0);

  expect((await reset(token, 'Sommer-Kode-2026')).statusCode).toBe(204);
});

it('lets exactly one of two concurrent resets with the same link win', async () => {
  const email = DEMO_USERS.kkpayNew.email;
  const { token } = await linkFor('kkpayNew');
  const answers = await Promise.all([reset(token, 'Foerste-Kode-2026', api.app), reset(token, 'Anden-Kode-2026', api.second)]);
  const statuses = answers.map((answer) => answer.statusCode).sort();
  expect(statuses).toEqual([204, 400]);
  const winner = answers[0]?.statusCode === 204 ? 'Foerste-Kode-2026' : 'Anden-Kode-2026';
  const loser = winner === 'Foerste-Kode-2026' ? 'Anden-Kode-2026' : 'Foerste-Kode-2026';
  expect((await login(email, winner)).statusCode).toBe(200);
  expect((await login(email, loser)).statusCode).toBe(401);
});

it('limits the requests like the login: per e-mail and per client address, with the login’s 429', async () => {
  const email = DEMO_USERS.randersStaff.email;
  const ip = freshAddress();
  for (let index = 0; index < 5; index += 1) expect((await forgot(email, { ip: freshAddress() })).statusCode).toBe(204);
  const perEmail = await forgot(email, { ip });
  expect(perEmail.statusCode).toBe(429);
  expect(perEmail.json()).toMatchObject({ StatusCode: 429, message: 'Too many requests' });
  expect(await keptMailsTo(email)).toHaveLength(5);

  // One address asking for many e-mails (unknown ones too) is stopped at the address limit.
  const busy = freshAddress();
  for (let index = 0; index < 50; index += 1) expect((await forgot(`guess-${index}@example.dk`, { ip: busy })).statusCode).toBe(204);
  const perAddress = await forgot('guess-last@example.dk', { ip: busy });
  expect(perAddress.statusCode).toBe(429);
  // The login's own 429 has the same shape.
  const loginLimited = await api.app.inject({ method: 'POST', url: '/api/Account/Login', remoteAddress: busy, payload: { Email: 'x@example.dk', Password: 'wrong-1' } });
  expect(loginLimited.statusCode).toBe(429);
  expect(Object.keys(loginLimited.json()).sort()).toEqual(Object.keys(perAddress.json()).sort());
  expect(loginLimited.json<{ message: string }>().message).toBe(perAddress.json<{ message: string }>().message);
});
