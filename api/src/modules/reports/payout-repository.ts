import type { Queryable } from '../../db/db';

/** A customer's money of one day, in øre: its net sales and each charge of card money collected for it. */
export interface CustomerDay {
  customerId: string;
  salesOre: number;
  refundsOre: number;
  charges: { method: 'card' | 'mobilepay'; amountOre: number }[];
}

export interface PayoutRow {
  id: string;
  customerId: string;
  day: string;
  status: 'paid' | 'carried';
  netSalesOre: number;
  providerFeesOre: number;
  platformFeeOre: number;
  amountOre: number;
  carriedOre: number;
  ledgerTransactionId: string | null;
  createdAt: Date;
}

const PAYOUT_COLUMNS = `id::text AS id, customer_id::text AS "customerId", to_char(day, 'YYYY-MM-DD') AS day, status,
  net_sales_ore AS "netSalesOre", provider_fees_ore AS "providerFeesOre", platform_fee_ore AS "platformFeeOre",
  amount_ore AS "amountOre", carried_ore AS "carriedOre", ledger_transaction_id::text AS "ledgerTransactionId", created_at AS "createdAt"`;

/**
 * Each customer's day in [start, end): its revenue and refund postings, and the card money
 * that came in on the provider's clearing account for its wallets (a deposit, a refill, an
 * order's card part), MobilePay's told apart by its payment. Only the customers given, or
 * all when null.
 */
export async function customerDays(q: Queryable, start: Date, end: Date, customerIds: readonly string[] | null): Promise<CustomerDay[]> {
  const [{ rows: sales }, { rows: charges }] = [
    await q.query<{ customerId: string; salesOre: number; refundsOre: number }>(
      `WITH period AS MATERIALIZED (SELECT id FROM ledger_transactions WHERE created_at >= $1 AND created_at < $2)
       SELECT a.customer_id::text AS "customerId",
              coalesce(sum(p.amount_ore) FILTER (WHERE a.kind = 'customer_revenue'), 0)::bigint AS "salesOre",
              coalesce(-sum(p.amount_ore) FILTER (WHERE a.kind = 'customer_refunds'), 0)::bigint AS "refundsOre"
         FROM period lt
         CROSS JOIN LATERAL (SELECT x.account_id, x.amount_ore FROM ledger_postings x WHERE x.transaction_id = lt.id) p
         JOIN ledger_accounts a ON a.id = p.account_id AND a.kind IN ('customer_revenue', 'customer_refunds')
        WHERE ($3::uuid[] IS NULL OR a.customer_id = ANY ($3::uuid[]))
        GROUP BY a.customer_id`,
      [start, end, customerIds],
    ),
    await q.query<{ customerId: string; method: 'card' | 'mobilepay'; amountOre: number }>(
      `SELECT w.customer_id::text AS "customerId",
              CASE WHEN EXISTS (SELECT 1 FROM payment_transactions x WHERE x.ledger_transaction_id = lt.id AND x.top_up = 'mobilepay')
                   THEN 'mobilepay' ELSE 'card' END AS method,
              -c.amount_ore AS "amountOre"
         FROM (SELECT id, created_at FROM ledger_transactions WHERE created_at >= $1 AND created_at < $2 OFFSET 0) lt
         CROSS JOIN LATERAL (SELECT x.account_id, x.amount_ore FROM ledger_postings x WHERE x.transaction_id = lt.id AND x.amount_ore < 0) c
         JOIN ledger_accounts ca ON ca.id = c.account_id AND ca.kind = 'card_clearing'
         CROSS JOIN LATERAL (SELECT y.account_id FROM ledger_postings y WHERE y.transaction_id = lt.id) wp
         JOIN ledger_accounts wa ON wa.id = wp.account_id AND wa.kind = 'wallet'
         JOIN wallets w ON w.id = wa.wallet_id
        WHERE ($3::uuid[] IS NULL OR w.customer_id = ANY ($3::uuid[]))
        ORDER BY lt.created_at, lt.id`,
      [start, end, customerIds],
    ),
  ];
  const days = new Map<string, CustomerDay>();
  const dayOf = (customerId: string) => {
    const day = days.get(customerId) ?? { customerId, salesOre: 0, refundsOre: 0, charges: [] };
    days.set(customerId, day);
    return day;
  };
  for (const row of sales) Object.assign(dayOf(row.customerId), { salesOre: row.salesOre, refundsOre: row.refundsOre });
  for (const row of charges) dayOf(row.customerId).charges.push({ method: row.method, amountOre: row.amountOre });
  return [...days.values()];
}

export async function platformFeeRates(q: Queryable, customerIds: readonly string[]): Promise<Map<string, number>> {
  const { rows } = await q.query<{ id: string; bp: number }>('SELECT id::text AS id, platform_fee_bp AS bp FROM customers WHERE id = ANY ($1::uuid[])', [customerIds]);
  return new Map(rows.map((row) => [row.id, row.bp]));
}

/** The customer's last payout row before the day (what a carried day hands on). */
export async function payoutBefore(q: Queryable, customerId: string, day: string): Promise<PayoutRow | null> {
  const { rows } = await q.query<PayoutRow>(
    `SELECT ${PAYOUT_COLUMNS} FROM payouts WHERE customer_id = $1 AND day < $2::date ORDER BY day DESC LIMIT 1`,
    [customerId, day],
  );
  return rows[0] ?? null;
}

export async function payoutsBetween(q: Queryable, customerId: string, from: string, to: string): Promise<PayoutRow[]> {
  const { rows } = await q.query<PayoutRow>(
    `SELECT ${PAYOUT_COLUMNS} FROM payouts WHERE customer_id = $1 AND day BETWEEN $2::date AND $3::date ORDER BY day`,
    [customerId, from, to],
  );
  return rows;
}

export async function insertPayout(q: Queryable, row: Omit<PayoutRow, 'id'>): Promise<void> {
  await q.query(
    `INSERT INTO payouts (customer_id, day, status, net_sales_ore, provider_fees_ore, platform_fee_ore, amount_ore, carried_ore, ledger_transaction_id, created_at)
     VALUES ($1, $2::date, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [row.customerId, row.day, row.status, row.netSalesOre, row.providerFeesOre, row.platformFeeOre, row.amountOre, row.carriedOre, row.ledgerTransactionId, row.createdAt],
  );
}

/** Marks the day as run; false when it was already (by another run or instance). */
export async function markPayoutDay(q: Queryable, day: string, at: Date): Promise<boolean> {
  const { rows } = await q.query('INSERT INTO payout_days (day, ran_at) VALUES ($1::date, $2) ON CONFLICT (day) DO NOTHING RETURNING day', [day, at]);
  return rows.length === 1;
}

/** The closed days up to lastClosedDay, from the ledger's first, that the payout run has not done, oldest first. */
export async function payoutDaysToRun(q: Queryable, lastClosedDay: string, limit: number): Promise<string[]> {
  const { rows } = await q.query<{ day: string }>(
    `SELECT to_char(d, 'YYYY-MM-DD') AS day
       FROM generate_series((SELECT (min(created_at) AT TIME ZONE 'Europe/Copenhagen')::date FROM ledger_transactions), $1::date, interval '1 day') AS d
      WHERE NOT EXISTS (SELECT 1 FROM payout_days r WHERE r.day = d::date)
      ORDER BY d LIMIT $2`,
    [lastClosedDay, limit],
  );
  return rows.map((row) => row.day);
}
