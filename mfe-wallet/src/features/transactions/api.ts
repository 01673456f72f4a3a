import type { TransactionDetail, TransactionSearchResponse } from '@kk/contracts';
import type { SearchRequest } from '@kk/domain';
import { api } from '@kk/platform';

/** The transactions' calls. Reads are silent: the panel, page and dialog show their own failure. */
export const transactionsApi = {
  searchTransactions: (request: SearchRequest, walletID?: string) =>
    api.post<TransactionSearchResponse>('/api/Transaction/SearchV2', request, { silent: true, ...(walletID ? { params: { walletID } } : {}) }),
  transactionDetail: (transactionID: string) => api.get<TransactionDetail>('/api/Transaction/Detail', { transactionID }, { silent: true }),
  /**
   * Spec section 4, "Cancel order": the payment handler's cancel (silent: the dialog shows
   * the outcome). Its client loads with the first cancel: the transactions panel is on the
   * home page, whose first load it would otherwise join.
   */
  cancelOrder: (paymentId: string, customerId: string) => import('@kk/platform/payments').then(({ paymentClient }) => paymentClient.cancel(paymentId, customerId)),
};
