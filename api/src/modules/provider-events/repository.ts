import type { Queryable } from '../../db/db';
import { firstRowOrNull } from '../../db/rows';

export interface NewProviderEvent {
  eventId: string;
  kind: string;
  registrationId: string | null;
  paymentId: string | null;
  providerTransactionId: string | null;
  at: Date;
}

/** Records a notification as processed; false when it was processed before (a replay). */
export async function recordProviderEvent(q: Queryable, event: NewProviderEvent): Promise<boolean> {
  const { rows } = await q.query(
    `INSERT INTO card_provider_events (event_id, kind, registration_id, payment_id, provider_transaction_id, received_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
    [event.eventId, event.kind, event.registrationId, event.paymentId, event.providerTransactionId, event.at],
  );
  return rows.length > 0;
}

/**
 * The outcome the provider notified for a hosted payment, with the payment's wallet and
 * the user who ordered it (a card child carries its order's user), for the owner check.
 */
export async function paymentEventByTransaction(
  q: Queryable,
  providerTransactionId: string,
): Promise<{ kind: string; wallet_id: string | null; user_id: string | null } | null> {
  return firstRowOrNull<{ kind: string; wallet_id: string | null; user_id: string | null }>(
    q,
    `SELECT e.kind, p.wallet_id, coalesce(p.user_id, parent.user_id) AS user_id
       FROM card_provider_events e
       LEFT JOIN payment_transactions p
         ON p.id = CASE WHEN e.payment_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN e.payment_id::uuid END
       LEFT JOIN payment_transactions parent ON parent.id = p.parent_id
      WHERE e.provider_transaction_id = $1 AND e.kind IN ('payment_completed', 'payment_failed')
      ORDER BY e.received_at LIMIT 1`,
    [providerTransactionId],
  );
}

export async function providerEventExists(q: Queryable, eventId: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM card_provider_events WHERE event_id = $1', [eventId]);
  return rows.length > 0;
}
