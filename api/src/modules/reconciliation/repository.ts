import type { MismatchReason } from '../../core/reconciliation';
import type { Queryable } from '../../db/db';

/** One card-money posting of the ledger (money in on the provider's clearing account) and what ties it to the provider. */
export interface LedgerCardMoney {
  ledgerTransactionId: string;
  amountOre: number;
  walletId: string | null;
  paymentTransactionId: string | null;
  method: 'card' | 'mobilepay';
  /** The provider's transaction ids the platform recorded for it (the payment's, the refill's, the renewal's). */
  providerTransactionIds: string[];
  /** The references the platform sent for it: the payment's id (a hosted page's paymentId), a charge's reference, the ledger transaction's id (a seeded charge). */
  references: string[];
  /** 'in': card money into a wallet; 'out': a wallet's balance paid back to a card (a leaver's, issue 28). */
  direction: 'in' | 'out';
}

interface Row {
  ledgerTransactionId: string;
  amountOre: number;
  walletId: string | null;
  paymentId: string | null;
  paymentProviderTx: string | null;
  paymentReference: string | null;
  topUp: string | null;
  refillProviderTx: string | null;
  refillReference: string | null;
  refillMobilePay: boolean | null;
  renewalProviderTx: string | null;
}

/** The card money the ledger took in on the provider's clearing account in [start, end), and what it paid back to cards from it. */
export async function ledgerCardMoney(q: Queryable, start: Date, end: Date): Promise<LedgerCardMoney[]> {
  const { rows } = await q.query<Row>(
    `SELECT lt.id::text AS "ledgerTransactionId", -c.amount_ore AS "amountOre", w.wallet_id::text AS "walletId",
            pt.id::text AS "paymentId", pt.provider_transaction_id AS "paymentProviderTx", pt.provider_reference AS "paymentReference", pt.top_up AS "topUp",
            ra.provider_transaction_id AS "refillProviderTx", ra.job_id::text AS "refillReference", ra.mobilepay_agreement_id IS NOT NULL AS "refillMobilePay",
            fr.provider_transaction_id AS "renewalProviderTx"
       FROM ledger_transactions lt
       JOIN ledger_postings c ON c.transaction_id = lt.id AND c.amount_ore < 0
       JOIN ledger_accounts ca ON ca.id = c.account_id AND ca.kind = 'card_clearing'
       LEFT JOIN LATERAL (
         SELECT wa.wallet_id FROM ledger_postings wp JOIN ledger_accounts wa ON wa.id = wp.account_id AND wa.kind = 'wallet'
          WHERE wp.transaction_id = lt.id LIMIT 1
       ) w ON true
       LEFT JOIN LATERAL (
         SELECT x.id, x.provider_transaction_id, x.provider_reference, x.top_up FROM payment_transactions x
          WHERE x.ledger_transaction_id = lt.id AND x.kind IN ('deposit', 'card') LIMIT 1
       ) pt ON true
       LEFT JOIN LATERAL (SELECT r.provider_transaction_id, r.job_id, r.mobilepay_agreement_id FROM refill_attempts r WHERE r.ledger_transaction_id = lt.id LIMIT 1) ra ON true
       LEFT JOIN LATERAL (SELECT f.provider_transaction_id FROM foodplan_subscription_renewals f WHERE f.card_ledger_transaction_id = lt.id LIMIT 1) fr ON true
      WHERE lt.created_at >= $1 AND lt.created_at < $2
      ORDER BY lt.created_at, lt.id`,
    [start, end],
  );
  const present = (values: (string | null)[]) => values.filter((value): value is string => value !== null);
  const paybacks = await q.query<{ ledgerTransactionId: string; amountOre: number; walletId: string; providerTx: string | null; reference: string | null }>(
    `SELECT lt.id::text AS "ledgerTransactionId", c.amount_ore AS "amountOre", r.wallet_id::text AS "walletId", r.provider_transaction_id AS "providerTx", r.payback_reference AS reference
       FROM ledger_transactions lt
       JOIN ledger_postings c ON c.transaction_id = lt.id AND c.amount_ore > 0
       JOIN ledger_accounts ca ON ca.id = c.account_id AND ca.kind = 'card_clearing'
       LEFT JOIN school_year_rollover_wallets r ON r.ledger_transaction_id = lt.id AND r.payback = 'card'
      WHERE lt.kind = 'card_payback' AND lt.created_at >= $1 AND lt.created_at < $2
      ORDER BY lt.created_at, lt.id`,
    [start, end],
  );
  const out: LedgerCardMoney[] = paybacks.rows.map((row) => ({
    ledgerTransactionId: row.ledgerTransactionId,
    amountOre: Number(row.amountOre),
    walletId: row.walletId,
    paymentTransactionId: null,
    method: 'card',
    providerTransactionIds: present([row.providerTx]),
    references: present([row.ledgerTransactionId, row.reference]),
    direction: 'out',
  }));
  return rows.map((row): LedgerCardMoney => ({
    ledgerTransactionId: row.ledgerTransactionId,
    amountOre: row.amountOre,
    walletId: row.walletId,
    paymentTransactionId: row.paymentId,
    method: row.topUp === 'mobilepay' || row.refillMobilePay === true ? 'mobilepay' : 'card',
    providerTransactionIds: present([row.paymentProviderTx, row.refillProviderTx, row.renewalProviderTx]),
    references: present([row.ledgerTransactionId, row.paymentId, row.paymentReference, row.refillReference]),
    direction: 'in',
  })).concat(out);
}

/** The seeded card money the sandbox has not been told of yet. */
export async function untoldSeededCharges(q: Queryable): Promise<{ ledgerTransactionId: string; amountOre: number; chargedAt: Date; mobilePay: boolean }[]> {
  const { rows } = await q.query<{ ledgerTransactionId: string; amountOre: number; chargedAt: Date; mobilePay: boolean }>(
    `SELECT s.ledger_transaction_id::text AS "ledgerTransactionId", -c.amount_ore AS "amountOre", lt.created_at AS "chargedAt",
            EXISTS (SELECT 1 FROM payment_transactions x WHERE x.ledger_transaction_id = lt.id AND x.top_up = 'mobilepay') AS "mobilePay"
       FROM seeded_card_charges s
       JOIN ledger_transactions lt ON lt.id = s.ledger_transaction_id
       JOIN ledger_postings c ON c.transaction_id = lt.id AND c.amount_ore < 0
       JOIN ledger_accounts ca ON ca.id = c.account_id AND ca.kind = 'card_clearing'
      WHERE s.told_at IS NULL`,
  );
  return rows;
}

export async function markSeededChargesTold(q: Queryable, ledgerTransactionIds: readonly string[], at: Date): Promise<void> {
  await q.query('UPDATE seeded_card_charges SET told_at = $2 WHERE ledger_transaction_id = ANY ($1::uuid[])', [ledgerTransactionIds, at]);
}

export interface StoredMismatch {
  kind: 'charged_not_credited' | 'credited_not_charged' | 'amount_differs';
  method: 'card' | 'mobilepay' | null;
  reference: string | null;
  providerTransactionId: string | null;
  providerAmountOre: number | null;
  ledgerAmountOre: number | null;
  paymentTransactionId: string | null;
  ledgerTransactionId: string | null;
  walletId: string | null;
  reason: MismatchReason;
}

export interface FileSummary {
  method: 'card' | 'mobilepay';
  lines: number;
  chargedOre: number;
  refundedOre: number;
  feesOre: number;
}

export interface StoredRun {
  day: string;
  ranAt: Date;
  files: FileSummary[];
  matchedLines: number;
  matchedPostings: number;
  mismatches: (StoredMismatch & { id: string })[];
}

/** Replaces the day's run with this one. */
export async function saveRun(q: Queryable, run: Omit<StoredRun, 'mismatches'> & { mismatches: StoredMismatch[] }): Promise<void> {
  await q.query('DELETE FROM reconciliation_runs WHERE day = $1::date', [run.day]);
  await q.query('INSERT INTO reconciliation_runs (day, ran_at, files, matched_lines, matched_postings) VALUES ($1::date, $2, $3::jsonb, $4, $5)', [
    run.day, run.ranAt, JSON.stringify(run.files), run.matchedLines, run.matchedPostings,
  ]);
  for (const m of run.mismatches) {
    await q.query(
      `INSERT INTO reconciliation_mismatches (day, kind, method, reference, provider_transaction_id, provider_amount_ore, ledger_amount_ore, payment_transaction_id, ledger_transaction_id, wallet_id, detail)
       VALUES ($1::date, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [run.day, m.kind, m.method, m.reference, m.providerTransactionId, m.providerAmountOre, m.ledgerAmountOre, m.paymentTransactionId, m.ledgerTransactionId, m.walletId, m.reason],
    );
  }
}

export async function storedRun(q: Queryable, day: string): Promise<StoredRun | null> {
  const { rows } = await q.query<{ ranAt: Date; files: FileSummary[]; matchedLines: number; matchedPostings: number }>(
    'SELECT ran_at AS "ranAt", files, matched_lines AS "matchedLines", matched_postings AS "matchedPostings" FROM reconciliation_runs WHERE day = $1::date',
    [day],
  );
  const run = rows[0];
  if (run === undefined) return null;
  const { rows: mismatches } = await q.query<StoredMismatch & { id: string }>(
    `SELECT id::text AS id, kind, method, reference, provider_transaction_id AS "providerTransactionId", provider_amount_ore AS "providerAmountOre",
            ledger_amount_ore AS "ledgerAmountOre", payment_transaction_id::text AS "paymentTransactionId", ledger_transaction_id::text AS "ledgerTransactionId",
            wallet_id::text AS "walletId", detail AS reason
       FROM reconciliation_mismatches WHERE day = $1::date ORDER BY kind, reference NULLS LAST, id`,
    [day],
  );
  return { day, ...run, mismatches };
}

/** The closed days up to lastDay, from the ledger's first, not reconciled since they ended, oldest first. */
export async function daysToReconcile(q: Queryable, lastDay: string, limit: number): Promise<string[]> {
  const { rows } = await q.query<{ day: string }>(
    `SELECT to_char(d, 'YYYY-MM-DD') AS day
       FROM generate_series((SELECT (min(created_at) AT TIME ZONE 'Europe/Copenhagen')::date FROM ledger_transactions), $1::date, interval '1 day') AS d
      -- A run made before the day ended (the support tool's look at today) is not final: checked again.
      WHERE NOT EXISTS (SELECT 1 FROM reconciliation_runs r WHERE r.day = d::date AND r.ran_at >= ((d::date + 1)::timestamp AT TIME ZONE 'Europe/Copenhagen'))
      ORDER BY d LIMIT $2`,
    [lastDay, limit],
  );
  return rows.map((row) => row.day);
}
