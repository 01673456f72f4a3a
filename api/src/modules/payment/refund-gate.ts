import { PaymentErrorMessage } from '@kk/contracts';
import { refundDecision, type RefundCaller, type RefundDecision } from '@kk/domain';
import { AppError, forbidden } from '../../core/errors';
import type { Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import { decline } from '../../core/payment-declines';
import { inScope, staffScopeOf } from './staff';
import type { OrderKinds } from './order-kind';
import { refundSubjectOf, type ReadRefundSubject } from './refund-subject';
import type { PaymentRow } from './repository';

/** An action that makes no sense in the transaction's state (409; the reason says why). */
export const STATE_REFUSAL_MESSAGE = 'The transaction’s state does not allow this action';

/**
 * Spec section 6 through @kk/domain refundDecision: the caller is the wallet's family
 * (guardian, pupil, an adult on their own wallet) or staff signed in to the partner site
 * or the support tool, who act only on the sales of the customers in their staff scope
 * (403 for another's). The subject is the payment with its own deadline for the products
 * asked (`productIds` null: everything not refunded yet).
 */
export async function refundDecisionFor(
  tx: Queryable,
  kinds: OrderKinds,
  auth: AuthContext,
  payment: PaymentRow,
  productIds: readonly string[] | null,
  now: Date,
): Promise<{ decision: RefundDecision; subject: ReadRefundSubject | null }> {
  const staffScope = await staffScopeOf(tx, auth);
  const caller: RefundCaller = { application: auth.application, roles: auth.roles, relation: staffScope === null ? 'family' : 'staff' };
  if (staffScope !== null && !inScope(staffScope, payment.customer_id)) throw forbidden('The sale is not one of the customers you work for');
  const subject = await refundSubjectOf(tx, kinds, payment, productIds);
  if (subject === null) return { decision: { allowed: false, refusal: 'state', reason: 'Only a purchase can be cancelled or refunded', serverMessage: PaymentErrorMessage.RequestInvalid }, subject };
  return { decision: refundDecision(caller, subject, now), subject };
}

/** A refusal of the policy as the payment handler answers it: 403, the cancellation policy's decline, or the state's. */
export function refuse(decision: Extract<RefundDecision, { allowed: false }>, subject: ReadRefundSubject | null, action: 'cancel' | 'refund'): never {
  switch (decision.refusal) {
    case 'forbidden':
      throw forbidden(decision.reason);
    case 'cancellationPolicy':
      throw decline(PaymentErrorMessage.CancellationPolicy, { reason: subject?.deadlineIs ? `${decision.reason}: ${subject.deadlineIs}` : decision.reason });
    case 'state':
      if (action === 'cancel') throw new AppError(409, STATE_REFUSAL_MESSAGE, decision.reason);
      throw decline(PaymentErrorMessage.RequestInvalid, { reason: decision.reason });
  }
}
