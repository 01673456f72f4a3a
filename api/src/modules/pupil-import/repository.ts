import type { Queryable } from '../../db/db';

/**
 * What the pupil import reads to decide each row (its writes go through the wallet, ledger,
 * school-card and access services), and its own table, pupil_imports (migration 071).
 */

/** Any fixed number: the advisory lock class of one school's imports. */
const IMPORT_LOCK = 727_071;

/** Serialises the imports of one school, so two applies of one file cannot both create its pupils. */
export async function lockSchool(q: Queryable, customerId: string): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [IMPORT_LOCK, customerId]);
}

/** The customers of the scope pupils can be imported for: schools and institutions, not municipalities. */
export async function importableCustomers(q: Queryable, customerIds: readonly string[]): Promise<{ id: string; name: string }[]> {
  const { rows } = await q.query<{ id: string; name: string }>(
    `SELECT id::text AS id, name FROM customers WHERE id = ANY($1::uuid[]) AND type <> 'municipality' ORDER BY name, id`,
    [[...customerIds]],
  );
  return rows;
}

export interface SchoolPupilRow {
  id: string;
  name: string;
  grade_number: number | null;
  grade_letter: string | null;
}

/** Every wallet of the school, for matching rows without a registered card by name and grade. */
export async function schoolPupils(q: Queryable, customerId: string): Promise<SchoolPupilRow[]> {
  const { rows } = await q.query<SchoolPupilRow>('SELECT id, name, grade_number, grade_letter FROM wallets WHERE customer_id = $1', [customerId]);
  return rows;
}

export interface CardOwnerRow {
  card_number: string;
  wallet_id: string;
  customer_id: string;
  name: string;
  grade_number: number | null;
  grade_letter: string | null;
}

/** The wallets the file's card numbers are registered to, wherever they are. */
export async function cardOwners(q: Queryable, cardNumbers: readonly string[]): Promise<CardOwnerRow[]> {
  if (cardNumbers.length === 0) return [];
  const { rows } = await q.query<CardOwnerRow>(
    `SELECT sc.card_number, sc.wallet_id, w.customer_id, w.name, w.grade_number, w.grade_letter
       FROM school_cards sc JOIN wallets w ON w.id = sc.wallet_id
      WHERE sc.card_number = ANY($1::text[])`,
    [[...cardNumbers]],
  );
  return rows;
}

/** The special grades (number|letter) shown for the customer: its lists, those of the customers above it, and the system-wide ones. */
export async function specialGradeKeys(q: Queryable, customerId: string): Promise<Set<string>> {
  const { rows } = await q.query<{ key: string }>(
    `WITH RECURSIVE above (id) AS (
       SELECT $1::uuid
       UNION
       SELECT c.parent_id FROM customers c JOIN above ON c.id = above.id WHERE c.parent_id IS NOT NULL
     )
     SELECT DISTINCT g.number || '|' || g.letter AS key
       FROM special_grades g JOIN special_grade_lists l ON l.id = g.list_id
      WHERE l.customer_id IS NULL OR l.customer_id IN (SELECT id FROM above)`,
    [customerId],
  );
  return new Set(rows.map((row) => row.key));
}

export async function insertImport(
  q: Queryable,
  i: { customerId: string; userId: string; at: Date; total: number; created: number; updated: number; unchanged: number; invitations: number },
): Promise<void> {
  await q.query(
    `INSERT INTO pupil_imports (customer_id, user_id, created_at, rows_total, rows_new, rows_updated, rows_unchanged, invitations)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [i.customerId, i.userId, i.at, i.total, i.created, i.updated, i.unchanged, i.invitations],
  );
}
