import type { Queryable } from '../../db/db';
import { firstRowOrNull } from '../../db/rows';

export type AgreementStatus = 'pending' | 'active' | 'stopped' | 'failed';

export interface AgreementRow {
  id: string;
  wallet_id: string;
  status: AgreementStatus;
  max_amount_ore: number;
  provider_token: string | null;
  mobile_number_last4: string | null;
  redirect_url: string | null;
  failure_reason: string | null;
  created_at: Date | string;
}

const COLUMNS = 'id, wallet_id, status, max_amount_ore::int AS max_amount_ore, provider_token, mobile_number_last4, redirect_url, failure_reason, created_at';

/** The wallet's agreement in use (status active), if any: what a MobilePay refill charges. */
export async function activeAgreementOf(q: Queryable, walletId: string): Promise<AgreementRow | null> {
  return firstRowOrNull<AgreementRow>(q, `SELECT ${COLUMNS} FROM mobilepay_agreements WHERE wallet_id = $1 AND status = 'active'`, [walletId]);
}

/** The wallet's newest agreement, whatever its status. */
export async function latestAgreementOf(q: Queryable, walletId: string): Promise<AgreementRow | null> {
  return firstRowOrNull<AgreementRow>(q, `SELECT ${COLUMNS} FROM mobilepay_agreements WHERE wallet_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`, [walletId]);
}

/**
 * The agreement a refill may be set to use: the active one, else the newest opened and
 * awaiting the payer; null without either. Its max_amount_ore is the most one refill may charge.
 */
export async function usableAgreementOf(q: Queryable, walletId: string): Promise<AgreementRow | null> {
  return firstRowOrNull<AgreementRow>(
    q,
    `SELECT ${COLUMNS} FROM mobilepay_agreements WHERE wallet_id = $1 AND status IN ('pending', 'active')
      ORDER BY (status = 'active') DESC, created_at DESC, id DESC LIMIT 1`,
    [walletId],
  );
}

export async function agreementById(q: Queryable, agreementId: string, lock = false): Promise<AgreementRow | null> {
  return firstRowOrNull<AgreementRow>(q, `SELECT ${COLUMNS} FROM mobilepay_agreements WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [agreementId]);
}

export async function agreementTokenOf(q: Queryable, agreementId: string): Promise<string | null | undefined> {
  const { rows } = await q.query<{ provider_token: string | null }>('SELECT provider_token FROM mobilepay_agreements WHERE id = $1', [agreementId]);
  return rows[0]?.provider_token;
}

/** Each wallet's newest agreement's status (an active one first). */
export async function latestAgreementStatuses(q: Queryable, walletIds: readonly string[]): Promise<Map<string, AgreementStatus>> {
  const { rows } = await q.query<{ wallet_id: string; status: AgreementStatus }>(
    `SELECT DISTINCT ON (wallet_id) wallet_id, status FROM mobilepay_agreements WHERE wallet_id = ANY($1::uuid[])
      ORDER BY wallet_id, (status = 'active') DESC, created_at DESC, id DESC`,
    [[...walletIds]],
  );
  return new Map(rows.map((row) => [row.wallet_id, row.status]));
}
