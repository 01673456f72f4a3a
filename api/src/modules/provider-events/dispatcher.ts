import type { Clock } from '../../clock';
import { AppError, unauthorized } from '../../core/errors';
import type { Db, Queryable } from '../../db/db';
import type { CardProviderAdapter, ProviderNotification } from '../card-provider/adapter';
import type { CardPaymentNotificationHandler } from '../card-provider/notifications';
import { recordProviderMismatch } from './mismatches';
import * as events from './repository';

export type NoticeKind = ProviderNotification['kind'];
export type Notice<K extends NoticeKind> = Extract<ProviderNotification, { kind: K }>;
export type PaymentNotice = Notice<'payment_completed' | 'payment_failed'>;
/** The kinds settled in the transaction that records the event: everything but payments. */
export type RecordedNoticeKind = Exclude<NoticeKind, PaymentNotice['kind']>;

/** A step to run once the event's transaction has committed (best effort, e.g. telling the provider). */
export type AfterCommit = () => Promise<void>;

/**
 * The owner of some notice kinds, settled in the transaction that records the event: a
 * replay (or the provider's retry) finds the event and changes nothing, and a failure rolls
 * both back so the provider's retry settles it again.
 */
export interface RecordedNoticeOwner<K extends RecordedNoticeKind> {
  readonly kinds: readonly K[];
  settle(tx: Queryable, notice: Notice<K>): Promise<AfterCommit | undefined>;
}

/**
 * An owner of payment notices: settles the payment in its own transaction, idempotently,
 * and answers false when the payment is not its own. An AppError 422 says the notice does
 * not match its payment (another amount, an unknown payment, paid twice).
 */
export interface PaymentNoticeOwner {
  settle(notice: PaymentNotice): Promise<boolean>;
}

export interface NotificationReceipt {
  /** True when this event was processed before: nothing was done again. */
  duplicate: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The provider's server-to-server notifications: genuine only with a valid signature,
 * processed once, each handed to the module that owns its kind (the composition root
 * registers them). The event id is recorded in the same database transaction as the
 * effect, so a replay finds it and changes nothing; a payment notice is recorded after its
 * owner settled it in its own (idempotent) transaction.
 */
export class ProviderEventDispatcher {
  private readonly owners = new Map<RecordedNoticeKind, (tx: Queryable, notice: ProviderNotification) => Promise<AfterCommit | undefined>>();
  private readonly paymentOwners: PaymentNoticeOwner[] = [];

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly provider: CardProviderAdapter,
  ) {}

  /** The owner of some kinds of notice; a kind has one owner. */
  own<K extends RecordedNoticeKind>(owner: RecordedNoticeOwner<K>): void {
    for (const kind of owner.kinds) {
      if (this.owners.has(kind)) throw new Error(`The provider's ${kind} notices already have an owner`);
      this.owners.set(kind, (tx, notice) => owner.settle(tx, notice as Notice<K>));
    }
  }

  /** An owner of payment notices, asked after those registered before it: the first that knows the payment settles it. */
  ownPayments(owner: PaymentNoticeOwner): void {
    this.paymentOwners.push(owner);
  }

  async receive(rawBody: string, headers: Readonly<Record<string, string | undefined>>): Promise<NotificationReceipt> {
    const notification = this.provider.verifyNotification(rawBody, headers);
    if (notification === null) throw unauthorized('The notification is not signed by the card provider, or is too old');
    if (notification.kind === 'payment_completed' || notification.kind === 'payment_failed') return this.paymentNotification(notification);
    const owner = this.owners.get(notification.kind);
    const settled = await this.db.transaction(async (tx) => {
      if (!(await this.record(tx, notification))) return { duplicate: true, afterCommit: undefined };
      // A kind nobody owns is recorded and changes nothing.
      return { duplicate: false, afterCommit: owner === undefined ? undefined : await owner(tx, notification) };
    });
    await settled.afterCommit?.();
    return { duplicate: settled.duplicate };
  }

  /**
   * The outcome the provider notified for a hosted payment (by the provider's transaction
   * id), with the payment's wallet and the user who ordered it, for the owner check.
   */
  notifiedPayment(providerTransactionId: string): Promise<{ kind: string; wallet_id: string | null; user_id: string | null } | null> {
    return events.paymentEventByTransaction(this.db, providerTransactionId);
  }

  /**
   * Each owner settles the payment in its own transaction and is idempotent, so the event
   * is recorded after it: a crash in between makes the provider's retry settle nothing
   * twice and record the event then.
   */
  private async paymentNotification(notification: PaymentNotice): Promise<NotificationReceipt> {
    if (await events.providerEventExists(this.db, notification.eventId)) return { duplicate: true };
    for (const owner of this.paymentOwners) {
      try {
        if (await owner.settle(notification)) return { duplicate: !(await this.record(this.db, notification)) };
      } catch (error) {
        if (!(error instanceof AppError && error.statusCode === 422)) throw error;
        return this.mismatch(notification, error.reason);
      }
    }
    // Not recorded: the provider keeps retrying until an owner can take it.
    throw new AppError(503, 'Unavailable', 'Card payment notifications cannot be processed yet');
  }

  /**
   * A signed notice that does not match the card payment it names: recorded with a note for
   * the help desk and taken (2xx), so the provider stops retrying it; nothing is credited
   * and the order is left as it is (a reserved order expires unpaid, its hold released).
   */
  private async mismatch(notification: PaymentNotice, reason: string): Promise<NotificationReceipt> {
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
    return events.recordProviderEvent(q, {
      eventId: notification.eventId,
      kind: notification.kind,
      registrationId: 'registrationId' in notification && UUID.test(notification.registrationId) ? notification.registrationId : null,
      paymentId: 'paymentId' in notification ? notification.paymentId : null,
      providerTransactionId: 'providerTransactionId' in notification ? (notification.providerTransactionId ?? null) : null,
      at: this.clock.now(),
    });
  }
}

/**
 * The payment module's hosted card payments as an owner of payment notices: every payment
 * asked about is theirs (registered last, after the owners that can say no), and one they
 * do not know is their 422.
 */
export function cardPaymentOwner(payments: CardPaymentNotificationHandler): PaymentNoticeOwner {
  return {
    settle: async (notice) => {
      if (notice.kind === 'payment_completed') await payments.paymentCompleted(notice);
      else await payments.paymentFailed(notice);
      return true;
    },
  };
}
