import type { CatalogueChangeAction, CatalogueEntity } from '@kk/contracts';
import type { Queryable } from '../../db/db';

export interface NewCatalogueChange {
  customerId: string;
  entity: CatalogueEntity;
  entityId: string;
  action: CatalogueChangeAction;
  userId: string;
  authorName: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: Date;
}

export interface CatalogueChangeRow {
  id: string | number;
  customer_id: string;
  action: CatalogueChangeAction;
  author_name: string;
  before_state: Record<string, unknown> | null;
  after_state: Record<string, unknown> | null;
  created_at: Date | string;
}

/** In the caller's transaction: a change and its record commit together. */
export async function insertChange(q: Queryable, change: NewCatalogueChange): Promise<void> {
  await q.query(
    `INSERT INTO catalogue_changes (customer_id, entity, entity_id, action, user_id, author_name, before_state, after_state, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9)`,
    [
      change.customerId,
      change.entity,
      change.entityId,
      change.action,
      change.userId,
      change.authorName,
      change.before === null ? null : JSON.stringify(change.before),
      change.after === null ? null : JSON.stringify(change.after),
      change.at,
    ],
  );
}

/** An item's changes, newest first (at most 200). */
export async function changesOf(q: Queryable, entity: CatalogueEntity, entityId: string): Promise<CatalogueChangeRow[]> {
  const { rows } = await q.query<CatalogueChangeRow>(
    `SELECT id, customer_id, action, author_name, before_state, after_state, created_at
       FROM catalogue_changes WHERE entity = $1 AND entity_id = $2 ORDER BY id DESC LIMIT 200`,
    [entity, entityId],
  );
  return rows;
}

/** The customers a partner-site user works for, and every customer below them (a municipality's schools). */
export async function customersOfStaff(q: Queryable, userId: string): Promise<{ id: string; name: string }[]> {
  const { rows } = await q.query<{ id: string; name: string }>(
    `WITH RECURSIVE below (id) AS (
       SELECT customer_id FROM customer_memberships WHERE user_id = $1
       UNION
       SELECT c.id FROM customers c JOIN below ON c.parent_id = below.id
     )
     SELECT c.id::text AS id, c.name FROM customers c JOIN below ON below.id = c.id ORDER BY c.name, c.id`,
    [userId],
  );
  return rows;
}

/** The master caterers a user cooks for. */
export async function caterersOfStaff(q: Queryable, userId: string): Promise<{ id: string; name: string }[]> {
  const { rows } = await q.query<{ id: string; name: string }>(
    `SELECT m.id::text AS id, m.name FROM master_caterer_staff s JOIN master_caterers m ON m.id = s.caterer_id
      WHERE s.user_id = $1 ORDER BY m.name`,
    [userId],
  );
  return rows;
}
