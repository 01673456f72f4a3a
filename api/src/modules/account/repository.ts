import type { ApplicationName } from '@kk/contracts';
import type { Db, Queryable } from '../../db/db';
import { firstRowOrNull, insertReturningId } from '../../db/rows';

export interface UserWithCredentials {
  id: string;
  name: string;
  email: string;
  password_hash: string;
  roles: string[];
}

/** A deactivated user (issue 28) is not found: the login answers as for a wrong password. */
export async function findUserByEmail(q: Queryable, email: string): Promise<UserWithCredentials | null> {
  return firstRowOrNull<UserWithCredentials>(
    q,
    `SELECT u.id, u.name, u.email, u.password_hash,
            coalesce(array_agg(r.role ORDER BY r.role) FILTER (WHERE r.role IS NOT NULL), '{}') AS roles
       FROM users u LEFT JOIN user_roles r ON r.user_id = u.id
      WHERE u.email = $1 AND u.deactivated_at IS NULL
      GROUP BY u.id`,
    [email],
  );
}

export async function countUsers(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ count: number }>('SELECT count(*) AS count FROM users');
  return rows[0]?.count ?? 0;
}

export interface NewUser {
  email: string;
  name: string;
  passwordHash: string;
  roles: readonly string[];
}

export async function insertUser(q: Queryable, user: NewUser): Promise<string> {
  const id = await insertReturningId(
    q,
    'INSERT INTO users (email, name, password_hash) VALUES ($1, $2, $3) RETURNING id',
    [user.email, user.name, user.passwordHash],
  );
  if (user.roles.length > 0) {
    await q.query('INSERT INTO user_roles (user_id, role) SELECT $1, unnest($2::text[])', [id, [...user.roles]]);
  }
  return id;
}

export interface RecordedLoginAttempt {
  attemptId: number;
  /** Attempts inside the window before this one. */
  forEmail: number;
  forIp: number;
}

/** Any fixed numbers: the advisory lock classes of login attempts per e-mail and per address. */
const LOGIN_EMAIL_LOCK = 727_003;
const LOGIN_IP_LOCK = 727_004;

/**
 * Records the attempt and counts the earlier ones (recorded and still running included)
 * while holding the e-mail's and then the address's advisory lock, so concurrent guesses
 * queue and each sees the ones before it: a burst is checked exactly as often as the
 * limit allows. Always in that lock order, so two attempts cannot wait on each other.
 */
export async function recordLoginAttempt(
  db: Db,
  attempt: { email: string; ip: string; at: Date; windowStart: Date },
): Promise<RecordedLoginAttempt> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2)), pg_advisory_xact_lock($3, hashtext($4))', [
      LOGIN_EMAIL_LOCK,
      attempt.email,
      LOGIN_IP_LOCK,
      attempt.ip,
    ]);
    const { rows } = await tx.query<{ attempt_id: number; for_email: number; for_ip: number }>(
      `WITH attempt AS (
         INSERT INTO login_attempts (email, ip, attempted_at) VALUES ($1, $2, $3) RETURNING id
       )
       SELECT (SELECT id FROM attempt) AS attempt_id,
              count(*) FILTER (WHERE email = $1) AS for_email,
              count(*) FILTER (WHERE ip = $2) AS for_ip
         FROM login_attempts
        WHERE attempted_at > $4 AND (email = $1 OR ip = $2)`,
      [attempt.email, attempt.ip, attempt.at, attempt.windowStart],
    );
    const row = rows[0];
    if (!row) throw new Error('recording the login attempt returned no row');
    return { attemptId: row.attempt_id, forEmail: row.for_email, forIp: row.for_ip };
  });
}

export async function forgetLoginAttempt(q: Queryable, attemptId: number): Promise<void> {
  await q.query('DELETE FROM login_attempts WHERE id = $1', [attemptId]);
}

/** A successful login clears the e-mail's failures; attempts older than the window go too. */
export async function clearLoginAttempts(q: Queryable, email: string, olderThan: Date): Promise<void> {
  await q.query('DELETE FROM login_attempts WHERE email = $1 OR attempted_at <= $2', [email, olderThan]);
}

export interface NewSession {
  tokenHash: string;
  userId: string;
  application: ApplicationName;
  createdAt: Date;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
}

export async function insertSession(q: Queryable, session: NewSession): Promise<void> {
  await q.query(
    `INSERT INTO sessions (token_hash, user_id, application, created_at, last_seen_at, idle_expires_at, absolute_expires_at)
     VALUES ($1, $2, $3, $4, $4, $5, $6)`,
    [session.tokenHash, session.userId, session.application, session.createdAt, session.idleExpiresAt, session.absoluteExpiresAt],
  );
}

export interface SessionWithUser {
  session_id: string;
  user_id: string;
  name: string;
  email: string;
  roles: string[];
  application: ApplicationName;
  idle_expires_at: Date;
  absolute_expires_at: Date;
  revoked_at: Date | null;
}

export async function findSessionByTokenHash(q: Queryable, tokenHash: string): Promise<SessionWithUser | null> {
  return firstRowOrNull<SessionWithUser>(
    q,
    `SELECT s.id AS session_id, s.user_id, u.name, u.email, s.application,
            s.idle_expires_at, s.absolute_expires_at, s.revoked_at,
            coalesce(array_agg(r.role ORDER BY r.role) FILTER (WHERE r.role IS NOT NULL), '{}') AS roles
       FROM sessions s
       JOIN users u ON u.id = s.user_id
       LEFT JOIN user_roles r ON r.user_id = s.user_id
      WHERE s.token_hash = $1 AND u.deactivated_at IS NULL
      GROUP BY s.id, u.id`,
    [tokenHash],
  );
}

export async function extendSession(q: Queryable, sessionId: string, seenAt: Date, idleExpiresAt: Date): Promise<void> {
  await q.query(
    `UPDATE sessions SET last_seen_at = $2, idle_expires_at = greatest(idle_expires_at, $3)
      WHERE id = $1 AND revoked_at IS NULL`,
    [sessionId, seenAt, idleExpiresAt],
  );
}

export async function revokeSession(q: Queryable, sessionId: string, at: Date): Promise<void> {
  await q.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, at]);
}

/** The user's language for e-mails (migration 037), from the login's language header. */
export async function rememberLanguage(q: Queryable, userId: string, language: 'da' | 'en'): Promise<void> {
  await q.query('UPDATE users SET language = $2 WHERE id = $1 AND language IS DISTINCT FROM $2', [userId, language]);
}
