import type { Queryable } from '../../db/db';
import { firstRowOrNull, insertReturningId, rowsForIds } from '../../db/rows';

export interface NewRegistration {
  userId: string;
  walletId: string | null;
  walletGroupId: string | null;
  cardType: string;
  merchantNumber: string;
  at: Date;
}

export async function insertRegistration(q: Queryable, registration: NewRegistration): Promise<string> {
  return insertReturningId(
    q,
    `INSERT INTO card_registrations (user_id, wallet_id, wallet_group_id, card_type, merchant_number, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [registration.userId, registration.walletId, registration.walletGroupId, registration.cardType, registration.merchantNumber, registration.at],
  );
}

export interface RegistrationRow {
  id: string;
  user_id: string;
  wallet_id: string | null;
  wallet_group_id: string | null;
  card_type: string;
  merchant_number: string;
  status: 'pending' | 'completed' | 'failed';
  failure_reason: string | null;
}

const REGISTRATION_COLUMNS = 'id, user_id, wallet_id, wallet_group_id, card_type, merchant_number, status, failure_reason';

/** Locks the registration, so two notifications for it are handled one after the other. */
export async function lockRegistration(q: Queryable, registrationId: string): Promise<RegistrationRow | null> {
  return firstRowOrNull<RegistrationRow>(q, `SELECT ${REGISTRATION_COLUMNS} FROM card_registrations WHERE id = $1 FOR UPDATE`, [registrationId]);
}

export async function findRegistration(q: Queryable, registrationId: string): Promise<RegistrationRow | null> {
  return firstRowOrNull<RegistrationRow>(q, `SELECT ${REGISTRATION_COLUMNS} FROM card_registrations WHERE id = $1`, [registrationId]);
}

export async function finishRegistration(q: Queryable, registrationId: string, outcome: { status: 'completed' | 'failed'; reason: string | null; at: Date }): Promise<void> {
  await q.query(
    `UPDATE card_registrations SET status = $2, failure_reason = $3, finished_at = $4 WHERE id = $1 AND status = 'pending'`,
    [registrationId, outcome.status, outcome.reason, outcome.at],
  );
}


export interface NewCreditCard {
  walletId: string | null;
  walletGroupId: string | null;
  cardType: string;
  merchantNumber: string;
  providerToken: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  registrationId: string;
  createdByUserId: string;
  at: Date;
}

export async function insertCreditCard(q: Queryable, card: NewCreditCard): Promise<string> {
  return insertReturningId(
    q,
    `INSERT INTO credit_cards (wallet_id, wallet_group_id, card_type, merchant_number, provider_token, brand, last4,
                               expiry_month, expiry_year, registration_id, created_by_user_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [
      card.walletId,
      card.walletGroupId,
      card.cardType,
      card.merchantNumber,
      card.providerToken,
      card.brand,
      card.last4,
      card.expiryMonth,
      card.expiryYear,
      card.registrationId,
      card.createdByUserId,
      card.at,
    ],
  );
}

export interface CreditCardRow {
  id: string;
  seq: number;
  wallet_id: string | null;
  wallet_group_id: string | null;
  /** The group of the card's wallet, for a wallet's card. */
  owner_wallet_group_id: string | null;
  owner_wallet_name: string | null;
  card_type: string;
  merchant_number: string;
  provider_token: string;
  brand: string;
  last4: string;
  expiry_month: number;
  expiry_year: number;
  created_at: Date | string;
  /** The adult who saved the card, its holder (issue 23, migration 050), and their name. */
  created_by_user_id: string | null;
  saved_by_name: string | null;
  /** The holder's switch: shared with the family's other guardians. */
  shared_with_family: boolean;
}

const CARD_COLUMNS = `
  c.id, c.seq, c.wallet_id, c.wallet_group_id, ow.wallet_group_id AS owner_wallet_group_id, ow.name AS owner_wallet_name,
  c.card_type, c.merchant_number, c.provider_token, c.brand, c.last4, c.expiry_month, c.expiry_year, c.created_at,
  c.created_by_user_id, sb.name AS saved_by_name, c.shared_with_family`;

/** The joins CARD_COLUMNS reads: the card's own wallet and its holder. */
const CARD_JOINS = 'LEFT JOIN wallets ow ON ow.id = c.wallet_id LEFT JOIN users sb ON sb.id = c.created_by_user_id';
const CARD_FROM = `FROM credit_cards c ${CARD_JOINS}`;

/** A live card; `forUpdate` locks its row, so its sharing cannot change until the caller commits. */
export async function findLiveCard(q: Queryable, cardId: string, options: { forUpdate?: boolean } = {}): Promise<CreditCardRow | null> {
  const lock = options.forUpdate === true ? ' FOR UPDATE OF c' : '';
  return firstRowOrNull<CreditCardRow>(q, `SELECT ${CARD_COLUMNS} ${CARD_FROM} WHERE c.id = $1 AND c.deleted_at IS NULL${lock}`, [cardId]);
}

/** Cards that can pay for each wallet: its own and its group's, with the wallet they were looked up for. */
export async function cardsServingWallets(q: Queryable, walletIds: readonly string[]): Promise<(CreditCardRow & { for_wallet_id: string; is_primary: boolean })[]> {
  const { rows } = await q.query<CreditCardRow & { for_wallet_id: string; is_primary: boolean }>(
    `SELECT w.id AS for_wallet_id, coalesce(p.credit_card_id = c.id, false) AS is_primary, ${CARD_COLUMNS}
       FROM wallets w
       JOIN credit_cards c ON c.deleted_at IS NULL AND (c.wallet_id = w.id OR c.wallet_group_id = w.wallet_group_id)
       ${CARD_JOINS}
       LEFT JOIN wallet_primary_cards p ON p.wallet_id = w.id
      WHERE w.id = ANY($1::uuid[])
      ORDER BY w.id, c.seq`,
    [[...walletIds]],
  );
  return rows;
}

export async function cardsOfGroup(q: Queryable, walletGroupId: string): Promise<CreditCardRow[]> {
  const { rows } = await q.query<CreditCardRow>(
    `SELECT ${CARD_COLUMNS} ${CARD_FROM} WHERE c.wallet_group_id = $1 AND c.deleted_at IS NULL ORDER BY c.seq`,
    [walletGroupId],
  );
  return rows;
}

export interface PrimaryUseRow {
  credit_card_id: string;
  wallet_id: string;
  wallet_name: string;
}

export async function primaryUses(q: Queryable, cardIds: readonly string[]): Promise<PrimaryUseRow[]> {
  return rowsForIds<PrimaryUseRow>(
    q,
    cardIds,
    `SELECT p.credit_card_id, p.wallet_id, w.name AS wallet_name
       FROM wallet_primary_cards p JOIN wallets w ON w.id = p.wallet_id
      WHERE p.credit_card_id = ANY($1::uuid[])
      ORDER BY w.name, w.id`,
  );
}

/** `assignedBy`: who chose the card; the wallets' refills charge it on their behalf (migration 050). */
export async function setPrimaryCard(q: Queryable, walletIds: readonly string[], cardId: string, at: Date, assignedBy: string): Promise<void> {
  if (walletIds.length === 0) return;
  await q.query(
    `INSERT INTO wallet_primary_cards (wallet_id, credit_card_id, assigned_at, assigned_by_user_id)
     SELECT wallet_id, $2, $3, $4 FROM unnest($1::uuid[]) AS wallet_id
     ON CONFLICT (wallet_id) DO UPDATE SET credit_card_id = EXCLUDED.credit_card_id, assigned_at = EXCLUDED.assigned_at,
                                           assigned_by_user_id = EXCLUDED.assigned_by_user_id`,
    [[...walletIds], cardId, at, assignedBy],
  );
}

export async function setCardSharing(q: Queryable, cardId: string, shared: boolean): Promise<void> {
  await q.query('UPDATE credit_cards SET shared_with_family = $2 WHERE id = $1', [cardId, shared]);
}

/**
 * The card stops being the primary card of the wallets someone other than `holderUserId`
 * made it primary for (its holder stopped sharing it): their refills may no longer charge it.
 */
export async function dropPrimaryUsesNotBy(q: Queryable, cardId: string, holderUserId: string): Promise<void> {
  await q.query('DELETE FROM wallet_primary_cards WHERE credit_card_id = $1 AND assigned_by_user_id IS DISTINCT FROM $2', [cardId, holderUserId]);
}

/** What decides whether a wallet's primary card may be charged on someone's behalf. */
export interface PrimaryCardConsentRow {
  id: string;
  created_by_user_id: string | null;
  shared_with_family: boolean;
}

export async function primaryCardConsentOf(q: Queryable, walletId: string): Promise<PrimaryCardConsentRow | null> {
  return firstRowOrNull<PrimaryCardConsentRow>(
    q,
    `SELECT c.id, c.created_by_user_id, c.shared_with_family
       FROM wallet_primary_cards p JOIN credit_cards c ON c.id = p.credit_card_id
      WHERE p.wallet_id = $1 AND c.deleted_at IS NULL`,
    [walletId],
  );
}

export async function walletsWithoutPrimaryCard(q: Queryable, walletIds: readonly string[]): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT w.id FROM unnest($1::uuid[]) AS w (id)
      WHERE NOT EXISTS (SELECT 1 FROM wallet_primary_cards p WHERE p.wallet_id = w.id)`,
    [[...walletIds]],
  );
  return rows.map((row) => row.id);
}

/** A deleted card stays for the refill history but is never charged again and is nobody's primary card. */
export async function deleteCard(q: Queryable, cardId: string, at: Date): Promise<void> {
  await q.query('DELETE FROM wallet_primary_cards WHERE credit_card_id = $1', [cardId]);
  await q.query('UPDATE credit_cards SET deleted_at = $2 WHERE id = $1 AND deleted_at IS NULL', [cardId, at]);
}

/** The wallet's primary card, if it has a live one. */
export async function primaryCardOf(q: Queryable, walletId: string): Promise<CreditCardRow | null> {
  return firstRowOrNull<CreditCardRow>(
    q,
    `SELECT ${CARD_COLUMNS} ${CARD_FROM} JOIN wallet_primary_cards p ON p.credit_card_id = c.id
      WHERE p.wallet_id = $1 AND c.deleted_at IS NULL`,
    [walletId],
  );
}


/** The provider's token of a deleted card (to forget it at the provider); null for a live or unknown card. */
export async function deletedCardToken(q: Queryable, cardId: string): Promise<string | null> {
  const { rows } = await q.query<{ provider_token: string }>(
    'SELECT provider_token FROM credit_cards WHERE id = $1 AND deleted_at IS NOT NULL',
    [cardId],
  );
  return rows[0]?.provider_token ?? null;
}

/** A card even after it was deleted: a charge already made to it must still be settled. */
export async function findCardIncludingDeleted(q: Queryable, cardId: string): Promise<CreditCardRow | null> {
  return firstRowOrNull<CreditCardRow>(q, `SELECT ${CARD_COLUMNS} ${CARD_FROM} WHERE c.id = $1`, [cardId]);
}

/** The job a deposit queues before it charges the card: it settles a deposit whose answer was lost. */
export const DEPOSIT_RECONCILIATION_JOB = 'card-deposit-reconciliation';

/**
 * Card money on its way into the wallet, charged (or being charged) and not credited yet:
 * deposits whose answer is not stored (a deposit queues its reconciliation job before it
 * charges the card), refills still charging and the support tool's retries of failed
 * top-ups under way (status 1, migration 037). Read under the
 * wallet's row lock by whoever decides how much more the wallet may take (a deposit, a
 * refill), so two of them cannot both fill the room only one fits in. `exceptDeposit`
 * leaves out the caller's own deposit (a retry of the same request), `exceptTopUp` the
 * top-up the caller is retrying.
 */
export async function cardMoneyUnderWayOre(q: Queryable, walletId: string, exceptDeposit: string | null, exceptTopUp: string | null = null): Promise<number> {
  const { rows } = await q.query<{ ore: number }>(
    `SELECT (SELECT coalesce(sum((j.payload ->> 'amountOre')::bigint), 0)
               FROM jobs j
              WHERE j.kind = $2 AND j.status IN ('pending', 'running') AND j.payload ->> 'walletId' = $1::text
                AND j.dedupe_key IS DISTINCT FROM $3
                -- A deposit with its top-up written first (migration 049) is counted by that row, below.
                AND NOT (j.payload ? 'topUpId')
                AND NOT EXISTS (SELECT 1 FROM idempotency_keys k
                                 WHERE k.scope = j.payload -> 'call' ->> 'scope' AND k.key = j.payload -> 'call' ->> 'key'))
          + (SELECT coalesce(sum(r.amount_ore), 0) FROM refill_attempts r WHERE r.wallet_id = $4::uuid AND r.status = 'charging')
          + (SELECT coalesce(sum(t.amount_ore), 0) FROM payment_transactions t
              WHERE t.wallet_id = $4::uuid AND t.kind = 'deposit' AND t.status_id = 1 AND t.id IS DISTINCT FROM $5::uuid) AS ore`,
    [walletId, DEPOSIT_RECONCILIATION_JOB, exceptDeposit, walletId, exceptTopUp],
  );
  return Number(rows[0]?.ore ?? 0);
}

/** The wallet's balance, its ceiling, and whether it was closed at a new school year (issue 28). */
export async function walletMoneyLimits(q: Queryable, walletId: string): Promise<{ balance_ore: number; total_maximum_amount_ore: number | null; closed: boolean }> {
  const { rows } = await q.query<{ balance_ore: number; total_maximum_amount_ore: number | null; closed: boolean }>(
    'SELECT a.balance_ore, w.total_maximum_amount_ore, w.closed_at IS NOT NULL AS closed FROM wallets w JOIN ledger_accounts a ON a.wallet_id = w.id WHERE w.id = $1',
    [walletId],
  );
  const row = rows[0];
  if (!row) throw new Error(`No ledger account for wallet ${walletId}`);
  return row;
}
