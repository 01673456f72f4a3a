import type { Clock } from '../../clock';
import { AppError } from '../../core/errors';
import type { Db } from '../../db/db';
import { CardPaymentMismatchError, completeAfterCardPayment, failCardPayment } from '../payment/card-payment';
import type { CardPaymentNotificationHandler } from './provider-notifications';

/**
 * Hosted card payments are the payment module's: a paid one completes its credit-card
 * child transaction (and the order), a failed one refuses the order. A payment that does
 * not match (unknown id, other amount) is answered 422 and not recorded as processed, so
 * the provider keeps it among its failed deliveries for someone to look at.
 */
export function paymentModuleHandler(db: Db, clock: Clock): CardPaymentNotificationHandler {
  const refuseMismatch = (error: unknown): never => {
    if (error instanceof CardPaymentMismatchError) throw new AppError(422, 'Request is invalid', error.message);
    throw error;
  };
  return {
    async paymentCompleted(notification) {
      await completeAfterCardPayment(db, notification.paymentId, notification.providerTransactionId, notification.amountOre, clock).catch(refuseMismatch);
    },
    async paymentFailed(notification) {
      await failCardPayment(db, notification.paymentId, clock).catch(refuseMismatch);
    },
  };
}
