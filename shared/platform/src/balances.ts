import { useEffect, useRef } from 'react';
import { create } from 'zustand';
import { api } from './api';
import { bus } from './bus';
import { startBalanceStream } from './live/balanceStream';
import { useSession } from './session';

/**
 * The wallets' balances for the whole page, in kroner as on the wire: one store, fed by
 * `wallet.balance.changed` on the bus (published by the live stream and by
 * `refreshWalletBalance` after money moved), so every remote reads the same figure.
 */
export interface HeardBalance {
  /** Kroner. */
  balance: number;
  /** When the page heard it (Date.now()): a list asked for before that is older. */
  at: number;
}

interface BalancesState {
  /** By wallet id in lower case. */
  byWallet: Readonly<Record<string, HeardBalance>>;
}

export const useBalances = create<BalancesState>(() => ({ byWallet: {} }));

bus.subscribe('wallet.balance.changed', ({ walletId, balance }) => {
  useBalances.setState((state) => ({ byWallet: { ...state.byWallet, [walletId.toLowerCase()]: { balance, at: Date.now() } } }));
});

// Another user (or none) sees none of the last one's balances.
useSession.subscribe((session, before) => {
  if (session.user?.ID !== before.user?.ID || session.token !== before.token) useBalances.setState({ byWallet: {} });
});

/**
 * Asks for a wallet's balance after money moved and tells the page (`wallet.balance.changed`
 * on the bus: the balances store, the wallet widget and every other reader follow). A
 * failed read is left to the next change; the live stream corrects it when it is on.
 */
export function refreshWalletBalance(walletId: string): void {
  api.get<{ Balance: number }>('/api/Wallet/Detail', { walletID: walletId }, { silent: true }).then(
    ({ Balance }) => bus.publish('wallet.balance.changed', { walletId, balance: Balance }),
    () => undefined,
  );
}

export function refreshWalletBalances(walletIds: readonly string[]): void {
  for (const walletId of walletIds) refreshWalletBalance(walletId);
}

let followers = 0;
let stopStream: (() => void) | null = null;

/**
 * The live balance stream, once for the page: the first follower starts it, the last one to
 * leave stops it. Returns the follower's leave.
 */
export function followLiveBalances(): () => void {
  followers += 1;
  if (followers === 1) {
    stopStream = startBalanceStream({ onBalance: ({ WalletID, Balance }) => bus.publish('wallet.balance.changed', { walletId: WalletID, balance: Balance }) });
  }
  let left = false;
  return () => {
    if (left) return;
    left = true;
    followers -= 1;
    if (followers > 0) return;
    stopStream?.();
    stopStream = null;
  };
}

/** A burst of changes (a purchase and its refill, a cancel and its refund) reloads once. */
export const BALANCE_CHANGE_SETTLE_MS = 400;

/**
 * Calls `onChange` once a wallet's balance has changed and the burst has settled: what is
 * read from the wallet's movements (the latest transactions, the spending chart) follows
 * a purchase, a cancel or a refill without a page reload.
 */
export function useOnBalanceChange(walletId: string, onChange: () => void, settleMs = BALANCE_CHANGE_SETTLE_MS): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = bus.subscribe('wallet.balance.changed', (event) => {
      if (event.walletId.toLowerCase() !== walletId.toLowerCase()) return;
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), settleMs);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [walletId, settleMs]);
}

/** While mounted, the page's live balance stream runs (shared with every other follower). */
export function useLiveBalances(): void {
  useEffect(() => followLiveBalances(), []);
}

/** A wallet's balance as the page heard it after `since` (a list's asking time), or undefined: then the list's is newer. */
export function balanceHeardAfter(byWallet: BalancesState['byWallet'], walletId: string, since: number): number | undefined {
  const heard = byWallet[walletId.toLowerCase()];
  return heard !== undefined && heard.at > since ? heard.balance : undefined;
}

/** A wallet's balance in kroner as the page last heard it (live or refreshed), or undefined; follows the live stream while mounted. */
export function useLiveBalance(walletId: string | null): number | undefined {
  useLiveBalances();
  return useBalances((state) => (walletId === null ? undefined : state.byWallet[walletId.toLowerCase()]?.balance));
}
