import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { JobRunner } from '../../jobs/runner';

export const SESSION_PURGE_JOB = 'account.purge-sessions';
const HOUR_MS = 3_600_000;
/** An ended session is kept this long (support can still see when someone was signed out), then removed. */
export const ENDED_SESSION_RETENTION_MS = 24 * HOUR_MS;

/**
 * Removes sessions that ended (idle or absolute expiry, or sign-out) more than a day ago.
 * A removed session's token answers 401 exactly as an expired one does. Returns how many.
 */
export async function purgeEndedSessions(db: Db, clock: Clock): Promise<number> {
  const endedBefore = new Date(clock.now().getTime() - ENDED_SESSION_RETENTION_MS);
  const { rows } = await db.query<{ id: string }>(
    'DELETE FROM sessions WHERE idle_expires_at < $1 OR revoked_at < $1 RETURNING id',
    [endedBefore],
  );
  return rows.length;
}

/** Every hour, on one instance (main.ts). */
export function registerSessionPurge(runner: JobRunner, deps: { db: Db; clock: Clock }): void {
  runner.register(SESSION_PURGE_JOB, async () => {
    await purgeEndedSessions(deps.db, deps.clock);
  });
  runner.every({ name: SESSION_PURGE_JOB, kind: SESSION_PURGE_JOB, nextRunAfter: (after) => new Date(after.getTime() + HOUR_MS) });
}
