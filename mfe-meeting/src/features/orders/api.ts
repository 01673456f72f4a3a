import type { MeetingOrdersResponse, PaymentTransaction, WalletDetail } from '@kk/contracts';
import { api, bus, newIdempotencyKey } from '@kk/platform';

/** The user's meeting orders and their cancel (spec section 7, "Meeting"). */
export const ordersApi = {
  /** The caller's orders delivered from a month back (the API's default window). */
  orders: () => api.get<MeetingOrdersResponse>('/api/Meeting/Orders', undefined, { silent: true }),
  /** The payment handler's cancel with ID and CustomerID; silent, the page says how it went. */
  cancel: (id: string, customerId: string) =>
    api.post<PaymentTransaction>('/V1/payment/CancelTransaction', { ID: id, CustomerID: customerId }, { target: 'payment', silent: true, idempotencyKey: newIdempotencyKey() }),
  walletBalance: (walletID: string) => api.get<WalletDetail>('/api/Wallet/Detail', { walletID }, { silent: true }),
};

/** The money came back: the balances on the page follow without a reload. */
export function refreshBalance(walletId: string): void {
  ordersApi.walletBalance(walletId).then(
    ({ Balance }) => bus.publish('wallet.balance.changed', { walletId, balance: Balance }),
    () => undefined,
  );
}
