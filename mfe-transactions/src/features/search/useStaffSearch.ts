import { useCallback, useRef, useState } from 'react';
import type { WalletTransaction } from '@kk/contracts';
import {
  initialScrollCount, knownTotal, MAX_SEARCH_COUNT, nextSlice, scrollIncrement, type SearchParameter, type StaffApplication,
} from '@kk/domain';
import { searchApi } from './api';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'done';
      rows: WalletTransaction[];
      /** The stated total, or 100000 when none was stated (spec section 9). */
      total: number;
      sum: number;
      startDate: string | null;
      endDate: string | null;
      error: string | null;
      loadingMore: boolean;
      /** A continued search failed; scrolling again tries again. */
      moreFailed: boolean;
    };

const width = () => (typeof window === 'undefined' ? 1280 : window.innerWidth);

/**
 * The generic list flow (spec section 4) for the staff search: search, refresh and
 * continue search by virtual paging. The first page is twice the scroll increment, each
 * continuation one increment (spec section 9). An answer to an older search is dropped.
 */
export function useStaffSearch(application: StaffApplication) {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const search = useRef<SearchParameter[] | null>(null);
  const round = useRef(0);
  const stateRef = useRef(state);
  stateRef.current = state;

  const run = useCallback(
    async (parameters: SearchParameter[]) => {
      search.current = parameters;
      const mine = ++round.current;
      setState({ status: 'loading' });
      try {
        const answer = await searchApi.search(application, { StartIndex: 0, Count: initialScrollCount(width()), Search: parameters });
        if (mine !== round.current) return;
        setState({
          status: 'done',
          rows: answer.rows,
          total: answer.error ? 0 : knownTotal(answer.totalCount),
          sum: answer.sum,
          startDate: answer.startDate,
          endDate: answer.endDate,
          error: answer.error,
          loadingMore: false,
          moreFailed: false,
        });
      } catch {
        if (mine === round.current) setState({ status: 'failed' });
      }
    },
    [application],
  );

  const refresh = useCallback(() => {
    if (search.current) void run(search.current);
  }, [run]);

  /** Continue search: the next increment, when rows remain and none is on its way. */
  const loadMore = useCallback(async () => {
    const current = stateRef.current;
    if (current.status !== 'done' || current.loadingMore || search.current === null) return;
    const slice = nextSlice(current.rows.length, current.total, scrollIncrement(width()));
    if (slice === null) return;
    const mine = round.current;
    setState({ ...current, loadingMore: true, moreFailed: false });
    try {
      const answer = await searchApi.search(application, { ...slice, Search: search.current });
      if (mine !== round.current) return;
      setState((now) => {
        if (now.status !== 'done') return now;
        // A short page ends the list even when the total was unknown.
        const total = answer.rows.length < slice.Count ? now.rows.length + answer.rows.length : knownTotal(answer.totalCount);
        return { ...now, rows: [...now.rows, ...answer.rows], total, loadingMore: false };
      });
    } catch {
      if (mine === round.current) setState((now) => (now.status === 'done' ? { ...now, loadingMore: false, moreFailed: true } : now));
    }
  }, [application]);

  /** Every row of the current result, for the CSV export (at most `limit`), in slices the API answers. */
  const allRows = useCallback(
    async (limit: number): Promise<WalletTransaction[]> => {
      const current = stateRef.current;
      if (current.status !== 'done' || search.current === null) return [];
      const rows = [...current.rows];
      const total = Math.min(current.total, limit);
      while (rows.length < total) {
        const answer = await searchApi.search(application, { StartIndex: rows.length, Count: Math.min(MAX_SEARCH_COUNT, total - rows.length), Search: search.current });
        rows.push(...answer.rows);
        if (answer.rows.length === 0) break;
      }
      return rows.slice(0, total);
    },
    [application],
  );

  return { state, run, refresh, loadMore, allRows };
}
