import { addCalendarDays, copenhagenDate } from './foodplan/calendar';
import type { Ore } from './money';
import { isoWeekOf } from './weekPicker';

/**
 * Spending insight per wallet (issue 16): what a wallet spent per ISO week and per
 * category. Weeks are Copenhagen weeks (Monday 00:00 to Sunday 24:00 on a Danish wall
 * clock, summer time included), whatever the time zone of the server or the browser.
 * The API buckets in SQL (`date_trunc('week', created_at AT TIME ZONE 'Europe/Copenhagen')`)
 * and answers with `summarizeSpending`; the tests check the SQL against `copenhagenWeekStart`.
 */

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The default period: the current week and the 51 before it (52 whole weeks, about 12 months). */
export const SPENDING_DEFAULT_WEEKS = 52;
/** The longest period one summary answers (10 years of weeks); an export has no limit. */
export const SPENDING_MAX_DAYS = 3_660;

/** How a category is named: a webshop product group (the school's own name), a food group (a key the browser translates) or the kind of money without products (a key). */
export const SPENDING_CATEGORY_KINDS = ['ProductGroup', 'FoodGroup', 'Type'] as const;
export type SpendingCategoryKind = (typeof SPENDING_CATEGORY_KINDS)[number];

/** The categories of money without products (or the part of an amount its products do not explain). */
export const SPENDING_TYPES = ['CanteenPurchase', 'Webshop', 'FoodPlan', 'Meeting', 'Purchase', 'Refund'] as const;
export type SpendingType = (typeof SPENDING_TYPES)[number];

function parseDate(date: string): number | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(utc).toISOString().slice(0, 10) === date ? utc : null;
}

const isoDate = (utc: number) => new Date(utc).toISOString().slice(0, 10);

/** Whether a text is a real calendar date YYYY-MM-DD. */
export function isCalendarDate(date: string): boolean {
  return parseDate(date) !== null;
}

/** The Monday (YYYY-MM-DD) of the week a calendar date falls in. */
export function weekStartOfDate(date: string): string {
  const utc = parseDate(date);
  if (utc === null) throw new RangeError(`Not a date YYYY-MM-DD: ${date}`);
  const weekday = (new Date(utc).getUTCDay() + 6) % 7;
  return isoDate(utc - weekday * DAY_MS);
}

/** The Monday (YYYY-MM-DD) of the Copenhagen week an instant falls in: the week a purchase counts in. */
export function copenhagenWeekStart(instant: Date): string {
  return weekStartOfDate(copenhagenDate(instant));
}

/** Days from `from` to `to`, both included (1 for the same day, 0 or less when `to` is before `from`). */
export function daysInPeriod(from: string, to: string): number {
  const a = parseDate(from);
  const b = parseDate(to);
  if (a === null || b === null) throw new RangeError(`Not a period of dates: ${from} – ${to}`);
  return Math.round((b - a) / DAY_MS) + 1;
}

/** The default period for a Copenhagen day `today`: from the Monday 51 weeks before this week's, to today. */
export function defaultSpendingPeriod(today: string): { from: string; to: string } {
  return { from: addCalendarDays(weekStartOfDate(today), -7 * (SPENDING_DEFAULT_WEEKS - 1)), to: today };
}

export type SpendingPeriodProblem = 'invalid_date' | 'end_before_start' | 'too_long';

/** Checks a period of calendar dates, both included. */
export function spendingPeriodProblem(from: string, to: string): SpendingPeriodProblem | null {
  if (!isCalendarDate(from) || !isCalendarDate(to)) return 'invalid_date';
  const days = daysInPeriod(from, to);
  if (days < 1) return 'end_before_start';
  if (days > SPENDING_MAX_DAYS) return 'too_long';
  return null;
}

export interface PeriodWeek {
  /** The Monday, YYYY-MM-DD. */
  start: string;
  year: number;
  week: number;
}

/** Every ISO week that has a day in the period, oldest first. */
export function spendingWeeks(from: string, to: string): PeriodWeek[] {
  const weeks: PeriodWeek[] = [];
  const last = weekStartOfDate(to);
  for (let start = weekStartOfDate(from); start <= last; start = addCalendarDays(start, 7)) {
    const [year, month, day] = start.split('-').map(Number) as [number, number, number];
    weeks.push({ start, ...isoWeekOf({ year, month, day }) });
  }
  return weeks;
}

/** One category's money in one week, as the SQL groups it. Spending is positive, refunds negative. */
export interface SpendingCell {
  weekStart: string;
  kind: SpendingCategoryKind;
  key: string;
  /** The product group's own name; null for keys the browser names. */
  name: string | null;
  amountOre: Ore;
}

export interface SpendingCategoryTotal {
  /** `${kind}:${key}`, unique in a summary. */
  id: string;
  kind: SpendingCategoryKind;
  key: string;
  name: string | null;
  amountOre: Ore;
}

export interface SpendingWeekTotal extends PeriodWeek {
  amountOre: Ore;
  /** Category id → amount, only the categories with money this week. */
  byCategory: Record<string, Ore>;
}

export interface SpendingTotals {
  weeks: SpendingWeekTotal[];
  /** Largest first, then by id. */
  categories: SpendingCategoryTotal[];
  totalOre: Ore;
}

export const spendingCategoryId = (kind: SpendingCategoryKind, key: string) => `${kind}:${key}`;

/**
 * Totals per week (every week of the period, empty ones with 0) and per category from the
 * grouped cells. Cells outside the period's weeks are left out.
 */
export function summarizeSpending(cells: readonly SpendingCell[], from: string, to: string): SpendingTotals {
  const weeks: SpendingWeekTotal[] = spendingWeeks(from, to).map((week) => ({ ...week, amountOre: 0, byCategory: {} }));
  const byStart = new Map(weeks.map((week) => [week.start, week]));
  const categories = new Map<string, SpendingCategoryTotal>();
  let totalOre = 0;
  for (const cell of cells) {
    const week = byStart.get(cell.weekStart);
    if (!week) continue;
    const id = spendingCategoryId(cell.kind, cell.key);
    week.amountOre += cell.amountOre;
    week.byCategory[id] = (week.byCategory[id] ?? 0) + cell.amountOre;
    const category = categories.get(id) ?? { id, kind: cell.kind, key: cell.key, name: cell.name, amountOre: 0 };
    category.amountOre += cell.amountOre;
    category.name ??= cell.name;
    categories.set(id, category);
    totalOre += cell.amountOre;
  }
  const sorted = [...categories.values()].sort((a, b) => b.amountOre - a.amountOre || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { weeks, categories: sorted, totalOre };
}
