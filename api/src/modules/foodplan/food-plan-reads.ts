import type { Queryable } from '../../db/db';
import * as foodplans from './plan-repository';

/**
 * What other modules read of the food plan's tables, in the caller's transaction: the
 * wallet's details (what a child is served today), the webshop (the child's allergy
 * profile) and the refills' failed-subscriptions list (failed renewals).
 */
export class FoodPlanReads {
  /** What each wallet gets served on `today`: its completed menu-item purchases for that day, less refunds. */
  servedToday(q: Queryable, walletIds: readonly string[], today: string): Promise<Map<string, { Name: string; Date: string; Quantity: number }[]>> {
    return foodplans.foodPlanToday(q, walletIds, today);
  }

  /** The allergens of the wallet's allergy profile. */
  allergiesOf(q: Queryable, walletId: string): Promise<number[]> {
    return foodplans.walletAllergies(q, walletId);
  }

  /** The wallets' failed subscription renewals, newest first. */
  failedRenewals(q: Queryable, walletIds: readonly string[], limit: number): Promise<foodplans.FailedRenewalRow[]> {
    return foodplans.failedRenewals(q, walletIds, limit);
  }
}
