import type { Queryable } from '../../db/db';
import { firstRowOrNull } from '../../db/rows';

/**
 * The meeting options as the partner site edits them (issue 25): departments, locations
 * (catalogue owners of kind 'meeting_location', with meeting_locations and their delivery
 * windows, migration 057) and products (catalogue_products with meeting_products).
 * Every write runs in the caller's transaction, beside its catalogue_changes row.
 */

export interface SearchSlice {
  customerIds: readonly string[];
  text: string | null;
  startIndex: number;
  count: number;
}

const textPattern = (text: string | null) => (text === null ? null : `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);

// ---------------------------------------------------------------- departments

export interface DepartmentRow {
  id: string;
  customer_id: string;
  customer_name: string;
  name: string;
  sort_order: number;
  active: boolean;
  in_use: boolean;
}

const DEPARTMENT_SELECT = `
  SELECT d.id, d.customer_id, c.name AS customer_name, d.name, d.sort_order, d.active,
         EXISTS (SELECT 1 FROM meeting_orders mo WHERE mo.department_id = d.id) AS in_use
    FROM meeting_departments d JOIN customers c ON c.id = d.customer_id`;

export async function searchDepartments(q: Queryable, slice: SearchSlice): Promise<{ rows: DepartmentRow[]; total: number }> {
  const where = `WHERE d.customer_id = ANY($1::uuid[]) AND ($2::text IS NULL OR d.name ILIKE $2)`;
  const params = [[...slice.customerIds], textPattern(slice.text)];
  const [{ rows }, counted] = await Promise.all([
    q.query<DepartmentRow>(`${DEPARTMENT_SELECT} ${where} ORDER BY c.name, d.customer_id, d.sort_order, d.name, d.id OFFSET $3 LIMIT $4`, [...params, slice.startIndex, slice.count]),
    q.query<{ total: string | number }>(`SELECT count(*) AS total FROM meeting_departments d ${where}`, params),
  ]);
  return { rows, total: Number(counted.rows[0]?.total ?? 0) };
}

export async function departmentById(q: Queryable, id: string, forUpdate = false): Promise<DepartmentRow | null> {
  if (forUpdate) await q.query('SELECT 1 FROM meeting_departments WHERE id = $1 FOR UPDATE', [id]);
  return firstRowOrNull<DepartmentRow>(q, `${DEPARTMENT_SELECT} WHERE d.id = $1`, [id]);
}

/** The names of the customer's other departments (for the uniqueness rule). */
export async function departmentNamesOf(q: Queryable, customerId: string, exceptId: string | null): Promise<string[]> {
  const { rows } = await q.query<{ name: string }>('SELECT name FROM meeting_departments WHERE customer_id = $1 AND ($2::uuid IS NULL OR id <> $2)', [customerId, exceptId]);
  return rows.map((row) => row.name);
}

export async function insertDepartment(q: Queryable, department: { customerId: string; name: string; sortOrder: number }): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    'INSERT INTO meeting_departments (customer_id, name, sort_order) VALUES ($1, $2, $3) RETURNING id',
    [department.customerId, department.name, department.sortOrder],
  );
  return rows[0]?.id as string;
}

export async function updateDepartment(q: Queryable, id: string, change: { name: string; sortOrder: number; active: boolean }): Promise<void> {
  await q.query('UPDATE meeting_departments SET name = $2, sort_order = $3, active = $4 WHERE id = $1', [id, change.name, change.sortOrder, change.active]);
}

export async function deleteDepartment(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM meeting_departments WHERE id = $1', [id]);
}

// ---------------------------------------------------------------- locations

export interface WindowRow {
  location_id: string;
  position: number;
  weekdays: number[];
  from_time: string;
  to_time: string;
}

export interface LocationRow {
  id: string;
  customer_id: string;
  customer_name: string;
  name: string;
  active: boolean;
  in_use: boolean;
}

const LOCATION_SELECT = `
  SELECT o.id, o.customer_id, c.name AS customer_name, o.name, coalesce(l.active, true) AS active,
         EXISTS (SELECT 1 FROM meeting_orders mo WHERE mo.location_id = o.id) AS in_use
    FROM catalogue_owners o
    JOIN customers c ON c.id = o.customer_id
    LEFT JOIN meeting_locations l ON l.owner_id = o.id`;

export async function searchLocations(q: Queryable, slice: SearchSlice): Promise<{ rows: LocationRow[]; total: number }> {
  const where = `WHERE o.kind = 'meeting_location' AND o.customer_id = ANY($1::uuid[]) AND ($2::text IS NULL OR o.name ILIKE $2)`;
  const params = [[...slice.customerIds], textPattern(slice.text)];
  const [{ rows }, counted] = await Promise.all([
    q.query<LocationRow>(`${LOCATION_SELECT} ${where} ORDER BY c.name, o.customer_id, o.name, o.id OFFSET $3 LIMIT $4`, [...params, slice.startIndex, slice.count]),
    q.query<{ total: string | number }>(`SELECT count(*) AS total FROM catalogue_owners o ${where}`, params),
  ]);
  return { rows, total: Number(counted.rows[0]?.total ?? 0) };
}

export async function locationById(q: Queryable, id: string, forUpdate = false): Promise<LocationRow | null> {
  if (forUpdate) await q.query("SELECT 1 FROM catalogue_owners WHERE id = $1 AND kind = 'meeting_location' FOR UPDATE", [id]);
  return firstRowOrNull<LocationRow>(q, `${LOCATION_SELECT} WHERE o.id = $1 AND o.kind = 'meeting_location'`, [id]);
}

/** The delivery windows of these locations, in their order. */
export async function windowsOf(q: Queryable, locationIds: readonly string[]): Promise<WindowRow[]> {
  if (locationIds.length === 0) return [];
  const { rows } = await q.query<WindowRow>(
    `SELECT location_id, position, weekdays, to_char(from_time, 'HH24:MI') AS from_time, to_char(to_time, 'HH24:MI') AS to_time
       FROM meeting_location_windows WHERE location_id = ANY($1::uuid[]) ORDER BY location_id, position`,
    [[...new Set(locationIds)]],
  );
  return rows.map((row) => ({ ...row, weekdays: row.weekdays.map(Number) }));
}

export interface NewWindow {
  weekdays: number[];
  from: string;
  to: string;
}

export async function insertLocation(q: Queryable, location: { customerId: string; name: string }): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    "INSERT INTO catalogue_owners (customer_id, kind, name) VALUES ($1, 'meeting_location', $2) RETURNING id",
    [location.customerId, location.name],
  );
  const id = rows[0]?.id as string;
  await q.query('INSERT INTO meeting_locations (owner_id) VALUES ($1)', [id]);
  return id;
}

export async function updateLocation(q: Queryable, id: string, change: { name: string; active: boolean }): Promise<void> {
  await q.query("UPDATE catalogue_owners SET name = $2 WHERE id = $1 AND kind = 'meeting_location'", [id, change.name]);
  await q.query(
    'INSERT INTO meeting_locations (owner_id, active) VALUES ($1, $2) ON CONFLICT (owner_id) DO UPDATE SET active = EXCLUDED.active',
    [id, change.active],
  );
}

export async function replaceWindows(q: Queryable, locationId: string, windows: readonly NewWindow[]): Promise<void> {
  await q.query('DELETE FROM meeting_location_windows WHERE location_id = $1', [locationId]);
  for (const [position, window] of windows.entries()) {
    await q.query(
      'INSERT INTO meeting_location_windows (location_id, position, weekdays, from_time, to_time) VALUES ($1, $2, $3::smallint[], $4::time, $5::time)',
      [locationId, position, [...window.weekdays].sort((a, b) => a - b), window.from, window.to],
    );
  }
}

/** Whether any product of the location was ever sold (an order line, a terminal sale): then it is only withdrawn. */
export async function locationHasSales(q: Queryable, locationId: string): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM payment_transaction_lines l JOIN catalogue_products p ON p.id = l.product_id WHERE p.owner_id = $1 LIMIT 1`,
    [locationId],
  );
  return rows.length > 0;
}

/** Removes a location nobody ordered from, with its unsold products and its windows. */
export async function deleteLocation(q: Queryable, locationId: string): Promise<void> {
  await q.query('DELETE FROM meeting_products WHERE product_id IN (SELECT id FROM catalogue_products WHERE owner_id = $1)', [locationId]);
  await q.query('DELETE FROM catalogue_products WHERE owner_id = $1', [locationId]);
  await q.query('DELETE FROM meeting_location_windows WHERE location_id = $1', [locationId]);
  await q.query('DELETE FROM meeting_locations WHERE owner_id = $1', [locationId]);
  await q.query("DELETE FROM catalogue_owners WHERE id = $1 AND kind = 'meeting_location'", [locationId]);
}

// ---------------------------------------------------------------- product groups

export interface GroupRow {
  id: string;
  customer_id: string;
  name: string;
  sort_order: number;
}

export async function groupsOf(q: Queryable, customerIds: readonly string[]): Promise<GroupRow[]> {
  const { rows } = await q.query<GroupRow>(
    'SELECT id, customer_id, name, sort_order FROM meeting_product_groups WHERE customer_id = ANY($1::uuid[]) ORDER BY customer_id, sort_order, name',
    [[...customerIds]],
  );
  return rows;
}

/** The customer's group of that name, made (last in the order) when it has none. */
export async function groupNamed(q: Queryable, customerId: string, name: string): Promise<string> {
  const found = await firstRowOrNull<{ id: string }>(q, 'SELECT id FROM meeting_product_groups WHERE customer_id = $1 AND name = $2', [customerId, name]);
  if (found !== null) return found.id;
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO meeting_product_groups (customer_id, name, sort_order)
     SELECT $1, $2, coalesce(max(sort_order) + 1, 0) FROM meeting_product_groups WHERE customer_id = $1
     ON CONFLICT (customer_id, name) DO UPDATE SET name = EXCLUDED.name
     RETURNING id`,
    [customerId, name],
  );
  return rows[0]?.id as string;
}

// ---------------------------------------------------------------- products

export interface ProductRow {
  id: string;
  customer_id: string;
  customer_name: string;
  location_id: string;
  location_name: string;
  name: string;
  price_ore: string | number;
  vat_rate_bp: number;
  group_id: string | null;
  group_name: string | null;
  from_time: string;
  to_time: string;
  deadline_type: number;
  deadline_amount: number;
  active: boolean;
}

const PRODUCT_SELECT = `
  SELECT p.id, p.customer_id, c.name AS customer_name, p.owner_id AS location_id, o.name AS location_name, p.name, p.price_ore, p.vat_rate_bp,
         g.id AS group_id, g.name AS group_name, to_char(m.from_time, 'HH24:MI') AS from_time, to_char(m.to_time, 'HH24:MI') AS to_time,
         m.deadline_type, m.deadline_amount, p.active
    FROM catalogue_products p
    JOIN meeting_products m ON m.product_id = p.id
    JOIN catalogue_owners o ON o.id = p.owner_id
    JOIN customers c ON c.id = p.customer_id
    LEFT JOIN meeting_product_groups g ON g.id = m.product_group_id`;

export async function searchProducts(q: Queryable, slice: SearchSlice & { locationId: string | null }): Promise<{ rows: ProductRow[]; total: number }> {
  const where = `WHERE p.owner_kind = 'meeting_location' AND p.customer_id = ANY($1::uuid[]) AND ($2::text IS NULL OR p.name ILIKE $2 OR g.name ILIKE $2)
                   AND ($3::uuid IS NULL OR p.owner_id = $3)`;
  const params = [[...slice.customerIds], textPattern(slice.text), slice.locationId];
  const [{ rows }, counted] = await Promise.all([
    q.query<ProductRow>(`${PRODUCT_SELECT} ${where} ORDER BY c.name, p.customer_id, o.name, p.owner_id, p.name, p.id OFFSET $4 LIMIT $5`, [...params, slice.startIndex, slice.count]),
    q.query<{ total: string | number }>(
      `SELECT count(*) AS total FROM catalogue_products p JOIN meeting_products m ON m.product_id = p.id
         LEFT JOIN meeting_product_groups g ON g.id = m.product_group_id ${where}`,
      params,
    ),
  ]);
  return { rows, total: Number(counted.rows[0]?.total ?? 0) };
}

export async function productById(q: Queryable, id: string, forUpdate = false): Promise<ProductRow | null> {
  if (forUpdate) await q.query('SELECT 1 FROM catalogue_products WHERE id = $1 FOR UPDATE', [id]);
  return firstRowOrNull<ProductRow>(q, `${PRODUCT_SELECT} WHERE p.id = $1`, [id]);
}

export interface ProductFields {
  locationId: string;
  name: string;
  priceOre: number;
  vatRateBp: number;
  groupId: string | null;
  fromTime: string;
  toTime: string;
  deadlineType: number;
  deadlineAmount: number;
  active: boolean;
}

export async function insertProduct(q: Queryable, customerId: string, product: ProductFields): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO catalogue_products (customer_id, owner_kind, owner_id, name, price_ore, vat_rate_bp, active)
     VALUES ($1, 'meeting_location', $2, $3, $4, $5, $6) RETURNING id`,
    [customerId, product.locationId, product.name, product.priceOre, product.vatRateBp, product.active],
  );
  const id = rows[0]?.id as string;
  await q.query(
    `INSERT INTO meeting_products (product_id, from_time, to_time, deadline_type, deadline_amount, product_group_id)
     VALUES ($1, $2::time, $3::time, $4, $5, $6)`,
    [id, product.fromTime, product.toTime, product.deadlineType, product.deadlineAmount, product.groupId],
  );
  return id;
}

export async function updateProduct(q: Queryable, id: string, product: ProductFields): Promise<void> {
  await q.query(
    'UPDATE catalogue_products SET owner_id = $2, name = $3, price_ore = $4, vat_rate_bp = $5, active = $6 WHERE id = $1',
    [id, product.locationId, product.name, product.priceOre, product.vatRateBp, product.active],
  );
  await q.query(
    `UPDATE meeting_products SET from_time = $2::time, to_time = $3::time, deadline_type = $4, deadline_amount = $5, product_group_id = $6
      WHERE product_id = $1`,
    [id, product.fromTime, product.toTime, product.deadlineType, product.deadlineAmount, product.groupId],
  );
}

export async function withdrawProduct(q: Queryable, id: string): Promise<void> {
  await q.query('UPDATE catalogue_products SET active = false WHERE id = $1', [id]);
}
