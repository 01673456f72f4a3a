import { z } from 'zod';
import { Kroner } from './money';

/** GET /api/DepositWithdraw/GetRefillAmounts and GET .../GetAutomaticRefillAmounts: amounts in kroner. */
export const RefillAmountsResponse = z.array(Kroner);
export const RefillAmountsQuery = z.object({ walletID: z.string().uuid().optional() });

/**
 * How a refill is paid (issue 16): the wallet's primary card, or the wallet's MobilePay
 * agreement (POST /api/DepositWithdraw/MobilePay/Agreement), charged without the payer.
 */
export const RefillPaymentMethod = z.enum(['Card', 'MobilePay']);
export type RefillPaymentMethod = z.infer<typeof RefillPaymentMethod>;

/** PUT /api/DepositWithdraw/AutomaticRefill (walletid header). */
export const AutomaticRefillBody = z.object({
  AutomaticRefillEnabled: z.boolean(),
  AutomaticRefillAmount: Kroner.default(0),
  AutomaticRefillBelowAmount: Kroner.default(0),
  PaymentMethod: RefillPaymentMethod.default('Card'),
});

/** PUT /api/DepositWithdraw/MonthlyRefill (walletid header). BalanceLimit defaults to the amount. */
export const MonthlyRefillBody = z.object({
  Amount: Kroner.default(0),
  BalanceLimit: Kroner.nullable().optional(),
  IsActive: z.boolean(),
  HasBalanceLimit: z.boolean().default(false),
  PaymentMethod: RefillPaymentMethod.default('Card'),
});

/** Spec section 3, "Wallet in onboarding": a wallet's refill settings as saved. */
export const AutomaticRefillSettings = z.object({ Enabled: z.boolean(), RefillAmount: Kroner, BelowAmount: Kroner, PaymentMethod: RefillPaymentMethod.optional() });
export const MonthlyRefillSettings = z.object({ Amount: Kroner, BalanceLimit: Kroner, IsActive: z.boolean(), HasBalanceLimit: z.boolean(), PaymentMethod: RefillPaymentMethod.optional() });
export const WalletRefillSettings = z.object({
  WalletID: z.string().uuid(),
  AutomaticRefill: AutomaticRefillSettings,
  MonthlyRefill: MonthlyRefillSettings,
});
export type WalletRefillSettings = z.infer<typeof WalletRefillSettings>;
export const DisableRefillsResponse = z.array(WalletRefillSettings);

/**
 * POST /api/DepositWithdraw/MobilePay/Agreement (issue 16): a MobilePay agreement for the
 * wallet's refills. Needs an Idempotency-Key. MaxAmount (kroner) is the most one refill may
 * charge; without it, the wallet's ceiling or MOBILEPAY_AGREEMENT_CEILING_KRONER. The browser
 * goes to RedirectUrl (the provider's agreement page) and comes back to returnUrl with
 * MOBILEPAY_AGREEMENT_RETURN_PARAMETER=<AgreementID> added.
 */
export const MobilePayAgreementQuery = z.object({
  walletID: z.string().uuid(),
  returnUrl: z.string().url().max(2000),
  maxAmount: z.coerce.number().int().positive().optional(),
});
export const MobilePayAgreementStarted = z.object({ AgreementID: z.string().uuid(), RedirectUrl: z.string().url() });
export type MobilePayAgreementStarted = z.infer<typeof MobilePayAgreementStarted>;

/** GET /api/DepositWithdraw/MobilePay/Agreement/Status: the wallet's newest agreement, or the one named. */
export const MobilePayAgreementStatusQuery = z.object({ walletID: z.string().uuid().optional(), agreementID: z.string().uuid().optional() });
/** DELETE /api/DepositWithdraw/MobilePay/Agreement: stops the wallet's active agreement. */
export const MobilePayAgreementStopQuery = z.object({ walletID: z.string().uuid() });
export const MobilePayAgreementStatus = z.object({
  WalletID: z.string().uuid(),
  /** Null when the wallet never had an agreement (Status None). */
  AgreementID: z.string().uuid().nullable(),
  Status: z.enum(['None', 'Pending', 'Active', 'Stopped', 'Failed']),
  MaxAmount: Kroner.nullable(),
  /** The approving phone number's last four digits, once approved. */
  MobileNumberLast4: z.string().nullable(),
  /** Why it failed: rejected (in the app), timeout (not approved in time). */
  Reason: z.string().nullable(),
});
export type MobilePayAgreementStatus = z.infer<typeof MobilePayAgreementStatus>;

export { MOBILEPAY_AGREEMENT_RETURN_PARAMETER } from './codes';
/** The most one refill may charge through an agreement when the wallet has no lower ceiling. */
export const MOBILEPAY_AGREEMENT_CEILING_KRONER = 2000;
