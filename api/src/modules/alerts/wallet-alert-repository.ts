import { DEFAULT_WALLET_ALERT_SETTINGS, type WalletAlertKind, type WalletAlertSettings } from '@kk/domain';
import type { Queryable } from '../../db/db';
import { enqueueJob } from '../../jobs/repository';
import type { ContentLanguage } from '../notifications/language';

/**
 * What the alerts module (settings, e-mails, the card-expiry sweep), the refills (a refill
 * paused on an expired card) and the cards module (the failed-refill notice) share: a
 * wallet's alert settings, deciding an alert under the database's unique keys
 * (wallet_alerts, migration 042), and who the alert goes to.
 */

/** The job that sends a decided alert's e-mails after its transaction committed (alerts/alert-jobs.ts). */
export const WALLET_ALERT_JOB = 'wallet-alert';

interface SettingsRow {
  low_balance_enabled: boolean;
  low_balance_threshold_ore: number | null;
  failed_refill_enabled: boolean;
  card_expiry_enabled: boolean;
  order_confirmation_email: boolean;
  order_confirmation_sms: boolean;
}

/** The wallet's alert settings; the defaults without a row. */
export async function alertSettingsOf(q: Queryable, walletId: string): Promise<WalletAlertSettings> {
  const { rows } = await q.query<SettingsRow>(
    `SELECT low_balance_enabled, low_balance_threshold_ore, failed_refill_enabled, card_expiry_enabled, order_confirmation_email, order_confirmation_sms
       FROM wallet_alert_settings WHERE wallet_id = $1`,
    [walletId],
  );
  const row = rows[0];
  if (!row) return DEFAULT_WALLET_ALERT_SETTINGS;
  return {
    lowBalanceEnabled: row.low_balance_enabled,
    lowBalanceThresholdOre: row.low_balance_threshold_ore === null ? null : Number(row.low_balance_threshold_ore),
    failedRefillEnabled: row.failed_refill_enabled,
    cardExpiryEnabled: row.card_expiry_enabled,
    orderConfirmationEmail: row.order_confirmation_email,
    orderConfirmationSms: row.order_confirmation_sms,
  };
}

export interface NewAlert {
  walletId: string;
  kind: WalletAlertKind;
  /** The card an expiry alert is about: such an alert is decided once per wallet and card. */
  cardId?: string | null;
  at: Date;
}

/**
 * Records the alert unless the wallet had one of the kind on the same Copenhagen day (or,
 * for a card, ever for that card): the unique keys decide, so concurrent callers record
 * one. Answers the new alert's id, or null when it was not new.
 */
export async function recordAlert(q: Queryable, alert: NewAlert): Promise<string | null> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO wallet_alerts (wallet_id, kind, alert_day, credit_card_id, created_at)
     VALUES ($1, $2, ($4::timestamptz AT TIME ZONE 'Europe/Copenhagen')::date, $3, $4)
     ON CONFLICT DO NOTHING
     RETURNING id`,
    [alert.walletId, alert.kind, alert.cardId ?? null, alert.at],
  );
  return rows[0]?.id ?? null;
}

/** Records the alert and, when it is new, queues the job that e-mails it after the caller's transaction commits. */
export async function decideAlert(q: Queryable, alert: NewAlert): Promise<string | null> {
  const id = await recordAlert(q, alert);
  if (id !== null) await enqueueJob(q, { kind: WALLET_ALERT_JOB, payload: { alertId: id }, runAt: alert.at, dedupeKey: `${WALLET_ALERT_JOB}:${id}`, maxAttempts: 8 });
  return id;
}

export interface AlertRecipient {
  email: string;
  language: ContentLanguage;
}

/** A user's e-mail and language (the one who placed a meeting order); null for none. */
export async function userRecipient(q: Queryable, userId: string): Promise<AlertRecipient | null> {
  const { rows } = await q.query<{ email: string; language: string | null }>('SELECT email, language FROM users WHERE id = $1', [userId]);
  const row = rows[0];
  return row ? { email: row.email, language: row.language === 'en' ? 'en' : 'da' } : null;
}

/** The wallet's guardians (or its holder, when it has none): their e-mails and languages. */
export async function recipientsOf(q: Queryable, walletId: string): Promise<AlertRecipient[]> {
  const { rows } = await q.query<{ email: string; language: string | null }>(
    `SELECT u.email, u.language FROM wallets w JOIN wallet_group_guardians g ON g.wallet_group_id = w.wallet_group_id JOIN users u ON u.id = g.user_id
      WHERE w.id = $1
     UNION
     SELECT u.email, u.language FROM wallets w JOIN users u ON u.id = w.holder_user_id
      WHERE w.id = $1 AND NOT EXISTS (SELECT 1 FROM wallet_group_guardians g WHERE g.wallet_group_id = w.wallet_group_id)
     ORDER BY email`,
    [walletId],
  );
  return rows.map((row) => ({ email: row.email, language: row.language === 'en' ? 'en' : 'da' }));
}
