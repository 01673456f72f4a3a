import { balanceHeardAfter, bus, followLiveBalances, setAppConfig, useBalances, useSession } from '@kk/platform';

/** A stream that sends one balance and stays open. */
function openStream(): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('event: balance\ndata: {"WalletID":"W-1","Balance":125}\n\n'));
    },
  });
  return new Response(body, { status: 200 });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("the page's balances", () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    setAppConfig({ application: 'wallet', pageKey: 'skolepenge', culture: 'da', paymentApiBase: '', localApiBase: 'http://api.test' });
    useSession.setState({ token: 'token-1' });
    useBalances.setState({ byWallet: {} });
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('opens one live stream for every follower, into one store, and closes it after the last', async () => {
    const signals: AbortSignal[] = [];
    const fetchMock = jest.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      if (init?.signal) signals.push(init.signal);
      return openStream();
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const leaveWallet = followLiveBalances();
    const leaveMeeting = followLiveBalances();
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(useBalances.getState().byWallet['w-1']?.balance).toBe(125);

    leaveWallet();
    leaveWallet();
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(signals[0]?.aborted).toBe(false);
    leaveMeeting();
    expect(signals[0]?.aborted).toBe(true);
  });

  it('keeps what the bus says, and a list asked for later wins over it', () => {
    bus.publish('wallet.balance.changed', { walletId: 'W-2', balance: 40 });
    const { byWallet } = useBalances.getState();
    expect(balanceHeardAfter(byWallet, 'w-2', 0)).toBe(40);
    expect(balanceHeardAfter(byWallet, 'W-2', Date.now() + 1)).toBeUndefined();
  });

  it('forgets the balances when the session ends', () => {
    bus.publish('wallet.balance.changed', { walletId: 'W-3', balance: 10 });
    useSession.setState({ token: null, user: null });
    expect(useBalances.getState().byWallet).toEqual({});
  });
});
