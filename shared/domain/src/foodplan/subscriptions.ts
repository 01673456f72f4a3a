import type { Culture } from '../culture';
import { isoWeekOf } from '../weekPicker';
import { addCalendarDays, mondayOf, parseCalendarDate } from './calendar';

/**
 * Food plan subscriptions (spec sections 3, 4 and 9): their types and delivery types, the
 * periods they are paid for, the period price and label, the state machine and which
 * buttons a guardian sees. Dates are calendar dates (YYYY-MM-DD) in Copenhagen. Which
 * periods may still be paid (and renewed) is openPeriods.ts.
 */

/** Spec section 9: subscription types 1 (month) and 2 (week). */
export const SUBSCRIPTION_TYPE = { Month: 1, Week: 2 } as const;
export type SubscriptionTypeId = 1 | 2;
/** Spec section 3: 1 all day, 2 morning, 3 before noon, 4 noon, 5 afternoon, 6 evening. */
export const DELIVERY_TYPES = { 1: 'allDay', 2: 'morning', 3: 'beforeNoon', 4: 'noon', 5: 'afternoon', 6: 'evening' } as const;
export type DeliveryTypeId = keyof typeof DELIVERY_TYPES;

export const isSubscriptionTypeId = (value: number): value is SubscriptionTypeId => value === 1 || value === 2;
export const isDeliveryTypeId = (value: number): value is DeliveryTypeId => Number.isInteger(value) && value >= 1 && value <= 6;

/** A paid (or payable) stretch of a subscription: both dates included. */
export interface SubscriptionPeriod {
  StartDate: string;
  EndDate: string;
}

/** The month or ISO week (Monday to Sunday) that holds `date`. */
export function periodContaining(type: SubscriptionTypeId, date: string): SubscriptionPeriod {
  if (type === SUBSCRIPTION_TYPE.Week) {
    const monday = mondayOf(date);
    return { StartDate: monday, EndDate: addCalendarDays(monday, 6) };
  }
  const start = `${date.slice(0, 7)}-01`;
  const nextMonthStart = `${addCalendarDays(start, 31).slice(0, 7)}-01`;
  return { StartDate: start, EndDate: addCalendarDays(nextMonthStart, -1) };
}

/** The period after `period`. */
export function nextPeriod(type: SubscriptionTypeId, period: SubscriptionPeriod): SubscriptionPeriod {
  return periodContaining(type, addCalendarDays(period.EndDate, 1));
}

export const isCurrentPeriod = (period: SubscriptionPeriod, today: string) => period.StartDate <= today && today <= period.EndDate;

/**
 * Spec section 4: a period's price is the current price when it is the current month or
 * week, otherwise the next-period price (when the product has none, the current price).
 */
export function periodPrice<T extends number>(product: { Price: T; NextPeriodPrice: T | null }, period: SubscriptionPeriod, today: string): T {
  return isCurrentPeriod(period, today) || product.NextPeriodPrice === null ? product.Price : product.NextPeriodPrice;
}

const MONTHS: Readonly<Record<Culture, readonly string[]>> = {
  da: ['januar', 'februar', 'marts', 'april', 'maj', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'december'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

const ddmmyyyy = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/**
 * Spec section 4: a whole calendar month shows the month name and year ('marts 2026' /
 * 'March 2026'); a Monday-to-Sunday week shows 'Week' and the ISO week number ('Uge 11' /
 * 'Week 11'); anything else a date range 'DD/MM/YYYY - DD/MM/YYYY'.
 */
export function periodLabel(period: SubscriptionPeriod, culture: Culture): string {
  const start = parseCalendarDate(period.StartDate);
  if (start === null || parseCalendarDate(period.EndDate) === null) return `${period.StartDate} - ${period.EndDate}`;
  const month = periodContaining(SUBSCRIPTION_TYPE.Month, period.StartDate);
  if (month.StartDate === period.StartDate && month.EndDate === period.EndDate) return `${MONTHS[culture][start.month - 1]} ${start.year}`;
  const week = periodContaining(SUBSCRIPTION_TYPE.Week, period.StartDate);
  if (week.StartDate === period.StartDate && week.EndDate === period.EndDate) return `${culture === 'da' ? 'Uge' : 'Week'} ${isoWeekOf(start).week}`;
  return `${ddmmyyyy(period.StartDate)} - ${ddmmyyyy(period.EndDate)}`;
}

/** A wallet's subscription as the spec's Subscription item carries it. */
export interface SubscriptionStateLike {
  ID: string;
  IsActive: boolean;
  /** The end of a quarantine: before this date the subscription cannot be taken again. */
  NextAvailableDate: string | null;
  /** IsActive: paid and not over yet. */
  Periods: readonly (SubscriptionPeriod & { IsActive: boolean })[];
}

export interface SubscriptionItemLike {
  /** The offer. */
  ID: string;
  SubscriptionTypeID: number;
  DeliveryTypeID: number;
  Subscription: SubscriptionStateLike | null;
}

/** Quarantined while today is before NextAvailableDate. */
export function isQuarantined(subscription: Pick<SubscriptionStateLike, 'NextAvailableDate'> | null, today: string): boolean {
  return subscription?.NextAvailableDate != null && today < subscription.NextAvailableDate;
}

/**
 * Spec section 4: removing an active subscription starts a quarantine; it ends when the
 * next period begins (a subscription cancelled in March can be taken again from 1 April;
 * a weekly one from next Monday).
 */
export function quarantineEnd(type: SubscriptionTypeId, today: string): string {
  return addCalendarDays(periodContaining(type, today).EndDate, 1);
}

const sameKind = (a: SubscriptionItemLike, b: SubscriptionItemLike) => a.SubscriptionTypeID === b.SubscriptionTypeID && a.DeliveryTypeID === b.DeliveryTypeID;

/** Another of the wallet's subscriptions of the same type and delivery type that is active. */
export function activeOfSameKind(item: SubscriptionItemLike, walletItems: readonly SubscriptionItemLike[]): SubscriptionItemLike | null {
  return walletItems.find((other) => other.ID !== item.ID && sameKind(item, other) && other.Subscription?.IsActive === true) ?? null;
}

export type SubscribeRefusal = 'already-active' | 'quarantined' | 'active-of-same-kind';

/**
 * Whether the wallet may take (activate) this subscription now (spec section 4): not when
 * it is active already, not while quarantined, and not when an active subscription of the
 * same type and delivery type exists (that is a change instead).
 */
export function subscribeRefusal(item: SubscriptionItemLike, walletItems: readonly SubscriptionItemLike[], today: string): SubscribeRefusal | null {
  if (item.Subscription?.IsActive) return 'already-active';
  if (isQuarantined(item.Subscription, today)) return 'quarantined';
  if (activeOfSameKind(item, walletItems) !== null) return 'active-of-same-kind';
  return null;
}

/** Whether this subscription may replace `from` (a change): same type and delivery type, `from` active, this one free to take. */
export function changeRefusal(item: SubscriptionItemLike, from: SubscriptionItemLike, today: string): 'not-same-kind' | 'not-active' | SubscribeRefusal | null {
  if (from.ID === item.ID || !sameKind(item, from)) return 'not-same-kind';
  if (!from.Subscription?.IsActive) return 'not-active';
  return subscribeRefusal(item, [], today);
}

/** Whether an active subscription may be removed: only an active one. */
export function removeRefusal(item: SubscriptionItemLike): 'not-active' | null {
  return item.Subscription?.IsActive ? null : 'not-active';
}

export interface SubscriptionButtons {
  subscribe: boolean;
  pay: boolean;
  resubscribe: boolean;
  change: boolean;
}

/**
 * Which buttons show (spec section 4), for one item among the wallet's items:
 * - Subscribe: the subscription is not active and not quarantined;
 * - Pay: it is active but has no active period;
 * - Resubscribe: a period that starts in the current period or later is active, the
 *   subscription is inactive and the quarantine has passed;
 * - Change: another subscription of the same type and delivery type exists (is active).
 */
export function subscriptionButtons(item: SubscriptionItemLike, walletItems: readonly SubscriptionItemLike[], today: string): SubscriptionButtons {
  const subscription = item.Subscription;
  const active = subscription?.IsActive === true;
  const quarantined = isQuarantined(subscription, today);
  const current = isSubscriptionTypeId(item.SubscriptionTypeID) ? periodContaining(item.SubscriptionTypeID, today) : null;
  const activeNowOrLater = (subscription?.Periods ?? []).some((period) => period.IsActive && current !== null && period.StartDate >= current.StartDate);
  return {
    subscribe: !active && !quarantined,
    pay: active && !(subscription?.Periods ?? []).some((period) => period.IsActive),
    resubscribe: activeNowOrLater && !active && !quarantined,
    change: !active && activeOfSameKind(item, walletItems) !== null,
  };
}
