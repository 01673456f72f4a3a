import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { apiRoot } from '../../db/paths';
import { openPglite } from '../../db/pglite';
import { openPostgres } from '../../db/postgres';
import { seedDemoWorldIfEmpty, type DemoWorldIds } from '../../seed/seed';
import { buildTestApp, loginAs } from '../../test-support/app';
import { testEngine } from '../../test-support/db';
import { pgliteClassOutsideSandbox } from '../../test-support/pglite-outside-sandbox';
import { deposit, orderPayload, paymentCall, terminalPurchase } from '../../test-support/payments';

jest.setTimeout(60_000);

/**
 * `pnpm ledger:verify` run as a separate process on a database this test prepared: it
 * passes on a ledger built by the API, and fails, saying what is wrong, on one corrupted
 * on purpose (by switching the protecting triggers off in that database only).
 */
interface VerifiableDatabase {
  open(): Promise<Db>;
  env: NodeJS.ProcessEnv;
  dispose(): Promise<void>;
}

async function postgresDatabase(): Promise<VerifiableDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const name = `kk_verify_${randomBytes(6).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    open: () => openPostgres({ connectionString: url.toString(), maxConnections: 3 }),
    env: { DATABASE_URL: url.toString() },
    async dispose() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

async function pgliteDatabase(): Promise<VerifiableDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kk-verify-'));
  return {
    open: () => openPglite({ dataDir, PGliteClass: pgliteClassOutsideSandbox() }),
    env: { DATABASE_URL: '', DATA_DIR: dataDir },
    dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

function verify(database: VerifiableDatabase): { status: number | null; output: string } {
  const script = path.join(apiRoot(), 'scripts', 'ledger-verify.mjs');
  const run = spawnSync(process.execPath, [script], { env: { ...process.env, ...database.env }, encoding: 'utf8', timeout: 30_000 });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** The API moves money the ways it can: reservations, completions, a refund, canteen sales, an open hold. */
async function moveMoney(db: Db, world: DemoWorldIds): Promise<void> {
  const app = await buildTestApp({ db });
  try {
    const { AccessToken } = await loginAs(app, 'parent');
    await deposit(db, world.wallets.emma, 20_000);
    const order = (quantity: number, autoComplete: boolean) =>
      orderPayload(world, {
        wallet: world.wallets.emma,
        customer: world.customers.solbakkeSkole,
        lines: [{ product: 'bottle', quantity }],
        autoComplete,
      });
    const done = (await paymentCall(app, AccessToken, '/V2/Payment/ReserveTransaction', order(2, true))).json<{ ID: string }>();
    await paymentCall(app, AccessToken, '/V2/Payment/RefundTransaction', { ID: done.ID, Products: [{ ID: world.moneyCore.products.bottle, Quantity: 1 }] });
    const reserved = (await paymentCall(app, AccessToken, '/V2/Payment/ReserveTransaction', order(3, false))).json<{ ID: string }>();
    await paymentCall(app, AccessToken, '/V1/payment/CompleteTransaction', { ID: reserved.ID });
    await paymentCall(app, AccessToken, '/V2/Payment/ReserveTransaction', order(1, false));
    await terminalPurchase(app, { CardDisplayNumber: '1000 0001', Amount: 35 });
    await terminalPurchase(app, { CardDisplayNumber: '1000 0002', Amount: 5 });
  } finally {
    await app.close();
  }
}

let database: VerifiableDatabase;

beforeAll(async () => {
  database = testEngine() === 'postgres' ? await postgresDatabase() : await pgliteDatabase();
  const db = await database.open();
  try {
    await migrate(db);
    const world = await seedDemoWorldIfEmpty(db);
    if (world === null) throw new Error('the fresh database was not seeded');
    await moveMoney(db, world);
  } finally {
    await db.close();
  }
});

afterAll(() => database.dispose());

it('passes on a ledger the API built', () => {
  const { status, output } = verify(database);
  expect(output).toContain('All 10 invariants hold.');
  expect(status).toBe(0);
});

it('fails, saying what is wrong, on a ledger corrupted on purpose', async () => {
  const db = await database.open();
  try {
    // Only an owner who switches the protecting triggers off can do this.
    await db.exec(`
      ALTER TABLE ledger_postings DISABLE TRIGGER USER;
      UPDATE ledger_postings SET amount_ore = amount_ore + 100 WHERE id = (SELECT min(id) FROM ledger_postings);
      ALTER TABLE ledger_postings ENABLE TRIGGER USER;
      ALTER TABLE ledger_accounts DROP CONSTRAINT wallet_available_not_negative;
      UPDATE ledger_accounts SET held_ore = balance_ore + 1
       WHERE id = (SELECT account_id FROM ledger_holds WHERE status = 'open' LIMIT 1);
      INSERT INTO ledger_holds (account_id, amount_ore, created_at, expires_at)
        SELECT id, 1, now() - interval '2 hours', now() - interval '1 hour' FROM ledger_accounts WHERE kind = 'wallet' LIMIT 1;
    `);
  } finally {
    await db.close();
  }
  const { status, output } = verify(database);
  expect(status).toBe(1);
  expect(output).toContain('BROKEN  every ledger transaction sums to zero');
  expect(output).toContain("BROKEN  every wallet's balance equals the sum of its postings");
  expect(output).toContain('BROKEN  all the money in the ledger sums to zero');
  expect(output).toContain("BROKEN  every wallet's held amount equals its open holds");
  expect(output).toContain('BROKEN  no wallet has a negative balance or a negative available amount');
  expect(output).toContain('BROKEN  no hold is open past its expiry and grace');
});
