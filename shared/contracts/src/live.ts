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
  /**
   * data: FoodPlanOrdersEvent (GET /api/live/production): a food-plan order, a cancellation
   * or a subscription payment changed the plan's portions for those days; refetch.
   */
  FoodPlanOrders: 'foodplan-orders',
  /** data: {} (GET /api/live/production): the server's listening connection was lost and is back; changes may be missed, refetch. */
  Resync: 'resync',
} as const;

export interface WalletBalanceEvent {
  WalletID: string;
  /** Kroner, as everywhere on the wire. */
  Balance: number;
}

/**
 * GET /api/live/production?foodPlanID=: a Server-Sent-Events stream for the kitchen's
 * production list (role FoodPlanKitchen): event 'foodplan-orders' when the portions of one
 * of the caller's plans changed, 'resync' after a lost listening connection, 'session-ended'.
 */
export const LIVE_PRODUCTION_PATH = '/api/live/production';

export interface FoodPlanOrdersEvent {
  FoodPlanID: string;
  /** The first and last Copenhagen day the change touches (YYYY-MM-DD). */
  From: string;
  To: string;
}
