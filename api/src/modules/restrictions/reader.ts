import type { TodaysUsage, WalletRestrictionSettings, WalletSaleOptions } from '../../core/wallet-restrictions';
import type { Queryable } from '../../db/db';
import * as restrictions from './repository';

/**
 * What the payment handler and the canteen terminal read of a wallet's restrictions, in
 * the caller's transaction (under the wallet's lock, as a sale or an order is decided).
 */
export class RestrictionReader {
  /** Whether the wallet is blocked, its restrictions and the ways of paying it allows. */
  spendingRulesOf(q: Queryable, walletId: string): Promise<{ blocked: boolean; settings: WalletRestrictionSettings; options: WalletSaleOptions }> {
    return restrictions.spendingRulesOf(q, walletId);
  }

  /** Money the wallet spent since `dayStart` and how many purchases. */
  todaysUsage(q: Queryable, walletId: string, dayStart: Date): Promise<TodaysUsage> {
    return restrictions.todaysUsage(q, walletId, dayStart);
  }
}
