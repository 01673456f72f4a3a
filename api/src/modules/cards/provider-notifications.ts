import type { Clock } from '../../clock';
import { AppError, unauthorized } from '../../core/errors';
import type { Db, Queryable } from '../../db/db';
import type { CardProviderAdapter, ProviderNotification } from '../card-provider/adapter';
import type { CardPaymentNotificationHandler } from '../card-provider/notifications';
import { recordProviderMismatch } from './provider-mismatches';
import * as cards from './repository';

type Notification<K extends ProviderNotification['kind']> = Extract<ProviderNotification, { kind: K }>;

export interface NotificationReceipt {
  /** True when this event was processed before: nothing was done again. */
  duplicate: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The provider's server-to-server notifications: genuine only with a valid signature,
 * processed once. The event id is recorded in the same database transaction as the
 * effect, so a replay (or the provider's retry) finds it and changes nothing, and a
 * failure rolls both back so the provider's retry processes it again.
 */
export class ProviderNotificationService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly provider: CardProviderAdapter,
    private readonly payments: CardPaymentNotificationHandler | null,
    /** Deposits with MobilePay: their payment notifications are theirs, not the payment module's. */
    private readonly mobilePay: { settle(notification: Notification<'payment_completed'> | Notification<'payment_failed'>): Promise<boolean> } | null = null,
    /** MobilePay agreements for refills: their outcome settles the agreement once. */
    private readonly agreements: {
      settle(tx: Queryable, notification: Notification<'agreement_approved'> | Notification<'agreement_failed'>): Promise<{ replacedToken: string | null }>;
      stopReplaced(token: string | null): Promise<void>;
    } | null = null,
  ) {}

  async receive(rawBody: string, headers: Readonly<Record<string, string | undefined>>): Promise<NotificationReceipt> {
    const notification = this.provider.verifyNotification(rawBody, headers);
    if (notification === null) throw unauthorized('The notification is not signed by the card provider, or is too old');
    if (notification.kind === 'payment_completed' || notification.kind === 'payment_failed') return this.paymentNotification(notification);
    let replacedToken: string | null = null;
    const receipt = await this.db.transaction(async (tx) => {
      if (!(await this.record(tx, notification))) return { duplicate: true };
      if (notification.kind === 'card_registered') await this.cardRegistered(tx, notification);
      else if (notification.kind === 'card_registration_failed') await this.registrationFailed(tx, notification);
      else if (this.agreements !== null) ({ replacedToken } = await this.agreements.settle(tx, notification));
      return { duplicate: false };
    });
    // An agreement replaced by a newer one is stopped at the provider once the change has committed.
    if (replacedToken !== null) await this.agreements?.stopReplaced(replacedToken);
    return receipt;
  }

  /**
   * The payment module settles the payment in its own transaction and is idempotent, so
   * the event is recorded after it: a crash in between makes the provider's retry settle
   * nothing twice and record the event then.
   */
  private async paymentNotification(notification: Notification<'payment_completed'> | Notification<'payment_failed'>): Promise<NotificationReceipt> {
    if (await cards.providerEventExists(this.db, notification.eventId)) return { duplicate: true };
    if (this.mobilePay !== null && (await this.mobilePay.settle(notification))) return { duplicate: !(await this.record(this.db, notification)) };
    const payments = this.payments;
    // Not recorded: the provider keeps retrying until a payment module can take it.
    if (payments === null) throw new AppError(503, 'Unavailable', 'Card payment notifications cannot be processed yet');
    try {
      if (notification.kind === 'payment_completed') await payments.paymentCompleted(notification);
      else await payments.paymentFailed(notification);
    } catch (error) {
      // The payment module's 422: the notice does not match its payment (another amount, an unknown payment, paid twice).
      if (!(error instanceof AppError && error.statusCode === 422)) throw error;
      return this.mismatch(notification, error.reason);
    }
    return { duplicate: !(await this.record(this.db, notification)) };
  }

  /**
   * A signed notice that does not match the card payment it names: recorded with a note for
   * the help desk and taken (2xx), so the provider stops retrying it; nothing is credited
   * and the order is left as it is (a reserved order expires unpaid, its hold released).
   */
  private async mismatch(notification: Notification<'payment_completed'> | Notification<'payment_failed'>, reason: string): Promise<NotificationReceipt> {
    return this.db.transaction(async (tx) => {
      if (!(await this.record(tx, notification))) return { duplicate: true };
      await recordProviderMismatch(tx, {
        eventId: notification.eventId,
        kind: notification.kind,
        paymentId: notification.paymentId,
        providerTransactionId: notification.kind === 'payment_completed' ? notification.providerTransactionId : null,
        expectedOre: null,
        paidOre: notification.kind === 'payment_completed' ? notification.amountOre : null,
        reason,
        consequence: 'Nothing was credited and the payment was left as it was: refund the payer at the provider if they were charged.',
        at: this.clock.now(),
      });
      return { duplicate: false };
    });
  }

  private record(q: Queryable, notification: ProviderNotification): Promise<boolean> {
    return cards.recordProviderEvent(q, {
      eventId: notification.eventId,
      kind: notification.kind,
      registrationId: 'registrationId' in notification && UUID.test(notification.registrationId) ? notification.registrationId : null,
      paymentId: 'paymentId' in notification ? notification.paymentId : null,
      providerTransactionId: 'providerTransactionId' in notification ? (notification.providerTransactionId ?? null) : null,
      at: this.clock.now(),
    });
  }

  /**
   * Stores the card (token, brand, last four, expiry) for the registration's wallet or
   * wallet group, and makes it the primary card of those of its wallets without one, so
   * a first card is used for refills right away.
   */
  private async cardRegistered(tx: Queryable, notification: Notification<'card_registered'>): Promise<void> {
    const registration = UUID.test(notification.registrationId) ? await cards.lockRegistration(tx, notification.registrationId) : null;
    // An unknown or already finished registration: the event is recorded, nothing else happens.
    if (registration === null || registration.status !== 'pending') return;
    const at = this.clock.now();
    const cardId = await cards.insertCreditCard(tx, {
      walletId: registration.wallet_id,
      walletGroupId: registration.wallet_group_id,
      cardType: registration.card_type,
      merchantNumber: registration.merchant_number,
      providerToken: notification.token,
      brand: notification.brand,
      last4: notification.last4,
      expiryMonth: notification.expiryMonth,
      expiryYear: notification.expiryYear,
      registrationId: registration.id,
      createdByUserId: registration.user_id,
      at,
    });
    await cards.finishRegistration(tx, registration.id, { status: 'completed', reason: null, at });
    const servedWallets =
      registration.wallet_id !== null
        ? [registration.wallet_id]
        : (await cards.walletsOfGroup(tx, registration.wallet_group_id as string)).map((wallet) => wallet.id);
    // Chosen by the card's holder, who saved it: their refills may charge it (issue 23).
    await cards.setPrimaryCard(tx, await cards.walletsWithoutPrimaryCard(tx, servedWallets), cardId, at, registration.user_id);
  }

  private async registrationFailed(tx: Queryable, notification: Notification<'card_registration_failed'>): Promise<void> {
    const registration = UUID.test(notification.registrationId) ? await cards.lockRegistration(tx, notification.registrationId) : null;
    if (registration === null || registration.status !== 'pending') return;
    await cards.finishRegistration(tx, registration.id, { status: 'failed', reason: notification.reason.slice(0, 200), at: this.clock.now() });
  }
}
