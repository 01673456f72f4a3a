import type { Queryable } from '../../db/db';

/**
 * What a changed or removed dish left on the orders placed for it (migration 059,
 * foodplan_dish_changes): per order line and change, the change the family was told of,
 * their right to cancel with a full refund, an allergy conflict's flag, a removal's refund.
 */

/** An order line of a dish that still holds: a reserved or completed food-plan order, not refunded in full. */
export interface ActiveDishLineRow {
  payment_id: string;
  status_id: number;
  wallet_id: string;
  wallet_name: string;
  mobile_number: string | null;
  customer_id: string;
  /** What is still bought (quantity less refunds, summed over the payment's lines of the product). */
  quantity: number;
  price_ore: number;
}

export async function activeLinesOf(q: Queryable, productId: string): Promise<ActiveDishLineRow[]> {
  const { rows } = await q.query<ActiveDishLineRow>(
    `SELECT t.id AS payment_id, t.status_id, t.wallet_id, w.name AS wallet_name, w.mobile_number, t.customer_id,
            sum(l.quantity - l.refunded_quantity)::int AS quantity, max(l.price_ore)::int AS price_ore
       FROM payment_transactions t
       JOIN payment_transaction_lines l ON l.transaction_id = t.id
       JOIN wallets w ON w.id = t.wallet_id
      WHERE l.product_id = $1 AND t.kind = 'order' AND t.is_foodplan AND t.status_id IN (1, 2)
      GROUP BY t.id, t.status_id, t.wallet_id, w.name, w.mobile_number, t.customer_id
     HAVING sum(l.quantity - l.refunded_quantity) > 0
      ORDER BY t.id`,
    [productId],
  );
  return rows.map((row) => ({ ...row, status_id: Number(row.status_id), quantity: Number(row.quantity), price_ore: Number(row.price_ore) }));
}

export interface NewDishChange {
  paymentId: string;
  productId: string;
  walletId: string;
  changeKey: string;
  reason: 'changed' | 'removed';
  serveDate: string;
  allergensAdded: readonly number[];
  allergensRemoved: readonly number[];
  allergenTextChanged: boolean;
  ingredientsChanged: boolean;
  nutritionChanged: boolean;
  blockedAllergens: readonly number[];
  at: Date;
}

/** Records the line's change once: its id, or null when this change of this line is recorded already (a retried call). */
export async function recordDishChange(q: Queryable, c: NewDishChange): Promise<string | null> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO foodplan_dish_changes (payment_id, product_id, wallet_id, change_key, reason, allergens_added, allergens_removed,
                                        allergen_text_changed, ingredients_changed, nutrition_changed, blocked_allergens, created_at, serve_date)
     VALUES ($1, $2, $3, $4, $5, $6::smallint[], $7::smallint[], $8, $9, $10, $11::smallint[], $12, $13::date)
     ON CONFLICT (payment_id, product_id, change_key) DO NOTHING
     RETURNING id`,
    [
      c.paymentId,
      c.productId,
      c.walletId,
      c.changeKey,
      c.reason,
      [...c.allergensAdded],
      [...c.allergensRemoved],
      c.allergenTextChanged,
      c.ingredientsChanged,
      c.nutritionChanged,
      [...c.blockedAllergens],
      c.at,
      c.serveDate,
    ],
  );
  return rows[0]?.id ?? null;
}

export async function setRemovalRefund(q: Queryable, id: string, refundId: string): Promise<void> {
  await q.query('UPDATE foodplan_dish_changes SET refund_id = $2 WHERE id = $1', [id, refundId]);
}

/** The products of the payment whose dish changed after the order, with the day each is served: the family may cancel them with a full refund until that day ends. */
export async function fullRefundRightsOf(q: Queryable, paymentId: string, productIds: readonly string[]): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map();
  const { rows } = await q.query<{ product_id: string; serve_date: string }>(
    `SELECT product_id, to_char(max(serve_date), 'YYYY-MM-DD') AS serve_date FROM foodplan_dish_changes
      WHERE payment_id = $1 AND product_id = ANY($2::uuid[]) AND reason = 'changed'
      GROUP BY product_id`,
    [paymentId, [...productIds]],
  );
  return new Map(rows.map((row) => [row.product_id, row.serve_date]));
}

export interface OrderDishChangeRow {
  payment_id: string;
  product_id: string;
  reason: 'changed' | 'removed';
  allergens_added: number[];
  allergens_removed: number[];
  allergen_text_changed: boolean;
  ingredients_changed: boolean;
  nutrition_changed: boolean;
  /** The allergens any change of the line flagged (newest change's). */
  blocked_allergens: number[];
  created_at: Date | string;
  serve_date: string;
}

/** The newest change of each of the payments' lines, for the orders view. */
export async function newestDishChangesOf(q: Queryable, paymentIds: readonly string[]): Promise<Map<string, OrderDishChangeRow>> {
  if (paymentIds.length === 0) return new Map();
  const { rows } = await q.query<OrderDishChangeRow>(
    `SELECT DISTINCT ON (c.payment_id, c.product_id)
            c.payment_id, c.product_id, c.reason, c.allergens_added::int[] AS allergens_added, c.allergens_removed::int[] AS allergens_removed,
            c.allergen_text_changed, c.ingredients_changed, c.nutrition_changed, c.blocked_allergens::int[] AS blocked_allergens, c.created_at,
            to_char(c.serve_date, 'YYYY-MM-DD') AS serve_date
       FROM foodplan_dish_changes c
      WHERE c.payment_id = ANY($1::uuid[])
      ORDER BY c.payment_id, c.product_id, c.created_at DESC, c.id`,
    [[...new Set(paymentIds)]],
  );
  const ids = (values: number[]) => values.map(Number);
  return new Map(
    rows.map((row) => [
      dishChangeKey(row.payment_id, row.product_id),
      { ...row, allergens_added: ids(row.allergens_added), allergens_removed: ids(row.allergens_removed), blocked_allergens: ids(row.blocked_allergens) },
    ]),
  );
}

export const dishChangeKey = (paymentId: string, productId: string) => `${paymentId}|${productId}`;
