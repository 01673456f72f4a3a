import type { CreditCard } from '@kk/contracts';
import {
  defaultCardFor,
  EXPIRED_PRODUCT_STATUS_CODE,
  expiredFoodplanProducts,
  orderModelsOf,
  paymentTypeIdOf,
  type Baskets,
  type BasketWallet,
  type CartOrderModel,
  cardChildLink,
} from '@kk/domain';
import { ApiError, bus, cartBaskets, CHECKOUT_RETURN_PARAMETER, emptyBaskets, leaveForProvider, payCardChildWithMobilePay, pollUntil, setBasketCard, useSession } from '@kk/platform';
import { cartApi, paymentPort } from './api';
import { clearJournal, readJournal, saveJournal, type CheckoutJournal } from './journal';
import { CARD_METHOD, MOBILEPAY_METHOD, setPhase, useCheckout, WALLET_METHOD, type PaymentMethod } from './checkoutState';
import { cancelReserved, submitOrders, type OrderFailure, type SubmissionOutcome } from './submission';

/** Spec section 9. */
export const RESULT_DIALOG_DELAY_MS = 1_000;
export const CARD_REDIRECT_DELAY_MS = 250;
export const CHECKOUT_POLL_INTERVAL_MS = 2_000;
/** Two minutes without the provider's notice: it is lost, not late. */
const MAX_POLLS = 60;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function toFailure(error: unknown): OrderFailure {
  if (error instanceof ApiError) {
    const server = error.serverError();
    return { message: server.message ?? '', statusCode: server.StatusCode ?? null, failedProducts: [] };
  }
  return { message: error instanceof Error ? error.message : '', statusCode: null, failedProducts: [] };
}

/** The current address with checkout=true, so the cart reopens when the provider sends the browser back. */
export function checkoutReturnUrl(href: string = window.location.href): string {
  const url = new URL(href);
  url.searchParams.set(CHECKOUT_RETURN_PARAMETER, 'true');
  return url.toString();
}

/** The same as a path on this site: where a card added from the cart sends the browser back. */
export function checkoutReturnPath(href: string = window.location.href): string {
  const url = new URL(checkoutReturnUrl(href));
  return `${url.pathname}${url.search}`;
}

function productNamesOf(baskets: Baskets, ids: readonly string[]): string[] {
  const lines = Object.values(baskets).flatMap((b) => [...b.webshop.flatMap((g) => g.Products), ...b.foodplan.flatMap((g) => g.Products)]);
  return ids.map((id) => lines.find((line) => line.ProductID === id || line.ID === id)?.Name ?? id);
}

/** The balances on the page follow the payment without a reload (the live stream may be off). */
function refreshBalances(walletIds: readonly string[]): void {
  for (const walletId of walletIds) {
    cartApi.walletBalance(walletId).then(
      ({ Balance }) => bus.publish('wallet.balance.changed', { walletId, balance: Balance }),
      () => undefined,
    );
  }
}

async function finish(outcome: Exclude<SubmissionOutcome, { kind: 'card' }>, walletIds: readonly string[], baskets: Baskets): Promise<void> {
  await wait(RESULT_DIALOG_DELAY_MS);
  clearJournal();
  refreshBalances(walletIds);
  if (outcome.kind === 'completed') {
    emptyBaskets(walletIds);
    bus.publish('shopping.payment.success', { transactionIds: outcome.transactionIds });
    setPhase({ kind: 'completed', transactionIds: outcome.transactionIds });
  } else {
    bus.publish('shopping.payment.failed', { message: outcome.failure.message });
    setPhase({ kind: 'failed', failure: outcome.failure, productNames: productNamesOf(baskets, outcome.failure.failedProducts) });
  }
}

function journalOf(outcome: Extract<SubmissionOutcome, { kind: 'card' }>, walletIds: readonly string[]): CheckoutJournal {
  return {
    userId: useSession.getState().user?.ID ?? '',
    cardOrder: outcome.cardOrder,
    reserved: outcome.reserved,
    remaining: outcome.remaining,
    completedIds: outcome.completedIds,
    walletIds: [...walletIds],
    startedAt: new Date().toISOString(),
  };
}

/** To the provider's page after the spec's 250 ms, with the rest of the run in the journal. */
async function goToProvider(outcome: Extract<SubmissionOutcome, { kind: 'card' }>, walletIds: readonly string[]): Promise<void> {
  saveJournal(journalOf(outcome, walletIds));
  setPhase({ kind: 'redirecting' });
  await wait(CARD_REDIRECT_DELAY_MS);
  leaveForProvider(outcome.merchantLink);
}

async function settle(outcome: SubmissionOutcome, method: PaymentMethod, walletIds: readonly string[], baskets: Baskets): Promise<void> {
  if (outcome.kind !== 'card') return finish(outcome, walletIds, baskets);
  // Pay-merchant (card or MobilePay) goes straight to the provider; a wallet payment asks first.
  if (method !== WALLET_METHOD) return goToProvider(outcome, walletIds);
  setPhase({ kind: 'ask-card', pending: outcome, walletIds: [...walletIds] });
}

/** The wallets with something in the cart, and for a card payment each one's card (or the wallets without one). */
async function cardsFor(wallets: readonly BasketWallet[]): Promise<{ missing: BasketWallet[]; cards: Map<string, CreditCard> }> {
  const cards = new Map<string, CreditCard>();
  const missing: BasketWallet[] = [];
  for (const wallet of wallets) {
    const list = await cartApi.walletCards(wallet.WalletID).catch(() => null);
    const card = list === null ? null : defaultCardFor(wallet.WalletID, list.CreditCards);
    if (card === null) missing.push(wallet);
    else cards.set(wallet.WalletID, card);
  }
  return { missing, cards };
}

/**
 * Pays every basket in the cart (spec section 4, "Order submission from the cart"): the
 * deadline check, then the orders of each wallet's webshop and food plan groups.
 */
export async function pay(method: PaymentMethod, now: Date = new Date()): Promise<void> {
  let baskets = cartBaskets();
  const wallets = Object.values(baskets).map((b) => b.wallet);
  if (wallets.length === 0) return;
  const expired = Object.values(baskets).flatMap((b) => b.foodplan.flatMap((g) => expiredFoodplanProducts(g.Products, now)));
  if (expired.length > 0) {
    setPhase({
      kind: 'failed',
      failure: { message: 'ExpiredProductsInBasket', statusCode: EXPIRED_PRODUCT_STATUS_CODE, failedProducts: expired.map((p) => p.ID) },
      productNames: expired.map((p) => p.Name),
    });
    return;
  }
  setPhase({ kind: 'progress', progress: { share: 0, message: 'processing' } });
  if (method === CARD_METHOD) {
    const { missing, cards } = await cardsFor(wallets);
    if (missing.length > 0) return setPhase({ kind: 'missing-card', wallets: missing });
    for (const [walletId, card] of cards) setBasketCard(walletId, { MerchantNumber: card.MerchantNumber, CardType: card.Merchant });
    baskets = cartBaskets();
  }
  const returnUrl = checkoutReturnUrl();
  // MobilePay needs no saved card: the payer approves each payment in the app.
  const cardMethod = method === MOBILEPAY_METHOD ? { cardMethod: 'MobilePay' as const } : {};
  const orders: CartOrderModel[] = Object.values(baskets).flatMap((basket) => orderModelsOf(basket, paymentTypeIdOf(method), returnUrl, { now, ...cardMethod }));
  const walletIds = wallets.map((w) => w.WalletID);
  const outcome = await submitOrders(paymentPort, orders, toFailure, {
    onProgress: (progress) => setPhase({ kind: 'progress', progress }),
    requireCard: method !== WALLET_METHOD,
  });
  await settle(outcome, method, walletIds, baskets);
}

/**
 * The answer to "balance too low, buy with credit card?": 'card' goes to the provider's
 * card page, 'mobilepay' first has the order's card child paid with MobilePay (its page
 * becomes MobilePay's, issue 16) and goes there; no (false) cancels. If MobilePay cannot
 * be started, what the run reserved is cancelled and the failed dialog says so.
 */
export async function answerCardQuestion(answer: 'card' | 'mobilepay' | false): Promise<void> {
  const { phase } = useCheckout.getState();
  if (phase.kind !== 'ask-card') return;
  if (answer === 'card') return goToProvider(phase.pending, phase.walletIds);
  const cancelAll = async () => {
    setPhase({ kind: 'progress', progress: { share: 0, message: 'cancelling' } });
    await cancelReserved(paymentPort, [phase.pending.cardOrder, ...phase.pending.reserved], {
      onProgress: (progress) => setPhase({ kind: 'progress', progress }),
    });
    refreshBalances(phase.walletIds);
  };
  if (answer === 'mobilepay') {
    setPhase({ kind: 'redirecting' });
    const switched = await payCardChildWithMobilePay(phase.pending.cardOrder.ID).then(cardChildLink, () => null);
    if (switched !== null) return goToProvider({ ...phase.pending, merchantLink: switched }, phase.walletIds);
    await cancelAll();
    setPhase({ kind: 'failed', failure: { message: 'credit card error', statusCode: null, failedProducts: [] }, productNames: [] });
    return;
  }
  await cancelAll();
  setPhase({ kind: 'basket' });
}

export interface ProviderReturn {
  merchant?: string;
  vivawalletTransactionID?: string;
  epaySubscriptionID?: string;
}

/** Polls every 2 s until the provider's notice is processed ('completed') or refused ('failed'). */
async function waitForProvider(query: ProviderReturn): Promise<'completed' | 'failed'> {
  const answer = await pollUntil(() => cartApi.pollCheckout(query), (a) => a.Success || a.Status === 'failed', {
    intervalMs: CHECKOUT_POLL_INTERVAL_MS,
    maxPolls: MAX_POLLS,
  });
  return answer?.Success ? 'completed' : 'failed';
}

/**
 * Back from the provider with checkout in the query (spec section 4, "Checkout return"):
 * with a checkout under way, wait for the card payment, then submit the rest of the orders
 * and empty the baskets; a refused card cancels everything the run reserved. Without one
 * (a card was added from the cart) the basket simply opens again.
 */
export async function resumeCheckout(query: ProviderReturn): Promise<void> {
  const journal = readJournal(useSession.getState().user?.ID ?? '');
  useCheckout.setState({ open: true, phase: { kind: 'basket' } });
  if (journal === null || !query.vivawalletTransactionID) {
    // A card added from the cart: the basket opens again once the card is confirmed.
    if (!query.epaySubscriptionID) return;
    setPhase({ kind: 'progress', progress: { share: 0, message: 'processing' } });
    const added = await waitForProvider(query);
    setPhase(added === 'completed' ? { kind: 'basket' } : { kind: 'failed', failure: { message: 'credit card error', statusCode: null, failedProducts: [] }, productNames: [] });
    return;
  }
  const baskets = cartBaskets();
  const done = journal.completedIds.length + 1;
  const total = done + journal.reserved.length + journal.remaining.length;
  setPhase({ kind: 'progress', progress: { share: (done - 1) / total, message: 'completing' } });
  const result = await waitForProvider(query);
  if (result === 'failed') {
    setPhase({ kind: 'progress', progress: { share: 0, message: 'cancelling' } });
    await cancelReserved(paymentPort, [journal.cardOrder, ...journal.reserved], { onProgress: (progress) => setPhase({ kind: 'progress', progress }) });
    return finish({ kind: 'failed', failure: { message: 'credit card error', statusCode: null, failedProducts: [] } }, journal.walletIds, baskets);
  }
  clearJournal();
  const method = journal.remaining.some((order) => order.Amounts[4] !== undefined) ? CARD_METHOD : WALLET_METHOD;
  const outcome = await submitOrders(paymentPort, journal.remaining, toFailure, {
    onProgress: (progress) => setPhase({ kind: 'progress', progress }),
    requireCard: method === CARD_METHOD,
  }, { reserved: journal.reserved, completedIds: [...journal.completedIds, journal.cardOrder.ID] });
  await settle(outcome, method, journal.walletIds, baskets);
}
