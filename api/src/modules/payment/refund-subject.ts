import { webshopCancellationDeadline, type RefundablePaymentKind, type RefundSubject } from '@kk/domain';
import type { Queryable } from '../../db/db';
import { foodplanCancellationDeadline } from '../foodplan-common/reservation';
import { meetingOrderOf } from '../meeting-common/repository';
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
export async function refundSubjectOf(q: Queryable, payment: payments.PaymentRow, productIds: readonly string[] | null): Promise<ReadRefundSubject | null> {
  const facts = await payments.refundFactsOf(q, payment.id);
  if (facts === null) return null;
  const base = { statusId: payment.status_id, handedOut: facts.handed_out_at !== null, cancellableUntil: null, deadlineIs: null };
  if (payment.kind === 'terminal') return { ...base, kind: 'canteen' };
  if (payment.kind === 'deposit') return { ...base, kind: TOP_UP_KINDS[facts.top_up ?? 'card'] ?? 'deposit' };
  if (payment.kind !== 'order') return null;

  const meeting = await meetingOrderOf(q, payment.id);
  if (meeting !== null) {
    // Open until its deadline (that instant included) and before its meeting (@kk/domain meetingOrderIsOpen).
    const deadline = new Date(new Date(meeting.deadline_at).getTime() + 1);
    const delivery = new Date(meeting.delivery_time);
    const until = deadline < delivery ? deadline : delivery;
    return { ...base, kind: 'meeting', cancellableUntil: until, deadlineIs: `the order's deadline (${new Date(meeting.deadline_at).toISOString()}) or its meeting` };
  }
  if (facts.is_foodplan || facts.food_plan_id !== null) {
    const lines = await payments.linesOf(q, payment.id);
    const asked = productIds ?? lines.filter((line) => line.refunded_quantity < line.quantity).map((line) => line.product_id);
    const { deadline, paysPeriod } = await foodplanCancellationDeadline(q, payment.id, asked);
    return { ...base, kind: paysPeriod ? 'subscription' : 'foodplan', cancellableUntil: deadline?.until ?? null, deadlineIs: deadline?.what ?? null };
  }
  // Every other online order is the cart's: a webshop order, with the deadline stored when it was placed.
  const until = facts.cancellable_until === null ? webshopCancellationDeadline(new Date(payment.created_at)) : new Date(facts.cancellable_until);
  return { ...base, kind: 'webshop', cancellableUntil: until, deadlineIs: 'the webshop order’s cancellation deadline' };
}
