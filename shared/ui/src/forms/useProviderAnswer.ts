import { useEffect, useRef, useState } from 'react';
import { pollUntil } from '@kk/platform';

/** Back from a provider's page, the platform is asked every 2 s (spec section 9), for at most 2 minutes. */
export const PROVIDER_POLL_INTERVAL_MS = 2_000;
const MAX_POLLS = 60;

export type ProviderAnswerState<T> = { status: 'waiting' } | { status: 'settled'; answer: T } | { status: 'unknown' };

/** The page's address without the return parameter, so a reload does not announce it again. */
function forgetReturn(parameter: string): void {
  const url = new URL(window.location.href);
  url.searchParams.delete(parameter);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * A page back from one of the provider's pages (MobilePay's deposit or agreement): asks
 * about `id` until the answer is settled, then drops `returnParameter` from the address and
 * calls `onSettled` (the page reads its wallets again). 'unknown' after two minutes.
 */
export function useProviderAnswer<T>(
  id: string,
  ask: (id: string) => Promise<T>,
  isSettled: (answer: T) => boolean,
  { returnParameter, onSettled }: { returnParameter: string; onSettled: () => void },
): ProviderAnswerState<T> {
  const [state, setState] = useState<ProviderAnswerState<T>>({ status: 'waiting' });
  // The callers' functions may be new on each render; the polling must not restart for them.
  const latest = useRef({ ask, isSettled, onSettled });
  latest.current = { ask, isSettled, onSettled };

  useEffect(() => {
    const stop = new AbortController();
    void pollUntil(() => latest.current.ask(id), (answer) => latest.current.isSettled(answer), {
      intervalMs: PROVIDER_POLL_INTERVAL_MS,
      maxPolls: MAX_POLLS,
      signal: stop.signal,
    }).then((answer) => {
      if (stop.signal.aborted) return;
      if (answer === null) return setState({ status: 'unknown' });
      setState({ status: 'settled', answer });
      forgetReturn(returnParameter);
      latest.current.onSettled();
    });
    return () => stop.abort();
  }, [id, returnParameter]);

  return state;
}
