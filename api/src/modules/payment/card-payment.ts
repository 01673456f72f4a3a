import { PaymentErrorMessage, PaymentStatusCode, TransactionStatusId } from '@kk/contracts';
import { oreToKroner, type Ore } from '@kk/domain';
import type { Clock } from '../../clock';
import { AppError } from '../../core/errors';
import { platformText, storedDescription } from '../../core/platform-texts';
import type { Db } from '../../db/db';
import type { CardPaymentNotificationHandler } from '../card-provider/notifications';
import type { LedgerService } from '../ledger/service';
import { failureTrace, insertCustomInformation } from './staff';
import * as payments from './repository';
import type { Settlement } from './settlement';

export interface CardPaymentResult {
  /**
   * completed: the order is paid and completed now;
   * already-processed: this payment was recorded before (a replayed notification), nothing moved;
   * credited-to-wallet: the order had been cancelled or had expired, so the card's money stays in the wallet.
   */
  outcome: 'completed' | 'already-processed' | 'credited-to-wallet';
  parentTransactionId: string;
}

export class CardPaymentMismatchError extends Error {
  constructor(reason: string) {
    super(`Card payment refused: ${reason}`);
    this.name = 'CardPaymentMismatchError';
  }
}

/** What settling a hosted card payment needs: the database, the clock, the one ledger and the payments' settlement. */
export interface CardPaymentDeps {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  settlement: Settlement;
}

async function lockChildAndParent(tx: Parameters<Parameters<Db['transaction']>[0]>[0], paymentId: string) {
  const unlocked = await payments.findPayment(tx, paymentId);
  if (!unlocked || unlocked.kind !== 'card' || unlocked.parent_id === null) throw new CardPaymentMismatchError(`no credit-card transaction ${paymentId}`);
  // Parent before child: the order every status change of a payment takes.
  const parent = await payments.lockPayment(tx, unlocked.parent_id);
  const child = await payments.lockPayment(tx, paymentId);
  if (!parent || !child) throw new CardPaymentMismatchError(`no credit-card transaction ${paymentId}`);
  return { parent, child };
}

/**
 * The card provider says the hosted payment of a credit-card child transaction (type 4)
 * was paid. The card's money goes into the wallet (from the provider's clearing account)
 * and, if the order is still reserved, the order completes from the wallet, all in one
 * database transaction. Idempotent: a repeated notification finds the child completed and
 * moves nothing. If the order was cancelled or expired meanwhile, the money is not lost:
 * it stays in the wallet.
 *
 * Called by the card provider's notification handler with the child's id (the
 * `paymentId` given to CardProviderAdapter.startHostedPayment).
 */
export async function completeAfterCardPayment(
  { db, clock, ledger, settlement }: CardPaymentDeps,
  paymentId: string,
  providerTransactionId: string,
  amountOre: Ore,
): Promise<CardPaymentResult> {
  return db.transaction(async (tx) => {
    const { parent, child } = await lockChildAndParent(tx, paymentId);
    if (child.status_id === TransactionStatusId.Completed) {
      if (child.provider_transaction_id !== providerTransactionId) {
        throw new CardPaymentMismatchError(`payment ${paymentId} was already paid by provider transaction ${child.provider_transaction_id}`);
      }
      return { outcome: 'already-processed', parentTransactionId: parent.id };
    }
    if (amountOre !== child.amount_ore) throw new CardPaymentMismatchError(`paid ${amountOre} øre, the transaction asks ${child.amount_ore} øre`);

    const now = clock.now();
    const account = await ledger.lockWallet(tx, child.wallet_id);
    const ledgerTransactionId = await ledger.creditCardPayment(tx, {
      walletAccountId: account.accountId,
      amountOre,
      at: now,
      description: platformText('cardPayment', { text: storedDescription(parent) }),
    });
    await payments.setStatus(tx, child.id, {
      statusId: TransactionStatusId.Completed,
      errorMessage: null,
      at: now,
      ledgerTransactionId,
      providerTransactionId,
    });
    // Who paid by card, as the details show it (CardHolderModel fills the wallet when the order named none).
    await insertCustomInformation(tx, {
      transactionId: parent.id,
      jsonType: 'CardHolderModel',
      jsonData: { WalletID: child.wallet_id, ProviderTransactionID: providerTransactionId, Amount: oreToKroner(amountOre), PaidDate: now.toISOString() },
      at: now,
    });
    if (parent.status_id !== TransactionStatusId.Reserved) return { outcome: 'credited-to-wallet', parentTransactionId: parent.id };
    await settlement.capture(tx, parent, now);
    return { outcome: 'completed', parentTransactionId: parent.id };
  });
}

/**
 * The card provider says the hosted payment failed (declined): the order is refused
 * ('Denied', status code 20) and its hold and stock are released. A payment that is no
 * longer pending is left as it is.
 */
export async function failCardPayment({ db, clock, settlement }: CardPaymentDeps, paymentId: string): Promise<{ parentTransactionId: string }> {
  return db.transaction(async (tx) => {
    const { parent, child } = await lockChildAndParent(tx, paymentId);
    if (child.status_id === TransactionStatusId.Reserved && parent.status_id === TransactionStatusId.Reserved) {
      const now = clock.now();
      await settlement.release(tx, parent, 'deny', now);
      const lines = await payments.linesOf(tx, parent.id);
      const info = { StatusCode: PaymentStatusCode.Denied, Message: PaymentErrorMessage.Denied, FailedProducts: lines.map((line) => line.name) };
      await insertCustomInformation(tx, { transactionId: parent.id, jsonType: 'Info', jsonData: info, at: now });
      await payments.setStacktrace(tx, parent.id, failureTrace('The card provider declined the hosted payment', { paymentId, parentId: parent.id, amountOre: child.amount_ore }));
    } else if (child.status_id === TransactionStatusId.Reserved) {
      await payments.setStatus(tx, child.id, { statusId: TransactionStatusId.Failed, errorMessage: PaymentErrorMessage.Denied, at: clock.now() });
    }
    return { parentTransactionId: parent.id };
  });
}

/**
 * The payment module's side of the card provider's notifications: a paid hosted payment
 * completes its credit-card child (and the order), a failed one refuses the order. A
 * payment that does not match (unknown id, other amount) is answered 422 and not recorded
 * as processed, so the provider keeps it among its failed deliveries for someone to look at.
 */
export function cardPaymentNotifications(deps: CardPaymentDeps): CardPaymentNotificationHandler {
  const refuseMismatch = (error: unknown): never => {
    if (error instanceof CardPaymentMismatchError) throw new AppError(422, 'Request is invalid', error.message);
    throw error;
  };
  return {
    async paymentCompleted(notification) {
      await completeAfterCardPayment(deps, notification.paymentId, notification.providerTransactionId, notification.amountOre).catch(refuseMismatch);
    },
    async paymentFailed(notification) {
      await failCardPayment(deps, notification.paymentId).catch(refuseMismatch);
    },
  };
}
