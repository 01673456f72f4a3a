import type { MeetingBlockReason, ServerError } from '@kk/domain';
import type { BasketEntry, OrderDetails } from './submission';

export type InvalidEntry = BasketEntry & { reasons: MeetingBlockReason[] };

/** Where the order dialog is: the details asked, the invalid products, sending, and the outcome. */
export type OrderPhase =
  | { kind: 'details' }
  | { kind: 'invalid'; valid: BasketEntry[]; invalid: InvalidEntry[]; details: OrderDetails }
  | { kind: 'sending' }
  | { kind: 'success'; totalOre: number; deliveryTime: Date }
  | { kind: 'updated'; totalOre: number; deliveryTime: Date }
  | { kind: 'failed'; error: ServerError };
