import {
  addCalendarDays,
  copenhagenDate,
  describeSchoolDayRule,
  isSchoolDay,
  mondayOf,
  parseCalendarDate,
  schoolDayRuleInstant,
  schoolDayRuleProblem,
  schoolDaysBefore,
  schoolDaysBetween,
} from './calendar';

describe('school days', () => {
  it('are Monday to Friday', () => {
    expect(isSchoolDay('2026-03-13')).toBe(true); // Friday
    expect(isSchoolDay('2026-03-14')).toBe(false);
    expect(isSchoolDay('2026-03-15')).toBe(false);
    expect(schoolDaysBetween('2026-03-12', '2026-03-17')).toEqual(['2026-03-12', '2026-03-13', '2026-03-16', '2026-03-17']);
  });

  it('are counted back over weekends and months', () => {
    expect(schoolDaysBefore('2026-03-17', 2)).toBe('2026-03-13'); // Tuesday -> the Friday before
    expect(schoolDaysBefore('2026-03-16', 1)).toBe('2026-03-13'); // Monday -> Friday
    expect(schoolDaysBefore('2026-04-01', 3)).toBe('2026-03-27');
    expect(schoolDaysBefore('2026-03-16', 0)).toBe('2026-03-16');
  });

  it('reads only real dates', () => {
    expect(parseCalendarDate('2026-02-29')).toBeNull();
    expect(parseCalendarDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseCalendarDate('2026-3-1')).toBeNull();
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(mondayOf('2026-03-15')).toBe('2026-03-09');
  });
});

describe('a plan\'s deadline rule ("N school days before at HH:mm", Copenhagen time)', () => {
  const twoBeforeAtTen = { SchoolDaysBefore: 2, Time: '10:00' };

  it('is 10:00 on the wall clock in winter (09:00 UTC)', () => {
    expect(schoolDayRuleInstant('2026-03-17', twoBeforeAtTen).toISOString()).toBe('2026-03-13T09:00:00.000Z');
  });

  it('is 10:00 on the wall clock in summer (08:00 UTC)', () => {
    expect(schoolDayRuleInstant('2026-06-16', twoBeforeAtTen).toISOString()).toBe('2026-06-12T08:00:00.000Z');
  });

  it('crosses the spring change correctly: serving Tuesday 31 March 2026, deadline Friday 27 March before the clocks change', () => {
    expect(schoolDayRuleInstant('2026-03-31', twoBeforeAtTen).toISOString()).toBe('2026-03-27T09:00:00.000Z');
    // Serving Wednesday 1 April: Monday 30 March at 10:00 summer time.
    expect(schoolDayRuleInstant('2026-04-01', twoBeforeAtTen).toISOString()).toBe('2026-03-30T08:00:00.000Z');
  });

  it('crosses the autumn change correctly (25 October 2026)', () => {
    // Serving Tuesday 27 October: Friday 23 October 10:00 is still summer time.
    expect(schoolDayRuleInstant('2026-10-27', twoBeforeAtTen).toISOString()).toBe('2026-10-23T08:00:00.000Z');
    // Serving Wednesday 28 October: Monday 26 October 10:00 is winter time.
    expect(schoolDayRuleInstant('2026-10-28', twoBeforeAtTen).toISOString()).toBe('2026-10-26T09:00:00.000Z');
  });

  it('may be the same day', () => {
    expect(schoolDayRuleInstant('2026-03-12', { SchoolDaysBefore: 0, Time: '09:00' }).toISOString()).toBe('2026-03-12T08:00:00.000Z');
  });

  it('is checked and described', () => {
    expect(schoolDayRuleProblem(twoBeforeAtTen)).toBeNull();
    expect(schoolDayRuleProblem({ SchoolDaysBefore: -1, Time: '10:00' })).not.toBeNull();
    expect(schoolDayRuleProblem({ SchoolDaysBefore: 1, Time: '25:00' })).not.toBeNull();
    expect(describeSchoolDayRule(twoBeforeAtTen, 'da')).toBe('to skoledage før kl. 10:00');
    expect(describeSchoolDayRule({ SchoolDaysBefore: 1, Time: '12:00' }, 'en')).toBe('one school day before at 12:00');
    expect(describeSchoolDayRule({ SchoolDaysBefore: 0, Time: '09:00' }, 'da')).toBe('samme dag kl. 09:00');
  });

  it('gives the Copenhagen date of an instant', () => {
    expect(copenhagenDate(new Date('2026-03-12T23:30:00Z'))).toBe('2026-03-13');
    expect(copenhagenDate(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
  });
});
