import { blockedMeetingProducts, fabricatedMeetingProduct, type MeetingBlockReason, type MeetingProductRule } from '@kk/domain';
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
