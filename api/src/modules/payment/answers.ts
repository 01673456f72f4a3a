import { TransactionStatusId, type PaymentTransaction } from '@kk/contracts';
import { AppError } from '../../core/errors';
import { danishText } from '../../core/platform-texts';
import type { StoredAnswer } from '../idempotency/service';
import { PaymentDeclined } from '../../core/payment-declines';
import { presentRefusal, presentUnstored } from '../../core/payment-presenter';
import type { OrderEvaluation } from './order-evaluation';
import type { NormalizedOrder } from './order-request';

/** How the payment handler answers: a transaction (200, refusals included, spec section 6) or an error object. */
export const ok = (body: PaymentTransaction): StoredAnswer => ({ statusCode: 200, body });

export function errorAnswer(error: AppError): StoredAnswer {
  return { statusCode: error.statusCode, body: { StatusCode: error.statusCode, message: error.message, reason: error.reason } };
}

/** A checked order that moved nothing yet (23 ready), as prepare answers it. */
export function preparedTransaction(order: NormalizedOrder, evaluation: OrderEvaluation, now: Date): PaymentTransaction {
  return presentUnstored({
    statusId: TransactionStatusId.Ready,
    errorMessage: null,
    description: danishText(order.description),
    amountOre: evaluation.totalOre,
    walletOre: evaluation.walletOre,
    cardOre: evaluation.cardOre,
    lines: evaluation.lines,
    walletId: order.walletId,
    customerId: order.customerId,
    deviceId: null,
    infos: [],
    at: now,
  });
}

/** A new order refused: an error object, or a failed transaction naming the order; null for an error that is not an answer. */
export function orderRefusalAnswer(order: NormalizedOrder, error: unknown, now: Date): StoredAnswer | null {
  if (error instanceof AppError) return errorAnswer(error);
  if (!(error instanceof PaymentDeclined)) return null;
  return ok(
    presentRefusal({
      declined: error,
      description: danishText(order.description),
      walletOre: order.walletOre,
      cardOre: order.cardOre,
      walletId: order.walletId,
      customerId: order.customerId,
      at: now,
    }),
  );
}

/** A call on an existing transaction refused (complete, cancel, refund); null for an error that is not an answer. */
export function existingRefusalAnswer(error: unknown, now: Date, scope?: { walletId: string; customerId: string }): StoredAnswer | null {
  if (error instanceof AppError) return errorAnswer(error);
  if (!(error instanceof PaymentDeclined)) return null;
  return ok(
    presentRefusal({
      declined: error,
      description: '',
      walletOre: 0,
      cardOre: 0,
      walletId: scope?.walletId ?? null,
      customerId: scope?.customerId ?? null,
      at: now,
    }),
  );
}
