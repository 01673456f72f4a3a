import type { Queryable } from '../../db/db';
import { insertReturningId, rowsForIds } from '../../db/rows';

export interface SpecialGradeRow {
  /** The customer the list was asked for (the list may be a parent's); null for a system-wide list. */
  customer_id: string | null;
  list_id: string;
  list_name: string;
  number: number;
  letter: string;
}

/**
 * The special grade lists that apply to each of the customers: their own and those of the
 * customers above them (a municipality's apply to its schools), grades in list order.
 */
export async function customerLists(q: Queryable, customerIds: readonly string[]): Promise<SpecialGradeRow[]> {
  return rowsForIds<SpecialGradeRow>(
    q,
    customerIds,
    `WITH RECURSIVE chain (asked_id, id, depth) AS (
       SELECT c.id, c.id, 0 FROM customers c WHERE c.id = ANY($1::uuid[])
       UNION ALL
       SELECT chain.asked_id, c.parent_id, chain.depth + 1 FROM customers c JOIN chain ON c.id = chain.id WHERE c.parent_id IS NOT NULL
     )
     SELECT chain.asked_id AS customer_id, l.id AS list_id, l.name AS list_name, g.number, g.letter
       FROM chain
       JOIN special_grade_lists l ON l.customer_id = chain.id
       JOIN special_grades g ON g.list_id = l.id
      ORDER BY chain.asked_id, chain.depth, l.name, l.id, g.position`,
  );
}

/** The system-wide lists (those of no customer). */
export async function systemLists(q: Queryable): Promise<SpecialGradeRow[]> {
  const { rows } = await q.query<SpecialGradeRow>(
    `SELECT NULL::uuid AS customer_id, l.id AS list_id, l.name AS list_name, g.number, g.letter
       FROM special_grade_lists l JOIN special_grades g ON g.list_id = l.id
      WHERE l.customer_id IS NULL
      ORDER BY l.name, l.id, g.position`,
  );
  return rows;
}

export async function insertList(
  q: Queryable,
  list: { customerId: string | null; name: string; grades: readonly { number: number; letter: string }[] },
): Promise<string> {
  const id = await insertReturningId(q, 'INSERT INTO special_grade_lists (customer_id, name) VALUES ($1, $2) RETURNING id', [
    list.customerId,
    list.name,
  ]);
  await q.query(
    `INSERT INTO special_grades (list_id, position, number, letter)
     SELECT $1, ordinality - 1, number, letter FROM unnest($2::smallint[], $3::text[]) WITH ORDINALITY AS g (number, letter, ordinality)`,
    [id, list.grades.map((grade) => grade.number), list.grades.map((grade) => grade.letter)],
  );
  return id;
}
