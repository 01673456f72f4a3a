import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { apiRoot } from './db/paths';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo-users';
import { DEMO_TERMINAL_KEY } from './seed/demo-money-core';
import { useApiHarness } from './test-support/app';
import { freePort } from './test-support/card-sandbox';
import { bundleForChildProcess } from './test-support/child-bundle';
import { testDatabaseUrl, verifyLedgerAt } from './test-support/ledger-verify';
import { newKey, walletWithSchoolCard } from './test-support/payments';
import { startRoundRobinProxy, type RoundRobinProxy } from './test-support/round-robin-proxy';

/**
 * PostgreSQL only: instances may die. Two API processes (the built entry, as `npm start`
 * runs it) serve one database behind a round-robin proxy; canteen sales and checkouts go
 * through both; one process is killed with SIGKILL in the middle. Every request then
 * either completed exactly once or is retried with its Idempotency-Key to the same
 * answer, the holds of abandoned checkouts are released by the survivor's job runner, no
 * job runs twice, and the ledger verifies.
 */
jest.setTimeout(300_000);

const api = useApiHarness({ app: false });
const WALLETS = 12;
const SALES = 180;
const CHECKOUTS = 30;
const ABANDONED = 4;
const PRICE_ORE = 500;

let databaseUrl = '';
let bundle: { file: string; dispose(): void };
const processes: ChildProcess[] = [];
let proxy: RoundRobinProxy;

async function startInstance(): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [bundle.file], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JOBS_POLL_MS: '250',
      HOLD_TTL_MINUTES: '1',
      HOLD_GRACE_SECONDS: '0',
      HOLD_SWEEP_INTERVAL_SECONDS: '1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  processes.push(child);
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    const healthy = await fetch(`${url}/api/health`).then((response) => response.ok, () => false);
    if (healthy) return { url, process: child };
    if (tries > 150 || child.exitCode !== null) throw new Error(`the API instance on ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  const { rows } = await api.db.query<{ name: string }>('SELECT current_database() AS name');
  databaseUrl = testDatabaseUrl(rows[0]?.name ?? '');
  bundle = bundleForChildProcess(path.join(apiRoot(), 'src', 'main.ts'));
});

afterAll(async () => {
  for (const child of processes) if (child.exitCode === null) child.kill('SIGKILL');
  await proxy?.close();
  bundle?.dispose();
});

interface Call {
  path: string;
  body: unknown;
  key: string;
  headers: Record<string, string>;
}

async function send(call: Call): Promise<{ status: number; body: unknown; replayed: boolean }> {
  try {
    const response = await fetch(`${proxy.url}${call.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': call.key, ...call.headers },
      body: JSON.stringify(call.body),
    });
    const text = await response.text();
    return { status: response.status, body: text === '' ? null : JSON.parse(text), replayed: response.headers.get('idempotent-replayed') === 'true' };
  } catch {
    return { status: 0, body: null, replayed: false };
  }
}

/** Sends until the call is answered (not 502, not dropped, not 409 while the first attempt still runs). */
async function sendUntilAnswered(call: Call): Promise<{ status: number; body: unknown; attempts: number }> {
  for (let attempts = 1; attempts <= 20; attempts += 1) {
    const answer = await send(call);
    if (answer.status !== 0 && answer.status !== 502 && answer.status !== 409) return { ...answer, attempts };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${call.path} with key ${call.key} was never answered`);
}

it('loses and doubles nothing when an instance is killed under load', async () => {
  const world = api.world;
  const cards = Array.from({ length: WALLETS }, (_, index) => `4300 ${String(index).padStart(4, '0')}`);
  const wallets = await Promise.all(cards.map((card) => walletWithSchoolCard(api.db, world.customers.solbakkeSkole, card, 100_000)));
  const { rows: products } = await api.db.query<{ id: string }>(
    `INSERT INTO catalogue_products (customer_id, owner_kind, owner_id, name, price_ore)
     SELECT $1, 'webshop', $2, 'Blyant ' || n, $3 FROM generate_series(1, $4::int) AS n RETURNING id`,
    [world.customers.solbakkeSkole, world.moneyCore.salePoints.solbakkeWebshop, PRICE_ORE, CHECKOUTS + ABANDONED],
  );

  const first = await startInstance();
  const second = await startInstance();
  proxy = await startRoundRobinProxy([first.url, second.url]);
  const login = await sendUntilAnswered({
    path: '/api/Account/Login',
    body: { Email: DEMO_USERS.support.email, Password: DEMO_PASSWORD },
    key: newKey(),
    headers: { 'x-application': 'support' },
  });
  const support = { authorization: `Bearer ${(login.body as { AccessToken: string }).AccessToken}`, 'x-application': 'support' };
  const order = (walletId: string, productId: string) => ({
    Restrictions: { UseRestrictionOverride: false, IgnoreWalletSettings: false, AllowPaymentWindow: false },
    Amounts: { '2': PRICE_ORE / 100 },
    CustomerID: world.customers.solbakkeSkole,
    WalletID: walletId,
    Products: [{ ID: productId, Quantity: 1, Price: PRICE_ORE / 100 }],
  });

  // Checkouts abandoned before the crash: reserved, never completed; their holds must be released.
  const abandoned = await Promise.all(
    products.slice(CHECKOUTS).map(async (product, index) => {
      const reserved = await sendUntilAnswered({ path: '/V2/Payment/ReserveTransaction', body: order(wallets[index % WALLETS] as string, product.id), key: newKey(), headers: support });
      return (reserved.body as { ID: string }).ID;
    }),
  );

  const sales: Call[] = Array.from({ length: SALES }, (_, index) => ({
    path: '/api/Terminal/Purchase',
    body: { CardDisplayNumber: cards[index % WALLETS], Amount: PRICE_ORE / 100, AllowDoubleAmount: true },
    key: newKey(),
    headers: { 'x-device-key': DEMO_TERMINAL_KEY },
  }));
  const checkouts = products.slice(0, CHECKOUTS).map((product, index) => ({
    reserve: { path: '/V2/Payment/ReserveTransaction', body: order(wallets[index % WALLETS] as string, product.id), key: newKey(), headers: support },
    completeKey: newKey(),
  }));

  // The load: sales and checkouts interleaved, 16 at a time; the first instance dies a third of the way in.
  let answered = 0;
  let failedDuringLoad = 0;
  const firstAnswers = new Map<string, { status: number; body: unknown }>();
  const saleWork = sales.map((sale) => async () => {
    const answer = await send(sale);
    if (answer.status === 200) firstAnswers.set(sale.key, answer);
    else failedDuringLoad += 1;
  });
  const checkoutWork = checkouts.map((checkout) => async () => {
    const answer = await send(checkout.reserve);
    if (answer.status !== 200) failedDuringLoad += 1;
  });
  // Interleaved: a checkout after every sixth sale.
  const work = saleWork.flatMap((sale, index) => (index % 6 === 5 && checkoutWork[(index - 5) / 6] ? [sale, checkoutWork[(index - 5) / 6] as () => Promise<void>] : [sale]));
  expect(work).toHaveLength(SALES + CHECKOUTS);
  let killed = false;
  const queue = [...work];
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        await next();
        answered += 1;
        if (!killed && answered >= (SALES + CHECKOUTS) / 3) {
          killed = true;
          first.process.kill('SIGKILL');
        }
      }
    }),
  );
  expect(killed).toBe(true);

  // Every call is retried with its key until answered; the checkouts then complete.
  const finalSales = await Promise.all(sales.map((sale) => sendUntilAnswered(sale)));
  const reservations = await Promise.all(checkouts.map((checkout) => sendUntilAnswered(checkout.reserve)));
  const completions = await Promise.all(
    checkouts.map((checkout, index) =>
      sendUntilAnswered({ path: '/V1/payment/CompleteTransaction', body: { ID: (reservations[index]?.body as { ID: string }).ID }, key: checkout.completeKey, headers: support }),
    ),
  );

  // Exactly once: every sale approved once, and an answer seen before the crash is the answer after it.
  expect(finalSales.map((sale) => (sale.body as { Status: { ID: number } }).Status.ID)).toEqual(Array(SALES).fill(2));
  for (const sale of sales) {
    const before = firstAnswers.get(sale.key);
    if (before) expect(finalSales[sales.indexOf(sale)]?.body).toEqual(before.body);
  }
  expect(completions.map((completion) => (completion.body as { Status: { ID: number } }).Status.ID)).toEqual(Array(CHECKOUTS).fill(2));
  const { rows: counts } = await api.db.query<{ kind: string; status_id: number; count: number }>(
    `SELECT kind, status_id, count(*)::int AS count FROM payment_transactions WHERE wallet_id = ANY($1::uuid[]) GROUP BY 1, 2 ORDER BY 1, 2`,
    [wallets],
  );
  expect(counts.filter((row) => row.kind === 'terminal')).toEqual([{ kind: 'terminal', status_id: 2, count: SALES }]);
  expect(counts.find((row) => row.kind === 'order' && row.status_id === 2)?.count).toBe(CHECKOUTS);

  // The survivor's job runner releases the abandoned checkouts' holds once they expire (one minute).
  for (let waited = 0; ; waited += 1) {
    const { rows } = await api.db.query<{ expired: number }>('SELECT count(*)::int AS expired FROM payment_transactions WHERE id = ANY($1::uuid[]) AND status_id = 5', [abandoned]);
    if (rows[0]?.expired === ABANDONED) break;
    if (waited > 150) throw new Error(`only ${rows[0]?.expired} of ${ABANDONED} abandoned holds were released`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  const { rows: funds } = await api.db.query<{ balance_ore: number; held_ore: number }>(
    'SELECT sum(balance_ore)::bigint AS balance_ore, sum(held_ore)::bigint AS held_ore FROM ledger_accounts WHERE wallet_id = ANY($1::uuid[])',
    [wallets],
  );
  expect({ balance: Number(funds[0]?.balance_ore), held: Number(funds[0]?.held_ore) }).toEqual({
    balance: WALLETS * 100_000 - (SALES + CHECKOUTS) * PRICE_ORE,
    held: 0,
  });

  // No job ran twice: a scheduled run is queued once, whichever instance polled.
  const { rows: twice } = await api.db.query('SELECT kind, run_at FROM jobs GROUP BY kind, run_at, dedupe_key HAVING count(*) > 1 AND dedupe_key IS NOT NULL');
  expect(twice).toEqual([]);
  expect(verifyLedgerAt(databaseUrl).status).toBe(0);
  console.log(
    `instance death: ${SALES} sales and ${CHECKOUTS} checkouts over two instances, one killed after ${Math.ceil((SALES + CHECKOUTS) / 3)} answers; ` +
      `${failedDuringLoad} calls failed during the load and were retried with their keys; ${ABANDONED} abandoned holds released by the survivor`,
  );
});
