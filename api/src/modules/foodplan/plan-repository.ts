import type { Queryable } from '../../db/db';

/**
 * The food plan's tables (migration 029): its plans, menus, allergy profiles, offers,
 * subscriptions and their periods, as the foodplan module reads and writes them (a food
 * plan order's rules under the wallet's lock, its subscription periods, the cancellation
 * policy of its refunds). Other modules read them through FoodPlanReads (food-plan-reads.ts).
 */

export interface FoodplanRow {
  id: string;
  customer_id: string;
  customer_name: string;
  name: string;
  is_master_cater: boolean;
  caterer_name: string | null;
  deadline_school_days: number;
  deadline_time: string;
  cancellation_school_days: number;
  cancellation_time: string;
}

const PLAN_SELECT = `
  SELECT f.id, f.customer_id, c.name AS customer_name, f.name, f.is_master_cater, f.caterer_name,
         f.deadline_school_days, to_char(f.deadline_time, 'HH24:MI') AS deadline_time,
         f.cancellation_school_days, to_char(f.cancellation_time, 'HH24:MI') AS cancellation_time
    FROM foodplans f JOIN customers c ON c.id = f.customer_id`;

export async function foodplanById(q: Queryable, id: string): Promise<FoodplanRow | null> {
  const { rows } = await q.query<FoodplanRow>(`${PLAN_SELECT} WHERE f.id = $1`, [id]);
  return rows[0] ?? null;
}

/**
 * The food plans of the customers the wallets belong to (each wallet's customer and the
 * customers above it), with the wallets that may use each.
 */
export async function foodplansForWallets(q: Queryable, walletIds: readonly string[]): Promise<(FoodplanRow & { wallet_ids: string[] })[]> {
  if (walletIds.length === 0) return [];
  const { rows } = await q.query<FoodplanRow & { wallet_ids: string[]; sort_order: number }>(
    `WITH RECURSIVE chain (wallet_id, customer_id) AS (
       SELECT w.id, w.customer_id FROM wallets w WHERE w.id = ANY($1::uuid[])
       UNION
       SELECT chain.wallet_id, c.parent_id FROM chain JOIN customers c ON c.id = chain.customer_id WHERE c.parent_id IS NOT NULL
     ), plans AS (
       SELECT f.id, array_agg(DISTINCT chain.wallet_id::text ORDER BY chain.wallet_id::text) AS wallet_ids
         FROM chain JOIN foodplans f ON f.customer_id = chain.customer_id
        GROUP BY f.id
     )
     SELECT p.*, plans.wallet_ids FROM (${PLAN_SELECT}) p JOIN plans ON plans.id = p.id
      ORDER BY p.customer_name, p.name`,
    [walletIds],
  );
  return rows;
}

export interface ProductTypeRow {
  id: string;
  foodplan_id: string;
  name: string;
  delivery_type_id: number;
  sort_order: number;
}

export async function productTypesOf(q: Queryable, foodplanId: string): Promise<ProductTypeRow[]> {
  const { rows } = await q.query<ProductTypeRow>(
    'SELECT id, foodplan_id, name, delivery_type_id, sort_order FROM foodplan_product_types WHERE foodplan_id = $1 ORDER BY sort_order, name',
    [foodplanId],
  );
  return rows;
}

export interface NutritionFactsRow {
  EnergyKj?: number;
  EnergyKcal?: number;
  ProteinG?: number;
  CarbohydrateG?: number;
  SugarG?: number;
  FatG?: number;
  SaturatedFatG?: number;
  FibreG?: number;
  SaltG?: number;
}

/** A menu item: the catalogue product with what the food plan adds. */
export interface FoodplanItemRow {
  product_id: string;
  foodplan_id: string;
  name: string;
  description: string | null;
  descriptors: Record<string, string>;
  price_ore: number;
  stock: number | null;
  active: boolean;
  image_id: string | null;
  product_type_id: string;
  group_name: string;
  group_sort_order: number;
  serve_date: string;
  product_number: string | null;
  allergens: number[];
  allergen_text: string | null;
  nutrition: NutritionFactsRow;
  ingredients: string | null;
  registration_deadline: Date | string;
  cancellation_date: Date | string;
  /** NULL: a draft; a future instant: scheduled. Families see the dish only from then (migration 055). */
  published_at: Date | string | null;
}

/** Families see a dish only once it is published: not a draft, its publish time reached ($n is that instant). */
const publishedBy = (param: string) => `i.published_at IS NOT NULL AND i.published_at <= ${param}`;

const ITEM_SELECT = `
  SELECT i.product_id, i.foodplan_id, p.name, p.description, p.descriptors, p.price_ore, p.stock, p.active, p.image_id,
         i.product_type_id, g.name AS group_name, g.sort_order AS group_sort_order,
         to_char(i.serve_date, 'YYYY-MM-DD') AS serve_date, i.product_number, i.allergens::int[] AS allergens, i.allergen_text,
         i.nutrition, i.ingredients, i.registration_deadline, i.cancellation_date, i.published_at
    FROM foodplan_items i
    JOIN catalogue_products p ON p.id = i.product_id
    JOIN foodplan_product_types g ON g.id = i.product_type_id`;

const toItem = (row: FoodplanItemRow): FoodplanItemRow => ({ ...row, price_ore: Number(row.price_ore), allergens: row.allergens.map(Number) });

/**
 * The menu items of the products; with `publishedAt`, only those published by then (what a
 * family may order: a draft or scheduled dish is not a menu item to them yet).
 */
export async function foodplanItemsByIds(q: Queryable, productIds: readonly string[], options: { publishedAt?: Date } = {}): Promise<Map<string, FoodplanItemRow>> {
  if (productIds.length === 0) return new Map();
  const { rows } =
    options.publishedAt === undefined
      ? await q.query<FoodplanItemRow>(`${ITEM_SELECT} WHERE i.product_id = ANY($1::uuid[])`, [[...new Set(productIds)]])
      : await q.query<FoodplanItemRow>(`${ITEM_SELECT} WHERE i.product_id = ANY($1::uuid[]) AND ${publishedBy('$2')}`, [[...new Set(productIds)], options.publishedAt]);
  return new Map(rows.map((row) => [row.product_id, toItem(row)]));
}

/** A plan's active menu items served from `from` to `to` (calendar dates, both included), as families see them at `now`: published ones only. */
export async function menuItems(q: Queryable, foodplanId: string, from: string, to: string, now: Date): Promise<FoodplanItemRow[]> {
  const { rows } = await q.query<FoodplanItemRow>(
    `${ITEM_SELECT} WHERE i.foodplan_id = $1 AND i.serve_date BETWEEN $2::date AND $3::date AND p.active AND ${publishedBy('$4')}
      ORDER BY i.serve_date, g.sort_order, g.name, p.name`,
    [foodplanId, from, to, now],
  );
  return rows.map(toItem);
}

/**
 * What a wallet has bought (reserved or completed, refunds given back) of each group of a
 * plan on each day from `from` to `to`, keyed 'productTypeId|YYYY-MM-DD'; and of each item.
 * For the master caterer's daily group limit ("earlier purchases of the day counted").
 */
export async function walletFoodplanPurchases(
  q: Queryable,
  walletId: string,
  foodplanId: string,
  from: string,
  to: string,
): Promise<{ byGroupDay: Map<string, number>; byItem: Map<string, number> }> {
  const { rows } = await q.query<{ product_id: string; product_type_id: string; serve_date: string; purchased: number }>(
    `SELECT i.product_id, i.product_type_id, to_char(i.serve_date, 'YYYY-MM-DD') AS serve_date,
            sum(l.quantity - l.refunded_quantity)::int AS purchased
       FROM payment_transactions t
       JOIN payment_transaction_lines l ON l.transaction_id = t.id
       JOIN foodplan_items i ON i.product_id = l.product_id
      WHERE t.wallet_id = $1 AND t.is_foodplan AND t.kind = 'order' AND t.status_id IN (1, 2)
        AND i.foodplan_id = $2 AND i.serve_date BETWEEN $3::date AND $4::date
      GROUP BY i.product_id, i.product_type_id, i.serve_date`,
    [walletId, foodplanId, from, to],
  );
  const byGroupDay = new Map<string, number>();
  const byItem = new Map<string, number>();
  for (const row of rows) {
    const key = groupDayKey(row.product_type_id, row.serve_date);
    byGroupDay.set(key, (byGroupDay.get(key) ?? 0) + Number(row.purchased));
    byItem.set(row.product_id, Number(row.purchased));
  }
  return { byGroupDay, byItem };
}

export const groupDayKey = (productTypeId: string, date: string) => `${productTypeId}|${date}`;

export async function walletAllergies(q: Queryable, walletId: string): Promise<number[]> {
  const { rows } = await q.query<{ allergen_id: number }>('SELECT allergen_id FROM wallet_allergies WHERE wallet_id = $1 ORDER BY allergen_id', [walletId]);
  return rows.map((row) => Number(row.allergen_id));
}

export async function replaceWalletAllergies(q: Queryable, walletId: string, allergenIds: readonly number[], at: Date): Promise<void> {
  await q.query('DELETE FROM wallet_allergies WHERE wallet_id = $1', [walletId]);
  if (allergenIds.length === 0) return;
  await q.query(
    'INSERT INTO wallet_allergies (wallet_id, allergen_id, created_at) SELECT $1, a, $3 FROM unnest($2::smallint[]) AS a',
    [walletId, [...allergenIds], at],
  );
}

// ---------------------------------------------------------------- subscriptions

export interface OfferRow {
  id: string;
  foodplan_id: string;
  customer_id: string;
  product_id: string;
  name: string;
  price_ore: number;
  next_period_price_ore: number | null;
  subscription_type_id: 1 | 2;
  delivery_type_id: number;
  days_before_new_period: number;
  allergens: number[];
  nutrition: NutritionFactsRow;
  active: boolean;
}

const OFFER_SELECT = `
  SELECT o.id, o.foodplan_id, p.customer_id, o.product_id, p.name, p.price_ore, o.next_period_price_ore,
         o.subscription_type_id, o.delivery_type_id, o.days_before_new_period, o.allergens::int[] AS allergens, o.nutrition, p.active
    FROM foodplan_subscription_offers o JOIN catalogue_products p ON p.id = o.product_id`;

const toOffer = (row: OfferRow): OfferRow => ({
  ...row,
  price_ore: Number(row.price_ore),
  next_period_price_ore: row.next_period_price_ore === null ? null : Number(row.next_period_price_ore),
  subscription_type_id: Number(row.subscription_type_id) as 1 | 2,
  allergens: row.allergens.map(Number),
});

export async function offersOfPlan(q: Queryable, foodplanId: string): Promise<OfferRow[]> {
  const { rows } = await q.query<OfferRow>(`${OFFER_SELECT} WHERE o.foodplan_id = $1 AND p.active ORDER BY o.sort_order, p.name`, [foodplanId]);
  return rows.map(toOffer);
}

export async function offerById(q: Queryable, id: string): Promise<OfferRow | null> {
  const { rows } = await q.query<OfferRow>(`${OFFER_SELECT} WHERE o.id = $1`, [id]);
  return rows[0] ? toOffer(rows[0]) : null;
}

export async function offersByProductIds(q: Queryable, productIds: readonly string[]): Promise<Map<string, OfferRow>> {
  if (productIds.length === 0) return new Map();
  const { rows } = await q.query<OfferRow>(`${OFFER_SELECT} WHERE o.product_id = ANY($1::uuid[])`, [[...new Set(productIds)]]);
  return new Map(rows.map((row) => [row.product_id, toOffer(row)]));
}

export interface SubscriptionRow {
  id: string;
  offer_id: string;
  wallet_id: string;
  subscription_type_id: 1 | 2;
  delivery_type_id: number;
  is_active: boolean;
  payment_type_id: 2 | 4;
  next_available_date: string | null;
  activated_on: string | null;
  user_id: string;
}

const SUBSCRIPTION_SELECT = `
  SELECT s.id, s.offer_id, s.wallet_id, s.subscription_type_id, s.delivery_type_id, s.is_active, s.payment_type_id,
         to_char(s.next_available_date, 'YYYY-MM-DD') AS next_available_date, to_char(s.activated_on, 'YYYY-MM-DD') AS activated_on, s.user_id
    FROM foodplan_subscriptions s`;

const toSubscription = (row: SubscriptionRow): SubscriptionRow => ({
  ...row,
  subscription_type_id: Number(row.subscription_type_id) as 1 | 2,
  delivery_type_id: Number(row.delivery_type_id),
  payment_type_id: Number(row.payment_type_id) as 2 | 4,
});

export async function subscriptionById(q: Queryable, id: string, lock = false): Promise<SubscriptionRow | null> {
  const { rows } = await q.query<SubscriptionRow>(`${SUBSCRIPTION_SELECT} WHERE s.id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ? toSubscription(rows[0]) : null;
}

/** The wallet's subscriptions (every offer it has ever taken), locked when asked (under the wallet's lock). */
export async function subscriptionsOfWallet(q: Queryable, walletId: string, lock = false): Promise<SubscriptionRow[]> {
  const { rows } = await q.query<SubscriptionRow>(`${SUBSCRIPTION_SELECT} WHERE s.wallet_id = $1 ORDER BY s.created_at, s.id${lock ? ' FOR UPDATE' : ''}`, [
    walletId,
  ]);
  return rows.map(toSubscription);
}

export async function insertSubscription(
  q: Queryable,
  s: { offerId: string; walletId: string; typeId: number; deliveryTypeId: number; paymentTypeId: 2 | 4; activatedOn: string; userId: string; at: Date },
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO foodplan_subscriptions (offer_id, wallet_id, subscription_type_id, delivery_type_id, is_active, payment_type_id, activated_on, user_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, true, $5, $6, $7, $8, $8) RETURNING id`,
    [s.offerId, s.walletId, s.typeId, s.deliveryTypeId, s.paymentTypeId, s.activatedOn, s.userId, s.at],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('insert into foodplan_subscriptions returned no id');
  return id;
}

export async function activateSubscription(q: Queryable, id: string, change: { paymentTypeId: 2 | 4; activatedOn: string; userId: string; at: Date }): Promise<void> {
  await q.query(
    `UPDATE foodplan_subscriptions SET is_active = true, payment_type_id = $2, activated_on = $3, user_id = $4, next_available_date = NULL, updated_at = $5
      WHERE id = $1`,
    [id, change.paymentTypeId, change.activatedOn, change.userId, change.at],
  );
}

export async function deactivateSubscription(q: Queryable, id: string, nextAvailableDate: string | null, at: Date): Promise<void> {
  await q.query('UPDATE foodplan_subscriptions SET is_active = false, next_available_date = $2::date, updated_at = $3 WHERE id = $1', [id, nextAvailableDate, at]);
}

export interface PeriodRow {
  subscription_id: string;
  start_date: string;
  end_date: string;
  payment_id: string;
  status_id: number;
  /** Completed and not refunded in full. */
  paid: boolean;
}

/** The subscriptions' periods, with their payment's state. */
export async function periodsOf(q: Queryable, subscriptionIds: readonly string[]): Promise<PeriodRow[]> {
  if (subscriptionIds.length === 0) return [];
  const { rows } = await q.query<PeriodRow>(
    `SELECT sp.subscription_id, to_char(sp.start_date, 'YYYY-MM-DD') AS start_date, to_char(sp.end_date, 'YYYY-MM-DD') AS end_date,
            sp.payment_id, t.status_id,
            (t.status_id = 2 AND EXISTS (
               SELECT 1 FROM payment_transaction_lines l WHERE l.transaction_id = t.id AND l.refunded_quantity < l.quantity)) AS paid
       FROM foodplan_subscription_periods sp JOIN payment_transactions t ON t.id = sp.payment_id
      WHERE sp.subscription_id = ANY($1::uuid[])
      ORDER BY sp.start_date`,
    [[...subscriptionIds]],
  );
  return rows.map((row) => ({ ...row, status_id: Number(row.status_id) }));
}

/**
 * The payment pays the period: a new row, or the row of a period whose payment failed,
 * was cancelled or expired. False when the period is paid or being paid already.
 */
export async function claimPeriod(
  q: Queryable,
  period: { subscriptionId: string; startDate: string; endDate: string; paymentId: string; at: Date },
): Promise<boolean> {
  const { rows } = await q.query(
    `INSERT INTO foodplan_subscription_periods AS sp (subscription_id, start_date, end_date, payment_id, created_at, updated_at)
     VALUES ($1, $2::date, $3::date, $4, $5, $5)
     ON CONFLICT (subscription_id, start_date) DO UPDATE SET payment_id = excluded.payment_id, updated_at = excluded.updated_at
      WHERE NOT EXISTS (
        SELECT 1 FROM payment_transactions t
         WHERE t.id = sp.payment_id AND (t.status_id = 1 OR (t.status_id = 2 AND EXISTS (
           SELECT 1 FROM payment_transaction_lines l WHERE l.transaction_id = t.id AND l.refunded_quantity < l.quantity))))
     RETURNING subscription_id`,
    [period.subscriptionId, period.startDate, period.endDate, period.paymentId, period.at],
  );
  return rows.length > 0;
}

/** The subscription period a payment pays, if it pays one. */
export async function periodOfPayment(q: Queryable, paymentId: string): Promise<{ start_date: string; end_date: string } | null> {
  const { rows } = await q.query<{ start_date: string; end_date: string }>(
    `SELECT to_char(start_date, 'YYYY-MM-DD') AS start_date, to_char(end_date, 'YYYY-MM-DD') AS end_date
       FROM foodplan_subscription_periods WHERE payment_id = $1`,
    [paymentId],
  );
  return rows[0] ?? null;
}

// ---------------------------------------------------------------- orders

export interface FoodOrderRow {
  delivery_date: string;
  product_id: string;
  name: string;
  price_ore: number;
  quantity: number;
  refunded_quantity: number;
  line_no: number;
  transaction_id: string;
  wallet_id: string;
  customer_id: string;
  product_number: string | null;
  cancellation_date: Date | string | null;
}

/**
 * Completed food-plan purchase lines of the wallets, by delivery date: a menu item's day
 * served, else the line's Date as the cart sent it, else the day of the purchase
 * (Copenhagen). With `from`/`to` (calendar dates, both included) only those days; newest
 * deliveries first. A subscription period's line is delivered on its first day and may be
 * cancelled until then.
 */
export async function foodOrders(
  q: Queryable,
  walletIds: readonly string[],
  range: { from: string | null; to: string | null },
  limit: number,
): Promise<FoodOrderRow[]> {
  if (walletIds.length === 0) return [];
  const { rows } = await q.query<FoodOrderRow>(
    `SELECT * FROM (
       SELECT coalesce(to_char(i.serve_date, 'YYYY-MM-DD'), to_char(sp.start_date, 'YYYY-MM-DD'),
                       substring(l.extra ->> 'Date' from '^\\d{4}-\\d{2}-\\d{2}'),
                       to_char(t.created_at AT TIME ZONE 'Europe/Copenhagen', 'YYYY-MM-DD')) AS delivery_date,
              l.product_id, l.name, l.price_ore, l.quantity, l.refunded_quantity, l.line_no,
              t.id AS transaction_id, t.wallet_id, t.customer_id, t.created_at,
              coalesce(i.product_number, l.extra -> 'MasterCaterInfo' ->> 'ProductNumber') AS product_number,
              coalesce(i.cancellation_date, (sp.start_date::timestamp AT TIME ZONE 'Europe/Copenhagen')) AS cancellation_date
         FROM payment_transactions t
         JOIN payment_transaction_lines l ON l.transaction_id = t.id
         LEFT JOIN foodplan_items i ON i.product_id = l.product_id
         LEFT JOIN foodplan_subscription_periods sp ON sp.payment_id = t.id
        WHERE t.wallet_id = ANY($1::uuid[]) AND t.is_foodplan AND t.kind = 'order' AND t.status_id = 2
     ) o
     WHERE ($2::text IS NULL OR o.delivery_date >= $2) AND ($3::text IS NULL OR o.delivery_date <= $3)
     ORDER BY o.delivery_date DESC, o.created_at DESC, o.line_no
     LIMIT $4`,
    [[...walletIds], range.from, range.to, limit],
  );
  return rows.map((row) => ({ ...row, price_ore: Number(row.price_ore) }));
}

/** What each wallet gets served today: its completed menu-item purchases for that day, less refunds. */
export async function foodPlanToday(q: Queryable, walletIds: readonly string[], today: string): Promise<Map<string, { Name: string; Date: string; Quantity: number }[]>> {
  const result = new Map<string, { Name: string; Date: string; Quantity: number }[]>();
  if (walletIds.length === 0) return result;
  const { rows } = await q.query<{ wallet_id: string; name: string; quantity: number }>(
    `SELECT t.wallet_id, l.name, sum(l.quantity - l.refunded_quantity)::int AS quantity
       FROM payment_transactions t
       JOIN payment_transaction_lines l ON l.transaction_id = t.id
       JOIN foodplan_items i ON i.product_id = l.product_id
      WHERE t.wallet_id = ANY($1::uuid[]) AND t.is_foodplan AND t.kind = 'order' AND t.status_id = 2 AND i.serve_date = $2::date
      GROUP BY t.wallet_id, l.name
     HAVING sum(l.quantity - l.refunded_quantity) > 0
      ORDER BY l.name`,
    [[...walletIds], today],
  );
  for (const row of rows) {
    const list = result.get(row.wallet_id) ?? [];
    list.push({ Name: row.name, Date: today, Quantity: Number(row.quantity) });
    result.set(row.wallet_id, list);
  }
  return result;
}

// ---------------------------------------------------------------- renewals

export interface FailedRenewalRow {
  id: string;
  wallet_id: string;
  wallet_name: string;
  subscription_name: string;
  period_start: string;
  period_end: string;
  amount_ore: number;
  failure_reason: string;
  created_at: Date | string;
  card_id: string | null;
  card_type: string | null;
  brand: string | null;
  last4: string | null;
}

/** The wallets' failed subscription renewals, newest first. */
export async function failedRenewals(q: Queryable, walletIds: readonly string[], limit: number): Promise<FailedRenewalRow[]> {
  if (walletIds.length === 0) return [];
  const { rows } = await q.query<FailedRenewalRow>(
    `SELECT r.id, r.wallet_id, w.name AS wallet_name, p.name AS subscription_name,
            to_char(r.period_start, 'YYYY-MM-DD') AS period_start, to_char(r.period_end, 'YYYY-MM-DD') AS period_end,
            r.amount_ore, r.failure_reason, r.created_at, c.id AS card_id, c.card_type, c.brand, c.last4
       FROM foodplan_subscription_renewals r
       JOIN wallets w ON w.id = r.wallet_id
       JOIN foodplan_subscriptions s ON s.id = r.subscription_id
       JOIN foodplan_subscription_offers o ON o.id = s.offer_id
       JOIN catalogue_products p ON p.id = o.product_id
       LEFT JOIN credit_cards c ON c.id = r.credit_card_id
      WHERE r.wallet_id = ANY($1::uuid[]) AND r.status = 'failed'
      ORDER BY r.created_at DESC, r.id
      LIMIT $2`,
    [[...walletIds], limit],
  );
  return rows.map((row) => ({ ...row, amount_ore: Number(row.amount_ore) }));
}

export async function walletName(q: Queryable, walletId: string): Promise<string> {
  const { rows } = await q.query<{ name: string }>('SELECT name FROM wallets WHERE id = $1', [walletId]);
  return rows[0]?.name ?? '';
}
