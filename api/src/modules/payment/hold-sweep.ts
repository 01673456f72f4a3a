import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { JobRunner } from '../../jobs/runner';
import type { IdempotencyService } from '../idempotency/service';
import { expireHolds } from './hold-expiry';
import type { PaymentConfig } from './config';
import type { Settlement } from './settlement';

/** What the sweep works with, all made once by the composition root. */
export interface SweepDeps {
  db: Db;
  clock: Clock;
  config: PaymentConfig;
  settlement: Settlement;
  idempotency: IdempotencyService;
}

/** Any fixed number: the instance holding this lock is the one sweeping. */
const HOLD_SWEEP_LOCK_KEY = 727_005;

export interface SweepResult {
  /** False when another instance was sweeping; nothing was done here. */
  swept: boolean;
  expiredHolds: number;
  forgottenKeys: number;
}

/**
 * One sweep: expired reservations are released and idempotency keys past their
 * retention are forgotten. On PostgreSQL only the instance that gets the advisory lock
 * sweeps (the lock is held by a transaction on a connection of its own while the
 * releases run, each in its own transaction); PGlite is a single connection in a single
 * process, so there is no one else.
 */
export async function sweepOnce(deps: SweepDeps): Promise<SweepResult> {
  const { db, config } = deps;
  const work = async (): Promise<SweepResult> => {
    const expiredHolds = await expireHolds(deps, { graceMs: config.holdGraceMs });
    const forgottenKeys = await deps.idempotency.forgetExpired();
    return { swept: true, expiredHolds, forgottenKeys };
  };
  if (db.engine === 'pglite') return work();
  return db.transaction(async (lockHolder) => {
    const { rows } = await lockHolder.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [HOLD_SWEEP_LOCK_KEY]);
    if (rows[0]?.locked !== true) return { swept: false, expiredHolds: 0, forgottenKeys: 0 };
    return work();
  });
}

export const HOLD_SWEEP_JOB = 'payments.expire-holds';

/**
 * Registers the sweep with the job runner (main.ts): a periodic job every
 * HOLD_SWEEP_INTERVAL_SECONDS, run by one instance per period.
 */
export function registerHoldSweep(runner: JobRunner, deps: SweepDeps): void {
  runner.register(HOLD_SWEEP_JOB, async () => {
    await sweepOnce(deps);
  });
  runner.every({
    name: HOLD_SWEEP_JOB,
    kind: HOLD_SWEEP_JOB,
    nextRunAfter: (after) => new Date(after.getTime() + deps.config.holdSweepIntervalMs),
  });
}
