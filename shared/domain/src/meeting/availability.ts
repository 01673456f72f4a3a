import { addLocalDays, addLocalMinutes, copenhagenInstant, copenhagenLocal, MINUTES_PER_DAY, parseTimeOfDay, type LocalDateTime } from '../copenhagen';
import { deadlineTypeOf } from './deadlines';

/**
 * Meeting product availability (spec section 4): a product is blocked when the delivery
 * time is in the past, outside the product's daily window (which may cross midnight), or
 * its deadline is exceeded. The same function decides in the browser (to show and block)
 * and in the API (to refuse), in Copenhagen time.
 */

/** What the rules read of a product: its daily window and deadline. */
export interface MeetingProductRule {
  FromTime: string;
  ToTime: string;
  Deadline: { ID: number; Amount: number };
}

export type MeetingBlockReason = 'delivery-in-past' | 'outside-window' | 'deadline-exceeded';

export interface MeetingAvailability {
  /** The start of the product's window on the delivery's day (the window the delivery falls in, when it crosses midnight). */
  startTime: Date;
  endTime: Date;
  /** The last instant the product can be ordered for this delivery. */
  deadlineTime: Date;
  /** The deadline as shown: type 2 shows now plus Amount hours (the earliest delivery), the others deadlineTime. */
  displayDeadline: Date;
  deliveryInPast: boolean;
  outsideWindow: boolean;
  deadlineExceeded: boolean;
  blocked: boolean;
  reasons: MeetingBlockReason[];
}

interface Window {
  start: LocalDateTime;
  end: LocalDateTime;
  inside: boolean;
}

function minuteOf(text: string, what: string): number {
  const minute = parseTimeOfDay(text);
  if (minute === null) throw new Error(`${what} is not a time of day: ${text}`);
  return minute;
}

/**
 * The window instance for a delivery at `at` (local). From = To is a window of a whole
 * day. A window whose end is before its start crosses midnight: a delivery after midnight
 * belongs to the window that opened the evening before. Both ends are inclusive.
 */
function windowFor(rule: MeetingProductRule, at: LocalDateTime): Window {
  const from = minuteOf(rule.FromTime, 'FromTime');
  const to = minuteOf(rule.ToTime, 'ToTime');
  const day = { ...at, minute: 0 };
  if (from < to) {
    return { start: { ...day, minute: from }, end: { ...day, minute: to }, inside: at.minute >= from && at.minute <= to };
  }
  // Crosses midnight (or a whole day when from = to).
  const startDay = at.minute >= from ? day : addLocalDays(day, -1);
  const start = { ...startDay, minute: from };
  const end = from === to ? addLocalMinutes(start, MINUTES_PER_DAY) : { ...addLocalDays(startDay, 1), minute: to };
  return { start, end, inside: from === to || at.minute >= from || at.minute <= to };
}

function deadlineOf(rule: MeetingProductRule, delivery: Date, deliveryLocal: LocalDateTime, windowStart: LocalDateTime): Date {
  const type = deadlineTypeOf(rule.Deadline.ID);
  const offset = type.direction * rule.Deadline.Amount * type.multiplier;
  if (type.anchor === 'delivery') {
    return type.wallClock ? copenhagenInstant(addLocalMinutes(deliveryLocal, offset)) : new Date(delivery.getTime() + offset * 60_000);
  }
  const anchor = type.anchor === 'dayBeforeDelivery' ? { ...addLocalDays(deliveryLocal, -1), minute: 0 } : windowStart;
  return type.wallClock ? copenhagenInstant(addLocalMinutes(anchor, offset)) : new Date(copenhagenInstant(anchor).getTime() + offset * 60_000);
}

export function meetingProductAvailability(rule: MeetingProductRule, deliveryTime: Date, now: Date): MeetingAvailability {
  const local = copenhagenLocal(deliveryTime);
  const window = windowFor(rule, local);
  const deadlineTime = deadlineOf(rule, deliveryTime, local, window.start);
  const type = deadlineTypeOf(rule.Deadline.ID);
  const displayDeadline =
    rule.Deadline.ID === 2 ? new Date(now.getTime() + rule.Deadline.Amount * type.multiplier * 60_000) : deadlineTime;
  const deliveryInPast = deliveryTime.getTime() < now.getTime();
  const outsideWindow = !window.inside;
  const deadlineExceeded = deadlineTime.getTime() < now.getTime();
  const reasons: MeetingBlockReason[] = [
    ...(deliveryInPast ? (['delivery-in-past'] as const) : []),
    ...(outsideWindow ? (['outside-window'] as const) : []),
    ...(deadlineExceeded ? (['deadline-exceeded'] as const) : []),
  ];
  return {
    startTime: copenhagenInstant(window.start),
    endTime: copenhagenInstant(window.end),
    deadlineTime,
    displayDeadline,
    deliveryInPast,
    outsideWindow,
    deadlineExceeded,
    blocked: reasons.length > 0,
    reasons,
  };
}

/** The products of a basket or an order that cannot be ordered for this delivery, with why. */
export function blockedMeetingProducts<P extends MeetingProductRule>(
  products: readonly P[],
  deliveryTime: Date,
  now: Date,
): { product: P; reasons: MeetingBlockReason[] }[] {
  return products
    .map((product) => ({ product, reasons: meetingProductAvailability(product, deliveryTime, now).reasons }))
    .filter((entry) => entry.reasons.length > 0);
}

/**
 * An order's deadline: the earliest of its products' deadlines for its delivery (spec
 * section 5: a meeting order is invalid once its deadline has passed). Until then it may
 * be changed or cancelled; never after the delivery time itself.
 */
export function meetingOrderDeadline(products: readonly MeetingProductRule[], deliveryTime: Date): Date {
  let earliest = deliveryTime.getTime();
  for (const product of products) {
    // `now` does not change deadlineTime; the delivery itself is the latest possible deadline.
    earliest = Math.min(earliest, meetingProductAvailability(product, deliveryTime, deliveryTime).deadlineTime.getTime());
  }
  return new Date(earliest);
}

/** Whether an order may still be changed or cancelled: before its deadline and before the meeting. */
export function meetingOrderIsOpen(order: { deadline: Date; deliveryTime: Date }, now: Date): boolean {
  return now.getTime() <= order.deadline.getTime() && now.getTime() < order.deliveryTime.getTime();
}

/** Spec section 4: an order counts as completed when its delivery time has passed or it has no meeting info. */
export function meetingOrderIsCompleted(order: { MeetingInfo?: { DeliveryTime: string } | null }, now: Date): boolean {
  if (!order.MeetingInfo) return true;
  return new Date(order.MeetingInfo.DeliveryTime).getTime() <= now.getTime();
}
