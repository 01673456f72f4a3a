import type { Db } from '../../db/db';
import type { JobRunner } from '../../jobs/runner';

export const SEARCH_DRAIN_JOB = 'transactions.search-drain';
const SEARCH_DRAIN_EVERY_MS = 5_000;
/** Queue rows per drain transaction: a drain holds up a status change of an indexed payment (the shared lock) only this long. */
const SEARCH_DRAIN_BATCH = 2_000;

/**
 * Posts the staff search's words of every payment queued so far (migration 053,
 * transaction_search_drain in migrations/repeatable/search.sql), a batch per transaction,
 * until the queue is empty. Returns how many queue rows it took.
 */
export async function drainSearchQueue(db: Db): Promise<number> {
  let drained = 0;
  for (;;) {
    const { rows } = await db.query<{ taken: number }>('SELECT transaction_search_drain($1) AS taken', [SEARCH_DRAIN_BATCH]);
    const taken = rows[0]?.taken ?? 0;
    drained += taken;
    if (taken < SEARCH_DRAIN_BATCH) return drained;
  }
}

/** Every few seconds, on one instance: the canteen's sales are searchable by their words soon after, without a search asking first. */
export function registerSearchDrain(runner: JobRunner, deps: { db: Db }): void {
  runner.register(SEARCH_DRAIN_JOB, async () => {
    await drainSearchQueue(deps.db);
  });
  runner.every({ name: SEARCH_DRAIN_JOB, kind: SEARCH_DRAIN_JOB, nextRunAfter: (after) => new Date(after.getTime() + SEARCH_DRAIN_EVERY_MS) });
}
