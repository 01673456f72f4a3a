import type { Ore } from '@kk/domain';

/**
 * The platform's only door to a card provider. Real providers cannot be reached from
 * here, so the project ships a sandbox implementation that behaves like a hosted payment
 * page on its own origin. The platform never sees or stores a card number or CVC: only
 * the provider's token, the brand, the last four digits and the expiry.
 */
/** A provider's daily settlement file of one method (the sandbox's protocol/settlement-file.ts). */
export interface ProviderSettlementFile {
  method: 'card' | 'mobilepay';
  date: string;
  lines: { type: 'charge' | 'refund' | 'fee'; reference: string | null; providerTransactionId: string; amountOre: number; bookedAt: string }[];
  totals: { chargedOre: number; refundedOre: number; feesOre: number };
}

export interface CardProviderAdapter {
  /** Starts registering a card: the browser goes to `redirectUrl`, the provider's page. */
  startCardRegistration(input: {
    /** Our id for this attempt; comes back in the notification and the return query. */
    registrationId: string;
    cardType: string;
    /** Where the provider sends the browser back (query parameters added by the provider). */
    returnUrl: string;
    /** The page's language (the user's culture); the provider falls back to the browser's. */
    language?: 'da' | 'en';
  }): Promise<{ redirectUrl: string }>;

  /** Charges a saved card server to server. `reference` makes a retry charge once. */
  chargeSavedCard(input: { token: string; amountOre: Ore; reference: string; description: string }): Promise<ChargeResult>;

  /**
   * Whether the provider made the charge sent under `reference` (of a saved card, or with
   * `of: 'agreement'` of a MobilePay agreement), asked when the charge's answer did not
   * settle it (a time-out, an error, a crash): 'approved' with the provider's transaction
   * and the amount taken, 'declined' / 'insufficient_funds', 'pending' (the provider is
   * still answering it) or 'unknown' (no charge was made under it). Asking never charges:
   * a charge whose outcome is not known is asked about, never sent again. Throws
   * CardProviderUnavailableError when the provider cannot be reached.
   */
  chargeStatus(input: { reference: string; of?: 'card' | 'agreement' }): Promise<ProviderChargeStatus>;

  /**
   * A hosted payment page for a credit-card child transaction (type 4), or, with method
   * 'mobilepay', the provider's MobilePay approval page (a deposit with MobilePay). Either
   * way the outcome comes as payment_completed / payment_failed for `paymentId`.
   */
  startHostedPayment(input: {
    /** 'card' (the default): the card page; 'mobilepay': the payer approves in MobilePay. */
    method?: PaymentMethod;
    /** Our id for the payment (the child transaction's id); comes back in the notification. */
    paymentId: string;
    amountOre: Ore;
    description: string;
    returnUrl: string;
    /** The page's language (the user's culture); the provider falls back to the browser's. */
    language?: 'da' | 'en';
  }): Promise<{ redirectUrl: string }>;

  /**
   * Where a hosted payment (startHostedPayment's `paymentId`) stands at the provider, for a
   * payment whose notification never came: 'approved' with the provider's transaction and
   * the amount paid, 'rejected' (with the reason), 'expired' (not approved in time),
   * 'pending' (the payer may still approve) or 'unknown' (the provider never opened it).
   * Throws CardProviderUnavailableError when the provider cannot be reached, so the caller
   * asks again later.
   */
  paymentStatus(input: { paymentId: string }): Promise<ProviderPaymentStatus>;

  /**
   * A MobilePay agreement (issue 16, for refills): the browser goes to `redirectUrl`, where
   * the payer approves, once, that the merchant may charge up to `maxAmountOre` at a time.
   * The outcome comes as agreement_approved (with the token to charge) or agreement_failed
   * for `agreementId`; the browser comes back with epaysubscriptionid=<agreementId>.
   */
  startAgreement(input: { agreementId: string; maxAmountOre: Ore; description: string; returnUrl: string; language?: 'da' | 'en' }): Promise<{ redirectUrl: string }>;

  /** Charges an approved agreement server to server, as chargeSavedCard a card: `reference` makes a retry charge once. */
  chargeAgreement(input: { agreementToken: string; amountOre: Ore; reference: string; description: string }): Promise<ChargeResult>;

  /**
   * Where an agreement stands at the provider, asked when its notification never came.
   * Throws CardProviderUnavailableError when the provider cannot be reached.
   */
  agreementStatus(input: { agreementId: string }): Promise<ProviderAgreementStatus>;

  /** Ends an agreement: its token charges nothing afterwards. Throws CardProviderUnavailableError when the provider cannot be reached. */
  stopAgreement(input: { agreementToken: string }): Promise<void>;

  /** The day's settlement file of one method (YYYY-MM-DD, Copenhagen). Throws CardProviderUnavailableError when the provider cannot be reached. */
  settlementFile(input: { method: 'card' | 'mobilepay'; date: string }): Promise<ProviderSettlementFile>;

  /**
   * Tells the provider of the demo world's seeded charges (the sandbox only: a real provider
   * has no such call and its adapter leaves this out). Once per reference.
   */
  recordSeededCharges?(charges: readonly { reference: string; method: 'card' | 'mobilepay'; amountOre: number; chargedAt: string }[]): Promise<void>;

  /** Pays money back to the card of an earlier charge or hosted payment. */
  refund(input: { providerTransactionId: string; amountOre: Ore; reference: string }): Promise<ChargeResult>;

  /**
   * Pays money to a saved card with no earlier charge to refund (a leaver's balance at a new
   * school year, issue 28). `reference` makes a retry pay once; the day's settlement file
   * lists it as a refund line under that reference.
   */
  payToCard(input: { token: string; amountOre: Ore; reference: string; description: string }): Promise<ChargeResult>;

  /**
   * Tells the provider to forget a saved card: its token can charge nothing afterwards.
   * Forgetting an unknown (or already forgotten) token is not an error. Throws
   * CardProviderUnavailableError when the provider cannot be reached, so the caller retries.
   */
  deleteCard(input: { token: string }): Promise<void>;

  /** Checks a server-to-server notification's signature; null when it is not genuine. */
  verifyNotification(rawBody: string, headers: Readonly<Record<string, string | undefined>>): ProviderNotification | null;
}

export type PaymentMethod = 'card' | 'mobilepay';

export type ProviderAgreementStatus =
  | { status: 'approved'; agreementToken: string; mobileNumberLast4: string }
  | { status: 'rejected'; reason: string }
  | { status: 'pending' | 'expired' | 'unknown' };

export type ProviderPaymentStatus =
  | { status: 'approved'; providerTransactionId: string; amountOre: Ore }
  | { status: 'rejected'; reason: string }
  | { status: 'pending' | 'expired' | 'unknown' };

export type ProviderChargeStatus =
  | { status: 'approved'; providerTransactionId: string; amountOre: Ore }
  | { status: 'declined' | 'insufficient_funds'; message: string }
  | { status: 'pending' | 'unknown' };

export type ChargeResult =
  | { status: 'approved'; providerTransactionId: string }
  | { status: 'declined' | 'insufficient_funds' | 'timeout' | 'error'; message: string };

export type ProviderNotification =
  | {
      kind: 'card_registered';
      /** Unique per event: a replayed notification carries the same id. */
      eventId: string;
      registrationId: string;
      token: string;
      brand: string;
      last4: string;
      expiryMonth: number;
      expiryYear: number;
    }
  | { kind: 'card_registration_failed'; eventId: string; registrationId: string; reason: string }
  | { kind: 'agreement_approved'; eventId: string; agreementId: string; agreementToken: string; mobileNumberLast4: string }
  | { kind: 'agreement_failed'; eventId: string; agreementId: string; reason: string }
  | { kind: 'payment_completed'; eventId: string; paymentId: string; providerTransactionId: string; amountOre: Ore }
  | {
      kind: 'payment_failed';
      eventId: string;
      paymentId: string;
      reason: string;
      /** The provider's id of the failed attempt, as sent to the browser (vivawallettransactionid), so its poll can end. */
      providerTransactionId?: string;
    };
