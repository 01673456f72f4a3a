/**
 * GET /api/live/wallets: a Server-Sent-Events stream of the signed-in user's wallet
 * balances. Read with fetch (the Authorization header), not EventSource.
 */
export const LIVE_WALLETS_PATH = '/api/live/wallets';

export const LiveEvent = {
  /** data: WalletBalanceEvent. Sent for every wallet when the stream opens, then on every change. */
  Balance: 'balance',
  /** The session ended (signed out or expired): the stream closes and must not be reopened. */
  SessionEnded: 'session-ended',
} as const;

export interface WalletBalanceEvent {
  WalletID: string;
  /** Kroner, as everywhere on the wire. */
  Balance: number;
}
