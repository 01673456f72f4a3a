/**
 * Ticket and voucher dates (spec section 9): 'D. MMM YYYY - HH:mm' in Danish, and the
 * English reader's own order 'D MMM YYYY, HH:mm' (no ordinal dot, which reads as Danish);
 * without the time when it is midnight UTC (a date without a time); a period of one whole
 * calendar month shows as the month and year. Times are shown in Copenhagen time.
 */
import type { Culture } from './culture';

const TIME_ZONE = 'Europe/Copenhagen';
const locale = (culture: Culture) => (culture === 'da' ? 'da-DK' : 'en-GB');

function isUtcMidnight(date: Date): boolean {
  return date.getUTCHours() === 0 && date.getUTCMinutes() === 0 && date.getUTCSeconds() === 0 && date.getUTCMilliseconds() === 0;
}

function parts(date: Date, culture: Culture, timeZone: string): Record<string, string> {
  const format = new Intl.DateTimeFormat(locale(culture), { timeZone, day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
}

export function formatTicketDate(iso: string, culture: Culture): string {
  const date = new Date(iso);
  // A date without a time is a calendar date: shown as written, in UTC, without a time.
  const midnight = isUtcMidnight(date);
  const p = parts(date, culture, midnight ? 'UTC' : TIME_ZONE);
  const day = culture === 'da' ? `${p.day}. ${p.month!.replace(/\.$/, '')} ${p.year}` : `${p.day} ${p.month} ${p.year}`;
  if (midnight) return day;
  return culture === 'da' ? `${day} - ${p.hour}:${p.minute}` : `${day}, ${p.hour}:${p.minute}`;
}

/** True when start is the first and end the last day (or the next month's first midnight) of one month. */
function wholeCalendarMonth(start: Date, end: Date): boolean {
  if (!isUtcMidnight(start) || start.getUTCDate() !== 1) return false;
  const nextMonth = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1);
  const lastDay = nextMonth - 86_400_000;
  return end.getTime() === nextMonth || end.getTime() === lastDay || end.getTime() === nextMonth - 1;
}

export function formatTicketPeriod(startIso: string, endIso: string, culture: Culture): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (wholeCalendarMonth(start, end)) {
    return new Intl.DateTimeFormat(locale(culture), { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(start);
  }
  return `${formatTicketDate(startIso, culture)} – ${formatTicketDate(endIso, culture)}`;
}
