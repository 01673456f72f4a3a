import type { TransactionDetail, TransactionSearchResponse } from '@kk/contracts';
import type { SearchRequest } from '@kk/domain';
import { api } from '@kk/platform';
import { paymentClient } from '@kk/platform/payments';

/** The transactions' calls. Reads are silent: the panel, page and dialog show their own failure. */
export const transactionsApi = {
  searchTransactions: (request: SearchRequest, walletID?: string) =>
    api.post<TransactionSearchResponse>('/api/Transaction/SearchV2', request, { silent: true, ...(walletID ? { params: { walletID } } : {}) }),
  transactionDetail: (transactionID: string) => api.get<TransactionDetail>('/api/Transaction/Detail', { transactionID }, { silent: true }),
  /** Spec section 4, "Cancel order": the payment handler's cancel (silent: the dialog shows the outcome). */
  cancelOrder: paymentClient.cancel,
};
