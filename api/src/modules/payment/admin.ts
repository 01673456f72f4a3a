import {
  ChangeTransactionStatusResponse,
  PaymentErrorMessage,
  TransactionStatusId,
  type ChangeTransactionStatusRequest,
  type OrderPayload,
  type PaymentTransaction,
} from '@kk/contracts';
import {
  adminActionRefusal,
  oreToKroner,
  possibleStatusChanges,
  STATUS_NAMES,
  type AdminAction,
  type AdminStatusId,
  type AdminTransactionState,
} from '@kk/domain';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import { AppError, badRequest, forbidden } from '../../core/errors';
import { idempotencyKeyProblem, requestFingerprint } from '../../core/idempotency';
import type { Db, Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import type { IdempotencyService, StoredAnswer } from '../idempotency/service';
import { PaymentDeclined } from '../../core/payment-declines';
import { declineInfo, statusOf } from '../../core/payment-presenter';
import { inScope, insertNote, isSupportStaff, staffScopeOf } from './staff';
import type { FailedTopUpRetry } from './top-ups';
import { presentPayment } from './presenter';
import * as payments from './repository';
import { STATE_REFUSAL_MESSAGE } from './refund-gate';
import type { PaymentService } from './service';
import type { Settlement } from './settlement';

const NO_ACCESS_REASON = 'The transaction does not exist or you have no access to it';
/** Status ChangeTransactionStatus sets, with the catalogue's message for it. */
const MESSAGE_OF_STATUS: Readonly<Record<number, string>> = {
  [TransactionStatusId.Failed]: PaymentErrorMessage.Denied,
  [TransactionStatusId.Cancelled]: PaymentErrorMessage.Cancelled,
  [TransactionStatusId.Expired]: PaymentErrorMessage.Expired,
};

export interface AdminCall {
  auth: AuthContext;
  idempotencyKey: string | undefined;
}

const ok = (body: PaymentTransaction): StoredAnswer => ({ statusCode: 200, body });
const errorAnswer = (error: AppError): StoredAnswer => ({ statusCode: error.statusCode, body: { StatusCode: error.statusCode, message: error.message, reason: error.reason } });

async function stateOf(q: Queryable, payment: payments.PaymentRow): Promise<AdminTransactionState> {
  const children = await payments.childrenOf(q, payment.id);
  const customData = payment.custom_data as { payload?: unknown } | null;
  return {
    statusId: payment.status_id,
    kind: payment.kind,
    movedMoney: payment.ledger_transaction_id !== null,
    holdsMoney: payment.status_id === TransactionStatusId.Reserved && payment.hold_id !== null,
    awaitingCard: children.some((child) => child.kind === 'card' && child.status_id === TransactionStatusId.Reserved),
    hasOrderModel: customData?.payload !== undefined,
  };
}

const snapshot = (payment: Pick<payments.PaymentRow, 'status_id' | 'error_message'>) => ({ Status: statusOf(payment.status_id), ErrorMessage: payment.error_message });

/**
 * The support tool's admin actions on a transaction (spec sections 4, 7 and 8): manual
 * complete, retry, duplicate and change status (cancel and refund are the payment
 * handler's, on its Admin paths). Each is allowed only in the states @kk/domain's
 * adminActionRefusal allows (otherwise 409 and nothing changes), moves money only through
 * the ledger, runs once per Idempotency-Key when it may move money, and writes a note on
 * the transaction in the same database transaction: who, when, what, before and after.
 */
export class PaymentAdminService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly idempotency: IdempotencyService,
    private readonly settlement: Settlement,
    private readonly payments: PaymentService,
    /** The cards module's retry of a failed card top-up; null where none is composed. */
    private readonly topUps: FailedTopUpRetry | null = null,
  ) {}

  async manualComplete(call: AdminCall, transactionId: string): Promise<StoredAnswer> {
    this.assertSupport(call.auth);
    return this.idempotent(call, 'manual-complete', { id: transactionId }, async (tx) => {
      const payment = await this.lockForAction(tx, transactionId, 'ManualComplete');
      const now = this.clock.now();
      await this.settlement.capture(tx, payment, now);
      await this.note(tx, call.auth, payment, 'ManualComplete', 'Completed manually: the held money was spent', now);
      return ok(presentPayment(await payments.paymentView(tx, payment.id)));
    });
  }

  async retry(call: AdminCall, transactionId: string, customerId: string | undefined): Promise<StoredAnswer> {
    this.assertSupport(call.auth);
    const found = await payments.findPayment(this.db, transactionId);
    if (found?.kind === 'deposit') return this.retryTopUp(call, found, customerId);
    let before: PaymentTransaction | null = null;
    return this.idempotent(
      call,
      'retry',
      { transactionID: transactionId, customerID: customerId ?? null },
      async (tx) => {
        const payment = await this.lockForAction(tx, transactionId, 'Retry', customerId);
        before = presentPayment(await payments.paymentView(tx, payment.id));
        const now = this.clock.now();
        await this.settlement.chargeAgain(tx, payment, now);
        await this.note(tx, call.auth, payment, 'Retry', `Retried: ${oreToKroner(payment.amount_ore)} kr paid from the wallet`, now);
        return ok(presentPayment(await payments.paymentView(tx, payment.id)));
      },
      (error) => {
        // The retry failed again (no funds, no stock): nothing changed; the answer says why, as a failed transaction.
        if (!(error instanceof PaymentDeclined) || before === null) return null;
        return ok({
          ...before,
          Status: statusOf(TransactionStatusId.Failed),
          ErrorMessage: error.serverMessage,
          CustomInformations: [...before.CustomInformations, declineInfo(error, this.clock.now())],
        });
      },
    );
  }

  /** A failed card top-up (a deposit by card, a refill): the card is charged again by the cards module (cards/top-up-retry.ts). */
  private async retryTopUp(call: AdminCall, topUp: payments.PaymentRow, customerId: string | undefined): Promise<StoredAnswer> {
    const problem = idempotencyKeyProblem(call.idempotencyKey);
    if (problem !== null || call.idempotencyKey === undefined) throw badRequest(problem ?? 'The Idempotency-Key header is required');
    if (customerId !== undefined && customerId !== topUp.customer_id) throw forbidden('customerID is not the customer of this transaction');
    if (this.topUps === null) throw new AppError(409, STATE_REFUSAL_MESSAGE, 'Card top-ups cannot be retried here: no card provider');
    return this.topUps.retry({ userId: call.auth.userId, authorName: call.auth.name, idempotencyKey: call.idempotencyKey }, topUp.id);
  }

  async duplicate(call: AdminCall, transactionId: string, customerId: string | undefined): Promise<StoredAnswer> {
    this.assertSupport(call.auth);
    // The order is read (and the wallet's access checked) before the database transaction opens.
    const found = await payments.findPayment(this.db, transactionId);
    const payload = (found?.custom_data as { payload?: OrderPayload } | null)?.payload;
    const order =
      found && payload
        ? await this.payments.orderFor(call.auth, {
            ...payload,
            // Paid again from the wallet at once: the same products, the whole amount by wallet (type 2).
            Amounts: { '2': oreToKroner(found.amount_ore) },
            CustomData: { ...payload.CustomData, AutoComplete: true, CreditCardPaymentWindow: null },
          })
        : null;
    return this.idempotent(call, 'duplicate', { ID: transactionId, CustomerID: customerId ?? null }, async (tx) => {
      const original = await this.lockForAction(tx, transactionId, 'Duplicate', customerId);
      if (order === null) throw new AppError(409, STATE_REFUSAL_MESSAGE, 'Only an order whose CreateTransactionModel was kept can be duplicated');
      const answer = await this.payments.reserveWithin(tx, call.auth, order);
      const copy = answer.body as PaymentTransaction;
      const now = this.clock.now();
      if (copy.ID !== null) {
        await this.note(tx, call.auth, original, 'Duplicate', `Duplicated as ${copy.ID}`, now);
        const created = await payments.findPayment(tx, copy.ID);
        if (created) await this.note(tx, call.auth, created, 'Duplicate', `Duplicate of ${original.id}`, now, { Status: null, ErrorMessage: null });
      }
      return answer;
    });
  }

  /** Moves no money: no Idempotency-Key needed; setting the status it already has changes nothing. */
  async changeStatus(auth: AuthContext, request: ChangeTransactionStatusRequest): Promise<z.infer<typeof ChangeTransactionStatusResponse>> {
    this.assertSupport(auth);
    return this.db.transaction(async (tx) => {
      const payment = await this.lockInScope(tx, auth, request.TransactionID);
      if (payment.status_id === request.StatusID) return snapshot(payment);
      const state = await stateOf(tx, payment);
      const refusal = adminActionRefusal('ChangeStatus', state);
      if (refusal !== null) throw new AppError(409, STATE_REFUSAL_MESSAGE, refusal);
      if (!possibleStatusChanges(state).includes(request.StatusID as AdminStatusId)) {
        throw new AppError(409, STATE_REFUSAL_MESSAGE, `Status ${request.StatusID} is not one this transaction may be given; ask GetPossibleStatusTypes`);
      }
      const now = this.clock.now();
      const message = MESSAGE_OF_STATUS[request.StatusID] ?? null;
      await payments.setStatus(tx, payment.id, { statusId: request.StatusID, errorMessage: message, at: now });
      const name = STATUS_NAMES[request.StatusID as AdminStatusId];
      await this.note(tx, auth, payment, 'ChangeTransactionStatus', `Status changed from ${STATUS_NAMES[payment.status_id as AdminStatusId]} to ${name}`, now);
      return { Status: statusOf(request.StatusID), ErrorMessage: message };
    });
  }

  /** Every status, or (with a transaction) the ones it may be changed to. Staff of either application. */
  async possibleStatusTypes(auth: AuthContext, transactionId: string | undefined) {
    const scope = await staffScopeOf(this.db, auth);
    if (scope === null) throw forbidden('Statuses are for the partner site and the support tool');
    let ids = Object.keys(STATUS_NAMES).map(Number) as AdminStatusId[];
    if (transactionId !== undefined) {
      const payment = await payments.findPayment(this.db, transactionId);
      if (!payment || payment.kind === 'card' || !inScope(scope, payment.customer_id)) throw forbidden(NO_ACCESS_REASON);
      ids = possibleStatusChanges(await stateOf(this.db, payment));
    }
    return ids.map((id) => ({ ...statusOf(id), Name: STATUS_NAMES[id] }));
  }

  /** A note written by hand on a transaction the staff member may see. */
  async addNote(auth: AuthContext, transactionId: string, text: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const payment = await this.lockInScope(tx, auth, transactionId);
      await insertNote(tx, { transactionId: payment.id, userId: auth.userId, authorName: auth.name, action: null, note: text, at: this.clock.now() });
    });
  }

  private async note(
    tx: Queryable,
    auth: AuthContext,
    payment: payments.PaymentRow,
    action: AdminAction | 'ChangeTransactionStatus',
    what: string,
    at: Date,
    before: Record<string, unknown> = snapshot(payment),
  ): Promise<void> {
    const after = await payments.findPayment(tx, payment.id);
    await insertNote(tx, {
      transactionId: payment.id,
      userId: auth.userId,
      authorName: auth.name,
      action,
      note: what,
      before,
      after: after ? snapshot(after) : null,
      at,
    });
  }

  private async lockInScope(tx: Queryable, auth: AuthContext, transactionId: string): Promise<payments.PaymentRow> {
    const scope = await staffScopeOf(tx, auth);
    const payment = await payments.lockPayment(tx, transactionId);
    if (scope === null || !payment || payment.kind === 'card' || !inScope(scope, payment.customer_id)) throw forbidden(NO_ACCESS_REASON);
    return payment;
  }

  private async lockForAction(tx: Queryable, transactionId: string, action: AdminAction, customerId?: string): Promise<payments.PaymentRow> {
    const payment = await payments.lockPayment(tx, transactionId);
    if (!payment || payment.kind === 'card') throw forbidden(NO_ACCESS_REASON);
    if (customerId !== undefined && customerId !== payment.customer_id) throw forbidden('customerID is not the customer of this transaction');
    const refusal = adminActionRefusal(action, await stateOf(tx, payment));
    if (refusal !== null) throw new AppError(409, STATE_REFUSAL_MESSAGE, refusal);
    return payment;
  }

  private assertSupport(auth: AuthContext): void {
    if (!isSupportStaff(auth)) throw forbidden('Admin actions are for the support tool');
  }

  private idempotent(
    call: AdminCall,
    operation: string,
    body: unknown,
    work: (tx: Queryable) => Promise<StoredAnswer>,
    answerFor: (error: unknown) => StoredAnswer | null = () => null,
  ): Promise<StoredAnswer> {
    const problem = idempotencyKeyProblem(call.idempotencyKey);
    if (problem !== null || call.idempotencyKey === undefined) throw badRequest(problem ?? 'The Idempotency-Key header is required');
    return this.idempotency.run(
      { scope: `user:${call.auth.userId}`, key: call.idempotencyKey, requestHash: requestFingerprint(`admin-${operation}`, body) },
      work,
      (error) => {
        if (error instanceof AppError) return errorAnswer(error);
        return answerFor(error) ?? this.declinedAnswer(error);
      },
    );
  }

  /** A duplicate the rules refuse (no funds, a double order): answered as the refused transaction, nothing stored. */
  private declinedAnswer(error: unknown): StoredAnswer | null {
    if (!(error instanceof PaymentDeclined)) return null;
    return errorAnswer(new AppError(409, error.serverMessage, error.detail.reason ?? `The payment was refused: ${error.serverMessage}`));
  }
}

