import type { OrderKind } from '../payment/order-kind';
import { assertFoodplanOrderAllowed, foodplanCancellationDeadline, foodplanOrderFacts, recordSubscriptionPeriods, subscriptionPrices } from './reservation';

/**
 * A food-plan order (menu items) or a subscription's period, decided by the food plan's
 * rules (reservation.ts): a subscription period costs its period's price, two payments of
 * a subscription are the same only for the same period, and the paid periods are claimed
 * beside the reservation. The family may cancel until each item's cancellation date or
 * the period's start.
 */
export const foodplanOrderKind: OrderKind = {
  claims: (order) => order.meeting === null && (order.isFoodplan || order.foodPlanId !== null),

  async begin(q, order, now) {
    const facts = await foodplanOrderFacts(q, order, now);
    return {
      prices: subscriptionPrices(facts),
      check: async () => assertFoodplanOrderAllowed(facts, order.lines, now),
      sameOrderKey: () => facts?.subscriptionLines.map((line) => `#${line.period.StartDate}`).join('') ?? '',
      reserved: (tx, paymentId, at) => recordSubscriptionPeriods(tx, facts, paymentId, at),
      cancellableUntil: () => null,
    };
  },

  async refundSubject(q, { payment, facts, askedProductIds }) {
    if (!facts.is_foodplan && facts.food_plan_id === null) return null;
    const { deadline, paysPeriod } = await foodplanCancellationDeadline(q, payment.id, await askedProductIds());
    return { kind: paysPeriod ? 'subscription' : 'foodplan', cancellableUntil: deadline?.until ?? null, deadlineIs: deadline?.what ?? null };
  },
};
