import { spawn } from 'node:child_process';
import path from 'node:path';
import { PaymentTransaction } from '@kk/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db';
import { apiRoot } from '../../db/paths';
import type { DemoWorldIds } from '../../seed/seed';
import { loginAs, TestClock, useApiHarness } from '../../test-support/app';
import { bundleForChildProcess } from '../../test-support/child-bundle';
import { testDatabaseUrl, verifyLedgerAt } from '../../test-support/ledger-verify';
import type { TestDatabase } from '../../test-support/db';
import { fundsOf, newKey, orderPayload, paymentCall, terminalPurchase, walletWithSchoolCard, paymentSweepDeps } from '../../test-support/payments';
import { expireHolds } from './hold-expiry';

/**
 * PostgreSQL only: real concurrency over several connections and API instances, and a
 * process killed between reserve and complete. After each, `pnpm ledger:verify` passes.
 */
jest.setTimeout(120_000);

let database: TestDatabase;
let first: FastifyInstance;
let second: FastifyInstance;
let world: DemoWorldIds;

const api = useApiHarness({ secondInstance: true });
beforeAll(() => ({ database, world, app: first, second } = api));

/** The test database's name, for the processes this test starts. */
let currentDatabaseName = '';
const databaseUrl = () => testDatabaseUrl(currentDatabaseName);
const verifyLedger = () => verifyLedgerAt(databaseUrl());

beforeAll(async () => {
  const { rows } = await database.db.query<{ name: string }>('SELECT current_database() AS name');
  currentDatabaseName = rows[0]?.name ?? '';
});

/** A wallet of its own at Solbakke Skole with a school card, holding exactly `amountOre`, in no family. */
const walletWithCard = (card: string, amountOre: number) => walletWithSchoolCard(database.db, world.customers.solbakkeSkole, card, amountOre);

const statusOf = (body: unknown) => PaymentTransaction.parse(body).Status.ID;

it('lets exactly 100 of 200 concurrent purchases through on a wallet holding money for 100, over two instances', async () => {
  const walletId = await walletWithCard('4000 0001', 100 * 500);
  const responses = await Promise.all(
    Array.from({ length: 200 }, (_, index) =>
      terminalPurchase(index % 2 === 0 ? first : second, { CardDisplayNumber: '4000 0001', Amount: 5, AllowDoubleAmount: true }),
    ),
  );
  const statuses = responses.map((response) => statusOf(response.json()));
  expect(statuses.filter((status) => status === 2)).toHaveLength(100);
  expect(responses.filter((response) => response.json<{ ErrorMessage: string | null }>().ErrorMessage === 'NoFund')).toHaveLength(100);
  expect(await fundsOf(database.db, walletId)).toEqual({ balanceOre: 0, heldOre: 0 });
  expect(verifyLedger().status).toBe(0);
});

it('lets exactly 100 of 200 concurrent online reservations hold money on a wallet holding money for 100', async () => {
  const walletId = await walletWithCard('4000 0002', 100 * 500);
  // The support tool may pay from any wallet.
  const { AccessToken } = await loginAs(first, 'support');
  // 200 different products of 5 kr: 200 different carts, so the double-order rule does not decide.
  const { rows: products } = await database.db.query<{ id: string }>(
    `INSERT INTO catalogue_products (customer_id, owner_kind, owner_id, name, price_ore)
     SELECT $1, 'webshop', $2, 'Klistermærke ' || n, 500 FROM generate_series(1, 200) AS n RETURNING id`,
    [world.customers.solbakkeSkole, world.moneyCore.salePoints.solbakkeWebshop],
  );
  const responses = await Promise.all(
    products.map((product, index) =>
      paymentCall(index % 2 === 0 ? first : second, AccessToken, '/V2/Payment/ReserveTransaction', {
        Restrictions: { UseRestrictionOverride: true, IgnoreWalletSettings: true, AllowPaymentWindow: false },
        Amounts: { '2': 5 },
        CustomerID: world.customers.solbakkeSkole,
        WalletID: walletId,
        Products: [{ ID: product.id, Quantity: 1, Price: 5 }],
      }),
    ),
  );
  const answers = responses.map((response) => PaymentTransaction.parse(response.json()));
  expect(answers.filter((answer) => answer.Status.ID === 1)).toHaveLength(100);
  expect(answers.filter((answer) => answer.ErrorMessage === 'NoFund')).toHaveLength(100);
  expect(await fundsOf(database.db, walletId)).toEqual({ balanceOre: 50_000, heldOre: 50_000 });
  expect(verifyLedger().status).toBe(0);
  // Completing them all spends exactly the money there was.
  await Promise.all(
    answers
      .filter((answer) => answer.Status.ID === 1)
      .map((answer, index) => paymentCall(index % 2 === 0 ? first : second, AccessToken, '/V1/payment/CompleteTransaction', { ID: answer.ID })),
  );
  expect(await fundsOf(database.db, walletId)).toEqual({ balanceOre: 0, heldOre: 0 });
  expect(verifyLedger().status).toBe(0);
});

it('charges once for concurrent retries with the same key', async () => {
  const walletId = await walletWithCard('4000 0003', 10_000);
  const key = newKey();
  const responses = await Promise.all(
    Array.from({ length: 30 }, (_, index) => terminalPurchase(index % 2 === 0 ? first : second, { CardDisplayNumber: '4000 0003', Amount: 25 }, { key })),
  );
  const answered = responses.filter((response) => response.statusCode === 200);
  const busy = responses.filter((response) => response.statusCode === 409);
  expect(answered.length + busy.length).toBe(30);
  expect(new Set(answered.map((response) => response.body)).size).toBe(1);
  expect(await fundsOf(database.db, walletId)).toEqual({ balanceOre: 7_500, heldOre: 0 });
  const { rows } = await database.db.query<{ count: number }>('SELECT count(*) AS count FROM payment_transactions WHERE wallet_id = $1', [walletId]);
  expect(rows[0]?.count).toBe(1);
  expect(verifyLedger().status).toBe(0);
});

it('answers 409 to a second call with the same key while the first is still running, then replays', async () => {
  const walletId = await walletWithCard('4000 0004', 10_000);
  const key = newKey();
  const blocker = await database.openAnother();
  // Another connection holds the wallet's row, so the first call waits inside its transaction.
  const { release, holding } = await holdWalletRow(blocker, walletId);
  const firstCall = terminalPurchase(first, { CardDisplayNumber: '4000 0004', Amount: 10 }, { key });
  await waitUntil(async () => {
    const { rows } = await database.db.query<{ waiting: number }>(
      "SELECT count(*) AS waiting FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()",
    );
    return (rows[0]?.waiting ?? 0) > 0;
  });
  const duplicate = await terminalPurchase(second, { CardDisplayNumber: '4000 0004', Amount: 10 }, { key });
  expect(duplicate.statusCode).toBe(409);
  release();
  await holding;
  const original = await firstCall;
  expect(statusOf(original.json())).toBe(2);
  const replay = await terminalPurchase(second, { CardDisplayNumber: '4000 0004', Amount: 10 }, { key });
  expect(replay.json()).toEqual(original.json());
  expect(await fundsOf(database.db, walletId)).toEqual({ balanceOre: 9_000, heldOre: 0 });
});

it('leaves nothing behind when the connection dies in the middle of a payment; the retry then goes through', async () => {
  const walletId = await walletWithCard('4000 0005', 10_000);
  const key = newKey();
  const blocker = await database.openAnother();
  const { release, holding } = await holdWalletRow(blocker, walletId);
  const doomed = terminalPurchase(first, { CardDisplayNumber: '4000 0005', Amount: 10 }, { key });
  await waitUntil(async () => {
    const { rows } = await database.db.query<{ pid: number }>(
      "SELECT pid FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database() AND query LIKE '%payment_terminal_%'",
    );
    if (rows.length === 0) return false;
    await database.db.query('SELECT pg_terminate_backend($1)', [rows[0]?.pid]);
    return true;
  });
  // A connection lost under a request is the database going away: 503 with Retry-After (issue 23).
  const lost = await doomed;
  expect(lost.statusCode).toBe(503);
  expect(lost.headers['retry-after']).toBeDefined();
  release();
  await holding;
  expect(await fundsOf(database.db, walletId)).toEqual({ balanceOre: 10_000, heldOre: 0 });
  const retry = await terminalPurchase(second, { CardDisplayNumber: '4000 0005', Amount: 10 }, { key });
  expect(statusOf(retry.json())).toBe(2);
  expect(await fundsOf(database.db, walletId)).toEqual({ balanceOre: 9_000, heldOre: 0 });
  expect(verifyLedger().status).toBe(0);
});

it('keeps the hold of an API process killed between reserve and complete, until the sweep releases it', async () => {
  const before = await fundsOf(database.db, world.wallets.emma);
  const order = orderPayload(world, {
    wallet: world.wallets.emma,
    customer: world.customers.solbakkeSkole,
    lines: [{ product: 'hoodie', quantity: 1 }],
  });
  const child = bundleForChildProcess(path.join(apiRoot(), 'src', 'test-support', 'reserve-then-hang.ts'));
  try {
    const processOutput = await new Promise<string>((resolve, reject) => {
      const running = spawn(process.execPath, [child.file], {
        env: { ...process.env, CHILD_DATABASE_URL: databaseUrl(), CHILD_ORDER: JSON.stringify(order) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      running.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('\n')) running.kill('SIGKILL');
      });
      running.stderr.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      running.on('exit', (_code, signal) => (signal === 'SIGKILL' ? resolve(output) : reject(new Error(`child ended without being killed: ${output}`))));
    });
    const reserved = PaymentTransaction.parse(JSON.parse(processOutput.replace(/^RESERVED /, '').trim()));
    expect(reserved.Status.ID).toBe(1);
    expect(await fundsOf(database.db, world.wallets.emma)).toEqual({ balanceOre: before.balanceOre, heldOre: before.heldOre + 19_900 });
    // The verification passes with the hold open: it has not expired yet.
    expect(verifyLedger().status).toBe(0);

    const later = new TestClock(new Date(Date.now() + 17 * 60_000));
    expect(await expireHolds(paymentSweepDeps(database.db, later), { graceMs: 60_000 })).toBe(1);
    expect(await fundsOf(database.db, world.wallets.emma)).toEqual(before);
    const { rows } = await database.db.query<{ status_id: number }>('SELECT status_id FROM payment_transactions WHERE id = $1', [reserved.ID]);
    expect(rows[0]?.status_id).toBe(5);
    expect(verifyLedger().status).toBe(0);
  } finally {
    child.dispose();
  }
});

/** Locks the wallet's account row on another connection until release() is called. */
async function holdWalletRow(blocker: Db, walletId: string): Promise<{ release: () => void; holding: Promise<void> }> {
  let release: () => void = () => undefined;
  let locked: () => void = () => undefined;
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const holding = blocker.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM ledger_accounts WHERE wallet_id = $1 FOR UPDATE', [walletId]);
    locked();
    await released;
  });
  await isLocked;
  return { release, holding };
}

async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('timed out waiting');
}
