import type { Queryable } from '../../db/db';
import { enqueueJob } from '../../jobs/repository';
import type { OrderEvent, OrderEventSink } from '../payment/settlement';
import { recordConfirmation } from './repository';

/** The job that sends an order event's messages after its transaction committed (confirmations/jobs.ts). */
export const ORDER_CONFIRMATION_JOB = 'order-confirmation';

/** The event's unique key: once per order completed, once per order cancelled, once per refund, once per change. */
export function eventKeyOf(event: OrderEvent): string {
  if (event.event === 'refunded') return `refunded:${event.refundId}`;
  if (event.event === 'changed') return `changed:${event.changeId}`;
  return `${event.event}:${event.paymentId}`;
}

/** The child payment the event names: the refund, the change's adjustment or refund; none for a completed order. */
function childOf(event: OrderEvent): string | null {
  if (event.event === 'completed') return null;
  return event.event === 'changed' ? event.changeId : event.refundId;
}

/**
 * The settlement's order events as the confirmations module keeps them (issue 26): each is
 * recorded in the transaction that causes it, under its unique key, and only a new record
 * queues the job that sends its messages. So nothing is sent for what rolled back, and a
 * retried request (its Idempotency-Key answers from the stored answer; a second cancel moves
 * nothing) or a second run of the same status change sends nothing new.
 */
export class OrderConfirmations implements OrderEventSink {
  async record(tx: Queryable, event: OrderEvent & { walletId: string; balanceOre: number; at: Date }): Promise<void> {
    const id = await recordConfirmation(tx, {
      eventKey: eventKeyOf(event),
      event: event.event,
      paymentId: event.paymentId,
      refundId: childOf(event),
      walletId: event.walletId,
      balanceOre: event.balanceOre,
      at: event.at,
    });
    if (id !== null) await enqueueJob(tx, { kind: ORDER_CONFIRMATION_JOB, payload: { confirmationId: id }, runAt: event.at, dedupeKey: `${ORDER_CONFIRMATION_JOB}:${id}`, maxAttempts: 8 });
  }
}
