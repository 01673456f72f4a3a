import type { Queryable } from '../db/db';

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  runAt: Date;
  /** At most one pending or running job per key; a second enqueue with the key does nothing. */
  dedupeKey?: string;
  maxAttempts?: number;
}

/** Queues a job in the caller's transaction; answers its id, or null when a job with the key is already active. */
export async function enqueueJob(q: Queryable, job: NewJob): Promise<string | null> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO jobs (kind, payload, run_at, dedupe_key, max_attempts)
     VALUES ($1, $2::jsonb, $3, $4, $5)
     ON CONFLICT (dedupe_key) WHERE status IN ('pending', 'running') DO NOTHING
     RETURNING id`,
    [job.kind, JSON.stringify(job.payload ?? {}), job.runAt, job.dedupeKey ?? null, job.maxAttempts ?? 5],
  );
  return rows[0]?.id ?? null;
}

export interface ClaimedJobRow {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

/**
 * Takes the next due job of these kinds: a pending one whose time has come, or a running
 * one whose lease ran out (its instance died). SKIP LOCKED lets instances claim side by
 * side without waiting for each other or taking the same job.
 */
export async function claimNextJob(
  q: Queryable,
  claim: { kinds: readonly string[]; claimToken: string; claimedBy: string; now: Date; leaseExpiresAt: Date },
): Promise<ClaimedJobRow | null> {
  const { rows } = await q.query<ClaimedJobRow>(
    `UPDATE jobs SET status = 'running', claim_token = $1, claimed_by = $2, lease_expires_at = $3,
                     attempts = attempts + 1, started_at = $4
      WHERE id = (
        SELECT id FROM jobs
         WHERE kind = ANY($5::text[]) AND run_at <= $4
           AND (status = 'pending' OR (status = 'running' AND lease_expires_at < $4))
         ORDER BY run_at, id
         LIMIT 1
         FOR UPDATE SKIP LOCKED
      )
      RETURNING id, kind, payload, attempts, max_attempts`,
    [claim.claimToken, claim.claimedBy, claim.leaseExpiresAt, claim.now, [...claim.kinds]],
  );
  return rows[0] ?? null;
}

/** Renews a lease; false when the claim is no longer ours. */
export async function renewLease(q: Queryable, jobId: string, claimToken: string, leaseExpiresAt: Date): Promise<boolean> {
  const { rows } = await q.query(
    `UPDATE jobs SET lease_expires_at = $3 WHERE id = $1 AND claim_token = $2 AND status = 'running' RETURNING id`,
    [jobId, claimToken, leaseExpiresAt],
  );
  return rows.length > 0;
}

/** Marks the job done if the claim is still ours; false otherwise (another instance took it over). */
export async function completeJob(q: Queryable, jobId: string, claimToken: string, at: Date): Promise<boolean> {
  const { rows } = await q.query(
    `UPDATE jobs SET status = 'done', finished_at = $3, claim_token = NULL, lease_expires_at = NULL, last_error = NULL
      WHERE id = $1 AND claim_token = $2 AND status = 'running' RETURNING id`,
    [jobId, claimToken, at],
  );
  return rows.length > 0;
}

/** After a failed attempt: queued again at `retryAt`, or failed for good when attempts are used up. */
export async function releaseFailedJob(q: Queryable, jobId: string, claimToken: string, error: string, retryAt: Date, at: Date): Promise<void> {
  await q.query(
    `UPDATE jobs SET status = CASE WHEN attempts >= max_attempts THEN 'failed' ELSE 'pending' END,
                     run_at = $4, last_error = $3, claim_token = NULL, lease_expires_at = NULL,
                     finished_at = CASE WHEN attempts >= max_attempts THEN $5::timestamptz END
      WHERE id = $1 AND claim_token = $2 AND status = 'running'`,
    [jobId, claimToken, error.slice(0, 2000), retryAt, at],
  );
}

export async function ensureSchedule(q: Queryable, name: string, firstRunAt: Date): Promise<void> {
  await q.query('INSERT INTO job_schedules (name, next_run_at) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, firstRunAt]);
}

/**
 * If the schedule is due, moves it to its next time and answers the time it was due;
 * null when it is not due or another instance is moving it right now.
 */
export async function takeDueScheduleRun(q: Queryable, name: string, now: Date, nextRunAfter: (due: Date) => Date): Promise<Date | null> {
  const { rows } = await q.query<{ next_run_at: Date | string }>(
    'SELECT next_run_at FROM job_schedules WHERE name = $1 AND next_run_at <= $2 FOR UPDATE SKIP LOCKED',
    [name, now],
  );
  const row = rows[0];
  if (!row) return null;
  const due = new Date(row.next_run_at);
  // A missed run (no instance was up) runs once, late; the next one is computed from now.
  const next = nextRunAfter(due.getTime() > now.getTime() ? due : now);
  await q.query('UPDATE job_schedules SET next_run_at = $2, last_run_at = $3 WHERE name = $1', [name, next, now]);
  return due;
}
