import type { MeetingOptions, MeetingOrder, MeetingOrdersResponse, MeetingUpdateRequest, PaymentTransaction, WalletDetail } from '@kk/contracts';
import { api, fetchChildren, newIdempotencyKey } from '@kk/platform';
import type { MeetingPaymentModel } from './submission';

/**
 * The ordering screen's calls (spec section 7, "Meeting" and "Payment handler"). The
 * payment and the update are silent: the screen's own dialogs say how it went. Each
 * money-moving call is one attempt with its own Idempotency-Key.
 */
export const orderingApi = {
  /** The meeting customer's departments and locations with their products. */
  options: () => api.get<MeetingOptions>('/api/Meeting/Options', undefined, { silent: true }),
  /** The user's own wallets; a staff member's first is the one that pays. */
  wallets: fetchChildren,
  /** A new order: the meeting payment model through the payment handler (completed at once). */
  reserve: (model: MeetingPaymentModel) =>
    api.post<PaymentTransaction>('/V2/Payment/ReserveTransaction', model, { target: 'payment', silent: true, idempotencyKey: newIdempotencyKey() }),
  /** The order being edited, among the user's orders. */
  order: async (transactionId: string): Promise<MeetingOrder | null> => {
    const answer = await api.get<MeetingOrdersResponse>('/api/Meeting/Orders', undefined, { silent: true });
    return answer.Transactions.find((order) => order.ID.toLowerCase() === transactionId.toLowerCase()) ?? null;
  },
  /** Spec section 7: PUT /api/meeting/update/{transactionID}, silent. */
  update: (transactionId: string, body: MeetingUpdateRequest) =>
    api.put<MeetingOrder>(`/api/meeting/update/${encodeURIComponent(transactionId)}`, body, { silent: true, idempotencyKey: newIdempotencyKey() }),
  walletBalance: (walletID: string) => api.get<WalletDetail>('/api/Wallet/Detail', { walletID }, { silent: true }),
};
