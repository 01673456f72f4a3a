import { z } from 'zod';
import { Kroner, KronerAmountText } from './money';

const Uuid = z.string().uuid();

/** GET /api/DepositWithdraw/CreditCard/GetPossibleCardTypes: the card types the user may add. */
export const CardTypeInfo = z.object({
  Name: z.string(),
  MerchantNumber: z.string(),
  /** Only Debug and Developer users see test-only types. */
  IsTestOnly: z.boolean(),
});
export type CardTypeInfo = z.infer<typeof CardTypeInfo>;
export const GetPossibleCardTypesResponse = z.array(CardTypeInfo);

/** POST /api/DepositWithdraw/CreditCard/Merchant: start adding a card (Amount 0); the walletid header names the wallet, none for a group card. */
export const MerchantQuery = z.object({
  Amount: z.coerce.number().finite().default(0),
  Card: z.string().min(1).max(50),
  returnUrl: z.string().url().max(2000),
  /** Optional: which of the guardian's wallet groups a group card is for (needed only with several). */
  walletGroupID: Uuid.optional(),
});
/** The provider's page, where the browser goes next. */
export const MerchantResponse = z.string().url();

/** GET /api/DepositWithdraw/CreditCard/MerchantNumber */
export const MerchantNumberQuery = z.object({ cardType: z.string().min(1).max(50) });
export const MerchantNumberResponse = z.string();

/** Spec section 3, card fields, plus what the provider told us about the card (never its number). */
export const CreditCard = z.object({
  ID: z.number().int(),
  UID: Uuid,
  IsPrimary: z.boolean(),
  Merchant: z.string(),
  MerchantName: z.string(),
  MerchantNumber: z.string(),
  /** Set for a wallet's own card; null for a wallet group's card. */
  WalletID: Uuid.nullable(),
  WalletGroupID: Uuid.nullable(),
  WalletGuid: Uuid.nullable(),
  WalletName: z.string().nullable(),
  Brand: z.string(),
  Last4: z.string(),
  ExpiryMonth: z.number().int(),
  ExpiryYear: z.number().int(),
  /** When the card was saved (ISO): tells two cards with the same brand, digits and expiry apart. */
  CreatedDate: z.string(),
  /** The wallets that use this card as their primary card (spec: PrimaryUses with WalletGuidID). */
  PrimaryUses: z.array(z.object({ WalletGuidID: Uuid, WalletName: z.string() })),
  /**
   * Added by issue 23 (a card is charged only with its holder's consent): the name of the
   * adult who saved the card, its holder (null when none could be named).
   */
  SavedBy: z.string().nullable().optional(),
  /** Whether the caller saved the card (only they may switch its sharing). */
  SavedByMe: z.boolean().optional(),
  /** Whether its holder shares it with the family's other guardians (off by default). */
  Shared: z.boolean().optional(),
  /** Whether the caller may pay with it (add funds, make it primary): its holder, or anyone while it is shared. */
  CanUse: z.boolean().optional(),
});
export type CreditCard = z.infer<typeof CreditCard>;

/** GET .../GetWalletCards and GET .../GetWalletGroupCards */
export const CreditCardList = z.object({
  CreditCards: z.array(CreditCard),
  PrimaryCard: CreditCard.nullable(),
});
export type CreditCardList = z.infer<typeof CreditCardList>;

export const WalletCardsQuery = z.object({ walletID: Uuid.optional() });
export const WalletGroupCardsQuery = z.object({ walletGroupID: Uuid.optional() });

/** DELETE .../DeleteCreditCard */
export const DeleteCreditCardQuery = z.object({ uid: Uuid, merchant: z.string().min(1).max(50).optional() });

/** The card model as parameters (SetAsPrimary, SetAsPrimaryAllWallets, SetAsPrimaryUnassignedWallets). */
export const CardModelQuery = z.object({
  uid: Uuid,
  merchantNumber: z.string().min(1).max(50).optional(),
  merchantName: z.string().min(1).max(50).optional(),
  walletID: Uuid.optional(),
});

/** PUT .../Sharing (issue 23): the card's holder shares it with the family's other guardians, or stops. */
export const CardSharingRequest = z.object({ uid: Uuid, Shared: z.boolean() });
export type CardSharingRequest = z.infer<typeof CardSharingRequest>;

/** POST .../SubscriptionBill: add funds with a saved card. Requires an Idempotency-Key header. */
export const SubscriptionBillQuery = z.object({
  amount: KronerAmountText,
  uid: Uuid,
  merchantNumber: z.string().min(1).max(50).optional(),
  merchantName: z.string().min(1).max(50).optional(),
  walletID: Uuid,
});
/**
 * 'Success', or the server message the spec's error catalogue maps: NoFund (too little
 * money on the card), 'credit card error' (declined), 'timeout' (the provider did not
 * answer; retrying with the same Idempotency-Key is safe).
 */
export const SubscriptionBillResult = z.enum(['Success', 'NoFund', 'credit card error', 'timeout']);
export type SubscriptionBillResult = z.infer<typeof SubscriptionBillResult>;

/** GET /api/DepositWithdraw/PollMerchantSubscription: the browser polls this every 2 s after the provider's page. */
export const PollMerchantSubscriptionQuery = z.object({
  merchant: z.string().max(50).optional(),
  vivawalletTransactionID: z.string().max(200).optional(),
  epaySubscriptionID: z.string().max(200).optional(),
});
export const PollMerchantSubscriptionResponse = z.object({
  /** True once the provider's notification has been processed successfully. */
  Success: z.boolean(),
  /** pending until the notification arrives; failed when the provider refused (then stop polling). */
  Status: z.enum(['pending', 'completed', 'failed']),
  Message: z.string().nullable(),
});
export type PollMerchantSubscriptionResponse = z.infer<typeof PollMerchantSubscriptionResponse>;

/** GET /api/DepositWithdraw/FailedSubscriptionsWallet/{walletID} and .../FailedSubscriptionsWalletGroup/{groupID} */
export const FailedSubscription = z.object({
  ID: Uuid,
  WalletID: Uuid,
  WalletName: z.string(),
  /** AutomaticRefill, MonthlyRefill, or FoodPlanSubscription (a food plan subscription's renewal). */
  Type: z.enum(['AutomaticRefill', 'MonthlyRefill', 'FoodPlanSubscription']),
  /** A food plan subscription's name; null for refills. */
  Name: z.string().nullable(),
  Amount: Kroner,
  /** The server message (NoFund, credit card error, timeout, NoCreditCard; a renewal also WalletBlocked and the like). */
  Reason: z.string(),
  /** A monthly refill's month (YYYY-MM); a renewal's period 'YYYY-MM-DD - YYYY-MM-DD'. */
  Period: z.string().nullable(),
  CreatedDate: z.string(),
  Card: z.object({ UID: Uuid, MerchantName: z.string(), Brand: z.string(), Last4: z.string() }).nullable(),
});
export type FailedSubscription = z.infer<typeof FailedSubscription>;
export const FailedSubscriptionsResponse = z.array(FailedSubscription);
export const FailedSubscriptionsWalletParams = z.object({ walletID: Uuid });
export const FailedSubscriptionsWalletGroupParams = z.object({ groupID: Uuid });

/** POST /api/CardProvider/Notification answers this to the provider. */
export const ProviderNotificationAck = z.object({ received: z.literal(true), duplicate: z.boolean() });

/**
 * POST /api/DepositWithdraw/MobilePay/Deposit (issue 16): adds funds with MobilePay. Needs
 * an Idempotency-Key: a repeated call answers the same approval page and credits once.
 * The browser goes to RedirectUrl (the provider's MobilePay approval page) and comes back
 * to returnUrl with mobilePayDeposit=<TransactionID> added.
 */
export const MobilePayDepositQuery = z.object({
  walletID: Uuid,
  amount: KronerAmountText,
  returnUrl: z.string().url().max(2000),
});
export const MobilePayDepositResponse = z.object({
  TransactionID: Uuid,
  RedirectUrl: z.string().url(),
});
export type MobilePayDepositResponse = z.infer<typeof MobilePayDepositResponse>;

/** GET /api/DepositWithdraw/MobilePay/Status: polled after the approval page until it is no longer Pending. */
export const MobilePayStatusQuery = z.object({ transactionID: Uuid });
export const MobilePayStatusResponse = z.object({
  TransactionID: Uuid,
  WalletID: Uuid,
  Amount: Kroner,
  Status: z.enum(['Pending', 'Success', 'Failed']),
  /** Why it failed: rejected (in the app), timeout (not approved in time), cancelled. */
  Reason: z.string().nullable(),
});
export type MobilePayStatusResponse = z.infer<typeof MobilePayStatusResponse>;

export { MOBILEPAY_RETURN_PARAMETER } from './codes';
