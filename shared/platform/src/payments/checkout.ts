import type { OrderRequest } from '@kk/contracts';
import { cardChildLink } from '@kk/domain';
import { ApiError, bus, leaveForProvider, pollUntil, refreshWalletBalances } from '@kk/platform';
import { paymentClient, type PaymentPort, type ProviderReturn } from './client';
import { cancelReserved, submitOrders, type OrderFailure, type Progress, type ReservedOrder, type SubmissionOutcome } from './submission';

/**
 * The one checkout every screen that pays drives (the cart, the food plan's subscriptions,
 * meeting orders), each with its own orders and texts: reserve (and complete) the orders,
 * cancel what was reserved when one fails, hand the browser to the card provider for a
 * credit-card child (at once for a card or MobilePay payment; after asking when the wallet's
 * balance was too low), continue when it comes back, and tell the page how it went.
 */

/** Spec section 9. */
export const CARD_REDIRECT_DELAY_MS = 250;
export const CHECKOUT_POLL_INTERVAL_MS = 2_000;
/** Two minutes without the provider's notice: it is lost, not late. */
export const MAX_CHECKOUT_POLLS = 60;
/** The failure a refused or lost card payment reports (the error catalogue's key). */
export const CARD_FAILURE: OrderFailure = { message: 'credit card error', statusCode: null, failedProducts: [] };

/**
 * How the payer pays: the wallet (payment type 2; a balance too low asks before a card
 * pays), or at once on the provider's page: the saved card or MobilePay (type 4, issue 16).
 */
export type PayMethod = 'wallet' | 'card' | 'mobilepay';

/** A run stopped at a credit-card child: the order the card pays and what continues after. */
export type CardHandOff<O extends OrderRequest = OrderRequest> = Extract<SubmissionOutcome<O>, { kind: 'card' }>;

export type CheckoutResult = { kind: 'completed'; transactionIds: string[] } | { kind: 'failed'; failure: OrderFailure };

export type CheckoutStep<O extends OrderRequest = OrderRequest> =
  | { kind: 'progress'; progress: Progress }
  /** On the way to the provider's page. */
  | { kind: 'redirecting' }
  /** The balance is too low: pay the rest by card or MobilePay? (answerCardQuestion) */
  | { kind: 'ask-card'; pending: CardHandOff<O> }
  /** The card question was answered no: what the run reserved is cancelled. */
  | { kind: 'cancelled' }
  | CheckoutResult;

export interface CheckoutDriver<O extends OrderRequest = OrderRequest> {
  /** The wallets the orders pay from: their balances follow the payment. */
  walletIds: readonly string[];
  /** Each step as it happens; the screen shows it in its own words. */
  onStep(step: CheckoutStep<O>): void;
  /** Before the browser leaves for the provider: keep what the return needs (session storage). */
  onLeave?(handOff: CardHandOff<O>): void;
  /** The kept record is done with (the result is in, or the return continues without it). */
  forget?(): void;
  /** How long the screen waits before it shows a result (spec section 9: the cart's 1 s). */
  resultDelayMs?(result: CheckoutResult): number;
  /** Publishes shopping.payment.success or .failed with the result (the cart's, spec section 4). */
  announce?: boolean;
  /** How many polls the return waits for the provider's notice (MAX_CHECKOUT_POLLS unless the screen waits longer). */
  maxProviderPolls?: number;
  port?: PaymentPort<O>;
  wait?: (ms: number) => Promise<void>;
}

const realWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A call that threw, as an order failure: the server's error object, or the transport's message. */
export function failureOfError(error: unknown): OrderFailure {
  if (error instanceof ApiError) {
    const server = error.serverError();
    return { message: server.message ?? '', statusCode: server.StatusCode ?? null, failedProducts: [], ...(server.reason ? { reason: server.reason } : {}), cause: error };
  }
  return { message: error instanceof Error ? error.message : '', statusCode: null, failedProducts: [], cause: error };
}

async function finish<O extends OrderRequest>(driver: CheckoutDriver<O>, result: CheckoutResult): Promise<void> {
  driver.forget?.();
  // The balances follow at once; a result dialog's delay is the screen's, not theirs.
  refreshWalletBalances(driver.walletIds);
  await (driver.wait ?? realWait)(driver.resultDelayMs?.(result) ?? 0);
  driver.onStep(result);
  if (!driver.announce) return;
  if (result.kind === 'completed') bus.publish('shopping.payment.success', { transactionIds: result.transactionIds });
  else bus.publish('shopping.payment.failed', { message: result.failure.message });
}

/** To the provider's page after the spec's 250 ms, with what continues kept first. */
async function leave<O extends OrderRequest>(driver: CheckoutDriver<O>, handOff: CardHandOff<O>): Promise<void> {
  driver.onLeave?.(handOff);
  driver.onStep({ kind: 'redirecting' });
  await (driver.wait ?? realWait)(CARD_REDIRECT_DELAY_MS);
  leaveForProvider(handOff.merchantLink);
}

async function settle<O extends OrderRequest>(driver: CheckoutDriver<O>, outcome: SubmissionOutcome<O>, method: PayMethod): Promise<void> {
  if (outcome.kind !== 'card') return finish(driver, outcome);
  // Card or MobilePay goes straight to the provider; a wallet payment asks first.
  if (method !== 'wallet') return leave(driver, outcome);
  driver.onStep({ kind: 'ask-card', pending: outcome });
}

const progressTo = <O extends OrderRequest>(driver: CheckoutDriver<O>) => (progress: Progress) => driver.onStep({ kind: 'progress', progress });

/**
 * Pays the orders (spec section 4): one order in one step, several reserved one by one and
 * then completed; `carried` continues a run that waited on the provider.
 */
export async function checkout<O extends OrderRequest>(
  driver: CheckoutDriver<O>,
  orders: readonly O[],
  method: PayMethod,
  carried: { reserved?: readonly ReservedOrder[]; completedIds?: readonly string[] } = {},
): Promise<void> {
  const outcome = await submitOrders(driver.port ?? paymentClient, orders, failureOfError, { onProgress: progressTo(driver), requireCard: method !== 'wallet', ...(driver.wait ? { wait: driver.wait } : {}) }, carried);
  await settle(driver, outcome, method);
}

async function cancelHandOff<O extends OrderRequest>(driver: CheckoutDriver<O>, pending: CardHandOff<O>): Promise<void> {
  driver.onStep({ kind: 'progress', progress: { share: 0, message: 'cancelling' } });
  await cancelReserved(driver.port ?? paymentClient, [pending.cardOrder, ...pending.reserved], { onProgress: progressTo(driver), ...(driver.wait ? { wait: driver.wait } : {}) });
  refreshWalletBalances(driver.walletIds);
}

/**
 * The answer to "balance too low, pay by card or MobilePay?": 'card' goes to the provider's
 * card page; 'mobilepay' first has the card child paid with MobilePay (its page becomes
 * MobilePay's, issue 16) and goes there; no (false) cancels what the run reserved. A
 * MobilePay that cannot be started cancels too, and fails with the card failure.
 */
export async function answerCardQuestion<O extends OrderRequest>(driver: CheckoutDriver<O>, pending: CardHandOff<O>, answer: 'card' | 'mobilepay' | false): Promise<void> {
  if (answer === 'card') return leave(driver, pending);
  if (answer === 'mobilepay') {
    driver.onStep({ kind: 'redirecting' });
    const switched = pending.cardOrder.ID === '' ? null : await paymentClient.payCardChildWith(pending.cardOrder.ID, 'MobilePay').then(cardChildLink, () => null);
    if (switched !== null) return leave(driver, { ...pending, merchantLink: switched });
    await cancelHandOff(driver, pending);
    driver.onStep({ kind: 'failed', failure: CARD_FAILURE });
    return;
  }
  await cancelHandOff(driver, pending);
  driver.onStep({ kind: 'cancelled' });
}

/** Polls every 2 s until the provider's notice is processed ('completed') or refused ('failed'). */
export async function waitForProvider(query: ProviderReturn, maxPolls: number = MAX_CHECKOUT_POLLS): Promise<'completed' | 'failed'> {
  const answer = await pollUntil(() => paymentClient.pollProvider(query), (a) => a.Success || a.Status === 'failed', { intervalMs: CHECKOUT_POLL_INTERVAL_MS, maxPolls });
  return answer?.Success ? 'completed' : 'failed';
}

/**
 * Back from the provider (spec section 4, "Checkout return"): wait for the card payment,
 * then pay the rest of the run; a refused card cancels everything the run reserved.
 */
export async function continueAfterProvider<O extends OrderRequest>(driver: CheckoutDriver<O>, handOff: Omit<CardHandOff<O>, 'kind' | 'merchantLink'>, query: ProviderReturn): Promise<void> {
  const done = handOff.completedIds.length + 1;
  const total = done + handOff.reserved.length + handOff.remaining.length;
  driver.onStep({ kind: 'progress', progress: { share: (done - 1) / total, message: 'completing' } });
  if ((await waitForProvider(query, driver.maxProviderPolls)) === 'failed') {
    driver.onStep({ kind: 'progress', progress: { share: 0, message: 'cancelling' } });
    // A card order the return no longer knows (its record was lost with the tab's storage) is left to the hold's expiry.
    const reserved = [handOff.cardOrder, ...handOff.reserved].filter((order) => order.ID !== '');
    await cancelReserved(driver.port ?? paymentClient, reserved, { onProgress: progressTo(driver), ...(driver.wait ? { wait: driver.wait } : {}) });
    return finish(driver, { kind: 'failed', failure: CARD_FAILURE });
  }
  driver.forget?.();
  const method: PayMethod = handOff.remaining.some((order) => order.Amounts['4'] !== undefined) ? 'card' : 'wallet';
  await checkout(driver, handOff.remaining, method, { reserved: handOff.reserved, completedIds: [...handOff.completedIds, handOff.cardOrder.ID] });
}
