import type { HoldStatus } from '../../core/payment-rules';
import type { Queryable } from '../../db/db';
import { customerAccountOpenedOnFirstUse } from './repository';

export interface LockedWalletAccount {
  accountId: string;
  balanceOre: number;
  heldOre: number;
}

/**
 * Locks the wallet's account row until the transaction ends. Every payment takes this
 * lock first, so payments on one wallet queue here and each sees the balance and holds
 * the previous one left.
 */
export async function lockWalletAccount(q: Queryable, walletId: string): Promise<LockedWalletAccount> {
  const { rows } = await q.query<{ id: string; balance_ore: number; held_ore: number }>(
    'SELECT id, balance_ore, held_ore FROM ledger_accounts WHERE wallet_id = $1 FOR UPDATE',
    [walletId],
  );
  const row = rows[0];
  if (!row) throw new Error(`No ledger account for wallet ${walletId}`);
  return { accountId: row.id, balanceOre: row.balance_ore, heldOre: row.held_ore };
}

export interface NewHold {
  accountId: string;
  amountOre: number;
  createdAt: Date;
  expiresAt: Date;
}

/** The trigger adds the hold to the account's held total; the CHECK refuses it if unaffordable. */
export async function openHold(q: Queryable, hold: NewHold): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    'INSERT INTO ledger_holds (account_id, amount_ore, created_at, expires_at) VALUES ($1, $2, $3, $4) RETURNING id',
    [hold.accountId, hold.amountOre, hold.createdAt, hold.expiresAt],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('insert into ledger_holds returned no id');
  return id;
}

/** Settles an open hold; false when it was not open any more. */
export async function settleHold(
  q: Queryable,
  holdId: string,
  status: Exclude<HoldStatus, 'open'>,
  at: Date,
  capturedBy: string | null = null,
): Promise<boolean> {
  const { rows } = await q.query(
    `UPDATE ledger_holds SET status = $2, settled_at = $3, captured_by = $4
      WHERE id = $1 AND status = 'open' RETURNING id`,
    [holdId, status, at, capturedBy],
  );
  return rows.length === 1;
}

/** The selling customer's refund account, opened the first time the customer refunds. */
export const refundAccountId = (q: Queryable, customerId: string): Promise<string> => customerAccountOpenedOnFirstUse(q, 'customer_refunds', customerId);
