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
  MayChange: z.boolean(),
});
export type WalletAlerts = z.infer<typeof WalletAlerts>;
