import { z } from 'zod';
import { Kroner } from './money';

/**
 * Spending controls per child (issue 16): GET and PUT /api/Restrictions/Wallet?walletID=.
 * A wallet's limits, each optional (null or empty: no limit): the daily amount in kroner,
 * purchases per day, the ISO weekdays (1 Monday .. 7 Sunday) the card works and the food
 * groups it may not buy. The values are checked by @kk/domain decideSpendingControls.
 */
export const SpendingLimits = z.object({
  DailyAmount: Kroner.nullable(),
  PurchasesPerDay: z.number().nullable(),
  Weekdays: z.array(z.number()).max(20).nullable(),
  BlockedFoodGroups: z.array(z.string().min(1).max(50)).max(50),
});
export type SpendingLimits = z.infer<typeof SpendingLimits>;

export const WalletRestrictionsQuery = z.object({ walletID: z.string().uuid().optional() });

/** PUT /api/Restrictions/Wallet: the guardian's own limits, all four (a field left out is refused). */
export const SetWalletRestrictionsBody = SpendingLimits.strict();
export type SetWalletRestrictionsBody = z.infer<typeof SetWalletRestrictionsBody>;

/**
 * The answer of both: the guardian's limits (Guardian), the school's own, which the
 * guardian cannot change or loosen (School), what the canteen applies, the tighter of both
 * (InForce), the food groups the wallet's school sells (those a guardian can block), and
 * whether the caller may change the guardian's limits.
 */
export const WalletRestrictions = z.object({
  WalletID: z.string().uuid(),
  Guardian: SpendingLimits,
  School: SpendingLimits,
  InForce: SpendingLimits,
  FoodGroups: z.array(z.string()),
  MayChange: z.boolean(),
});
export type WalletRestrictions = z.infer<typeof WalletRestrictions>;
