import type { Queryable } from '../../db/db';

/**
 * The reads behind the kitchen's production list (issue 26): a day's portions of the given
 * plans, one row per wallet and product, with what the kitchen needs to pack them.
 */
export interface PortionRow {
  foodplan_id: string;
  product_id: string;
  dish_name: string;
  group_name: string;
  kind: 'Dish' | 'Subscription';
  allergens: number[];
  allergen_text: string | null;
  wallet_id: string;
  wallet_name: string;
  customer_id: string;
  customer_name: string;
  grade_number: number | null;
  grade_letter: string | null;
  /** Portions of completed orders (to cook) and of reserved ones (card payment pending). */
  portions: number;
  awaiting_payment: number;
  profile_allergens: number[];
}

const WALLET_COLUMNS = `w.id AS wallet_id, w.name AS wallet_name, w.customer_id, c.name AS customer_name, w.grade_number, w.grade_letter,
       coalesce((SELECT array_agg(a.allergen_id ORDER BY a.allergen_id)::int[] FROM wallet_allergies a WHERE a.wallet_id = w.id), '{}') AS profile_allergens`;

/**
 * Ordered dishes: lines of food-plan orders (completed, or reserved and waiting for the
 * card) of menu items served that day, each line counted for what is not refunded, of the
 * children not reported absent that day.
 */
async function orderedPortions(q: Queryable, planIds: readonly string[], date: string): Promise<PortionRow[]> {
  const { rows } = await q.query<PortionRow>(
    `SELECT i.foodplan_id, i.product_id, p.name AS dish_name, g.name AS group_name, 'Dish' AS kind,
            i.allergens::int[] AS allergens, i.allergen_text, ${WALLET_COLUMNS},
            sum(l.quantity - l.refunded_quantity) FILTER (WHERE t.status_id = 2)::int AS portions,
            sum(l.quantity - l.refunded_quantity) FILTER (WHERE t.status_id = 1)::int AS awaiting_payment
       FROM foodplan_items i
       JOIN catalogue_products p ON p.id = i.product_id
       JOIN foodplan_product_types g ON g.id = i.product_type_id
       JOIN payment_transaction_lines l ON l.product_id = i.product_id
       JOIN payment_transactions t ON t.id = l.transaction_id
       JOIN wallets w ON w.id = t.wallet_id
       JOIN customers c ON c.id = w.customer_id
      WHERE i.foodplan_id = ANY($1::uuid[]) AND i.serve_date = $2::date
        AND t.kind = 'order' AND t.is_foodplan AND t.status_id IN (1, 2)
        AND l.quantity > l.refunded_quantity
        -- A child reported absent eats nothing that day, even what was too late to credit.
        AND NOT EXISTS (SELECT 1 FROM foodplan_absences ab WHERE ab.wallet_id = t.wallet_id AND ab.absent_on = $2::date)
      GROUP BY i.foodplan_id, i.product_id, p.name, g.name, i.allergens, i.allergen_text, w.id, c.name`,
    [[...planIds], date],
  );
  return rows;
}

/**
 * Subscribed portions: one per wallet with a paid period (its payment completed and not
 * refunded in full) of an offer of the plans covering the day; the caller asks only for
 * school days. A reserved period payment is awaiting payment.
 */
async function subscribedPortions(q: Queryable, planIds: readonly string[], date: string): Promise<PortionRow[]> {
  const { rows } = await q.query<PortionRow>(
    `SELECT o.foodplan_id, o.product_id, p.name AS dish_name, p.name AS group_name, 'Subscription' AS kind,
            o.allergens::int[] AS allergens, NULL AS allergen_text, ${WALLET_COLUMNS},
            count(*) FILTER (WHERE t.status_id = 2)::int AS portions,
            count(*) FILTER (WHERE t.status_id = 1)::int AS awaiting_payment
       FROM foodplan_subscription_offers o
       JOIN catalogue_products p ON p.id = o.product_id
       JOIN foodplan_subscriptions s ON s.offer_id = o.id
       JOIN foodplan_subscription_periods sp ON sp.subscription_id = s.id AND $2::date BETWEEN sp.start_date AND sp.end_date
       JOIN payment_transactions t ON t.id = sp.payment_id
       JOIN wallets w ON w.id = s.wallet_id
       JOIN customers c ON c.id = w.customer_id
      WHERE o.foodplan_id = ANY($1::uuid[])
        AND (t.status_id = 1 OR (t.status_id = 2 AND EXISTS (
              SELECT 1 FROM payment_transaction_lines pl WHERE pl.transaction_id = t.id AND pl.refunded_quantity < pl.quantity)))
        AND NOT EXISTS (SELECT 1 FROM foodplan_absences ab WHERE ab.wallet_id = s.wallet_id AND ab.absent_on = $2::date)
      GROUP BY o.foodplan_id, o.product_id, p.name, o.allergens, w.id, c.name`,
    [[...planIds], date],
  );
  return rows;
}

/** Every portion of the plans on the day; subscriptions only on a school day. */
export async function portionsOf(q: Queryable, planIds: readonly string[], date: string, schoolDay: boolean): Promise<PortionRow[]> {
  if (planIds.length === 0) return [];
  const ordered = await orderedPortions(q, planIds, date);
  const subscribed = schoolDay ? await subscribedPortions(q, planIds, date) : [];
  return [...ordered, ...subscribed].map((row) => ({
    ...row,
    allergens: row.allergens.map(Number),
    profile_allergens: row.profile_allergens.map(Number),
    grade_number: row.grade_number === null ? null : Number(row.grade_number),
    portions: Number(row.portions ?? 0),
    awaiting_payment: Number(row.awaiting_payment ?? 0),
  }));
}
