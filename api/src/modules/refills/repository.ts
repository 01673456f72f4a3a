import type { AutomaticRefillSettings, MonthlyRefillSettings } from '@kk/domain';
import type { Queryable } from '../../db/db';
import { firstRowOrNull } from '../../db/rows';

export interface RefillSettingsRow {
  wallet_id: string;
  automatic_enabled: boolean | null;
  refill_amount_ore: number | null;
  below_amount_ore: number | null;
  monthly_active: boolean | null;
  monthly_amount_ore: number | null;
  balance_limit_ore: number | null;
  has_balance_limit: boolean | null;
  total_maximum_amount_ore: number | null;
  automatic_payment_method: PaymentMethod | null;
  monthly_payment_method: PaymentMethod | null;
}

/** How a refill is paid (migration 045): the primary card, or the wallet's MobilePay agreement. */
export type PaymentMethod = 'card' | 'mobilepay';

export async function refillSettingsOf(q: Queryable, walletIds: readonly string[]): Promise<RefillSettingsRow[]> {
  const { rows } = await q.query<RefillSettingsRow>(
    `SELECT w.id AS wallet_id, a.enabled AS automatic_enabled, a.refill_amount_ore, a.below_amount_ore,
            m.is_active AS monthly_active, m.amount_ore AS monthly_amount_ore, m.balance_limit_ore, m.has_balance_limit,
            w.total_maximum_amount_ore, a.payment_method AS automatic_payment_method, m.payment_method AS monthly_payment_method
       FROM wallets w
       LEFT JOIN automatic_refill_settings a ON a.wallet_id = w.id
       LEFT JOIN monthly_refill_settings m ON m.wallet_id = w.id
      WHERE w.id = ANY($1::uuid[])`,
    [[...walletIds]],
  );
  return rows;
}

export function automaticOf(row: RefillSettingsRow | undefined): AutomaticRefillSettings {
  return { enabled: row?.automatic_enabled ?? false, refillAmountOre: row?.refill_amount_ore ?? 0, belowAmountOre: row?.below_amount_ore ?? 0 };
}

export function monthlyOf(row: RefillSettingsRow | undefined): MonthlyRefillSettings {
  return {
    isActive: row?.monthly_active ?? false,
    amountOre: row?.monthly_amount_ore ?? 0,
    balanceLimitOre: row?.balance_limit_ore ?? 0,
    hasBalanceLimit: row?.has_balance_limit ?? false,
  };
}

export async function saveAutomaticRefill(q: Queryable, walletId: string, settings: AutomaticRefillSettings, method: PaymentMethod, at: Date): Promise<void> {
  await q.query(
    `INSERT INTO automatic_refill_settings (wallet_id, enabled, refill_amount_ore, below_amount_ore, updated_at, payment_method)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (wallet_id) DO UPDATE SET enabled = EXCLUDED.enabled, refill_amount_ore = EXCLUDED.refill_amount_ore,
       below_amount_ore = EXCLUDED.below_amount_ore, updated_at = EXCLUDED.updated_at, payment_method = EXCLUDED.payment_method`,
    [walletId, settings.enabled, settings.refillAmountOre, settings.belowAmountOre, at, method],
  );
}

export async function saveMonthlyRefill(q: Queryable, walletId: string, settings: MonthlyRefillSettings, method: PaymentMethod, at: Date): Promise<void> {
  await q.query(
    `INSERT INTO monthly_refill_settings (wallet_id, is_active, amount_ore, balance_limit_ore, has_balance_limit, updated_at, payment_method)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (wallet_id) DO UPDATE SET is_active = EXCLUDED.is_active, amount_ore = EXCLUDED.amount_ore,
       balance_limit_ore = EXCLUDED.balance_limit_ore, has_balance_limit = EXCLUDED.has_balance_limit, updated_at = EXCLUDED.updated_at,
       payment_method = EXCLUDED.payment_method`,
    [walletId, settings.isActive, settings.amountOre, settings.balanceLimitOre, settings.hasBalanceLimit, at, method],
  );
}

export async function disableRefills(q: Queryable, walletIds: readonly string[], at: Date): Promise<void> {
  await q.query('UPDATE automatic_refill_settings SET enabled = false, updated_at = $2 WHERE wallet_id = ANY($1::uuid[])', [[...walletIds], at]);
  await q.query('UPDATE monthly_refill_settings SET is_active = false, updated_at = $2 WHERE wallet_id = ANY($1::uuid[])', [[...walletIds], at]);
}

/** The customer's page setting, the nearest customer first (a school before its municipality). */
export async function customerPageSetting(q: Queryable, walletId: string, key: string): Promise<string | null> {
  const { rows } = await q.query<{ value: string }>(
    `WITH RECURSIVE chain (id, depth) AS (
       SELECT customer_id, 0 FROM wallets WHERE id = $1
       UNION ALL
       SELECT c.parent_id, chain.depth + 1 FROM customers c JOIN chain ON c.id = chain.id WHERE c.parent_id IS NOT NULL
     )
     SELECT s.value FROM chain JOIN customer_page_settings s ON s.customer_id = chain.id AND s.key = $2
      ORDER BY chain.depth LIMIT 1`,
    [walletId, key],
  );
  return rows[0]?.value ?? null;
}

/** The amounts the wallet's customer offers; empty when it has configured none. */
export async function refillAmountsOfWalletCustomer(q: Queryable, walletId: string, purpose: 'deposit' | 'automatic'): Promise<number[]> {
  const { rows } = await q.query<{ amount_ore: number }>(
    `SELECT r.amount_ore FROM customer_refill_amounts r JOIN wallets w ON w.customer_id = r.customer_id
      WHERE w.id = $1 AND r.purpose = $2 ORDER BY r.amount_ore`,
    [walletId, purpose],
  );
  return rows.map((row) => row.amount_ore);
}

export async function hasPrimaryCard(q: Queryable, walletId: string): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM wallet_primary_cards p JOIN credit_cards c ON c.id = p.credit_card_id
      WHERE p.wallet_id = $1 AND c.deleted_at IS NULL`,
    [walletId],
  );
  return rows.length > 0;
}

/** What a refill decision needs, read with the wallet's account locked so a concurrent purchase waits. */
export interface RefillFacts {
  available_ore: number;
  total_maximum_amount_ore: number | null;
  primary_card_id: string | null;
  /** The primary card's expiry (issue 16: a refill whose card has expired pauses). */
  primary_card_expiry_month: number | null;
  primary_card_expiry_year: number | null;
}

/** Null for a wallet closed at a new school year (issue 28): its refills never charge the card again. */
export async function lockRefillFacts(q: Queryable, walletId: string): Promise<RefillFacts | null> {
  return firstRowOrNull<RefillFacts>(
    q,
    `SELECT a.balance_ore - a.held_ore AS available_ore, w.total_maximum_amount_ore,
            c.id AS primary_card_id, c.expiry_month AS primary_card_expiry_month, c.expiry_year AS primary_card_expiry_year
       FROM wallets w JOIN ledger_accounts a ON a.wallet_id = w.id
       LEFT JOIN wallet_primary_cards p ON p.wallet_id = w.id
       LEFT JOIN credit_cards c ON c.id = p.credit_card_id AND c.deleted_at IS NULL
      WHERE w.id = $1 AND w.closed_at IS NULL
        FOR UPDATE OF a`,
    [walletId],
  );
}

export type RefillKind = 'automatic' | 'monthly';
export type AttemptStatus = 'charging' | 'succeeded' | 'failed' | 'skipped' | 'paused';

export interface AttemptRow {
  id: string;
  job_id: string;
  wallet_id: string;
  kind: RefillKind;
  period: string | null;
  credit_card_id: string | null;
  amount_ore: number;
  status: AttemptStatus;
  /** The MobilePay agreement charged instead of a card (migration 045). */
  mobilepay_agreement_id: string | null;
}

const ATTEMPT_COLUMNS = 'id, job_id, wallet_id, kind, period, credit_card_id, amount_ore, status, mobilepay_agreement_id';

export async function attemptOfJob(q: Queryable, jobId: string): Promise<AttemptRow | null> {
  return firstRowOrNull<AttemptRow>(q, `SELECT ${ATTEMPT_COLUMNS} FROM refill_attempts WHERE job_id = $1`, [jobId]);
}

export interface NewAttempt {
  jobId: string;
  walletId: string;
  kind: RefillKind;
  period: string | null;
  creditCardId: string | null;
  amountOre: number;
  status: AttemptStatus;
  failureReason: string | null;
  at: Date;
  mobilePayAgreementId?: string | null;
}

/** Records the decision; null when this wallet already has a monthly refill for the period. */
export async function insertAttempt(q: Queryable, attempt: NewAttempt): Promise<AttemptRow | null> {
  return firstRowOrNull<AttemptRow>(
    q,
    `INSERT INTO refill_attempts (job_id, wallet_id, kind, period, credit_card_id, amount_ore, status, failure_reason, created_at, finished_at, mobilepay_agreement_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, CASE WHEN $7 = 'charging' THEN NULL ELSE $9::timestamptz END, $10)
     ON CONFLICT (wallet_id, period) WHERE kind = 'monthly' DO NOTHING
     RETURNING ${ATTEMPT_COLUMNS}`,
    [attempt.jobId, attempt.walletId, attempt.kind, attempt.period, attempt.creditCardId, attempt.amountOre, attempt.status, attempt.failureReason, attempt.at, attempt.mobilePayAgreementId ?? null],
  );
}

/** Settles a charging attempt; false when it was settled already. */
export async function settleAttempt(
  q: Queryable,
  attemptId: string,
  outcome: { status: 'succeeded' | 'failed'; failureReason: string | null; providerTransactionId: string | null; ledgerTransactionId: string | null; at: Date },
): Promise<boolean> {
  const { rows } = await q.query(
    `UPDATE refill_attempts SET status = $2, failure_reason = $3, provider_transaction_id = $4, ledger_transaction_id = $5, finished_at = $6
      WHERE id = $1 AND status = 'charging' RETURNING id`,
    [attemptId, outcome.status, outcome.failureReason, outcome.providerTransactionId, outcome.ledgerTransactionId, outcome.at],
  );
  return rows.length > 0;
}

export async function walletsWithActiveMonthlyRefill(q: Queryable): Promise<string[]> {
  const { rows } = await q.query<{ wallet_id: string }>('SELECT wallet_id FROM monthly_refill_settings WHERE is_active ORDER BY wallet_id');
  return rows.map((row) => row.wallet_id);
}

export interface FailedAttemptRow {
  id: string;
  wallet_id: string;
  wallet_name: string;
  kind: RefillKind;
  period: string | null;
  amount_ore: number;
  failure_reason: string | null;
  created_at: Date | string;
  card_id: string | null;
  card_type: string | null;
  brand: string | null;
  last4: string | null;
}

export async function failedAttempts(q: Queryable, walletIds: readonly string[], limit: number): Promise<FailedAttemptRow[]> {
  const { rows } = await q.query<FailedAttemptRow>(
    `SELECT r.id, r.wallet_id, w.name AS wallet_name, r.kind, r.period, r.amount_ore, r.failure_reason, r.created_at,
            c.id AS card_id, c.card_type, c.brand, c.last4
       FROM refill_attempts r
       JOIN wallets w ON w.id = r.wallet_id
       LEFT JOIN credit_cards c ON c.id = r.credit_card_id
      WHERE r.wallet_id = ANY($1::uuid[])
        AND (r.status = 'failed'
             -- A refill paused on an expired card is written at each run that finds it:
             -- the latest per card says it.
             OR (r.status = 'paused' AND NOT EXISTS (
                   SELECT 1 FROM refill_attempts later
                    WHERE later.wallet_id = r.wallet_id AND later.status = 'paused'
                      AND later.credit_card_id IS NOT DISTINCT FROM r.credit_card_id
                      AND (later.created_at, later.id) > (r.created_at, r.id))))
      ORDER BY r.created_at DESC, r.id
      LIMIT $2`,
    [[...walletIds], limit],
  );
  return rows;
}

/** The attempt's transaction (migration 037): the card top-up staff find. */
export async function linkAttemptPayment(q: Queryable, attemptId: string, paymentTransactionId: string): Promise<void> {
  await q.query('UPDATE refill_attempts SET payment_transaction_id = $2 WHERE id = $1', [attemptId, paymentTransactionId]);
}
