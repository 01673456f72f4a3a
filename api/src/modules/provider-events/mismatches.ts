import { oreToKroner } from '@kk/domain';
import type { Queryable } from '../../db/db';
import { insertNote } from '../payment/staff';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The author of the note a mismatch leaves on its transaction. */
export const MISMATCH_NOTE_AUTHOR = 'Skolepenge (card provider notice)';
/** The note's action, by which the support tool's details show what it is. */
export const MISMATCH_NOTE_ACTION = 'ProviderNoticeMismatch';
/** A MobilePay deposit the provider paid with another amount fails with this message. */
export const AMOUNT_MISMATCH_MESSAGE = 'amount mismatch';

/**
 * A correctly signed notice (or status answer) of the card provider that does not match
 * the payment it names: another amount, an unknown payment, a payment already paid by
 * another provider transaction.
 */
export interface ProviderMismatch {
  /** The provider's event id; null when the provider's status answer said it. */
  eventId: string | null;
  kind: 'payment_completed' | 'payment_failed';
  /** The payment the notice names, as sent. */
  paymentId: string;
  providerTransactionId: string | null;
  /** What the transaction asks; null reads it from the transaction, when there is one. */
  expectedOre: number | null;
  paidOre: number | null;
  /** What does not match, e.g. "paid 50 kr, the deposit asks 100 kr". */
  reason: string;
  /** What the platform did about it, for the help desk. */
  consequence: string;
  at: Date;
}

/**
 * Records a mismatch once (per event) in provider_notice_mismatches (migration 052) and,
 * when the notice names one of the platform's transactions, leaves the help desk a note
 * on it (on the order, for a card payment's child), shown in the support tool's details.
 * In the caller's transaction. False when the event was recorded before.
 */
export async function recordProviderMismatch(q: Queryable, m: ProviderMismatch): Promise<boolean> {
  const { rows: found } = UUID.test(m.paymentId)
    ? await q.query<{ id: string; note_on: string; amount_ore: number }>(
        'SELECT id, coalesce(parent_id, id) AS note_on, amount_ore::int AS amount_ore FROM payment_transactions WHERE id = $1',
        [m.paymentId],
      )
    : { rows: [] };
  const transaction = found[0] ?? null;
  const { rows: inserted } = await q.query<{ id: string }>(
    `INSERT INTO provider_notice_mismatches (event_id, payment_id, transaction_id, kind, provider_transaction_id, expected_ore, paid_ore, reason, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING RETURNING id`,
    [m.eventId, m.paymentId.slice(0, 200), transaction?.id ?? null, m.kind, m.providerTransactionId?.slice(0, 200) ?? null, m.expectedOre ?? transaction?.amount_ore ?? null, m.paidOre, m.reason.slice(0, 1000), m.at],
  );
  if (inserted.length === 0) return false;
  if (transaction !== null) {
    const paid = m.paidOre === null ? '' : ` (${oreToKroner(m.paidOre)} kr)`;
    const facts = [m.providerTransactionId === null ? null : `provider transaction ${m.providerTransactionId}`, m.eventId === null ? 'from the provider\'s status' : `event ${m.eventId}`]
      .filter((fact) => fact !== null)
      .join(', ');
    await insertNote(q, {
      transactionId: transaction.note_on,
      userId: null,
      authorName: MISMATCH_NOTE_AUTHOR,
      action: MISMATCH_NOTE_ACTION,
      note: `The card provider's ${m.kind === 'payment_completed' ? 'payment' : 'failure'} notice${paid} does not match: ${m.reason} (${facts}). ${m.consequence}`.slice(0, 4000),
      at: m.at,
    });
  }
  return true;
}
