import type { Culture } from './culture';
import { kronerToOre, oreToKroner, type Ore } from './money';

/**
 * Spending controls a guardian sets per child (issue 16): a daily amount, purchases per
 * day, the weekdays the card works and blocked food groups — the restrictions the canteen
 * terminal honours (spec section 8: DailyBalance, PurchaseLimitReached, DayRestriction,
 * FoodGroupRestriction). The school's own restrictions stay in force: a guardian's choices
 * are kept apart from them and can only add limits (`limitsInForce`). The API decides with
 * these rules; the wallet remote shows the same problems before it sends.
 */

/** ISO weekdays, Monday (1) to Sunday (7). */
export const ISO_WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5, 6, 7];
/** The largest daily amount a guardian may set, in kroner. */
export const MAXIMUM_DAILY_AMOUNT_KRONER = 10_000;
/** The most purchases per day a guardian may set. */
export const MAXIMUM_PURCHASES_PER_DAY = 100;

/** Limits as stored (øre); null or empty: no limit of that kind. */
export interface SpendingLimits {
  dailyLimitOre: Ore | null;
  maxPurchasesPerDay: number | null;
  /** ISO weekdays on which the card works; null: every day. */
  allowedWeekdays: readonly number[] | null;
  deniedFoodGroups: readonly string[];
}

export const NO_SPENDING_LIMITS: SpendingLimits = { dailyLimitOre: null, maxPurchasesPerDay: null, allowedWeekdays: null, deniedFoodGroups: [] };

/** What a guardian sends (PUT /api/Restrictions/Wallet): the daily amount in kroner; null: no limit. */
export interface SpendingControlsRequest {
  DailyAmount: number | null;
  PurchasesPerDay: number | null;
  Weekdays: readonly number[] | null;
  BlockedFoodGroups: readonly string[];
}

export type SpendingControlsField = 'DailyAmount' | 'PurchasesPerDay' | 'Weekdays' | 'BlockedFoodGroups';
export type SpendingControlsProblemCode =
  | 'invalid_amount'
  | 'must_be_positive'
  | 'above_maximum'
  | 'above_school_limit'
  | 'not_whole_number'
  | 'no_weekday'
  | 'invalid_weekday'
  | 'school_forbids_day'
  | 'unknown_food_group';

export interface SpendingControlsProblem {
  field: SpendingControlsField;
  code: SpendingControlsProblemCode;
  /** For above_maximum and above_school_limit: the largest value allowed (kroner for DailyAmount). */
  maximum?: number;
  /** For invalid_weekday, school_forbids_day and unknown_food_group: the values refused. */
  values?: readonly (string | number)[];
}

export type SpendingControlsDecision = { ok: true; limits: SpendingLimits } | { ok: false; problems: SpendingControlsProblem[] };

export interface SpendingControlsContext {
  /** The school's (institution's) own restrictions, which a guardian cannot loosen. */
  school: SpendingLimits;
  /** The food groups the wallet's school sells: the only ones a guardian can block. */
  foodGroups: readonly string[];
}

function dailyAmount(kroner: number | null, school: SpendingLimits, problems: SpendingControlsProblem[]): Ore | null {
  if (kroner === null) return null;
  let ore: Ore;
  try {
    if (!Number.isFinite(kroner)) throw new RangeError('not finite');
    ore = kronerToOre(kroner);
  } catch {
    problems.push({ field: 'DailyAmount', code: 'invalid_amount' });
    return null;
  }
  if (ore <= 0) problems.push({ field: 'DailyAmount', code: 'must_be_positive' });
  else if (ore > kronerToOre(MAXIMUM_DAILY_AMOUNT_KRONER)) problems.push({ field: 'DailyAmount', code: 'above_maximum', maximum: MAXIMUM_DAILY_AMOUNT_KRONER });
  else if (school.dailyLimitOre !== null && ore > school.dailyLimitOre) {
    problems.push({ field: 'DailyAmount', code: 'above_school_limit', maximum: oreToKroner(school.dailyLimitOre) });
  }
  return ore;
}

function purchasesPerDay(count: number | null, school: SpendingLimits, problems: SpendingControlsProblem[]): number | null {
  if (count === null) return null;
  if (!Number.isSafeInteger(count)) problems.push({ field: 'PurchasesPerDay', code: 'not_whole_number' });
  else if (count < 1) problems.push({ field: 'PurchasesPerDay', code: 'must_be_positive' });
  else if (count > MAXIMUM_PURCHASES_PER_DAY) problems.push({ field: 'PurchasesPerDay', code: 'above_maximum', maximum: MAXIMUM_PURCHASES_PER_DAY });
  else if (school.maxPurchasesPerDay !== null && count > school.maxPurchasesPerDay) {
    problems.push({ field: 'PurchasesPerDay', code: 'above_school_limit', maximum: school.maxPurchasesPerDay });
  }
  return count;
}

/** The days sorted and once each; every day the school allows (or all seven) is no limit (null). */
function weekdays(days: readonly number[] | null, school: SpendingLimits, problems: SpendingControlsProblem[]): number[] | null {
  if (days === null) return null;
  const invalid = days.filter((day) => !ISO_WEEKDAYS.includes(day));
  if (invalid.length > 0) {
    problems.push({ field: 'Weekdays', code: 'invalid_weekday', values: invalid });
    return null;
  }
  const unique = [...new Set(days)].sort((a, b) => a - b);
  if (unique.length === 0) {
    problems.push({ field: 'Weekdays', code: 'no_weekday' });
    return null;
  }
  const forbidden = school.allowedWeekdays === null ? [] : unique.filter((day) => !(school.allowedWeekdays as readonly number[]).includes(day));
  if (forbidden.length > 0) {
    problems.push({ field: 'Weekdays', code: 'school_forbids_day', values: forbidden });
    return null;
  }
  const schoolDays = school.allowedWeekdays ?? ISO_WEEKDAYS;
  return schoolDays.every((day) => unique.includes(day)) ? null : unique;
}

function foodGroups(groups: readonly string[], offered: readonly string[], problems: SpendingControlsProblem[]): string[] {
  const unique = [...new Set(groups)].sort();
  const unknown = unique.filter((group) => !offered.includes(group));
  if (unknown.length > 0) problems.push({ field: 'BlockedFoodGroups', code: 'unknown_food_group', values: unknown });
  return unique;
}

/**
 * A guardian's controls: each limit optional, a daily amount of at most
 * MAXIMUM_DAILY_AMOUNT_KRONER (whole øre, above 0), 1 to MAXIMUM_PURCHASES_PER_DAY
 * purchases, at least one weekday, only food groups the school sells. None may be looser
 * than the school's own (a higher amount or count, a day the school forbids); a food group
 * the school blocks stays blocked whatever the guardian sends.
 */
export function decideSpendingControls(request: SpendingControlsRequest, context: SpendingControlsContext): SpendingControlsDecision {
  const problems: SpendingControlsProblem[] = [];
  const limits: SpendingLimits = {
    dailyLimitOre: dailyAmount(request.DailyAmount, context.school, problems),
    maxPurchasesPerDay: purchasesPerDay(request.PurchasesPerDay, context.school, problems),
    allowedWeekdays: weekdays(request.Weekdays, context.school, problems),
    deniedFoodGroups: foodGroups(request.BlockedFoodGroups, context.foodGroups, problems),
  };
  return problems.length > 0 ? { ok: false, problems } : { ok: true, limits };
}

const lower = (a: number | null, b: number | null): number | null => (a === null ? b : b === null ? a : Math.min(a, b));

/**
 * What applies to the wallet: the tighter of the school's and the guardian's limits (the
 * lower amount and count, the days both allow, every group either blocks). The database's
 * view wallet_restrictions_in_force computes the same for the terminal.
 */
export function limitsInForce(school: SpendingLimits, guardian: SpendingLimits): SpendingLimits {
  const days =
    school.allowedWeekdays === null
      ? guardian.allowedWeekdays
      : guardian.allowedWeekdays === null
        ? school.allowedWeekdays
        : school.allowedWeekdays.filter((day) => (guardian.allowedWeekdays as readonly number[]).includes(day));
  return {
    dailyLimitOre: lower(school.dailyLimitOre, guardian.dailyLimitOre),
    maxPurchasesPerDay: lower(school.maxPurchasesPerDay, guardian.maxPurchasesPerDay),
    allowedWeekdays: days === null ? null : [...days].sort((a, b) => a - b),
    deniedFoodGroups: [...new Set([...school.deniedFoodGroups, ...guardian.deniedFoodGroups])].sort(),
  };
}

/** A Monday, so day n of ISO week is this date plus n − 1 days (UTC, no daylight saving). */
const A_MONDAY = Date.UTC(2024, 0, 1);

/** An ISO weekday's name in the culture: 'mandag' / 'Monday' (long) or 'man.' / 'Mon' (short). */
export function weekdayName(isoWeekday: number, culture: Culture, width: 'long' | 'short' = 'long'): string {
  if (!ISO_WEEKDAYS.includes(isoWeekday)) throw new RangeError(`Not an ISO weekday: ${isoWeekday}`);
  const locale = culture === 'da' ? 'da-DK' : 'en-GB';
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(new Date(A_MONDAY + (isoWeekday - 1) * 86_400_000));
}

/**
 * Days as people say them: runs of three or more joined ('mandag–fredag'), others listed
 * ('mandag, onsdag og fredag' / 'Monday, Wednesday and Friday'); null (every day) is 'alle dage' / 'every day'.
 */
export function describeWeekdays(days: readonly number[] | null, culture: Culture): string {
  if (days === null || ISO_WEEKDAYS.every((day) => days.includes(day))) return culture === 'da' ? 'alle dage' : 'every day';
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let start = 0; start < sorted.length; ) {
    let end = start;
    while (end + 1 < sorted.length && (sorted[end + 1] as number) === (sorted[end] as number) + 1) end += 1;
    const first = weekdayName(sorted[start] as number, culture);
    if (end - start >= 2) parts.push(`${first}–${weekdayName(sorted[end] as number, culture)}`);
    else for (let i = start; i <= end; i += 1) parts.push(weekdayName(sorted[i] as number, culture));
    start = end + 1;
  }
  if (parts.length === 0) return culture === 'da' ? 'ingen dage' : 'no days';
  if (parts.length === 1) return parts[0] as string;
  return `${parts.slice(0, -1).join(', ')} ${culture === 'da' ? 'og' : 'and'} ${parts[parts.length - 1]}`;
}
