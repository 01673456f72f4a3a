import type { Queryable } from './db';

/**
 * Runs an `INSERT INTO table (…) VALUES (…) RETURNING id` and answers the new row's id;
 * a statement that answers no row is a bug, and throws naming the table.
 */
export async function insertReturningId(q: Queryable, sql: string, params: readonly unknown[]): Promise<string> {
  const { rows } = await q.query<{ id: string }>(sql, params);
  const id = rows[0]?.id;
  if (!id) throw new Error(`insert into ${/INSERT INTO (\w+)/i.exec(sql)?.[1] ?? '?'} returned no id`);
  return id;
}

/** The first row a query answers, or null when it answers none (a lookup by key). */
export async function firstRowOrNull<T>(q: Queryable, sql: string, params: readonly unknown[]): Promise<T | null> {
  const { rows } = await q.query<T>(sql, params);
  return rows[0] ?? null;
}

/**
 * The rows of a query about a list of ids, bound to $1 (as `$1::uuid[]`); an empty list
 * answers none without asking the database.
 */
export async function rowsForIds<T>(q: Queryable, ids: readonly string[], sql: string): Promise<T[]> {
  if (ids.length === 0) return [];
  const { rows } = await q.query<T>(sql, [[...ids]]);
  return rows;
}
