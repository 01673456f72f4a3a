import type { Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import { statusOf } from '../../core/payment-presenter';
import { insertNote } from './staff';
import * as payments from './repository';

/** What staff do on the payment handler's paths is written down on the transaction (who, when, before and after); a family's own calls are not. */
export async function auditStaff(tx: Queryable, auth: AuthContext, paymentId: string, action: string, beforeStatusId: number, at: Date, what: string): Promise<void> {
  if (auth.application === 'wallet') return;
  const after = await payments.findPayment(tx, paymentId);
  await insertNote(tx, {
    transactionId: paymentId,
    userId: auth.userId,
    authorName: auth.name,
    action,
    note: what,
    before: { Status: statusOf(beforeStatusId) },
    after: after ? { Status: statusOf(after.status_id), ErrorMessage: after.error_message } : null,
    at,
  });
}
