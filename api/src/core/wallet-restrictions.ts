import type { TerminalSaleType } from '@kk/contracts';

/**
 * What a wallet may buy (spec section 8's restriction messages). Pure: the API loads the
 * wallet's settings and today's usage, this decides. Checked in the catalogue's order of
 * severity, so a blocked wallet is reported as blocked whatever else applies.
 */
export type RestrictionDecline =
  | 'WalletBlocked'
  | 'CustomerRestriction'
  | 'FoodGroupRestriction'
  | 'DayRestriction'
  | 'PurchaseLimitReached'
  | 'DailyBalance';

export interface WalletRestrictionSettings {
  dailyLimitOre: number | null;
  maxPurchasesPerDay: number | null;
  /** ISO weekdays (1 Monday .. 7 Sunday); null: every day. */
  allowedWeekdays: readonly number[] | null;
  deniedFoodGroups: readonly string[];
  deniedCustomerIds: readonly string[];
}

export const NO_RESTRICTIONS: WalletRestrictionSettings = {
  dailyLimitOre: null,
  maxPurchasesPerDay: null,
  allowedWeekdays: null,
  deniedFoodGroups: [],
  deniedCustomerIds: [],
};

export interface TodaysUsage {
  spentOre: number;
  purchases: number;
}

export interface PurchaseToCheck {
  amountOre: number;
  sellerCustomerId: string;
  foodGroups: readonly string[];
  isoWeekday: number;
}

/**
 * What an online order may skip (the spec's order models send both flags true; the
 * canteen terminal sends neither):
 * - ignoreWalletSettings skips the spending settings: weekdays, purchases per day, daily limit;
 * - useRestrictionOverride skips the buying restrictions: denied sellers and food groups.
 * A blocked wallet is never bypassed.
 */
export interface RestrictionBypass {
  ignoreWalletSettings: boolean;
  useRestrictionOverride: boolean;
}

export const NO_BYPASS: RestrictionBypass = { ignoreWalletSettings: false, useRestrictionOverride: false };

/** Whether today's usage matters for this wallet, so callers can skip loading it. */
export function needsTodaysUsage(settings: WalletRestrictionSettings, bypass: RestrictionBypass): boolean {
  return !bypass.ignoreWalletSettings && (settings.dailyLimitOre !== null || settings.maxPurchasesPerDay !== null);
}

export function restrictionDecline(
  blocked: boolean,
  settings: WalletRestrictionSettings,
  usage: TodaysUsage,
  purchase: PurchaseToCheck,
  bypass: RestrictionBypass = NO_BYPASS,
): RestrictionDecline | null {
  if (blocked) return 'WalletBlocked';
  if (!bypass.useRestrictionOverride) {
    if (settings.deniedCustomerIds.includes(purchase.sellerCustomerId)) return 'CustomerRestriction';
    if (purchase.foodGroups.some((group) => settings.deniedFoodGroups.includes(group))) return 'FoodGroupRestriction';
  }
  if (!bypass.ignoreWalletSettings) {
    if (settings.allowedWeekdays !== null && !settings.allowedWeekdays.includes(purchase.isoWeekday)) return 'DayRestriction';
    if (settings.maxPurchasesPerDay !== null && usage.purchases >= settings.maxPurchasesPerDay) return 'PurchaseLimitReached';
    if (settings.dailyLimitOre !== null && usage.spentOre + purchase.amountOre > settings.dailyLimitOre) return 'DailyBalance';
  }
  return null;
}

/** The ways of paying a guardian (or the holder) allows on a wallet, beyond its school card. */
export interface WalletSaleOptions {
  allowQuickSalePayment: boolean;
  allowSelfOrdering: boolean;
}

export const NO_SALE_OPTIONS: WalletSaleOptions = { allowQuickSalePayment: false, allowSelfOrdering: false };

export type SaleTypeDecline = 'QuickSaleNotAllowed' | 'SelfOrderingNotAllowed';

/** A sale without the school card, or at a self-order kiosk, only where the wallet's options allow it. */
export function saleTypeDecline(saleType: TerminalSaleType, options: WalletSaleOptions): SaleTypeDecline | null {
  if (saleType === 'QuickSale' && !options.allowQuickSalePayment) return 'QuickSaleNotAllowed';
  if (saleType === 'SelfOrder' && !options.allowSelfOrdering) return 'SelfOrderingNotAllowed';
  return null;
}

/**
 * Everything that decides a canteen sale on the wallet's settings, in the catalogue's order:
 * a blocked wallet first, then the way of paying, then the restrictions.
 */
export function terminalSaleDecline(
  blocked: boolean,
  settings: WalletRestrictionSettings,
  options: WalletSaleOptions,
  saleType: TerminalSaleType,
  usage: TodaysUsage,
  purchase: PurchaseToCheck,
): RestrictionDecline | SaleTypeDecline | null {
  if (blocked) return 'WalletBlocked';
  return saleTypeDecline(saleType, options) ?? restrictionDecline(blocked, settings, usage, purchase, NO_BYPASS);
}
