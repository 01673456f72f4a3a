import { z } from 'zod';
import { Kroner } from './money';

/**
 * E-mail alerts per wallet (issue 16): GET and PUT /api/Alerts/Wallet?walletID=. A
 * low-balance alert with its threshold in kroner, the failed-refill notice and the
 * warning about a card a refill uses that is about to expire. The values are checked by
 * @kk/domain decideWalletAlerts.
 */
export const WalletAlertsQuery = z.object({ walletID: z.string().uuid().optional() });

/** PUT /api/Alerts/Wallet: all four (a field left out is refused). */
export const SetWalletAlertsBody = z
  .object({
    LowBalanceEnabled: z.boolean(),
    LowBalanceThreshold: Kroner.nullable(),
    FailedRefillEnabled: z.boolean(),
    CardExpiryEnabled: z.boolean(),
    /** Order confirmations by e-mail (issue 26); left out: unchanged. */
    OrderConfirmationEmail: z.boolean().optional(),
    /** Order confirmations by SMS to the wallet's mobile number; left out: unchanged. */
    OrderConfirmationSms: z.boolean().optional(),
  })
  .strict();
export type SetWalletAlertsBody = z.infer<typeof SetWalletAlertsBody>;

/** The answer of both: the settings and whether the caller may change them. */
export const WalletAlerts = z.object({
  WalletID: z.string().uuid(),
  LowBalanceEnabled: z.boolean(),
  LowBalanceThreshold: Kroner.nullable(),
  FailedRefillEnabled: z.boolean(),
  CardExpiryEnabled: z.boolean(),
  OrderConfirmationEmail: z.boolean(),
  OrderConfirmationSms: z.boolean(),
  /** Whether SMS can reach the wallet: it has a mobile number and the platform sends texts. */
  SmsAvailable: z.boolean(),
  /** The wallet's mobile number the texts go to (digits with the calling code); null for none. */
  MobileNumber: z.string().nullable(),
  MayChange: z.boolean(),
});
export type WalletAlerts = z.infer<typeof WalletAlerts>;
