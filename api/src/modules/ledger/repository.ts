import type { PostingDraft } from '../../core/ledger';
import type { Queryable } from '../../db/db';

export const CARD_CLEARING_ACCOUNT_CODE = 'card-clearing';

async function insertAccount(q: Queryable, sql: string, params: unknown[]): Promise<string> {
  const { rows } = await q.query<{ id: string }>(sql, params);
  const id = rows[0]?.id;
  if (!id) throw new Error('insert into ledger_accounts returned no id');
  return id;
}

export function insertWalletAccount(q: Queryable, walletId: string): Promise<string> {
  return insertAccount(q, "INSERT INTO ledger_accounts (kind, wallet_id) VALUES ('wallet', $1) RETURNING id", [walletId]);
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
  description: string;
  createdAt: Date;
  postings: readonly PostingDraft[];
}

/**
 * The transaction and all its postings in two statements. The database applies each
 * posting to its account's balance (trigger), refuses an overdrawn wallet (CHECK) and,
 * at commit, a transaction that does not sum to zero (deferred constraint trigger).
 */
export async function insertLedgerTransaction(q: Queryable, transaction: NewLedgerTransaction): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    'INSERT INTO ledger_transactions (id, kind, description, created_at) VALUES (coalesce($4::uuid, gen_random_uuid()), $1, $2, $3) RETURNING id',
    [transaction.kind, transaction.description, transaction.createdAt, transaction.id ?? null],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('insert into ledger_transactions returned no id');
  await q.query(
    `INSERT INTO ledger_postings (transaction_id, account_id, amount_ore)
     SELECT $1, posting.account_id, posting.amount_ore
       FROM unnest($2::uuid[], $3::bigint[]) WITH ORDINALITY AS posting (account_id, amount_ore, position)
      ORDER BY posting.position`,
    [id, transaction.postings.map((p) => p.accountId), transaction.postings.map((p) => p.amountOre)],
  );
  return id;
}

export async function walletBalanceOre(q: Queryable, walletId: string): Promise<number> {
  const { rows } = await q.query<{ balance_ore: number }>('SELECT balance_ore FROM ledger_accounts WHERE wallet_id = $1', [walletId]);
  const row = rows[0];
  if (!row) throw new Error(`No ledger account for wallet ${walletId}`);
  return row.balance_ore;
}
