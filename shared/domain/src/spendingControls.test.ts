import {
  decideSpendingControls,
  describeWeekdays,
  limitsInForce,
  NO_SPENDING_LIMITS,
  weekdayName,
  type SpendingControlsRequest,
  type SpendingLimits,
} from './spendingControls';

const GROUPS = ['dairy', 'fruit', 'meal', 'soda', 'sweets'];
const NONE: SpendingControlsRequest = { DailyAmount: null, PurchasesPerDay: null, Weekdays: null, BlockedFoodGroups: [] };
const SCHOOL: SpendingLimits = { dailyLimitOre: 4_000, maxPurchasesPerDay: 3, allowedWeekdays: [1, 2, 3, 4, 5], deniedFoodGroups: ['soda'] };
const decide = (request: Partial<SpendingControlsRequest>, school: SpendingLimits = NO_SPENDING_LIMITS) =>
  decideSpendingControls({ ...NONE, ...request }, { school, foodGroups: GROUPS });

describe("a guardian's spending controls", () => {
  it('are each optional: nothing sent is no limit', () => {
    expect(decide({})).toEqual({ ok: true, limits: NO_SPENDING_LIMITS });
  });

  it('keep a daily amount in øre, purchases per day, the weekdays sorted and the blocked groups', () => {
    expect(decide({ DailyAmount: 37.5, PurchasesPerDay: 2, Weekdays: [5, 1, 3, 1], BlockedFoodGroups: ['sweets', 'soda', 'sweets'] })).toEqual({
      ok: true,
      limits: { dailyLimitOre: 3_750, maxPurchasesPerDay: 2, allowedWeekdays: [1, 3, 5], deniedFoodGroups: ['soda', 'sweets'] },
    });
  });

  it('store every day (or every day the school allows) as no weekday limit', () => {
    expect(decide({ Weekdays: [1, 2, 3, 4, 5, 6, 7] })).toMatchObject({ ok: true, limits: { allowedWeekdays: null } });
    expect(decide({ Weekdays: [1, 2, 3, 4, 5] }, SCHOOL)).toMatchObject({ ok: true, limits: { allowedWeekdays: null } });
    expect(decide({ Weekdays: [1, 2, 3] }, SCHOOL)).toMatchObject({ ok: true, limits: { allowedWeekdays: [1, 2, 3] } });
  });

  it('refuse amounts that are not whole øre, not above 0 or above the largest', () => {
    expect(decide({ DailyAmount: 10.005 })).toEqual({ ok: false, problems: [{ field: 'DailyAmount', code: 'invalid_amount' }] });
    expect(decide({ DailyAmount: Number.NaN })).toEqual({ ok: false, problems: [{ field: 'DailyAmount', code: 'invalid_amount' }] });
    expect(decide({ DailyAmount: 0 })).toEqual({ ok: false, problems: [{ field: 'DailyAmount', code: 'must_be_positive' }] });
    expect(decide({ DailyAmount: 10_000.01 })).toEqual({ ok: false, problems: [{ field: 'DailyAmount', code: 'above_maximum', maximum: 10_000 }] });
  });

  it('refuse purchases per day that are not a whole number from 1 to 100', () => {
    expect(decide({ PurchasesPerDay: 1.5 })).toEqual({ ok: false, problems: [{ field: 'PurchasesPerDay', code: 'not_whole_number' }] });
    expect(decide({ PurchasesPerDay: 0 })).toEqual({ ok: false, problems: [{ field: 'PurchasesPerDay', code: 'must_be_positive' }] });
    expect(decide({ PurchasesPerDay: 101 })).toEqual({ ok: false, problems: [{ field: 'PurchasesPerDay', code: 'above_maximum', maximum: 100 }] });
  });

  it('need at least one real weekday, and only food groups the school sells', () => {
    expect(decide({ Weekdays: [] })).toEqual({ ok: false, problems: [{ field: 'Weekdays', code: 'no_weekday' }] });
    expect(decide({ Weekdays: [0, 8, 2] })).toEqual({ ok: false, problems: [{ field: 'Weekdays', code: 'invalid_weekday', values: [0, 8] }] });
    expect(decide({ BlockedFoodGroups: ['sweets', 'beer'] })).toEqual({ ok: false, problems: [{ field: 'BlockedFoodGroups', code: 'unknown_food_group', values: ['beer'] }] });
  });

  it("can only add to the school's limits, never loosen them", () => {
    expect(decide({ DailyAmount: 40, PurchasesPerDay: 3, Weekdays: [1, 2] }, SCHOOL).ok).toBe(true);
    expect(decide({ DailyAmount: 40.01, PurchasesPerDay: 4, Weekdays: [1, 6, 7] }, SCHOOL)).toEqual({
      ok: false,
      problems: [
        { field: 'DailyAmount', code: 'above_school_limit', maximum: 40 },
        { field: 'PurchasesPerDay', code: 'above_school_limit', maximum: 3 },
        { field: 'Weekdays', code: 'school_forbids_day', values: [6, 7] },
      ],
    });
  });

  it('apply with the school’s as the tighter of both', () => {
    const guardian: SpendingLimits = { dailyLimitOre: 3_000, maxPurchasesPerDay: null, allowedWeekdays: [3, 4, 6], deniedFoodGroups: ['sweets', 'soda'] };
    expect(limitsInForce(SCHOOL, guardian)).toEqual({ dailyLimitOre: 3_000, maxPurchasesPerDay: 3, allowedWeekdays: [3, 4], deniedFoodGroups: ['soda', 'sweets'] });
    expect(limitsInForce(NO_SPENDING_LIMITS, guardian)).toEqual({ ...guardian, allowedWeekdays: [3, 4, 6], deniedFoodGroups: ['soda', 'sweets'] });
    expect(limitsInForce(SCHOOL, NO_SPENDING_LIMITS)).toEqual(SCHOOL);
  });
});

describe('weekday names', () => {
  it('name ISO weekdays in the culture', () => {
    expect(weekdayName(1, 'da')).toBe('mandag');
    expect(weekdayName(7, 'en')).toBe('Sunday');
    expect(weekdayName(3, 'en', 'short')).toBe('Wed');
    expect(() => weekdayName(0, 'da')).toThrow(RangeError);
  });

  it('describe a set of days as people say them', () => {
    expect(describeWeekdays(null, 'da')).toBe('alle dage');
    expect(describeWeekdays([1, 2, 3, 4, 5, 6, 7], 'en')).toBe('every day');
    expect(describeWeekdays([1, 2, 3, 4, 5], 'da')).toBe('mandag–fredag');
    expect(describeWeekdays([5, 1, 3], 'da')).toBe('mandag, onsdag og fredag');
    expect(describeWeekdays([1, 2, 4], 'en')).toBe('Monday, Tuesday and Thursday');
    expect(describeWeekdays([1, 2, 3, 6], 'en')).toBe('Monday–Wednesday and Saturday');
    expect(describeWeekdays([], 'da')).toBe('ingen dage');
  });
});
