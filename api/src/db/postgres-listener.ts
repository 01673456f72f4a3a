import pg from 'pg';

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * One dedicated connection per LISTEN (a pooled connection would be handed to other
 * queries, and LISTEN belongs to a session). When the connection drops, it reconnects with
 * growing pauses and tells the caller, which must assume it missed notifications.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    // A lost connection is replaced; the error itself needs no other handling.
    next.on('error', () => scheduleReconnect(next));
    next.on('end', () => scheduleReconnect(next));
    await next.connect();
    await next.query(`LISTEN ${quoteIdentifier(channel)}`);
    client = next;
  };

  const scheduleReconnect = (lost: pg.Client) => {
    if (stopped || client !== lost || retryTimer !== null) return;
    client = null;
    lost.end().catch(() => undefined);
    const attempt = () => {
      retryTimer = null;
      if (stopped) return;
      connect().then(
        () => {
          retryMs = RETRY_MIN_MS;
          onReconnect?.();
        },
        () => {
          retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
          retryTimer = setTimeout(attempt, retryMs);
        },
      );
    };
    retryTimer = setTimeout(attempt, retryMs);
  };

  await connect();
  return async () => {
    stopped = true;
    if (retryTimer !== null) clearTimeout(retryTimer);
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}
