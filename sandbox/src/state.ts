import fs from 'node:fs';
import path from 'node:path';
import type { TestCardOutcome } from './protocol';

/** A hosted page the platform opened for one card registration or one payment. */
export interface SandboxSession {
  id: string;
  kind: 'card_registration' | 'payment' | 'agreement';
  /** The platform's id of the registration, payment or agreement; it comes back in the notification. */
  reference: string;
  /** The card type (merchant) for registrations; the merchant name for payments and agreements; an agreement's amount is its most per charge. */
  merchant: string;
  amountOre: number;
  description: string;
  returnUrl: string;
  notificationUrl: string;
  /** How a payment is made: on the card page, or approved in MobilePay (payments only). */
  method?: 'card' | 'mobilepay';
  /** The Danish mobile number a MobilePay payer entered; null until entered. */
  mobileNumber?: string | null;
  /** 'closed': another page was opened for the same payment; this one shows "expired". */
  status: 'open' | 'processing' | 'finished' | 'closed';
  /** Where the browser was sent when the session finished; a repeated submit goes there again. */
  finishedRedirect: string | null;
  createdAt: string;
  expiresAt: string;
}

/**
 * A MobilePay agreement the payer approved in the app: the platform charges it later by
 * its token (refills), up to its most per charge, without the payer approving each time.
 */
export interface AgreementRecord {
  token: string;
  /** The platform's id of the agreement. */
  agreementId: string;
  merchant: string;
  maxAmountOre: number;
  mobileNumber: string;
  status: 'active' | 'stopped';
  createdAt: string;
}

/** A card saved at the provider, known to the platform only by its token. */
export interface SavedCard {
  token: string;
  outcome: TestCardOutcome;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

/** Money the provider moved: a charge of a saved card, a hosted payment, a refund or a pay-out to a saved card. */
export interface ProviderTransaction {
  id: string;
  kind: 'charge' | 'payment' | 'refund' | 'payout' | 'verification';
  amountOre: number;
  refundedOre: number;
  /**
   * The platform's reference: a charge's (of a saved card or an agreement: what its status
   * call asks by), a hosted payment's paymentId, a refund's own reference.
   */
  reference?: string;
  /** Which of the provider's methods moved it (the settlement files are per method); 'card' when not told. */
  method?: 'card' | 'mobilepay';
  /** A refund's original charge or payment. */
  refundOf?: string;
  createdAt: string;
}

export type ChargeOutcome =
  | { status: 'approved'; providerTransactionId: string }
  | { status: 'declined' | 'insufficient_funds' | 'timeout' | 'error'; message: string };

/** A charge or refund by the caller's reference: a retry with the reference gets the same answer. */
export interface ReferencedOperation {
  reference: string;
  fingerprint: string;
  outcome: ChargeOutcome;
}

/**
 * What the provider knows of one payment (by the platform's paymentId), for the
 * platform's status query: kept after its pages are forgotten, so a payment approved long
 * ago is still told as approved.
 */
export interface PaymentRecord {
  paymentId: string;
  method: 'card' | 'mobilepay';
  amountOre: number;
  status: 'pending' | 'approved' | 'rejected' | 'expired';
  providerTransactionId: string | null;
  reason: string | null;
  /** The open page's session and when it runs out (pending only). */
  sessionId: string;
  expiresAt: string;
  updatedAt: string;
}

/** A signed notification waiting to reach the platform. */
export interface OutboxEntry {
  eventId: string;
  url: string;
  body: string;
  attempts: number;
  nextAttemptAt: number;
}

interface StateData {
  sessions: Record<string, SandboxSession>;
  cards: Record<string, SavedCard>;
  transactions: Record<string, ProviderTransaction>;
  operations: Record<string, ReferencedOperation>;
  payments: Record<string, PaymentRecord>;
  agreements: Record<string, AgreementRecord>;
  outbox: OutboxEntry[];
}

const empty = (): StateData => ({ sessions: {}, cards: {}, transactions: {}, operations: {}, payments: {}, agreements: {}, outbox: [] });

/**
 * The provider's own memory: sessions, saved cards (token → test-card outcome, brand,
 * last four, expiry: never the number), transactions, referenced operations and the
 * notification outbox. Kept in memory and, when a file is given, written after every
 * change (atomically), so a restarted sandbox still knows its tokens and pending
 * notifications.
 */
export class SandboxState {
  private data: StateData;

  constructor(private readonly file: string | null) {
    this.data = file !== null && fs.existsSync(file) ? { ...empty(), ...(JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<StateData>) } : empty();
  }

  session(id: string): SandboxSession | null {
    return this.data.sessions[id] ?? null;
  }

  putSession(session: SandboxSession): void {
    this.data.sessions[session.id] = session;
    this.save();
  }

  card(token: string): SavedCard | null {
    return this.data.cards[token] ?? null;
  }

  putCard(card: SavedCard): void {
    this.data.cards[card.token] = card;
    this.save();
  }

  /** Forgets a saved card; false when the token was not known. */
  deleteCard(token: string): boolean {
    if (!(token in this.data.cards)) return false;
    delete this.data.cards[token];
    this.save();
    return true;
  }

  transaction(id: string): ProviderTransaction | null {
    return this.data.transactions[id] ?? null;
  }

  putTransaction(transaction: ProviderTransaction): void {
    this.data.transactions[transaction.id] = transaction;
    this.save();
  }

  /** Every charge the provider made (saved cards and agreements), oldest first: the money it took. */
  charges(): ProviderTransaction[] {
    return Object.values(this.data.transactions)
      .filter((transaction) => transaction.kind === 'charge')
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  /** Money the provider moved (charges, payments, refunds) booked in [from, to), oldest first: its settlement file's lines. */
  bookedBetween(from: Date, to: Date): ProviderTransaction[] {
    const start = from.toISOString();
    const end = to.toISOString();
    return Object.values(this.data.transactions)
      .filter((transaction) => transaction.kind !== 'verification' && transaction.createdAt >= start && transaction.createdAt < end)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  }

  operation(reference: string): ReferencedOperation | null {
    return this.data.operations[reference] ?? null;
  }

  putOperation(operation: ReferencedOperation): void {
    this.data.operations[operation.reference] = operation;
    this.save();
  }

  payment(paymentId: string): PaymentRecord | null {
    return this.data.payments[paymentId] ?? null;
  }

  putPayment(payment: PaymentRecord): void {
    this.data.payments[payment.paymentId] = payment;
    this.save();
  }

  agreement(token: string): AgreementRecord | null {
    return this.data.agreements[token] ?? null;
  }

  /** The agreement the platform knows as `agreementId`, once approved. */
  agreementFor(agreementId: string): AgreementRecord | null {
    return Object.values(this.data.agreements).find((agreement) => agreement.agreementId === agreementId) ?? null;
  }

  /** The newest approval page opened for the platform's agreement `agreementId`. */
  agreementSession(agreementId: string): SandboxSession | null {
    const pages = Object.values(this.data.sessions).filter((session) => session.kind === 'agreement' && session.reference === agreementId);
    return pages.sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0] ?? null;
  }

  putAgreement(agreement: AgreementRecord): void {
    this.data.agreements[agreement.token] = agreement;
    this.save();
  }

  /** The open (or in-progress) payment pages of one payment. */
  openPaymentSessions(paymentId: string): SandboxSession[] {
    return Object.values(this.data.sessions).filter(
      (session) => session.kind === 'payment' && session.reference === paymentId && (session.status === 'open' || session.status === 'processing'),
    );
  }

  outbox(): readonly OutboxEntry[] {
    return this.data.outbox;
  }

  enqueueNotification(entry: OutboxEntry): void {
    this.data.outbox.push(entry);
    this.save();
  }

  updateNotification(eventId: string, change: Partial<OutboxEntry> | 'delivered' | 'abandoned'): void {
    if (change === 'delivered' || change === 'abandoned') this.data.outbox = this.data.outbox.filter((entry) => entry.eventId !== eventId);
    else this.data.outbox = this.data.outbox.map((entry) => (entry.eventId === eventId ? { ...entry, ...change } : entry));
    this.save();
  }

  /** MobilePay sessions still waiting for the payer after their expiry: they time out (fail). */
  expiredMobilePaySessions(now: Date): SandboxSession[] {
    return Object.values(this.data.sessions).filter(
      (session) => session.method === 'mobilepay' && session.status === 'open' && new Date(session.expiresAt).getTime() <= now.getTime(),
    );
  }

  /** Sessions past their expiry are forgotten; their pages answer "expired". */
  forgetExpiredSessions(now: Date): void {
    const before = Object.keys(this.data.sessions).length;
    this.data.sessions = Object.fromEntries(
      Object.entries(this.data.sessions).filter(
        // An open MobilePay session is kept until it has timed out (and told the platform).
        ([, session]) => new Date(session.expiresAt).getTime() > now.getTime() || (session.method === 'mobilepay' && session.status === 'open'),
      ),
    );
    if (Object.keys(this.data.sessions).length !== before) this.save();
  }

  private save(): void {
    if (this.file === null) return;
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, JSON.stringify(this.data));
    fs.renameSync(temporary, this.file);
  }
}
