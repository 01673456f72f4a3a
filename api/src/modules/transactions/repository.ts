import type { Queryable } from '../../db/db';

export interface TransactionRow {
  id: string;
  type: string;
  description: string;
  /** The platform text's key and parameters, or null for a written text (core/platform-texts.ts). */
  description_text: unknown;
  amount_ore: number;
  balance_after_ore: number | null;
  status_id: number;
  created_at: Date | string;
  wallet_id: string;
  wallet_name: string;
  customer_id: string | null;
  customer_name: string | null;
  payment_id: string | null;
  terminal_id: string | null;
  parent_id: string | null;
  error_message: string | null;
  /** The status of the payment the row settled (null for a movement that settled none). */
  order_status_id: number | null;
}

export interface TransactionQuery {
  walletId: string;
  /** Only this transaction (the detail view). */
  transactionId?: string | null;
  types?: readonly string[] | null;
  statusIds?: readonly number[] | null;
  from?: Date | null;
  /** Exclusive. */
  to?: Date | null;
  offset: number;
  limit: number;
}

export interface TransactionPage {
  rows: TransactionRow[];
  totalCount: number;
  /** Sum of the matching completed movements. */
  sumOre: number;
}

/**
 * One wallet's list, newest first: every ledger transaction that moved its money (with the
 * running balance after it, and what it settled: a payment, a refill), then the orders
 * that have moved no money (reserved, failed, cancelled, expired). Totals and the page in
 * one round trip.
 */
const WALLET_TRANSACTIONS = `
WITH account AS (
  SELECT id FROM ledger_accounts WHERE wallet_id = $1
),
movements AS (
  SELECT lt.id, lt.kind AS ledger_kind, lt.description, lt.description_text, lt.created_at, p.amount_ore, p.id AS seq,
         (sum(p.amount_ore) OVER (ORDER BY p.id))::bigint AS balance_after_ore
    FROM ledger_postings p
    JOIN ledger_transactions lt ON lt.id = p.transaction_id
   WHERE p.account_id = (SELECT id FROM account)
),
listed AS (
  SELECT m.id,
         CASE
           WHEN ra.kind = 'automatic' THEN 'AutomaticRefill'
           WHEN ra.kind = 'monthly' THEN 'MonthlyRefill'
           WHEN m.ledger_kind = 'card_deposit' THEN 'Deposit'
           WHEN m.ledger_kind = 'card_payment' THEN 'CardPayment'
           WHEN m.ledger_kind = 'refund' THEN 'Refund'
           WHEN m.ledger_kind = 'wallet_transfer' THEN 'WalletTransfer'
           WHEN m.ledger_kind = 'card_payback' THEN 'CardPayback'
           WHEN pt.kind = 'terminal' THEN 'CanteenPurchase'
           ELSE 'Purchase'
         END AS type,
         m.description, m.description_text, m.amount_ore, m.balance_after_ore, m.seq, 2 AS status_id, m.created_at,
         pt.customer_id, pt.id AS payment_id, pt.terminal_id, pt.parent_id, pt.error_message, pt.status_id AS order_status_id
    FROM movements m
    LEFT JOIN LATERAL (
      SELECT t.id, t.kind, t.customer_id, t.terminal_id, t.parent_id, t.error_message, t.status_id
        FROM payment_transactions t WHERE t.ledger_transaction_id = m.id AND t.kind <> 'deposit'
       ORDER BY t.created_at, t.id LIMIT 1
    ) pt ON true
    LEFT JOIN refill_attempts ra ON ra.ledger_transaction_id = m.id
  UNION ALL
  SELECT t.id, 'Order', t.description, t.description_text, -t.amount_ore, NULL, NULL, t.status_id, t.created_at,
         t.customer_id, t.id, t.terminal_id, t.parent_id, t.error_message, t.status_id
    FROM payment_transactions t
   WHERE t.wallet_id = $1 AND t.kind = 'order' AND t.ledger_transaction_id IS NULL
),
filtered AS (
  SELECT l.* FROM listed l
   WHERE ($2::uuid IS NULL OR l.id = $2)
     AND ($3::text[] IS NULL OR l.type = ANY($3))
     AND ($4::smallint[] IS NULL OR l.status_id = ANY($4))
     AND ($5::timestamptz IS NULL OR l.created_at >= $5)
     AND ($6::timestamptz IS NULL OR l.created_at < $6)
),
totals AS (
  SELECT count(*) AS total_count, coalesce(sum(amount_ore) FILTER (WHERE status_id = 2), 0)::bigint AS sum_ore FROM filtered
)
SELECT totals.total_count, totals.sum_ore, page.*
  FROM totals
  LEFT JOIN LATERAL (
    SELECT f.id, f.type, f.description, f.description_text, f.amount_ore, f.balance_after_ore, f.status_id, f.created_at,
           w.id AS wallet_id, w.name AS wallet_name, f.customer_id, c.name AS customer_name,
           f.payment_id, f.terminal_id::text AS terminal_id, f.parent_id, f.error_message, f.order_status_id
      FROM filtered f
      JOIN wallets w ON w.id = $1
      LEFT JOIN customers c ON c.id = f.customer_id
     -- Newest first, and within one moment in the order the money moved (a card-paid order's
     -- payment in, then its purchase out), so each row's balance follows the one below it.
     ORDER BY f.created_at DESC, f.seq DESC NULLS FIRST, f.id DESC
     OFFSET $7 LIMIT $8
  ) page ON true`;

export async function walletTransactions(q: Queryable, query: TransactionQuery): Promise<TransactionPage> {
  const { rows } = await q.query<TransactionRow & { total_count: number; sum_ore: number; id: string | null }>(WALLET_TRANSACTIONS, [
    query.walletId,
    query.transactionId ?? null,
    query.types && query.types.length > 0 ? [...query.types] : null,
    query.statusIds && query.statusIds.length > 0 ? [...query.statusIds] : null,
    query.from ?? null,
    query.to ?? null,
    query.offset,
    query.limit,
  ]);
  const first = rows[0];
  return {
    rows: rows.filter((row): row is TransactionRow & { total_count: number; sum_ore: number } => row.id !== null),
    totalCount: first?.total_count ?? 0,
    sumOre: first?.sum_ore ?? 0,
  };
}

/** The wallets a transaction touches: a ledger transaction's wallet postings, or an order's wallet. */
export async function walletsOfTransaction(q: Queryable, transactionId: string): Promise<string[]> {
  const { rows } = await q.query<{ wallet_id: string }>(
    `SELECT a.wallet_id FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
      WHERE p.transaction_id = $1 AND a.kind = 'wallet'
     UNION
     SELECT t.wallet_id FROM payment_transactions t WHERE t.id = $1 AND t.kind = 'order' AND t.ledger_transaction_id IS NULL`,
    [transactionId],
  );
  return rows.map((row) => row.wallet_id);
}

export interface ProductRow {
  product_id: string;
  name: string;
  price_ore: number;
  quantity: number;
  refunded_quantity: number;
}

export async function productsOfPayment(q: Queryable, paymentId: string): Promise<ProductRow[]> {
  const { rows } = await q.query<ProductRow>(
    `SELECT product_id, name, price_ore, quantity, refunded_quantity
       FROM payment_transaction_lines WHERE transaction_id = $1 ORDER BY line_no`,
    [paymentId],
  );
  return rows;
}
