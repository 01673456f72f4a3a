import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { REQUEST_INVALID_MESSAGE } from '../core/errors';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../http/error-handler';
import { bearer, buildTestApp, loginAs } from '../test-support/app';
import { createTestDatabase, worldOf, type TestDatabase } from '../test-support/db';
import { orderPayload } from '../test-support/payments';

/**
 * The database goes away under a running API (PGlite closed; on PostgreSQL the database
 * dropped, its connections cut): every route that needs it answers 503 with Retry-After,
 * not 500, and the API itself keeps answering.
 */
jest.setTimeout(120_000);

let database: TestDatabase;
let app: FastifyInstance;
let token = '';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({ db: database.db });
  token = (await loginAs(app, 'parent')).AccessToken;
}, 180_000);

afterAll(async () => {
  await app.close();
  // PGlite is closed already (closing it again throws); on PostgreSQL the pool ends and the database is gone.
  await database.dispose().catch(() => undefined);
});

/** Takes the database away as an outage would. */
async function loseTheDatabase(): Promise<void> {
  if (database.engine === 'pglite') {
    await database.db.close();
    return;
  }
  const { rows } = await database.db.query<{ name: string }>('SELECT current_database() AS name');
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE ${rows[0]?.name ?? ''} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

it('answers 503 with Retry-After on every route that needs the database once it is gone', async () => {
  const world = worldOf(database);
  const before = await app.inject({ method: 'GET', url: '/api/Account/Me', headers: bearer(token) });
  expect(before.statusCode).toBe(200);

  await loseTheDatabase();

  const calls = [
    { method: 'GET', url: '/api/Account/Me', headers: bearer(token) },
    { method: 'GET', url: `/api/Wallet/Detail?walletID=${world.wallets.emma}`, headers: bearer(token) },
    {
      method: 'POST',
      url: '/V2/Payment/ReserveTransaction',
      headers: { ...bearer(token), 'idempotency-key': 'while-the-database-is-gone' },
      payload: orderPayload(world, { wallet: world.wallets.emma, customer: world.customers.solbakkeSkole, lines: [{ product: 'bottle', quantity: 1 }] }),
    },
    { method: 'POST', url: '/api/Account/Login', headers: { 'x-application': 'wallet' }, payload: { Email: 'parent@demo.dk', Password: 'Demo-1234' } },
    { method: 'GET', url: '/api/Landing' },
    { method: 'GET', url: '/api/health' },
  ] as const;
  const answers = [];
  for (const call of calls) {
    const response = await app.inject(call);
    answers.push({ call: `${call.method} ${call.url}`, status: response.statusCode, retryAfter: response.headers['retry-after'], body: response.json<{ StatusCode: number }>() });
  }
  for (const answer of answers) {
    expect(answer).toEqual({
      call: answer.call,
      status: 503,
      retryAfter: String(UNAVAILABLE_RETRY_AFTER_SECONDS),
      body: { StatusCode: 503, message: 'Service unavailable', reason: expect.any(String) },
    });
  }

  // What needs no database still answers as before: a refused request, a route that does not exist.
  const invalid = await app.inject({ method: 'POST', url: '/api/Account/Login', headers: { 'x-application': 'wallet' }, payload: { Email: 'a\u0000', Password: 'x' } });
  expect(invalid.statusCode).toBe(400);
  expect(invalid.json()).toMatchObject({ message: REQUEST_INVALID_MESSAGE });
  expect((await app.inject({ method: 'GET', url: '/api/NoSuchRoute' })).statusCode).toBe(404);
});
