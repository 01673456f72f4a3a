/**
 * Who may take money back (spec section 6; issue 23), written once for the payment handler
 * (CancelTransaction, RefundTransaction on every path, the support tool's Admin paths) and
 * for every screen that offers a cancel or refund button.
 *
 * - The family (a guardian, the pupil, an adult on their own wallet) may cancel only an
 *   online order that its own rule still lets go: a webshop order until it is handed out
 *   and at most until its cancellation deadline; a food-plan order until its
 *   CancellationDate (a subscription period until it begins); a meeting order until its
 *   deadline and before its meeting. A reservation that has not completed may always be
 *   released (no money has moved). A canteen sale, a deposit, a refill or a MobilePay
 *   top-up is never reversed by the family: 403.
 * - Staff reverse a sale only with the right role: the support tool, or the partner site
 *   with TransactionRefund (within their staff scope, which the API checks); partner staff
 *   without it get 403. Staff give back a canteen sale or a webshop order whenever it is
 *   completed (they take the goods back), as a refund the ledger records against the sale;
 *   the food-plan and meeting rules bind staff too (the kitchen has cooked). Money that came
 *   in from a card or MobilePay is not given back to the wallet by anyone here (the payment
 *   handler has nothing to give back; a top-up is reversed at the provider): a state refusal.
 */
import { PaymentErrorMessage, TransactionStatusId, type RefundablePaymentKind, type TransactionCancellation } from '@kk/contracts';

/** What is being reversed (contracts' RefundablePaymentKind, where each is described). */
export type { RefundablePaymentKind } from '@kk/contracts';

const MONEY_IN: ReadonlySet<RefundablePaymentKind> = new Set(['deposit', 'refill', 'mobilePay']);
const ONLINE_ORDERS: ReadonlySet<RefundablePaymentKind> = new Set(['webshop', 'foodplan', 'subscription', 'meeting']);

export interface RefundCaller {
  application: 'wallet' | 'partner' | 'support';
  roles: readonly string[];
  /**
   * family: the wallet's guardian, the pupil, an adult on their own wallet.
   * staff: partner-site or support-tool staff signed in there who look after the sale.
   */
  relation: 'family' | 'staff';
}

export interface RefundSubject {
  kind: RefundablePaymentKind;
  /** TransactionStatusId: 1 reserved, 2 completed, 3 failed, 4 cancelled, 5 expired. */
  statusId: number;
  /**
   * The instant from which the order's own rule refuses: a webshop order's cancellation
   * deadline, a meeting order's deadline or meeting (the earlier), the earliest
   * CancellationDate of the food-plan items given back, a subscription period's start.
   * Null: the order has none (a sale).
   */
  cancellableUntil: Date | string | null;
  /** A webshop order handed out to the child: the family can no longer cancel it. */
  handedOut: boolean;
}

export type RefundRefusalKind =
  /** The caller may never reverse this (403). */
  | 'forbidden'
  /** The order is past its own rule: 'Cannot refund due to cancellation policy'. */
  | 'cancellationPolicy'
  /** Nothing to give back in this state (a failed order, a top-up). */
  | 'state';

export type RefundDecision =
  | { allowed: true; /** release: a reservation's hold goes back; refund: a new transaction gives money back. */ as: 'release' | 'refund' }
  | { allowed: false; refusal: RefundRefusalKind; reason: string; /** The server message the API answers with (403's own, or the catalogue's). */ serverMessage: string | null };

/** The server message a family past an order's rule sees (spec section 8). */
export const CANCELLATION_POLICY_MESSAGE: string = PaymentErrorMessage.CancellationPolicy;

/**
 * The webshop's cancellation window: a family may cancel a webshop order for 24 hours after
 * it is placed, and never once it is handed out. The deadline is stored with the order when
 * it is placed (a later change of this rule does not move it).
 */
export const WEBSHOP_CANCELLATION_WINDOW_MS = 24 * 60 * 60 * 1000;

export function webshopCancellationDeadline(placedAt: Date): Date {
  return new Date(placedAt.getTime() + WEBSHOP_CANCELLATION_WINDOW_MS);
}

/** Whether the caller holds the staff power to give money back: the support tool, or TransactionRefund on the partner site. */
export function mayRefundAsStaff(caller: Pick<RefundCaller, 'application' | 'roles'>): boolean {
  if (caller.application === 'support') return caller.roles.includes('SupportTool');
  if (caller.application === 'partner') return caller.roles.includes('PartnerSite') && caller.roles.includes('TransactionRefund');
  return false;
}

const forbid = (reason: string): RefundDecision => ({ allowed: false, refusal: 'forbidden', reason, serverMessage: null });
const stateRefusal = (reason: string): RefundDecision => ({ allowed: false, refusal: 'state', reason, serverMessage: PaymentErrorMessage.RequestInvalid });

function pastOwnRule(subject: RefundSubject, now: Date, family: boolean): RefundDecision | null {
  if (family && subject.kind === 'webshop' && subject.handedOut) {
    return { allowed: false, refusal: 'cancellationPolicy', reason: 'The order has been handed out', serverMessage: CANCELLATION_POLICY_MESSAGE };
  }
  // The webshop's deadline is the family's; staff who take the goods back may refund later.
  const bindsCaller = family || subject.kind !== 'webshop';
  if (!bindsCaller || subject.cancellableUntil === null) return null;
  const until = new Date(subject.cancellableUntil);
  if (Number.isNaN(until.getTime()) || now.getTime() >= until.getTime()) {
    return {
      allowed: false,
      refusal: 'cancellationPolicy',
      reason: `The order could be cancelled until ${Number.isNaN(until.getTime()) ? 'an unknown time' : until.toISOString()}`,
      serverMessage: CANCELLATION_POLICY_MESSAGE,
    };
  }
  return null;
}

/** Whether `caller` may cancel or refund `subject` at `now`, or why not. */
export function refundDecision(caller: RefundCaller, subject: RefundSubject, now: Date): RefundDecision {
  const family = caller.relation === 'family';
  if (family) {
    if (!ONLINE_ORDERS.has(subject.kind)) return forbid(`A ${subject.kind === 'canteen' ? 'canteen sale' : 'top-up'} is given back only by staff with the TransactionRefund role or the support tool`);
  } else if (!mayRefundAsStaff(caller)) {
    return forbid('Refunds need the TransactionRefund role on the partner site, or the support tool');
  }
  if (MONEY_IN.has(subject.kind)) return stateRefusal('A top-up is not given back to the wallet; it is reversed at the card provider');
  if (subject.statusId === TransactionStatusId.Reserved) {
    // A terminal sale is never reserved; a reservation moved no money and is released whole.
    return subject.kind === 'canteen' ? stateRefusal('A canteen sale is never pending') : { allowed: true, as: 'release' };
  }
  if (subject.statusId !== TransactionStatusId.Completed) return stateRefusal('Only a pending or completed purchase can be cancelled or refunded');
  return pastOwnRule(subject, now, family) ?? { allowed: true, as: 'refund' };
}

/** The moment the family's cancel button goes away (null: none, or never offered). For the screens' "cancel until" texts. */
export function familyCancellableUntil(subject: RefundSubject): Date | null {
  if (!ONLINE_ORDERS.has(subject.kind) || subject.handedOut || subject.cancellableUntil === null) return null;
  const until = new Date(subject.cancellableUntil);
  return Number.isNaN(until.getTime()) ? null : until;
}

/** The subject of a transaction's details as the server describes it (TransactionDetail.Cancellation), for a screen's button. */
export function subjectOfCancellation(cancellation: TransactionCancellation, statusId: number): RefundSubject {
  return { kind: cancellation.Kind, statusId, cancellableUntil: cancellation.CancellableUntil, handedOut: cancellation.HandedOut };
}
