import { randomUUID } from 'node:crypto';
import { PaymentErrorMessage, TransactionStatusId } from '@kk/contracts';
import { quantitiesByProduct } from '../../core/order-pricing';
import { canCover, planRefund, remainingQuantities, type RefundableLine } from '../../core/payment-rules';
import { platformText, storedDescription } from '../../core/platform-texts';
import type { Queryable } from '../../db/db';
import type { CatalogueStock } from '../catalogue/reader';
import type { LedgerService } from '../ledger/service';
import { decline } from '../../core/payment-declines';
import * as payments from './repository';
import { insertNote } from './staff';

export type ReleaseOutcome = 'cancel' | 'expire' | 'deny';

const RELEASED_AS: Readonly<Record<ReleaseOutcome, { statusId: number; message: string; hold: 'released' | 'expired' }>> = {
  cancel: { statusId: TransactionStatusId.Cancelled, message: PaymentErrorMessage.Cancelled, hold: 'released' },
  expire: { statusId: TransactionStatusId.Expired, message: PaymentErrorMessage.Expired, hold: 'expired' },
  deny: { statusId: TransactionStatusId.Failed, message: PaymentErrorMessage.Denied, hold: 'released' },
};

/**
 * An order event the family is told of (issue 26, order confirmations): recorded in the
 * transaction that causes it, so nothing is told of what rolled back.
 */
export type OrderEvent =
  | { event: 'completed'; paymentId: string }
  | { event: 'cancelled'; paymentId: string; refundId: string | null }
  | { event: 'refunded'; paymentId: string; refundId: string }
  /** An order changed by its kind's module (a meeting order's update): the child payment that charged or gave back the difference. */
  | { event: 'changed'; paymentId: string; changeId: string };

/** Where the settlement records its order events (the confirmations module's, made by the composition root). */
export interface OrderEventSink {
  record(tx: Queryable, event: OrderEvent & { walletId: string; balanceOre: number; at: Date }): Promise<void>;
}

/** Records nothing: a settlement without confirmations (tests that build one by hand). */
export const NO_ORDER_EVENTS: OrderEventSink = { record: async () => undefined };

/**
 * How a refund is told: as a refund (the default), as the cancellation of its order (a
 * completed order given back whole), or not at all by the settlement because the caller
 * sends a message of its own that tells it (a removed dish's `dishRemovedMail`, an
 * absence's credit).
 */
export type RefundTold = 'refund' | 'cancellation' | 'elsewhere';

/** How a cancelled reservation is told: as a cancellation (the default), or by the caller's own message. */
export type ReleaseTold = 'cancellation' | 'elsewhere';

const toRefundable = (line: payments.LineRow): RefundableLine => ({
  lineNo: line.line_no,
  productId: line.product_id,
  priceOre: line.price_ore,
  quantity: line.quantity,
  refundedQuantity: line.refunded_quantity,
});

/**
 * The status changes of a payment that move money or stock. Each runs inside the
 * caller's transaction with the payment row already locked, and takes the wallet's
 * account lock before touching the ledger (the platform's one lock order).
 */
export class Settlement {
  constructor(
    private readonly ledger: LedgerService,
    private readonly stock: CatalogueStock,
    private readonly events: OrderEventSink = NO_ORDER_EVENTS,
  ) {}

  /** Records the event with the wallet's balance after it (the wallet's row is locked already, so this reads it). */
  private async tell(tx: Queryable, walletId: string, event: OrderEvent, at: Date): Promise<void> {
    const account = await this.ledger.lockWallet(tx, walletId);
    await this.events.record(tx, { ...event, walletId, balanceOre: Number(account.balanceOre), at });
  }

  /** A payment locked for a change by its kind's module (a meeting order's update); null when there is none. */
  lockOrder(tx: Queryable, paymentId: string): Promise<payments.PaymentRow | null> {
    return payments.lockPayment(tx, paymentId);
  }

  /** The order's lines as they stand (price, quantity, refunded), for a change to start from. */
  linesOf(q: Queryable, paymentId: string): Promise<payments.LineRow[]> {
    return payments.linesOf(q, paymentId);
  }

  /** A changed order's new description. */
  describe(tx: Queryable, paymentId: string, description: string, at: Date): Promise<void> {
    return payments.setDescription(tx, paymentId, description, at);
  }

  /**
   * A completed order handed out by the seller (the webshop's hand-out list, issue 26): when
   * and by whom, set once, and a note in the transaction's history. The caller has locked
   * the payment (`lockOrder`) and checked it is its kind's and completed, so a family's
   * cancel, which takes the same lock, comes either before (the order is cancelled and not
   * handed out) or after (the refund policy refuses it). Moves no money; answers false when
   * it was handed out already (nothing changes).
   */
  async markHandedOut(tx: Queryable, payment: payments.PaymentRow, by: { userId: string; name: string }, at: Date, note: string): Promise<boolean> {
    if (payment.status_id !== TransactionStatusId.Completed) throw new Error(`Payment ${payment.id} is not completed: only a completed order is handed out`);
    if (!(await payments.setHandedOut(tx, payment.id, by.userId, at))) return false;
    await insertNote(tx, { transactionId: payment.id, userId: by.userId, authorName: by.name, action: 'HandOut', note, before: { HandedOut: false }, after: { HandedOut: true }, at });
    return true;
  }

  /** Reserved -> completed: the held money is spent (release the hold, then post the purchase). */
  async capture(tx: Queryable, payment: payments.PaymentRow, at: Date): Promise<void> {
    const account = await this.ledger.lockWallet(tx, payment.wallet_id);
    const ledgerTransactionId = randomUUID();
    if (payment.hold_id !== null) await this.ledger.settleHold(tx, payment.hold_id, 'captured', at, ledgerTransactionId);
    if (payment.amount_ore > 0) {
      await this.ledger.spend(tx, {
        id: ledgerTransactionId,
        walletAccountId: account.accountId,
        revenueAccountId: await payments.revenueAccountOf(tx, payment.customer_id),
        amountOre: payment.amount_ore,
        at,
        description: storedDescription(payment),
      });
    }
    await payments.setStatus(tx, payment.id, {
      statusId: TransactionStatusId.Completed,
      errorMessage: null,
      at,
      ...(payment.amount_ore > 0 ? { ledgerTransactionId } : {}),
    });
    await this.tell(tx, payment.wallet_id, { event: 'completed', paymentId: payment.id }, at);
  }

  /**
   * A completed order whose products change (a meeting order's update): its lines become
   * `lines`, and the difference between their total and what the order keeps now (its
   * lines less what was refunded) moves in this transaction, under the wallet's lock. More
   * is charged as an adjustment (a child with its own ledger transaction; the order's
   * amount grows by it, so the order's amount stays everything charged for it); less is
   * given back as a refund child ('Tillæg: ' and 'Refusion: ' before `description`). A
   * charge the wallet cannot cover, or on a blocked wallet, is declined. Answers the
   * difference in øre.
   */
  async rewriteOrder(
    tx: Queryable,
    payment: payments.PaymentRow,
    lines: readonly Omit<payments.NewLine, 'lineNo' | 'extra'>[],
    at: Date,
    userId: string | null,
    description: string,
  ): Promise<number> {
    const account = await this.ledger.lockWallet(tx, payment.wallet_id);
    const current = await payments.linesOf(tx, payment.id);
    const keptOre = current.reduce((sum, line) => sum + line.price_ore * (line.quantity - line.refunded_quantity), 0);
    const deltaOre = lines.reduce((sum, line) => sum + line.priceOre * line.quantity, 0) - keptOre;
    const child = { parentId: payment.id, statusId: TransactionStatusId.Completed, walletId: payment.wallet_id, customerId: payment.customer_id, userId };
    const changeId = deltaOre === 0 ? null : randomUUID();
    if (deltaOre > 0) {
      if (await payments.walletIsBlocked(tx, payment.wallet_id)) throw decline(PaymentErrorMessage.WalletBlocked);
      if (!canCover(account, deltaOre)) throw decline(PaymentErrorMessage.NoFund);
      const ledgerTransactionId = await this.ledger.spend(tx, {
        walletAccountId: account.accountId,
        revenueAccountId: await payments.revenueAccountOf(tx, payment.customer_id),
        amountOre: deltaOre,
        at,
        description: platformText('surcharge', { text: description }),
      });
      await payments.insertPayment(tx, {
        id: changeId as string,
        kind: 'adjustment',
        ...child,
        description: platformText('surcharge', { text: description }),
        amountOre: deltaOre,
        walletAmountOre: deltaOre,
        cardAmountOre: 0,
        ...payments.PLAIN_PAYMENT,
        ledgerTransactionId,
        expiresAt: null,
        createdAt: at,
      });
      await payments.addToOrderAmount(tx, payment.id, deltaOre, at);
    } else if (deltaOre < 0) {
      const ledgerTransactionId = await this.ledger.refund(tx, {
        walletAccountId: account.accountId,
        refundAccountId: await this.ledger.refundAccountId(tx, payment.customer_id),
        amountOre: -deltaOre,
        at,
        description: platformText('refund', { text: description }),
      });
      await payments.insertPayment(tx, {
        id: changeId as string,
        kind: 'refund',
        ...child,
        description: platformText('refund', { text: description }),
        amountOre: -deltaOre,
        walletAmountOre: -deltaOre,
        cardAmountOre: 0,
        ...payments.PLAIN_PAYMENT,
        ledgerTransactionId,
        expiresAt: null,
        createdAt: at,
      });
    }
    await payments.replaceLines(tx, payment.id, lines.map((line, index) => ({ ...line, lineNo: index + 1, extra: null })));
    // A change that moved money is told (issue 26): the order as it now reads and the difference.
    if (changeId !== null) await this.tell(tx, payment.wallet_id, { event: 'changed', paymentId: payment.id, changeId }, at);
    return deltaOre;
  }

  /**
   * A failed or expired order paid again (the support tool's retry): the whole amount from
   * the wallet now, and its stock taken again, or a refusal (NoFund, out of stock or withdrawn) that
   * the caller rolls back. Whatever a card was to pay, the wallet pays now.
   */
  async chargeAgain(tx: Queryable, payment: payments.PaymentRow, at: Date): Promise<void> {
    const account = await this.ledger.lockWallet(tx, payment.wallet_id);
    if (!canCover(account, payment.amount_ore)) throw decline(PaymentErrorMessage.NoFund);
    const lines = await payments.linesOf(tx, payment.id);
    const refused = await this.stock.take(tx, quantitiesByProduct(lines.map((line) => ({ productId: line.product_id, quantity: line.quantity }))));
    const failedProducts = [...refused.withdrawn, ...refused.short];
    if (failedProducts.length > 0) throw decline(PaymentErrorMessage.OutOfStock, { failedProducts });
    const ledgerTransactionId =
      payment.amount_ore > 0
        ? await this.ledger.spend(tx, {
            walletAccountId: account.accountId,
            revenueAccountId: await payments.revenueAccountOf(tx, payment.customer_id),
            amountOre: payment.amount_ore,
            at,
            description: storedDescription(payment),
          })
        : null;
    await payments.payFromWallet(tx, payment.id);
    await payments.setStatus(tx, payment.id, {
      statusId: TransactionStatusId.Completed,
      errorMessage: null,
      at,
      ...(ledgerTransactionId === null ? {} : { ledgerTransactionId }),
    });
    await this.tell(tx, payment.wallet_id, { event: 'completed', paymentId: payment.id }, at);
  }

  /**
   * Gives money back to the wallet as a new transaction (kind refund, its own ledger
   * transaction from the seller's refund account); the purchase's lines remember what was
   * refunded, and the stock comes back. 'everything' refunds whatever is left (cancelling
   * a completed purchase). Returns the refund's id, or null when nothing was left.
   * `told` says how the family hears of it (a refund confirmation by default; pass
   * 'elsewhere' when the caller's own message tells it, e.g. a removed dish's e-mail).
   */
  async refund(
    tx: Queryable,
    payment: payments.PaymentRow,
    requested: readonly { productId: string; quantity: number }[] | 'everything',
    at: Date,
    userId: string | null,
    told: RefundTold = 'refund',
  ): Promise<string | null> {
    const boughtLines = await payments.linesOf(tx, payment.id);
    const bought = boughtLines.map(toRefundable);
    let amountOre: number;
    let refundLines: { lineNo: number; productId: string; quantity: number; amountOre: number }[] = [];
    if (bought.length === 0) {
      // A canteen sale without products can only be given back whole.
      if (requested !== 'everything') throw decline(PaymentErrorMessage.RequestInvalid, { reason: 'This purchase has no products to refund by' });
      amountOre = payment.amount_ore - (await payments.refundedOre(tx, payment.id));
      if (amountOre <= 0) return null;
    } else {
      const wanted = requested === 'everything' ? remainingQuantities(bought) : requested;
      if (wanted.length === 0) return null;
      const plan = planRefund(bought, wanted);
      if (!plan.ok) throw decline(PaymentErrorMessage.RequestInvalid, { reason: plan.reason });
      // Never more than the purchase still holds: an amount given back without lines before
      // (an absent day's share of a subscription period, refundAmount) counts too.
      amountOre = Math.min(plan.amountOre, Math.max(0, Number(payment.amount_ore) - Number(await payments.refundedOre(tx, payment.id))));
      refundLines = plan.lines;
    }

    const account = await this.ledger.lockWallet(tx, payment.wallet_id);
    const ledgerTransactionId =
      amountOre > 0
        ? await this.ledger.refund(tx, {
            walletAccountId: account.accountId,
            refundAccountId: await this.ledger.refundAccountId(tx, payment.customer_id),
            amountOre,
            at,
            description: platformText('refund', { text: storedDescription(payment) }),
          })
        : null;
    const refundId = randomUUID();
    await payments.insertPayment(tx, {
      id: refundId,
      kind: 'refund',
      parentId: payment.id,
      statusId: TransactionStatusId.Completed,
      walletId: payment.wallet_id,
      customerId: payment.customer_id,
      userId,
      description: platformText('refund', { text: storedDescription(payment) }),
      amountOre,
      walletAmountOre: amountOre,
      cardAmountOre: 0,
      ...payments.PLAIN_PAYMENT,
      ledgerTransactionId,
      expiresAt: null,
      createdAt: at,
    });
    const byLine = new Map(bought.map((line) => [line.lineNo, line]));
    const names = new Map(boughtLines.map((line) => [line.line_no, line.name]));
    await payments.insertLines(
      tx,
      refundId,
      refundLines.map((line, index) => ({
        lineNo: index + 1,
        productId: line.productId,
        name: names.get(line.lineNo) ?? '',
        priceOre: byLine.get(line.lineNo)?.priceOre ?? 0,
        quantity: line.quantity,
        extra: null,
      })),
    );
    await payments.addRefundedQuantities(tx, payment.id, refundLines);
    await this.stock.giveBack(tx, quantitiesByProduct(refundLines));
    if (told === 'refund') await this.tell(tx, payment.wallet_id, { event: 'refunded', paymentId: payment.id, refundId }, at);
    else if (told === 'cancellation') await this.tell(tx, payment.wallet_id, { event: 'cancelled', paymentId: payment.id, refundId }, at);
    return refundId;
  }

  /**
   * Gives back part of a completed purchase as an amount, not as products (an absent school
   * day's share of a paid subscription period, issue 26): a refund child without lines, its
   * own ledger transaction from the seller's refund account, the purchase's lines untouched
   * (the period stays paid). Never more than the purchase still holds after its refunds, so
   * a later refund of its lines gives back only the rest. Null when nothing is left.
   */
  async refundAmount(tx: Queryable, payment: payments.PaymentRow, amountOre: number, at: Date, userId: string | null): Promise<{ refundId: string; amountOre: number } | null> {
    if (!Number.isInteger(amountOre) || amountOre <= 0) return null;
    const left = Number(payment.amount_ore) - Number(await payments.refundedOre(tx, payment.id));
    const given = Math.min(amountOre, left);
    if (given <= 0) return null;
    const account = await this.ledger.lockWallet(tx, payment.wallet_id);
    const description = platformText('refund', { text: storedDescription(payment) });
    const ledgerTransactionId = await this.ledger.refund(tx, {
      walletAccountId: account.accountId,
      refundAccountId: await this.ledger.refundAccountId(tx, payment.customer_id),
      amountOre: given,
      at,
      description,
    });
    const refundId = randomUUID();
    await payments.insertPayment(tx, {
      id: refundId,
      kind: 'refund',
      parentId: payment.id,
      statusId: TransactionStatusId.Completed,
      walletId: payment.wallet_id,
      customerId: payment.customer_id,
      userId,
      description,
      amountOre: given,
      walletAmountOre: given,
      cardAmountOre: 0,
      ...payments.PLAIN_PAYMENT,
      ledgerTransactionId,
      expiresAt: null,
      createdAt: at,
    });
    // Told like any refund: the family learns of every krone given back (issue 26).
    await this.tell(tx, payment.wallet_id, { event: 'refunded', paymentId: payment.id, refundId }, at);
    return { refundId, amountOre: given };
  }

  /**
   * Reserved -> cancelled, expired or denied: the hold and the stock go back, a pending card
   * child ends too. Moves no money (a hold is not a posting). A cancel is told as the
   * order's cancellation unless `told` is 'elsewhere'; an expiry or a denial is not told.
   */
  async release(tx: Queryable, payment: payments.PaymentRow, outcome: ReleaseOutcome, at: Date, told: ReleaseTold = 'cancellation'): Promise<void> {
    const result = RELEASED_AS[outcome];
    await this.ledger.lockWallet(tx, payment.wallet_id);
    if (payment.hold_id !== null) await this.ledger.settleHold(tx, payment.hold_id, result.hold, at);
    const lines = await payments.linesOf(tx, payment.id);
    await this.stock.giveBack(tx, quantitiesByProduct(lines.map((line) => ({ productId: line.product_id, quantity: line.quantity }))));
    for (const child of await payments.childrenOf(tx, payment.id)) {
      if (child.kind === 'card' && child.status_id === TransactionStatusId.Reserved) {
        await payments.setStatus(tx, child.id, { statusId: result.statusId, errorMessage: result.message, at });
      }
    }
    await payments.setStatus(tx, payment.id, { statusId: result.statusId, errorMessage: result.message, at });
    if (outcome === 'cancel' && told === 'cancellation') await this.tell(tx, payment.wallet_id, { event: 'cancelled', paymentId: payment.id, refundId: null }, at);
  }
}
