import type { MeetingOptions, MeetingOrder, MeetingOrdersResponse, MeetingUpdateRequest } from '@kk/contracts';
import { api, fetchChildren, newIdempotencyKey } from '@kk/platform';

/**
 * The ordering screen's calls (spec section 7, "Meeting"; a new order is paid through
 * @kk/platform/payments). The update is silent: the screen's own dialogs say how it went. Each
 * money-moving call is one attempt with its own Idempotency-Key.
 */
export const orderingApi = {
  /** The meeting customer's departments and locations with their products. */
  options: () => api.get<MeetingOptions>('/api/Meeting/Options', undefined, { silent: true }),
  /** The user's own wallets; a staff member's first is the one that pays. */
  wallets: fetchChildren,
  /** The order being edited, among the user's orders. */
  order: async (transactionId: string): Promise<MeetingOrder | null> => {
    const answer = await api.get<MeetingOrdersResponse>('/api/Meeting/Orders', undefined, { silent: true });
    return answer.Transactions.find((order) => order.ID.toLowerCase() === transactionId.toLowerCase()) ?? null;
  },
  /** Spec section 7: PUT /api/meeting/update/{transactionID}, silent. */
  update: (transactionId: string, body: MeetingUpdateRequest) =>
    api.put<MeetingOrder>(`/api/meeting/update/${encodeURIComponent(transactionId)}`, body, { silent: true, idempotencyKey: newIdempotencyKey() }),
};
