import type { Grade, GradeLevel } from '@kk/contracts';
import { formatGrade } from '@kk/domain';
import type { Queryable } from '../../db/db';

/** A wallet of a customer as a school year sees it: its grade, balance, family and pay-back choice. */
export interface SchoolYearWallet {
  id: string;
  name: string;
  walletGroupId: string | null;
  grade: Grade | null;
  balanceOre: number;
  siblingWalletId: string | null;
  hasPrimaryCard: boolean;
}

interface WalletRow {
  id: string;
  name: string;
  wallet_group_id: string | null;
  grade_number: number | null;
  grade_letter: string | null;
  grade_level: GradeLevel | null;
  balance_ore: string | number;
  sibling_wallet_id: string | null;
  has_primary_card: boolean;
}

/** The customer's open wallets (not closed for sales), with grades; `lock` takes their rows for the run. */
export async function customerWallets(q: Queryable, customerId: string, lock: boolean, walletGroupId?: string): Promise<SchoolYearWallet[]> {
  const { rows } = await q.query<WalletRow>(
    `SELECT w.id, w.name, w.wallet_group_id, w.grade_number, w.grade_letter, w.grade_level,
            coalesce(a.balance_ore, 0) AS balance_ore, c.sibling_wallet_id,
            EXISTS (SELECT 1 FROM wallet_primary_cards pc JOIN credit_cards cc ON cc.id = pc.credit_card_id AND cc.deleted_at IS NULL WHERE pc.wallet_id = w.id) AS has_primary_card
       FROM wallets w
       LEFT JOIN ledger_accounts a ON a.wallet_id = w.id AND a.kind = 'wallet'
       LEFT JOIN school_year_leaver_choices c ON c.wallet_id = w.id
      WHERE w.customer_id = $1 AND w.closed_at IS NULL${walletGroupId === undefined ? '' : ' AND w.wallet_group_id = $2'}
      ORDER BY w.id${lock ? ' FOR UPDATE OF w' : ''}`,
    walletGroupId === undefined ? [customerId] : [customerId, walletGroupId],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    walletGroupId: row.wallet_group_id,
    grade:
      row.grade_number === null || row.grade_letter === null || row.grade_level === null
        ? null
        : { Name: formatGrade(row.grade_number, row.grade_letter), Number: row.grade_number, Letter: row.grade_letter, Level: row.grade_level },
    balanceOre: Number(row.balance_ore),
    siblingWalletId: row.sibling_wallet_id,
    hasPrimaryCard: row.has_primary_card,
  }));
}

export interface RolloverRow {
  id: string;
  customer_id: string;
  run_on: string;
  last_grade: number;
  status: 'scheduled' | 'done' | 'cancelled';
  created_at: Date;
  done_at: Date | null;
  result: Record<string, unknown> | null;
}

const ROLLOVER_COLUMNS = `id, customer_id, to_char(run_on, 'YYYY-MM-DD') AS run_on, last_grade, status, created_at, done_at, result`;

export async function insertRollover(q: Queryable, rollover: { customerId: string; runOn: string; lastGrade: number; userId: string; at: Date }): Promise<RolloverRow> {
  const { rows } = await q.query<RolloverRow>(
    `INSERT INTO school_year_rollovers (customer_id, run_on, last_grade, created_by_user_id, created_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING ${ROLLOVER_COLUMNS}`,
    [rollover.customerId, rollover.runOn, rollover.lastGrade, rollover.userId, rollover.at],
  );
  return rows[0] as RolloverRow;
}

export async function rollovers(q: Queryable, customerId: string | null): Promise<RolloverRow[]> {
  const { rows } = await q.query<RolloverRow>(
    `SELECT ${ROLLOVER_COLUMNS} FROM school_year_rollovers WHERE ($1::uuid IS NULL OR customer_id = $1) ORDER BY run_on DESC, created_at DESC`,
    [customerId],
  );
  return rows;
}

/** Cancels a scheduled rollover; false when there is none by that id still scheduled. */
export async function cancelRollover(q: Queryable, id: string, userId: string, at: Date): Promise<boolean> {
  const { rows } = await q.query<{ id: string }>(
    `UPDATE school_year_rollovers SET status = 'cancelled', cancelled_by_user_id = $2, cancelled_at = $3 WHERE id = $1 AND status = 'scheduled' RETURNING id`,
    [id, userId, at],
  );
  return rows.length > 0;
}

/** The ids of scheduled rollovers whose date has come. */
export async function dueRolloverIds(q: Queryable, today: string): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(`SELECT id FROM school_year_rollovers WHERE status = 'scheduled' AND run_on <= $1 ORDER BY run_on, id`, [today]);
  return rows.map((row) => row.id);
}

/** Takes a scheduled rollover for its run (row lock); null when it is done, cancelled or taken. */
export async function claimRollover(q: Queryable, id: string): Promise<RolloverRow | null> {
  const { rows } = await q.query<RolloverRow>(`SELECT ${ROLLOVER_COLUMNS} FROM school_year_rollovers WHERE id = $1 AND status = 'scheduled' FOR UPDATE SKIP LOCKED`, [id]);
  return rows[0] ?? null;
}

export async function finishRollover(q: Queryable, id: string, at: Date, result: Record<string, unknown>): Promise<void> {
  await q.query(`UPDATE school_year_rollovers SET status = 'done', done_at = $2, result = $3 WHERE id = $1`, [id, at, JSON.stringify(result)]);
}

export async function setGrade(q: Queryable, walletId: string, grade: Grade): Promise<void> {
  await q.query('UPDATE wallets SET grade_number = $2, grade_letter = $3, grade_level = $4 WHERE id = $1', [walletId, grade.Number, grade.Letter, grade.Level]);
}

/** Closes a leaver's wallet for sales: blocked (what every sale path refuses) and closed (migration 073). */
export async function closeWallet(q: Queryable, walletId: string, at: Date): Promise<void> {
  await q.query('UPDATE wallets SET blocked = true, closed_at = $2 WHERE id = $1', [walletId, at]);
}

export async function recordWallet(
  q: Queryable,
  row: {
    rolloverId: string;
    walletId: string;
    outcome: 'moved' | 'leaver';
    gradeBefore: string;
    gradeAfter: string | null;
    balanceOre: number | null;
    payback: 'card' | 'sibling' | 'none' | null;
    siblingWalletId: string | null;
    ledgerTransactionId: string | null;
    /** A card pay-back owed: the amount, the saved card and the provider's reference. */
    cardPayback?: { amountOre: number; creditCardId: string; reference: string };
  },
): Promise<void> {
  await q.query(
    `INSERT INTO school_year_rollover_wallets (rollover_id, wallet_id, outcome, grade_before, grade_after, balance_ore, payback, sibling_wallet_id, ledger_transaction_id,
                                               payback_ore, payback_credit_card_id, payback_reference, payback_status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, CASE WHEN $12::text IS NULL THEN NULL ELSE 'pending' END)`,
    [
      row.rolloverId,
      row.walletId,
      row.outcome,
      row.gradeBefore,
      row.gradeAfter,
      row.balanceOre,
      row.payback,
      row.siblingWalletId,
      row.ledgerTransactionId,
      row.cardPayback?.amountOre ?? null,
      row.cardPayback?.creditCardId ?? null,
      row.cardPayback?.reference ?? null,
    ],
  );
}

/** The wallet's primary card, when it has one not forgotten. */
export async function primaryCardOf(q: Queryable, walletId: string): Promise<{ creditCardId: string; last4: string } | null> {
  const { rows } = await q.query<{ id: string; last4: string }>(
    'SELECT cc.id, cc.last4 FROM wallet_primary_cards pc JOIN credit_cards cc ON cc.id = pc.credit_card_id AND cc.deleted_at IS NULL WHERE pc.wallet_id = $1',
    [walletId],
  );
  const row = rows[0];
  return row ? { creditCardId: row.id, last4: row.last4 } : null;
}

export async function customerName(q: Queryable, customerId: string): Promise<string> {
  const { rows } = await q.query<{ name: string }>('SELECT name FROM customers WHERE id = $1', [customerId]);
  return rows[0]?.name ?? '';
}

/** A card pay-back the provider has not paid yet, with the saved card's token (null once the card is forgotten). */
export interface PendingPayback {
  rolloverId: string;
  walletId: string;
  walletName: string;
  amountOre: number;
  reference: string;
  token: string | null;
}

export async function pendingPaybacks(q: Queryable, limit: number): Promise<PendingPayback[]> {
  const { rows } = await q.query<{ rollover_id: string; wallet_id: string; name: string; payback_ore: string | number; payback_reference: string; provider_token: string | null }>(
    `SELECT r.rollover_id, r.wallet_id, w.name, r.payback_ore, r.payback_reference, cc.provider_token
       FROM school_year_rollover_wallets r
       JOIN wallets w ON w.id = r.wallet_id
       LEFT JOIN credit_cards cc ON cc.id = r.payback_credit_card_id AND cc.deleted_at IS NULL
      WHERE r.payback_status = 'pending'
      ORDER BY r.rollover_id, r.wallet_id
      LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({ rolloverId: row.rollover_id, walletId: row.wallet_id, walletName: row.name, amountOre: Number(row.payback_ore), reference: row.payback_reference, token: row.provider_token }));
}

/** Takes a pending pay-back's row for booking it (row lock); false when another pass has settled it. */
export async function claimPendingPayback(q: Queryable, rolloverId: string, walletId: string): Promise<boolean> {
  const { rows } = await q.query(`SELECT 1 FROM school_year_rollover_wallets WHERE rollover_id = $1 AND wallet_id = $2 AND payback_status = 'pending' FOR UPDATE`, [rolloverId, walletId]);
  return rows.length === 1;
}

export async function markPaybackPaid(q: Queryable, row: { rolloverId: string; walletId: string; providerTransactionId: string; ledgerTransactionId: string; at: Date }): Promise<void> {
  await q.query(
    `UPDATE school_year_rollover_wallets SET payback_status = 'paid', provider_transaction_id = $3, ledger_transaction_id = $4, payback_settled_at = $5
      WHERE rollover_id = $1 AND wallet_id = $2 AND payback_status = 'pending'`,
    [row.rolloverId, row.walletId, row.providerTransactionId, row.ledgerTransactionId, row.at],
  );
}

export async function markPaybackFailed(q: Queryable, row: { rolloverId: string; walletId: string; failure: string; at: Date }): Promise<void> {
  await q.query(
    `UPDATE school_year_rollover_wallets SET payback_status = 'failed', payback_failure = $3, payback_settled_at = $4
      WHERE rollover_id = $1 AND wallet_id = $2 AND payback_status = 'pending'`,
    [row.rolloverId, row.walletId, row.failure.slice(0, 500) || 'Refused', row.at],
  );
}

/** A rollover's leavers and where their balances went, for the support tool. */
export interface LeaverRow {
  walletId: string;
  name: string;
  gradeBefore: string;
  balanceOre: number;
  payback: 'card' | 'sibling' | 'none';
  paybackStatus: 'pending' | 'paid' | 'failed' | null;
  paybackFailure: string | null;
  siblingWalletId: string | null;
}

export async function leaversOf(q: Queryable, rolloverId: string): Promise<LeaverRow[]> {
  const { rows } = await q.query<{ wallet_id: string; name: string; grade_before: string; balance_ore: string | number; payback: LeaverRow['payback']; payback_status: LeaverRow['paybackStatus']; payback_failure: string | null; sibling_wallet_id: string | null }>(
    `SELECT r.wallet_id, w.name, r.grade_before, r.balance_ore, r.payback, r.payback_status, r.payback_failure, r.sibling_wallet_id
       FROM school_year_rollover_wallets r JOIN wallets w ON w.id = r.wallet_id
      WHERE r.rollover_id = $1 AND r.outcome = 'leaver'
      ORDER BY w.name, r.wallet_id`,
    [rolloverId],
  );
  return rows.map((row) => ({
    walletId: row.wallet_id,
    name: row.name,
    gradeBefore: row.grade_before,
    balanceOre: Number(row.balance_ore),
    payback: row.payback,
    paybackStatus: row.payback_status,
    paybackFailure: row.payback_failure,
    siblingWalletId: row.sibling_wallet_id,
  }));
}

/** The customer's school year waiting for its date, if any (one at most). */
export async function scheduledRolloverOf(q: Queryable, customerId: string): Promise<RolloverRow | null> {
  const { rows } = await q.query<RolloverRow>(`SELECT ${ROLLOVER_COLUMNS} FROM school_year_rollovers WHERE customer_id = $1 AND status = 'scheduled'`, [customerId]);
  return rows[0] ?? null;
}

/** A guardian's choice for a leaver: the sibling that receives the balance, or none (the card, else the closed wallet). */
export async function saveLeaverChoice(q: Queryable, choice: { walletId: string; siblingWalletId: string | null; userId: string; at: Date }): Promise<void> {
  if (choice.siblingWalletId === null) {
    await q.query('DELETE FROM school_year_leaver_choices WHERE wallet_id = $1', [choice.walletId]);
    return;
  }
  await q.query(
    `INSERT INTO school_year_leaver_choices (wallet_id, sibling_wallet_id, chosen_by_user_id, chosen_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (wallet_id) DO UPDATE SET sibling_wallet_id = EXCLUDED.sibling_wallet_id, chosen_by_user_id = EXCLUDED.chosen_by_user_id, chosen_at = EXCLUDED.chosen_at`,
    [choice.walletId, choice.siblingWalletId, choice.userId, choice.at],
  );
}
