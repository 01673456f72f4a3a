import { cancelQuantityProblem, isFoodOrderRefundable, menuWeek, ordersViewPage, weekPage } from './weeks';

describe('the food plan week pages', () => {
  it('starts the orders view at the current ISO week: three weeks, Monday to Friday', () => {
    // Wednesday 11 March 2026 is in ISO week 11.
    const page = ordersViewPage('2026-03-11', 0);
    expect(page.weeks.map((week) => week.week)).toEqual([11, 12, 13]);
    expect(page.weeks[0]?.days).toEqual(['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13']);
    expect(page.from).toBe('2026-03-09');
    expect(page.to).toBe('2026-03-27');
  });

  it('pages back and forth by three weeks', () => {
    expect(ordersViewPage('2026-03-11', 1).weeks.map((week) => week.week)).toEqual([14, 15, 16]);
    expect(ordersViewPage('2026-03-11', -1).weeks.map((week) => week.week)).toEqual([8, 9, 10]);
    expect(ordersViewPage('2026-03-11', -1).from).toBe('2026-02-16');
  });

  it('starts on the Monday of the current week on a Sunday, and crosses the year with ISO week years', () => {
    expect(ordersViewPage('2026-03-15', 0).from).toBe('2026-03-09');
    const turn = weekPage('2025-12-24', 0, 3);
    expect(turn.weeks.map((week) => [week.year, week.week])).toEqual([[2025, 52], [2026, 1], [2026, 2]]);
    // 29 December 2025 is in ISO week 1 of 2026.
    expect(turn.weeks[1]?.monday).toBe('2025-12-29');
  });

  it('gives the menu one week at a time', () => {
    expect(menuWeek('2026-03-11', 0)).toMatchObject({ week: 11, monday: '2026-03-09', friday: '2026-03-13' });
    expect(menuWeek('2026-03-11', 2)).toMatchObject({ week: 13, monday: '2026-03-23' });
  });
});

describe('cancelling a food order', () => {
  const order = { CancellationDate: '2026-03-12T11:00:00.000Z', CurrentQuantity: 2 };

  it('is possible only before the cancellation date', () => {
    expect(isFoodOrderRefundable(order, new Date('2026-03-12T10:59:59.999Z'))).toBe(true);
    expect(isFoodOrderRefundable(order, new Date('2026-03-12T11:00:00.000Z'))).toBe(false);
    expect(isFoodOrderRefundable({ ...order, CancellationDate: null }, new Date('2026-03-01T00:00:00Z'))).toBe(false);
    expect(isFoodOrderRefundable({ ...order, CurrentQuantity: 0 }, new Date('2026-03-01T00:00:00Z'))).toBe(false);
  });

  it('takes a quantity from 1 to the purchased count', () => {
    expect(cancelQuantityProblem('1', 2)).toBeNull();
    expect(cancelQuantityProblem('2', 2)).toBeNull();
    expect(cancelQuantityProblem('0', 2)).toBe('too-small');
    expect(cancelQuantityProblem('3', 2)).toBe('too-large');
    expect(cancelQuantityProblem('1.5', 2)).toBe('not-a-number');
    expect(cancelQuantityProblem('', 2)).toBe('not-a-number');
  });
});
