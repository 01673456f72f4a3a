import { useCallback, useEffect, useRef, useState } from 'react';
import type { FoodPlanProduction } from '@kk/contracts';
import { startProductionStream } from '@kk/platform';
import { productionApi } from './api';

/** Several changes in a burst (a family's basket, a refund of many lines) make one refetch. */
export const PRODUCTION_REFETCH_DEBOUNCE_MS = 400;

export type ProductionListState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'done'; data: FoodPlanProduction; updatedAt: Date; refreshFailed: boolean };

/**
 * The day's production list, live: loaded when the date or the plan changes, then again
 * (debounced) whenever the live stream says a watched plan's orders changed, resyncs or
 * reopens after a drop. No polling. A failed refresh keeps the list shown and says so.
 */
export function useProductionList(date: string, foodPlanId: string | null): ProductionListState & { refresh: () => void } {
  const [state, setState] = useState<ProductionListState>({ status: 'loading' });
  const round = useRef(0);

  const load = useCallback(
    (initial: boolean) => {
      const mine = ++round.current;
      if (initial) setState({ status: 'loading' });
      productionApi.day(date, foodPlanId).then(
        (data) => mine === round.current && setState({ status: 'done', data, updatedAt: new Date(), refreshFailed: false }),
        () => {
          if (mine !== round.current) return;
          setState((current) => (current.status === 'done' && !initial ? { ...current, refreshFailed: true } : { status: 'failed' }));
        },
      );
    },
    [date, foodPlanId],
  );

  useEffect(() => {
    load(true);
    let timer: ReturnType<typeof setTimeout> | null = null;
    // Every opening of the stream refetches too: a change between the load and the stream's start, or while it was down, was not heard.
    const stop = startProductionStream(foodPlanId, (event) => {
      if (event !== null && (event.To < date || event.From > date)) return;
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        load(false);
      }, PRODUCTION_REFETCH_DEBOUNCE_MS);
    });
    return () => {
      round.current += 1;
      if (timer !== null) clearTimeout(timer);
      stop();
    };
  }, [load, foodPlanId, date]);

  return { ...state, refresh: () => load(false) };
}
