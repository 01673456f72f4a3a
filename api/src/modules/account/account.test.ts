import { APPLICATION_HEADER, LoginResponse, MeResponse } from '@kk/contracts';
import type { FastifyInstance } from 'fastify';
import { defaultConfig } from '../../config';
import { bearer, buildTestApp, loginAs, TestClock, useApiHarness } from '../../test-support/app';
import type { TestDatabase } from '../../test-support/db';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo-users';
import { hashAccessToken } from './access-token';
import { LOGIN_FAILED_MESSAGE } from './service';
import { purgeEndedSessions } from './session-purge';

let database: TestDatabase;
let clock: TestClock;
let app: FastifyInstance;

const api = useApiHarness({ app: false });
beforeAll(() => ({ database } = api));

beforeEach(async () => {
  await database.db.query('DELETE FROM login_attempts');
  clock = new TestClock(new Date());
  app = await buildTestApp({ db: database.db, clock });
});

afterEach(() => app.close());

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/Account/Login', headers, payload: { Email: email, Password: password } });

const me = (token: string) => app.inject({ method: 'GET', url: '/api/Account/Me', headers: bearer(token) });

describe('POST /api/Account/Login', () => {
  it('signs in with the demo password and answers the token, expiry and user', async () => {
    const response = await login('parent@demo.dk', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = LoginResponse.parse(response.json());
    expect(body.AccessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.User).toMatchObject({ Name: 'Mette Jensen', Email: 'parent@demo.dk' });
    expect([...body.User.Roles].sort()).toEqual([...DEMO_USERS.parent.roles].sort());
    expect(new Date(body.ExpiresAt).getTime()).toBe(clock.now().getTime() + defaultConfig.session.absoluteTimeoutMs);
  });

  it('finds the user whatever the case of the e-mail', async () => {
    expect((await login('  Parent@Demo.DK ', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 401 with the same message for a wrong password and an unknown e-mail', async () => {
    const wrongPassword = await login('parent@demo.dk', 'Wrong-1234');
    const unknownEmail = await login('nobody@demo.dk', DEMO_PASSWORD);
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json()).toMatchObject({ StatusCode: 401, message: LOGIN_FAILED_MESSAGE });
  });

  it('answers 400 Request is invalid for a body without a password', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/Account/Login', payload: { Email: 'parent@demo.dk' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ StatusCode: 400, message: 'Request is invalid' });
    expect(response.json().reason).toMatch(/Password/);
  });

  it('answers 400 Request is invalid for malformed JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/Account/Login',
      headers: { 'content-type': 'application/json' },
      payload: '{"Email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ StatusCode: 400, message: 'Request is invalid' });
  });

  it('never stores the token itself, only its SHA-256 hash', async () => {
    const { AccessToken } = await loginAs(app, 'parent');
    const { rows } = await database.db.query<Record<string, unknown>>(
      'SELECT * FROM sessions WHERE token_hash = $1',
      [hashAccessToken(AccessToken)],
    );
    expect(rows).toHaveLength(1);
    const { rows: everything } = await database.db.query<{ row: string }>('SELECT s::text AS row FROM sessions s');
    expect(everything.some((row) => row.row.includes(AccessToken))).toBe(false);
  });
});

describe('login rate limit', () => {
  it('answers 429 after five failures for one e-mail, even with the right password', async () => {
    for (let attempt = 0; attempt < 5; attempt++) expect((await login('parent@demo.dk', 'Wrong-1234')).statusCode).toBe(401);
    const blocked = await login('parent@demo.dk', DEMO_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ StatusCode: 429 });
  });

  it('opens again when the window has passed', async () => {
    for (let attempt = 0; attempt < 5; attempt++) await login('parent@demo.dk', 'Wrong-1234');
    clock.advanceMinutes(16);
    expect((await login('parent@demo.dk', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('clears the e-mail counter on a successful login', async () => {
    for (let attempt = 0; attempt < 4; attempt++) await login('parent@demo.dk', 'Wrong-1234');
    expect((await login('parent@demo.dk', DEMO_PASSWORD)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 4; attempt++) expect((await login('parent@demo.dk', 'Wrong-1234')).statusCode).toBe(401);
    expect((await login('parent@demo.dk', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('limits one client address trying many accounts (X-Forwarded-For from the local proxy)', async () => {
    const strict = await buildTestApp({
      db: database.db,
      clock,
      config: { ...defaultConfig, loginRateLimit: { ...defaultConfig.loginRateLimit, maxFailuresPerIp: 3 } },
    });
    const from = (ip: string, email: string) =>
      strict.inject({
        method: 'POST',
        url: '/api/Account/Login',
        headers: { 'x-forwarded-for': ip },
        payload: { Email: email, Password: 'Wrong-1234' },
      });
    for (const email of ['a@demo.dk', 'b@demo.dk', 'c@demo.dk']) expect((await from('203.0.113.7', email)).statusCode).toBe(401);
    expect((await from('203.0.113.7', 'd@demo.dk')).statusCode).toBe(429);
    expect((await from('203.0.113.8', 'd@demo.dk')).statusCode).toBe(401);
    await strict.close();
  });
});

describe('application gate (x-application)', () => {
  it('refuses the partner site to a user without PartnerSite, with 403', async () => {
    const response = await login('parent@demo.dk', DEMO_PASSWORD, { [APPLICATION_HEADER]: 'partner' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ StatusCode: 403 });
  });

  it('refuses the support tool to partner staff', async () => {
    expect((await login('partner@demo.dk', DEMO_PASSWORD, { [APPLICATION_HEADER]: 'support' })).statusCode).toBe(403);
  });

  it('lets partner staff into the partner site and support staff into the support tool', async () => {
    expect((await login('partner@demo.dk', DEMO_PASSWORD, { [APPLICATION_HEADER]: 'partner' })).statusCode).toBe(200);
    expect((await login('support@demo.dk', DEMO_PASSWORD, { [APPLICATION_HEADER]: 'support' })).statusCode).toBe(200);
  });

  it('treats a missing header as the wallet site and rejects an unknown application', async () => {
    expect((await login('partner@demo.dk', DEMO_PASSWORD)).statusCode).toBe(200);
    const unknown = await login('parent@demo.dk', DEMO_PASSWORD, { [APPLICATION_HEADER]: 'admin' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: 'Request is invalid' });
  });

  it('remembers the application in the session', async () => {
    const { AccessToken } = await loginAs(app, 'partner', 'partner');
    const { rows } = await database.db.query<{ application: string }>('SELECT application FROM sessions WHERE token_hash = $1', [
      hashAccessToken(AccessToken),
    ]);
    expect(rows[0]?.application).toBe('partner');
  });
});

describe('sessions', () => {
  it('GET /api/Account/Me answers the user, their customers and the expiry', async () => {
    const login = await loginAs(app, 'parent');
    const response = await me(login.AccessToken);
    expect(response.statusCode).toBe(200);
    const body = MeResponse.parse(response.json());
    expect(body).toMatchObject({ ID: login.User.ID, Name: 'Mette Jensen', ExpiresAt: login.ExpiresAt });
    expect(body.Customers.map((customer) => customer.Name)).toEqual(['Solbakke Skole']);
  });

  it('ends after 60 idle minutes', async () => {
    const { AccessToken } = await loginAs(app, 'parent');
    clock.advanceMinutes(59);
    expect((await me(AccessToken)).statusCode).toBe(200);
    clock.advanceMinutes(61);
    const expired = await me(AccessToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ StatusCode: 401 });
  });

  it('slides the idle expiry with every request', async () => {
    const { AccessToken } = await loginAs(app, 'parent');
    for (let step = 0; step < 4; step++) {
      clock.advanceMinutes(45);
      expect((await me(AccessToken)).statusCode).toBe(200);
    }
  });

  it('ends 12 hours after login however active it is', async () => {
    const { AccessToken, ExpiresAt } = await loginAs(app, 'parent');
    for (let step = 0; step < 15; step++) {
      clock.advanceMinutes(45);
      expect((await me(AccessToken)).statusCode).toBe(200);
    }
    clock.advanceMinutes(44);
    expect((await me(AccessToken)).statusCode).toBe(200);
    clock.advanceMinutes(2);
    expect(clock.now().getTime()).toBeGreaterThan(new Date(ExpiresAt).getTime());
    expect((await me(AccessToken)).statusCode).toBe(401);
  });

  it('honours configured timeouts', async () => {
    const short = await buildTestApp({
      db: database.db,
      clock,
      config: { ...defaultConfig, session: { idleTimeoutMs: 5 * 60_000, absoluteTimeoutMs: 60 * 60_000 } },
    });
    const login = await loginAs(short, 'parent');
    expect(new Date(login.ExpiresAt).getTime()).toBe(clock.now().getTime() + 60 * 60_000);
    clock.advanceMinutes(6);
    expect((await short.inject({ method: 'GET', url: '/api/Account/Me', headers: bearer(login.AccessToken) })).statusCode).toBe(401);
    await short.close();
  });

  it('POST /api/Account/Logout revokes the token at once', async () => {
    const { AccessToken } = await loginAs(app, 'parent');
    const logout = await app.inject({ method: 'POST', url: '/api/Account/Logout', headers: bearer(AccessToken) });
    expect(logout.statusCode).toBe(204);
    expect((await me(AccessToken)).statusCode).toBe(401);
  });

  it('keeps other sessions of the same user when one signs out', async () => {
    const first = await loginAs(app, 'parent');
    const second = await loginAs(app, 'parent');
    await app.inject({ method: 'POST', url: '/api/Account/Logout', headers: bearer(first.AccessToken) });
    expect((await me(second.AccessToken)).statusCode).toBe(200);
  });

  it('removes sessions a day after they ended (expired or signed out), and keeps the rest', async () => {
    const sessionExists = async (token: string) =>
      (await database.db.query('SELECT 1 FROM sessions WHERE token_hash = $1', [hashAccessToken(token)])).rows.length > 0;
    const idle = await loginAs(app, 'parent');
    const signedOut = await loginAs(app, 'parent');
    await app.inject({ method: 'POST', url: '/api/Account/Logout', headers: bearer(signedOut.AccessToken) });
    clock.advanceMinutes(23 * 60);
    const recent = await loginAs(app, 'parent');
    // 23 h later: the idle one ended 22 h ago and the signed-out one 23 h ago; both are kept.
    await purgeEndedSessions(database.db, clock);
    expect(await sessionExists(idle.AccessToken)).toBe(true);
    expect(await sessionExists(signedOut.AccessToken)).toBe(true);
    clock.advanceMinutes(3 * 60);
    expect(await purgeEndedSessions(database.db, clock)).toBeGreaterThanOrEqual(2);
    expect(await sessionExists(signedOut.AccessToken)).toBe(false);
    expect(await sessionExists(idle.AccessToken)).toBe(false);
    // The third ended (idle) only two hours ago: kept for now.
    expect(await sessionExists(recent.AccessToken)).toBe(true);
    expect((await me(idle.AccessToken)).statusCode).toBe(401);
  });

  it('answers 401 for a made-up token and for a malformed header', async () => {
    expect((await me('A'.repeat(43))).statusCode).toBe(401);
    const malformed = await app.inject({ method: 'GET', url: '/api/Account/Me', headers: { authorization: 'Basic abc' } });
    expect(malformed.statusCode).toBe(401);
  });
});
