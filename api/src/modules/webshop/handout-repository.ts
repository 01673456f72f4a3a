import type { Queryable } from '../../db/db';

/**
 * The webshop's hand-out list (issue 26): the webshop orders of a customer's webshops as the
 * shop hands them out. Reads only; the tick goes through the payment handler's Settlement.
 * A webshop order is an online order of a webshop that is neither a food-plan nor a meeting
 * order (a meeting order never names a webshop: its products must be the webshop's).
 */
export interface HandOutOrderRow {
  id: string;
  wallet_id: string;
  wallet_name: string;
  grade_number: number | null;
  grade_letter: string | null;
  created_at: Date | string;
  handed_out_at: Date | string | null;
  handed_out_by_name: string | null;
}

const ORDER_COLUMNS = `p.id, p.wallet_id, w.name AS wallet_name, w.grade_number, w.grade_letter, p.created_at, p.handed_out_at, u.name AS handed_out_by_name`;

/** The customers among `customerIds` that have a webshop, by name. */
export async function customersWithWebshop(q: Queryable, customerIds: readonly string[]): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    "SELECT DISTINCT customer_id::text AS id FROM catalogue_owners WHERE kind = 'webshop' AND customer_id = ANY($1::uuid[])",
    [customerIds],
  );
  return rows.map((row) => row.id);
}

/**
 * The completed webshop orders of the customer's webshops placed in [start, end) that still
 * have an item not refunded, and those placed before start that are outstanding (not handed
 * out, or handed out since start). Oldest first.
 */
export async function handOutOrders(q: Queryable, customerId: string, start: Date, end: Date): Promise<HandOutOrderRow[]> {
  const { rows } = await q.query<HandOutOrderRow>(
    `SELECT ${ORDER_COLUMNS}
       FROM catalogue_owners o
       JOIN payment_transactions p ON p.webshop_id = o.id AND p.kind = 'order'
       JOIN wallets w ON w.id = p.wallet_id
       LEFT JOIN users u ON u.id = p.handed_out_by
      WHERE o.customer_id = $1 AND o.kind = 'webshop'
        AND p.status_id = 2 AND NOT p.is_foodplan AND p.food_plan_id IS NULL
        AND p.created_at < $3
        AND (p.created_at >= $2 OR p.handed_out_at IS NULL OR p.handed_out_at >= $2)
        AND EXISTS (SELECT 1 FROM payment_transaction_lines l WHERE l.transaction_id = p.id AND l.refunded_quantity < l.quantity)
      ORDER BY p.created_at, p.id`,
    [customerId, start, end],
  );
  return rows;
}

export interface HandOutLineRow {
  transaction_id: string;
  product_id: string;
  name: string;
  remaining: number;
}

/** What is still to hand out of each order: its lines less what was refunded. */
export async function remainingLinesOf(q: Queryable, transactionIds: readonly string[]): Promise<HandOutLineRow[]> {
  if (transactionIds.length === 0) return [];
  const { rows } = await q.query<HandOutLineRow>(
    `SELECT transaction_id::text AS transaction_id, product_id::text AS product_id, name, (quantity - refunded_quantity)::int AS remaining
       FROM payment_transaction_lines
      WHERE transaction_id = ANY($1::uuid[]) AND refunded_quantity < quantity
      ORDER BY transaction_id, line_no`,
    [transactionIds],
  );
  return rows;
}

/** What the tick decides on: the order as the list shows it, whose webshop it is, and whether it is a webshop order at all. */
export interface HandOutFactsRow extends HandOutOrderRow {
  kind: string;
  status_id: number;
  is_foodplan: boolean;
  food_plan_id: string | null;
  customer_id: string;
  /** The customer whose webshop the order names; null when it names none. */
  webshop_customer_id: string | null;
}

export async function handOutFactsOf(q: Queryable, transactionId: string): Promise<HandOutFactsRow | null> {
  const { rows } = await q.query<HandOutFactsRow>(
    `SELECT ${ORDER_COLUMNS}, p.kind, p.status_id, p.is_foodplan, p.food_plan_id, p.customer_id::text AS customer_id,
            o.customer_id::text AS webshop_customer_id
       FROM payment_transactions p
       JOIN wallets w ON w.id = p.wallet_id
       LEFT JOIN catalogue_owners o ON o.id = p.webshop_id AND o.kind = 'webshop'
       LEFT JOIN users u ON u.id = p.handed_out_by
      WHERE p.id = $1`,
    [transactionId],
  );
  return rows[0] ?? null;
}
