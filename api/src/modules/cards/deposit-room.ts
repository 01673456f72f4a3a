import { depositAmountProblem, depositOre, MINIMUM_DEPOSIT_KRONER, type Ore } from '@kk/domain';
import { AppError, badRequest } from '../../core/errors';
import type { Queryable } from '../../db/db';
import * as cards from './repository';

/**
 * A deposit's amount in øre: the contract (KronerAmountText) let only whole øre through; a
 * deposit must also be at least MINIMUM_DEPOSIT_KRONER (@kk/domain depositAmount, the rule the form shows).
 */
export function depositAmountOre(kroner: number): Ore {
  const amountOre = depositOre(kroner);
  if (amountOre === null) throw badRequest('amount: invalid_amount');
  if (amountOre < MINIMUM_DEPOSIT_KRONER * 100) throw badRequest(`amount: below_minimum (at least ${MINIMUM_DEPOSIT_KRONER} kr)`);
  return amountOre;
}

/** Why a deposit to a leaver's closed wallet is refused. */
export const WALLET_CLOSED_REASON = 'The wallet is closed: its holder has left the school';

/**
 * Room under a wallet's ceiling for money on its way in, read under the wallet's row lock
 * by whoever decides how much more the wallet may take (a deposit by card or MobilePay, a
 * refill), so two of them cannot both fill the room only one fits in.
 */
export class DepositRoom {
  /** The wallet's balance and its TotalMaximumAmount (null: none). */
  limits(q: Queryable, walletId: string): Promise<{ balance_ore: number; total_maximum_amount_ore: number | null; closed: boolean }> {
    return cards.walletMoneyLimits(q, walletId);
  }

  /** Card and MobilePay money charged (or being charged) and not credited yet: cards.cardMoneyUnderWayOre. */
  underWayOre(q: Queryable, walletId: string, exceptDeposit: string | null, exceptTopUp: string | null = null): Promise<number> {
    return cards.cardMoneyUnderWayOre(q, walletId, exceptDeposit, exceptTopUp);
  }

  /**
   * A deposit may not lift the balance, with the money still under way, above the wallet's
   * TotalMaximumAmount, or 100000 kr without one (the spec's ceiling for refills, used as
   * every wallet's default ceiling): @kk/domain depositAmountProblem. `exceptDeposit` leaves
   * out the caller's own deposit (a retry of the same request). A wallet closed at a new
   * school year takes no money: nothing could spend it there.
   */
  async assertRoom(tx: Queryable, walletId: string, amountOre: Ore, exceptDeposit: string | null): Promise<void> {
    const limits = await this.limits(tx, walletId);
    if (limits.closed) throw badRequest(WALLET_CLOSED_REASON);
    const underWay = await this.underWayOre(tx, walletId, exceptDeposit);
    const problem = depositAmountProblem(amountOre, { balanceOre: limits.balance_ore, totalMaximumAmountOre: limits.total_maximum_amount_ore, underWayOre: underWay });
    if (problem?.code === 'above_maximum') throw new AppError(400, 'payment exceeded', `At most ${problem.maximumKroner} kr can be added to this wallet`);
    if (problem !== null) throw badRequest(`amount: ${problem.code}`);
  }
}
