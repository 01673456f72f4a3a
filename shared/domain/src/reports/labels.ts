import type { SalesGrouping, SalesRow } from '@kk/contracts';
import type { Culture } from '../culture';
import { formatCalendarDate } from '../dates';

const locale = (culture: Culture) => (culture === 'da' ? 'da-DK' : 'en-GB');

/** A month (YYYY-MM) as a reader reads it: 'marts 2026' / 'March 2026'. */
export function formatReportMonth(month: string, culture: Culture): string {
  return new Intl.DateTimeFormat(locale(culture), { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(new Date(`${month.slice(0, 7)}-01T00:00:00Z`));
}

/** A period of calendar days: '01.03.2026 – 10.03.2026' / '01/03/2026 – 10/03/2026'. */
export function formatReportPeriod(from: string, to: string, culture: Culture): string {
  return `${formatCalendarDate(from, culture)} – ${formatCalendarDate(to, culture)}`;
}

/** A sales row's key in the reader's words: a day or month in the culture's format, the API's label for the rest. */
export function salesRowLabel(row: Pick<SalesRow, 'Key' | 'Label'>, groupBy: SalesGrouping, culture: Culture): string {
  if (row.Key !== null && groupBy === 'day' && /^\d{4}-\d{2}-\d{2}$/.test(row.Key)) return formatCalendarDate(row.Key, culture);
  if (row.Key !== null && groupBy === 'month' && /^\d{4}-\d{2}$/.test(row.Key)) return formatReportMonth(row.Key, culture);
  return row.Label;
}
