import type { Queryable } from '../../db/db';

/**
 * Absence (issue 26, migration 061): the days a wallet was reported absent
 * (foodplan_absences, one row per wallet and day) and the food-plan order lines of those
 * days with their plan's rules, as the absence service reads them.
 */

/** A food-plan order line of a menu item served in the range that still holds something (reserved, or completed and not refunded in full). */
export interface AbsenceLineRow {
  payment_id: string;
  status_id: number;
  product_id: string;
  name: string;
  serve_date: string;
  /** What the payment's lines of this product still hold (quantity less refunds). */
  quantity: number;
  /** What that is worth in øre (each line's price × what it still holds). */
  amount_ore: number;
  foodplan_id: string;
  foodplan_name: string;
  cancellation_school_days: number;
  cancellation_time: string;
  absence_school_days: number | null;
  absence_time: string | null;
}

export async function absenceLines(q: Queryable, walletId: string, from: string, to: string): Promise<AbsenceLineRow[]> {
  const { rows } = await q.query<AbsenceLineRow>(
    `SELECT t.id AS payment_id, t.status_id, l.product_id, min(l.name) AS name, to_char(i.serve_date, 'YYYY-MM-DD') AS serve_date,
            sum(l.quantity - l.refunded_quantity)::int AS quantity, sum(l.price_ore * (l.quantity - l.refunded_quantity))::bigint AS amount_ore,
            f.id AS foodplan_id, f.name AS foodplan_name,
            f.cancellation_school_days, to_char(f.cancellation_time, 'HH24:MI') AS cancellation_time,
            f.absence_school_days, to_char(f.absence_time, 'HH24:MI') AS absence_time
       FROM payment_transactions t
       JOIN payment_transaction_lines l ON l.transaction_id = t.id
       JOIN foodplan_items i ON i.product_id = l.product_id
       JOIN foodplans f ON f.id = i.foodplan_id
      WHERE t.wallet_id = $1 AND t.kind = 'order' AND t.is_foodplan AND t.status_id IN (1, 2)
        AND i.serve_date BETWEEN $2::date AND $3::date
      GROUP BY t.id, t.status_id, l.product_id, i.serve_date, f.id, f.name
     HAVING sum(l.quantity - l.refunded_quantity) > 0
      ORDER BY i.serve_date, f.name, min(l.name), t.id`,
    [walletId, from, to],
  );
  return rows.map((row) => ({
    ...row,
    status_id: Number(row.status_id),
    quantity: Number(row.quantity),
    amount_ore: Number(row.amount_ore),
    cancellation_school_days: Number(row.cancellation_school_days),
    absence_school_days: row.absence_school_days === null ? null : Number(row.absence_school_days),
  }));
}

/** The days of the range the wallet was reported absent already. */
export async function reportedDays(q: Queryable, walletId: string, from: string, to: string): Promise<Set<string>> {
  const { rows } = await q.query<{ day: string }>(
    `SELECT to_char(absent_on, 'YYYY-MM-DD') AS day FROM foodplan_absences WHERE wallet_id = $1 AND absent_on BETWEEN $2::date AND $3::date`,
    [walletId, from, to],
  );
  return new Set(rows.map((row) => row.day));
}

/** Records the day once: true when this call recorded it, false when it was reported before. */
export async function recordAbsence(q: Queryable, absence: { walletId: string; day: string; userId: string; at: Date }): Promise<boolean> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO foodplan_absences (wallet_id, absent_on, reported_by, reported_at) VALUES ($1, $2::date, $3, $4)
     ON CONFLICT (wallet_id, absent_on) DO NOTHING RETURNING id`,
    [absence.walletId, absence.day, absence.userId, absence.at],
  );
  return rows.length > 0;
}

export interface AbsenceWalletRow {
  id: string;
  name: string;
  customer_id: string;
  customer_name: string;
  wallet_group_id: string | null;
  holder_user_id: string | null;
  grade: string | null;
}

const WALLET_SELECT = `
  SELECT w.id, w.name, w.customer_id, c.name AS customer_name, w.wallet_group_id, w.holder_user_id,
         CASE WHEN w.grade_number IS NULL THEN NULL ELSE w.grade_number::text || w.grade_letter END AS grade
    FROM wallets w JOIN customers c ON c.id = w.customer_id`;

export async function absenceWallet(q: Queryable, walletId: string): Promise<AbsenceWalletRow | null> {
  const { rows } = await q.query<AbsenceWalletRow>(`${WALLET_SELECT} WHERE w.id = $1`, [walletId]);
  return rows[0] ?? null;
}

/** Pupils (wallets in a family) of the customers named whose name or grade matches, by name; at most `limit`. */
export async function searchPupils(q: Queryable, customerIds: readonly string[], search: string, limit: number): Promise<AbsenceWalletRow[]> {
  if (customerIds.length === 0) return [];
  const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const { rows } = await q.query<AbsenceWalletRow>(
    `SELECT * FROM (${WALLET_SELECT} WHERE w.customer_id = ANY($1::uuid[]) AND w.wallet_group_id IS NOT NULL) p
      WHERE p.name ILIKE $2 OR coalesce(p.grade, '') ILIKE $2 OR (p.name || ' ' || coalesce(p.grade, '')) ILIKE $2
      ORDER BY p.name, p.id LIMIT $3`,
    [[...customerIds], pattern, limit],
  );
  return rows;
}

/** A paid subscription period of the wallet that overlaps the range (its payment completed, its line not refunded), with its plan's rules. */
export interface AbsencePeriodRow {
  payment_id: string;
  start_date: string;
  end_date: string;
  amount_ore: number;
  product_id: string;
  name: string;
  foodplan_id: string;
  foodplan_name: string;
  cancellation_school_days: number;
  cancellation_time: string;
  absence_school_days: number | null;
  absence_time: string | null;
}

export async function paidPeriods(q: Queryable, walletId: string, from: string, to: string): Promise<AbsencePeriodRow[]> {
  const { rows } = await q.query<AbsencePeriodRow>(
    `SELECT sp.payment_id, to_char(sp.start_date, 'YYYY-MM-DD') AS start_date, to_char(sp.end_date, 'YYYY-MM-DD') AS end_date, t.amount_ore,
            o.product_id, cp.name, f.id AS foodplan_id, f.name AS foodplan_name,
            f.cancellation_school_days, to_char(f.cancellation_time, 'HH24:MI') AS cancellation_time,
            f.absence_school_days, to_char(f.absence_time, 'HH24:MI') AS absence_time
       FROM foodplan_subscription_periods sp
       JOIN foodplan_subscriptions s ON s.id = sp.subscription_id
       JOIN foodplan_subscription_offers o ON o.id = s.offer_id
       JOIN catalogue_products cp ON cp.id = o.product_id
       JOIN foodplans f ON f.id = o.foodplan_id
       JOIN payment_transactions t ON t.id = sp.payment_id
      WHERE s.wallet_id = $1 AND sp.start_date <= $3::date AND sp.end_date >= $2::date
        AND t.kind = 'order' AND t.status_id = 2
        AND EXISTS (SELECT 1 FROM payment_transaction_lines l WHERE l.transaction_id = t.id AND l.refunded_quantity < l.quantity)
      ORDER BY sp.start_date, cp.name, sp.payment_id`,
    [walletId, from, to],
  );
  return rows.map((row) => ({
    ...row,
    amount_ore: Number(row.amount_ore),
    cancellation_school_days: Number(row.cancellation_school_days),
    absence_school_days: row.absence_school_days === null ? null : Number(row.absence_school_days),
  }));
}

/** Records a day's share given back once: false when that period's day was credited before. */
export async function recordAbsenceCredit(
  q: Queryable,
  credit: { paymentId: string; day: string; walletId: string; refundId: string; amountOre: number; at: Date },
): Promise<boolean> {
  const { rows } = await q.query<{ payment_id: string }>(
    `INSERT INTO foodplan_absence_credits (payment_id, absent_on, wallet_id, refund_id, amount_ore, created_at) VALUES ($1, $2::date, $3, $4, $5, $6)
     ON CONFLICT (payment_id, absent_on) DO NOTHING RETURNING payment_id`,
    [credit.paymentId, credit.day, credit.walletId, credit.refundId, credit.amountOre, credit.at],
  );
  return rows.length > 0;
}
