import { useCallback, useEffect, useRef, useState } from 'react';
import type { CatalogueHistory, GenericListPaths, GenericSearchResponse } from '@kk/contracts';
import { initialScrollCount, knownTotal, nextSlice, scrollIncrement, type SearchParameter } from '@kk/domain';
import { api } from '@kk/platform';

export type ListRows<Item> =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'done'; rows: Item[]; total: number; loadingMore: boolean; moreFailed: boolean };

const width = () => (typeof window === 'undefined' ? 1280 : window.innerWidth);
/** The API answers at most 100 rows a call (GenericSearchRequest). */
const MAX_COUNT = 100;

/** The calls of a generic list (spec section 7), relative to its path. */
export function listCalls<Item, Options>(paths: GenericListPaths) {
  const p = paths.path;
  return {
    options: () => api.get<Options>(`${p}${paths.get}`, undefined, { silent: true }),
    search: (StartIndex: number, Count: number, Search: SearchParameter[]) =>
      api.post<GenericSearchResponse<Item>>(`${p}Search`, { StartIndex, Count: Math.min(Count, MAX_COUNT), Search }, { silent: true }),
    create: (body: unknown) => api.post<Item>(`${p}${paths.post}`, body),
    update: (id: string, body: unknown) => api.put<Item>(`${p}${paths.put}/${encodeURIComponent(id)}`, body),
    remove: (id: string) => api.delete<null>(`${p}${paths.delete}/${encodeURIComponent(id)}`),
    history: (id: string) => api.get<CatalogueHistory>(`${p}History/${encodeURIComponent(id)}`, undefined, { silent: true }),
  };
}

/**
 * The generic list flow (spec section 4): load (the list's options), search, refresh and
 * continue search by virtual paging (the first slice twice the scroll increment, then one
 * increment at a time, spec section 9). An answer to an older search is dropped.
 */
export function useGenericList<Item, Options>(paths: GenericListPaths, search: SearchParameter[]) {
  const calls = useRef(listCalls<Item, Options>(paths)).current;
  const [options, setOptions] = useState<{ status: 'loading' } | { status: 'failed' } | { status: 'done'; value: Options }>({ status: 'loading' });
  const [rows, setRows] = useState<ListRows<Item>>({ status: 'loading' });
  const round = useRef(0);
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const searchRef = useRef(search);
  searchRef.current = search;
  const searchKey = JSON.stringify(search);

  const loadOptions = useCallback(async () => {
    try {
      setOptions({ status: 'done', value: await calls.options() });
    } catch {
      setOptions({ status: 'failed' });
    }
  }, [calls]);

  const refresh = useCallback(async () => {
    const mine = ++round.current;
    setRows({ status: 'loading' });
    try {
      const answer = await calls.search(0, initialScrollCount(width()), searchRef.current);
      if (mine === round.current) setRows({ status: 'done', rows: answer.Items, total: knownTotal(answer.TotalCount), loadingMore: false, moreFailed: false });
    } catch {
      if (mine === round.current) setRows({ status: 'failed' });
    }
  }, [calls]);

  /** Continue search: the next increment, when rows remain and none is on its way. */
  const loadMore = useCallback(async () => {
    const current = rowsRef.current;
    if (current.status !== 'done' || current.loadingMore) return;
    const slice = nextSlice(current.rows.length, current.total, scrollIncrement(width()));
    if (slice === null) return;
    const mine = round.current;
    setRows({ ...current, loadingMore: true, moreFailed: false });
    try {
      const answer = await calls.search(slice.StartIndex, slice.Count, searchRef.current);
      if (mine !== round.current) return;
      setRows({ status: 'done', rows: [...current.rows, ...answer.Items], total: knownTotal(answer.TotalCount), loadingMore: false, moreFailed: false });
    } catch {
      if (mine === round.current) setRows({ ...current, loadingMore: false, moreFailed: true });
    }
  }, [calls]);

  useEffect(() => {
    void loadOptions();
  }, [loadOptions]);

  useEffect(() => {
    void refresh();
  }, [refresh, searchKey]);

  return { calls, options, rows, refresh, loadMore, reloadOptions: loadOptions };
}
