import type { MeetingOrdersResponse } from '@kk/contracts';
import { api } from '@kk/platform';
import { paymentClient } from '@kk/platform/payments';

/** The user's meeting orders and their cancel (spec section 7, "Meeting"). */
export const ordersApi = {
  /** The caller's orders delivered from a month back (the API's default window). */
  orders: () => api.get<MeetingOrdersResponse>('/api/Meeting/Orders', undefined, { silent: true }),
  /** The payment handler's cancel with ID and CustomerID; silent, the page says how it went. */
  cancel: paymentClient.cancel,
};
