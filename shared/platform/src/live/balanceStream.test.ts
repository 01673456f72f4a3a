import { eventStream, signedInForLiveStream, streamRead } from '../test-support/liveStream';
import { startBalanceStream, startProductionStream } from './balanceStream';

describe('the balance stream', () => {
  signedInForLiveStream();

  it('reads the events with the bearer token in the header and hands over each balance', async () => {
    const calls: { url: string; headers: Record<string, string> }[] = [];
    globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), headers: init?.headers as Record<string, string> });
      return new Response(eventStream(['retry: 60000\n\nevent: balance\ndata: {"WalletID":"w1","Balance":250}\n\n: heartbeat\n\n', 'event: balance\ndata: {"WalletID":"w1",', '"Balance":215.5}\n\n']), { status: 200 });
    }) as typeof fetch;
    const balances: number[] = [];
    const stop = startBalanceStream({ onBalance: (event) => balances.push(event.Balance) });
    await streamRead();
    stop();
    expect(balances).toEqual([250, 215.5]);
    expect(calls[0]).toMatchObject({ url: 'http://api.test/api/live/wallets', headers: { Authorization: 'Bearer token-1', Accept: 'text/event-stream' } });
  });

  it('stops for good on a 401 or a session-ended event', async () => {
    const fetchMock = jest.fn(async () => new Response('', { status: 401 }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const stop = startBalanceStream({ onBalance: () => undefined });
    await streamRead();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    stop();

    const ended = jest.fn(async () => new Response(eventStream(['event: session-ended\ndata: {}\n\n']), { status: 200 }));
    globalThis.fetch = ended as unknown as typeof fetch;
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      const stopAgain = startBalanceStream({ onBalance: () => undefined });
      await jest.advanceTimersByTimeAsync(120_000);
      expect(ended).toHaveBeenCalledTimes(1);
      stopAgain();
    } finally {
      jest.useRealTimers();
    }
  });

  it('opens again after the stream drops', async () => {
    const dropping = jest.fn(async () => new Response(eventStream(['retry: 10\n\n']), { status: 200 }));
    globalThis.fetch = dropping as unknown as typeof fetch;
    const stop = startBalanceStream({ onBalance: () => undefined });
    await new Promise((resolve) => setTimeout(resolve, 100));
    stop();
    expect(dropping.mock.calls.length).toBeGreaterThan(1);
  });
});

describe("the kitchen's production stream", () => {
  signedInForLiveStream();

  it('says stale when it opens, on each food-plan orders event and on a resync, and watches the plan named', async () => {
    const calls: string[] = [];
    globalThis.fetch = jest.fn(async (url: string | URL | Request) => {
      calls.push(String(url));
      return new Response(
        eventStream(['retry: 60000\n\nevent: foodplan-orders\ndata: {"FoodPlanID":"p1","From":"2026-03-19","To":"2026-03-19"}\n\n', ': heartbeat\n\nevent: resync\ndata: {}\n\nevent: balance\ndata: {}\n\n']),
        { status: 200 },
      );
    }) as typeof fetch;
    const seen: (string | null)[] = [];
    const stop = startProductionStream('p1', (event) => seen.push(event === null ? null : event.From));
    await streamRead();
    stop();
    expect(seen).toEqual([null, '2026-03-19', null]);
    expect(calls[0]).toBe('http://api.test/api/live/production?foodPlanID=p1');
  });

  it('stops for good on a 404 (a plan not of the kitchen)', async () => {
    const fetchMock = jest.fn(async () => new Response('', { status: 404 }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const seen: unknown[] = [];
    const stop = startProductionStream(null, (event) => seen.push(event));
    await streamRead();
    stop();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([]);
    expect(fetchMock.mock.calls[0]).toBeDefined();
  });
});
