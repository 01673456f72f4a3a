import { copenhagenDayBounds } from '../copenhagen';
import { addCalendarDays, copenhagenDate, isSchoolDay, schoolDayRuleInstant, type SchoolDayRule } from './calendar';
import { nextPeriod, periodContaining, type SubscriptionPeriod, type SubscriptionTypeId } from './subscriptions';

/**
 * Which subscription periods may still be paid (issue 23): a period is paid only while it
 * is still to come. A period has begun, for paying it, once its first school day's
 * registration deadline by the plan's rule has passed (the caterer's orders for that day
 * are closed), not only once its first day has come. A new subscription starts with the
 * first period, the current one or a later one, that has not begun; there is no pro-rating.
 * The browser, the payment handler and the renewal job all decide with these rules.
 */

/** The first school day (Monday to Friday) of a period: every week and month has one. */
export function firstSchoolDayOf(period: SubscriptionPeriod): string {
  let day = period.StartDate;
  while (!isSchoolDay(day)) day = addCalendarDays(day, 1);
  return day;
}

/** The instant a period stops taking payments: the registration deadline of its first school day. */
export function periodRegistrationDeadline(period: SubscriptionPeriod, rule: SchoolDayRule): Date {
  return schoolDayRuleInstant(firstSchoolDayOf(period), rule);
}

/** Still to come at `now`: its first school day's registration deadline is ahead. */
export function isPeriodOpen(period: SubscriptionPeriod, rule: SchoolDayRule, now: Date): boolean {
  return now.getTime() < periodRegistrationDeadline(period, rule).getTime();
}

/**
 * The first period, from the one holding today on, that has not begun by the rule. Later
 * periods have later deadlines, so the search ends; with rules of at most 20 school days it
 * looks at most a few periods ahead.
 */
export function firstOpenPeriod(type: SubscriptionTypeId, rule: SchoolDayRule, now: Date): SubscriptionPeriod {
  let period = periodContaining(type, copenhagenDate(now));
  while (!isPeriodOpen(period, rule, now)) period = nextPeriod(type, period);
  return period;
}

/** The periods that may be paid at `now`: the first one still to come, and the one after it (paid ahead). */
export function payablePeriods(type: SubscriptionTypeId, rule: SchoolDayRule, now: Date): [SubscriptionPeriod, SubscriptionPeriod] {
  const first = firstOpenPeriod(type, rule, now);
  return [first, nextPeriod(type, first)];
}

/**
 * The period a Pay charges, and the one a new subscriber is shown before subscribing: the
 * first period still to come unless it is paid, else the one after it unless that is paid
 * too; null when both are. `paidStarts` are the StartDates of the periods paid or being paid.
 * Never a period that is over or has begun.
 */
export function periodToPay(type: SubscriptionTypeId, paidStarts: ReadonlySet<string>, rule: SchoolDayRule, now: Date): SubscriptionPeriod | null {
  return payablePeriods(type, rule, now).find((period) => !paidStarts.has(period.StartDate)) ?? null;
}

/**
 * When the renewal job may pay a period: DaysBeforeNewPeriod days before the day of its
 * registration deadline (from the start of that Copenhagen day), and at least a day before
 * the deadline itself, so a deadline at 00:00 still leaves the hourly sweep a day.
 */
export function renewalOpensAt(period: SubscriptionPeriod, rule: SchoolDayRule, daysBeforeNewPeriod: number): Date {
  const deadline = periodRegistrationDeadline(period, rule);
  const dayStart = copenhagenDayBounds(addCalendarDays(copenhagenDate(deadline), -Math.max(0, daysBeforeNewPeriod))).start;
  return new Date(Math.min(dayStart.getTime(), deadline.getTime() - 86_400_000));
}

/**
 * The periods the renewal job pays now for an active subscription (spec section 4, issues
 * 11 and 23): a period that may still be paid (periodToPay's two), from renewalOpensAt
 * until its deadline (a missed sweep is caught up until then, never after), unless paid or
 * being paid. Only periods after the first one still to come when the day the subscription
 * was activated began: that one is its guardian's own first period, paid with Pay after
 * being shown the price and the dates, never behind their back. (Activated later that day,
 * past that period's deadline, the guardian's first period is the next one; if they have
 * not paid it when its renewal window opens, the renewal pays it, once.)
 */
export function periodsDueForRenewal(
  type: SubscriptionTypeId,
  options: { activatedOn: string; daysBeforeNewPeriod: number; paidStarts: ReadonlySet<string>; rule: SchoolDayRule; now: Date },
): SubscriptionPeriod[] {
  const guardiansOwn = firstOpenPeriod(type, options.rule, copenhagenDayBounds(options.activatedOn).start);
  return payablePeriods(type, options.rule, options.now).filter(
    (period) =>
      period.StartDate > guardiansOwn.StartDate &&
      !options.paidStarts.has(period.StartDate) &&
      options.now.getTime() >= renewalOpensAt(period, options.rule, options.daysBeforeNewPeriod).getTime(),
  );
}
