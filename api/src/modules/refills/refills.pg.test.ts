import { systemClock } from '../../clock';
import type { Db } from '../../db/db';
import { enqueueJob } from '../../jobs/repository';
import { JobRunner } from '../../jobs/runner';
import { startSandboxServer, type SandboxServer } from '@kk/card-sandbox';
import { TEST_PROVIDER_SECRET } from '../../test-support/card-sandbox';
import { useApiHarness } from '../../test-support/app';
import { worldOf, type TestDatabase } from '../../test-support/db';
import { refillReads } from '../../test-support/refill-reads';
import { SandboxCardProvider } from '../card-provider/sandbox-adapter';
import { LedgerService } from '../ledger/service';
import { AUTOMATIC_REFILL_JOB, registerRefillJobs } from './refill-jobs';

// PostgreSQL only (jest.config.js): real concurrent connections, which PGlite does not have.

let database: TestDatabase;
let other: Db;
let sandbox: SandboxServer;
const ledger = new LedgerService();

const api = useApiHarness({ app: false, secondInstance: true });
beforeAll(async () => {
  ({ database, secondDb: other } = api);
  sandbox = await startSandboxServer({ port: 0, secret: TEST_PROVIDER_SECRET });
});

afterAll(() => sandbox.close());

const provider = () =>
  new SandboxCardProvider({ baseUrl: sandbox.url, secret: TEST_PROVIDER_SECRET, notificationUrl: 'http://127.0.0.1:9/unused', timeoutMs: 5_000, merchantName: 'x' });

async function balanceOf(walletId: string): Promise<number> {
  const { rows } = await database.db.query<{ balance_ore: number }>('SELECT balance_ore FROM ledger_accounts WHERE wallet_id = $1', [walletId]);
  return rows[0]?.balance_ore ?? Number.NaN;
}

async function enableAutomaticRefill(walletId: string, refillOre: number, belowOre: number) {
  await database.db.query(
    `INSERT INTO automatic_refill_settings (wallet_id, enabled, refill_amount_ore, below_amount_ore, updated_at) VALUES ($1, true, $2, $3, now())
     ON CONFLICT (wallet_id) DO UPDATE SET enabled = true, refill_amount_ore = $2, below_amount_ore = $3`,
    [walletId, refillOre, belowOre],
  );
}

describe('automatic refill under concurrency (PostgreSQL)', () => {
  it('queues exactly one refill job for concurrent debits that cross the threshold', async () => {
    const world = worldOf(database);
    const emma = world.wallets.emma;
    await enableAutomaticRefill(emma, 20_000, 10_000);
    const start = await balanceOf(emma);
    // Eight purchases at once, on two instances' connection pools, all below the threshold together.
    const each = Math.floor((start - 1_000) / 8);
    await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        (index % 2 === 0 ? database.db : other).transaction((tx) => ledger.purchase(tx, emma, world.customers.solbakkeSkole, each, new Date(), 'Frokost')),
      ),
    );
    const { rows } = await database.db.query<{ count: number }>("SELECT count(*)::int AS count FROM jobs WHERE kind = $1 AND payload->>'walletId' = $2", [AUTOMATIC_REFILL_JOB, emma]);
    expect(rows[0]?.count).toBe(1);

    // Two instances run their job runners at the same time: the card is charged once.
    const runners = [database.db, other].map((db) => {
      const runner = new JobRunner({ db, clock: systemClock });
      registerRefillJobs(runner, { db, clock: systemClock, provider: provider(), ledger, ...refillReads() });
      return runner;
    });
    const ran = await Promise.all(runners.map((runner) => runner.runDueJobs()));
    expect(ran.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await balanceOf(emma)).toBe(start - 8 * each + 20_000);
    const attempts = await database.db.query<{ status: string }>("SELECT status FROM refill_attempts WHERE wallet_id = $1 AND kind = 'automatic'", [emma]);
    expect(attempts.rows).toEqual([{ status: 'succeeded' }]);
  });
});

describe('the job runner on several instances (PostgreSQL)', () => {
  it('runs every job exactly once when runners on separate connections claim side by side', async () => {
    const runs = new Map<string, number>();
    const runners = [database.db, other, database.db, other].map((db, index) =>
      new JobRunner({ db, clock: systemClock, instanceName: `instance-${index}` }).register('side-by-side', async (job) => {
        runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }),
    );
    const ids: string[] = [];
    for (let i = 0; i < 40; i += 1) ids.push((await enqueueJob(database.db, { kind: 'side-by-side', runAt: new Date() })) ?? '');
    const ran = await Promise.all(runners.map((runner) => runner.runDueJobs()));
    expect(ran.reduce((sum, count) => sum + count, 0)).toBe(40);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(runs.size).toBe(40);
    expect(ran.filter((count) => count > 0).length).toBeGreaterThan(1);
  });

  it('does not run a job claimed by one instance on another while it runs', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started: () => void = () => undefined;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const runs: string[] = [];
    const first = new JobRunner({ db: database.db, clock: systemClock, instanceName: 'first' }).register('exclusive', async () => {
      runs.push('first');
      started();
      await held;
    });
    const second = new JobRunner({ db: other, clock: systemClock, instanceName: 'second' }).register('exclusive', async () => {
      runs.push('second');
    });
    await enqueueJob(database.db, { kind: 'exclusive', runAt: new Date() });
    const firstRun = first.runOneJob();
    await running;
    expect(await second.runOneJob()).toBe(false);
    release();
    await firstRun;
    expect(runs).toEqual(['first']);
  });
});
