import { initialScrollRow, isoWeekOf, isoWeekRange, isSelectableRow, nextSelectableRow, rowIndexOfWeek, weekPickerRows } from './weekPicker';

describe('isoWeekOf', () => {
  it.each([
    [{ year: 2025, month: 1, day: 1 }, { week: 1, year: 2025 }],
    [{ year: 2024, month: 12, day: 30 }, { week: 1, year: 2025 }],
    [{ year: 2021, month: 1, day: 3 }, { week: 53, year: 2020 }],
    [{ year: 2026, month: 6, day: 15 }, { week: 25, year: 2026 }],
    [{ year: 2027, month: 1, day: 1 }, { week: 53, year: 2026 }],
  ])('%j is in %j', (date, expected) => {
    expect(isoWeekOf(date)).toEqual(expected);
  });
});

describe('isoWeekRange', () => {
  it('runs Monday to Sunday', () => {
    expect(isoWeekRange({ year: 2025, week: 1 })).toEqual({ start: '2024-12-30', end: '2025-01-05' });
    expect(isoWeekRange({ year: 2026, week: 25 })).toEqual({ start: '2026-06-15', end: '2026-06-21' });
  });
});

describe('weekPickerRows', () => {
  const current = { year: 2026, week: 10 };
  const rows = weekPickerRows(current);

  it('lists three years of 52 weeks, each after a header', () => {
    expect(rows).toHaveLength(3 * 53);
    expect(rows.filter((row) => row.kind === 'header').map((row) => row.year)).toEqual([2025, 2026, 2027]);
    expect(rows[0]).toEqual({ kind: 'header', year: 2025 });
    expect(rows[1]).toMatchObject({ kind: 'week', year: 2025, week: 1 });
    expect(rows[52]).toMatchObject({ kind: 'week', year: 2025, week: 52 });
    expect(rows.filter(isSelectableRow)).toHaveLength(156);
  });

  it('opens three rows above the current week', () => {
    const index = rowIndexOfWeek(rows, current);
    expect(rows[index]).toMatchObject({ year: 2026, week: 10 });
    expect(initialScrollRow(rows, current)).toBe(index - 3);
  });

  it('never scrolls above the first row, and shows week 53 as week 52', () => {
    expect(initialScrollRow(weekPickerRows({ year: 2026, week: 1 }), { year: 2026, week: 1 })).toBe(53 + 1 - 3);
    expect(rows[rowIndexOfWeek(rows, { year: 2026, week: 53 })]).toMatchObject({ week: 52, year: 2026 });
    expect(initialScrollRow([{ kind: 'header', year: 2026 }, { kind: 'week', year: 2026, week: 1, start: '', end: '' }], { year: 2026, week: 1 })).toBe(0);
  });

  it('skips header rows when moving by keyboard', () => {
    expect(nextSelectableRow(rows, 52, 1)).toBe(54);
    expect(nextSelectableRow(rows, 54, -1)).toBe(52);
    expect(nextSelectableRow(rows, 1, -1)).toBe(1);
    expect(nextSelectableRow(rows, rows.length - 1, 1)).toBe(rows.length - 1);
  });
});
