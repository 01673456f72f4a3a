import type { CartOrderModel } from '@kk/domain';
import { sessionRecord, type ReservedOrder } from '@kk/platform/payments';

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

const journal = sessionRecord<CheckoutJournal>('kk.cart.checkout');

export const saveJournal = (value: CheckoutJournal): void => journal.save(value);

/** The journal of this user's checkout, if one is under way. */
export function readJournal(userId: string): CheckoutJournal | null {
  const value = journal.read();
  return value !== null && value.userId === userId ? value : null;
}

export const clearJournal = (): void => journal.clear();
