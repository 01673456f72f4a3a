import type { WalletRestrictionSettings } from '../../core/wallet-restrictions';

/**
 * The columns of wallet_restrictions_in_force as a statement selects them. The payment
 * handler's order context and the canteen sale's context read them in their own single
 * statement (one round trip on the money paths), and map them with toSettings.
 */
export interface RestrictionRow {
  daily_limit_ore: number | null;
  max_purchases_per_day: number | null;
  allowed_weekdays: number[] | null;
  denied_food_groups: string[] | null;
  denied_customer_ids: string[] | null;
}

/** Columns of wallet_restrictions as the settings the pure rules take (no row: no restrictions). */
export function toSettings(row: Partial<RestrictionRow> | undefined | null): WalletRestrictionSettings {
  return {
    dailyLimitOre: row?.daily_limit_ore ?? null,
    maxPurchasesPerDay: row?.max_purchases_per_day ?? null,
    allowedWeekdays: row?.allowed_weekdays ?? null,
    deniedFoodGroups: row?.denied_food_groups ?? [],
    deniedCustomerIds: row?.denied_customer_ids ?? [],
  };
}
