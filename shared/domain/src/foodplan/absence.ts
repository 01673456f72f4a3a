import { addCalendarDays, daysBetween, isSchoolDay, parseCalendarDate, schoolDayRuleInstant, schoolDayRuleProblem, schoolDaysBetween, type SchoolDayRule } from './calendar';

/**
 * Absence ("Meld fravær", issue 26): a guardian (or the school's staff) reports a child
 * absent for a range of days; every food-plan order of those school days whose absence
 * deadline has not passed is credited to the wallet. Each plan sets its absence deadline
 * as "N school days before at HH:mm" in Copenhagen time, like its other rules; a plan
 * that sets none uses its cancellation rule (the default: the kitchen plans by the same
 * instant it stops taking cancellations).
 */

/** The longest range one report covers (the food plan's other ranges are as long). */
export const MAX_ABSENCE_RANGE_DAYS = 62;

/** The rule in force for a plan: its own absence rule, else its cancellation rule. */
export function absenceRuleOf(plan: { Absence: SchoolDayRule | null; Cancellation: SchoolDayRule }): SchoolDayRule {
  return plan.Absence ?? plan.Cancellation;
}

/** The instant until which an absence on `serveDate` is credited under `rule` (Copenhagen wall clock, summer time included). */
export function absenceDeadline(serveDate: string, rule: SchoolDayRule): Date {
  return schoolDayRuleInstant(serveDate, rule);
}

/** Whether an absence on `serveDate` reported at `now` is in time (strictly before the deadline). */
export function absenceInTime(serveDate: string, rule: SchoolDayRule, now: Date): boolean {
  return now.getTime() < absenceDeadline(serveDate, rule).getTime();
}

/** Null when from..to is a range a report may cover, else what is wrong with it. */
export function absenceRangeProblem(from: string, to: string): string | null {
  if (parseCalendarDate(from) === null) return 'From must be a date (YYYY-MM-DD)';
  if (parseCalendarDate(to) === null) return 'To must be a date (YYYY-MM-DD)';
  if (to < from) return 'To is before From';
  if (daysBetween(from, to) > MAX_ABSENCE_RANGE_DAYS) return `at most ${MAX_ABSENCE_RANGE_DAYS} days`;
  return null;
}

/** The school days a report from..to covers (weekends skipped); empty when the range is only a weekend. */
export function absenceDays(from: string, to: string): string[] {
  const problem = absenceRangeProblem(from, to);
  if (problem !== null) throw new Error(problem);
  return schoolDaysBetween(from, to);
}

/** The day a report starts on by default: today when it is a school day, else the next school day. */
export function firstAbsenceDay(today: string): string {
  let day = today;
  while (!isSchoolDay(day)) day = addCalendarDays(day, 1);
  return day;
}

/** Null when a plan's absence rule (null: the cancellation rule) is sound, else what is wrong. */
export function absenceRuleProblem(rule: SchoolDayRule | null): string | null {
  return rule === null ? null : schoolDayRuleProblem(rule);
}

/**
 * The share of a paid subscription period credited for its `dayIndex`th school day (0-based)
 * of `schoolDays`: the period's amount in øre spread over its school days in whole øre,
 * the remainder falling one øre at a time on the later days (floor of the running total),
 * so the shares of all its days add up to exactly what was paid and never more.
 */
export function subscriptionDayShareOre(amountOre: number, schoolDays: number, dayIndex: number): number {
  if (!Number.isInteger(amountOre) || amountOre < 0) throw new Error('amountOre must be whole øre, not negative');
  if (!Number.isInteger(schoolDays) || schoolDays < 1) throw new Error('schoolDays must be at least 1');
  if (!Number.isInteger(dayIndex) || dayIndex < 0 || dayIndex >= schoolDays) throw new Error('dayIndex is outside the period');
  return Math.floor((amountOre * (dayIndex + 1)) / schoolDays) - Math.floor((amountOre * dayIndex) / schoolDays);
}
