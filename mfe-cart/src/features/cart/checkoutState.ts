import { create } from 'zustand';
import type { BasketWallet, CartOrderModel } from '@kk/domain';
import type { CardHandOff, OrderFailure, Progress } from '@kk/platform/payments';

/**
 * Whether the cart dialog is open and what it shows. Small on purpose: the floating
 * button's parcel loads it on every page, the payment flow (checkout.ts) only with the dialog.
 */

/**
 * Spec section 4: payment method 1 is the wallet; anything else the credit card (id 4).
 * MobilePay (issue 16) is a credit-card payment too, made on the provider's MobilePay page.
 */
export type PaymentMethod = 1 | 2 | 3;
export const WALLET_METHOD: PaymentMethod = 1;
export const CARD_METHOD: PaymentMethod = 2;
export const MOBILEPAY_METHOD: PaymentMethod = 3;

export type CheckoutPhase =
  | { kind: 'basket' }
  | { kind: 'progress'; progress: Progress }
  /** Balance too low: buy with the credit card? */
  | { kind: 'ask-card'; pending: CardHandOff<CartOrderModel>; walletIds: string[] }
  | { kind: 'redirecting' }
  | { kind: 'missing-card'; wallets: BasketWallet[] }
  | { kind: 'completed'; transactionIds: string[] }
  | { kind: 'failed'; failure: OrderFailure; productNames: string[] };

interface CheckoutState {
  open: boolean;
  phase: CheckoutPhase;
}

export const useCheckout = create<CheckoutState>(() => ({ open: false, phase: { kind: 'basket' } }));

export const setPhase = (phase: CheckoutPhase) => useCheckout.setState({ phase });

export function openCart(): void {
  useCheckout.setState({ open: true, phase: { kind: 'basket' } });
}

/** Closing is refused while money moves: the run must finish (or cancel) first. */
export function closeCart(): void {
  const { phase } = useCheckout.getState();
  if (phase.kind === 'progress' || phase.kind === 'redirecting') return;
  useCheckout.setState({ open: false, phase: { kind: 'basket' } });
}

export function backToBasket(): void {
  setPhase({ kind: 'basket' });
}

