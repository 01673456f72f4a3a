import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { checkProviderSignature, PROVIDER_SIGNATURE_HEADER, signedRequestLine } from './protocol';
import { readCardForm } from './card-form';
import { recordSeededCharges, SeededChargesRequest, settlementDate, settlementFile } from './settlement';
import { Notifier } from './notifier';
import { cardPage, indexPage, messagePage, mobilePayPage, SANDBOX_CSS } from './pages';
import { SandboxState, type ChargeOutcome, type SandboxSession } from './state';
import { brandOf, DEMO_CARD_EXPIRY, DEMO_SEED_LABEL, demoCardToken, TEST_CARDS, type TestCardOutcome } from './protocol';
import { chooseLanguage } from './texts';

export interface SandboxServerOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** The shared secret for signing notifications and checking the platform's calls. */
  secret: string;
  /** The address browsers use for the hosted pages; http://localhost:<port> by default. */
  publicUrl?: string;
  /** A JSON file for the provider's memory; memory only when absent. */
  stateFile?: string | null;
  /** How long the time-out test card keeps the provider waiting before it fails. */
  timeoutDelayMs?: number;
  /** Waits between notification attempts. */
  notificationRetryDelaysMs?: readonly number[];
  sessionLifetimeMs?: number;
  /** How long a MobilePay payer has to approve before the payment fails with 'timeout'. */
  mobilePayTimeoutMs?: number;
  /** How often open MobilePay sessions are checked for their time-out. */
  mobilePayCheckMs?: number;
  now?: () => Date;
  log?: (message: string) => void;
}

export interface SandboxServer {
  url: string;
  publicUrl: string;
  state: SandboxState;
  notifier: Notifier;
  close(): Promise<void>;
}

/** Every page the platform opens names where the payer goes back to, where notices go, and the page's language. */
const sessionEnds = {
  returnUrl: z.string().url(),
  notificationUrl: z.string().url(),
  language: z.enum(['da', 'en']).optional(),
};

const SessionRequest = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('card_registration'),
    registrationId: z.string().min(1).max(200),
    cardType: z.string().min(1).max(50),
    ...sessionEnds,
  }),
  z.object({
    kind: z.literal('payment'),
    paymentId: z.string().min(1).max(200),
    merchant: z.string().min(1).max(50),
    amountOre: z.number().int().positive(),
    description: z.string().max(200),
    /** 'mobilepay' opens the MobilePay approval page instead of the card page. */
    method: z.enum(['card', 'mobilepay']).optional(),
    ...sessionEnds,
  }),
  /** A MobilePay agreement: approved once in the app, then charged by the platform (refills). */
  z.object({
    kind: z.literal('agreement'),
    agreementId: z.string().min(1).max(200),
    merchant: z.string().min(1).max(50),
    /** The most one charge of the agreement may take. */
    maxAmountOre: z.number().int().positive(),
    description: z.string().max(200),
    ...sessionEnds,
  }),
]);

const AgreementChargeRequest = z.object({
  agreementToken: z.string().min(1).max(200),
  amountOre: z.number().int().positive(),
  reference: z.string().min(1).max(200),
  description: z.string().max(200),
});

const StopAgreementRequest = z.object({ agreementToken: z.string().min(1).max(200) });

const ChargeRequest = z.object({
  token: z.string().min(1).max(200),
  amountOre: z.number().int().positive(),
  reference: z.string().min(1).max(200),
  description: z.string().max(200),
});

const RefundRequest = z.object({
  providerTransactionId: z.string().min(1).max(200),
  amountOre: z.number().int().positive(),
  reference: z.string().min(1).max(200),
});

/** Money paid to a saved card without an earlier charge to refund (a leaver's balance, issue 28). */
const PayoutRequest = z.object({
  token: z.string().min(1).max(200),
  amountOre: z.number().int().positive(),
  reference: z.string().min(1).max(200),
  description: z.string().max(200),
});

const DeleteCardRequest = z.object({ token: z.string().min(1).max(200) });

/** A Danish mobile number: 8 digits, spaces allowed, an optional +45 or 0045 in front. */
export function danishMobileNumber(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '').replace(/^(\+45|0045)/, '');
  return /^\d{8}$/.test(digits) ? digits : null;
}

const FORM_LIMIT_BYTES = 8 * 1024;
const API_LIMIT_BYTES = 64 * 1024;

const newId = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class TooLarge extends Error {}

function readBody(request: http.IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new TooLarge());
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function sendJson(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

/** Pages may post only to the sandbox itself and then send the browser on to the return origin. */
function sendHtml(response: http.ServerResponse, status: number, html: string, returnOrigin?: string): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': [
      "default-src 'none'",
      "style-src 'self'",
      "img-src 'self'",
      `form-action 'self'${returnOrigin ? ` ${returnOrigin}` : ''}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    // The session id is in the address: it must not travel to the return site as a referrer.
    'referrer-policy': 'no-referrer',
  });
  response.end(html);
}

function redirect(response: http.ServerResponse, location: string): void {
  response.writeHead(303, { location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
  response.end();
}

/**
 * The return address with the spec's query parameters added; what the platform put in
 * it (e.g. checkout=true) is kept.
 */
function returnAddress(session: SandboxSession, transactionId: string): string {
  const url = new URL(session.returnUrl);
  url.searchParams.set('merchant', session.merchant);
  url.searchParams.set('vivawallettransactionid', transactionId);
  // A saved card and an agreement are subscriptions of the payer's: the platform's id of it comes back.
  if (session.kind !== 'payment') url.searchParams.set('epaysubscriptionid', session.reference);
  return url.toString();
}

/**
 * The sandbox card provider: its own process and origin, like a real hosted payment
 * page. Browsers type card numbers only here; the platform receives tokens, brands, last
 * four digits and expiry dates, by signed server-to-server notifications.
 */
export async function startSandboxServer(options: SandboxServerOptions): Promise<SandboxServer> {
  const host = options.host ?? '127.0.0.1';
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => undefined);
  const timeoutDelayMs = options.timeoutDelayMs ?? 10_000;
  const sessionLifetimeMs = options.sessionLifetimeMs ?? 30 * 60_000;
  const mobilePayTimeoutMs = options.mobilePayTimeoutMs ?? 5 * 60_000;
  const state = new SandboxState(options.stateFile ?? null);
  const notifier = new Notifier(state, {
    secret: options.secret,
    retryDelaysMs: options.notificationRetryDelaysMs ?? [1_000, 5_000, 30_000, 120_000, 600_000, 1_800_000],
    requestTimeoutMs: 10_000,
    now,
    log,
  });
  let publicUrl = options.publicUrl ?? '';

  // The demo tokens exist from the first start, so a freshly seeded platform can charge them.
  for (const card of TEST_CARDS) {
    const token = demoCardToken(card.number, DEMO_SEED_LABEL);
    if (state.card(token) === null) {
      state.putCard({ token, outcome: card.outcome, brand: brandOf(card.number), last4: card.number.slice(-4), expiryMonth: DEMO_CARD_EXPIRY.month, expiryYear: DEMO_CARD_EXPIRY.year });
    }
  }

  function openSession(id: string, method: 'card' | 'mobilepay' = 'card'): SandboxSession | null {
    const session = state.session(id);
    if (session === null || session.status === 'closed' || new Date(session.expiresAt).getTime() <= now().getTime()) return null;
    if ((session.method ?? 'card') !== method) return null;
    return session;
  }

  async function finishSession(session: SandboxSession, outcome: { ok: true; transactionId: string; notification: object } | { ok: false; reason: string }): Promise<string> {
    const eventId = newId('evt');
    const transactionId = outcome.ok ? outcome.transactionId : newId('txn');
    const notification = outcome.ok
      ? { eventId, ...outcome.notification }
      : session.kind === 'card_registration'
        ? { kind: 'card_registration_failed', eventId, registrationId: session.reference, reason: outcome.reason }
        : session.kind === 'agreement'
          ? { kind: 'agreement_failed', eventId, agreementId: session.reference, reason: outcome.reason }
          : { kind: 'payment_failed', eventId, paymentId: session.reference, reason: outcome.reason, providerTransactionId: transactionId };
    const location = returnAddress(session, transactionId);
    state.putSession({ ...session, status: 'finished', finishedRedirect: location });
    if (session.kind === 'payment') recordPaymentOutcome(session, outcome.ok ? { approved: transactionId } : { failed: outcome.reason });
    // The first attempt is made before the browser is sent back, so its poll usually
    // finds the result at once; the outbox retries if the platform did not take it.
    await notifier.send(eventId, session.notificationUrl, notification);
    return location;
  }

  /** The payment's record follows its page's outcome: approved, or rejected / expired with the reason. */
  function recordPaymentOutcome(session: SandboxSession, outcome: { approved: string } | { failed: string }): void {
    const known = state.payment(session.reference);
    if (known === null || known.status === 'approved' || known.sessionId !== session.id) return;
    state.putPayment({
      ...known,
      status: 'approved' in outcome ? 'approved' : outcome.failed === 'timeout' ? 'expired' : 'rejected',
      providerTransactionId: 'approved' in outcome ? outcome.approved : null,
      reason: 'approved' in outcome ? null : outcome.failed,
      updatedAt: now().toISOString(),
    });
  }

  /**
   * The platform asks where a payment stands (GET /api/payments/{paymentId}), e.g. when
   * its notification never arrived: a MobilePay page past its time-out is timed out first
   * (and told as usual), so the answer and the notification agree.
   */
  async function paymentStatus(paymentId: string): Promise<object> {
    let known = state.payment(paymentId);
    if (known === null) return { status: 'unknown' };
    if (known.status === 'pending' && new Date(known.expiresAt).getTime() <= now().getTime()) {
      const session = state.session(known.sessionId);
      if (session !== null && session.method === 'mobilepay' && session.status === 'open') await timeOutMobilePay(session);
      known = state.payment(paymentId) ?? known;
      // A card page that ran out without a card entered: nothing was paid, nothing will be.
      if (known.status === 'pending' && (session === null || session.status === 'open')) {
        known = { ...known, status: 'expired', reason: 'timeout', updatedAt: now().toISOString() };
        state.putPayment(known);
      }
    }
    if (known.status === 'approved') return { status: 'approved', providerTransactionId: known.providerTransactionId, amountOre: known.amountOre };
    if (known.status === 'rejected') return { status: 'rejected', reason: known.reason ?? 'rejected' };
    return { status: known.status };
  }

  /**
   * The platform asks where an agreement stands (GET /api/agreements/{agreementId}) when
   * its notification never arrived: an approval page past its time-out is timed out first
   * (and told as usual). A page no longer known (forgotten after its expiry) is 'unknown'.
   */
  async function agreementStatus(agreementId: string): Promise<object> {
    const approved = state.agreementFor(agreementId);
    if (approved !== null) {
      return approved.status === 'active'
        ? { status: 'approved', agreementToken: approved.token, mobileNumberLast4: approved.mobileNumber.slice(-4) }
        : { status: 'rejected', reason: 'stopped' };
    }
    const page = state.agreementSession(agreementId);
    if (page === null) return { status: 'unknown' };
    if (page.status === 'open' && new Date(page.expiresAt).getTime() <= now().getTime()) {
      await timeOutMobilePay(page);
      return { status: 'expired' };
    }
    if (page.status === 'open' || page.status === 'processing') return { status: 'pending' };
    return { status: 'rejected', reason: 'rejected' };
  }

  async function submitCard(session: SandboxSession, outcome: TestCardOutcome, card: { number: string; expiryMonth: number; expiryYear: number }) {
    if (outcome === 'timeout') {
      await sleep(timeoutDelayMs);
      return finishSession(session, { ok: false, reason: 'timeout' });
    }
    if (session.kind === 'card_registration') {
      // Saving a card verifies it without moving money, so a card without funds can be saved.
      if (outcome === 'declined') return finishSession(session, { ok: false, reason: 'declined' });
      const token = newId('sbx_tok');
      state.putCard({ token, outcome, brand: brandOf(card.number), last4: card.number.slice(-4), expiryMonth: card.expiryMonth, expiryYear: card.expiryYear });
      const transactionId = newId('txn');
      state.putTransaction({ id: transactionId, kind: 'verification', amountOre: 0, refundedOre: 0, createdAt: now().toISOString() });
      return finishSession(session, {
        ok: true,
        transactionId,
        notification: {
          kind: 'card_registered',
          registrationId: session.reference,
          token,
          brand: brandOf(card.number),
          last4: card.number.slice(-4),
          expiryMonth: card.expiryMonth,
          expiryYear: card.expiryYear,
        },
      });
    }
    if (outcome !== 'approved') return finishSession(session, { ok: false, reason: outcome });
    const transactionId = newId('txn');
    state.putTransaction({ id: transactionId, kind: 'payment', amountOre: session.amountOre, refundedOre: 0, reference: session.reference, method: 'card', createdAt: now().toISOString() });
    return finishSession(session, {
      ok: true,
      transactionId,
      notification: { kind: 'payment_completed', paymentId: session.reference, providerTransactionId: transactionId, amountOre: session.amountOre },
    });
  }

  async function handlePage(request: http.IncomingMessage, response: http.ServerResponse, url: URL, sessionId: string, action: 'submit' | 'cancel' | null) {
    const language = chooseLanguage(url.searchParams.get('lang'), request.headers['accept-language']);
    if (request.method === 'GET' && action === null) {
      const session = openSession(sessionId);
      if (session === null) return sendHtml(response, 410, messagePage(language, 'expired'));
      if (session.status === 'finished' && session.finishedRedirect) return redirect(response, session.finishedRedirect);
      if (session.status === 'processing') return sendHtml(response, 409, messagePage(language, 'processing'));
      return sendHtml(response, 200, cardPage({ session, language }), new URL(session.returnUrl).origin);
    }
    if (request.method !== 'POST' || action === null) return sendJson(response, 405, { message: 'Method not allowed' });
    const form = new URLSearchParams(await readBody(request, FORM_LIMIT_BYTES));
    // Read after the body: a second submit of the same page must see the first one's state.
    const session = openSession(sessionId);
    if (session === null) return sendHtml(response, 410, messagePage(language, 'expired'));
    if (session.status === 'finished' && session.finishedRedirect) return redirect(response, session.finishedRedirect);
    if (session.status === 'processing') return sendHtml(response, 409, messagePage(language, 'processing'));
    if (action === 'cancel') {
      state.putSession({ ...session, status: 'processing' });
      return redirect(response, await finishSession(session, { ok: false, reason: 'cancelled' }));
    }
    const entered = readCardForm(form, now(), session.kind === 'card_registration' ? session.merchant : null);
    if (!entered.ok) {
      return sendHtml(response, 422, cardPage({ session, language, errors: entered.errors, expiry: entered.expiry }), new URL(session.returnUrl).origin);
    }
    state.putSession({ ...session, status: 'processing' });
    const location = await submitCard(session, entered.card.testCard.outcome, {
      number: entered.card.testCard.number,
      expiryMonth: entered.card.expiryMonth,
      expiryYear: entered.card.expiryYear,
    });
    return redirect(response, location);
  }

  /** A MobilePay payment the payer did not approve in time fails with 'timeout', once. */
  async function timeOutMobilePay(expired: SandboxSession): Promise<string | null> {
    const session = state.session(expired.id);
    if (session === null || session.status !== 'open') return session?.finishedRedirect ?? null;
    // Kept a while longer, so the payer's browser still finds where to go back to.
    const kept = { ...session, expiresAt: new Date(now().getTime() + sessionLifetimeMs).toISOString() };
    state.putSession({ ...kept, status: 'processing' });
    return finishSession(kept, { ok: false, reason: 'timeout' });
  }

  let sweeping = false;
  async function timeOutExpiredMobilePay(): Promise<void> {
    if (sweeping) return;
    sweeping = true;
    try {
      for (const session of state.expiredMobilePaySessions(now())) await timeOutMobilePay(session);
    } finally {
      sweeping = false;
    }
  }

  /** The MobilePay approval page: the number, then approve or reject (the sandbox plays the phone). */
  async function handleMobilePay(request: http.IncomingMessage, response: http.ServerResponse, url: URL, sessionId: string, action: 'number' | 'approve' | 'reject' | null) {
    const language = chooseLanguage(url.searchParams.get('lang'), request.headers['accept-language']);
    if (action !== null && request.method !== 'POST') return sendJson(response, 405, { message: 'Method not allowed' });
    const form = request.method === 'POST' ? new URLSearchParams(await readBody(request, FORM_LIMIT_BYTES)) : null;
    // A session that ran out while the payer looked at it fails now, and the payer goes back.
    const stored = state.session(sessionId);
    if (stored !== null && stored.method === 'mobilepay' && stored.status === 'open' && new Date(stored.expiresAt).getTime() <= now().getTime()) {
      const location = await timeOutMobilePay(stored);
      if (location !== null) return redirect(response, location);
      return sendHtml(response, 409, messagePage(language, 'processing'));
    }
    const session = openSession(sessionId, 'mobilepay');
    if (session === null) return sendHtml(response, 410, messagePage(language, 'expired'));
    if (session.status === 'finished' && session.finishedRedirect) return redirect(response, session.finishedRedirect);
    if (session.status === 'processing') return sendHtml(response, 409, messagePage(language, 'processing'));
    const returnOrigin = new URL(session.returnUrl).origin;
    const minutes = Math.max(1, Math.ceil((new Date(session.expiresAt).getTime() - now().getTime()) / 60_000));
    if (action === null) return sendHtml(response, 200, mobilePayPage({ session, language, minutes }), returnOrigin);
    if (action === 'reject') {
      state.putSession({ ...session, status: 'processing' });
      return redirect(response, await finishSession(session, { ok: false, reason: session.mobileNumber ? 'rejected' : 'cancelled' }));
    }
    if (action === 'number') {
      const typed = (form?.get('mobileNumber') ?? '').slice(0, 40);
      const number = danishMobileNumber(typed);
      if (number === null) return sendHtml(response, 422, mobilePayPage({ session, language, minutes, enteredNumber: typed, invalidNumber: true }), returnOrigin);
      state.putSession({ ...session, mobileNumber: number });
      return redirect(response, `/mobilepay/${encodeURIComponent(session.id)}?lang=${language}`);
    }
    // Approve: only after a number was entered (the app is on that phone).
    if (!session.mobileNumber) return sendHtml(response, 422, mobilePayPage({ session, language, minutes, invalidNumber: true }), returnOrigin);
    state.putSession({ ...session, status: 'processing' });
    if (session.kind === 'agreement') {
      // An agreement moves no money now: its token is what the platform charges later.
      const token = newId('sbx_agr');
      state.putAgreement({ token, agreementId: session.reference, merchant: session.merchant, maxAmountOre: session.amountOre, mobileNumber: session.mobileNumber, status: 'active', createdAt: now().toISOString() });
      return redirect(
        response,
        await finishSession(session, {
          ok: true,
          transactionId: newId('txn'),
          notification: { kind: 'agreement_approved', agreementId: session.reference, agreementToken: token, mobileNumberLast4: session.mobileNumber.slice(-4) },
        }),
      );
    }
    const transactionId = newId('txn');
    state.putTransaction({ id: transactionId, kind: 'payment', amountOre: session.amountOre, refundedOre: 0, reference: session.reference, method: 'mobilepay', createdAt: now().toISOString() });
    return redirect(
      response,
      await finishSession(session, {
        ok: true,
        transactionId,
        notification: { kind: 'payment_completed', paymentId: session.reference, providerTransactionId: transactionId, amountOre: session.amountOre },
      }),
    );
  }

  function charge(body: z.infer<typeof ChargeRequest>): ChargeOutcome | 'wait' {
    const card = state.card(body.token);
    if (card === null) return { status: 'error', message: 'Unknown card token' };
    if (card.outcome === 'timeout') return 'wait';
    if (card.outcome === 'declined') return { status: 'declined', message: 'The card was declined' };
    if (card.outcome === 'insufficient_funds') return { status: 'insufficient_funds', message: 'Insufficient funds on the card' };
    const transactionId = newId('txn');
    state.putTransaction({ id: transactionId, kind: 'charge', amountOre: body.amountOre, refundedOre: 0, reference: body.reference, method: 'card', createdAt: now().toISOString() });
    return { status: 'approved', providerTransactionId: transactionId };
  }

  /** A charge of an approved agreement, up to its most per charge; a stopped or unknown agreement charges nothing. */
  function chargeAgreement(body: z.infer<typeof AgreementChargeRequest>): ChargeOutcome {
    const agreement = state.agreement(body.agreementToken);
    if (agreement === null) return { status: 'error', message: 'Unknown agreement' };
    if (agreement.status !== 'active') return { status: 'declined', message: 'The agreement was stopped' };
    if (body.amountOre > agreement.maxAmountOre) return { status: 'declined', message: 'The amount is above the agreement’s most per charge' };
    const transactionId = newId('txn');
    state.putTransaction({ id: transactionId, kind: 'charge', amountOre: body.amountOre, refundedOre: 0, reference: body.reference, method: 'mobilepay', createdAt: now().toISOString() });
    return { status: 'approved', providerTransactionId: transactionId };
  }

  function refund(body: z.infer<typeof RefundRequest>): ChargeOutcome {
    const original = state.transaction(body.providerTransactionId);
    if (original === null || (original.kind !== 'charge' && original.kind !== 'payment')) return { status: 'error', message: 'Unknown transaction' };
    if (original.refundedOre + body.amountOre > original.amountOre) return { status: 'declined', message: 'Refund exceeds the amount paid' };
    state.putTransaction({ ...original, refundedOre: original.refundedOre + body.amountOre });
    const refundId = newId('txn');
    state.putTransaction({ id: refundId, kind: 'refund', amountOre: body.amountOre, refundedOre: 0, reference: body.reference, method: original.method ?? 'card', refundOf: original.id, createdAt: now().toISOString() });
    return { status: 'approved', providerTransactionId: refundId };
  }

  /** A pay-out to a saved card: booked as money back to the card, so the day's settlement file lists it as a refund. */
  function payout(body: z.infer<typeof PayoutRequest>): ChargeOutcome {
    const card = state.card(body.token);
    // Refused outright, not an error to retry: the card was forgotten or never saved.
    if (card === null) return { status: 'declined', message: 'The card is not known (forgotten or never saved)' };
    if (card.outcome === 'declined') return { status: 'declined', message: 'The card was declined' };
    const transactionId = newId('txn');
    state.putTransaction({ id: transactionId, kind: 'payout', amountOre: body.amountOre, refundedOre: 0, reference: body.reference, method: 'card', createdAt: now().toISOString() });
    return { status: 'approved', providerTransactionId: transactionId };
  }

  /** References whose charge the (time-out) issuer is still holding. */
  const waiting = new Set<string>();

  /**
   * The platform asks whether a charge it sent was made (GET /api/charges/{reference}, GET
   * /api/agreements/charges/{reference}), e.g. when the charge's answer never reached it:
   * the kept answer of that reference (approved with the transaction and the amount taken,
   * or declined / insufficient_funds), 'pending' while the issuer is still answering, or
   * 'unknown' when no charge was made under it. Asking charges nothing.
   */
  function chargeStatus(reference: string): object {
    const known = state.operation(reference);
    if (known === null) return { status: waiting.has(reference) ? 'pending' : 'unknown' };
    const outcome = known.outcome;
    if (outcome.status === 'approved') {
      const charged = state.transaction(outcome.providerTransactionId);
      return { status: 'approved', providerTransactionId: outcome.providerTransactionId, amountOre: charged?.amountOre ?? 0 };
    }
    if (outcome.status === 'declined' || outcome.status === 'insufficient_funds') return { status: outcome.status, message: outcome.message };
    // A kept 'error' (an unknown token or agreement): nothing was charged under it.
    return { status: 'declined', message: outcome.message };
  }

  /** A charge or refund by reference: the first answer is kept and repeated; a timeout is not kept. */
  async function referenced(response: http.ServerResponse, reference: string, fingerprint: string, run: () => ChargeOutcome | 'wait') {
    const known = state.operation(reference);
    if (known !== null) {
      if (known.fingerprint !== fingerprint) return sendJson(response, 409, { status: 'error', message: 'The reference was used for another operation' });
      return sendJson(response, 200, known.outcome);
    }
    const outcome = run();
    if (outcome === 'wait') {
      // While the issuer keeps it waiting, the charge's status says 'pending'; afterwards
      // nothing was charged and nothing is kept, so it says 'unknown'.
      waiting.add(reference);
      try {
        await sleep(timeoutDelayMs);
      } finally {
        waiting.delete(reference);
      }
      return sendJson(response, 504, { status: 'timeout', message: 'The card issuer did not answer in time' });
    }
    state.putOperation({ reference, fingerprint, outcome });
    return sendJson(response, 200, outcome);
  }

  async function handleApi(request: http.IncomingMessage, response: http.ServerResponse, path: string, target: string) {
    const settlementMatch = /^\/api\/settlements\/(card|mobilepay)\/([^/]{1,20})$/.exec(path);
    if (settlementMatch && request.method === 'GET') {
      const signature = request.headers[PROVIDER_SIGNATURE_HEADER];
      const check = checkProviderSignature(options.secret, signedRequestLine('GET', target), Array.isArray(signature) ? signature[0] : signature, Math.floor(now().getTime() / 1000));
      if (!check.valid) return sendJson(response, 401, { message: `Signature ${check.reason}` });
      const date = settlementDate(settlementMatch[2] ?? '');
      if (date === null) return sendJson(response, 400, { message: 'The day must be a calendar day, YYYY-MM-DD' });
      return sendJson(response, 200, settlementFile(state, settlementMatch[1] as 'card' | 'mobilepay', date));
    }
    const statusMatch = /^\/api\/(payments|agreements|charges|agreements\/charges)\/([^/]{1,200})$/.exec(path);
    if (statusMatch && request.method === 'GET') {
      // A GET has no body: its signature covers the request line (signedRequestLine).
      const signature = request.headers[PROVIDER_SIGNATURE_HEADER];
      const check = checkProviderSignature(options.secret, signedRequestLine('GET', target), Array.isArray(signature) ? signature[0] : signature, Math.floor(now().getTime() / 1000));
      if (!check.valid) return sendJson(response, 401, { message: `Signature ${check.reason}` });
      const id = decodeURIComponent(statusMatch[2] ?? '');
      if (statusMatch[1] === 'charges') return sendJson(response, 200, chargeStatus(`charge:${id}`));
      if (statusMatch[1] === 'agreements/charges') return sendJson(response, 200, chargeStatus(`agreement-charge:${id}`));
      return sendJson(response, 200, statusMatch[1] === 'payments' ? await paymentStatus(id) : await agreementStatus(id));
    }
    if (request.method !== 'POST') return sendJson(response, 405, { message: 'Method not allowed' });
    const raw = await readBody(request, API_LIMIT_BYTES);
    const signature = request.headers[PROVIDER_SIGNATURE_HEADER];
    const check = checkProviderSignature(options.secret, raw, Array.isArray(signature) ? signature[0] : signature, Math.floor(now().getTime() / 1000));
    if (!check.valid) return sendJson(response, 401, { message: `Signature ${check.reason}` });
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return sendJson(response, 400, { message: 'Body is not JSON' });
    }
    if (path === '/api/sessions') {
      const parsed = SessionRequest.safeParse(json);
      if (!parsed.success) return sendJson(response, 400, { message: parsed.error.message });
      const body = parsed.data;
      const id = newId('ses');
      const created = now();
      const method = body.kind === 'payment' ? (body.method ?? 'card') : body.kind === 'agreement' ? 'mobilepay' : 'card';
      if (body.kind === 'payment') {
        // One payment, one open page: asked again for the same page, the provider answers it
        // (a platform retrying after a lost answer starts nothing twice); a page for another
        // method or amount closes the earlier one, so it cannot be paid as well; a payment
        // already made is not started again.
        const known = state.payment(body.paymentId);
        if (known?.status === 'approved') return sendJson(response, 409, { message: 'This payment was already made' });
        for (const open of state.openPaymentSessions(body.paymentId)) {
          const same = (open.method ?? 'card') === method && open.amountOre === body.amountOre && open.returnUrl === body.returnUrl && open.status === 'open';
          if (same && new Date(open.expiresAt).getTime() > created.getTime()) {
            const page = new URL(method === 'mobilepay' ? `/mobilepay/${open.id}` : `/session/${open.id}`, publicUrl);
            if (body.language) page.searchParams.set('lang', body.language);
            return sendJson(response, 200, { sessionId: open.id, redirectUrl: page.toString() });
          }
          if (open.status === 'processing') return sendJson(response, 409, { message: 'This payment is being processed' });
          state.putSession({ ...open, status: 'closed' });
        }
      }
      state.putSession({
        id,
        kind: body.kind,
        reference: body.kind === 'card_registration' ? body.registrationId : body.kind === 'agreement' ? body.agreementId : body.paymentId,
        merchant: body.kind === 'card_registration' ? body.cardType : body.merchant,
        amountOre: body.kind === 'payment' ? body.amountOre : body.kind === 'agreement' ? body.maxAmountOre : 0,
        description: body.kind === 'card_registration' ? '' : body.description,
        returnUrl: body.returnUrl,
        notificationUrl: body.notificationUrl,
        status: 'open',
        finishedRedirect: null,
        method,
        mobileNumber: null,
        createdAt: created.toISOString(),
        expiresAt: new Date(created.getTime() + (method === 'mobilepay' ? mobilePayTimeoutMs : sessionLifetimeMs)).toISOString(),
      });
      if (body.kind === 'payment') {
        state.putPayment({
          paymentId: body.paymentId,
          method,
          amountOre: body.amountOre,
          status: 'pending',
          providerTransactionId: null,
          reason: null,
          sessionId: id,
          expiresAt: new Date(created.getTime() + (method === 'mobilepay' ? mobilePayTimeoutMs : sessionLifetimeMs)).toISOString(),
          updatedAt: created.toISOString(),
        });
      }
      const page = new URL(method === 'mobilepay' ? `/mobilepay/${id}` : `/session/${id}`, publicUrl);
      if (body.language) page.searchParams.set('lang', body.language);
      return sendJson(response, 201, { sessionId: id, redirectUrl: page.toString() });
    }
    if (path === '/api/charges') {
      const parsed = ChargeRequest.safeParse(json);
      if (!parsed.success) return sendJson(response, 400, { message: parsed.error.message });
      const body = parsed.data;
      return referenced(response, `charge:${body.reference}`, `${body.token}:${body.amountOre}`, () => charge(body));
    }
    if (path === '/api/refunds') {
      const parsed = RefundRequest.safeParse(json);
      if (!parsed.success) return sendJson(response, 400, { message: parsed.error.message });
      const body = parsed.data;
      return referenced(response, `refund:${body.reference}`, `${body.providerTransactionId}:${body.amountOre}`, () => refund(body));
    }
    if (path === '/api/payouts') {
      const parsed = PayoutRequest.safeParse(json);
      if (!parsed.success) return sendJson(response, 400, { message: parsed.error.message });
      const body = parsed.data;
      return referenced(response, `payout:${body.reference}`, `${body.token}:${body.amountOre}`, () => payout(body));
    }
    if (path === '/api/agreements/charges') {
      const parsed = AgreementChargeRequest.safeParse(json);
      if (!parsed.success) return sendJson(response, 400, { message: parsed.error.message });
      const body = parsed.data;
      return referenced(response, `agreement-charge:${body.reference}`, `${body.agreementToken}:${body.amountOre}`, () => chargeAgreement(body));
    }
    if (path === '/api/agreements/stop') {
      const parsed = StopAgreementRequest.safeParse(json);
      if (!parsed.success) return sendJson(response, 400, { message: parsed.error.message });
      const agreement = state.agreement(parsed.data.agreementToken);
      if (agreement !== null && agreement.status === 'active') state.putAgreement({ ...agreement, status: 'stopped' });
      return sendJson(response, 200, { stopped: agreement !== null });
    }
    if (path === '/api/sandbox/seeded-charges') {
      const parsed = SeededChargesRequest.safeParse(json);
      if (!parsed.success) return sendJson(response, 400, { message: parsed.error.message });
      return sendJson(response, 200, recordSeededCharges(state, parsed.data));
    }
    if (path === '/api/cards/delete') {
      const parsed = DeleteCardRequest.safeParse(json);
      if (!parsed.success) return sendJson(response, 400, { message: parsed.error.message });
      return sendJson(response, 200, { deleted: state.deleteCard(parsed.data.token) });
    }
    return sendJson(response, 404, { message: 'Not found' });
  }

  function route(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> | void {
    const url = new URL(request.url ?? '/', 'http://sandbox');
    const sessionMatch = /^\/session\/([A-Za-z0-9_-]{1,100})(\/cancel)?$/.exec(url.pathname);
    const mobilePayMatch = /^\/mobilepay\/([A-Za-z0-9_-]{1,100})(?:\/(approve|reject))?$/.exec(url.pathname);
    let handled: Promise<void> | void = undefined;
    if (url.pathname === '/health') handled = sendJson(response, 200, { status: 'ok' });
    else if (url.pathname === '/sandbox.css') {
      response.writeHead(200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'public, max-age=300', 'x-content-type-options': 'nosniff' });
      response.end(SANDBOX_CSS);
    } else if (url.pathname === '/') handled = sendHtml(response, 200, indexPage(chooseLanguage(url.searchParams.get('lang'), request.headers['accept-language'])));
    else if (sessionMatch) {
      const action = request.method === 'POST' ? (sessionMatch[2] ? 'cancel' : 'submit') : sessionMatch[2] ? 'cancel' : null;
      handled = handlePage(request, response, url, sessionMatch[1] ?? '', action);
    } else if (mobilePayMatch) {
      const step = mobilePayMatch[2] as 'approve' | 'reject' | undefined;
      const action = step ?? (request.method === 'POST' ? 'number' : null);
      handled = handleMobilePay(request, response, url, mobilePayMatch[1] ?? '', action);
    } else if (url.pathname.startsWith('/api/')) handled = handleApi(request, response, url.pathname, request.url ?? url.pathname);
    else handled = sendJson(response, 404, { message: 'Not found' });
    return handled;
  }

  /**
   * Nothing a request carries stops the provider: a target that is not a path of this
   * origin ('//x', '/\\x', '*', 'http://host/x': a URL parser reads the first two as
   * another host) is refused with 400, as by the platform's own front-end servers
   * (shared/build/server/request-safety.mjs), and any error, thrown or rejected, answers 500
   * for its request alone.
   */
  const server = http.createServer((request, response) => {
    const target = request.url ?? '';
    if (!target.startsWith('/') || target[1] === '/' || target[1] === '\\') return sendJson(response, 400, { message: 'Bad request' });
    const failed = (error: unknown) => {
      if (!(error instanceof TooLarge)) log(`request failed: ${error instanceof Error ? error.message : String(error)}`);
      if (response.headersSent) return void response.destroy();
      try {
        if (error instanceof TooLarge) sendJson(response, 413, { message: 'Too large' });
        else sendJson(response, 500, { message: 'Internal error' });
      } catch {
        response.destroy();
      }
    };
    try {
      Promise.resolve(route(request, response)).catch(failed);
    } catch (error) {
      failed(error);
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const url = `http://${host}:${address.port}`;
  publicUrl = options.publicUrl ?? `http://localhost:${address.port}`;
  notifier.start();
  const sweeper = setInterval(() => state.forgetExpiredSessions(now()), 60_000);
  sweeper.unref();
  const mobilePayTimer = setInterval(() => {
    timeOutExpiredMobilePay().catch((error: unknown) => log(`MobilePay time-out failed: ${error instanceof Error ? error.message : String(error)}`));
  }, options.mobilePayCheckMs ?? Math.min(5_000, Math.max(50, Math.floor(mobilePayTimeoutMs / 4))));
  mobilePayTimer.unref();

  return {
    url,
    publicUrl,
    state,
    notifier,
    close: () =>
      new Promise<void>((resolve) => {
        notifier.stop();
        clearInterval(sweeper);
        clearInterval(mobilePayTimer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
