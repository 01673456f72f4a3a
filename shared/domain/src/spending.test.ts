import {
  copenhagenWeekStart,
  daysInPeriod,
  defaultSpendingPeriod,
  spendingPeriodProblem,
  spendingWeeks,
  summarizeSpending,
  weekStartOfDate,
  SPENDING_DEFAULT_WEEKS,
  SPENDING_MAX_DAYS,
} from './spending';

describe('copenhagenWeekStart: the week a purchase counts in is the Copenhagen week', () => {
  it.each([
    // Sunday 23:30 UTC in winter is Monday 00:30 in Copenhagen: the new week.
    ['2026-01-11T23:30:00Z', '2026-01-12'],
    ['2026-01-11T22:59:59Z', '2026-01-05'],
    // Summer time: UTC+2, so Sunday 22:00 UTC is already Monday.
    ['2026-06-14T22:00:00Z', '2026-06-15'],
    ['2026-06-14T21:59:59Z', '2026-06-08'],
    // The day the clocks went back (Sunday 25 October 2026): UTC+1 again by the evening.
    ['2026-10-25T22:30:00Z', '2026-10-19'],
    ['2026-10-25T23:30:00Z', '2026-10-26'],
    // A year's end inside an ISO week.
    ['2026-12-31T12:00:00Z', '2026-12-28'],
  ])('%s counts in the week of %s', (instant, monday) => {
    expect(copenhagenWeekStart(new Date(instant))).toBe(monday);
  });

  it('a Monday is its own week start, a Sunday belongs to the Monday before', () => {
    expect(weekStartOfDate('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOfDate('2026-11-29')).toBe('2026-11-23');
    expect(() => weekStartOfDate('2026-02-30')).toThrow(RangeError);
  });
});

describe('periods', () => {
  it('the default is 52 whole weeks up to today', () => {
    const period = defaultSpendingPeriod('2026-11-25');
    expect(period).toEqual({ from: '2025-12-01', to: '2026-11-25' });
    expect(spendingWeeks(period.from, period.to)).toHaveLength(SPENDING_DEFAULT_WEEKS);
  });

  it('lists every ISO week with a day in the period, with its ISO year and number', () => {
    const weeks = spendingWeeks('2026-12-30', '2027-01-12');
    expect(weeks).toEqual([
      { start: '2026-12-28', year: 2026, week: 53 },
      { start: '2027-01-04', year: 2027, week: 1 },
      { start: '2027-01-11', year: 2027, week: 2 },
    ]);
  });

  it('refuses unreadable, reversed and too long periods', () => {
    expect(spendingPeriodProblem('2026-01-01', '2026-01-01')).toBeNull();
    expect(spendingPeriodProblem('2026-13-01', '2026-12-01')).toBe('invalid_date');
    expect(spendingPeriodProblem('2026-02-01', '2026-01-31')).toBe('end_before_start');
    expect(daysInPeriod('2016-01-01', '2026-01-08')).toBeGreaterThan(SPENDING_MAX_DAYS);
    expect(spendingPeriodProblem('2016-01-01', '2026-01-08')).toBe('too_long');
  });
});

describe('summarizeSpending', () => {
  it('totals per week (empty weeks with 0) and per category, largest first; refunds count against', () => {
    const summary = summarizeSpending(
      [
        { weekStart: '2026-11-09', kind: 'FoodGroup', key: 'meal', name: null, amountOre: 3_500 },
        { weekStart: '2026-11-09', kind: 'Type', key: 'CanteenPurchase', name: null, amountOre: 1_000 },
        { weekStart: '2026-11-23', kind: 'FoodGroup', key: 'meal', name: null, amountOre: 7_000 },
        { weekStart: '2026-11-23', kind: 'ProductGroup', key: 'g1', name: 'Skoletøj', amountOre: 19_900 },
        { weekStart: '2026-11-23', kind: 'ProductGroup', key: 'g1', name: 'Skoletøj', amountOre: -19_900 },
        { weekStart: '2020-01-06', kind: 'FoodGroup', key: 'meal', name: null, amountOre: 99 },
      ],
      '2026-11-10',
      '2026-11-25',
    );
    expect(summary.weeks.map((w) => [w.start, w.week, w.amountOre])).toEqual([
      ['2026-11-09', 46, 4_500],
      ['2026-11-16', 47, 0],
      ['2026-11-23', 48, 7_000],
    ]);
    expect(summary.weeks[0]!.byCategory).toEqual({ 'FoodGroup:meal': 3_500, 'Type:CanteenPurchase': 1_000 });
    expect(summary.categories.map((c) => [c.id, c.name, c.amountOre])).toEqual([
      ['FoodGroup:meal', null, 10_500],
      ['Type:CanteenPurchase', null, 1_000],
      ['ProductGroup:g1', 'Skoletøj', 0],
    ]);
    expect(summary.totalOre).toBe(11_500);
  });
});
