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
  /**
   * Asks the wallet remote to open one of its own dialogs for a wallet (the onboarding
   * guide's steps 2 and 4 reuse them instead of copying them). The wallet remote answers
   * with 'wallet.dialog.closed' when the dialog closes, saying whether something was saved.
   */
  'wallet.dialog.open': { dialog: 'nfc' | 'refill'; walletId: string };
  'wallet.dialog.closed': { dialog: 'nfc' | 'refill'; walletId: string; saved: boolean };
  'culture.changed': { culture: 'da' | 'en' };
}
export type EventName = keyof EventMap;
