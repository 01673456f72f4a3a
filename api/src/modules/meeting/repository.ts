import type { Queryable } from '../../db/db';
import { firstRowOrNull, rowsForIds } from '../../db/rows';
import type { MeetingOrderRow } from './order-repository';
import { MEETING_CATERING_SETTING } from './rules';

/** The meeting module's own reads: whose catering customers, the user's orders, the kitchen's day. */

export interface CustomerRow {
  id: string;
  name: string;
}

/** The meeting-catering customers (setting MeetingCatering) the user works for, by name. */
export async function meetingCustomersOf(q: Queryable, userId: string): Promise<CustomerRow[]> {
  const { rows } = await q.query<CustomerRow>(
    `SELECT c.id, c.name FROM customer_memberships m JOIN customers c ON c.id = m.customer_id
      WHERE m.user_id = $1 AND EXISTS (SELECT 1 FROM customer_settings s WHERE s.customer_id = c.id AND s.key = $2)
      ORDER BY c.name, c.id`,
    [userId, MEETING_CATERING_SETTING],
  );
  return rows;
}

/** Those of these customers that are meeting-catering customers (the setting). */
export async function meetingCustomerIdsAmong(q: Queryable, customerIds: readonly string[], setting: string): Promise<string[]> {
  if (customerIds.length === 0) return [];
  const { rows } = await q.query<{ customer_id: string }>(
    'SELECT customer_id::text AS customer_id FROM customer_settings WHERE customer_id = ANY($1::uuid[]) AND key = $2',
    [[...customerIds], setting],
  );
  return rows.map((row) => row.customer_id);
}

/** The meeting_orders columns an order shows beside its payment transaction's. */
type OrderDetails = Pick<
  MeetingOrderRow,
  'location_id' | 'department_id' | 'delivery_time' | 'participants' | 'picked_up_by_customer' | 'note' | 'is_external' | 'deadline_at' | 'updated_at'
>;

export interface OrderRow extends OrderDetails {
  id: string;
  user_id: string | null;
  user_name: string | null;
  description: string;
  amount_ore: number;
  status_id: number;
  error_message: string | null;
  wallet_id: string;
  customer_id: string;
  created_at: Date | string;
  location_name: string;
  department_name: string | null;
}

const ORDER_SELECT = `
  SELECT t.id, t.user_id, u.name AS user_name, t.description, t.amount_ore, t.status_id, t.error_message, t.wallet_id, t.customer_id, t.created_at,
         mo.location_id, o.name AS location_name, mo.department_id, d.name AS department_name, mo.delivery_time, mo.participants,
         mo.picked_up_by_customer, mo.note, mo.is_external, mo.deadline_at, mo.updated_at
    FROM meeting_orders mo
    JOIN payment_transactions t ON t.id = mo.transaction_id
    JOIN catalogue_owners o ON o.id = mo.location_id
    LEFT JOIN meeting_departments d ON d.id = mo.department_id
    LEFT JOIN users u ON u.id = t.user_id`;

/** The user's meeting orders delivered in [from, to), by delivery time. */
export async function ordersOfUser(q: Queryable, userId: string, from: Date, to: Date | null): Promise<OrderRow[]> {
  const { rows } = await q.query<OrderRow>(
    `${ORDER_SELECT} WHERE t.user_id = $1 AND mo.delivery_time >= $2 AND ($3::timestamptz IS NULL OR mo.delivery_time < $3)
      ORDER BY mo.delivery_time, t.created_at, t.id`,
    [userId, from, to],
  );
  return rows;
}

export async function orderById(q: Queryable, transactionId: string): Promise<OrderRow | null> {
  return firstRowOrNull<OrderRow>(q, `${ORDER_SELECT} WHERE t.id = $1`, [transactionId]);
}

/** A customer's completed (not cancelled) meeting orders delivered in [from, to), optionally at one location. */
export async function ordersForKitchen(q: Queryable, customerId: string, from: Date, to: Date, locationId: string | null): Promise<OrderRow[]> {
  const { rows } = await q.query<OrderRow>(
    `${ORDER_SELECT} WHERE mo.customer_id = $1 AND t.status_id = 2 AND mo.delivery_time >= $2 AND mo.delivery_time < $3
        AND ($4::uuid IS NULL OR mo.location_id = $4)
      ORDER BY o.name, mo.location_id, mo.delivery_time, t.created_at, t.id`,
    [customerId, from, to, locationId],
  );
  return rows;
}

export interface OrderLineRow {
  transaction_id: string;
  product_id: string;
  name: string;
  price_ore: number;
  quantity: number;
  refunded_quantity: number;
}

export async function linesOfOrders(q: Queryable, transactionIds: readonly string[]): Promise<OrderLineRow[]> {
  return rowsForIds<OrderLineRow>(
    q,
    transactionIds,
    `SELECT transaction_id, product_id, name, price_ore, quantity, refunded_quantity
       FROM payment_transaction_lines WHERE transaction_id = ANY($1::uuid[]) ORDER BY transaction_id, line_no`,
  );
}

export interface ChildRow {
  id: string;
  parent_id: string;
  kind: string;
  amount_ore: number;
  description: string;
  created_at: Date | string;
}

/** The money a change or a cancel moved: the orders' adjustment and refund children. */
export async function childrenOfOrders(q: Queryable, transactionIds: readonly string[]): Promise<ChildRow[]> {
  return rowsForIds<ChildRow>(
    q,
    transactionIds,
    `SELECT id, parent_id, kind, amount_ore, description, created_at FROM payment_transactions
      WHERE parent_id = ANY($1::uuid[]) AND kind IN ('adjustment', 'refund') AND status_id = 2 ORDER BY created_at, id`,
  );
}
