/**
 * The provider's daily settlement file (GET /api/settlements/{method}/{YYYY-MM-DD}, signed
 * as the provider's other GET calls): every charge, refund and fee it booked on that
 * Copenhagen day for one payment method, each with the platform's reference (what the
 * platform sent: a charge's reference, a hosted payment's paymentId) and the provider's
 * transaction id. Amounts are whole øre, all positive; a fee line belongs to the charge of
 * the same provider transaction.
 */
export type SettlementMethod = 'card' | 'mobilepay';

export interface SettlementLine {
  type: 'charge' | 'refund' | 'fee';
  /** The platform's reference; null for money the provider booked without one. */
  reference: string | null;
  providerTransactionId: string;
  amountOre: number;
  /** When the provider booked it (ISO 8601). */
  bookedAt: string;
}

export interface SettlementFile {
  method: SettlementMethod;
  date: string;
  currency: 'DKK';
  lines: SettlementLine[];
  totals: { chargedOre: number; refundedOre: number; feesOre: number };
}

export const SETTLEMENT_METHODS: readonly SettlementMethod[] = ['card', 'mobilepay'];
