/**
 * The week picker (spec sections 3, 5 and 9): three years (previous, current, next) of 52
 * ISO weeks each, a header row before each year that cannot be selected, weeks starting on
 * Monday, and the list opened scrolled to three rows above the current week.
 */

export interface WeekSelection {
  week: number;
  year: number;
}

export type WeekPickerRow =
  | { kind: 'header'; year: number }
  | { kind: 'week'; year: number; week: number; start: string; end: string };

export const WEEKS_PER_YEAR = 52;
export const ROWS_ABOVE_CURRENT_WEEK = 3;

const DAY_MS = 86_400_000;

const isoDate = (utcMs: number) => new Date(utcMs).toISOString().slice(0, 10);

/** Monday of ISO week 1 of an ISO year (the week with the year's first Thursday), as UTC ms. */
function firstMondayOfIsoYear(year: number): number {
  const january4 = Date.UTC(year, 0, 4);
  const weekday = (new Date(january4).getUTCDay() + 6) % 7; // 0 = Monday
  return january4 - weekday * DAY_MS;
}

/** The ISO week and year a calendar date (its local year, month and day) falls in. */
export function isoWeekOf(date: { year: number; month: number; day: number }): WeekSelection {
  const utc = Date.UTC(date.year, date.month - 1, date.day);
  const weekday = (new Date(utc).getUTCDay() + 6) % 7;
  const thursday = utc + (3 - weekday) * DAY_MS;
  const year = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - firstMondayOfIsoYear(year)) / (7 * DAY_MS)) + 1;
  return { week, year };
}

/** Monday to Sunday of an ISO week, as YYYY-MM-DD. */
export function isoWeekRange(selection: WeekSelection): { start: string; end: string } {
  const monday = firstMondayOfIsoYear(selection.year) + (selection.week - 1) * 7 * DAY_MS;
  return { start: isoDate(monday), end: isoDate(monday + 6 * DAY_MS) };
}

/** The rows of the picker around the year of `current`. */
export function weekPickerRows(current: WeekSelection): WeekPickerRow[] {
  const rows: WeekPickerRow[] = [];
  for (const year of [current.year - 1, current.year, current.year + 1]) {
    rows.push({ kind: 'header', year });
    for (let week = 1; week <= WEEKS_PER_YEAR; week += 1) rows.push({ kind: 'week', year, week, ...isoWeekRange({ year, week }) });
  }
  return rows;
}

/** Header rows cannot be selected (spec section 5). */
export function isSelectableRow(row: WeekPickerRow): row is Extract<WeekPickerRow, { kind: 'week' }> {
  return row.kind === 'week';
}

/** The row of a week; an ISO year's week 53 is shown as its week 52 (the picker lists 52 per year). */
export function rowIndexOfWeek(rows: readonly WeekPickerRow[], selection: WeekSelection): number {
  const week = Math.min(selection.week, WEEKS_PER_YEAR);
  return rows.findIndex((row) => row.kind === 'week' && row.year === selection.year && row.week === week);
}

/** The row the list is scrolled to when it opens: three above the current week. */
export function initialScrollRow(rows: readonly WeekPickerRow[], current: WeekSelection): number {
  return Math.max(0, rowIndexOfWeek(rows, current) - ROWS_ABOVE_CURRENT_WEEK);
}

/** The next selectable row from `index` in a direction, for keyboard moves; header rows are skipped. */
export function nextSelectableRow(rows: readonly WeekPickerRow[], index: number, step: 1 | -1): number {
  for (let i = index + step; i >= 0 && i < rows.length; i += step) if (rows[i]?.kind === 'week') return i;
  return index;
}
