import type { CustomerType } from '@kk/contracts';
import type { Queryable } from '../../db/db';
import { insertReturningId } from '../../db/rows';

/**
 * The customers a user belongs to: through the wallets they hold, the wallets of the
 * wallet groups they are guardian of, and the customers they work for.
 */
const USER_CUSTOMER_IDS = `
  SELECT w.customer_id FROM wallets w WHERE w.holder_user_id = $1
  UNION
  SELECT w.customer_id FROM wallets w
    JOIN wallet_group_guardians g ON g.wallet_group_id = w.wallet_group_id
   WHERE g.user_id = $1
  UNION
  SELECT m.customer_id FROM customer_memberships m WHERE m.user_id = $1`;

export interface CustomerRow {
  id: string;
  name: string;
  page_key: string;
}

export async function customersOfUser(q: Queryable, userId: string): Promise<CustomerRow[]> {
  const { rows } = await q.query<CustomerRow>(
    `SELECT c.id, c.name, c.page_key FROM customers c
      WHERE c.id IN (${USER_CUSTOMER_IDS})
      ORDER BY c.name`,
    [userId],
  );
  return rows;
}

export async function settingKeysOfUser(q: Queryable, userId: string): Promise<string[]> {
  const { rows } = await q.query<{ key: string }>(
    `SELECT DISTINCT s.key FROM customer_settings s
      WHERE s.customer_id IN (${USER_CUSTOMER_IDS})
      ORDER BY s.key`,
    [userId],
  );
  return rows.map((row) => row.key);
}

/**
 * One value per key. When the user's customers disagree, the more specific customer
 * (a school rather than its municipality) wins, then the customer name decides. The keys
 * named in userKeys are the user's own as well: a value set on a wallet group they guard
 * or on a wallet they hold (the newest) wins over the customers'.
 */
export async function pageSettingsOfUser(q: Queryable, userId: string, userKeys: readonly string[]): Promise<{ key: string; value: string }[]> {
  const { rows } = await q.query<{ key: string; value: string }>(
    `WITH own AS (
       SELECT DISTINCT ON (key) key, value FROM (
         SELECT gs.key, gs.value, gs.updated_at FROM wallet_group_page_settings gs
           JOIN wallet_group_guardians g ON g.wallet_group_id = gs.wallet_group_id
          WHERE g.user_id = $1 AND gs.key = ANY($2::text[])
         UNION ALL
         SELECT ws.key, ws.value, ws.updated_at FROM wallet_page_settings ws
           JOIN wallets w ON w.id = ws.wallet_id
          WHERE w.holder_user_id = $1 AND ws.key = ANY($2::text[])
       ) AS users_settings
       ORDER BY key, updated_at DESC
     ),
     customers_settings AS (
       SELECT DISTINCT ON (s.key) s.key, s.value
         FROM customer_page_settings s JOIN customers c ON c.id = s.customer_id
        WHERE s.customer_id IN (${USER_CUSTOMER_IDS})
        ORDER BY s.key, (c.parent_id IS NULL), c.name
     )
     SELECT key, value FROM own
     UNION ALL
     SELECT key, value FROM customers_settings WHERE key NOT IN (SELECT key FROM own)
     ORDER BY key`,
    [userId, [...userKeys]],
  );
  return rows;
}

/** One entry per page key, named after the top-most customer that uses it. */
export async function landingEntries(q: Queryable): Promise<{ page_key: string; name: string }[]> {
  const { rows } = await q.query<{ page_key: string; name: string }>(
    `SELECT page_key, name FROM (
       SELECT DISTINCT ON (page_key) page_key, name FROM customers
        ORDER BY page_key, (parent_id IS NOT NULL), name
     ) AS first_per_key
     ORDER BY name`,
  );
  return rows;
}

export interface NewCustomer {
  name: string;
  pageKey: string;
  type: CustomerType;
  parentId: string | null;
  companyRegistrationNumber: string | null;
}

export async function insertCustomer(q: Queryable, customer: NewCustomer): Promise<string> {
  return insertReturningId(
    q,
    `INSERT INTO customers (name, page_key, type, parent_id, company_registration_number)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [customer.name, customer.pageKey, customer.type, customer.parentId, customer.companyRegistrationNumber],
  );
}

export async function insertCustomerSettings(q: Queryable, customerId: string, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await q.query('INSERT INTO customer_settings (customer_id, key) SELECT $1, unnest($2::text[])', [customerId, [...keys]]);
}

export async function upsertCustomerPageSetting(q: Queryable, customerId: string, key: string, value: string): Promise<void> {
  await q.query(
    `INSERT INTO customer_page_settings (customer_id, key, value) VALUES ($1, $2, $3)
     ON CONFLICT (customer_id, key) DO UPDATE SET value = EXCLUDED.value`,
    [customerId, key, value],
  );
}

export async function insertMembership(q: Queryable, userId: string, customerId: string): Promise<void> {
  await q.query('INSERT INTO customer_memberships (user_id, customer_id) VALUES ($1, $2)', [userId, customerId]);
}
