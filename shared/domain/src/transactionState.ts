import { PaymentErrorMessage, TransactionStatusId } from '@kk/contracts';
import type { Culture } from './culture';
import { describeServerError } from './errorCatalogue';

/**
 * One true state for every order, purchase, refund and cancellation (issue 31), read the
 * same way by the details, the lists, the widget, the CSV and the printed statement.
 *
 * A ledger movement always happened (its own status is completed); what it settled may
 * since have been undone: the purchase of an order the family cancelled reads
 * "cancelled", beside the refund that brought the money back.
 */
export type TransactionState = 'completed' | 'pending' | 'failed' | 'cancelled' | 'expired';

export const TRANSACTION_STATES: readonly TransactionState[] = ['completed', 'pending', 'failed', 'cancelled', 'expired'];

export interface StatusLike {
  ID: number;
  IsFailed: boolean;
  IsCompleted: boolean;
  IsPending: boolean;
}

export interface TransactionStateInput {
  Status: StatusLike;
  /** Signed kroner: only money out pays for an order (a card's payment in stays what it was). */
  Amount?: number;
  /** The status of the order (payment) the movement settled, when it settled one. */
  OrderStatus?: StatusLike | null;
  ErrorMessage?: string | null;
}

function stateOfStatus(status: StatusLike, errorMessage: string | null | undefined): TransactionState {
  if (status.ID === TransactionStatusId.Cancelled) return 'cancelled';
  if (status.ID === TransactionStatusId.Expired) return 'expired';
  if (status.IsPending) return 'pending';
  if (status.IsFailed) {
    // An order cancelled before it completed may carry the failed status with the message Cancelled.
    if (errorMessage === PaymentErrorMessage.Cancelled) return 'cancelled';
    if (errorMessage === PaymentErrorMessage.Expired) return 'expired';
    return 'failed';
  }
  return 'completed';
}

export function transactionState(transaction: TransactionStateInput): TransactionState {
  const own = stateOfStatus(transaction.Status, transaction.ErrorMessage);
  if (own !== 'completed' || !transaction.OrderStatus) return own;
  // The money moved; only an undo of the order it paid changes what the row says, and
  // only on the money that went out for it: the card's payment in, the refund, stay completed.
  if (transaction.Amount !== undefined && transaction.Amount >= 0) return 'completed';
  const order = stateOfStatus(transaction.OrderStatus, transaction.ErrorMessage);
  return order === 'cancelled' ? 'cancelled' : 'completed';
}

/** A row whose money never moved (or was never taken): its amount is shown struck through. */
export function movedNoMoney(transaction: TransactionStateInput & { BalanceAfter: number | null }): boolean {
  const state = transactionState(transaction);
  return transaction.BalanceAfter === null && (state === 'failed' || state === 'cancelled' || state === 'expired');
}

/**
 * Why it failed, in the reader's language, or null when the state already says it all
 * (a cancelled order's "Cancelled", an expired one's "Expired") or there is no message.
 * A server message the catalogue does not know is shown as written: never swallowed.
 */
export function transactionReasonText(transaction: TransactionStateInput, culture: Culture): string | null {
  const message = transaction.ErrorMessage?.trim() ?? '';
  if (message === '') return null;
  const state = transactionState(transaction);
  if (state === 'cancelled' && message === PaymentErrorMessage.Cancelled) return null;
  if (state === 'expired' && message === PaymentErrorMessage.Expired) return null;
  if (state === 'completed' || state === 'pending') return null;
  return describeServerError({ message }).text[culture];
}
