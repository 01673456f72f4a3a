import type { TFunction } from 'i18next';
import { formatDateTime, formatTimeOfDay, parseTimeOfDay, type Culture, type MeetingAvailability, type MeetingBlockReason, type MeetingProductRule } from '@kk/domain';

/** 'HH:mm' of a time of day the API may send with seconds. */
export function shortTime(value: string): string {
  const minute = parseTimeOfDay(value);
  return minute === null ? value : formatTimeOfDay(minute);
}

/** The product's daily window: 'Leveres 06:30–10:30', or all day. */
export function windowText(product: MeetingProductRule, t: TFunction): string {
  const from = shortTime(product.FromTime);
  const to = shortTime(product.ToTime);
  return from === to ? t('ordering.product.allDay') : t('ordering.product.window', { from, to });
}

/** The deadline: the instant for the chosen delivery, or the rule in words while no time is chosen. */
export function deadlineText(product: MeetingProductRule, availability: MeetingAvailability | null, t: TFunction, culture: Culture): string {
  if (availability) return t('ordering.product.deadline', { when: formatDateTime(availability.displayDeadline.toISOString(), culture) });
  const amount = product.Deadline.Amount;
  switch (product.Deadline.ID) {
    case 1:
      return t('ordering.product.deadlineDayBefore', { time: formatTimeOfDay(Math.min(amount * 60, 24 * 60 - 1)) });
    case 2:
      return t('ordering.product.deadlineHours', { count: amount });
    case 3:
      return t('ordering.product.deadlineDays', { count: amount });
    default:
      return t('ordering.product.deadlineMinutes', { count: amount });
  }
}

/** Why a product cannot be added or ordered for the chosen delivery. */
export function reasonText(reason: MeetingBlockReason, product: MeetingProductRule, availability: MeetingAvailability | null, t: TFunction, culture: Culture): string {
  switch (reason) {
    case 'delivery-in-past':
      return t('ordering.reason.deliveryInPast');
    case 'outside-window':
      return t('ordering.reason.outsideWindow', { window: windowText(product, t) });
    case 'deadline-exceeded':
      return availability
        ? t('ordering.reason.deadlineExceeded', { when: formatDateTime(availability.deadlineTime.toISOString(), culture) })
        : t('ordering.reason.deadlinePassed');
  }
}
