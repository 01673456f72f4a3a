import type { CardPaymentMethod, OrderRequest, PaymentTransaction, PollMerchantSubscriptionResponse } from '@kk/contracts';
import { api, newIdempotencyKey } from '@kk/platform';

/** The query the card provider sends the browser back with (spec section 4, "Checkout return"). */
export type ProviderReturn = {
  merchant?: string;
  vivawalletTransactionID?: string;
  epaySubscriptionID?: string;
};

/** The payment handler's calls a checkout makes: what the state machine needs of it. */
export interface PaymentPort<O extends OrderRequest = OrderRequest> {
  reserve(order: O): Promise<PaymentTransaction>;
  complete(id: string): Promise<PaymentTransaction>;
  cancel(id: string, customerId: string): Promise<PaymentTransaction>;
}

// Money moves: each attempt carries its own Idempotency-Key. Silent: every screen that pays
// has its own progress, completed and failed steps.
const moneyMove = () => ({ target: 'payment' as const, silent: true, idempotencyKey: newIdempotencyKey() });

/**
 * The payment handler as a browser calls it (spec section 7, "Payment handler"): the only
 * place a remote's code reaches its paths (the lint rule payment-handler-paths keeps it so).
 */
export const paymentClient = {
  reserve: (order: OrderRequest) => api.post<PaymentTransaction>('/V2/Payment/ReserveTransaction', order, moneyMove()),
  complete: (id: string) => api.post<PaymentTransaction>('/V1/payment/CompleteTransaction', { ID: id }, moneyMove()),
  cancel: (id: string, customerId: string) => api.post<PaymentTransaction>('/V1/payment/CancelTransaction', { ID: id, CustomerID: customerId }, moneyMove()),
  /**
   * Has a reserved order's credit-card child paid with another method (issue 16): its
   * provider's page becomes that method's (MobilePay's approval page), which the answer names.
   */
  payCardChildWith: (transactionId: string, method: CardPaymentMethod) =>
    api.post<PaymentTransaction>('/V2/Payment/CardPaymentMethod', { ID: transactionId, PaymentMethod: method }, { target: 'payment', silent: true }),
  /** Spec section 4, "Checkout return": whether the provider's notice has been processed. */
  pollProvider: (query: ProviderReturn) => api.get<PollMerchantSubscriptionResponse>('/api/DepositWithdraw/PollMerchantSubscription', query, { silent: true }),
} satisfies PaymentPort & Record<string, unknown>;

/** Has a reserved order's credit-card child paid with MobilePay instead of the card (issue 16). */
export function payCardChildWithMobilePay(transactionId: string): Promise<PaymentTransaction> {
  return paymentClient.payCardChildWith(transactionId, 'MobilePay');
}
