import { randomUUID } from 'node:crypto';
import { PaymentErrorMessage, TransactionStatusId } from '@kk/contracts';
import { AppError, forbidden } from '../../core/errors';
import { renderDescription, storedDescription } from '../../core/platform-texts';
import type { Db, Queryable } from '../../db/db';
import type { CardProviderAdapter } from '../card-provider/adapter';
import { CardProviderUnavailableError } from '../card-provider/errors';
import { decline } from '../../core/payment-declines';
import type { PaymentConfig } from './config';
import { NO_WALLET_REASON, type OrderEvaluation } from './order-evaluation';
import type { NormalizedOrder } from './order-request';
import { STATE_REFUSAL_MESSAGE } from './refund-gate';
import * as payments from './repository';

type Language = 'da' | 'en' | undefined;

/** Where the order's card payment sends the browser back, as the order said (CreditCardPaymentWindow.AcceptURL). */
function acceptUrlOf(payment: payments.PaymentRow): string | null {
  const data = payment.custom_data as { payload?: { CustomData?: { CreditCardPaymentWindow?: { AcceptURL?: unknown } | null } } } | null;
  const url = data?.payload?.CustomData?.CreditCardPaymentWindow?.AcceptURL;
  return typeof url === 'string' ? url : null;
}

/**
 * An order's credit-card child (type 4): the part of an order the card provider's hosted
 * page (the card page or MobilePay's) pays. Its MerchantData is that page's address.
 */
export class CardChildPayments {
  constructor(
    private readonly db: Db,
    private readonly config: PaymentConfig,
    private readonly cardProvider: CardProviderAdapter | null,
  ) {}

  /** Opens the provider's page for the order's card amount and writes the reserved child under the order. */
  async start(tx: Queryable, order: NormalizedOrder, evaluation: OrderEvaluation, parentId: string, now: Date, expiresAt: Date, language: Language): Promise<void> {
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

  /**
   * The reserved order's child paid with another method: the provider's page for it becomes
   * the child's MerchantData (the provider closes the page opened before, so only one can be
   * paid). Moves no money. The order and child are checked under their locks, the provider
   * is asked after the commit (no lock held while it answers), and the page is kept only if
   * the child is still waiting for its payment.
   */
  async changeMethod(transactionId: string, method: 'card' | 'mobilepay', language: Language): Promise<void> {
    if (this.cardProvider === null) throw decline(PaymentErrorMessage.NoCreditCard);
    const child = await this.db.transaction(async (tx) => {
      const payment = await payments.lockPayment(tx, transactionId);
      if (!payment) throw forbidden(NO_WALLET_REASON);
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
        description: renderDescription(child.description, language ?? 'da'),
        returnUrl: child.returnUrl ?? this.config.defaultReturnUrl,
        ...(language === undefined ? {} : { language }),
      }));
    } catch (error) {
      if (error instanceof CardProviderUnavailableError) throw new AppError(502, error.timedOut ? 'timeout' : 'unable to connect', error.message);
      throw error;
    }
    await this.db.query('UPDATE payment_transactions SET merchant_data = $2 WHERE id = $1 AND status_id = $3', [child.id, redirectUrl, TransactionStatusId.Reserved]);
  }
}
