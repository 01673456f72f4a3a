import type { SpendingSummary, TransactionSearchResponse, WalletTransaction } from '@kk/contracts';
import { MAX_SEARCH_COUNT, transactionSearchRequest } from '@kk/domain';
import { api } from '@kk/platform';

/** The most pages one export reads (100 transactions each): a guard against a list that keeps growing while it is read. */
const MAX_EXPORT_PAGES = 1_000;

/** The insight's calls. Silent: the page shows its own failure. */
export const insightApi = {
  spending: (walletID: string, from: string, to: string) => api.get<SpendingSummary>('/api/Transaction/Spending', { walletID, from, to }, { silent: true }),

  /**
   * Every transaction of the period, read through the wallet's own list (no cap on the
   * period) a page of the server's maximum at a time, newest first.
   */
  async transactionsOfPeriod(walletID: string, from: string, to: string): Promise<WalletTransaction[]> {
    const all: WalletTransaction[] = [];
    for (let page = 0; page < MAX_EXPORT_PAGES; page += 1) {
      const request = transactionSearchRequest({ walletId: walletID, startDate: from, endDate: to }, page, MAX_SEARCH_COUNT);
      const answer: TransactionSearchResponse = await api.post<TransactionSearchResponse>('/api/Transaction/SearchV2', request, { silent: true });
      if (answer.Error) throw new Error(answer.Error);
      all.push(...answer.Transactions);
      if (answer.Transactions.length < MAX_SEARCH_COUNT || all.length >= answer.TotalCount) break;
    }
    return all;
  },
};
