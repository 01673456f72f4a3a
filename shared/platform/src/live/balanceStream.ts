import { LIVE_WALLETS_PATH, LiveEvent, type WalletBalanceEvent } from '@kk/contracts';
import { getAppConfig } from '../config';
import { useSession } from '../session';
import { SseParser } from './sseParser';

const DEFAULT_RETRY_MS = 5_000;
const MAX_RETRY_MS = 60_000;

export interface BalanceStreamHandlers {
  onBalance(event: WalletBalanceEvent): void;
}

/**
 * Keeps a stream of the user's wallet balances open (started once for the page by
 * `followLiveBalances`, balances.ts). It reads the Server-Sent Events with fetch, so the bearer token travels in the
 * Authorization header (EventSource cannot send one, and a token in the URL would end up
 * in logs). Drops are retried after the server's retry delay, doubling up to a minute;
 * a 401 or a session-ended event stops it (the API client handles the expired session).
 */
export function startBalanceStream(handlers: BalanceStreamHandlers): () => void {
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
      const response = await fetch(`${app.localApiBase ?? ''}${LIVE_WALLETS_PATH}`, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream', 'x-application': app.application },
        signal: controller.signal,
        cache: 'no-store',
      });
      if (response.status === 401 || response.status === 403) return;
      if (!response.ok || !response.body) return retryLater();
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        failures = 0;
        for (const event of parser.push(decoder.decode(value, { stream: true }))) {
          if (event.event === LiveEvent.SessionEnded) return;
          if (event.event === LiveEvent.Balance) handlers.onBalance(JSON.parse(event.data) as WalletBalanceEvent);
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
