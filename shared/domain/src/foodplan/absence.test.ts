import { firstAbsenceDay, absenceDays, absenceDeadline, absenceInTime, absenceRangeProblem, absenceRuleOf, absenceRuleProblem, subscriptionDayShareOre } from './absence';

const sameDayAtEight = { SchoolDaysBefore: 0, Time: '08:00' };
const oneDayBeforeAtTwo = { SchoolDaysBefore: 1, Time: '14:00' };

describe('the absence rule in force', () => {
  it("is the plan's own, else its cancellation rule", () => {
    expect(absenceRuleOf({ Absence: sameDayAtEight, Cancellation: oneDayBeforeAtTwo })).toBe(sameDayAtEight);
    expect(absenceRuleOf({ Absence: null, Cancellation: oneDayBeforeAtTwo })).toBe(oneDayBeforeAtTwo);
  });

  it('is checked like the other rules; none (null) is sound', () => {
    expect(absenceRuleProblem(null)).toBeNull();
    expect(absenceRuleProblem(sameDayAtEight)).toBeNull();
    expect(absenceRuleProblem({ SchoolDaysBefore: 21, Time: '08:00' })).toMatch(/0 to 20/);
    expect(absenceRuleProblem({ SchoolDaysBefore: 0, Time: '8' })).toMatch(/HH:mm/);
  });
});

describe('the absence deadline of a serve day', () => {
  it('same day at 08:00 is 08:00 on the wall clock in winter (07:00 UTC) and in summer (06:00 UTC)', () => {
    expect(absenceDeadline('2026-03-16', sameDayAtEight).toISOString()).toBe('2026-03-16T07:00:00.000Z');
    expect(absenceDeadline('2026-06-15', sameDayAtEight).toISOString()).toBe('2026-06-15T06:00:00.000Z');
  });

  it('follows the summer-time change: Monday 30 March 2026 (the day after) at 08:00 is 06:00 UTC, the Friday before 07:00 UTC', () => {
    expect(absenceDeadline('2026-03-30', sameDayAtEight).toISOString()).toBe('2026-03-30T06:00:00.000Z');
    expect(absenceDeadline('2026-03-27', sameDayAtEight).toISOString()).toBe('2026-03-27T07:00:00.000Z');
    // One school day before at 14:00 for Monday 30 March is Friday 27 March, still winter time.
    expect(absenceDeadline('2026-03-30', oneDayBeforeAtTwo).toISOString()).toBe('2026-03-27T13:00:00.000Z');
    // And back: Monday 26 October 2026 (winter time again) at 08:00 is 07:00 UTC.
    expect(absenceDeadline('2026-10-26', sameDayAtEight).toISOString()).toBe('2026-10-26T07:00:00.000Z');
  });

  it('counts school days back over a weekend: one school day before Monday is Friday', () => {
    expect(absenceDeadline('2026-03-16', oneDayBeforeAtTwo).toISOString()).toBe('2026-03-13T13:00:00.000Z');
    expect(absenceDeadline('2026-03-17', { SchoolDaysBefore: 3, Time: '12:00' }).toISOString()).toBe('2026-03-12T11:00:00.000Z');
  });

  it('is in time strictly before the deadline', () => {
    expect(absenceInTime('2026-03-16', sameDayAtEight, new Date('2026-03-16T06:59:59.999Z'))).toBe(true);
    expect(absenceInTime('2026-03-16', sameDayAtEight, new Date('2026-03-16T07:00:00.000Z'))).toBe(false);
    expect(absenceInTime('2026-03-16', oneDayBeforeAtTwo, new Date('2026-03-14T10:00:00.000Z'))).toBe(false); // Saturday: Friday's 14:00 has passed
  });
});

describe('the days a report covers', () => {
  it('are its school days: a range across a weekend skips Saturday and Sunday', () => {
    expect(absenceDays('2026-03-12', '2026-03-17')).toEqual(['2026-03-12', '2026-03-13', '2026-03-16', '2026-03-17']);
    expect(absenceDays('2026-03-16', '2026-03-16')).toEqual(['2026-03-16']);
    expect(absenceDays('2026-03-14', '2026-03-15')).toEqual([]);
  });

  it('start by default today, or on the next school day at a weekend', () => {
    expect(firstAbsenceDay('2026-03-11')).toBe('2026-03-11');
    expect(firstAbsenceDay('2026-03-14')).toBe('2026-03-16');
    expect(firstAbsenceDay('2026-03-15')).toBe('2026-03-16');
  });

  it('are at most 62 days, From not after To, real dates', () => {
    expect(absenceRangeProblem('2026-03-01', '2026-05-02')).toBeNull();
    expect(absenceRangeProblem('2026-03-01', '2026-05-03')).toMatch(/62/);
    expect(absenceRangeProblem('2026-03-17', '2026-03-16')).toMatch(/before/);
    expect(absenceRangeProblem('2026-02-30', '2026-03-16')).toMatch(/From/);
    expect(absenceRangeProblem('2026-03-16', 'tomorrow')).toMatch(/To/);
    expect(() => absenceDays('2026-03-17', '2026-03-16')).toThrow();
  });
});

describe("a subscription day's share", () => {
  it('spreads the period over its school days in whole øre, the remainder on the later days', () => {
    // 450 kr over 22 school days: 2045.45… øre a day.
    const shares = Array.from({ length: 22 }, (_, index) => subscriptionDayShareOre(45_000, 22, index));
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(45_000);
    expect(new Set(shares)).toEqual(new Set([2045, 2046]));
    expect(shares[0]).toBe(2045);
    expect(subscriptionDayShareOre(11_000, 5, 0)).toBe(2200);
    expect(subscriptionDayShareOre(100, 3, 0) + subscriptionDayShareOre(100, 3, 1) + subscriptionDayShareOre(100, 3, 2)).toBe(100);
  });

  it('never adds up to more than was paid, whatever the amount and the days', () => {
    for (const amount of [0, 1, 7, 999, 45_000, 47_501]) {
      for (const days of [1, 2, 3, 19, 23]) {
        let sum = 0;
        for (let index = 0; index < days; index += 1) sum += subscriptionDayShareOre(amount, days, index);
        expect(sum).toBe(amount);
      }
    }
  });

  it('refuses what is not a period', () => {
    expect(() => subscriptionDayShareOre(100, 0, 0)).toThrow();
    expect(() => subscriptionDayShareOre(100, 3, 3)).toThrow();
    expect(() => subscriptionDayShareOre(10.5, 3, 0)).toThrow();
  });
});
