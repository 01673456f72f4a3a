import type { Queryable } from '../../db/db';
import { firstRowOrNull } from '../../db/rows';

/** The support tool's customers (issue 28): every write runs in the caller's transaction, beside its customer_changes row. */
export interface AdminCustomerRow {
  id: string;
  name: string;
  type: string;
  page_key: string;
  parent_id: string | null;
  parent_name: string | null;
  company_registration_number: string | null;
  platform_fee_bp: number;
  settings: string[];
  page_settings: { key: string; value: string }[];
  institutions: number;
  wallets: number;
}

const CUSTOMER_SELECT = `
  SELECT c.id, c.name, c.type, c.page_key, c.parent_id, p.name AS parent_name, c.company_registration_number, c.platform_fee_bp,
         coalesce((SELECT array_agg(s.key ORDER BY s.key) FROM customer_settings s WHERE s.customer_id = c.id), '{}') AS settings,
         coalesce((SELECT jsonb_agg(jsonb_build_object('key', ps.key, 'value', ps.value) ORDER BY ps.key) FROM customer_page_settings ps WHERE ps.customer_id = c.id), '[]') AS page_settings,
         (SELECT count(*)::int FROM customers k WHERE k.parent_id = c.id) AS institutions,
         (SELECT count(*)::int FROM wallets w WHERE w.customer_id = c.id) AS wallets
    FROM customers c LEFT JOIN customers p ON p.id = c.parent_id`;

const textPattern = (text: string | null) => (text === null ? null : `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);

export interface CustomerSearch {
  text: string | null;
  type: string | null;
  pageKey: string | null;
  parentId: string | null;
  startIndex: number;
  count: number;
}

export async function searchCustomers(q: Queryable, search: CustomerSearch): Promise<{ rows: AdminCustomerRow[]; total: number }> {
  const where = `WHERE ($1::text IS NULL OR c.name ILIKE $1 OR c.page_key ILIKE $1 OR c.company_registration_number ILIKE $1)
                   AND ($2::text IS NULL OR c.type = $2) AND ($3::text IS NULL OR c.page_key = $3) AND ($4::uuid IS NULL OR c.parent_id = $4 OR c.id = $4)`;
  const params = [textPattern(search.text), search.type, search.pageKey, search.parentId];
  const [{ rows }, counted] = await Promise.all([
    q.query<AdminCustomerRow>(`${CUSTOMER_SELECT} ${where} ORDER BY c.name, c.id OFFSET $5 LIMIT $6`, [...params, search.startIndex, search.count]),
    q.query<{ total: number }>(`SELECT count(*)::int AS total FROM customers c ${where}`, params),
  ]);
  return { rows, total: counted.rows[0]?.total ?? 0 };
}

export async function customerById(q: Queryable, id: string, forUpdate = false): Promise<AdminCustomerRow | null> {
  if (forUpdate) await q.query('SELECT 1 FROM customers WHERE id = $1 FOR UPDATE', [id]);
  return firstRowOrNull<AdminCustomerRow>(q, `${CUSTOMER_SELECT} WHERE c.id = $1`, [id]);
}

export async function customerTypeOf(q: Queryable, id: string): Promise<string | null> {
  return (await firstRowOrNull<{ type: string }>(q, 'SELECT type FROM customers WHERE id = $1', [id]))?.type ?? null;
}

/** The municipalities a customer may be placed under. */
export async function municipalities(q: Queryable): Promise<{ id: string; name: string }[]> {
  const { rows } = await q.query<{ id: string; name: string }>(`SELECT id, name FROM customers WHERE type = 'municipality' ORDER BY name, id`);
  return rows;
}

/** Other customers' names under the same parent (or at the top), for the uniqueness rule. */
export async function siblingNames(q: Queryable, parentId: string | null, exceptId: string | null): Promise<string[]> {
  const { rows } = await q.query<{ name: string }>(
    `SELECT name FROM customers WHERE parent_id IS NOT DISTINCT FROM $1::uuid AND ($2::uuid IS NULL OR id <> $2)`,
    [parentId, exceptId],
  );
  return rows.map((row) => row.name);
}

export interface CustomerFields {
  name: string;
  type: string;
  pageKey: string;
  parentId: string | null;
  companyRegistrationNumber: string | null;
  platformFeeBp: number;
}

export async function updateCustomer(q: Queryable, id: string, fields: CustomerFields): Promise<void> {
  await q.query(
    `UPDATE customers SET name = $2, type = $3, page_key = $4, parent_id = $5, company_registration_number = $6, platform_fee_bp = $7 WHERE id = $1`,
    [id, fields.name, fields.type, fields.pageKey, fields.parentId, fields.companyRegistrationNumber, fields.platformFeeBp],
  );
}

export async function setPlatformFee(q: Queryable, id: string, platformFeeBp: number): Promise<void> {
  await q.query('UPDATE customers SET platform_fee_bp = $2 WHERE id = $1', [id, platformFeeBp]);
}

/** The customer's settings become exactly these keys. */
export async function replaceSettings(q: Queryable, id: string, keys: readonly string[]): Promise<void> {
  await q.query('DELETE FROM customer_settings WHERE customer_id = $1 AND NOT (key = ANY($2::text[]))', [id, [...keys]]);
  await q.query('INSERT INTO customer_settings (customer_id, key) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING', [id, [...keys]]);
}

/** The page settings among managedKeys become exactly these; keys the support tool does not manage are left alone. */
export async function replacePageSettings(q: Queryable, id: string, managedKeys: readonly string[], settings: readonly { key: string; value: string }[]): Promise<void> {
  await q.query('DELETE FROM customer_page_settings WHERE customer_id = $1 AND key = ANY($2::text[]) AND NOT (key = ANY($3::text[]))', [
    id,
    [...managedKeys],
    settings.map((setting) => setting.key),
  ]);
  await q.query(
    `INSERT INTO customer_page_settings (customer_id, key, value) SELECT $1, k, v FROM unnest($2::text[], $3::text[]) AS t (k, v)
     ON CONFLICT (customer_id, key) DO UPDATE SET value = EXCLUDED.value`,
    [id, settings.map((setting) => setting.key), settings.map((setting) => setting.value)],
  );
}

/** Whether placing the customer under parentId would put it below itself. */
export async function wouldLoop(q: Queryable, id: string, parentId: string): Promise<boolean> {
  const { rows } = await q.query<{ loops: boolean }>(
    `WITH RECURSIVE above (id) AS (SELECT $2::uuid UNION SELECT c.parent_id FROM customers c JOIN above a ON c.id = a.id WHERE c.parent_id IS NOT NULL)
     SELECT EXISTS (SELECT 1 FROM above WHERE id = $1) AS loops`,
    [id, parentId],
  );
  return rows[0]?.loops ?? false;
}

/**
 * Removes a customer that holds nothing: its settings and its ledger accounts without a
 * posting go with it; anything else that names it (institutions, wallets, staff, a
 * catalogue, postings) makes the database refuse (foreign keys), and the caller answers 409.
 */
export async function deleteCustomer(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM customer_settings WHERE customer_id = $1', [id]);
  await q.query('DELETE FROM customer_page_settings WHERE customer_id = $1', [id]);
  await q.query('DELETE FROM ledger_accounts WHERE customer_id = $1', [id]);
  await q.query('DELETE FROM customers WHERE id = $1', [id]);
}

export interface CustomerChangeRow {
  id: string | number;
  action: 'create' | 'update' | 'delete';
  author_name: string;
  before_state: Record<string, unknown> | null;
  after_state: Record<string, unknown> | null;
  created_at: Date | string;
}

export async function insertCustomerChange(
  q: Queryable,
  change: { customerId: string; action: CustomerChangeRow['action']; userId: string; authorName: string; before: object | null; after: object | null; at: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO customer_changes (customer_id, action, user_id, author_name, before_state, after_state, created_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7)`,
    [change.customerId, change.action, change.userId, change.authorName, change.before === null ? null : JSON.stringify(change.before), change.after === null ? null : JSON.stringify(change.after), change.at],
  );
}

export async function customerChanges(q: Queryable, customerId: string): Promise<CustomerChangeRow[]> {
  const { rows } = await q.query<CustomerChangeRow>(
    `SELECT id, action, author_name, before_state, after_state, created_at FROM customer_changes WHERE customer_id = $1 ORDER BY id DESC LIMIT 200`,
    [customerId],
  );
  return rows;
}
