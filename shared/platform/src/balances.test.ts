import { balanceHeardAfter, bus, followLiveBalances, useBalances, useSession } from '@kk/platform';
import { eventStream, signedInForLiveStream, streamRead } from './test-support/liveStream';

/** A stream that sends one balance and stays open. */
const openStream = () => new Response(eventStream(['event: balance\ndata: {"WalletID":"W-1","Balance":125}\n\n'], { open: true }), { status: 200 });

describe("the page's balances", () => {
  signedInForLiveStream();
  beforeEach(() => {
    useBalances.setState({ byWallet: {} });
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
    await streamRead();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(useBalances.getState().byWallet['w-1']?.balance).toBe(125);

    leaveWallet();
    leaveWallet();
    await streamRead();
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
