import { nextMonthlyRefillRun, refillPeriodOf } from './monthly-schedule';

describe('monthly refill schedule', () => {
  it('runs on the 1st at 06:00 Copenhagen time in winter (UTC+1) and summer (UTC+2)', () => {
    expect(nextMonthlyRefillRun(new Date('2026-01-15T12:00:00Z')).toISOString()).toBe('2026-02-01T05:00:00.000Z');
    expect(nextMonthlyRefillRun(new Date('2026-03-20T12:00:00Z')).toISOString()).toBe('2026-04-01T04:00:00.000Z');
  });

  it('runs later the same day when asked before 06:00 on the 1st, and next month from 06:00 on', () => {
    expect(nextMonthlyRefillRun(new Date('2026-04-01T03:59:59Z')).toISOString()).toBe('2026-04-01T04:00:00.000Z');
    expect(nextMonthlyRefillRun(new Date('2026-04-01T04:00:00Z')).toISOString()).toBe('2026-05-01T04:00:00.000Z');
  });

  it('crosses the year', () => {
    expect(nextMonthlyRefillRun(new Date('2026-12-31T23:30:00Z')).toISOString()).toBe('2027-01-01T05:00:00.000Z');
  });

  it('names the month in Copenhagen time, not UTC', () => {
    expect(refillPeriodOf(new Date('2026-04-01T04:00:00Z'))).toBe('2026-04');
    expect(refillPeriodOf(new Date('2026-03-31T22:30:00Z'))).toBe('2026-04');
    expect(refillPeriodOf(new Date('2026-03-31T21:30:00Z'))).toBe('2026-03');
  });
});
