/**
 * The event map of the in-page bus (shared/platform). Remotes never import each other;
 * they publish and subscribe to these names.
 */
export interface EventMap {
  'session.expired': { application: string };
  'session.changed': { userId: string | null };
  'wallet.balance.changed': { walletId: string; balance: number };
  'wallets.loaded': { walletIds: string[] };
  'shopping.cart.add': { walletId: string; productId: string; quantity: number };
  'shopping.cart.remove': { walletId: string; productId: string };
  'shopping.cart.changed': { itemCount: number };
  /** Opens the cart dialog (the basket) from any remote, e.g. the webshop page where the floating button is hidden. */
  'shopping.cart.open': Record<string, never>;
  'shopping.payment.success': { transactionIds: string[] };
  'shopping.payment.failed': { message: string };
  'onboarding.finished': { completed: boolean };
  'culture.changed': { culture: 'da' | 'en' };
}
export type EventName = keyof EventMap;
