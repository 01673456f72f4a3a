import {
  canAddFoodplanItem,
  exceedsDailyGroupLimit,
  expiredFoodplanProducts,
  foodplanGroupName,
  foodplanMaximum,
  hasDailyLimit,
  isBlockedByDeadline,
  isDailyLimitReached,
  isPastRegistrationDeadline,
  markExpiredProducts,
  masterCaterGroupLimit,
  type FoodplanCounts,
} from './foodplan';

const plain = { CurrentStock: 10 as number | null, Foodplan: { IsMasterCater: false } };
const master = { CurrentStock: 10 as number | null, Foodplan: { IsMasterCater: true } };
const none: FoodplanCounts = { inCartForThisWallet: 0, inAllBaskets: 0, groupInAllBaskets: 0, sameDayGroupInPlan: 0, earlierPurchases: 0, groupLimit: 0 };
const counts = (over: Partial<FoodplanCounts>): FoodplanCounts => ({ ...none, ...over });

describe('adding a food plan item', () => {
  it('is refused when the remaining stock (stock minus all wallets\' baskets) is not above 0', () => {
    expect(canAddFoodplanItem(plain, counts({ inAllBaskets: 9 }))).toBeNull();
    expect(canAddFoodplanItem(plain, counts({ inAllBaskets: 10 }))).toBe('stock');
    expect(canAddFoodplanItem({ ...plain, CurrentStock: 0 }, none)).toBe('stock');
  });

  it('treats unlimited stock as 100', () => {
    const unlimited = { ...plain, CurrentStock: null };
    expect(canAddFoodplanItem(unlimited, counts({ inAllBaskets: 99 }))).toBeNull();
    expect(canAddFoodplanItem(unlimited, counts({ inAllBaskets: 100 }))).toBe('stock');
  });

  it('is refused when the daily group limit is reached, checked before the stock', () => {
    expect(canAddFoodplanItem(master, counts({ groupLimit: 2, sameDayGroupInPlan: 1, earlierPurchases: 1, inAllBaskets: 10 }))).toBe('daily-limit');
    expect(canAddFoodplanItem(master, counts({ groupLimit: 2, sameDayGroupInPlan: 1 }))).toBeNull();
  });
});

describe('the daily limit', () => {
  it('exists only in a master-caterer plan whose group limit is above 0', () => {
    expect(hasDailyLimit(true, 1)).toBe(true);
    expect(hasDailyLimit(true, 0)).toBe(false);
    expect(hasDailyLimit(false, 1)).toBe(false);
    expect(isDailyLimitReached(plain, counts({ groupLimit: 1, sameDayGroupInPlan: 5 }))).toBe(false);
    expect(isDailyLimitReached(master, counts({ groupLimit: 0, sameDayGroupInPlan: 5 }))).toBe(false);
  });

  it('is reached when earlier purchases plus the same-day quantity in the plan are at or above the limit', () => {
    expect(isDailyLimitReached(master, counts({ groupLimit: 3, earlierPurchases: 1, sameDayGroupInPlan: 1 }))).toBe(false); // 2, just below
    expect(isDailyLimitReached(master, counts({ groupLimit: 3, earlierPurchases: 1, sameDayGroupInPlan: 2 }))).toBe(true); // 3, at
    expect(isDailyLimitReached(master, counts({ groupLimit: 3, earlierPurchases: 3 }))).toBe(true);
    expect(isDailyLimitReached(master, counts({ groupLimit: 3, sameDayGroupInPlan: 4 }))).toBe(true); // above
  });

  it('is 1 a day for DIS, DAT, KOLD and PLUS groups, 100 otherwise', () => {
    expect(masterCaterGroupLimit('DIS')).toBe(1);
    expect(masterCaterGroupLimit('DAT')).toBe(1);
    expect(masterCaterGroupLimit('KOLD')).toBe(1);
    expect(masterCaterGroupLimit('PLUS Frugt')).toBe(1);
    expect(masterCaterGroupLimit('VARM')).toBe(100);
    expect(masterCaterGroupLimit(null)).toBe(100);
  });
});

describe('the most of a food plan item', () => {
  it('outside a master-caterer plan: stock minus the item in all baskets plus its own, not below 0', () => {
    expect(foodplanMaximum(plain, counts({ inCartForThisWallet: 2, inAllBaskets: 6 }))).toBe(6);
    expect(foodplanMaximum(plain, counts({ inCartForThisWallet: 0, inAllBaskets: 14 }))).toBe(0);
  });

  it('outside a master-caterer plan: 100 without stock', () => {
    expect(foodplanMaximum({ ...plain, CurrentStock: null }, counts({ inCartForThisWallet: 2, inAllBaskets: 50 }))).toBe(100);
  });

  it('in a master-caterer plan: the group limit minus the other same-day items of the group in the plan', () => {
    // Limit 3; the plan holds 2 of this item and 1 other of the group that day: 3 - 1.
    expect(foodplanMaximum(master, counts({ groupLimit: 3, inCartForThisWallet: 2, sameDayGroupInPlan: 3, groupInAllBaskets: 3, inAllBaskets: 2 }))).toBe(2);
  });

  it('in a master-caterer plan: capped by the stock minus the group\'s count in the baskets', () => {
    // Limit 100, stock 10; the group holds 8 in all baskets, 1 of them this item: 10 - 7.
    expect(foodplanMaximum(master, counts({ groupLimit: 100, inCartForThisWallet: 1, sameDayGroupInPlan: 1, groupInAllBaskets: 8, inAllBaskets: 1 }))).toBe(3);
    // Unlimited stock counts as 100.
    expect(foodplanMaximum({ ...master, CurrentStock: null }, counts({ groupLimit: 100, groupInAllBaskets: 95 }))).toBe(5);
  });

  it('in a master-caterer plan: not below 0', () => {
    expect(foodplanMaximum(master, counts({ groupLimit: 1, sameDayGroupInPlan: 3 }))).toBe(0);
    expect(foodplanMaximum(master, counts({ groupLimit: 5, groupInAllBaskets: 40 }))).toBe(0);
  });

  it('in a master-caterer plan whose group has no limit: the non-master rule', () => {
    expect(foodplanMaximum(master, counts({ groupLimit: 0, inCartForThisWallet: 1, inAllBaskets: 4 }))).toBe(7);
  });
});

describe('registration deadlines', () => {
  const now = new Date('2026-03-10T09:00:00Z');
  const before = { RegistrationDeadline: '2026-03-10T08:59:59Z', StatusCode: null };
  const after = { RegistrationDeadline: '2026-03-10T09:00:01Z', StatusCode: null };
  const absent = { RegistrationDeadline: null, StatusCode: null };

  it('blocks a product whose deadline is before now, never one without a deadline', () => {
    expect(isPastRegistrationDeadline(before, now)).toBe(true);
    expect(isPastRegistrationDeadline(after, now)).toBe(false);
    expect(isPastRegistrationDeadline(absent, now)).toBe(false);
    expect(isPastRegistrationDeadline({}, now)).toBe(false);
  });

  it('blocks the order when any product is past its deadline', () => {
    expect(isBlockedByDeadline([after, absent], now)).toBe(false);
    expect(isBlockedByDeadline([after, before, absent], now)).toBe(true);
    expect(expiredFoodplanProducts([after, before, absent], now)).toEqual([before]);
  });

  it('marks products past their deadline with status code 11', () => {
    expect(markExpiredProducts([before, after], now).map((p) => p.StatusCode)).toEqual([11, null]);
  });
});

describe('the food plan group name', () => {
  it('is the customer name, a dash and the plan name, unless the two are equal', () => {
    expect(foodplanGroupName('Aarhus Skole', 'Frokost')).toBe('Aarhus Skole - Frokost');
    expect(foodplanGroupName('Frokost', 'Frokost')).toBe('Frokost');
  });
});

describe('the reservation\'s daily group limit (exceedsDailyGroupLimit)', () => {
  it('lets DIS, DAT, KOLD and PLUS groups have one a day, earlier purchases of the day counted', () => {
    for (const group of ['DIS', 'DAT', 'KOLD', 'PLUS Frugt']) {
      const limit = masterCaterGroupLimit(group);
      expect(exceedsDailyGroupLimit(true, limit, 0, 1)).toBe(false);
      expect(exceedsDailyGroupLimit(true, limit, 0, 2)).toBe(true);
      expect(exceedsDailyGroupLimit(true, limit, 1, 1)).toBe(true);
    }
  });

  it('allows 100 a day in an ordinary group of a master-caterer plan, and agrees with the cart\'s rule', () => {
    const limit = masterCaterGroupLimit('Varm mad');
    expect(exceedsDailyGroupLimit(true, limit, 60, 40)).toBe(false);
    expect(exceedsDailyGroupLimit(true, limit, 60, 41)).toBe(true);
    // The cart refuses the 101st: earlier purchases plus the plan's same-day quantity at the limit.
    expect(isDailyLimitReached(master, counts({ earlierPurchases: 60, sameDayGroupInPlan: 40, groupLimit: limit }))).toBe(true);
  });

  it('has no limit outside master-caterer plans or with a limit of 0', () => {
    expect(exceedsDailyGroupLimit(false, 1, 5, 5)).toBe(false);
    expect(exceedsDailyGroupLimit(true, 0, 5, 5)).toBe(false);
  });
});
