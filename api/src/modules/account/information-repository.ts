import type { Grade } from '@kk/contracts';
import type { Queryable } from '../../db/db';
import { firstRowOrNull, rowsForIds } from '../../db/rows';

export interface UserInformationRow {
  name: string;
  email: string;
  mobile_number: string | null;
  password_hash: string;
}

export async function findUserInformation(q: Queryable, userId: string): Promise<UserInformationRow | null> {
  return firstRowOrNull<UserInformationRow>(q, 'SELECT name, email, mobile_number, password_hash FROM users WHERE id = $1', [userId]);
}

export async function updateUserInformation(q: Queryable, userId: string, change: { name: string; mobileNumber: string | null }): Promise<void> {
  await q.query('UPDATE users SET name = $2, mobile_number = $3 WHERE id = $1', [userId, change.name, change.mobileNumber]);
}

/** Whether another user already signs in with this (normalised) e-mail. */
export async function emailTakenByOther(q: Queryable, userId: string, email: string): Promise<boolean> {
  const { rows } = await q.query<{ taken: boolean }>('SELECT EXISTS (SELECT 1 FROM users WHERE email = $2 AND id <> $1) AS taken', [userId, email]);
  return rows[0]?.taken === true;
}

export async function updateUserEmail(q: Queryable, userId: string, email: string): Promise<void> {
  await q.query('UPDATE users SET email = $2 WHERE id = $1', [userId, email]);
}

export async function updatePasswordHash(q: Queryable, userId: string, passwordHash: string): Promise<void> {
  await q.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
}

/** Ends every live session of the user but one (the session that changed the password). */
export async function revokeOtherSessions(q: Queryable, userId: string, keptSessionId: string, at: Date): Promise<number> {
  const { rows } = await q.query<{ id: string }>(
    'UPDATE sessions SET revoked_at = $3 WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL RETURNING id',
    [userId, keptSessionId, at],
  );
  return rows.length;
}

export interface WalletInformationRow {
  id: string;
  name: string;
  email: string | null;
  mobile_number: string | null;
  grade_number: number | null;
  grade_letter: string | null;
  grade_level: Grade['Level'] | null;
  holder_user_id: string | null;
  wallet_group_id: string | null;
  customer_id: string;
  customer_name: string;
  page_key: string;
  /** The page setting ShowSpecialGradeSelect of the wallet's customer, or of the nearest customer above it. */
  show_special_grade_select: string | null;
}

/** The wallets, by name, with their customer and the customer's ShowSpecialGradeSelect. */
export async function walletInformation(q: Queryable, walletIds: readonly string[]): Promise<WalletInformationRow[]> {
  return rowsForIds<WalletInformationRow>(
    q,
    walletIds,
    `WITH RECURSIVE chain (wallet_id, id, depth) AS (
       SELECT w.id, w.customer_id, 0 FROM wallets w WHERE w.id = ANY($1::uuid[])
       UNION ALL
       SELECT chain.wallet_id, c.parent_id, chain.depth + 1 FROM customers c JOIN chain ON c.id = chain.id WHERE c.parent_id IS NOT NULL
     ), setting AS (
       SELECT DISTINCT ON (chain.wallet_id) chain.wallet_id, s.value
         FROM chain JOIN customer_page_settings s ON s.customer_id = chain.id AND s.key = 'ShowSpecialGradeSelect'
        ORDER BY chain.wallet_id, chain.depth
     )
     SELECT w.id, w.name, w.email, w.mobile_number, w.grade_number, w.grade_letter, w.grade_level,
            w.holder_user_id, w.wallet_group_id, c.id AS customer_id, c.name AS customer_name, c.page_key,
            setting.value AS show_special_grade_select
       FROM wallets w
       JOIN customers c ON c.id = w.customer_id
       LEFT JOIN setting ON setting.wallet_id = w.id
      WHERE w.id = ANY($1::uuid[])
      ORDER BY w.name, w.id`,
  );
}

/** A wallet's information after a change; a field left undefined keeps its value. */
export interface WalletInformationChange {
  name?: string;
  email?: string | null;
  mobileNumber?: string | null;
  grade?: Grade | null;
}

export async function updateWalletInformation(q: Queryable, walletId: string, change: WalletInformationChange): Promise<void> {
  const sets: string[] = [];
  const values: unknown[] = [walletId];
  const set = (column: string, value: unknown) => {
    values.push(value);
    sets.push(`${column} = $${values.length}`);
  };
  if (change.name !== undefined) set('name', change.name);
  if (change.email !== undefined) set('email', change.email);
  if (change.mobileNumber !== undefined) set('mobile_number', change.mobileNumber);
  if (change.grade !== undefined) {
    set('grade_number', change.grade?.Number ?? null);
    set('grade_letter', change.grade?.Letter ?? null);
    set('grade_level', change.grade?.Level ?? null);
  }
  if (sets.length === 0) return;
  await q.query(`UPDATE wallets SET ${sets.join(', ')} WHERE id = $1`, values);
}
