import { randomUUID } from 'node:crypto';
import {
  PaymentErrorMessage,
  TransactionStatusId,
  type OrderPayload,
  type PaymentTransaction,
  type RefundTransactionRequest,
  type TransactionCancellation,
} from '@kk/contracts';
import type { Clock } from '../../clock';
import { AppError, badRequest, forbidden } from '../../core/errors';
import { idempotencyKeyProblem, requestFingerprint } from '../../core/idempotency';
import { quantitiesByProduct } from '../../core/order-pricing';
import { canCover, holdExpiry, mayStillComplete } from '../../core/payment-rules';
import { danishText, renderDescription, storedDescription } from '../../core/platform-texts';
import { isAllowedReturnUrl, refundDecision, type RefundCaller, type RefundDecision } from '@kk/domain';
import { NO_BYPASS } from '../../core/wallet-restrictions';
import type { Db, Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import type { CardProviderAdapter } from '../card-provider/adapter';
import { CardProviderUnavailableError } from '../card-provider/errors';
import { takeStock } from '../catalogue/repository';
import type { IdempotencyService, StoredAnswer } from '../idempotency/service';
import type { LedgerService } from '../ledger/service';
import type { WalletService } from '../wallet/service';
import { PaymentDeclined, decline } from '../payment-common/declines';
import { presentRefusal, presentUnstored, statusOf } from '../payment-common/presenter';
import { inScope, insertNote, isSupportStaff, staffScopeOf } from '../payment-common/staff';
import { adminActionRefusal } from '@kk/domain';
import { evaluateOrder, NO_WALLET_REASON, type OrderEvaluation } from './order-evaluation';
import type { OrderKinds } from './order-kind';
import { normalizeOrder, type NormalizedOrder } from './order-request';
import type { PaymentConfig } from '../payment-common/payment-config';
import { presentPayment } from './presenter';
import { refundSubjectOf, type ReadRefundSubject } from './refund-subject';
import * as payments from './repository';
import type { Settlement } from './settlement';

export interface PaymentCall {
  auth: AuthContext;
  /** The API role from the path (/V2/{role}/Payment/...), when the caller used one. */
  role: string | undefined;
  idempotencyKey: string | undefined;
  /** The user's culture, for the card provider's page. */
  language?: 'da' | 'en' | undefined;
}

const ok = (body: PaymentTransaction): StoredAnswer => ({ statusCode: 200, body });

/** What the payment handler acts on: the purchases, and (for cancel and refund, whose policy refuses them) the top-ups. */
const PURCHASE_KINDS: readonly payments.PaymentKind[] = ['order', 'terminal'];
const REVERSIBLE_KINDS: readonly payments.PaymentKind[] = ['order', 'terminal', 'deposit'];

/** Where the order's card payment sends the browser back, as the order said (CreditCardPaymentWindow.AcceptURL). */
function acceptUrlOf(payment: payments.PaymentRow): string | null {
  const data = payment.custom_data as { payload?: { CustomData?: { CreditCardPaymentWindow?: { AcceptURL?: unknown } | null } } } | null;
  const url = data?.payload?.CustomData?.CreditCardPaymentWindow?.AcceptURL;
  return typeof url === 'string' ? url : null;
}

/** The path segment of the support tool's payment calls (V2/Admin/Payment/..., V1/Admin/payment/...). */
export const ADMIN_ROLE = 'Admin';
/** An admin action that makes no sense in the transaction's state (409; the reason says why). */
export const STATE_REFUSAL_MESSAGE = 'The transaction’s state does not allow this action';

function errorAnswer(error: AppError): StoredAnswer {
  return { statusCode: error.statusCode, body: { StatusCode: error.statusCode, message: error.message, reason: error.reason } };
}

/**
 * The payment handler: prepare (23 ready) -> reserve (a hold) -> complete, or cancel;
 * refunds. Every call that moves money runs once per Idempotency-Key, in one database
 * transaction with its stored answer.
 */
export class PaymentService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly config: PaymentConfig,
    private readonly wallets: WalletService,
    private readonly idempotency: IdempotencyService,
    private readonly ledger: LedgerService,
    private readonly settlement: Settlement,
    /** The kinds of order (webshop, food plan, meeting) with their own rules, registered by their modules. */
    private readonly kinds: OrderKinds,
    private readonly cardProvider: CardProviderAdapter | null,
    /** The platform's own front-end origins: the only places a card payment may send the browser back to. */
    private readonly returnOrigins: readonly (string | RegExp)[],
  ) {}

  /** Checks the order as a reservation would, moving nothing: 23 ready, or the refusal. */
  async prepare(call: PaymentCall, payload: OrderPayload): Promise<StoredAnswer> {
    this.assertRole(call);
    const order = await this.callersOrder(call, payload);
    const work = async (q: Queryable): Promise<StoredAnswer> => {
      const now = this.clock.now();
      const evaluation = await evaluateOrder(q, this.kinds, order, now, this.cardProvider !== null);
      return ok(this.prepared(order, evaluation, now));
    };
    if (call.idempotencyKey === undefined) {
      try {
        return await work(this.db);
      } catch (error) {
        const refusal = this.orderRefusal(order, error);
        if (refusal === null) throw error;
        return refusal;
      }
    }
    return this.idempotent(call, 'prepare', payload, work, (error) => this.orderRefusal(order, error));
  }

  async reserve(call: PaymentCall, payload: OrderPayload): Promise<StoredAnswer> {
    this.assertRole(call);
    const order = await this.callersOrder(call, payload);
    return this.idempotent(call, 'reserve', payload, (tx) => this.reserveIn(tx, call, order), (error) => this.orderRefusal(order, error));
  }

  async complete(call: PaymentCall, transactionId: string): Promise<StoredAnswer> {
    this.assertRole(call);
    await this.assertPaymentAccess(call.auth, transactionId);
    return this.idempotent(
      call,
      'complete',
      { ID: transactionId },
      async (tx) => {
        const payment = await this.lockOwnPayment(tx, transactionId);
        const now = this.clock.now();
        if (payment.status_id === TransactionStatusId.Reserved) {
          const children = await payments.childrenOf(tx, payment.id);
          if (children.some((child) => child.kind === 'card' && child.status_id === TransactionStatusId.Reserved)) {
            throw new AppError(409, 'Awaiting the credit card payment', 'This transaction completes when its card payment is paid');
          }
          if (!this.mayStillComplete(payment, now)) await this.settlement.release(tx, payment, 'expire', now);
          else await this.settlement.capture(tx, payment, now);
        }
        return ok(await this.present(tx, payment.id));
      },
      (error) => this.refusalOnExisting(error),
    );
  }

  async cancel(call: PaymentCall, transactionId: string, customerId: string | undefined): Promise<StoredAnswer> {
    this.assertRole(call);
    await this.assertPaymentAccess(call.auth, transactionId, REVERSIBLE_KINDS);
    return this.idempotent(
      call,
      'cancel',
      { ID: transactionId, CustomerID: customerId ?? null },
      async (tx) => {
        const payment = await this.lockOwnPayment(tx, transactionId);
        if (customerId !== undefined && customerId !== payment.customer_id) throw forbidden('CustomerID is not the customer of this transaction');
        const now = this.clock.now();
        if (call.role === ADMIN_ROLE) {
          const refusal = adminActionRefusal('Cancel', { statusId: payment.status_id, kind: payment.kind, movedMoney: false, holdsMoney: false, awaitingCard: false, hasOrderModel: false });
          if (refusal !== null) throw new AppError(409, STATE_REFUSAL_MESSAGE, refusal);
        }
        const { decision, subject } = await this.refundDecisionFor(tx, call.auth, payment, null, now);
        const movable = payment.status_id === TransactionStatusId.Reserved || payment.status_id === TransactionStatusId.Completed;
        // A failed, cancelled or expired order cancelled again answers as it is (nothing moves);
        // every other refusal is the policy's.
        if (!decision.allowed && (decision.refusal !== 'state' || movable)) this.refuse(decision, subject, 'cancel');
        const before = payment.status_id;
        if (payment.status_id === TransactionStatusId.Reserved) {
          await this.settlement.release(tx, payment, 'cancel', now);
        } else if (payment.status_id === TransactionStatusId.Completed) {
          // A completed purchase is cancelled by giving back whatever was not refunded yet.
          await this.settlement.refund(tx, payment, 'everything', now, call.auth.userId);
          await payments.setStatus(tx, payment.id, { statusId: TransactionStatusId.Cancelled, errorMessage: PaymentErrorMessage.Cancelled, at: now });
        }
        await this.auditStaff(tx, call.auth, payment.id, 'Cancel', before, now, 'Cancelled');
        return ok(await this.present(tx, payment.id));
      },
      (error) => this.refusalOnExisting(error),
    );
  }

  /** A partial refund by product quantity; the money goes back to the wallet as a new transaction. */
  async refund(call: PaymentCall, request: RefundTransactionRequest): Promise<StoredAnswer> {
    this.assertRole(call);
    const transactionId = request.ID ?? request.TransactionID;
    if (transactionId === undefined) throw badRequest('ID or TransactionID is required');
    const scope = await this.assertPaymentAccess(call.auth, transactionId, REVERSIBLE_KINDS);
    const body = { ID: transactionId, CustomerID: request.CustomerID ?? null, Products: request.Products };
    return this.idempotent(
      call,
      'refund',
      body,
      async (tx) => {
        const payment = await this.lockOwnPayment(tx, transactionId);
        if (request.CustomerID !== undefined && request.CustomerID !== payment.customer_id) throw forbidden('CustomerID is not the customer of this transaction');
        const now = this.clock.now();
        // Spec section 6: who may give money back, and the order's own rule (@kk/domain refundPolicy.ts).
        const { decision, subject } = await this.refundDecisionFor(tx, call.auth, payment, request.Products.map((product) => product.ID), now);
        if (!decision.allowed) this.refuse(decision, subject, 'refund');
        if (decision.as !== 'refund') throw decline(PaymentErrorMessage.RequestInvalid, { reason: 'Only a completed purchase can be refunded' });
        const refundId = await this.settlement.refund(
          tx,
          payment,
          request.Products.map((product) => ({ productId: product.ID, quantity: product.Quantity })),
          now,
          call.auth.userId,
        );
        if (refundId === null) throw decline(PaymentErrorMessage.RequestInvalid, { reason: 'Nothing is left to refund' });
        const refunded = request.Products.map((product) => `${product.Quantity} × ${product.ID}`).join(', ');
        await this.auditStaff(tx, call.auth, payment.id, 'Refund', payment.status_id, this.clock.now(), `Refunded ${refunded} as ${refundId}`);
        return ok(await this.present(tx, refundId));
      },
      (error) => this.refusalOnExisting(error, scope),
    );
  }

  /**
   * What the wallet's cancel button needs to know about a payment (TransactionDetail.Cancellation),
   * read as cancel reads it; null for what is not a sale or a top-up. Moves nothing.
   */
  async cancellationOf(paymentId: string): Promise<TransactionCancellation | null> {
    const payment = await payments.findPayment(this.db, paymentId);
    const subject = payment === null ? null : await refundSubjectOf(this.db, this.kinds, payment, null);
    if (subject === null) return null;
    return {
      Kind: subject.kind,
      CancellableUntil: subject.cancellableUntil === null ? null : new Date(subject.cancellableUntil).toISOString(),
      HandedOut: subject.handedOut,
    };
  }

  /** The order as the rules read it for this caller (403 for a wallet the caller may not see); read before a transaction opens. */
  orderFor(auth: AuthContext, payload: OrderPayload): Promise<NormalizedOrder> {
    return this.callersOrder({ auth, role: undefined, idempotencyKey: undefined }, payload);
  }

  /**
   * The reserved order's credit-card child (type 4) paid with another method: the
   * provider's page for it (MobilePay's approval page, or the card page) becomes the
   * child's MerchantData; the provider closes the page opened before, so only one can be
   * paid. Moves no money. The order and child are checked under their locks, the provider
   * is asked after the commit (no lock held while it answers), and the page is kept only if
   * the child is still waiting for its payment. Asked again with the same method, the
   * provider answers the same page.
   */
  async changeCardPaymentMethod(call: PaymentCall, transactionId: string, method: 'card' | 'mobilepay'): Promise<StoredAnswer> {
    this.assertRole(call);
    await this.assertPaymentAccess(call.auth, transactionId);
    if (this.cardProvider === null) throw decline(PaymentErrorMessage.NoCreditCard);
    const child = await this.db.transaction(async (tx) => {
      const payment = await this.lockOwnPayment(tx, transactionId);
      const waiting = (await payments.childrenOf(tx, payment.id)).find((c) => c.kind === 'card' && c.status_id === TransactionStatusId.Reserved);
      if (payment.status_id !== TransactionStatusId.Reserved || waiting === undefined) {
        throw new AppError(409, STATE_REFUSAL_MESSAGE, 'Only a reserved order waiting for its card payment can change how it is paid');
      }
      return { id: waiting.id, amountOre: waiting.amount_ore, description: storedDescription(payment), returnUrl: acceptUrlOf(payment) };
    });
    let redirectUrl: string;
    try {
      ({ redirectUrl } = await this.cardProvider.startHostedPayment({
        method,
        paymentId: child.id,
        amountOre: child.amountOre,
        description: renderDescription(child.description, call.language ?? 'da'),
        returnUrl: child.returnUrl ?? this.config.defaultReturnUrl,
        ...(call.language === undefined ? {} : { language: call.language }),
      }));
    } catch (error) {
      if (error instanceof CardProviderUnavailableError) throw new AppError(502, error.timedOut ? 'timeout' : 'unable to connect', error.message);
      throw error;
    }
    await this.db.query('UPDATE payment_transactions SET merchant_data = $2 WHERE id = $1 AND status_id = $3', [child.id, redirectUrl, TransactionStatusId.Reserved]);
    return ok(await this.present(this.db, transactionId));
  }

  /** A reservation inside the caller's database transaction (the support tool's duplicate). */
  reserveWithin(tx: Queryable, auth: AuthContext, order: NormalizedOrder): Promise<StoredAnswer> {
    return this.reserveIn(tx, { auth, role: undefined, idempotencyKey: undefined }, order);
  }

  /** What staff do on the payment handler's paths is written down on the transaction (who, when, before and after). */
  private async auditStaff(tx: Queryable, auth: AuthContext, paymentId: string, action: string, beforeStatusId: number, at: Date, what: string): Promise<void> {
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

  private async reserveIn(tx: Queryable, call: PaymentCall, order: NormalizedOrder): Promise<StoredAnswer> {
    const now = this.clock.now();
    // The wallet's row lock first: the money, the double order and every limit (purchases
    // and amount per day, weekdays, blocked) are then decided on what the reservations
    // before this one left, so concurrent orders cannot all pass a limit only one fits in.
    const account = await this.ledger.lockWallet(tx, order.walletId);
    const evaluation = await evaluateOrder(tx, this.kinds, order, now, this.cardProvider !== null);
    if (evaluation.walletOre > 0 && !canCover(account, evaluation.walletOre)) throw decline(PaymentErrorMessage.NoFund);
    const short = await takeStock(tx, quantitiesByProduct(evaluation.lines));
    if (short.length > 0) throw decline(PaymentErrorMessage.OutOfStock, { failedProducts: short });

    const expiresAt = holdExpiry(now, this.config.holdTtlMs);
    const holdId =
      evaluation.walletOre > 0
        ? await this.ledger.openHold(tx, { accountId: evaluation.context.walletAccountId, amountOre: evaluation.walletOre, createdAt: now, expiresAt })
        : null;
    const paymentId = randomUUID();
    await payments.insertPayment(tx, {
      id: paymentId,
      kind: 'order',
      parentId: null,
      statusId: TransactionStatusId.Reserved,
      walletId: order.walletId,
      customerId: order.customerId,
      userId: call.auth.userId,
      description: order.description,
      amountOre: evaluation.totalOre,
      walletAmountOre: evaluation.walletOre,
      cardAmountOre: evaluation.cardOre,
      productSet: evaluation.productSet,
      webshopId: order.webshopId,
      foodPlanId: order.foodPlanId,
      departmentId: order.departmentId,
      isFoodplan: order.isFoodplan,
      autoComplete: order.autoComplete,
      customData: { payload: order.payload },
      holdId,
      ledgerTransactionId: null,
      merchantData: null,
      expiresAt,
      createdAt: now,
      // The family's cancellation deadline the order was placed with, when its kind stores one (a webshop order's 24 hours).
      cancellableUntil: evaluation.kindOrder.cancellableUntil(now),
    });
    await payments.insertLines(
      tx,
      paymentId,
      evaluation.lines.map((line, index) => ({ lineNo: index + 1, ...line, extra: Object.keys(line.extra).length > 0 ? line.extra : null })),
    );
    await evaluation.kindOrder.reserved(tx, paymentId, now);
    if (evaluation.cardOre > 0) await this.startCardPayment(tx, order, evaluation, paymentId, now, expiresAt, call.language);
    else if (order.autoComplete) {
      const reserved = await payments.lockPayment(tx, paymentId);
      if (reserved) await this.settlement.capture(tx, reserved, now);
    }
    return ok(await this.present(tx, paymentId));
  }

  /** The credit-card child (type 4) whose MerchantData is the provider's hosted payment page. */
  private async startCardPayment(
    tx: Queryable,
    order: NormalizedOrder,
    evaluation: OrderEvaluation,
    parentId: string,
    now: Date,
    expiresAt: Date,
    language: 'da' | 'en' | undefined,
  ): Promise<void> {
    if (this.cardProvider === null) throw decline(PaymentErrorMessage.NoCreditCard);
    const childId = randomUUID();
    const { redirectUrl } = await this.cardProvider.startHostedPayment({
      method: order.cardMethod,
      paymentId: childId,
      amountOre: evaluation.cardOre,
      description: renderDescription(order.description, language ?? 'da'),
      returnUrl: order.returnUrl ?? this.config.defaultReturnUrl,
      ...(language === undefined ? {} : { language }),
    });
    await payments.insertPayment(tx, {
      id: childId,
      kind: 'card',
      parentId,
      statusId: TransactionStatusId.Reserved,
      walletId: order.walletId,
      customerId: order.customerId,
      userId: null,
      description: order.description,
      amountOre: evaluation.cardOre,
      walletAmountOre: 0,
      cardAmountOre: evaluation.cardOre,
      ...payments.PLAIN_PAYMENT,
      ledgerTransactionId: null,
      merchantData: redirectUrl,
      expiresAt,
      createdAt: now,
    });
  }

  private prepared(order: NormalizedOrder, evaluation: OrderEvaluation, now: Date): PaymentTransaction {
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

  private orderRefusal(order: NormalizedOrder, error: unknown): StoredAnswer | null {
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
        at: this.clock.now(),
      }),
    );
  }

  private refusalOnExisting(error: unknown, scope?: { walletId: string; customerId: string }): StoredAnswer | null {
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
        at: this.clock.now(),
      }),
    );
  }

  private async present(q: Queryable, paymentId: string): Promise<PaymentTransaction> {
    return presentPayment(await payments.paymentView(q, paymentId));
  }

  private idempotent(
    call: PaymentCall,
    operation: string,
    body: unknown,
    work: (tx: Queryable) => Promise<StoredAnswer>,
    answerFor: (error: unknown) => StoredAnswer | null,
  ): Promise<StoredAnswer> {
    const problem = idempotencyKeyProblem(call.idempotencyKey);
    if (problem !== null || call.idempotencyKey === undefined) throw badRequest(problem ?? 'The Idempotency-Key header is required');
    return this.idempotency.run(
      { scope: `user:${call.auth.userId}`, key: call.idempotencyKey, requestHash: requestFingerprint(operation, body) },
      work,
      answerFor,
    );
  }

  private mayStillComplete(payment: payments.PaymentRow, now: Date): boolean {
    if (payment.expires_at === null) return true;
    return mayStillComplete({ expiresAt: new Date(payment.expires_at), graceMs: this.config.holdGraceMs }, now);
  }

  /**
   * The order as the rules read it, for this caller (403 for a wallet the caller may not
   * see): its card payment's return address must be one of the platform's own, and the
   * restriction overrides count only for a caller who may use them (a guardian or staff,
   * never a pupil on the pupil's own wallet).
   */
  private async callersOrder(call: PaymentCall, payload: OrderPayload): Promise<NormalizedOrder> {
    const order = normalizeOrder(payload);
    if (order.returnUrl !== null && !isAllowedReturnUrl(order.returnUrl, this.returnOrigins)) {
      throw badRequest('CustomData.CreditCardPaymentWindow.AcceptURL must be an address of this site');
    }
    this.kinds.of(order).assertCaller?.(call.auth);
    const access = await this.wallets.assertAccess(call.auth, order.walletId);
    return access.mayOverrideRestrictions ? order : { ...order, bypass: NO_BYPASS };
  }

  /**
   * Spec section 6 through @kk/domain refundDecision: the caller is the wallet's family
   * (guardian, pupil, an adult on their own wallet) or staff signed in to the partner site
   * or the support tool, who act only on the sales of the customers in their staff scope
   * (403 for another's). The subject is the payment with its own deadline for the products
   * asked (`productIds` null: everything not refunded yet).
   */
  private async refundDecisionFor(
    tx: Queryable,
    auth: AuthContext,
    payment: payments.PaymentRow,
    productIds: readonly string[] | null,
    now: Date,
  ): Promise<{ decision: RefundDecision; subject: ReadRefundSubject | null }> {
    const staffScope = await staffScopeOf(tx, auth);
    const caller: RefundCaller = { application: auth.application, roles: auth.roles, relation: staffScope === null ? 'family' : 'staff' };
    if (staffScope !== null && !inScope(staffScope, payment.customer_id)) throw forbidden('The sale is not one of the customers you work for');
    const subject = await refundSubjectOf(tx, this.kinds, payment, productIds);
    if (subject === null) return { decision: { allowed: false, refusal: 'state', reason: 'Only a purchase can be cancelled or refunded', serverMessage: PaymentErrorMessage.RequestInvalid }, subject };
    return { decision: refundDecision(caller, subject, now), subject };
  }

  /** A refusal of the policy as the payment handler answers it: 403, the cancellation policy's decline, or the state's. */
  private refuse(decision: Extract<RefundDecision, { allowed: false }>, subject: ReadRefundSubject | null, action: 'cancel' | 'refund'): never {
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

  private assertRole(call: PaymentCall): void {
    // The Admin paths (spec section 7) are the support tool's: its staff, signed in there.
    if (call.role === ADMIN_ROLE) {
      if (!isSupportStaff(call.auth)) throw forbidden('The Admin payment paths are for the support tool');
      return;
    }
    if (call.role !== undefined && !call.auth.roles.includes(call.role)) {
      throw forbidden(`The payment path names the role ${call.role}, which the user does not have`);
    }
  }

  /** The caller may act on a transaction only through the wallet it belongs to (403 for the rest, as for a missing one). */
  private async assertPaymentAccess(
    auth: AuthContext,
    transactionId: string,
    kinds: readonly payments.PaymentKind[] = PURCHASE_KINDS,
  ): Promise<{ walletId: string; customerId: string }> {
    const payment = await payments.findPayment(this.db, transactionId);
    if (!payment || !kinds.includes(payment.kind)) throw forbidden('The transaction does not exist or you have no access to it');
    await this.wallets.assertAccess(auth, payment.wallet_id);
    return { walletId: payment.wallet_id, customerId: payment.customer_id };
  }

  private async lockOwnPayment(tx: Queryable, transactionId: string): Promise<payments.PaymentRow> {
    const payment = await payments.lockPayment(tx, transactionId);
    if (!payment) throw forbidden(NO_WALLET_REASON);
    return payment;
  }
}
