/**
 * The nightly reconciliation's rule (issue 27), pure: every line of the providers'
 * settlement files for a day is matched with the ledger, and every card-money posting of
 * the day with a line. A charge line belongs to a posting when its provider transaction id
 * is one the platform recorded for it, or its reference one the platform sent for it; a
 * refund line (money the provider paid to a card) belongs to a pay-back of the ledger (money
 * out of a wallet to a card, a leaver's at a new school year) in the same way.
 * What is left over, on either side, is a mismatch; a pair whose amounts differ is one too.
 */

export type Method = 'card' | 'mobilepay';

export interface ProviderLine {
  method: Method;
  type: 'charge' | 'refund' | 'fee';
  reference: string | null;
  providerTransactionId: string;
  amountOre: number;
}

export interface CardMoneyPosting {
  ledgerTransactionId: string;
  amountOre: number;
  walletId: string | null;
  paymentTransactionId: string | null;
  method: Method;
  providerTransactionIds: readonly string[];
  references: readonly string[];
  /** 'out' for money the ledger paid back to a card (a refund line's match); 'in' when left out. */
  direction?: 'in' | 'out';
}

export interface Mismatch {
  kind: 'charged_not_credited' | 'credited_not_charged' | 'amount_differs';
  method: Method | null;
  reference: string | null;
  providerTransactionId: string | null;
  providerAmountOre: number | null;
  ledgerAmountOre: number | null;
  paymentTransactionId: string | null;
  ledgerTransactionId: string | null;
  walletId: string | null;
  /** Why, for the reader's words (the support tool's texts): what the provider did that the ledger did not, or the other way round. */
  reason: MismatchReason;
}

export type MismatchReason = 'charge_without_credit' | 'card_refund_unknown' | 'credit_without_charge' | 'amounts_differ' | 'payback_without_refund' | 'payback_amounts_differ';

export interface ReconciliationOutcome {
  matchedLines: number;
  matchedPostings: number;
  mismatches: Mismatch[];
}

export function reconcile(lines: readonly ProviderLine[], postings: readonly CardMoneyPosting[]): ReconciliationOutcome {
  const index = (direction: 'in' | 'out') => {
    const byProviderId = new Map<string, CardMoneyPosting>();
    const byReference = new Map<string, CardMoneyPosting>();
    for (const posting of postings) {
      if ((posting.direction ?? 'in') !== direction) continue;
      for (const id of posting.providerTransactionIds) byProviderId.set(id, posting);
      for (const reference of posting.references) byReference.set(reference, posting);
    }
    return (line: ProviderLine) => byProviderId.get(line.providerTransactionId) ?? (line.reference === null ? undefined : byReference.get(line.reference));
  };
  const found = { charge: index('in'), refund: index('out') };
  const taken = new Set<CardMoneyPosting>();
  const mismatches: Mismatch[] = [];
  let matchedLines = 0;
  for (const line of lines) {
    // A fee belongs to its charge's line, and is matched or not with it.
    if (line.type === 'fee') continue;
    const fromProvider = { method: line.method, reference: line.reference, providerTransactionId: line.providerTransactionId, providerAmountOre: line.amountOre };
    const posting = found[line.type](line);
    if (posting === undefined || taken.has(posting)) {
      // The platform gives money back to wallets; only a pay-back of the ledger explains money paid to a card.
      const reason: MismatchReason = line.type === 'refund' ? 'card_refund_unknown' : 'charge_without_credit';
      mismatches.push({ kind: 'charged_not_credited', ...fromProvider, ledgerAmountOre: null, paymentTransactionId: null, ledgerTransactionId: null, walletId: null, reason });
      continue;
    }
    taken.add(posting);
    const fromLedger = { ledgerAmountOre: posting.amountOre, paymentTransactionId: posting.paymentTransactionId, ledgerTransactionId: posting.ledgerTransactionId, walletId: posting.walletId };
    if (posting.amountOre !== line.amountOre) {
      mismatches.push({ kind: 'amount_differs', ...fromProvider, ...fromLedger, reason: line.type === 'refund' ? 'payback_amounts_differ' : 'amounts_differ' });
      continue;
    }
    matchedLines += 1;
  }
  for (const posting of postings) {
    if (taken.has(posting)) continue;
    mismatches.push({
      kind: 'credited_not_charged',
      method: posting.method,
      reference: posting.references[1] ?? posting.references[0] ?? null,
      providerTransactionId: posting.providerTransactionIds[0] ?? null,
      providerAmountOre: null,
      ledgerAmountOre: posting.amountOre,
      paymentTransactionId: posting.paymentTransactionId,
      ledgerTransactionId: posting.ledgerTransactionId,
      walletId: posting.walletId,
      reason: (posting.direction ?? 'in') === 'out' ? 'payback_without_refund' : 'credit_without_charge',
    });
  }
  return { matchedLines, matchedPostings: matchedLines, mismatches };
}
