import type { SchoolDayRule } from './calendar';
import {
  firstOpenPeriod,
  firstSchoolDayOf,
  isPeriodOpen,
  payablePeriods,
  periodRegistrationDeadline,
  periodToPay,
  periodsDueForRenewal,
  renewalOpensAt,
} from './openPeriods';
import { periodLabel } from './subscriptions';

/** Kildevang Madklub's rule: the same day at 09:00. */
const SAME_DAY: SchoolDayRule = { SchoolDaysBefore: 0, Time: '09:00' };
/** Frokostordning's rule (the demo's weekly and monthly offers): two school days before at 10:00. */
const TWO_DAYS: SchoolDayRule = { SchoolDaysBefore: 2, Time: '10:00' };

const at = (iso: string) => new Date(iso);
const week = (StartDate: string, EndDate: string) => ({ StartDate, EndDate });

// Friday 27 November 2026 (ISO week 48) at 23:20 in Copenhagen (winter time, UTC+1).
const FRIDAY_NIGHT = at('2026-11-27T22:20:00Z');

describe('a period is paid only while it is still to come', () => {
  it('Friday 23:20 of week 48: never week 48; week 49 when its Monday can still be ordered', () => {
    expect(firstOpenPeriod(2, SAME_DAY, FRIDAY_NIGHT)).toEqual(week('2026-11-30', '2026-12-06'));
    expect(periodLabel(firstOpenPeriod(2, SAME_DAY, FRIDAY_NIGHT), 'da')).toBe('Uge 49');
    // Two school days before at 10:00: Monday 30 November closed on Thursday 26 November at 10:00.
    expect(periodRegistrationDeadline(week('2026-11-30', '2026-12-06'), TWO_DAYS)).toEqual(at('2026-11-26T09:00:00Z'));
    expect(firstOpenPeriod(2, TWO_DAYS, FRIDAY_NIGHT)).toEqual(week('2026-12-07', '2026-12-13'));
    expect(isPeriodOpen(week('2026-11-23', '2026-11-29'), SAME_DAY, FRIDAY_NIGHT)).toBe(false);
  });

  it('27 November: December for the monthly plan, until December’s first school day closes', () => {
    const december = { StartDate: '2026-12-01', EndDate: '2026-12-31' };
    expect(firstOpenPeriod(1, TWO_DAYS, at('2026-11-27T08:00:00Z'))).toEqual(december);
    expect(firstOpenPeriod(1, SAME_DAY, FRIDAY_NIGHT)).toEqual(december);
    // Tuesday 1 December closed on Friday 27 November at 10:00: that night the first month still to come is January.
    expect(periodRegistrationDeadline(december, TWO_DAYS)).toEqual(at('2026-11-27T09:00:00Z'));
    expect(firstOpenPeriod(1, TWO_DAYS, FRIDAY_NIGHT)).toEqual({ StartDate: '2027-01-01', EndDate: '2027-01-31' });
  });

  it('a Monday morning before the deadline: the current week', () => {
    expect(firstOpenPeriod(2, SAME_DAY, at('2026-11-23T06:30:00Z'))).toEqual(week('2026-11-23', '2026-11-29'));
    expect(firstOpenPeriod(2, SAME_DAY, at('2026-11-23T08:00:00Z'))).toEqual(week('2026-11-30', '2026-12-06'));
  });

  it('keeps the wall-clock time in summer time', () => {
    // Monday 30 March 2026, the day after the clocks went forward: 09:00 is 07:00 UTC.
    const monday = week('2026-03-30', '2026-04-05');
    expect(periodRegistrationDeadline(monday, SAME_DAY)).toEqual(at('2026-03-30T07:00:00Z'));
    expect(firstOpenPeriod(2, SAME_DAY, at('2026-03-30T06:30:00Z'))).toEqual(monday);
    expect(firstOpenPeriod(2, SAME_DAY, at('2026-03-30T07:30:00Z'))).toEqual(week('2026-04-06', '2026-04-12'));
  });

  it("counts from a period's first school day: a month that starts on a weekend", () => {
    const august = { StartDate: '2026-08-01', EndDate: '2026-08-31' };
    expect(firstSchoolDayOf(august)).toBe('2026-08-03');
    expect(periodRegistrationDeadline(august, TWO_DAYS)).toEqual(at('2026-07-30T08:00:00Z'));
    expect(firstOpenPeriod(1, TWO_DAYS, at('2026-07-30T07:59:00Z'))).toEqual(august);
    expect(firstOpenPeriod(1, TWO_DAYS, at('2026-07-30T08:00:00Z'))).toEqual({ StartDate: '2026-09-01', EndDate: '2026-09-30' });
  });

  it('Pay charges the first period still to come, then the one after it, and nothing that has begun', () => {
    const [first, second] = payablePeriods(2, TWO_DAYS, FRIDAY_NIGHT);
    expect([first, second]).toEqual([week('2026-12-07', '2026-12-13'), week('2026-12-14', '2026-12-20')]);
    expect(periodToPay(2, new Set(), TWO_DAYS, FRIDAY_NIGHT)).toEqual(first);
    expect(periodToPay(2, new Set(['2026-12-07']), TWO_DAYS, FRIDAY_NIGHT)).toEqual(second);
    expect(periodToPay(2, new Set(['2026-12-07', '2026-12-14']), TWO_DAYS, FRIDAY_NIGHT)).toBeNull();
    // The current month was paid when it could be; now only the months to come are.
    expect(periodToPay(1, new Set(['2026-11-01']), TWO_DAYS, at('2026-11-27T08:00:00Z'))).toEqual({ StartDate: '2026-12-01', EndDate: '2026-12-31' });
  });
});

describe('what the renewal job pays', () => {
  // Wednesday 11 March 2026: the week of 16 March closes on Thursday 12 March at 10:00 (09:00 UTC).
  const weekly = { activatedOn: '2026-03-11', daysBeforeNewPeriod: 2, paidStarts: new Set<string>(), rule: TWO_DAYS };
  const week23 = week('2026-03-23', '2026-03-29');

  it("never the guardian's own first period: the first one to come when the day of activation began", () => {
    expect(periodsDueForRenewal(2, { ...weekly, now: at('2026-03-11T10:00:00Z') })).toEqual([]);
    expect(periodsDueForRenewal(2, { ...weekly, now: at('2026-03-12T08:59:00Z') })).toEqual([]);
  });

  it('the next period from DaysBeforeNewPeriod days before its deadline’s day until the deadline, never after', () => {
    // Week 23 March closes on Thursday 19 March at 10:00; two days before that day is Tuesday 17 March 00:00.
    expect(renewalOpensAt(week23, TWO_DAYS, 2)).toEqual(at('2026-03-16T23:00:00Z'));
    expect(periodsDueForRenewal(2, { ...weekly, now: at('2026-03-16T22:59:00Z') })).toEqual([]);
    expect(periodsDueForRenewal(2, { ...weekly, now: at('2026-03-16T23:00:00Z') })).toEqual([week23]);
    // A missed sweep is caught up until the deadline ...
    expect(periodsDueForRenewal(2, { ...weekly, now: at('2026-03-19T08:59:00Z') })).toEqual([week23]);
    // ... and not after it: the week has begun.
    expect(periodsDueForRenewal(2, { ...weekly, now: at('2026-03-19T09:00:00Z') })).toEqual([]);
    expect(periodsDueForRenewal(2, { ...weekly, paidStarts: new Set(['2026-03-23']), now: at('2026-03-17T07:00:00Z') })).toEqual([]);
  });

  it('monthly: April is renewed from 27 March (its deadline is Monday 30 March at 10:00, summer time)', () => {
    const monthly = { activatedOn: '2026-02-10', daysBeforeNewPeriod: 3, paidStarts: new Set<string>(), rule: TWO_DAYS };
    const april = { StartDate: '2026-04-01', EndDate: '2026-04-30' };
    expect(periodsDueForRenewal(1, { ...monthly, now: at('2026-03-26T22:59:00Z') })).toEqual([]);
    expect(periodsDueForRenewal(1, { ...monthly, now: at('2026-03-26T23:00:00Z') })).toEqual([april]);
    expect(periodsDueForRenewal(1, { ...monthly, now: at('2026-03-30T07:59:00Z') })).toEqual([april]);
    expect(periodsDueForRenewal(1, { ...monthly, now: at('2026-03-30T08:00:00Z') })).toEqual([]);
    // Activated on 5 March, April is the guardian's own first period: May is the first renewed.
    expect(periodsDueForRenewal(1, { ...monthly, activatedOn: '2026-03-05', now: at('2026-03-28T07:00:00Z') })).toEqual([]);
    expect(periodsDueForRenewal(1, { ...monthly, activatedOn: '2026-03-05', now: at('2026-04-26T07:00:00Z') })).toEqual([{ StartDate: '2026-05-01', EndDate: '2026-05-31' }]);
  });

  it('leaves the hourly sweep at least a day before a deadline at midnight', () => {
    expect(renewalOpensAt(week('2026-03-16', '2026-03-22'), { SchoolDaysBefore: 0, Time: '00:00' }, 0)).toEqual(at('2026-03-14T23:00:00Z'));
  });
});
