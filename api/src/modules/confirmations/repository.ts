import type { Queryable } from '../../db/db';
import type { ConfirmationEvent } from './messages';

/** The confirmations module's SQL: the order events (order_confirmations, migration 063) and what their messages say. */

export interface NewConfirmation {
  eventKey: string;
  event: ConfirmationEvent;
  paymentId: string;
  refundId: string | null;
  walletId: string;
  balanceOre: number;
  at: Date;
}

/** Records the event once (its unique key); answers the new row's id, or null when it was recorded before. */
export async function recordConfirmation(q: Queryable, c: NewConfirmation): Promise<string | null> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO order_confirmations (event_key, event, payment_id, refund_id, wallet_id, balance_ore, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (event_key) DO NOTHING RETURNING id`,
    [c.eventKey, c.event, c.paymentId, c.refundId, c.walletId, c.balanceOre, c.at],
  );
  return rows[0]?.id ?? null;
}

export interface ConfirmationRow {
  id: string;
  event: ConfirmationEvent;
  payment_id: string;
  refund_id: string | null;
  wallet_id: string;
  balance_ore: number;
  wallet_name: string;
  mobile_number: string | null;
  customer_id: string;
  school: string;
  /** The one who placed the order. */
  user_id: string | null;
  order_amount_ore: number;
  refund_amount_ore: number | null;
  /** The child payment's kind: 'refund', or (a change that charged more) 'adjustment'. */
  child_kind: string | null;
  is_foodplan: boolean;
  is_meeting: boolean;
}

export async function confirmationById(q: Queryable, id: string): Promise<ConfirmationRow | null> {
  const { rows } = await q.query<ConfirmationRow>(
    `SELECT c.id, c.event, c.payment_id, c.refund_id, c.wallet_id, c.balance_ore, w.name AS wallet_name, w.mobile_number,
            p.customer_id, cu.name AS school, p.user_id, p.amount_ore AS order_amount_ore, r.amount_ore AS refund_amount_ore, r.kind AS child_kind, p.is_foodplan,
            EXISTS (SELECT 1 FROM meeting_orders m WHERE m.transaction_id = p.id) AS is_meeting
       FROM order_confirmations c
       JOIN payment_transactions p ON p.id = c.payment_id
       JOIN wallets w ON w.id = c.wallet_id
       JOIN customers cu ON cu.id = p.customer_id
       LEFT JOIN payment_transactions r ON r.id = c.refund_id
      WHERE c.id = $1`,
    [id],
  );
  const row = rows[0];
  return row ? { ...row, balance_ore: Number(row.balance_ore), order_amount_ore: Number(row.order_amount_ore), refund_amount_ore: row.refund_amount_ore === null ? null : Number(row.refund_amount_ore) } : null;
}

export interface ConfirmationLineRow {
  name: string;
  quantity: number;
  amount_ore: number;
  serve_date: string | null;
}

/** A payment's lines (the order's or the refund's) with a food-plan dish's serve day. */
export async function linesOfPayment(q: Queryable, paymentId: string): Promise<ConfirmationLineRow[]> {
  const { rows } = await q.query<ConfirmationLineRow>(
    `SELECT l.name, l.quantity, l.price_ore * l.quantity AS amount_ore, to_char(f.serve_date, 'YYYY-MM-DD') AS serve_date
       FROM payment_transaction_lines l LEFT JOIN foodplan_items f ON f.product_id = l.product_id
      WHERE l.transaction_id = $1 ORDER BY l.line_no`,
    [paymentId],
  );
  return rows.map((row) => ({ ...row, quantity: Number(row.quantity), amount_ore: Number(row.amount_ore) }));
}
