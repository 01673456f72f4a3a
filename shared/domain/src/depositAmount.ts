import { kronerToOre, oreToKroner, type Ore } from './money';
import { maximumRefillOre } from './refills';

/**
 * How much one add-funds (SubscriptionBill) may put on a wallet (issue 16): at least
 * MINIMUM_DEPOSIT_KRONER, and no more than the room left under the wallet's maximum
 * (TotalMaximumAmount, 100000 kr without one) after its balance and the card money still
 * under way. The spec names no minimum and no customer setting holds one, so it is 10 kr.
 * The add-funds form checks a typed amount and the server's choices with this; the API
 * decides again under the wallet's lock.
 */
export const MINIMUM_DEPOSIT_KRONER = 10;

export interface DepositLimits {
  balanceOre: Ore;
  /** The wallet's TotalMaximumAmount in øre, or null without one. */
  totalMaximumAmountOre: Ore | null;
  /** Card money already on its way to the wallet (deposits and refills being charged). */
  underWayOre?: Ore;
}

export type DepositAmountProblem =
  | { code: 'invalid_amount' }
  | { code: 'below_minimum'; minimumKroner: number }
  /** maximumKroner is the room left: 0 when the wallet is full. */
  | { code: 'above_maximum'; maximumKroner: number };

/** The most that may be added now: the wallet's maximum less its balance and money under way, not below 0. */
export function depositRoomOre(limits: DepositLimits): Ore {
  const maximum = maximumRefillOre({ totalMaximumAmountOre: limits.totalMaximumAmountOre, noMonthlySavings: false });
  return Math.max(0, maximum - limits.balanceOre - (limits.underWayOre ?? 0));
}

/** Kroner as typed or sent, in øre; null when it is not a whole number of øre. */
export function depositOre(kroner: number | string): Ore | null {
  try {
    if (typeof kroner === 'number' && !Number.isFinite(kroner)) return null;
    return kronerToOre(kroner);
  } catch {
    return null;
  }
}

/** Why this amount may not be added (null: it may), checked in that order: an amount, the minimum, the room. */
export function depositAmountProblem(amountOre: Ore | null, limits: DepositLimits): DepositAmountProblem | null {
  if (amountOre === null || !Number.isSafeInteger(amountOre)) return { code: 'invalid_amount' };
  const minimum = kronerToOre(MINIMUM_DEPOSIT_KRONER);
  if (amountOre < minimum) return { code: 'below_minimum', minimumKroner: MINIMUM_DEPOSIT_KRONER };
  const room = depositRoomOre(limits);
  if (amountOre > room) return { code: 'above_maximum', maximumKroner: oreToKroner(room) };
  return null;
}
