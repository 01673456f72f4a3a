import type { Queryable } from '../../db/db';

export interface WalletBalanceRow {
  wallet_id: string;
  balance_ore: number;
}

/** The wallets a user's page shows (a guardian's children, else the wallets they hold) with their balances. */
export async function balancesOfUser(q: Queryable, userId: string, guardedGroupIds: readonly string[]): Promise<WalletBalanceRow[]> {
  const { rows } = await q.query<WalletBalanceRow>(
    `SELECT w.id AS wallet_id, a.balance_ore
       FROM wallets w JOIN ledger_accounts a ON a.wallet_id = w.id
      WHERE CASE WHEN cardinality($2::uuid[]) > 0 THEN w.wallet_group_id = ANY($2::uuid[]) ELSE w.holder_user_id = $1 END
      ORDER BY w.id`,
    [userId, [...guardedGroupIds]],
  );
  return rows;
}

export async function balancesOf(q: Queryable, walletIds: readonly string[]): Promise<WalletBalanceRow[]> {
  const { rows } = await q.query<WalletBalanceRow>('SELECT wallet_id, balance_ore FROM ledger_accounts WHERE wallet_id = ANY($1::uuid[])', [[...walletIds]]);
  return rows;
}

/** Whether a session still counts: not signed out and neither idle nor absolutely expired (without sliding it). */
export async function sessionIsLive(q: Queryable, sessionId: string, now: Date): Promise<boolean> {
  const { rows } = await q.query(
    'SELECT 1 FROM sessions WHERE id = $1 AND revoked_at IS NULL AND idle_expires_at > $2 AND absolute_expires_at > $2',
    [sessionId, now],
  );
  return rows.length > 0;
}

/**
 * Leases the wallets a stream shows, so the balance trigger announces their changes. The
 * lease is in the database's time, which is what the trigger compares with.
 */
export async function watchWallets(q: Queryable, streamId: string, walletIds: readonly string[], leaseSeconds: number): Promise<void> {
  if (walletIds.length === 0) return;
  // Leases of streams whose instance died are cleared here rather than by a job.
  await q.query('DELETE FROM live_wallet_watchers WHERE expires_at < now()');
  await q.query(
    `INSERT INTO live_wallet_watchers (wallet_id, stream_id, expires_at)
       SELECT unnest($2::uuid[]), $1, now() + make_interval(secs => $3)
     ON CONFLICT (wallet_id, stream_id) DO UPDATE SET expires_at = EXCLUDED.expires_at`,
    [streamId, [...walletIds], leaseSeconds],
  );
}

export async function unwatchWallets(q: Queryable, streamId: string): Promise<void> {
  await q.query('DELETE FROM live_wallet_watchers WHERE stream_id = $1', [streamId]);
}

/** A production-list stream's lease on the plans it watches (migration 062): the food-plan order triggers notify only while one is current. */
export async function watchPlans(q: Queryable, streamId: string, planIds: readonly string[], leaseSeconds: number): Promise<void> {
  if (planIds.length === 0) return;
  await q.query('DELETE FROM live_production_watchers WHERE expires_at < now()');
  await q.query(
    `INSERT INTO live_production_watchers (foodplan_id, stream_id, expires_at)
       SELECT unnest($2::uuid[]), $1, now() + make_interval(secs => $3)
     ON CONFLICT (foodplan_id, stream_id) DO UPDATE SET expires_at = EXCLUDED.expires_at`,
    [streamId, [...planIds], leaseSeconds],
  );
}

export async function unwatchPlans(q: Queryable, streamId: string): Promise<void> {
  await q.query('DELETE FROM live_production_watchers WHERE stream_id = $1', [streamId]);
}
