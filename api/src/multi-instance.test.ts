import type { FastifyInstance } from 'fastify';
import type { Db } from './db/db';
import { DEMO_PASSWORD } from './seed/demo-users';
import { bearer, loginAs, useApiHarness } from './test-support/app';
import type { TestDatabase } from './test-support/db';

/**
 * Two API instances, each with its own connection (pool) to one database, as when
 * several processes serve PostgreSQL. On PGlite, one in-process database, both instances
 * share its single connection; the instances themselves still share nothing.
 */
let database: TestDatabase;
let secondDb: Db;
let first: FastifyInstance;
let second: FastifyInstance;

const api = useApiHarness({ secondInstance: true });
beforeAll(() => ({ database, secondDb, app: first, second } = api));

it('runs the two instances on separate connections when the engine has them', () => {
  if (database.engine === 'postgres') expect(secondDb).not.toBe(database.db);
  else expect(secondDb).toBe(database.db);
});

it('accepts a token from one instance on the other', async () => {
  const { AccessToken } = await loginAs(first, 'parent');
  const response = await second.inject({ method: 'GET', url: '/api/Onboarding/GetChildren', headers: bearer(AccessToken) });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toHaveLength(2);
});

it('ends a session on every instance when it signs out on one', async () => {
  const { AccessToken } = await loginAs(first, 'kkpayParent');
  expect((await second.inject({ method: 'POST', url: '/api/Account/Logout', headers: bearer(AccessToken) })).statusCode).toBe(204);
  expect((await first.inject({ method: 'GET', url: '/api/Account/Me', headers: bearer(AccessToken) })).statusCode).toBe(401);
});

it('counts failed logins across instances', async () => {
  const attempt = (app: FastifyInstance, password: string) =>
    app.inject({ method: 'POST', url: '/api/Account/Login', payload: { Email: 'dev@demo.dk', Password: password } });
  for (const app of [first, second, first, second, first]) expect((await attempt(app, 'Wrong-1234')).statusCode).toBe(401);
  expect((await attempt(second, DEMO_PASSWORD)).statusCode).toBe(429);
});

it('serves concurrent requests from both instances', async () => {
  const { AccessToken } = await loginAs(second, 'parent');
  const responses = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      (index % 2 === 0 ? first : second).inject({ method: 'GET', url: '/api/Account/Me', headers: bearer(AccessToken) }),
    ),
  );
  expect(responses.map((response) => response.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
});
