import type { FailedSubscription, PaymentTypeId, SubscriptionItem } from '@kk/contracts';
import { api } from '@kk/platform';

const V3 = '/api/FoodPlanner/V3';
const DW = '/api/DepositWithdraw';

/** Subscriptions (spec section 7, "Subscriptions and food plan"); paying a period goes through @kk/platform/payments. */
export const subscriptionsApi = {
  list: (customerID: string, foodPlanID: string, walletID: string) => api.get<SubscriptionItem[]>(`${V3}/GetSubscriptions`, { customerID, foodPlanID, walletID }, { silent: true }),
  /** subscriptionID: the wallet's Subscription.ID, or the offer (the item's ID) with walletID; replaces makes it a change. */
  activate: (params: { subscriptionID: string; walletID: string; paymentTypeID: PaymentTypeId; replaces?: string }) =>
    api.delete<SubscriptionItem>(`${V3}/ActivateSubscription`, params, { silent: true }),
  remove: (subscriptionID: string, walletID: string) => api.delete<SubscriptionItem>(`${V3}/RemoveSubscription`, { subscriptionID, walletID }, { silent: true }),
  failedForWallet: (walletId: string) => api.get<FailedSubscription[]>(`${DW}/FailedSubscriptionsWallet/${encodeURIComponent(walletId)}`, undefined, { silent: true }),
  failedForGroup: (groupId: string) => api.get<FailedSubscription[]>(`${DW}/FailedSubscriptionsWalletGroup/${encodeURIComponent(groupId)}`, undefined, { silent: true }),
};
