import { TestClock, useApiHarness } from '../test-support/app';
import type { TestDatabase } from '../test-support/db';
import { enqueueJob } from './repository';
import { JobRunner, type RunningJob } from './runner';

let database: TestDatabase;

const api = useApiHarness({ app: false });
beforeAll(() => ({ database } = api));

beforeEach(async () => {
  await database.db.query('DELETE FROM jobs');
  await database.db.query('DELETE FROM job_schedules');
});

async function jobRow(id: string) {
  const { rows } = await database.db.query<{ status: string; attempts: number; last_error: string | null; run_at: Date | string }>(
    'SELECT status, attempts, last_error, run_at FROM jobs WHERE id = $1',
    [id],
  );
  return rows[0];
}

async function enqueue(kind: string, clock: TestClock, extra: { dedupeKey?: string; maxAttempts?: number; payload?: Record<string, unknown> } = {}) {
  return enqueueJob(database.db, { kind, runAt: clock.now(), ...extra });
}

/** A promise the test resolves by hand, to hold a job in the middle of its run. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('the job runner', () => {
  it('runs a due job once and marks it done', async () => {
    const clock = new TestClock();
    const seen: string[] = [];
    const runner = new JobRunner({ db: database.db, clock }).register<{ n: number }>('count', async (job) => {
      seen.push(`${job.id}:${job.payload.n}:${job.attempt}`);
    });
    const id = await enqueue('count', clock, { payload: { n: 7 } });
    expect(await runner.runDueJobs()).toBe(1);
    expect(await runner.runDueJobs()).toBe(0);
    expect(seen).toEqual([`${id}:7:1`]);
    expect(await jobRow(id ?? '')).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('does not run a job before its time', async () => {
    const clock = new TestClock();
    const runner = new JobRunner({ db: database.db, clock }).register('later', async () => undefined);
    await enqueueJob(database.db, { kind: 'later', runAt: new Date(clock.now().getTime() + 60_000) });
    expect(await runner.runDueJobs()).toBe(0);
    clock.advanceMinutes(1);
    expect(await runner.runDueJobs()).toBe(1);
  });

  it('keeps one pending job per dedupe key', async () => {
    const clock = new TestClock();
    const first = await enqueue('once', clock, { dedupeKey: 'wallet-1' });
    const second = await enqueue('once', clock, { dedupeKey: 'wallet-1' });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    const runner = new JobRunner({ db: database.db, clock }).register('once', async () => undefined);
    await runner.runDueJobs();
    // Done jobs no longer block their key.
    expect(await enqueue('once', clock, { dedupeKey: 'wallet-1' })).not.toBeNull();
  });

  it('retries a failed job later, and gives up after its last attempt', async () => {
    const clock = new TestClock();
    let calls = 0;
    const runner = new JobRunner({ db: database.db, clock }).register(
      'flaky',
      async () => {
        calls += 1;
        throw new Error(`failure ${calls}`);
      },
      { retryDelayMs: () => 60_000 },
    );
    const id = (await enqueue('flaky', clock, { maxAttempts: 2 })) ?? '';
    expect(await runner.runDueJobs()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'pending', attempts: 1, last_error: 'failure 1' });
    expect(await runner.runDueJobs()).toBe(0);
    clock.advanceMinutes(1);
    expect(await runner.runDueJobs()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 2, last_error: 'failure 2' });
    clock.advanceMinutes(10);
    expect(await runner.runDueJobs()).toBe(0);
  });

  it('does not let a second runner take a job the first is running', async () => {
    const clock = new TestClock();
    const hold = gate();
    const started = gate();
    const runs: string[] = [];
    const handler = (name: string) => async () => {
      runs.push(name);
      started.open();
      await hold.opened;
    };
    const first = new JobRunner({ db: database.db, clock, instanceName: 'first' }).register('slow', handler('first'));
    const second = new JobRunner({ db: database.db, clock, instanceName: 'second' }).register('slow', handler('second'));
    const id = (await enqueue('slow', clock)) ?? '';
    const running = first.runOneJob();
    await started.opened;
    expect(await second.runOneJob()).toBe(false);
    hold.open();
    expect(await running).toBe(true);
    expect(runs).toEqual(['first']);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('retries a job whose instance died once its lease ran out, and fences out the old instance', async () => {
    const clock = new TestClock();
    const hold = gate();
    const started = gate();
    let firstJob: RunningJob | null = null;
    const dying = new JobRunner({ db: database.db, clock, leaseMs: 30_000, instanceName: 'dying' }).register('work', async (job) => {
      firstJob = job;
      started.open();
      await hold.opened;
    });
    const id = (await enqueue('work', clock)) ?? '';
    const stuck = dying.runOneJob();
    await started.opened;

    const rescuerRuns: number[] = [];
    const rescuer = new JobRunner({ db: database.db, clock, leaseMs: 30_000, instanceName: 'rescuer' }).register('work', async (job) => {
      rescuerRuns.push(job.attempt);
    });
    expect(await rescuer.runOneJob()).toBe(false);
    clock.advanceMinutes(1);
    expect(await rescuer.runOneJob()).toBe(true);
    expect(rescuerRuns).toEqual([2]);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 });

    // The first instance wakes up: it can no longer complete the job (its effect would roll back).
    const lateJob = firstJob as RunningJob | null;
    await expect(database.db.transaction(async (tx) => lateJob?.complete(tx))).rejects.toThrow(/taken over/);
    hold.open();
    await stuck;
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('rolls back the effect of a handler whose lease was lost', async () => {
    const clock = new TestClock();
    await database.db.query('CREATE TABLE IF NOT EXISTS job_effects (job_id uuid PRIMARY KEY)');
    const runner = new JobRunner({ db: database.db, clock, leaseMs: 30_000 }).register('effect', async (job) => {
      // Another instance takes the job over while this one works.
      await database.db.query("UPDATE jobs SET claim_token = gen_random_uuid() WHERE id = $1", [job.id]);
      await database.db.transaction(async (tx) => {
        await tx.query('INSERT INTO job_effects (job_id) VALUES ($1)', [job.id]);
        await job.complete(tx);
      });
    });
    const id = (await enqueue('effect', clock)) ?? '';
    await runner.runOneJob();
    const { rows } = await database.db.query('SELECT 1 FROM job_effects WHERE job_id = $1', [id]);
    expect(rows).toHaveLength(0);
    await database.db.query('DROP TABLE job_effects');
  });

  it('fires a periodic job once per due time, however many runners poll it', async () => {
    const clock = new TestClock(new Date('2026-05-10T12:00:00Z'));
    const fired: string[] = [];
    const everyHour = { name: 'hourly', kind: 'tick', nextRunAfter: (after: Date) => new Date(Math.floor(after.getTime() / 3_600_000) * 3_600_000 + 3_600_000) };
    const runners = ['a', 'b', 'c'].map((name) =>
      new JobRunner({ db: database.db, clock, instanceName: name })
        .register<{ scheduledFor: string }>('tick', async (job) => {
          fired.push(job.payload.scheduledFor);
        })
        .every(everyHour),
    );
    for (const runner of runners) await runner.runDueJobs();
    expect(fired).toEqual([]);
    clock.advanceMinutes(61);
    await Promise.all(runners.map((runner) => runner.runDueJobs()));
    for (const runner of runners) await runner.runDueJobs();
    expect(fired).toEqual(['2026-05-10T13:00:00.000Z']);
  });

  it('polls on its own until stopped', async () => {
    const clock = new TestClock();
    const done = gate();
    const runner = new JobRunner({ db: database.db, clock, pollMs: 20 }).register('polled', async () => done.open());
    await runner.start();
    await enqueue('polled', clock);
    await done.opened;
    await runner.stop();
    const id = (await enqueue('polled', clock)) ?? '';
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await jobRow(id)).toMatchObject({ status: 'pending' });
  });
});
