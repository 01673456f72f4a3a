import type { Queryable } from '../../db/db';
import { firstRowOrNull } from '../../db/rows';

/** Staff and their roles (issue 28): every write runs in the caller's transaction, beside its staff_changes row. */

/** No scrypt hash: an invited member has no password until they choose one from the invitation's link. */
export const INVITED_PASSWORD_HASH = '!invited';

export interface StaffRow {
  id: string;
  name: string;
  email: string;
  roles: string[];
  customers: { id: string; name: string }[];
  deactivated_at: Date | null;
  invited: boolean;
}

/** The members of staff of these customers: the users with a membership of one of them. */
const STAFF_SELECT = `
  SELECT u.id, u.name, u.email, u.deactivated_at, u.password_hash = '${INVITED_PASSWORD_HASH}' AS invited,
         coalesce((SELECT array_agg(r.role ORDER BY r.role) FROM user_roles r WHERE r.user_id = u.id), '{}') AS roles,
         (SELECT jsonb_agg(jsonb_build_object('id', c.id, 'name', c.name) ORDER BY c.name)
            FROM customer_memberships m JOIN customers c ON c.id = m.customer_id
           WHERE m.user_id = u.id AND m.customer_id = ANY($1::uuid[])) AS customers
    FROM users u`;

const textPattern = (text: string | null) => (text === null ? null : `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);

export async function searchStaff(q: Queryable, search: { customerIds: readonly string[]; text: string | null; startIndex: number; count: number }): Promise<{ rows: StaffRow[]; total: number }> {
  const where = `WHERE EXISTS (SELECT 1 FROM customer_memberships m WHERE m.user_id = u.id AND m.customer_id = ANY($1::uuid[]))
                   AND ($2::text IS NULL OR u.name ILIKE $2 OR u.email ILIKE $2)`;
  const params = [[...search.customerIds], textPattern(search.text)];
  const [{ rows }, counted] = await Promise.all([
    q.query<StaffRow>(`${STAFF_SELECT} ${where} ORDER BY u.name, u.id OFFSET $3 LIMIT $4`, [...params, search.startIndex, search.count]),
    q.query<{ total: number }>(`SELECT count(*)::int AS total FROM users u ${where}`, params),
  ]);
  return { rows, total: counted.rows[0]?.total ?? 0 };
}

export async function staffById(q: Queryable, userId: string, customerIds: readonly string[], forUpdate = false): Promise<StaffRow | null> {
  if (forUpdate) await q.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
  return firstRowOrNull<StaffRow>(q, `${STAFF_SELECT} WHERE u.id = $2`, [[...customerIds], userId]);
}

/** The customers a user works for, all of them (a partner administrator manages only members wholly in their scope). */
export async function membershipsOf(q: Queryable, userId: string): Promise<string[]> {
  const { rows } = await q.query<{ customer_id: string }>('SELECT customer_id FROM customer_memberships WHERE user_id = $1', [userId]);
  return rows.map((row) => row.customer_id);
}

/** The user with this e-mail, and the language they chose (null when they never chose). */
export async function userByEmail(q: Queryable, email: string): Promise<{ id: string; language: 'da' | 'en' | null } | null> {
  return firstRowOrNull<{ id: string; language: 'da' | 'en' | null }>(q, 'SELECT id, language FROM users WHERE email = $1 FOR UPDATE', [email]);
}

export async function insertInvitedUser(q: Queryable, user: { email: string; name: string }): Promise<string> {
  const { rows } = await q.query<{ id: string }>('INSERT INTO users (email, name, password_hash) VALUES ($1, $2, $3) RETURNING id', [user.email, user.name, INVITED_PASSWORD_HASH]);
  return rows[0]!.id;
}

export async function addMembership(q: Queryable, userId: string, customerId: string): Promise<void> {
  await q.query('INSERT INTO customer_memberships (user_id, customer_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, customerId]);
}

export async function removeMemberships(q: Queryable, userId: string, customerIds: readonly string[]): Promise<void> {
  await q.query('DELETE FROM customer_memberships WHERE user_id = $1 AND customer_id = ANY($2::uuid[])', [userId, [...customerIds]]);
}

/** The user's staff roles become exactly these; roles outside `managed` (a guardian's, a developer's) stay. */
export async function replaceRoles(q: Queryable, userId: string, managed: readonly string[], roles: readonly string[]): Promise<void> {
  await q.query('DELETE FROM user_roles WHERE user_id = $1 AND role = ANY($2::text[]) AND NOT (role = ANY($3::text[]))', [userId, [...managed], [...roles]]);
  await q.query('INSERT INTO user_roles (user_id, role) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING', [userId, [...roles]]);
}

export async function addRoles(q: Queryable, userId: string, roles: readonly string[]): Promise<void> {
  await q.query('INSERT INTO user_roles (user_id, role) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING', [userId, [...roles]]);
}

export async function setName(q: Queryable, userId: string, name: string): Promise<void> {
  await q.query('UPDATE users SET name = $2 WHERE id = $1', [userId, name]);
}

/** Deactivated: no sign-in, and every open session ends now, in this transaction. Active again: may sign in. */
export async function setActive(q: Queryable, userId: string, active: boolean, at: Date): Promise<void> {
  if (active) {
    await q.query('UPDATE users SET deactivated_at = NULL WHERE id = $1', [userId]);
    return;
  }
  await q.query('UPDATE users SET deactivated_at = coalesce(deactivated_at, $2) WHERE id = $1', [userId, at]);
  await revokeSessions(q, userId, at);
}

export async function revokeSessions(q: Queryable, userId: string, at: Date): Promise<void> {
  await q.query('UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [userId, at]);
}

export async function allCustomers(q: Queryable): Promise<{ id: string; name: string }[]> {
  const { rows } = await q.query<{ id: string; name: string }>('SELECT id::text AS id, name FROM customers ORDER BY name, id');
  return rows;
}

export interface StaffChangeRow {
  id: string | number;
  action: 'create' | 'update' | 'delete';
  author_name: string;
  before_state: Record<string, unknown> | null;
  after_state: Record<string, unknown> | null;
  created_at: Date | string;
}

export async function insertStaffChange(
  q: Queryable,
  change: { staffUserId: string; customerId: string | null; action: StaffChangeRow['action']; userId: string; authorName: string; before: object | null; after: object | null; at: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO staff_changes (staff_user_id, customer_id, action, user_id, author_name, before_state, after_state, created_at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)`,
    [change.staffUserId, change.customerId, change.action, change.userId, change.authorName, change.before === null ? null : JSON.stringify(change.before), change.after === null ? null : JSON.stringify(change.after), change.at],
  );
}

export async function staffChanges(q: Queryable, staffUserId: string): Promise<StaffChangeRow[]> {
  const { rows } = await q.query<StaffChangeRow>(
    'SELECT id, action, author_name, before_state, after_state, created_at FROM staff_changes WHERE staff_user_id = $1 ORDER BY id DESC LIMIT 200',
    [staffUserId],
  );
  return rows;
}
