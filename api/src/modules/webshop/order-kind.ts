import { PaymentErrorMessage } from '@kk/contracts';
import { allergenName, blockingAllergens, webshopCancellationDeadline } from '@kk/domain';
import type { Queryable } from '../../db/db';
import { decline } from '../../core/payment-declines';
import type { FoodPlanReads } from '../foodplan/food-plan-reads';
import type { OrderKind } from '../payment/order-kind';

/**
 * The cart's webshop order, the default kind: every order no other kind claims (neither a
 * meeting nor a food-plan order). Its products are checked against the child's allergy
 * profile, and the family may cancel it for 24 hours after it is placed (the deadline is
 * stored on the payment), never once it is handed out.
 */
export const webshopOrderKind = (foodPlan: FoodPlanReads): OrderKind => ({
  claims: (order) => order.meeting === null && !order.isFoodplan && order.foodPlanId === null,

  async begin(_q, order) {
    return {
      prices: new Map(),
      async check(q) {
        if (order.webshopId !== null) await assertAllergyProfileAllows(q, foodPlan, order.walletId, order.lines.map((line) => line.productId));
      },
      sameOrderKey: () => '',
      reserved: async () => {},
      cancellableUntil: (now) => webshopCancellationDeadline(now),
    };
  },

  async refundSubject(_q, { payment, facts }) {
    const until = facts.cancellable_until === null ? webshopCancellationDeadline(new Date(payment.created_at)) : new Date(facts.cancellable_until);
    return { kind: 'webshop', cancellableUntil: until, deadlineIs: 'the webshop order’s cancellation deadline' };
  },
});

const named = (items: readonly { name: string; id: string; detail?: string }[]) =>
  items.map((item) => `${item.name} (${item.id}${item.detail ? `, ${item.detail}` : ''})`).join('; ');

/**
 * A webshop order's products against the child's allergy profile: a product with an
 * allergen the profile excludes is refused ('ineligible products', naming it), whatever
 * the browser sends. Food plan items are checked with their own allergens (foodplan/reservation.ts).
 */
async function assertAllergyProfileAllows(q: Queryable, foodPlan: FoodPlanReads, walletId: string, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return;
  const profile = await foodPlan.allergiesOf(q, walletId);
  if (profile.length === 0) return;
  const { rows } = await q.query<{ id: string; name: string; allergens: number[] }>(
    'SELECT id, name, allergens::int[] AS allergens FROM catalogue_products WHERE id = ANY($1::uuid[]) ORDER BY name',
    [[...new Set(productIds)]],
  );
  const ineligible = rows
    .map((row) => ({ id: row.id, name: row.name, blocking: blockingAllergens(row.allergens.map(Number), profile) }))
    .filter((entry) => entry.blocking.length > 0);
  if (ineligible.length > 0) {
    throw decline(PaymentErrorMessage.IneligibleProducts, {
      failedProducts: ineligible.map((entry) => entry.id),
      reason: `The child's allergy profile excludes: ${named(ineligible.map((entry) => ({ ...entry, detail: entry.blocking.map((id) => allergenName(id, 'en')).join(', ') })))}`,
    });
  }
}
