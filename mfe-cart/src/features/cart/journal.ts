import type { CartOrderModel } from '@kk/domain';
import type { ReservedOrder } from './submission';

/**
 * What a checkout still has to do while the browser is on the card provider's page: the
 * order the card pays, the orders reserved before it (to complete afterwards), the orders
 * not sent yet, and the wallets whose baskets empty when all is paid. Kept in the tab's
 * session storage, so it survives the round trip to the provider and nothing else.
 */
export interface CheckoutJournal {
  userId: string;
  cardOrder: ReservedOrder;
  reserved: ReservedOrder[];
  remaining: CartOrderModel[];
  completedIds: string[];
  walletIds: string[];
  startedAt: string;
}

const KEY = 'kk.cart.checkout';

export function saveJournal(journal: CheckoutJournal): void {
  globalThis.sessionStorage?.setItem(KEY, JSON.stringify(journal));
}

export function readJournal(userId: string): CheckoutJournal | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(KEY);
    if (!raw) return null;
    const journal = JSON.parse(raw) as CheckoutJournal;
    return journal.userId === userId ? journal : null;
  } catch {
    return null;
  }
}

export function clearJournal(): void {
  globalThis.sessionStorage?.removeItem(KEY);
}
