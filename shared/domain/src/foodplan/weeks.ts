import { TransactionStatusId } from '@kk/contracts';
import { refundDecision } from '../refundPolicy';
import { isoWeekOf } from '../weekPicker';
import { addCalendarDays, mondayOf, parseCalendarDate } from './calendar';

/**
 * The food plan's week pages (spec sections 2 and 9): the menu shows one week at a time
 * and the orders view three weeks per page, Monday to Friday only, both starting at the
 * current ISO week and paging back and forth. Dates are Copenhagen calendar dates.
 */

/** Spec section 9: the orders view shows three weeks per page. */
export const ORDERS_VIEW_WEEKS = 3;
/** Monday to Friday: the days a week page shows. */
export const SCHOOL_DAYS_PER_WEEK = 5;

export interface SchoolWeek {
  /** ISO week number and its year (the year of the week's Thursday). */
  week: number;
  year: number;
  monday: string;
  friday: string;
  /** Monday to Friday. */
  days: string[];
}

export interface WeekPage {
  weeks: SchoolWeek[];
  /** The first Monday and the last Friday: the range to ask for. */
  from: string;
  to: string;
}

function schoolWeek(monday: string): SchoolWeek {
  const parts = parseCalendarDate(monday);
  if (parts === null) throw new Error(`Not a calendar date: ${monday}`);
  const { week, year } = isoWeekOf(parts);
  const days = Array.from({ length: SCHOOL_DAYS_PER_WEEK }, (_, index) => addCalendarDays(monday, index));
  return { week, year, monday, friday: days[days.length - 1] as string, days };
}

/**
 * Page `page` (0: the one holding the current ISO week, -1 the one before, 1 the one
 * after) of `size` weeks starting at the week of `today`.
 */
export function weekPage(today: string, page: number, size: number): WeekPage {
  const first = addCalendarDays(mondayOf(today), page * size * 7);
  const weeks = Array.from({ length: size }, (_, index) => schoolWeek(addCalendarDays(first, index * 7)));
  return { weeks, from: first, to: (weeks[weeks.length - 1] as SchoolWeek).friday };
}

/** The orders view's page: three weeks, Monday to Friday. */
export function ordersViewPage(today: string, page: number): WeekPage {
  return weekPage(today, page, ORDERS_VIEW_WEEKS);
}

/** The menu's page: one week, Monday to Friday. */
export function menuWeek(today: string, page: number): SchoolWeek {
  return weekPage(today, page, 1).weeks[0] as SchoolWeek;
}

/**
 * Spec section 4: a food order is refundable (can be cancelled) by the family only before
 * its CancellationDate, by the one refund policy the server applies (refundPolicy.ts); one
 * without a cancellation date cannot be cancelled here.
 */
export function isFoodOrderRefundable(order: { CancellationDate: string | null; CurrentQuantity: number }, now: Date): boolean {
  if (order.CancellationDate === null || order.CurrentQuantity < 1) return false;
  const subject = { kind: 'foodplan', statusId: TransactionStatusId.Completed, cancellableUntil: order.CancellationDate, handedOut: false } as const;
  return refundDecision({ application: 'wallet', roles: [], relation: 'family' }, subject, now).allowed;
}

/** Spec section 5: a cancel-order quantity is a whole number from 1 to what was bought (and is left). */
export function cancelQuantityProblem(value: string, purchased: number): 'not-a-number' | 'too-small' | 'too-large' | null {
  if (!/^\s*\d+\s*$/.test(value)) return 'not-a-number';
  const quantity = Number(value);
  if (quantity < 1) return 'too-small';
  if (quantity > purchased) return 'too-large';
  return null;
}
