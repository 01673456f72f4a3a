import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Monthly refills run on the 1st of the month at 06:00, Danish time (summer and winter). */
export const MONTHLY_REFILL_TIME_ZONE = 'Europe/Copenhagen';
export const MONTHLY_REFILL_HOUR = 6;

/** The first run strictly after `after`: the next 1st of a month at 06:00 in Copenhagen. */
export function nextMonthlyRefillRun(after: Date): Date {
  const local = dayjs(after).tz(MONTHLY_REFILL_TIME_ZONE);
  let candidate = dayjs.tz(`${local.format('YYYY-MM')}-01 0${MONTHLY_REFILL_HOUR}:00`, MONTHLY_REFILL_TIME_ZONE);
  if (!candidate.isAfter(after)) {
    const nextMonth = local.startOf('month').add(1, 'month');
    candidate = dayjs.tz(`${nextMonth.format('YYYY-MM')}-01 0${MONTHLY_REFILL_HOUR}:00`, MONTHLY_REFILL_TIME_ZONE);
  }
  return candidate.toDate();
}

/** The refill month ('YYYY-MM') a moment belongs to, in Copenhagen: each wallet is refilled once per such month. */
export function refillPeriodOf(at: Date): string {
  return dayjs(at).tz(MONTHLY_REFILL_TIME_ZONE).format('YYYY-MM');
}
