import { copenhagenParts, PLATFORM_TIME_ZONE } from '@kk/domain';

/**
 * The platform's calendar is Danish: a "day" for spending limits and weekday rules runs
 * midnight to midnight in Copenhagen, whatever time zone the server runs in.
 */
export { PLATFORM_TIME_ZONE };

/** Minutes Copenhagen is ahead of UTC at that instant (60 in winter, 120 in summer). */
function offsetMs(instant: Date): number {
  const p = copenhagenParts(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

export interface PlatformDay {
  /** ISO weekday in Copenhagen: 1 Monday .. 7 Sunday. */
  isoWeekday: number;
  /** The instant the Copenhagen day began. */
  start: Date;
}

/** The last day worked out, with the instant the next one begins: every sale asks, and Intl is slow. */
let lastDay: { isoWeekday: number; start: number; nextStart: number } | null = null;

export function platformDay(now: Date): PlatformDay {
  const at = now.getTime();
  if (lastDay === null || at < lastDay.start || at >= lastDay.nextStart) {
    const day = computePlatformDay(now);
    // A Copenhagen day lasts 23 to 25 hours, so 26 hours after its start is inside the next day.
    const next = computePlatformDay(new Date(day.start.getTime() + 26 * 3_600_000));
    lastDay = { isoWeekday: day.isoWeekday, start: day.start.getTime(), nextStart: next.start.getTime() };
  }
  return { isoWeekday: lastDay.isoWeekday, start: new Date(lastDay.start) };
}

function computePlatformDay(now: Date): PlatformDay {
  const p = copenhagenParts(now);
  const localMidnightAsUtc = Date.UTC(p.year, p.month - 1, p.day);
  // The offset at midnight can differ from now's on the two days a year the clocks change.
  const guess = new Date(localMidnightAsUtc - offsetMs(now));
  const start = new Date(localMidnightAsUtc - offsetMs(guess));
  return { isoWeekday: p.isoWeekday, start };
}
