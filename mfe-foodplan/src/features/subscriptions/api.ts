import type { FailedSubscription, PaymentTransaction, PollMerchantSubscriptionResponse, SubscriptionItem, WalletDetail } from '@kk/contracts';
import { api, bus, newIdempotencyKey } from '@kk/platform';
import type { SubscriptionOrderModel } from './payment';

const V3 = '/api/FoodPlanner/V3';
const DW = '/api/DepositWithdraw';

/** Subscriptions and paying their periods (spec section 7, "Subscriptions and food plan" and the payment handler). */
export const subscriptionsApi = {
  list: (customerID: string, foodPlanID: string, walletID: string) => api.get<SubscriptionItem[]>(`${V3}/GetSubscriptions`, { customerID, foodPlanID, walletID }, { silent: true }),
  /** subscriptionID: the wallet's Subscription.ID, or the offer (the item's ID) with walletID; replaces makes it a change. */
  activate: (params: { subscriptionID: string; walletID: string; paymentTypeID: 2 | 4; replaces?: string }) =>
    api.delete<SubscriptionItem>(`${V3}/ActivateSubscription`, params, { silent: true }),
  remove: (subscriptionID: string, walletID: string) => api.delete<SubscriptionItem>(`${V3}/RemoveSubscription`, { subscriptionID, walletID }, { silent: true }),
  /** The payment handler's reserve (AutoComplete: one step); silent, the dialog tells how it went. */
  reserve: (order: SubscriptionOrderModel) =>
    api.post<PaymentTransaction>('/V2/Payment/ReserveTransaction', order, { target: 'payment', silent: true, idempotencyKey: newIdempotencyKey() }),
  cancel: (id: string, customerId: string) =>
    api.post<PaymentTransaction>('/V1/payment/CancelTransaction', { ID: id, CustomerID: customerId }, { target: 'payment', silent: true, idempotencyKey: newIdempotencyKey() }),
  pollCard: (vivawalletTransactionID: string) => api.get<PollMerchantSubscriptionResponse>(`${DW}/PollMerchantSubscription`, { vivawalletTransactionID }, { silent: true }),
  failedForWallet: (walletId: string) => api.get<FailedSubscription[]>(`${DW}/FailedSubscriptionsWallet/${encodeURIComponent(walletId)}`, undefined, { silent: true }),
  failedForGroup: (groupId: string) => api.get<FailedSubscription[]>(`${DW}/FailedSubscriptionsWalletGroup/${encodeURIComponent(groupId)}`, undefined, { silent: true }),
  walletBalance: (walletID: string) => api.get<WalletDetail>('/api/Wallet/Detail', { walletID }, { silent: true }),
};

/** The wallet paid: the balances on the page follow without a reload. */
export function refreshBalance(walletId: string): void {
  subscriptionsApi.walletBalance(walletId).then(
    ({ Balance }) => bus.publish('wallet.balance.changed', { walletId, balance: Balance }),
    () => undefined,
  );
}
