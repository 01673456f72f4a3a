import type { Queryable } from '../../db/db';
import { firstRowOrNull } from '../../db/rows';

export interface FamilyWalletRow {
  id: string;
  name: string;
  wallet_group_id: string | null;
  holder_user_id: string | null;
  customer_id: string;
}

export async function findWallet(q: Queryable, walletId: string): Promise<FamilyWalletRow | null> {
  return firstRowOrNull<FamilyWalletRow>(
    q,
    'SELECT id, name, wallet_group_id, holder_user_id, customer_id FROM wallets WHERE id = $1',
    [walletId],
  );
}

export async function walletsOfGroup(q: Queryable, walletGroupId: string): Promise<FamilyWalletRow[]> {
  const { rows } = await q.query<FamilyWalletRow>(
    'SELECT id, name, wallet_group_id, holder_user_id, customer_id FROM wallets WHERE wallet_group_id = $1 ORDER BY name, id',
    [walletGroupId],
  );
  return rows;
}

export async function guardianGroupIds(q: Queryable, userId: string): Promise<string[]> {
  const { rows } = await q.query<{ wallet_group_id: string }>(
    'SELECT wallet_group_id FROM wallet_group_guardians WHERE user_id = $1 ORDER BY wallet_group_id',
    [userId],
  );
  return rows.map((row) => row.wallet_group_id);
}

/** The wallets a user manages: those they hold and those of the groups they guard. */
export async function managedWalletIds(q: Queryable, userId: string): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT w.id FROM wallets w WHERE w.holder_user_id = $1
     UNION
     SELECT w.id FROM wallets w JOIN wallet_group_guardians g ON g.wallet_group_id = w.wallet_group_id WHERE g.user_id = $1`,
    [userId],
  );
  return rows.map((row) => row.id);
}
