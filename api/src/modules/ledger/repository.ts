import { danishText, descriptionTextJson, type Description } from '../../core/platform-texts';
import type { PostingDraft } from '../../core/ledger';
import type { Queryable } from '../../db/db';

export const CARD_CLEARING_ACCOUNT_CODE = 'card-clearing';
/** The system accounts of the fees taken from a payout (migration 067). */
export const PROVIDER_FEES_ACCOUNT_CODE = 'provider-fees';
export const PLATFORM_FEES_ACCOUNT_CODE = 'platform-fees';

async function insertAccount(q: Queryable, sql: string, params: unknown[]): Promise<string> {
  const { rows } = await q.query<{ id: string }>(sql, params);
  const id = rows[0]?.id;
  if (!id) throw new Error('insert into ledger_accounts returned no id');
  return id;
}

export function insertWalletAccount(q: Queryable, walletId: string): Promise<string> {
  return insertAccount(q, "INSERT INTO ledger_accounts (kind, wallet_id) VALUES ('wallet', $1) RETURNING id", [walletId]);
}

/** Many wallets' accounts in one statement (the pupil import). */
export async function insertWalletAccounts(q: Queryable, walletIds: readonly string[]): Promise<void> {
  if (walletIds.length === 0) return;
  await q.query("INSERT INTO ledger_accounts (kind, wallet_id) SELECT 'wallet', unnest($1::uuid[])", [[...walletIds]]);
}

export function insertCustomerRevenueAccount(q: Queryable, customerId: string): Promise<string> {
  return insertAccount(q, "INSERT INTO ledger_accounts (kind, customer_id) VALUES ('customer_revenue', $1) RETURNING id", [customerId]);
}

async function accountId(q: Queryable, sql: string, param: string): Promise<string> {
  const { rows } = await q.query<{ id: string }>(sql, [param]);
  const id = rows[0]?.id;
  if (!id) throw new Error(`No ledger account for ${param}`);
  return id;
}

export const walletAccountId = (q: Queryable, walletId: string) =>
  accountId(q, 'SELECT id FROM ledger_accounts WHERE wallet_id = $1', walletId);
export const customerRevenueAccountId = (q: Queryable, customerId: string) =>
  accountId(q, "SELECT id FROM ledger_accounts WHERE kind = 'customer_revenue' AND customer_id = $1", customerId);
export const systemAccountId = (q: Queryable, code: string) =>
  accountId(q, 'SELECT id FROM ledger_accounts WHERE code = $1', code);

export interface NewLedgerTransaction {
  /** Chosen by the caller when another row must name the transaction first (a captured hold). */
  id?: string;
  kind: string;
  description: Description;
  createdAt: Date;
  postings: readonly PostingDraft[];
}

/**
 * The transaction and all its postings in one call of ledger_post (repeatable/ledger.sql),
 * the only writer of postings. The database applies each posting to its account's
 * balance (trigger), refuses an overdrawn wallet (CHECK) and, at commit, a transaction
 * that does not sum to zero (deferred constraint trigger).
 */
export async function insertLedgerTransaction(q: Queryable, transaction: NewLedgerTransaction): Promise<string> {
  const { rows } = await q.query<{ id: string }>('SELECT ledger_post($1::uuid, $2, $3, $4, $5::uuid[], $6::bigint[], $7::jsonb) AS id', [
    transaction.id ?? null,
    transaction.kind,
    danishText(transaction.description),
    transaction.createdAt,
    transaction.postings.map((p) => p.accountId),
    transaction.postings.map((p) => p.amountOre),
    descriptionTextJson(transaction.description),
  ]);
  const id = rows[0]?.id;
  if (!id) throw new Error('ledger_post returned no id');
  return id;
}

export async function walletBalanceOre(q: Queryable, walletId: string): Promise<number> {
  const { rows } = await q.query<{ balance_ore: number }>('SELECT balance_ore FROM ledger_accounts WHERE wallet_id = $1', [walletId]);
  const row = rows[0];
  if (!row) throw new Error(`No ledger account for wallet ${walletId}`);
  return row.balance_ore;
}

/**
 * A customer's account of a kind opened on first use (its refunds, its payouts), one per
 * customer by a partial unique index each. The kind is written into the text, not passed:
 * ON CONFLICT must state the partial index's own predicate.
 */
export async function customerAccountOpenedOnFirstUse(q: Queryable, kind: 'customer_refunds' | 'customer_payout', customerId: string): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `WITH opened AS (
       INSERT INTO ledger_accounts (kind, customer_id) VALUES ('${kind}', $1)
       ON CONFLICT (customer_id) WHERE kind = '${kind}' DO NOTHING RETURNING id
     )
     SELECT id FROM opened
     UNION ALL
     SELECT id FROM ledger_accounts WHERE kind = '${kind}' AND customer_id = $1`,
    [customerId],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error(`No ${kind} account for customer ${customerId}`);
  return id;
}

/** The customer's payout account, opened with its first payout. */
export const customerPayoutAccountId = (q: Queryable, customerId: string): Promise<string> => customerAccountOpenedOnFirstUse(q, 'customer_payout', customerId);
