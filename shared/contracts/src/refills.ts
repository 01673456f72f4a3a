import { z } from 'zod';
import { Kroner } from './money';

/** GET /api/DepositWithdraw/GetRefillAmounts and GET .../GetAutomaticRefillAmounts: amounts in kroner. */
export const RefillAmountsResponse = z.array(Kroner);
export const RefillAmountsQuery = z.object({ walletID: z.string().uuid().optional() });

/** PUT /api/DepositWithdraw/AutomaticRefill (walletid header). */
export const AutomaticRefillBody = z.object({
  AutomaticRefillEnabled: z.boolean(),
  AutomaticRefillAmount: Kroner.default(0),
  AutomaticRefillBelowAmount: Kroner.default(0),
});

/** PUT /api/DepositWithdraw/MonthlyRefill (walletid header). BalanceLimit defaults to the amount. */
export const MonthlyRefillBody = z.object({
  Amount: Kroner.default(0),
  BalanceLimit: Kroner.nullable().optional(),
  IsActive: z.boolean(),
  HasBalanceLimit: z.boolean().default(false),
});

/** Spec section 3, "Wallet in onboarding": a wallet's refill settings as saved. */
export const AutomaticRefillSettings = z.object({ Enabled: z.boolean(), RefillAmount: Kroner, BelowAmount: Kroner });
export const MonthlyRefillSettings = z.object({ Amount: Kroner, BalanceLimit: Kroner, IsActive: z.boolean(), HasBalanceLimit: z.boolean() });
export const WalletRefillSettings = z.object({
  WalletID: z.string().uuid(),
  AutomaticRefill: AutomaticRefillSettings,
  MonthlyRefill: MonthlyRefillSettings,
});
export type WalletRefillSettings = z.infer<typeof WalletRefillSettings>;
export const DisableRefillsResponse = z.array(WalletRefillSettings);
