import { useCallback, useEffect, useRef, useState } from 'react';

export type AsyncState<T> =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'done'; data: T };

/**
 * Runs a load on mount and whenever the (JSON-serialisable) dependencies change; `reload`
 * runs it again. Answers that arrive after a newer load started are ignored.
 */
export function useAsync<T>(load: () => Promise<T>, deps: readonly unknown[]): AsyncState<T> & { reload: () => void } {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const latestLoad = useRef(load);
  latestLoad.current = load;
  const depsKey = JSON.stringify(deps);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    latestLoad.current().then(
      (data) => current && setState({ status: 'done', data }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [depsKey, round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, reload };
}
