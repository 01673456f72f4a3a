import type { TransactionSearchResponse, WalletTransaction } from '@kk/contracts';
import type { SearchRequest, StaffApplication } from '@kk/domain';
import { api } from '@kk/platform';

export interface SearchAnswer {
  rows: WalletTransaction[];
  /** Null when the response states none (the list then counts as 100000 rows, spec section 9). */
  totalCount: number | null;
  sum: number;
  startDate: string | null;
  endDate: string | null;
  error: string | null;
}

/**
 * Spec section 7: the partner site searches POST /api/Transaction/SearchV2 (rows in
 * Transactions), the support tool POST /api/Transactions/Search (rows in Items). Silent:
 * a search is a read, so no success notice; a failure is shown on the page.
 */
export const searchApi = {
  async search(application: StaffApplication, request: SearchRequest): Promise<SearchAnswer> {
    const path = application === 'support' ? '/api/Transactions/Search' : '/api/Transaction/SearchV2';
    const answer = await api.post<TransactionSearchResponse>(path, request, { silent: true });
    const error = answer.Error ? answer.Error : null;
    return {
      // Spec section 8: a response with an Error shows the list as empty.
      rows: error ? [] : ((application === 'support' ? answer.Items : answer.Transactions) ?? answer.Transactions ?? []),
      totalCount: error ? 0 : typeof answer.TotalCount === 'number' ? answer.TotalCount : null,
      sum: error ? 0 : (answer.Sum ?? 0),
      startDate: answer.StartDate ?? null,
      endDate: answer.EndDate ?? null,
      error,
    };
  },
};
