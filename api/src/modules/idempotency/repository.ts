import type { Queryable } from '../../db/db';

export interface StoredAnswer {
  statusCode: number;
  body: unknown;
  /** Set when the answer came from the store (a retry), not from running the call. */
  replayed?: boolean;
}

export interface KnownKey extends StoredAnswer {
  requestHash: string;
}

/**
 * A transaction-level advisory lock per (scope, key): false while another transaction
 * (on any instance) is working on the same key.
 */
export async function tryLockKey(q: Queryable, scope: string, key: string): Promise<boolean> {
  const { rows } = await q.query<{ locked: boolean }>(
    "SELECT pg_try_advisory_xact_lock(hashtextextended($1 || E'\\n' || $2, 0)) AS locked",
    [scope, key],
  );
  return rows[0]?.locked === true;
}

export async function findFreshKey(q: Queryable, scope: string, key: string, freshAfter: Date): Promise<KnownKey | null> {
  const { rows } = await q.query<{ request_hash: string; response_status: number; response_body: unknown }>(
    'SELECT request_hash, response_status, response_body FROM idempotency_keys WHERE scope = $1 AND key = $2 AND created_at > $3',
    [scope, key, freshAfter],
  );
  const row = rows[0];
  return row ? { requestHash: row.request_hash, statusCode: row.response_status, body: row.response_body } : null;
}

/** An answer to keep under its caller's key. */
interface AnswerEntry {
  scope: string;
  key: string;
  requestHash: string;
  answer: StoredAnswer;
  at: Date;
}

const INSERT_ANSWER = `INSERT INTO idempotency_keys (scope, key, request_hash, response_status, response_body, created_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6)`;
const answerParams = (entry: AnswerEntry) => [entry.scope, entry.key, entry.requestHash, entry.answer.statusCode, JSON.stringify(entry.answer.body), entry.at];

/** Stores the first answer; an expired row under the same key is replaced. */
export async function storeAnswer(q: Queryable, entry: AnswerEntry): Promise<void> {
  await q.query(
    `${INSERT_ANSWER}
     ON CONFLICT (scope, key) DO UPDATE
       SET request_hash = EXCLUDED.request_hash, response_status = EXCLUDED.response_status,
           response_body = EXCLUDED.response_body, created_at = EXCLUDED.created_at`,
    answerParams(entry),
  );
}

/** Stores an answer unless one is there already (answers decided outside a locked transaction). */
export async function storeAnswerIfAbsent(q: Queryable, entry: AnswerEntry): Promise<void> {
  await q.query(`${INSERT_ANSWER} ON CONFLICT (scope, key) DO NOTHING`, answerParams(entry));
}

export async function deleteKeysCreatedBefore(q: Queryable, before: Date): Promise<number> {
  const { rows } = await q.query('DELETE FROM idempotency_keys WHERE created_at <= $1 RETURNING 1', [before]);
  return rows.length;
}
