import type { Queryable } from '../../db/db';
import * as alerts from './wallet-alert-repository';

export type { AlertRecipient, NewAlert } from './wallet-alert-repository';

/**
 * A wallet's alerts as other modules decide them in their own transactions: the cards
 * module's failed-refill notice, the refills' paused refill (an expired card, an inactive
 * MobilePay agreement). Made once by the composition root; the alerts module owns the
 * tables, the settings and the e-mails.
 */
export class WalletAlerts {
  /** Whether the wallet's guardians want to hear of a failed or paused refill. */
  async failedRefillEnabled(q: Queryable, walletId: string): Promise<boolean> {
    return (await alerts.alertSettingsOf(q, walletId)).failedRefillEnabled;
  }

  /** Records an alert once (per wallet, kind and day, or per card); null when it was recorded already. */
  record(q: Queryable, alert: alerts.NewAlert): Promise<string | null> {
    return alerts.recordAlert(q, alert);
  }

  /** Records an alert and, when it is new, queues its e-mail after the caller's transaction commits. */
  decide(q: Queryable, alert: alerts.NewAlert): Promise<string | null> {
    return alerts.decideAlert(q, alert);
  }

  /** How the wallet's order confirmations are told (issue 26): by e-mail, by SMS. */
  async orderConfirmationChoice(q: Queryable, walletId: string): Promise<{ email: boolean; sms: boolean }> {
    const settings = await alerts.alertSettingsOf(q, walletId);
    return { email: settings.orderConfirmationEmail, sms: settings.orderConfirmationSms };
  }

  /** A user's e-mail and language (a meeting order's recipient is the one who placed it). */
  userRecipient(q: Queryable, userId: string): Promise<alerts.AlertRecipient | null> {
    return alerts.userRecipient(q, userId);
  }

  /** Who is told of a wallet's alerts: its guardians, each in their own language. */
  recipientsOf(q: Queryable, walletId: string): Promise<alerts.AlertRecipient[]> {
    return alerts.recipientsOf(q, walletId);
  }
}
