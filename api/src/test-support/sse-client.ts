import http from 'node:http';

export interface SseEvent {
  event: string;
  data: string;
}

export interface SseConnection {
  status: number;
  events: SseEvent[];
  /** Resolves with the first event (from now on or already received) that matches. */
  waitFor(match: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  ended: Promise<void>;
  close(): void;
}

/** Reads a Server-Sent-Events response frame by frame, for the API tests of the live stream. */
export function openSse(url: string, headers: Record<string, string>): Promise<SseConnection> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      const events: SseEvent[] = [];
      const waiters: { match: (event: SseEvent) => boolean; resolve: (event: SseEvent) => void }[] = [];
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = frame.split('\n');
          const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
          const data = lines.filter((line) => line.startsWith('data: ')).map((line) => line.slice(6)).join('\n');
          if (event !== undefined) {
            const received = { event, data };
            events.push(received);
            for (const waiter of [...waiters]) {
              if (waiter.match(received)) {
                waiters.splice(waiters.indexOf(waiter), 1);
                waiter.resolve(received);
              }
            }
          }
          end = buffer.indexOf('\n\n');
        }
      });
      const ended = new Promise<void>((done) => {
        response.on('end', done);
        response.on('close', done);
      });
      resolve({
        status: response.statusCode ?? 0,
        events,
        ended,
        waitFor(match, timeoutMs = 10_000) {
          const known = events.find(match);
          if (known) return Promise.resolve(known);
          return new Promise((found, fail) => {
            const timer = setTimeout(() => fail(new Error(`No matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`)), timeoutMs);
            waiters.push({ match, resolve: (event) => { clearTimeout(timer); found(event); } });
          });
        },
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}

export const balanceOf = (walletId: string, balance: number) => (event: SseEvent) =>
  event.event === 'balance' && JSON.stringify(JSON.parse(event.data)) === JSON.stringify({ WalletID: walletId, Balance: balance });
