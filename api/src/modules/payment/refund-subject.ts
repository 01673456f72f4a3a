import type { RefundablePaymentKind, RefundSubject } from '@kk/domain';
import type { Queryable } from '../../db/db';
import type { OrderKinds } from './order-kind';
import * as payments from './repository';

/** A refund subject with what its deadline is, for the refusal's reason. */
export interface ReadRefundSubject extends RefundSubject {
  /** What the deadline is (the item, the period, the meeting), or null. */
  deadlineIs: string | null;
}

const TOP_UP_KINDS: Readonly<Record<string, RefundablePaymentKind>> = { card: 'deposit', automatic: 'refill', monthly: 'refill', mobilepay: 'mobilePay' };

/**
 * What @kk/domain refundDecision needs to know about a payment: its kind (a canteen sale, a
 * top-up, a webshop, food-plan, subscription or meeting order), its status, and the instant
 * its own rule stops a cancel of the products asked (`productIds` null: everything not
 * refunded yet). Null for what is not a sale or a top-up (a card child, a refund, an
 * adjustment): there is nothing to give back.
 */
export async function refundSubjectOf(
  q: Queryable,
  kinds: OrderKinds,
  payment: payments.PaymentRow,
  productIds: readonly string[] | null,
): Promise<ReadRefundSubject | null> {
  const facts = await payments.refundFactsOf(q, payment.id);
  if (facts === null) return null;
  const base = { statusId: payment.status_id, handedOut: facts.handed_out_at !== null, cancellableUntil: null, deadlineIs: null };
  if (payment.kind === 'terminal') return { ...base, kind: 'canteen' };
  if (payment.kind === 'deposit') return { ...base, kind: TOP_UP_KINDS[facts.top_up ?? 'card'] ?? 'deposit' };
  if (payment.kind !== 'order') return null;

  // An online order: its kind's own rule (a webshop, food-plan, subscription or meeting order).
  const askedProductIds = async () =>
    productIds ?? (await payments.linesOf(q, payment.id)).filter((line) => line.refunded_quantity < line.quantity).map((line) => line.product_id);
  const subject = await kinds.refundSubjectOf(q, { payment, facts, askedProductIds });
  return subject === null ? null : { ...base, ...subject };
}
