import { LIVE_PRODUCTION_PATH, LIVE_WALLETS_PATH, LiveEvent, type FoodPlanOrdersEvent, type WalletBalanceEvent } from '@kk/contracts';
import { getAppConfig } from '../config';
import { useSession } from '../session';
import { SseParser, type ServerSentEvent } from './sseParser';

const DEFAULT_RETRY_MS = 5_000;
const MAX_RETRY_MS = 60_000;

export interface LiveStreamHandlers {
  /** Every event but session-ended, in order. */
  onEvent(event: ServerSentEvent): void;
  /** The stream is open (again): whatever happened while it was closed was not heard. */
  onOpen?(): void;
}

/**
 * Keeps one of the API's Server-Sent-Events streams open (path and query). It reads the
 * events with fetch, so the bearer token travels in the Authorization header (EventSource
 * cannot send one, and a token in the URL would end up in logs). Drops are retried after
 * the server's retry delay, doubling up to a minute; a 401, 403 or 404 or a session-ended
 * event stops it (the API client handles the expired session).
 */
export function startLiveStream(path: string, handlers: LiveStreamHandlers): () => void {
  let stopped = false;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  const parser = new SseParser();

  const retryLater = () => {
    if (stopped) return;
    const base = parser.retryMs ?? DEFAULT_RETRY_MS;
    timer = setTimeout(connect, Math.min(base * 2 ** Math.min(failures, 4), MAX_RETRY_MS));
    failures += 1;
  };

  async function connect(): Promise<void> {
    const token = useSession.getState().token;
    if (stopped || !token) return;
    controller = new AbortController();
    const app = getAppConfig();
    try {
      const response = await fetch(`${app.localApiBase ?? ''}${path}`, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream', 'x-application': app.application },
        signal: controller.signal,
        cache: 'no-store',
      });
      if (response.status === 401 || response.status === 403 || response.status === 404) return;
      if (!response.ok || !response.body) return retryLater();
      if (!stopped) handlers.onOpen?.();
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        failures = 0;
        for (const event of parser.push(decoder.decode(value, { stream: true }))) {
          if (event.event === LiveEvent.SessionEnded) return;
          if (!stopped) handlers.onEvent(event);
        }
      }
      retryLater();
    } catch {
      retryLater();
    }
  }

  void connect();
  return () => {
    stopped = true;
    if (timer !== null) clearTimeout(timer);
    controller?.abort();
  };
}

export interface BalanceStreamHandlers {
  onBalance(event: WalletBalanceEvent): void;
}

/** The user's wallet balances (started once for the page by `followLiveBalances`, balances.ts). */
export function startBalanceStream(handlers: BalanceStreamHandlers): () => void {
  return startLiveStream(LIVE_WALLETS_PATH, {
    onEvent: (event) => {
      if (event.event === LiveEvent.Balance) handlers.onBalance(JSON.parse(event.data) as WalletBalanceEvent);
    },
  });
}

/**
 * The kitchen's production list (issue 26): `onStale` when the list may have changed: a
 * food-plan order event of the watched plan(s), a resync after the server lost its
 * LISTEN, and every (re)opening of the stream (events in between were not heard).
 */
export function startProductionStream(foodPlanId: string | null, onStale: (event: FoodPlanOrdersEvent | null) => void): () => void {
  const path = foodPlanId === null ? LIVE_PRODUCTION_PATH : `${LIVE_PRODUCTION_PATH}?foodPlanID=${encodeURIComponent(foodPlanId)}`;
  return startLiveStream(path, {
    onOpen: () => onStale(null),
    onEvent: (event) => {
      if (event.event === LiveEvent.FoodPlanOrders) onStale(JSON.parse(event.data) as FoodPlanOrdersEvent);
      else if (event.event === LiveEvent.Resync) onStale(null);
    },
  });
}
