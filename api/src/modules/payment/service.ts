import { randomUUID } from 'node:crypto';
import {
  PaymentErrorMessage,
  TransactionStatusId,
  type OrderPayload,
  type PaymentTransaction,
  type RefundTransactionRequest,
  type TransactionCancellation,
} from '@kk/contracts';
import { adminActionRefusal, isAllowedReturnUrl } from '@kk/domain';
import type { Clock } from '../../clock';
import { AppError, badRequest, forbidden } from '../../core/errors';
import { idempotencyKeyProblem, requestFingerprint } from '../../core/idempotency';
import { quantitiesByProduct } from '../../core/order-pricing';
import { canCover, holdExpiry, mayStillComplete } from '../../core/payment-rules';
import { NO_BYPASS } from '../../core/wallet-restrictions';
import type { Db, Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import type { CardProviderAdapter } from '../card-provider/adapter';
import type { IdempotencyService, StoredAnswer } from '../idempotency/service';
import type { LedgerService } from '../ledger/service';
import { decline } from '../../core/payment-declines';
import type { PaymentConfig } from './config';
import { isSupportStaff } from './staff';
import type { WalletService } from '../wallet/service';
import { existingRefusalAnswer, ok, orderRefusalAnswer, preparedTransaction } from './answers';
import { CardChildPayments } from './card-child';
import { evaluateOrder, NO_WALLET_REASON, type OrderSources } from './order-evaluation';
import type { OrderKinds } from './order-kind';
import { normalizeOrder, type NormalizedOrder } from './order-request';
import { presentPayment } from './presenter';
import { refundDecisionFor, refuse, STATE_REFUSAL_MESSAGE } from './refund-gate';
import { refundSubjectOf } from './refund-subject';
import * as payments from './repository';
import type { Settlement } from './settlement';
import { auditStaff } from './staff-audit';

export interface PaymentCall {
  auth: AuthContext;
  /** The API role from the path (/V2/{role}/Payment/...), when the caller used one. */
  role: string | undefined;
  idempotencyKey: string | undefined;
  /** The user's culture, for the card provider's page. */
  language?: 'da' | 'en' | undefined;
}

/** A withdrawn product's order: refunded (it was paid) or cancelled (it was only reserved). */
export type WithdrawnOrder = { outcome: 'refunded'; refundId: string; amountOre: number } | { outcome: 'cancelled'; paymentId: string };

/** What the payment handler acts on: the purchases, and (for cancel and refund, whose policy refuses them) the top-ups. */
const PURCHASE_KINDS: readonly payments.PaymentKind[] = ['order', 'terminal'];
const REVERSIBLE_KINDS: readonly payments.PaymentKind[] = ['order', 'terminal', 'deposit'];

/** The path segment of the support tool's payment calls (V2/Admin/Payment/..., V1/Admin/payment/...). */
export const ADMIN_ROLE = 'Admin';
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
    /** The catalogue and the wallets' restrictions an order is decided on. */
    private readonly sources: OrderSources,
    private readonly cardProvider: CardProviderAdapter | null,
    /** The platform's own front-end origins: the only places a card payment may send the browser back to. */
    private readonly returnOrigins: readonly (string | RegExp)[],
  ) {
    this.cardChildren = new CardChildPayments(db, config, cardProvider);
  }

  private readonly cardChildren: CardChildPayments;

  /** Checks the order as a reservation would, moving nothing: 23 ready, or the refusal. */
  async prepare(call: PaymentCall, payload: OrderPayload): Promise<StoredAnswer> {
    this.assertRole(call);
    const order = await this.callersOrder(call, payload);
    const work = async (q: Queryable): Promise<StoredAnswer> => {
      const now = this.clock.now();
      const evaluation = await evaluateOrder(q, this.sources, this.kinds, order, now, this.cardProvider !== null);
      return ok(preparedTransaction(order, evaluation, now));
    };
    if (call.idempotencyKey === undefined) {
      try {
        return await work(this.db);
      } catch (error) {
        const refusal = orderRefusalAnswer(order, error, this.clock.now());
        if (refusal === null) throw error;
        return refusal;
      }
    }
    return this.idempotent(call, 'prepare', payload, work, (error) => orderRefusalAnswer(order, error, this.clock.now()));
  }

  async reserve(call: PaymentCall, payload: OrderPayload): Promise<StoredAnswer> {
    this.assertRole(call);
    const order = await this.callersOrder(call, payload);
    return this.idempotent(call, 'reserve', payload, (tx) => this.reserveIn(tx, call, order), (error) => orderRefusalAnswer(order, error, this.clock.now()));
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
      (error) => existingRefusalAnswer(error, this.clock.now()),
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
        const { decision, subject } = await refundDecisionFor(tx, this.kinds, call.auth, payment, null, now);
        const movable = payment.status_id === TransactionStatusId.Reserved || payment.status_id === TransactionStatusId.Completed;
        // A failed, cancelled or expired order cancelled again answers as it is (nothing moves);
        // every other refusal is the policy's.
        if (!decision.allowed && (decision.refusal !== 'state' || movable)) refuse(decision, subject, 'cancel');
        const before = payment.status_id;
        if (payment.status_id === TransactionStatusId.Reserved) {
          await this.settlement.release(tx, payment, 'cancel', now);
        } else if (payment.status_id === TransactionStatusId.Completed) {
          // A completed purchase is cancelled by giving back whatever was not refunded yet.
          await this.settlement.refund(tx, payment, 'everything', now, call.auth.userId, 'cancellation');
          await payments.setStatus(tx, payment.id, { statusId: TransactionStatusId.Cancelled, errorMessage: PaymentErrorMessage.Cancelled, at: now });
        }
        await auditStaff(tx, call.auth, payment.id, 'Cancel', before, now, 'Cancelled');
        return ok(await this.present(tx, payment.id));
      },
      (error) => existingRefusalAnswer(error, this.clock.now()),
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
        const { decision, subject } = await refundDecisionFor(tx, this.kinds, call.auth, payment, request.Products.map((product) => product.ID), now);
        if (!decision.allowed) refuse(decision, subject, 'refund');
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
        await auditStaff(tx, call.auth, payment.id, 'Refund', payment.status_id, this.clock.now(), `Refunded ${refunded} as ${refundId}`);
        return ok(await this.present(tx, refundId));
      },
      (error) => existingRefusalAnswer(error, this.clock.now(), scope),
    );
  }

  /**
   * A product its seller withdrew after it was ordered (a food-plan dish removed from the
   * menu, issue 25), inside the caller's transaction and under the payment's lock. No
   * caller's refund policy applies: nobody asked, the sale's object is gone.
   *
   * - A completed purchase: whatever of the product it still holds goes back to the wallet
   *   in full, as a refund of the handler's own (its ledger postings, its refund
   *   transaction). Each line once: what is refunded already is not refunded again.
   * - A reservation (a card payment still pending, or not completed yet): the whole order is
   *   cancelled as the family's cancel would (its hold and stock go back, a pending card
   *   child ends, a card paid later is credited to the wallet); it moved no money.
   *
   * Null when there is nothing left to do (refunded or cancelled before, not an order).
   */
  async withdrawProduct(tx: Queryable, paymentId: string, productId: string, userId: string | null): Promise<WithdrawnOrder | null> {
    const payment = await payments.lockPayment(tx, paymentId);
    if (payment === null || payment.kind !== 'order') return null;
    const remaining = (await payments.linesOf(tx, payment.id))
      .filter((line) => line.product_id === productId)
      .reduce((sum, line) => sum + line.quantity - line.refunded_quantity, 0);
    if (remaining <= 0) return null;
    const now = this.clock.now();
    if (payment.status_id === TransactionStatusId.Reserved) {
      // The removed dish's own e-mail (dishRemovedMail) tells the family: no confirmation of the cancel.
      await this.settlement.release(tx, payment, 'cancel', now, 'elsewhere');
      return { outcome: 'cancelled', paymentId: payment.id };
    }
    if (payment.status_id !== TransactionStatusId.Completed) return null;
    const refundId = await this.settlement.refund(tx, payment, [{ productId, quantity: remaining }], now, userId, 'elsewhere');
    if (refundId === null) return null;
    const refund = await payments.findPayment(tx, refundId);
    return { outcome: 'refunded', refundId, amountOre: Number(refund?.amount_ore ?? 0) };
  }

  /**
   * Locks the orders named, in id order, inside the caller's transaction: a caller that will
   * change several orders of a wallet (an absence) takes their locks before the wallet's, in
   * the platform's order for changing an order (the payment, then its wallet), so it never
   * waits in a circle with a refund or a cancel of one of them.
   */
  async lockOrders(tx: Queryable, paymentIds: readonly string[]): Promise<void> {
    for (const id of [...new Set(paymentIds)].sort()) await payments.lockPayment(tx, id);
  }

  /**
   * A child reported absent (issue 26): the lines of `productIds` a food-plan order still
   * holds, for days whose absence deadline the food plan found not passed, inside the
   * caller's transaction (which holds the wallet's lock) and under the payment's lock. No
   * caller's refund policy applies (the absence deadline is the food plan's rule, whatever
   * the item's CancellationDate), so it is the same movement as withdrawProduct's:
   *
   * - a completed purchase: what those lines still hold goes back to the wallet in full as
   *   one refund of the handler's own (its ledger postings, its refund transaction); what is
   *   refunded already is not refunded again (refunded_quantity), so a retry finds nothing;
   * - a reservation (its card payment pending): the whole order is cancelled unpaid.
   *
   * Null when nothing is left to do.
   */
  async creditAbsence(tx: Queryable, paymentId: string, productIds: readonly string[], userId: string | null): Promise<WithdrawnOrder | null> {
    const payment = await payments.lockPayment(tx, paymentId);
    if (payment === null || payment.kind !== 'order') return null;
    const wanted = new Set(productIds);
    const remaining = new Map<string, number>();
    for (const line of await payments.linesOf(tx, payment.id)) {
      if (!wanted.has(line.product_id)) continue;
      remaining.set(line.product_id, (remaining.get(line.product_id) ?? 0) + line.quantity - line.refunded_quantity);
    }
    const lines = [...remaining].filter(([, quantity]) => quantity > 0).map(([productId, quantity]) => ({ productId, quantity }));
    if (lines.length === 0) return null;
    const now = this.clock.now();
    if (payment.status_id === TransactionStatusId.Reserved) {
      await this.settlement.release(tx, payment, 'cancel', now);
      return { outcome: 'cancelled', paymentId: payment.id };
    }
    if (payment.status_id !== TransactionStatusId.Completed) return null;
    const refundId = await this.settlement.refund(tx, payment, lines, now, userId);
    if (refundId === null) return null;
    const refund = await payments.findPayment(tx, refundId);
    return { outcome: 'refunded', refundId, amountOre: Number(refund?.amount_ore ?? 0) };
  }

  /**
   * An absent school day's share of a paid subscription period (issue 26), inside the
   * caller's transaction and under the payment's lock: given back as an amount (the
   * Settlement's refundAmount), never more than the period's payment still holds. Null when
   * the period's payment is not a completed order still holding its line.
   */
  async creditAbsenceShare(tx: Queryable, paymentId: string, amountOre: number, userId: string | null): Promise<{ refundId: string; amountOre: number } | null> {
    const payment = await payments.lockPayment(tx, paymentId);
    if (payment === null || payment.kind !== 'order' || payment.status_id !== TransactionStatusId.Completed) return null;
    const holds = (await payments.linesOf(tx, payment.id)).some((line) => line.quantity - line.refunded_quantity > 0);
    if (!holds) return null;
    return this.settlement.refundAmount(tx, payment, amountOre, this.clock.now(), userId);
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

  /** The reserved order's card child paid with another method (MobilePay's page, or the card page): CardChildPayments.changeMethod. */
  async changeCardPaymentMethod(call: PaymentCall, transactionId: string, method: 'card' | 'mobilepay'): Promise<StoredAnswer> {
    this.assertRole(call);
    await this.assertPaymentAccess(call.auth, transactionId);
    await this.cardChildren.changeMethod(transactionId, method, call.language);
    return ok(await this.present(this.db, transactionId));
  }

  /** A reservation inside the caller's database transaction (the support tool's duplicate). */
  reserveWithin(tx: Queryable, auth: AuthContext, order: NormalizedOrder): Promise<StoredAnswer> {
    return this.reserveIn(tx, { auth, role: undefined, idempotencyKey: undefined }, order);
  }

  private async reserveIn(tx: Queryable, call: PaymentCall, order: NormalizedOrder): Promise<StoredAnswer> {
    const now = this.clock.now();
    // The wallet's row lock first: the money, the double order and every limit (purchases
    // and amount per day, weekdays, blocked) are then decided on what the reservations
    // before this one left, so concurrent orders cannot all pass a limit only one fits in.
    const account = await this.ledger.lockWallet(tx, order.walletId);
    const evaluation = await evaluateOrder(tx, this.sources, this.kinds, order, now, this.cardProvider !== null);
    if (evaluation.walletOre > 0 && !canCover(account, evaluation.walletOre)) throw decline(PaymentErrorMessage.NoFund);
    const refused = await this.sources.stock.take(tx, quantitiesByProduct(evaluation.lines));
    // Withdrawn after the catalogue was read (a dish removed this moment): refused as any product not for sale.
    if (refused.withdrawn.length > 0) throw badRequest(`Products not for sale: ${refused.withdrawn.join(', ')}`);
    if (refused.short.length > 0) throw decline(PaymentErrorMessage.OutOfStock, { failedProducts: refused.short });

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
    if (evaluation.cardOre > 0) await this.cardChildren.start(tx, order, evaluation, paymentId, now, expiresAt, call.language);
    else if (order.autoComplete) {
      const reserved = await payments.lockPayment(tx, paymentId);
      if (reserved) await this.settlement.capture(tx, reserved, now);
    }
    return ok(await this.present(tx, paymentId));
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
