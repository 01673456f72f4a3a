import { textMatch, type TextWord } from '../../core/search-words';
import type { Queryable } from '../../db/db';
import { firstRowOrNull } from '../../db/rows';
import type { StaffScope } from '../payment/staff';
import type { StaffSearchFilter } from './staff-search-filter';

/** One row of a staff search: a payment transaction (order, canteen sale, refund, card top-up) with its wallet and customer. */
export interface StaffRow {
  id: string;
  kind: 'order' | 'terminal' | 'refund' | 'deposit';
  /** A card top-up's source (migration 037): card (a deposit), automatic, monthly; null otherwise. */
  top_up: 'card' | 'automatic' | 'monthly' | null;
  status_id: number;
  description: string;
  description_text: unknown;
  amount_ore: number;
  created_at: Date | string;
  wallet_id: string;
  wallet_name: string;
  mobile_number: string | null;
  customer_id: string;
  customer_name: string;
  terminal_id: string | null;
  error_message: string | null;
}

export interface StaffPage {
  rows: StaffRow[];
  totalCount: number;
  /** Signed, wallet's view: purchases negative, refunds and top-ups positive; completed only. */
  sumOre: number;
}

/** The count, the sum and the page of a search in one statement, given its `filtered` rows (id, kind, status_id, amount_ore, created_at) and the numbers of its offset and limit parameters. */
const totalsAndPage = (filtered: string, offset: number, limit: number) => `
WITH filtered AS (${filtered}
),
totals AS (
  SELECT count(*) AS total_count,
         coalesce(sum(CASE WHEN kind IN ('refund', 'deposit') THEN amount_ore ELSE -amount_ore END) FILTER (WHERE status_id = 2), 0)::bigint AS sum_ore
    FROM filtered
)
SELECT totals.total_count, totals.sum_ore, page.*
  FROM totals
  LEFT JOIN LATERAL (
    SELECT t.id, t.kind, t.top_up, t.status_id, t.description, t.description_text, t.amount_ore, t.created_at,
           w.id AS wallet_id, w.name AS wallet_name, w.mobile_number, c.id AS customer_id, c.name AS customer_name,
           t.terminal_id::text AS terminal_id, t.error_message
      FROM (SELECT id, created_at FROM filtered ORDER BY created_at DESC, id DESC OFFSET $${offset} LIMIT $${limit}) f
      JOIN payment_transactions t ON t.id = f.id
      JOIN wallets w ON w.id = t.wallet_id
      JOIN customers c ON c.id = t.customer_id
     ORDER BY f.created_at DESC, f.id DESC
  ) page ON true`;

/** What the staff search lists: orders, canteen sales, refunds and card top-ups (card payments are their orders' children). */
const LISTED_KINDS = "'order', 'terminal', 'refund', 'deposit'";

/** The transactions with a posting of one of the words in $n, in the window (migration 034). */
const postedIn = (n: number) =>
  `SELECT p.transaction_id FROM transaction_search_words p WHERE p.word = ANY ($${n}::text[]) AND p.created_at >= $1 AND p.created_at < $2`;

/**
 * The staff search read from the transactions: newest first in the window, in the caller's
 * scope (every tenant, or the customers the staff member belongs to), filtered. Card and
 * mobile numbers are first turned into the wallets they name (school_cards' key,
 * wallets_mobile_number_idx), so every search is an index range scan on (customer | wallet |
 * terminal | created_at). Free text, when a wallet, a transaction or a device narrows the
 * search too, is a semi-join with the postings of each of its words ($17 on).
 */
const fromTransactions = (textLists: number) =>
  totalsAndPage(
    `
  SELECT t.id, t.kind, t.status_id, t.amount_ore, t.created_at
    FROM payment_transactions t
   WHERE t.kind IN (${LISTED_KINDS})
     AND t.created_at >= $1 AND t.created_at < $2
     AND ($3::boolean OR t.customer_id = ANY($4::uuid[]))
     AND ($5::uuid IS NULL OR t.wallet_id = $5)
     AND ($6::uuid IS NULL OR t.customer_id = $6)
     AND ($7::uuid[] IS NULL OR t.wallet_id = ANY($7))
     AND ($8::uuid IS NULL OR t.id = $8)
     AND ($9::smallint[] IS NULL OR t.status_id = ANY($9))
     AND ($10::text[] IS NULL OR t.kind = ANY($10))
     AND ($11::bigint IS NULL OR t.amount_ore = $11)
     AND ($12::bigint IS NULL OR t.amount_ore >= $12)
     AND ($13::bigint IS NULL OR t.amount_ore <= $13)
     AND ($14::uuid IS NULL OR t.terminal_id = $14)${Array.from({ length: textLists }, (_, i) => `\n     AND t.id IN (${postedIn(17 + i)})`).join('')}`,
    15,
    16,
  );

/**
 * The free-text search read from the word index alone (migration 034): the postings of the
 * driver's words ($13) in the window, filtered on what each posting carries (customer,
 * kind, status, amount), each further word of the text a semi-join ($14 on). The count and
 * the sum come from the index, however many transactions match; only the page's rows are
 * read from the transactions. A transaction posted under two of the driver's words is
 * counted once (DISTINCT, needed only when the driver has several words).
 */
const fromWordIndex = (driverWords: number, otherLists: number) =>
  totalsAndPage(
    `
  SELECT ${driverWords > 1 ? 'DISTINCT ' : ''}m.transaction_id AS id, m.kind, m.status_id, m.amount_ore, m.created_at
    FROM transaction_search_words m
   WHERE m.word = ANY($13::text[])
     AND m.kind IN (${LISTED_KINDS})
     AND m.created_at >= $1 AND m.created_at < $2
     AND ($3::boolean OR m.customer_id = ANY($4::uuid[]))
     AND ($5::uuid IS NULL OR m.customer_id = $5)
     AND ($6::smallint[] IS NULL OR m.status_id = ANY($6))
     AND ($7::text[] IS NULL OR m.kind = ANY($7))
     AND ($8::bigint IS NULL OR m.amount_ore = $8)
     AND ($9::bigint IS NULL OR m.amount_ore >= $9)
     AND ($10::bigint IS NULL OR m.amount_ore <= $10)${Array.from({ length: otherLists }, (_, i) => `\n     AND m.transaction_id IN (${postedIn(14 + i)})`).join('')}`,
    11,
    12,
  );

/** The wallets a card or mobile number names (school_cards' key, wallets_mobile_number_idx); null when neither is asked for. */
async function namedWallets(q: Queryable, f: StaffSearchFilter): Promise<string[] | null> {
  if (f.mobileNumber === null && f.cardNumber === null) return null;
  const { rows } = await q.query<{ id: string }>(
    `SELECT w.id FROM wallets w WHERE $1::text IS NOT NULL AND w.mobile_number = $1
     UNION
     SELECT sc.wallet_id FROM school_cards sc WHERE $2::text IS NOT NULL AND sc.card_number = $2`,
    [f.mobileNumber, f.cardNumber],
  );
  return rows.map((row) => row.id);
}

/**
 * The words of a free text, cut as the index cuts them (transaction_search_words_of), each
 * with the indexed words that contain it: those with a suffix (transaction_search_fragments)
 * that starts with it, one index range each.
 */
export async function textWords(q: Queryable, text: string): Promise<TextWord[]> {
  const { rows } = await q.query<TextWord>(
    `SELECT x.word, coalesce(array_agg(DISTINCT f.word) FILTER (WHERE f.word IS NOT NULL), '{}') AS words
       FROM unnest(transaction_search_words_of($1)) AS x (word)
       LEFT JOIN transaction_search_fragments f
         ON f.fragment >= x.word COLLATE "C" AND f.fragment < (x.word || chr(1114111)) COLLATE "C" AND starts_with(f.fragment, x.word)
      GROUP BY x.word`,
    [text],
  );
  return rows;
}

type SearchRow = StaffRow & { total_count: number; sum_ore: number; id: string | null };
const EMPTY_PAGE: StaffPage = { rows: [], totalCount: 0, sumOre: 0 };

export async function staffSearch(q: Queryable, scope: StaffScope, f: StaffSearchFilter, offset: number, limit: number): Promise<StaffPage> {
  const walletIds = await namedWallets(q, f);
  if (walletIds !== null && walletIds.length === 0) return EMPTY_PAGE;
  const text = f.text === null ? null : textMatch(await textWords(q, f.text));
  if (text?.kind === 'none') return EMPTY_PAGE;
  const customerIds = scope.all ? [] : scope.customerIds;
  // The word index answers alone unless something it does not carry narrows the search.
  const narrowedByTransaction = f.walletId !== null || walletIds !== null || f.transactionId !== null || f.deviceId !== null;
  const { rows } =
    text !== null && !narrowedByTransaction
      ? await q.query<SearchRow>(fromWordIndex(text.driver.length, text.others.length), [
          f.from, f.to, scope.all, customerIds, f.customerId, f.statusIds, f.kinds, f.amountOre, f.minAmountOre, f.maxAmountOre,
          offset, limit, text.driver, ...text.others,
        ])
      : await q.query<SearchRow>(fromTransactions(text === null ? 0 : 1 + text.others.length), [
          f.from, f.to, scope.all, customerIds, f.walletId, f.customerId, walletIds, f.transactionId, f.statusIds, f.kinds,
          f.amountOre, f.minAmountOre, f.maxAmountOre, f.deviceId, offset, limit, ...(text === null ? [] : [text.driver, ...text.others]),
        ]);
  const first = rows[0];
  return {
    rows: rows.filter((row): row is StaffRow & { total_count: number; sum_ore: number } => row.id !== null),
    totalCount: Number(first?.total_count ?? 0),
    sumOre: Number(first?.sum_ore ?? 0),
  };
}

/** The payment a detail asks for: by its own id, or by the ledger transaction that settled it (the wallet list's ids). */
export async function resolvePaymentId(q: Queryable, id: string): Promise<string | null> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT id FROM payment_transactions WHERE id = $1 AND kind <> 'card'
     UNION ALL
     (SELECT id FROM payment_transactions WHERE ledger_transaction_id = $1 AND kind <> 'card' ORDER BY created_at LIMIT 1)
     LIMIT 1`,
    [id],
  );
  return rows[0]?.id ?? null;
}

export interface StaffDetailRow extends StaffRow {
  parent_id: string | null;
  stacktrace: string | null;
  custom_data: Record<string, unknown> | null;
  is_foodplan: boolean;
  ledger_transaction_id: string | null;
  wallet_customer_id: string;
  wallet_customer_name: string;
  balance_after_ore: number | null;
}

export async function staffDetailRow(q: Queryable, id: string): Promise<StaffDetailRow | null> {
  return firstRowOrNull<StaffDetailRow>(
    q,
    `SELECT t.id, t.kind, t.top_up, t.status_id, t.description, t.description_text, t.amount_ore, t.created_at, w.id AS wallet_id, w.name AS wallet_name,
            w.mobile_number, c.id AS customer_id, c.name AS customer_name, t.terminal_id::text AS terminal_id, t.error_message,
            t.parent_id, t.stacktrace, t.custom_data, t.is_foodplan, t.ledger_transaction_id,
            wc.id AS wallet_customer_id, wc.name AS wallet_customer_name, NULL::bigint AS balance_after_ore
       FROM payment_transactions t
       JOIN wallets w ON w.id = t.wallet_id
       JOIN customers c ON c.id = t.customer_id
       JOIN customers wc ON wc.id = w.customer_id
      WHERE t.id = $1`,
    [id],
  );
}

export interface DetailLineRow {
  product_id: string;
  name: string;
  price_ore: number;
  quantity: number;
  refunded_quantity: number;
  extra: Record<string, unknown> | null;
  category_id: string | null;
  category_name: string | null;
}

/** The products with their category: the webshop product group, or else the food group. */
export async function detailLines(q: Queryable, id: string): Promise<DetailLineRow[]> {
  const { rows } = await q.query<DetailLineRow>(
    `SELECT l.product_id, l.name, l.price_ore, l.quantity, l.refunded_quantity, l.extra,
            coalesce(g.id::text, p.food_group) AS category_id, coalesce(g.name, p.food_group) AS category_name
       FROM payment_transaction_lines l
       JOIN catalogue_products p ON p.id = l.product_id
       LEFT JOIN webshop_product_groups g ON g.id = p.product_group_id
      WHERE l.transaction_id = $1 ORDER BY l.line_no`,
    [id],
  );
  return rows;
}

export interface ChildRow {
  id: string;
  status_id: number;
  amount_ore: number;
  merchant_data: string | null;
}

export async function cardChildren(q: Queryable, id: string): Promise<ChildRow[]> {
  const { rows } = await q.query<ChildRow>(
    "SELECT id, status_id, amount_ore, merchant_data FROM payment_transactions WHERE parent_id = $1 AND kind = 'card' ORDER BY created_at, id",
    [id],
  );
  return rows;
}

export async function customInformations(q: Queryable, id: string): Promise<{ json_type: string; json_data: string; created_at: Date | string }[]> {
  const { rows } = await q.query<{ json_type: string; json_data: string; created_at: Date | string }>(
    `SELECT i.json_type, i.json_data, i.created_at FROM payment_custom_informations i
      WHERE i.transaction_id = $1 OR i.transaction_id IN (SELECT c.id FROM payment_transactions c WHERE c.parent_id = $1 AND c.kind = 'card')
      ORDER BY i.created_at, i.id`,
    [id],
  );
  return rows;
}
