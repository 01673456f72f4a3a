import type { FoodPlanOrder, PaymentTransaction } from '@kk/contracts';
import { api, newIdempotencyKey } from '@kk/platform';

/** The child's food orders and their refund (spec section 7). */
export const ordersApi = {
  /** Food orders delivered from `start` to `end` (YYYY-MM-DD). */
  orders: (start: string, end: string, walletID: string) => api.get<FoodPlanOrder[]>('/api/Foodplanner/V3/GetOrders', { start, end, walletID }, { silent: true }),
  /** Refund through the payment API (V2 path for the role Payment); silent, the view says how it went. */
  refund: (transactionId: string, customerId: string, productId: string, quantity: number) =>
    api.post<PaymentTransaction>(
      '/V2/Payment/RefundTransaction',
      { ID: transactionId, CustomerID: customerId, Products: [{ ID: productId, Quantity: quantity }] },
      { target: 'payment', silent: true, idempotencyKey: newIdempotencyKey() },
    ),
};
