import { randomUUID } from 'node:crypto';
import { schoolDayRuleInstant, type SchoolDayRule } from '@kk/domain';
import type { Queryable } from '../../db/db';
import { insertReturningId } from '../../db/rows';
import type { NutritionFactsRow } from './plan-repository';

/** The foodplan module's own SQL: renewals, and creating plans, groups, menu items and offers. */

export interface RenewalRow {
  id: string;
  subscription_id: string;
  wallet_id: string;
  period_start: string;
  period_end: string;
  amount_ore: number;
  payment_type_id: 2 | 4;
  credit_card_id: string | null;
  status: 'charging' | 'succeeded' | 'failed';
  claimed_by: string;
  card_ledger_transaction_id: string | null;
  payment_id: string | null;
}

const RENEWAL_COLUMNS = `id, subscription_id, wallet_id, to_char(period_start, 'YYYY-MM-DD') AS period_start, to_char(period_end, 'YYYY-MM-DD') AS period_end,
  amount_ore, payment_type_id, credit_card_id, status, claimed_by, card_ledger_transaction_id, payment_id`;

const toRenewal = (row: RenewalRow): RenewalRow => ({ ...row, amount_ore: Number(row.amount_ore), payment_type_id: Number(row.payment_type_id) as 2 | 4 });

export async function renewalOf(q: Queryable, subscriptionId: string, periodStart: string): Promise<RenewalRow | null> {
  const { rows } = await q.query<RenewalRow>(`SELECT ${RENEWAL_COLUMNS} FROM foodplan_subscription_renewals WHERE subscription_id = $1 AND period_start = $2::date`, [
    subscriptionId,
    periodStart,
  ]);
  return rows[0] ? toRenewal(rows[0]) : null;
}

export async function lockRenewal(q: Queryable, id: string): Promise<RenewalRow | null> {
  const { rows } = await q.query<RenewalRow>(`SELECT ${RENEWAL_COLUMNS} FROM foodplan_subscription_renewals WHERE id = $1 FOR UPDATE`, [id]);
  return rows[0] ? toRenewal(rows[0]) : null;
}

export interface NewRenewal {
  subscriptionId: string;
  walletId: string;
  periodStart: string;
  periodEnd: string;
  amountOre: number;
  paymentTypeId: 2 | 4;
  creditCardId: string | null;
  status: 'charging' | 'failed';
  failureReason: string | null;
  claimedBy: string;
  at: Date;
}

/** Records the decision; the period's existing renewal when another run recorded one first. */
export async function insertRenewal(q: Queryable, r: NewRenewal): Promise<RenewalRow> {
  const { rows } = await q.query<RenewalRow>(
    `INSERT INTO foodplan_subscription_renewals
       (subscription_id, wallet_id, period_start, period_end, amount_ore, payment_type_id, credit_card_id, status, failure_reason, claimed_by, created_at, finished_at)
     VALUES ($1, $2, $3::date, $4::date, $5, $6, $7, $8, $9, $10, $11, CASE WHEN $8 = 'failed' THEN $11::timestamptz END)
     ON CONFLICT (subscription_id, period_start) DO NOTHING
     RETURNING ${RENEWAL_COLUMNS}`,
    [r.subscriptionId, r.walletId, r.periodStart, r.periodEnd, r.amountOre, r.paymentTypeId, r.creditCardId, r.status, r.failureReason, r.claimedBy, r.at],
  );
  if (rows[0]) return toRenewal(rows[0]);
  const existing = await renewalOf(q, r.subscriptionId, r.periodStart);
  if (existing === null) throw new Error('renewal vanished');
  return existing;
}

export async function recordCardMoney(q: Queryable, id: string, providerTransactionId: string, ledgerTransactionId: string): Promise<void> {
  await q.query('UPDATE foodplan_subscription_renewals SET provider_transaction_id = $2, card_ledger_transaction_id = $3 WHERE id = $1', [id, providerTransactionId, ledgerTransactionId]);
}

export async function settleRenewal(
  q: Queryable,
  id: string,
  outcome: { status: 'succeeded' | 'failed'; failureReason: string | null; paymentId: string | null; at: Date },
): Promise<void> {
  await q.query(
    `UPDATE foodplan_subscription_renewals SET status = $2, failure_reason = $3, payment_id = $4, finished_at = $5
      WHERE id = $1 AND status = 'charging'`,
    [id, outcome.status, outcome.failureReason, outcome.paymentId, outcome.at],
  );
}

/** The wallet's primary card (its own or its group's), if it has one that is not deleted. */
export async function primaryCardOf(q: Queryable, walletId: string): Promise<string | null> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT p.credit_card_id AS id FROM wallet_primary_cards p JOIN credit_cards c ON c.id = p.credit_card_id
      WHERE p.wallet_id = $1 AND c.deleted_at IS NULL`,
    [walletId],
  );
  return rows[0]?.id ?? null;
}

/** A saved card's token and last digits; a deleted card only `includingDeleted` (a charge sent before it was deleted is still asked about). */
export async function cardToken(q: Queryable, cardId: string, includingDeleted = false): Promise<{ provider_token: string; last4: string } | null> {
  const { rows } = await q.query<{ provider_token: string; last4: string }>('SELECT provider_token, last4 FROM credit_cards WHERE id = $1 AND ($2 OR deleted_at IS NULL)', [cardId, includingDeleted]);
  return rows[0] ?? null;
}

export interface RenewalFacts {
  user_id: string;
  user_name: string;
  user_email: string;
  user_roles: string[];
  customer_id: string;
  foodplan_id: string;
  product_id: string;
  product_name: string;
}

/** What the renewal's order needs: the guardian it pays as, the plan and the offer's product. */
export async function renewalFacts(q: Queryable, renewalId: string): Promise<RenewalFacts | null> {
  const { rows } = await q.query<RenewalFacts>(
    `SELECT u.id AS user_id, u.name AS user_name, u.email AS user_email,
            coalesce((SELECT array_agg(ur.role ORDER BY ur.role) FROM user_roles ur WHERE ur.user_id = u.id), '{}') AS user_roles,
            p.customer_id, o.foodplan_id, p.id AS product_id, p.name AS product_name
       FROM foodplan_subscription_renewals r
       JOIN foodplan_subscriptions s ON s.id = r.subscription_id
       JOIN users u ON u.id = s.user_id
       JOIN foodplan_subscription_offers o ON o.id = s.offer_id
       JOIN catalogue_products p ON p.id = o.product_id
      WHERE r.id = $1`,
    [renewalId],
  );
  return rows[0] ?? null;
}

export interface ActiveSubscriptionRow {
  id: string;
  subscription_type_id: 1 | 2;
  days_before_new_period: number;
  /** The plan's registration deadline rule: a period can be renewed only before its first school day's deadline. */
  deadline_school_days: number;
  deadline_time: string;
  activated_on: string;
  paid_or_pending_starts: string[];
  renewed_starts: string[];
}

/** Every active subscription with the periods paid, being paid or renewed already. */
export async function activeSubscriptions(q: Queryable): Promise<ActiveSubscriptionRow[]> {
  const { rows } = await q.query<ActiveSubscriptionRow>(
    `SELECT s.id, s.subscription_type_id, o.days_before_new_period, to_char(s.activated_on, 'YYYY-MM-DD') AS activated_on,
            f.deadline_school_days, to_char(f.deadline_time, 'HH24:MI') AS deadline_time,
            coalesce((SELECT array_agg(to_char(sp.start_date, 'YYYY-MM-DD')) FROM foodplan_subscription_periods sp
                        JOIN payment_transactions t ON t.id = sp.payment_id
                       WHERE sp.subscription_id = s.id AND t.status_id IN (1, 2)), '{}') AS paid_or_pending_starts,
            coalesce((SELECT array_agg(to_char(r.period_start, 'YYYY-MM-DD')) FROM foodplan_subscription_renewals r
                       WHERE r.subscription_id = s.id), '{}') AS renewed_starts
       FROM foodplan_subscriptions s JOIN foodplan_subscription_offers o ON o.id = s.offer_id JOIN foodplans f ON f.id = o.foodplan_id
      WHERE s.is_active
      ORDER BY s.id`,
  );
  return rows.map((row) => ({
    ...row,
    subscription_type_id: Number(row.subscription_type_id) as 1 | 2,
    days_before_new_period: Number(row.days_before_new_period),
    deadline_school_days: Number(row.deadline_school_days),
  }));
}

// ---------------------------------------------------------------- creating plans and menus (the seed, tests)

export interface NewFoodplan {
  id: string;
  customerId: string;
  name: string;
  isMasterCater: boolean;
  catererName: string | null;
  registration: SchoolDayRule;
  cancellation: SchoolDayRule;
  sortOrder: number;
}

/** A plan for a catalogue owner of kind 'foodplan' (its id). */
export async function insertFoodplan(q: Queryable, plan: NewFoodplan): Promise<void> {
  const catererId = plan.catererName === null ? null : await catererNamed(q, plan.catererName);
  await q.query(
    `INSERT INTO foodplans (id, customer_id, name, is_master_cater, caterer_name, caterer_id, deadline_school_days, deadline_time, cancellation_school_days, cancellation_time, sort_order)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::time, $9, $10::time, $11)`,
    [
      plan.id, plan.customerId, plan.name, plan.isMasterCater, plan.catererName, catererId,
      plan.registration.SchoolDaysBefore, plan.registration.Time, plan.cancellation.SchoolDaysBefore, plan.cancellation.Time, plan.sortOrder,
    ],
  );
}

/** The master caterer of that name (migration 055), made when it is new. */
export async function catererNamed(q: Queryable, name: string): Promise<string> {
  return insertReturningId(
    q,
    'INSERT INTO master_caterers (name) VALUES ($1) ON CONFLICT (name) DO UPDATE SET name = EXCLUDED.name RETURNING id',
    [name],
  );
}

/** A user cooks for the master caterer: they edit the menus of the plans it cooks. */
export async function addCatererStaff(q: Queryable, userId: string, catererName: string): Promise<void> {
  const catererId = await catererNamed(q, catererName);
  await q.query('INSERT INTO master_caterer_staff (user_id, caterer_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, catererId]);
}

export async function insertProductType(q: Queryable, type: { foodplanId: string; name: string; deliveryTypeId: number; sortOrder: number }): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    'INSERT INTO foodplan_product_types (foodplan_id, name, delivery_type_id, sort_order) VALUES ($1, $2, $3, $4) RETURNING id',
    [type.foodplanId, type.name, type.deliveryTypeId, type.sortOrder],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('insert into foodplan_product_types returned no id');
  return id;
}

export interface NewMenuItem {
  productTypeId: string;
  serveDate: string;
  name: string;
  description: string | null;
  descriptors: Record<string, string>;
  priceOre: number;
  stock: number | null;
  imageId: string | null;
  productNumber: string | null;
  allergens: number[];
  allergenText: string | null;
  nutrition: NutritionFactsRow;
  ingredients: string | null;
}

/**
 * Menu items of a plan, in one statement each for the catalogue's products and the items:
 * each its own product (price, stock, and its registration deadline as orderable_until),
 * its deadline and cancellation date computed once from the plan's rules (@kk/domain
 * schoolDayRuleInstant). Answers the product ids in order.
 */
export async function insertMenuItems(
  q: Queryable,
  plan: { id: string; customerId: string; registration: SchoolDayRule; cancellation: SchoolDayRule },
  items: readonly NewMenuItem[],
  /** When the items were published (families see only published items): the writer's clock, not the database's. */
  publishedAt: Date,
): Promise<string[]> {
  if (items.length === 0) return [];
  // ISO texts, not Dates: inside arrays the drivers pass values as they are.
  const deadlines = items.map((item) => schoolDayRuleInstant(item.serveDate, plan.registration).toISOString());
  const ids = items.map(() => randomUUID());
  await q.query(
    `INSERT INTO catalogue_products (id, customer_id, owner_kind, owner_id, name, price_ore, stock, orderable_until, description, descriptors, image_id)
     SELECT i.id, $1, 'foodplan', $2, i.name, i.price_ore, i.stock, i.orderable_until, i.description, i.descriptors, i.image_id
       FROM unnest($3::uuid[], $4::text[], $5::bigint[], $6::int[], $7::timestamptz[], $8::text[], $9::jsonb[], $10::uuid[])
            AS i (id, name, price_ore, stock, orderable_until, description, descriptors, image_id)`,
    [
      plan.customerId,
      plan.id,
      ids,
      items.map((item) => item.name),
      items.map((item) => item.priceOre),
      items.map((item) => item.stock),
      deadlines,
      items.map((item) => item.description),
      items.map((item) => JSON.stringify(item.descriptors)),
      items.map((item) => item.imageId),
    ],
  );
  await q.query(
    `INSERT INTO foodplan_items (product_id, foodplan_id, product_type_id, serve_date, product_number, allergens, allergen_text, nutrition, ingredients,
                                 registration_deadline, cancellation_date, published_at)
     SELECT i.product_id, $1, i.product_type_id, i.serve_date::date, i.product_number, translate(i.allergens, '[]', '{}')::smallint[], i.allergen_text, i.nutrition,
            i.ingredients, i.registration_deadline, i.cancellation_date, $12::timestamptz
       FROM unnest($2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::text[], $8::jsonb[], $9::text[], $10::timestamptz[], $11::timestamptz[])
            AS i (product_id, product_type_id, serve_date, product_number, allergens, allergen_text, nutrition, ingredients, registration_deadline, cancellation_date)`,
    [
      plan.id,
      ids,
      items.map((item) => item.productTypeId),
      items.map((item) => item.serveDate),
      items.map((item) => item.productNumber),
      items.map((item) => JSON.stringify(item.allergens)),
      items.map((item) => item.allergenText),
      items.map((item) => JSON.stringify(item.nutrition)),
      items.map((item) => item.ingredients),
      deadlines,
      items.map((item) => schoolDayRuleInstant(item.serveDate, plan.cancellation).toISOString()),
      publishedAt,
    ],
  );
  return ids;
}

export interface NewOffer {
  foodplanId: string;
  customerId: string;
  name: string;
  priceOre: number;
  nextPeriodPriceOre: number | null;
  subscriptionTypeId: 1 | 2;
  deliveryTypeId: number;
  daysBeforeNewPeriod: number;
  allergens: number[];
  nutrition: NutritionFactsRow;
  sortOrder: number;
}

/** A subscription offered by a plan: its product in the catalogue (the current price) and the offer. */
export async function insertOffer(q: Queryable, offer: NewOffer): Promise<{ id: string; productId: string }> {
  const { rows: products } = await q.query<{ id: string }>(
    `INSERT INTO catalogue_products (customer_id, owner_kind, owner_id, name, price_ore) VALUES ($1, 'foodplan', $2, $3, $4) RETURNING id`,
    [offer.customerId, offer.foodplanId, offer.name, offer.priceOre],
  );
  const productId = products[0]?.id;
  if (!productId) throw new Error('insert into catalogue_products returned no id');
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO foodplan_subscription_offers (foodplan_id, product_id, subscription_type_id, delivery_type_id, days_before_new_period, next_period_price_ore,
                                               allergens, nutrition, sort_order)
     VALUES ($1, $2, $3, $4, $5, $6, $7::smallint[], $8::jsonb, $9) RETURNING id`,
    [offer.foodplanId, productId, offer.subscriptionTypeId, offer.deliveryTypeId, offer.daysBeforeNewPeriod, offer.nextPeriodPriceOre, offer.allergens, JSON.stringify(offer.nutrition), offer.sortOrder],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('insert into foodplan_subscription_offers returned no id');
  return { id, productId };
}
