import { addLocalDays, copenhagenInstant, copenhagenLocal, localDateText, parseTimeOfDay } from '../copenhagen';
import type { Culture } from '../culture';

/**
 * Calendar dates (YYYY-MM-DD) of the food plan and its Copenhagen instants. A menu item is
 * served on a school day; its registration deadline and its cancellation date are each a
 * rule of its plan, "N school days before at HH:mm" in Danish time (summer time included:
 * 10:00 is 10:00 on the wall clock, whether that is 08:00 or 09:00 UTC).
 */

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date's parts; null when the text is not a real date (2026-02-30 is not). */
export function parseCalendarDate(date: string): { year: number; month: number; day: number } | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return null;
  return { year, month, day };
}

function partsOf(date: string): { year: number; month: number; day: number } {
  const parts = parseCalendarDate(date);
  if (parts === null) throw new Error(`Not a calendar date: ${date}`);
  return parts;
}

/** The date `days` later (negative: earlier). */
export function addCalendarDays(date: string, days: number): string {
  return localDateText(addLocalDays({ ...partsOf(date), minute: 0 }, days));
}

/** ISO weekday of a calendar date: 1 Monday .. 7 Sunday. */
export function isoWeekdayOf(date: string): number {
  const { year, month, day } = partsOf(date);
  return ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;
}

/** School days are Monday to Friday (holidays are the plan's business: it serves no menu then). */
export function isSchoolDay(date: string): boolean {
  return isoWeekdayOf(date) <= 5;
}

/** The school day `count` school days before `date` (0: the date itself, even on a weekend). */
export function schoolDaysBefore(date: string, count: number): string {
  let current = date;
  for (let left = count; left > 0; ) {
    current = addCalendarDays(current, -1);
    if (isSchoolDay(current)) left -= 1;
  }
  return current;
}

/** Monday of the ISO week of a date. */
export function mondayOf(date: string): string {
  return addCalendarDays(date, 1 - isoWeekdayOf(date));
}

/** The school days (Monday to Friday) from `from` to `to`, both included. */
export function schoolDaysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addCalendarDays(day, 1)) if (isSchoolDay(day)) days.push(day);
  return days;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = partsOf(from);
  const b = partsOf(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
}

/** The calendar day of an instant in Copenhagen. */
export function copenhagenDate(instant: Date): string {
  return localDateText(copenhagenLocal(instant));
}

/** A plan's rule for an item's registration deadline or cancellation date (spec "Foodplan basket product", "Food order"). */
export interface SchoolDayRule {
  /** How many school days before the day served (0: that day). */
  SchoolDaysBefore: number;
  /** Copenhagen wall-clock time, 'HH:mm'. */
  Time: string;
}

export const MAX_SCHOOL_DAYS_BEFORE = 20;

/** Null when the rule is sound, else what is wrong with it. */
export function schoolDayRuleProblem(rule: SchoolDayRule): string | null {
  if (!Number.isInteger(rule.SchoolDaysBefore) || rule.SchoolDaysBefore < 0 || rule.SchoolDaysBefore > MAX_SCHOOL_DAYS_BEFORE) {
    return `SchoolDaysBefore must be a whole number from 0 to ${MAX_SCHOOL_DAYS_BEFORE}`;
  }
  if (parseTimeOfDay(rule.Time) === null) return 'Time must be HH:mm';
  return null;
}

/** The instant a rule gives for an item served on `serveDate`: that many school days before, at that time in Copenhagen. */
export function schoolDayRuleInstant(serveDate: string, rule: SchoolDayRule): Date {
  const minute = parseTimeOfDay(rule.Time);
  if (minute === null) throw new Error(`Not a time of day: ${rule.Time}`);
  return copenhagenInstant({ ...partsOf(schoolDaysBefore(serveDate, rule.SchoolDaysBefore)), minute });
}

const NUMBER_WORDS: Readonly<Record<Culture, readonly string[]>> = {
  da: ['nul', 'én', 'to', 'tre', 'fire', 'fem', 'seks', 'syv', 'otte', 'ni', 'ti'],
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
};

/** 'to skoledage før kl. 10:00' / 'two school days before at 10:00'; 'samme dag kl. 09:00' / 'the same day at 09:00'. */
export function describeSchoolDayRule(rule: SchoolDayRule, culture: Culture): string {
  const n = rule.SchoolDaysBefore;
  const count = NUMBER_WORDS[culture][n] ?? String(n);
  if (culture === 'da') return n === 0 ? `samme dag kl. ${rule.Time}` : `${count} skoledag${n === 1 ? '' : 'e'} før kl. ${rule.Time}`;
  return n === 0 ? `the same day at ${rule.Time}` : `${count} school day${n === 1 ? '' : 's'} before at ${rule.Time}`;
}
