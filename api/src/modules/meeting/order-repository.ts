import type { Queryable } from '../../db/db';
import { firstRowOrNull } from '../../db/rows';

/**
 * Meeting catering's tables, read and written by the payment handler (a new meeting order,
 * its cancel) and by the meeting module (options, orders, changes, the kitchen's list).
 */

/** A meeting product as the rules and the options read it: the catalogue's product with its window, deadline and UI group. */
export interface MeetingCatalogueProduct {
  id: string;
  customerId: string;
  locationId: string;
  name: string;
  priceOre: number;
  active: boolean;
  /** 'HH:mm', Copenhagen time. */
  fromTime: string;
  toTime: string;
  deadline: { ID: number; Amount: number };
  group: { id: string; name: string; index: number } | null;
}

interface ProductRow {
  id: string;
  customer_id: string;
  owner_id: string;
  name: string;
  price_ore: number;
  active: boolean;
  from_time: string;
  to_time: string;
  deadline_type: number;
  deadline_amount: number;
  group_id: string | null;
  group_name: string | null;
  group_index: number | null;
}

const PRODUCT_SELECT = `
  SELECT p.id, p.customer_id, p.owner_id, p.name, p.price_ore, p.active,
         to_char(m.from_time, 'HH24:MI') AS from_time, to_char(m.to_time, 'HH24:MI') AS to_time,
         m.deadline_type, m.deadline_amount, g.id AS group_id, g.name AS group_name, g.sort_order AS group_index
    FROM catalogue_products p
    JOIN meeting_products m ON m.product_id = p.id
    LEFT JOIN meeting_product_groups g ON g.id = m.product_group_id`;

const toProduct = (row: ProductRow): MeetingCatalogueProduct => ({
  id: row.id,
  customerId: row.customer_id,
  locationId: row.owner_id,
  name: row.name,
  priceOre: Number(row.price_ore),
  active: row.active,
  fromTime: row.from_time,
  toTime: row.to_time,
  deadline: { ID: row.deadline_type, Amount: row.deadline_amount },
  group: row.group_id === null ? null : { id: row.group_id, name: row.group_name ?? '', index: row.group_index ?? 0 },
});

/** The meeting products among these ids (a product without meeting details is not one). */
export async function meetingProductsByIds(q: Queryable, ids: readonly string[]): Promise<Map<string, MeetingCatalogueProduct>> {
  if (ids.length === 0) return new Map();
  const { rows } = await q.query<ProductRow>(`${PRODUCT_SELECT} WHERE p.id = ANY($1::uuid[])`, [[...new Set(ids)]]);
  return new Map(rows.map((row) => [row.id, toProduct(row)]));
}

/** The active products of a customer's meeting locations. */
export async function meetingProductsOfCustomer(q: Queryable, customerId: string): Promise<MeetingCatalogueProduct[]> {
  const { rows } = await q.query<ProductRow>(
    `${PRODUCT_SELECT} WHERE p.customer_id = $1 AND p.owner_kind = 'meeting_location' AND p.active ORDER BY p.name, p.id`,
    [customerId],
  );
  return rows.map(toProduct);
}

export interface MeetingLocationRow {
  id: string;
  name: string;
  customer_id: string;
  /** False once withdrawn on the partner site (migration 057): no longer offered, its orders keep it. */
  active: boolean;
}

const LOCATION_SELECT = `
  SELECT o.id, o.name, o.customer_id, coalesce(l.active, true) AS active
    FROM catalogue_owners o LEFT JOIN meeting_locations l ON l.owner_id = o.id`;

export async function meetingLocation(q: Queryable, locationId: string): Promise<MeetingLocationRow | null> {
  return firstRowOrNull<MeetingLocationRow>(q, `${LOCATION_SELECT} WHERE o.id = $1 AND o.kind = 'meeting_location'`, [locationId]);
}

/** The customer's locations; withdrawn ones only when asked (the kitchen's day still shows their orders). */
export async function meetingLocationsOf(q: Queryable, customerId: string, withWithdrawn = false): Promise<MeetingLocationRow[]> {
  const { rows } = await q.query<MeetingLocationRow>(
    `${LOCATION_SELECT} WHERE o.customer_id = $1 AND o.kind = 'meeting_location' AND ($2 OR coalesce(l.active, true)) ORDER BY o.name, o.id`,
    [customerId, withWithdrawn],
  );
  return rows;
}

/** The departments the ordering side offers (not withdrawn). */
export async function departmentsOf(q: Queryable, customerId: string): Promise<{ id: string; name: string }[]> {
  const { rows } = await q.query<{ id: string; name: string }>(
    'SELECT id, name FROM meeting_departments WHERE customer_id = $1 AND active ORDER BY sort_order, name',
    [customerId],
  );
  return rows;
}

/** Whether a new order may name the department: the customer's and not withdrawn. */
export async function isDepartmentOf(q: Queryable, departmentId: string, customerId: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM meeting_departments WHERE id = $1 AND customer_id = $2 AND active', [departmentId, customerId]);
  return rows.length > 0;
}

export interface MeetingOrderRow {
  transaction_id: string;
  customer_id: string;
  location_id: string;
  department_id: string | null;
  delivery_time: Date | string;
  participants: number;
  picked_up_by_customer: boolean;
  note: string | null;
  is_external: boolean;
  deadline_at: Date | string;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface MeetingOrderFields {
  locationId: string;
  departmentId: string | null;
  deliveryTime: Date;
  participants: number;
  pickedUpByCustomer: boolean;
  note: string | null;
  isExternal: boolean;
  deadline: Date;
}

export async function insertMeetingOrder(q: Queryable, order: MeetingOrderFields & { transactionId: string; customerId: string; at: Date }): Promise<void> {
  await q.query(
    `INSERT INTO meeting_orders (transaction_id, customer_id, location_id, department_id, delivery_time, participants,
                                 picked_up_by_customer, note, is_external, deadline_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)`,
    [
      order.transactionId, order.customerId, order.locationId, order.departmentId, order.deliveryTime, order.participants,
      order.pickedUpByCustomer, order.note, order.isExternal, order.deadline, order.at,
    ],
  );
}

export async function updateMeetingOrder(q: Queryable, transactionId: string, change: Omit<MeetingOrderFields, 'locationId' | 'departmentId' | 'isExternal'> & { at: Date }): Promise<void> {
  await q.query(
    `UPDATE meeting_orders SET delivery_time = $2, participants = $3, picked_up_by_customer = $4, note = $5, deadline_at = $6, updated_at = $7
      WHERE transaction_id = $1`,
    [transactionId, change.deliveryTime, change.participants, change.pickedUpByCustomer, change.note, change.deadline, change.at],
  );
}

export async function meetingOrderOf(q: Queryable, transactionId: string): Promise<MeetingOrderRow | null> {
  return firstRowOrNull<MeetingOrderRow>(q, 'SELECT * FROM meeting_orders WHERE transaction_id = $1', [transactionId]);
}
