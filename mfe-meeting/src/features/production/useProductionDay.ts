import { useCallback, useEffect, useRef, useState } from 'react';
import type { MeetingProduction } from '@kk/contracts';
import { productionApi } from './api';

/** No push channel carries meeting orders yet, so the list asks again every 30 s. */
export const PRODUCTION_POLL_MS = 30_000;

export type ProductionState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'done'; data: MeetingProduction; updatedAt: Date; refreshFailed: boolean };

/**
 * A day's production list that follows changes and cancels without a reload: loaded when
 * the date changes, then again every 30 s while the tab is visible (and when it becomes
 * visible again). A failed refresh keeps the list shown and says so.
 */
export function useProductionDay(date: string): ProductionState & { refresh: () => void } {
  const [state, setState] = useState<ProductionState>({ status: 'loading' });
  const round = useRef(0);

  const load = useCallback(
    (initial: boolean) => {
      const mine = ++round.current;
      if (initial) setState({ status: 'loading' });
      productionApi.day(date).then(
        (data) => mine === round.current && setState({ status: 'done', data, updatedAt: new Date(), refreshFailed: false }),
        () => {
          if (mine !== round.current) return;
          setState((current) => (current.status === 'done' && !initial ? { ...current, refreshFailed: true } : { status: 'failed' }));
        },
      );
    },
    [date],
  );

  useEffect(() => {
    load(true);
    const timer = setInterval(() => {
      if (!document.hidden) load(false);
    }, PRODUCTION_POLL_MS);
    const onVisible = () => {
      if (!document.hidden) load(false);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      round.current += 1;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [load]);

  return { ...state, refresh: () => load(false) };
}
