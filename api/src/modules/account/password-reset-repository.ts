import type { ApplicationName } from '@kk/contracts';
import type { Queryable } from '../../db/db';
import { firstRowOrNull } from '../../db/rows';

/** The account a forgotten-password request names, with what the e-mail needs. */
export interface ResetAccount {
  id: string;
  email: string;
  language: 'da' | 'en' | null;
}

export async function findResetAccount(q: Queryable, email: string): Promise<ResetAccount | null> {
  return firstRowOrNull<ResetAccount>(q, 'SELECT id, email, language FROM users WHERE email = $1', [email]);
}

export interface NewPasswordReset {
  userId: string;
  tokenHash: string;
  application: ApplicationName;
  createdAt: Date;
  expiresAt: Date;
}

export async function insertPasswordReset(q: Queryable, reset: NewPasswordReset): Promise<void> {
  await q.query(
    'INSERT INTO password_resets (user_id, token_hash, application, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [reset.userId, reset.tokenHash, reset.application, reset.createdAt, reset.expiresAt],
  );
}

/** An open link (not used, not expired at `now`) and the e-mail of its user (the password policy's context). */
export async function findOpenReset(q: Queryable, tokenHash: string, now: Date): Promise<{ id: string; user_id: string; email: string } | null> {
  return firstRowOrNull(
    q,
    `SELECT r.id, r.user_id, u.email
       FROM password_resets r JOIN users u ON u.id = r.user_id
      WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.expires_at > $2`,
    [tokenHash, now],
  );
}

/**
 * Marks the link used if it still is open: a conditional UPDATE, so of two resets with the
 * same link the second waits for the first's row lock, then finds it used and answers null.
 */
export async function claimReset(q: Queryable, id: string, now: Date): Promise<{ user_id: string } | null> {
  return firstRowOrNull(
    q,
    'UPDATE password_resets SET used_at = $2 WHERE id = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id',
    [id, now],
  );
}

export async function setPasswordHash(q: Queryable, userId: string, passwordHash: string): Promise<void> {
  await q.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
}

/** Ends every live session (access token) of the user. */
export async function revokeAllSessions(q: Queryable, userId: string, at: Date): Promise<number> {
  const { rows } = await q.query<{ id: string }>(
    'UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL RETURNING id',
    [userId, at],
  );
  return rows.length;
}
