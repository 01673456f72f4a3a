import { continueAfterProvider, type CheckoutDriver, type OrderFailure, type ProviderReturn } from '@kk/platform/payments';
import { MAX_CARD_POLLS, pendingReturn, RETURN_MARK, SUBSCRIPTION_PAYMENT_WAIT_MS, type PendingPayment, type SubscriptionOrderModel } from './payment';
import type { DialogState } from './SubscriptionDialog';

/** What a subscription payment needs of its page: the wallet, the dialog, the list and the failure in the user's words. */
export interface SubscriptionScreen {
  walletId: string;
  show(state: DialogState): void;
  reload(): void;
  describe(failure: OrderFailure): string;
}

/** Leaves the provider's return marks out of the address, so a reload does not wait again. */
function forgetReturnMarks(): void {
  const url = new URL(window.location.href);
  for (const key of [...url.searchParams.keys()]) {
    if ([RETURN_MARK, 'vivawallettransactionid', 'merchant', 'epaysubscriptionid'].includes(key.toLowerCase())) url.searchParams.delete(key);
  }
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`);
}

/**
 * The food plan's side of the checkout: its dialog's steps, the paid period kept across
 * the provider's page, and the list read again 2 s after a payment (spec section 9).
 * Cancelling after the card question happens behind the closed dialog. Back from the
 * provider (`returning`) the dialog waits for the card until the outcome is in, and the
 * return marks leave the address with the kept period.
 */
export function subscriptionDriver(screen: SubscriptionScreen, paid: PendingPayment | null, returning = false): CheckoutDriver<SubscriptionOrderModel> {
  return {
    walletIds: [screen.walletId],
    maxProviderPolls: MAX_CARD_POLLS,
    resultDelayMs: (result) => (result.kind === 'completed' ? SUBSCRIPTION_PAYMENT_WAIT_MS : 0),
    onLeave: (handOff) => (paid === null ? undefined : pendingReturn.save({ ...paid, cardOrder: handOff.cardOrder })),
    forget: () => {
      pendingReturn.clear();
      if (returning) forgetReturnMarks();
    },
    onStep: (step) => {
      switch (step.kind) {
        case 'progress':
          if (returning) return screen.show({ kind: 'working', waitingForCard: true });
          return step.progress.message === 'cancelling' ? undefined : screen.show({ kind: 'working', waitingForCard: false });
        case 'redirecting':
          return screen.show({ kind: 'working', waitingForCard: true });
        case 'ask-card':
          return paid === null ? undefined : screen.show({ kind: 'ask-card', pending: step.pending, paid });
        case 'cancelled':
          return undefined;
        case 'completed':
          screen.reload();
          return screen.show({ kind: 'complete', paid });
        case 'failed':
          return screen.show({ kind: 'failed', text: screen.describe(step.failure) });
      }
    },
  };
}

/**
 * Back from the card provider's page with a period paid by card or MobilePay: the shared
 * checkout's return waits for the provider's answer (about three minutes), then 2 s, then
 * the dialog shows the outcome; a refused card cancels the period's reservation.
 */
export async function resumeSubscriptionPayment(screen: SubscriptionScreen, query: ProviderReturn): Promise<void> {
  const kept = pendingReturn.read();
  // Without the kept record (the tab's storage refused it) the order is unknown: nothing to cancel.
  const cardOrder = kept?.cardOrder ?? { ID: '', CustomerID: '', WalletID: screen.walletId };
  await continueAfterProvider(subscriptionDriver(screen, kept, true), { cardOrder, reserved: [], remaining: [], completedIds: [] }, query);
}
