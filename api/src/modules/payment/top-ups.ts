import { oreToKroner } from '@kk/domain';
import { danishText, descriptionTextJson, type Description } from '../../core/platform-texts';
import type { Queryable } from '../../db/db';
import { enqueueJob } from '../../jobs/repository';
import { statusOf } from '../../core/payment-presenter';
import { failureTrace, insertCustomInformation, insertNote } from './staff';

/**
 * Card top-ups as payment transactions of kind 'deposit' (migration 037): a deposit by a
 * saved card and every automatic or monthly refill with an outcome, written by the cards
 * and refills modules in the database transaction of that outcome, so the staff searches,
 * details, notes, tickets and messages find them like any other transaction.
 */
export type TopUpSource = 'card' | 'automatic' | 'monthly' | 'mobilepay';

/** The job that sends a top-up's receipt or failed-refill notice after its transaction committed. */
export const TOP_UP_MESSAGE_JOB = 'top-up-message';
export type TopUpMessageKind = 'receipt' | 'failed_refill';

export interface TopUpCard {
  id: string;
  card_type: string;
  brand: string;
  last4: string;
}

export interface NewTopUp {
  source: TopUpSource;
  walletId: string;
  userId: string | null;
  amountOre: number;
  description: Description;
  /** The card charged, or null when there was none to charge (NoCreditCard). */
  card: TopUpCard | null;
  outcome: { ok: true; ledgerTransactionId: string; providerTransactionId: string | null } | { ok: false; reason: string };
  at: Date;
  /** The reference the charge was sent under at the card provider (migration 049); null when nothing was sent. */
  providerReference?: string | null;
}

/** The CardHolderModel custom information of a top-up: whose wallet, which card (never its number). */
export function cardHolderModel(t: { walletId: string; walletName: string; card: TopUpCard | null; amountOre: number; providerTransactionId: string | null; at: Date }) {
  return {
    WalletID: t.walletId,
    WalletName: t.walletName,
    CardUID: t.card?.id ?? null,
    MerchantName: t.card?.card_type ?? null,
    Brand: t.card?.brand ?? null,
    Last4: t.card?.last4 ?? null,
    Amount: oreToKroner(t.amountOre),
    ProviderTransactionID: t.providerTransactionId,
    PaidDate: t.providerTransactionId === null ? null : t.at.toISOString(),
  };
}

/**
 * Records a top-up's outcome as a payment transaction (status 2 with its ledger
 * transaction, or 3 with the reason, a stack trace and an Info), with its CardHolderModel,
 * and queues its message: a receipt for money in, a failed-refill notice for a refill that
 * failed. In the caller's transaction: all of it commits with the outcome, or none of it.
 */
export async function recordTopUp(q: Queryable, t: NewTopUp): Promise<string> {
  const { rows } = await q.query<{ id: string; wallet_name: string }>(
    `INSERT INTO payment_transactions (kind, status_id, wallet_id, customer_id, user_id, description, amount_ore, card_amount_ore,
                                       top_up, credit_card_id, ledger_transaction_id, error_message, created_at, updated_at, description_text, provider_reference)
     SELECT 'deposit', $2, w.id, w.customer_id, $3, left($4, 500), $5, $5, $6, $7, $8, $9, $10, $10, $11::jsonb, $12 FROM wallets w WHERE w.id = $1
     RETURNING id, (SELECT name FROM wallets WHERE id = $1) AS wallet_name`,
    [
      t.walletId,
      t.outcome.ok ? 2 : 3,
      t.userId,
      danishText(t.description),
      t.amountOre,
      t.source,
      t.card?.id ?? null,
      t.outcome.ok ? t.outcome.ledgerTransactionId : null,
      t.outcome.ok ? null : t.outcome.reason,
      t.at,
      descriptionTextJson(t.description),
      t.providerReference ?? null,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error(`Wallet ${t.walletId} does not exist`);
  const providerTransactionId = t.outcome.ok ? t.outcome.providerTransactionId : null;
  await insertCustomInformation(q, {
    transactionId: row.id,
    jsonType: 'CardHolderModel',
    jsonData: cardHolderModel({ walletId: t.walletId, walletName: row.wallet_name, card: t.card, amountOre: t.amountOre, providerTransactionId, at: t.at }),
    at: t.at,
  });
  if (!t.outcome.ok) await recordTopUpFailure(q, row.id, { source: t.source, reason: t.outcome.reason, amountOre: t.amountOre, cardId: t.card?.id ?? null, at: t.at });
  const message = messageKindOf(t.source, t.outcome.ok);
  if (message !== null) await enqueueTopUpMessage(q, row.id, message, t.at);
  return row.id;
}

/**
 * A top-up whose outcome comes later (a MobilePay deposit waiting for the payer's
 * approval; a deposit by card, written before its card is charged, with the charge's
 * reference and the card): status 1, counted as money under way under the wallet's
 * ceiling (cards/repository cardMoneyUnderWayOre) until finishPendingTopUp settles it.
 */
export async function startPendingTopUp(q: Queryable, t: Omit<NewTopUp, 'outcome' | 'card'> & { expiresAt: Date; card?: TopUpCard | null }): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO payment_transactions (kind, status_id, wallet_id, customer_id, user_id, description, amount_ore, card_amount_ore,
                                       top_up, created_at, updated_at, description_text, expires_at, credit_card_id, provider_reference)
     SELECT 'deposit', 1, w.id, w.customer_id, $2, left($3, 500), $4, $4, $5, $6, $6, $7::jsonb, $8, $9, $10 FROM wallets w WHERE w.id = $1
     RETURNING id`,
    [t.walletId, t.userId, danishText(t.description), t.amountOre, t.source, t.at, descriptionTextJson(t.description), t.expiresAt, t.card?.id ?? null, t.providerReference ?? null],
  );
  const row = rows[0];
  if (!row) throw new Error(`Wallet ${t.walletId} does not exist`);
  return row.id;
}

/** A pending top-up, locked; null when it is not one (or no longer pending is told by status_id). */
export async function lockPendingTopUp(q: Queryable, id: string): Promise<LockedTopUp | null> {
  const { rows } = await q.query<LockedTopUp>(
    `SELECT t.id, t.status_id, t.wallet_id, w.name AS wallet_name, t.user_id, t.amount_ore::int AS amount_ore, t.top_up,
            t.error_message, t.provider_reference
       FROM payment_transactions t JOIN wallets w ON w.id = t.wallet_id
      WHERE t.id = $1 AND t.kind = 'deposit' FOR UPDATE OF t`,
    [id],
  );
  return rows[0] ?? null;
}

export interface LockedTopUp {
  id: string;
  status_id: number;
  wallet_id: string;
  wallet_name: string;
  user_id: string | null;
  amount_ore: number;
  top_up: TopUpSource;
  error_message: string | null;
  /** The reference its charge was (last) sent under; null for a top-up nothing was sent for. */
  provider_reference: string | null;
}

/** The top-up whose charge was sent under `reference` (migration 049), or null. */
export async function topUpIdByReference(q: Queryable, reference: string): Promise<string | null> {
  const { rows } = await q.query<{ id: string }>("SELECT id FROM payment_transactions WHERE provider_reference = $1 AND kind = 'deposit'", [reference]);
  return rows[0]?.id ?? null;
}

/**
 * The note the card check-up writes on a top-up it settled by asking the provider (who:
 * the platform; what, before and after), so the help desk sees why a top-up told as
 * failed completed later, or why one under way failed.
 */
export async function noteCheckUp(q: Queryable, n: { transactionId: string; note: string; before: { status_id: number; error_message: string | null }; after: { status_id: number; error_message: string | null }; at: Date }): Promise<void> {
  const state = (row: { status_id: number; error_message: string | null }) => ({ Status: statusOf(row.status_id), ErrorMessage: row.error_message });
  await insertNote(q, { transactionId: n.transactionId, userId: null, authorName: CHECK_UP_AUTHOR, action: 'CheckUp', note: n.note, before: state(n.before), after: state(n.after), at: n.at });
}

/** The author of the check-up's notes. */
export const CHECK_UP_AUTHOR = 'Skolepenge (card check-up)';

/**
 * Settles a pending top-up (startPendingTopUp), in the caller's transaction with the
 * ledger's credit: status 2 with its ledger and provider transactions, its
 * CardHolderModel and its receipt queued; or status 3 with the reason.
 */
export async function finishPendingTopUp(
  q: Queryable,
  t: { id: string; walletId: string; walletName: string; source: TopUpSource; amountOre: number; outcome: NewTopUp['outcome']; at: Date; card?: TopUpCard | null },
): Promise<void> {
  if (t.outcome.ok) {
    await q.query('UPDATE payment_transactions SET status_id = 2, expires_at = NULL, ledger_transaction_id = $2, provider_transaction_id = $3, updated_at = $4 WHERE id = $1', [
      t.id,
      t.outcome.ledgerTransactionId,
      t.outcome.providerTransactionId,
      t.at,
    ]);
  } else {
    await q.query('UPDATE payment_transactions SET status_id = 3, expires_at = NULL, error_message = $2, updated_at = $3 WHERE id = $1', [t.id, t.outcome.reason, t.at]);
  }
  const providerTransactionId = t.outcome.ok ? t.outcome.providerTransactionId : null;
  await insertCustomInformation(q, {
    transactionId: t.id,
    jsonType: 'CardHolderModel',
    jsonData: cardHolderModel({ walletId: t.walletId, walletName: t.walletName, card: t.card ?? null, amountOre: t.amountOre, providerTransactionId, at: t.at }),
    at: t.at,
  });
  if (!t.outcome.ok) await recordTopUpFailure(q, t.id, { source: t.source, reason: t.outcome.reason, amountOre: t.amountOre, cardId: t.card?.id ?? null, at: t.at });
  const message = messageKindOf(t.source, t.outcome.ok);
  if (message !== null) await enqueueTopUpMessage(q, t.id, message, t.at);
}

/** Why a top-up failed: the Info custom information and the stack trace of the details. */
export async function recordTopUpFailure(q: Queryable, id: string, f: { source: TopUpSource; reason: string; amountOre: number; cardId: string | null; at: Date }): Promise<void> {
  await insertCustomInformation(q, { transactionId: id, jsonType: 'Info', jsonData: { Message: f.reason, Reason: `The card top-up (${f.source}) failed: ${f.reason}` }, at: f.at });
  await q.query('UPDATE payment_transactions SET stacktrace = $2 WHERE id = $1', [
    id,
    failureTrace(`Card top-up failed: ${f.reason}`, { topUp: f.source, amountOre: f.amountOre, creditCardId: f.cardId }),
  ]);
}

/** A receipt for money in; a notice for a refill that failed (a declined deposit by card is answered to its sender at once). */
export function messageKindOf(source: TopUpSource, ok: boolean): TopUpMessageKind | null {
  if (ok) return 'receipt';
  // A deposit the guardian made (by card or MobilePay) is answered to them on screen.
  return source === 'card' || source === 'mobilepay' ? null : 'failed_refill';
}

export async function enqueueTopUpMessage(q: Queryable, transactionId: string, kind: TopUpMessageKind, at: Date): Promise<void> {
  await enqueueJob(q, { kind: TOP_UP_MESSAGE_JOB, payload: { transactionId, kind }, runAt: at, dedupeKey: `${TOP_UP_MESSAGE_JOB}:${kind}:${transactionId}`, maxAttempts: 8 });
}

/**
 * The support tool's retry of a failed card top-up (V3/Admin/Payment/RetryFailedTransaction
 * on a transaction of kind 'deposit'): the cards module's, handed to the payment module's
 * admin actions by the composition root.
 */
export interface FailedTopUpRetry {
  retry(call: { userId: string; authorName: string; idempotencyKey: string }, transactionId: string): Promise<{ statusCode: number; body: unknown; replayed?: boolean }>;
}
