import { kronerToOre, oreToKroner, type Ore } from './money';

/**
 * Refill rules (spec sections 3 and 5). The API enforces them; the browser shows the same
 * problems before sending. Amounts arrive in kroner (as the spec speaks) and leave as øre.
 */

/** Spec section 9: the maximum monthly refill when the wallet has no TotalMaximumAmount. */
export const DEFAULT_MAXIMUM_REFILL_KRONER = 100_000;
/** The add-funds choices when the customer has configured none. */
export const DEFAULT_REFILL_AMOUNTS_KRONER: readonly number[] = [50, 100, 200, 300, 500];
/** The automatic-refill amount choices when the customer has configured none. */
export const DEFAULT_AUTOMATIC_REFILL_AMOUNTS_KRONER: readonly number[] = [100, 200, 300, 500];

export interface RefillLimits {
  /** The wallet's TotalMaximumAmount in øre, or null when it has none. */
  totalMaximumAmountOre: Ore | null;
  /** The customer's page setting NoMonthlySavings is 'true': no balance limit for monthly refills. */
  noMonthlySavings: boolean;
}

export type RefillField = 'Amount' | 'BalanceLimit' | 'AutomaticRefillAmount' | 'AutomaticRefillBelowAmount';
export type RefillProblemCode = 'invalid_amount' | 'must_be_positive' | 'must_not_be_negative' | 'above_maximum';

export interface RefillProblem {
  field: RefillField;
  code: RefillProblemCode;
  /** For above_maximum: the largest amount allowed, in kroner. */
  maximumKroner?: number;
}

export type RefillDecision<T> = { ok: true; settings: T } | { ok: false; problems: RefillProblem[] };

export interface MonthlyRefillRequest {
  Amount: number;
  BalanceLimit?: number | null;
  IsActive: boolean;
  HasBalanceLimit: boolean;
  /** 'Card' (the default): the primary card; 'MobilePay': the wallet's MobilePay agreement. */
  PaymentMethod?: 'Card' | 'MobilePay';
}

export interface MonthlyRefillSettings {
  amountOre: Ore;
  balanceLimitOre: Ore;
  isActive: boolean;
  hasBalanceLimit: boolean;
}

export interface AutomaticRefillRequest {
  AutomaticRefillEnabled: boolean;
  AutomaticRefillAmount: number;
  AutomaticRefillBelowAmount: number;
  /** 'Card' (the default): the primary card; 'MobilePay': the wallet's MobilePay agreement. */
  PaymentMethod?: 'Card' | 'MobilePay';
}

export interface AutomaticRefillSettings {
  enabled: boolean;
  refillAmountOre: Ore;
  belowAmountOre: Ore;
}

/** The page setting's value decides: only the text 'true' switches monthly savings off. */
export function isNoMonthlySavings(pageSettingValue: string | undefined | null): boolean {
  return pageSettingValue === 'true';
}

/** The most a refill may put on the wallet: its TotalMaximumAmount, else 100000 kr. */
export function maximumRefillOre(limits: RefillLimits): Ore {
  return limits.totalMaximumAmountOre ?? kronerToOre(DEFAULT_MAXIMUM_REFILL_KRONER);
}

function amountOre(field: RefillField, kroner: number, problems: RefillProblem[]): Ore | null {
  if (!Number.isFinite(kroner)) {
    problems.push({ field, code: 'invalid_amount' });
    return null;
  }
  try {
    const ore = kronerToOre(kroner);
    if (ore < 0) {
      problems.push({ field, code: 'must_not_be_negative' });
      return null;
    }
    return ore;
  } catch {
    problems.push({ field, code: 'invalid_amount' });
    return null;
  }
}

function atMost(field: RefillField, ore: Ore, maximumOre: Ore, problems: RefillProblem[]): void {
  if (ore > maximumOre) problems.push({ field, code: 'above_maximum', maximumKroner: oreToKroner(Math.max(0, maximumOre)) });
}

/**
 * Monthly refill (spec section 5): BalanceLimit defaults to the amount when not given;
 * HasBalanceLimit is forced off when the customer's NoMonthlySavings is 'true'; the
 * amount and the limit may not exceed the wallet's maximum (100000 kr without one).
 */
export function decideMonthlyRefill(request: MonthlyRefillRequest, limits: RefillLimits): RefillDecision<MonthlyRefillSettings> {
  const problems: RefillProblem[] = [];
  const maximum = maximumRefillOre(limits);
  const amount = amountOre('Amount', request.Amount, problems);
  const limitGiven = request.BalanceLimit !== undefined && request.BalanceLimit !== null && request.BalanceLimit !== 0;
  const balanceLimit = limitGiven ? amountOre('BalanceLimit', request.BalanceLimit as number, problems) : amount;
  if (amount !== null) {
    if (request.IsActive && amount === 0) problems.push({ field: 'Amount', code: 'must_be_positive' });
    atMost('Amount', amount, maximum, problems);
  }
  if (limitGiven && balanceLimit !== null) atMost('BalanceLimit', balanceLimit, maximum, problems);
  if (problems.length > 0 || amount === null || balanceLimit === null) return { ok: false, problems };
  return {
    ok: true,
    settings: {
      amountOre: amount,
      balanceLimitOre: balanceLimit,
      isActive: request.IsActive,
      hasBalanceLimit: request.HasBalanceLimit && !limits.noMonthlySavings,
    },
  };
}

/**
 * Automatic refill: when a purchase leaves the balance below BelowAmount, the primary
 * card is charged RefillAmount. Both amounts fit under the wallet's maximum together,
 * so a refill can never lift the balance above it.
 */
export function decideAutomaticRefill(request: AutomaticRefillRequest, limits: RefillLimits): RefillDecision<AutomaticRefillSettings> {
  const problems: RefillProblem[] = [];
  const maximum = maximumRefillOre(limits);
  const refill = amountOre('AutomaticRefillAmount', request.AutomaticRefillAmount, problems);
  const below = amountOre('AutomaticRefillBelowAmount', request.AutomaticRefillBelowAmount, problems);
  if (refill !== null) {
    if (request.AutomaticRefillEnabled && refill === 0) problems.push({ field: 'AutomaticRefillAmount', code: 'must_be_positive' });
    atMost('AutomaticRefillAmount', refill, maximum, problems);
  }
  if (refill !== null && below !== null && refill <= maximum) atMost('AutomaticRefillBelowAmount', below, maximum - refill, problems);
  if (problems.length > 0 || refill === null || below === null) return { ok: false, problems };
  return { ok: true, settings: { enabled: request.AutomaticRefillEnabled, refillAmountOre: refill, belowAmountOre: below } };
}

/** Room left under the wallet's maximum; unlimited (null) when the wallet has no maximum. */
function headroomOre(balanceOre: Ore, totalMaximumAmountOre: Ore | null): Ore | null {
  return totalMaximumAmountOre === null ? null : Math.max(0, totalMaximumAmountOre - balanceOre);
}

function capped(amount: Ore, headroom: Ore | null): Ore {
  return headroom === null ? amount : Math.min(amount, headroom);
}

/** Whether a balance calls for an automatic refill under these settings. */
export function automaticRefillDue(settings: AutomaticRefillSettings, balanceOre: Ore): boolean {
  return settings.enabled && settings.refillAmountOre > 0 && balanceOre < settings.belowAmountOre;
}

/** What an automatic refill charges now: the refill amount, never above the wallet's maximum; 0 when none is due. */
export function automaticRefillChargeOre(settings: AutomaticRefillSettings, balanceOre: Ore, totalMaximumAmountOre: Ore | null): Ore {
  if (!automaticRefillDue(settings, balanceOre)) return 0;
  return capped(settings.refillAmountOre, headroomOre(balanceOre, totalMaximumAmountOre));
}

/**
 * What this month's refill charges: the amount, or with a balance limit only what tops
 * the balance up to the limit (never more than the amount); 0 when nothing is due.
 */
export function monthlyRefillChargeOre(settings: MonthlyRefillSettings, balanceOre: Ore, totalMaximumAmountOre: Ore | null): Ore {
  if (!settings.isActive) return 0;
  const wanted = settings.hasBalanceLimit
    ? Math.min(settings.amountOre, Math.max(0, settings.balanceLimitOre - balanceOre))
    : settings.amountOre;
  return capped(wanted, headroomOre(balanceOre, totalMaximumAmountOre));
}
