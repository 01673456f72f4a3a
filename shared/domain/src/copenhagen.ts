/**
 * The platform's calendar and clock are Danish: wall-clock arithmetic in Copenhagen (a
 * delivery's local date and time of day, a day's bounds, the instant of a local date and
 * time), Danish summer time included, whatever time zone the server or browser runs in.
 * Written once here for the browser and the API (`api/src/core/copenhagen-day.ts`).
 */
export const PLATFORM_TIME_ZONE = 'Europe/Copenhagen';

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: PLATFORM_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  weekday: 'short',
});

const WEEKDAYS: Readonly<Record<string, number>> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** Every field a Copenhagen wall clock and calendar show at an instant. */
export interface CopenhagenParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 1 Monday .. 7 Sunday. */
  isoWeekday: number;
}

export function copenhagenParts(instant: Date): CopenhagenParts {
  const parts: Record<string, string> = {};
  for (const part of partsFormat.formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    isoWeekday: WEEKDAYS[parts.weekday ?? ''] ?? 0,
  };
}

/** A calendar date and a minute of the day, as a clock on a wall in Copenhagen shows them. */
export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  /** Minutes since local midnight, 0..1439. */
  minute: number;
}

export const MINUTES_PER_DAY = 1440;

export function copenhagenLocal(instant: Date): LocalDateTime {
  const p = copenhagenParts(instant);
  return { year: p.year, month: p.month, day: p.day, minute: p.hour * 60 + p.minute };
}

/** The date `days` later (or earlier, negative) at the same minute; months and years roll over. */
export function addLocalDays(local: LocalDateTime, days: number): LocalDateTime {
  const date = new Date(Date.UTC(local.year, local.month - 1, local.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), minute: local.minute };
}

/** Adds minutes on the wall clock (not elapsed time): 00:00 plus 14 hours is 14:00 on any day. */
export function addLocalMinutes(local: LocalDateTime, minutes: number): LocalDateTime {
  const total = local.minute + minutes;
  const days = Math.floor(total / MINUTES_PER_DAY);
  return { ...addLocalDays(local, days), minute: total - days * MINUTES_PER_DAY };
}

const sameLocal = (a: LocalDateTime, b: LocalDateTime) => a.year === b.year && a.month === b.month && a.day === b.day && a.minute === b.minute;

/**
 * The instant a Copenhagen wall clock shows `local`. Copenhagen is UTC+1 in winter and
 * UTC+2 in summer. A time the clocks skip in spring (02:00-02:59 on the last Sunday of
 * March) is read as the time an hour later; a time the clocks show twice in autumn
 * (02:00-02:59 on the last Sunday of October) is the first of the two.
 */
export function copenhagenInstant(local: LocalDateTime): Date {
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, 0, local.minute);
  for (const offsetHours of [2, 1]) {
    const candidate = new Date(asUtc - offsetHours * 3_600_000);
    if (sameLocal(copenhagenLocal(candidate), local)) return candidate;
  }
  // In the spring gap: the winter offset, which lands an hour later on the summer clock.
  return new Date(asUtc - 3_600_000);
}

/** 'HH:mm' or 'HH:mm:ss' as minutes since midnight (seconds are dropped); null when it is not a time of day. */
export function parseTimeOfDay(value: string): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/** Minutes since midnight as 'HH:mm'. */
export function formatTimeOfDay(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A local calendar date as YYYY-MM-DD. */
export function localDateText(local: LocalDateTime): string {
  return `${local.year}-${String(local.month).padStart(2, '0')}-${String(local.day).padStart(2, '0')}`;
}

/** The instant a Copenhagen calendar day (YYYY-MM-DD) begins, and the instant the next one begins. */
export function copenhagenDayBounds(date: string): { start: Date; end: Date } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const local = { year, month, day, minute: 0 };
  return { start: copenhagenInstant(local), end: copenhagenInstant(addLocalDays(local, 1)) };
}
