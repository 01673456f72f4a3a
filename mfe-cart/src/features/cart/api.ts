import type { CreditCardList, PaymentTransaction, PollMerchantSubscriptionResponse } from '@kk/contracts';
import type { CartOrderModel } from '@kk/domain';
import { api, newIdempotencyKey } from '@kk/platform';
import type { PaymentPort } from './submission';

const DW = '/api/DepositWithdraw';

/**
 * The payment handler's cart calls (spec section 7) on the payment target. Silent: the
 * cart's own progress, completed and failed dialogs tell the user what happened. Each call
 * is one attempt with its own Idempotency-Key.
 */
export const paymentPort: PaymentPort = {
  reserve: (order: CartOrderModel) =>
    api.post<PaymentTransaction>('/V2/Payment/ReserveTransaction', order, { target: 'payment', silent: true, idempotencyKey: newIdempotencyKey() }),
  complete: (id: string) =>
    api.post<PaymentTransaction>('/V1/payment/CompleteTransaction', { ID: id }, { target: 'payment', silent: true, idempotencyKey: newIdempotencyKey() }),
  cancel: (id: string, customerId: string) =>
    api.post<PaymentTransaction>('/V1/payment/CancelTransaction', { ID: id, CustomerID: customerId }, { target: 'payment', silent: true, idempotencyKey: newIdempotencyKey() }),
};

export const cartApi = {
  /** The cards a wallet may pay with (its primary card is named in the card payment). */
  walletCards: (walletID: string) => api.get<CreditCardList>(`${DW}/CreditCard/GetWalletCards`, { walletID }, { silent: true }),
  /** Spec section 4, "Checkout return": whether the provider's notification has been processed. */
  pollCheckout: (query: { merchant?: string; vivawalletTransactionID?: string; epaySubscriptionID?: string }) =>
    api.get<PollMerchantSubscriptionResponse>(`${DW}/PollMerchantSubscription`, query, { silent: true }),
  walletBalance: (walletID: string) => api.get<{ Balance: number }>('/api/Wallet/Detail', { walletID }, { silent: true }),
};
