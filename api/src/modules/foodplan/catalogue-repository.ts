import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/db';
import type { NutritionFactsRow } from './plan-repository';

/**
 * The week planner's SQL (issue 25): the plans a partner-site user edits, a plan's dishes
 * (catalogue products of the plan with their foodplan_items row), and the changes the
 * planner makes. Orders are read only to count them: a dish's orders are the payment
 * handler's and are never changed here.
 */

export interface PlannerPlanRow {
  id: string;
  name: string;
  customer_id: string;
  customer_name: string;
  is_master_cater: boolean;
  caterer_name: string | null;
  caterer_id: string | null;
  deadline_school_days: number;
  deadline_time: string;
  cancellation_school_days: number;
  cancellation_time: string;
  absence_school_days: number | null;
  absence_time: string | null;
}

const PLAN_SELECT = `
  SELECT f.id, f.name, f.customer_id, c.name AS customer_name, f.is_master_cater, f.caterer_name, f.caterer_id,
         f.deadline_school_days, to_char(f.deadline_time, 'HH24:MI') AS deadline_time,
         f.cancellation_school_days, to_char(f.cancellation_time, 'HH24:MI') AS cancellation_time,
         f.absence_school_days, to_char(f.absence_time, 'HH24:MI') AS absence_time
    FROM foodplans f JOIN customers c ON c.id = f.customer_id`;

const toPlan = (row: PlannerPlanRow): PlannerPlanRow => ({
  ...row,
  deadline_school_days: Number(row.deadline_school_days),
  cancellation_school_days: Number(row.cancellation_school_days),
  absence_school_days: row.absence_school_days === null ? null : Number(row.absence_school_days),
});

/** The plans of the customers, and the plans the caterers cook: what a planner edits. */
export async function editablePlans(q: Queryable, customerIds: readonly string[], catererIds: readonly string[], lock = false): Promise<PlannerPlanRow[]> {
  const { rows } = await q.query<PlannerPlanRow>(
    `${PLAN_SELECT} WHERE f.customer_id = ANY($1::uuid[]) OR f.caterer_id = ANY($2::uuid[]) ORDER BY c.name, f.sort_order, f.name${lock ? ' FOR UPDATE OF f' : ''}`,
    [customerIds, catererIds],
  );
  return rows.map(toPlan);
}

export interface PlannerTypeRow {
  id: string;
  foodplan_id: string;
  name: string;
  delivery_type_id: number;
}

export async function typesOfPlans(q: Queryable, planIds: readonly string[]): Promise<PlannerTypeRow[]> {
  if (planIds.length === 0) return [];
  const { rows } = await q.query<PlannerTypeRow>(
    'SELECT id, foodplan_id, name, delivery_type_id FROM foodplan_product_types WHERE foodplan_id = ANY($1::uuid[]) ORDER BY sort_order, name',
    [planIds],
  );
  return rows.map((row) => ({ ...row, delivery_type_id: Number(row.delivery_type_id) }));
}

export interface DishRow {
  product_id: string;
  foodplan_id: string;
  customer_id: string;
  name: string;
  description: string | null;
  price_ore: number;
  vat_rate_bp: number;
  stock: number | null;
  image_id: string | null;
  product_type_id: string;
  group_name: string;
  serve_date: string;
  allergens: number[];
  allergen_text: string | null;
  nutrition: NutritionFactsRow;
  ingredients: string | null;
  registration_deadline: Date | string;
  cancellation_date: Date | string;
  published_at: Date | string | null;
  ordered_count: number;
}

const DISH_SELECT = `
  SELECT i.product_id, i.foodplan_id, p.customer_id, p.name, p.description, p.price_ore, p.vat_rate_bp, p.stock, p.image_id,
         i.product_type_id, g.name AS group_name, to_char(i.serve_date, 'YYYY-MM-DD') AS serve_date,
         i.allergens::int[] AS allergens, i.allergen_text, i.nutrition, i.ingredients,
         i.registration_deadline, i.cancellation_date, i.published_at,
         coalesce((SELECT sum(l.quantity - l.refunded_quantity) FROM payment_transaction_lines l
                     JOIN payment_transactions t ON t.id = l.transaction_id
                    WHERE l.product_id = i.product_id AND t.kind = 'order' AND t.status_id IN (1, 2)), 0)::int AS ordered_count
    FROM foodplan_items i
    JOIN catalogue_products p ON p.id = i.product_id
    JOIN foodplan_product_types g ON g.id = i.product_type_id`;

const toDish = (row: DishRow): DishRow => ({
  ...row,
  price_ore: Number(row.price_ore),
  vat_rate_bp: Number(row.vat_rate_bp),
  stock: row.stock === null ? null : Number(row.stock),
  allergens: row.allergens.map(Number),
  ordered_count: Number(row.ordered_count),
});

export interface DishQuery {
  planIds: readonly string[];
  from: string;
  to: string;
  text: string | null;
  offset: number;
  limit: number;
}

/** The plans' dishes on the menu from `from` to `to`, by day, group and name; and how many match. */
export async function searchDishes(q: Queryable, query: DishQuery): Promise<{ rows: DishRow[]; total: number }> {
  const where = `i.foodplan_id = ANY($1::uuid[]) AND p.active AND i.serve_date BETWEEN $2::date AND $3::date
                 AND ($4::text IS NULL OR p.name ILIKE '%' || $4 || '%' OR g.name ILIKE '%' || $4 || '%')`;
  const params = [query.planIds, query.from, query.to, query.text];
  const [{ rows }, counted] = await Promise.all([
    q.query<DishRow>(`${DISH_SELECT} WHERE ${where} ORDER BY i.serve_date, g.sort_order, g.name, p.name, i.product_id OFFSET $5 LIMIT $6`, [...params, query.offset, query.limit]),
    q.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM foodplan_items i JOIN catalogue_products p ON p.id = i.product_id JOIN foodplan_product_types g ON g.id = i.product_type_id WHERE ${where}`,
      params,
    ),
  ]);
  return { rows: rows.map(toDish), total: Number(counted.rows[0]?.total ?? 0) };
}

/** A dish on the menu (not removed); with `lock` its product row is locked, as a reservation locks it to take stock. */
export async function dishById(q: Queryable, productId: string, lock = false): Promise<DishRow | null> {
  if (lock) await q.query('SELECT id FROM catalogue_products WHERE id = $1 FOR UPDATE', [productId]);
  const { rows } = await q.query<DishRow>(`${DISH_SELECT} WHERE i.product_id = $1 AND p.active`, [productId]);
  return rows[0] ? toDish(rows[0]) : null;
}

export async function dishesByIds(q: Queryable, productIds: readonly string[]): Promise<DishRow[]> {
  if (productIds.length === 0) return [];
  const { rows } = await q.query<DishRow>(`${DISH_SELECT} WHERE i.product_id = ANY($1::uuid[]) ORDER BY i.serve_date, g.sort_order, g.name, p.name`, [productIds]);
  return rows.map(toDish);
}

export async function insertDishImage(q: Queryable, image: { contentType: string; bytes: Buffer }): Promise<string> {
  const id = randomUUID();
  await q.query('INSERT INTO catalogue_product_images (id, content_type, bytes) VALUES ($1, $2, $3)', [id, image.contentType, image.bytes]);
  return id;
}

export interface DishValues {
  name: string;
  description: string | null;
  priceOre: number;
  vatRateBp: number;
  stock: number | null;
  imageId: string | null;
  productTypeId: string;
  serveDate: string;
  productNumber: string | null;
  allergens: number[];
  allergenText: string | null;
  nutrition: NutritionFactsRow;
  ingredients: string | null;
  registrationDeadline: Date;
  cancellationDate: Date;
}

/** A new dish of the plan: its catalogue product (its registration deadline as orderable_until) and its foodplan_items row, a draft unless `publishedAt`. */
export async function insertDish(q: Queryable, plan: { id: string; customerId: string }, dish: DishValues, publishedAt: Date | null): Promise<string> {
  const id = randomUUID();
  await q.query(
    `INSERT INTO catalogue_products (id, customer_id, owner_kind, owner_id, name, price_ore, vat_rate_bp, stock, orderable_until, description, image_id)
     VALUES ($1, $2, 'foodplan', $3, $4, $5, $6, $7, $8, $9, $10)`,
    [id, plan.customerId, plan.id, dish.name, dish.priceOre, dish.vatRateBp, dish.stock, dish.registrationDeadline, dish.description, dish.imageId],
  );
  await q.query(
    `INSERT INTO foodplan_items (product_id, foodplan_id, product_type_id, serve_date, product_number, allergens, allergen_text, nutrition, ingredients,
                                 registration_deadline, cancellation_date, published_at)
     VALUES ($1, $2, $3, $4::date, $5, $6::smallint[], $7, $8::jsonb, $9, $10, $11, $12)`,
    [
      id, plan.id, dish.productTypeId, dish.serveDate, dish.productNumber, dish.allergens, dish.allergenText, JSON.stringify(dish.nutrition), dish.ingredients,
      dish.registrationDeadline, dish.cancellationDate, publishedAt,
    ],
  );
  return id;
}

/** Changes a dish in place (its product row locked by the caller). Orders keep the price they were placed at: their lines carry it. */
export async function updateDish(q: Queryable, productId: string, dish: DishValues): Promise<void> {
  await q.query(
    `UPDATE catalogue_products SET name = $2, description = $3, price_ore = $4, vat_rate_bp = $5, stock = $6, image_id = $7, orderable_until = $8 WHERE id = $1`,
    [productId, dish.name, dish.description, dish.priceOre, dish.vatRateBp, dish.stock, dish.imageId, dish.registrationDeadline],
  );
  await q.query(
    `UPDATE foodplan_items SET product_type_id = $2, serve_date = $3::date, allergens = $4::smallint[], allergen_text = $5, nutrition = $6::jsonb, ingredients = $7,
            registration_deadline = $8, cancellation_date = $9
      WHERE product_id = $1`,
    [productId, dish.productTypeId, dish.serveDate, dish.allergens, dish.allergenText, JSON.stringify(dish.nutrition), dish.ingredients, dish.registrationDeadline, dish.cancellationDate],
  );
}

/** A stock set by hand, recorded as a count (migration 055's adjustments), under the product row's lock. */
export async function recordStockCount(q: Queryable, productId: string, before: number, after: number, userId: string, at: Date): Promise<void> {
  await q.query(
    `INSERT INTO catalogue_stock_adjustments (product_id, reason, change, stock_before, stock_after, user_id, created_at) VALUES ($1, 'counted', $2, $3, $4, $5, $6)`,
    [productId, after - before, before, after, userId, at],
  );
}

/** Off the menu: the product is no longer sold (its orders are the consequences' to refund). */
export async function removeDish(q: Queryable, productId: string): Promise<void> {
  await q.query('UPDATE catalogue_products SET active = false WHERE id = $1', [productId]);
}

/** Publishes the plan's drafts and scheduled dishes of the days (at `at`); answers their ids. */
export async function publishDishes(q: Queryable, planId: string, from: string, to: string, at: Date, now: Date): Promise<string[]> {
  const { rows } = await q.query<{ product_id: string }>(
    `UPDATE foodplan_items i SET published_at = $4
       FROM catalogue_products p
      WHERE p.id = i.product_id AND p.active AND i.foodplan_id = $1 AND i.serve_date BETWEEN $2::date AND $3::date
        AND (i.published_at IS NULL OR i.published_at > $5)
      RETURNING i.product_id`,
    [planId, from, to, at, now],
  );
  return rows.map((row) => row.product_id);
}

export async function updatePlanRules(
  q: Queryable,
  planId: string,
  rules: { deadlineSchoolDays: number; deadlineTime: string; cancellationSchoolDays: number; cancellationTime: string },
): Promise<void> {
  await q.query(
    'UPDATE foodplans SET deadline_school_days = $2, deadline_time = $3::time, cancellation_school_days = $4, cancellation_time = $5::time WHERE id = $1',
    [planId, rules.deadlineSchoolDays, rules.deadlineTime, rules.cancellationSchoolDays, rules.cancellationTime],
  );
}

/** The plan's absence deadline (issue 26); null: its cancellation rule. */
export async function updatePlanAbsenceRule(q: Queryable, planId: string, rule: { schoolDays: number; time: string } | null): Promise<void> {
  await q.query('UPDATE foodplans SET absence_school_days = $2, absence_time = $3::time WHERE id = $1', [planId, rule?.schoolDays ?? null, rule?.time ?? null]);
}

/** The plan's dishes served from `from` on (not removed), with their product rows locked. */
export async function upcomingDishes(q: Queryable, planId: string, from: string): Promise<DishRow[]> {
  await q.query(
    `SELECT p.id FROM catalogue_products p JOIN foodplan_items i ON i.product_id = p.id
      WHERE i.foodplan_id = $1 AND i.serve_date >= $2::date AND p.active ORDER BY p.id FOR UPDATE OF p`,
    [planId, from],
  );
  const { rows } = await q.query<DishRow>(`${DISH_SELECT} WHERE i.foodplan_id = $1 AND i.serve_date >= $2::date AND p.active ORDER BY i.serve_date, p.id`, [planId, from]);
  return rows.map(toDish);
}

/** New deadlines of many dishes in one statement each (ISO texts: inside arrays the drivers pass values as they are). */
export async function setDeadlines(q: Queryable, changes: readonly { productId: string; registrationDeadline: Date; cancellationDate: Date }[]): Promise<void> {
  if (changes.length === 0) return;
  const ids = changes.map((change) => change.productId);
  const deadlines = changes.map((change) => change.registrationDeadline.toISOString());
  await q.query(
    `UPDATE foodplan_items i SET registration_deadline = c.deadline, cancellation_date = c.cancellation
       FROM unnest($1::uuid[], $2::timestamptz[], $3::timestamptz[]) AS c (id, deadline, cancellation) WHERE i.product_id = c.id`,
    [ids, deadlines, changes.map((change) => change.cancellationDate.toISOString())],
  );
  await q.query(
    `UPDATE catalogue_products p SET orderable_until = c.deadline FROM unnest($1::uuid[], $2::timestamptz[]) AS c (id, deadline) WHERE p.id = c.id`,
    [ids, deadlines],
  );
}
