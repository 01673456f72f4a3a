import type { Culture } from './culture';

/** Dates and times as the pages show them, in Copenhagen time (calendar dates as they are). */

const locale = (culture: Culture) => (culture === 'da' ? 'da-DK' : 'en-GB');
const TIME_ZONE = 'Europe/Copenhagen';

/** '10. mar. 2026, 14:05' / '10 Mar 2026, 14:05' in Copenhagen time. */
export function formatDateTime(iso: string, culture: Culture): string {
  return new Intl.DateTimeFormat(locale(culture), { timeZone: TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** '10.03' / '10/03' for tight lists. */
export function formatShortDate(iso: string, culture: Culture): string {
  return new Intl.DateTimeFormat(locale(culture), { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit' }).format(new Date(iso));
}

/** A calendar date (YYYY-MM-DD) with its weekday: 'torsdag 12. marts' / 'Thursday 12 March'. */
export function formatCalendarDay(date: string, culture: Culture): string {
  return new Intl.DateTimeFormat(locale(culture), { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}

/**
 * The day as a heading: 'Mandag 23. november' / 'Monday 23 November'. Only the first letter
 * is raised (CSS capitalize would give Danish 'Mandag 23. November').
 */
export function formatCalendarDayHeading(date: string, culture: Culture): string {
  const day = formatCalendarDay(date, culture);
  return day.charAt(0).toLocaleUpperCase(locale(culture)) + day.slice(1);
}

/** A calendar date (YYYY-MM-DD) as a short date: '30.12.2024' / '30/12/2024'. */
export function formatCalendarDate(date: string, culture: Culture): string {
  return new Intl.DateTimeFormat(locale(culture), { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}

/** A calendar date (YYYY-MM-DD) in full: 'søndag den 1. august 2027' / 'Sunday, 1 August 2027'. */
export function formatCalendarLongDate(date: string, culture: Culture): string {
  return new Intl.DateTimeFormat(locale(culture), { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}
