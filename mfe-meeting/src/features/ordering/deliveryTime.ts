import { copenhagenInstant, copenhagenLocal, formatTimeOfDay, localDateText, parseTimeOfDay } from '@kk/domain';

/**
 * The delivery time as the form holds it (a Copenhagen date and a time of day) and as the
 * rules and the API read it (an instant; ISO with the Danish offset).
 */
export interface DeliveryInput {
  /** YYYY-MM-DD, or '' while not chosen. */
  date: string;
  /** HH:mm, or '' while not chosen. */
  time: string;
}

export const NO_DELIVERY: DeliveryInput = { date: '', time: '' };

/** The instant a Copenhagen wall clock shows the chosen date and time; null until both are valid. */
export function deliveryInstant(input: DeliveryInput): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input.date);
  const minute = parseTimeOfDay(input.time);
  if (!match || minute === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return copenhagenInstant({ year, month, day, minute });
}

/** '2026-03-12T09:00:00+01:00': the instant with the offset Copenhagen had then. */
export function isoWithOffset(instant: Date): string {
  const local = copenhagenLocal(instant);
  const offsetMinutes = Math.round((Date.UTC(local.year, local.month - 1, local.day, 0, local.minute) - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${localDateText(local)}T${formatTimeOfDay(local.minute)}:00${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The form's date and time of an instant (an order being edited). */
export function deliveryInputOf(instant: Date): DeliveryInput {
  const local = copenhagenLocal(instant);
  return { date: localDateText(local), time: formatTimeOfDay(local.minute) };
}

/** Today's date in Copenhagen, the earliest the date field offers. */
export function todayInCopenhagen(now: Date): string {
  return localDateText(copenhagenLocal(now));
}
