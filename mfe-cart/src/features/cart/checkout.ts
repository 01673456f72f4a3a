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
} from '@kk/domain';
import { cartBaskets, CHECKOUT_RETURN_PARAMETER, emptyBaskets, setBasketCard, useSession } from '@kk/platform';
import {
  answerCardQuestion as answerWithCheckout,
  checkout,
  continueAfterProvider,
  waitForProvider,
  CARD_FAILURE,
  type CardHandOff,
  type CheckoutDriver,
  type PayMethod,
  type ProviderReturn,
} from '@kk/platform/payments';
import { cartApi } from './api';
import { clearJournal, readJournal, saveJournal, type CheckoutJournal } from './journal';
import { CARD_METHOD, MOBILEPAY_METHOD, setPhase, useCheckout, WALLET_METHOD, type PaymentMethod } from './checkoutState';

export type { ProviderReturn } from '@kk/platform/payments';

/** Spec section 9: the cart's success and failure dialogs. */
export const RESULT_DIALOG_DELAY_MS = 1_000;

const payMethodOf = (method: PaymentMethod): PayMethod => (method === WALLET_METHOD ? 'wallet' : method === MOBILEPAY_METHOD ? 'mobilepay' : 'card');

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

function journalOf(handOff: CardHandOff<CartOrderModel>, walletIds: readonly string[]): CheckoutJournal {
  return {
    userId: useSession.getState().user?.ID ?? '',
    cardOrder: handOff.cardOrder,
    reserved: handOff.reserved,
    remaining: handOff.remaining,
    completedIds: handOff.completedIds,
    walletIds: [...walletIds],
    startedAt: new Date().toISOString(),
  };
}

/**
 * The cart's side of the checkout: its phases in the cart dialog, the journal across the
 * provider's page, the baskets emptied when all is paid, and the shopping.payment events.
 */
function cartDriver(walletIds: readonly string[], baskets: Baskets): CheckoutDriver<CartOrderModel> {
  return {
    walletIds,
    announce: true,
    resultDelayMs: () => RESULT_DIALOG_DELAY_MS,
    onLeave: (handOff) => saveJournal(journalOf(handOff, walletIds)),
    forget: clearJournal,
    onStep: (step) => {
      switch (step.kind) {
        case 'progress':
          return setPhase({ kind: 'progress', progress: step.progress });
        case 'redirecting':
          return setPhase({ kind: 'redirecting' });
        case 'ask-card':
          return setPhase({ kind: 'ask-card', pending: step.pending, walletIds: [...walletIds] });
        case 'cancelled':
          return setPhase({ kind: 'basket' });
        case 'completed':
          emptyBaskets(walletIds);
          return setPhase({ kind: 'completed', transactionIds: step.transactionIds });
        case 'failed':
          return setPhase({ kind: 'failed', failure: step.failure, productNames: productNamesOf(baskets, step.failure.failedProducts) });
      }
    },
  };
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
  await checkout(cartDriver(wallets.map((w) => w.WalletID), baskets), orders, payMethodOf(method));
}

/**
 * The answer to "balance too low, buy with credit card?" (the checkout's card question):
 * card or MobilePay goes to the provider's page, no cancels what the run reserved.
 */
export async function answerCardQuestion(answer: 'card' | 'mobilepay' | false): Promise<void> {
  const { phase } = useCheckout.getState();
  if (phase.kind !== 'ask-card') return;
  await answerWithCheckout(cartDriver(phase.walletIds, cartBaskets()), phase.pending, answer);
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
    setPhase(added === 'completed' ? { kind: 'basket' } : { kind: 'failed', failure: CARD_FAILURE, productNames: [] });
    return;
  }
  await continueAfterProvider(cartDriver(journal.walletIds, cartBaskets()), journal, query);
}
