import type { WalletAlertKind, WalletAlertSettings } from '@kk/domain';
import type { Queryable } from '../../db/db';
import { firstRowOrNull } from '../../db/rows';

/** The alerts module's SQL: a guardian's settings (wallet_alert_settings), decided alerts (wallet_alerts) and the cards refills use. */

export async function saveAlertSettings(q: Queryable, walletId: string, settings: WalletAlertSettings, userId: string, at: Date): Promise<void> {
  await q.query(
    `INSERT INTO wallet_alert_settings (wallet_id, low_balance_enabled, low_balance_threshold_ore, failed_refill_enabled, card_expiry_enabled,
                                        order_confirmation_email, order_confirmation_sms, updated_by_user_id, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (wallet_id) DO UPDATE SET low_balance_enabled = EXCLUDED.low_balance_enabled, low_balance_threshold_ore = EXCLUDED.low_balance_threshold_ore,
       failed_refill_enabled = EXCLUDED.failed_refill_enabled, card_expiry_enabled = EXCLUDED.card_expiry_enabled,
       order_confirmation_email = EXCLUDED.order_confirmation_email, order_confirmation_sms = EXCLUDED.order_confirmation_sms,
       updated_by_user_id = EXCLUDED.updated_by_user_id, updated_at = EXCLUDED.updated_at`,
    [walletId, settings.lowBalanceEnabled, settings.lowBalanceThresholdOre, settings.failedRefillEnabled, settings.cardExpiryEnabled,
     settings.orderConfirmationEmail, settings.orderConfirmationSms, userId, at],
  );
}

/** A decided alert with what its e-mail says. */
export interface AlertRow {
  id: string;
  kind: WalletAlertKind;
  wallet_id: string;
  wallet_name: string;
  customer_id: string;
  mobile_number: string | null;
  balance_ore: number | null;
  threshold_ore: number | null;
  last4: string | null;
  expiry_month: number | null;
  expiry_year: number | null;
}

/** The wallet's mobile number, which order confirmations by SMS go to; null for none. */
export async function walletMobileNumber(q: Queryable, walletId: string): Promise<string | null> {
  return (await firstRowOrNull<{ mobile_number: string | null }>(q, 'SELECT mobile_number FROM wallets WHERE id = $1', [walletId]))?.mobile_number ?? null;
}

export async function alertById(q: Queryable, alertId: string): Promise<AlertRow | null> {
  return firstRowOrNull<AlertRow>(
    q,
    `SELECT a.id, a.kind, a.wallet_id, w.name AS wallet_name, w.customer_id, w.mobile_number, a.balance_ore, a.threshold_ore,
            c.last4, c.expiry_month, c.expiry_year
       FROM wallet_alerts a JOIN wallets w ON w.id = a.wallet_id LEFT JOIN credit_cards c ON c.id = a.credit_card_id
      WHERE a.id = $1`,
    [alertId],
  );
}

export interface RefillCardRow {
  wallet_id: string;
  credit_card_id: string;
  expiry_month: number;
  expiry_year: number;
}

/**
 * The live primary cards of wallets whose automatic or monthly refill is on and whose
 * card-expiry alert is on (the default), expiring by the end of the month after `month`
 * (year * 12 + month - 1): the candidates the daily sweep checks with @kk/domain cardExpiryState.
 */
export async function refillCardsExpiringBy(q: Queryable, monthIndex: number): Promise<RefillCardRow[]> {
  const { rows } = await q.query<RefillCardRow>(
    `SELECT p.wallet_id, c.id AS credit_card_id, c.expiry_month, c.expiry_year
       FROM wallet_primary_cards p
       JOIN credit_cards c ON c.id = p.credit_card_id AND c.deleted_at IS NULL
       LEFT JOIN automatic_refill_settings a ON a.wallet_id = p.wallet_id
       LEFT JOIN monthly_refill_settings m ON m.wallet_id = p.wallet_id
       LEFT JOIN wallet_alert_settings s ON s.wallet_id = p.wallet_id
      WHERE (coalesce(a.enabled, false) OR coalesce(m.is_active, false))
        AND coalesce(s.card_expiry_enabled, true)
        AND c.expiry_year * 12 + c.expiry_month - 1 <= $1
      ORDER BY p.wallet_id`,
    [monthIndex],
  );
  return rows;
}
