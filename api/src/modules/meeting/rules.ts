import { blockedMeetingProducts, copenhagenLocal, deliveryWindowsAllow, fabricatedMeetingProduct, formatTimeOfDay, type MeetingBlockReason, type MeetingProductRule } from '@kk/domain';
import type { WindowRow } from './catalogue-repository';
import type { MeetingCatalogueProduct } from './order-repository';

/** The role a user needs to order meeting catering, and the one the catering kitchen's staff have. */
export const MEETING_ROLE = 'Meeting';
export const MEETING_KITCHEN_ROLE = 'MeetingKitchen';
/** The customer setting that makes a customer a meeting-catering customer. */
export const MEETING_CATERING_SETTING = 'MeetingCatering';

export const ruleOf = (product: MeetingCatalogueProduct): MeetingProductRule & { id: string; name: string } => ({
  id: product.id,
  name: product.name,
  FromTime: product.fromTime,
  ToTime: product.toTime,
  Deadline: product.deadline,
});

/** A product an order already has that the catalogue no longer offers: available all day, as the edit shows it. */
export function keptRuleOf(line: { productId: string; name: string; priceOre: number }): MeetingProductRule & { id: string; name: string } {
  const fabricated = fabricatedMeetingProduct({ ProductID: line.productId, Name: line.name, Price: line.priceOre / 100 });
  return { id: line.productId, name: line.name, FromTime: fabricated.FromTime, ToTime: fabricated.ToTime, Deadline: fabricated.Deadline };
}

export interface FailedMeetingProducts {
  ids: string[];
  /** 'Kaffe (id): deadline-exceeded; ...' */
  reason: string;
}

/** The products (by the shared rules of @kk/domain) that cannot be delivered then; null when all can. */
export function failedMeetingProducts(
  rules: readonly (MeetingProductRule & { id: string; name: string })[],
  deliveryTime: Date,
  now: Date,
): FailedMeetingProducts | null {
  const blocked = blockedMeetingProducts(rules, deliveryTime, now);
  if (blocked.length === 0) return null;
  const describe = (reasons: MeetingBlockReason[]) => reasons.join(', ');
  return {
    ids: blocked.map((entry) => entry.product.id),
    reason: `Not available for delivery at ${deliveryTime.toISOString()}: ${blocked.map((entry) => `${entry.product.name} (${entry.product.id}): ${describe(entry.reasons)}`).join('; ')}`,
  };
}

/**
 * Why a location does not deliver then (its delivery windows, migration 057), or null when
 * it does: a location without windows delivers at any time.
 */
export function outsideDeliveryWindows(windows: readonly WindowRow[], deliveryTime: Date): string | null {
  const shaped = windows.map((window) => ({ Weekdays: window.weekdays, From: window.from_time, To: window.to_time }));
  if (deliveryWindowsAllow(shaped, deliveryTime)) return null;
  const local = copenhagenLocal(deliveryTime);
  const listed = shaped.map((window) => `${window.Weekdays.join(',')} ${window.From}-${window.To}`).join('; ');
  return `MeetingInfo.DeliveryTime: the location does not deliver at ${formatTimeOfDay(local.minute)} on that day (Copenhagen); its delivery windows (ISO weekdays, times): ${listed}`;
}
