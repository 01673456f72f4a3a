import { addCalendarDays } from '../foodplan/calendar';

/**
 * The periods the money-out pages start on (issue 27), from today's Copenhagen date
 * (YYYY-MM-DD): the sales report shows this month so far, the settlement yesterday (the
 * last closed day), the meeting statement this month, the payout statement this month.
 */
export function monthSoFar(today: string): { from: string; to: string } {
  return { from: `${today.slice(0, 7)}-01`, to: today };
}

export function previousDay(today: string): string {
  return addCalendarDays(today, -1);
}

/** The month (YYYY-MM) a date falls in. */
export function monthOfDate(date: string): string {
  return date.slice(0, 7);
}

/** True when from and to are dates and from is not after to (the API refuses the rest with 400). */
export function isPeriod(from: string, to: string): boolean {
  const date = /^\d{4}-\d{2}-\d{2}$/;
  return date.test(from) && date.test(to) && from <= to;
}
