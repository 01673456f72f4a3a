import { reconcile, type CardMoneyPosting, type ProviderLine } from './reconciliation';

const posting = (id: string, amountOre: number, extra: Partial<CardMoneyPosting> = {}): CardMoneyPosting => ({
  ledgerTransactionId: id, amountOre, walletId: 'w', paymentTransactionId: null, method: 'card', providerTransactionIds: [], references: [id], ...extra,
});
const charge = (reference: string | null, providerTransactionId: string, amountOre: number): ProviderLine => ({ method: 'card', type: 'charge', reference, providerTransactionId, amountOre });

describe('reconcile', () => {
  it('matches lines by provider transaction id or by reference, and ignores fee lines', () => {
    const outcome = reconcile(
      [charge('l1', 'txn_1', 1000), { ...charge('l1', 'txn_1', 10), type: 'fee' }, charge('job-2', 'txn_2', 2000)],
      [posting('l1', 1000), posting('l2', 2000, { providerTransactionIds: ['txn_2'] })],
    );
    expect(outcome).toEqual({ matchedLines: 2, matchedPostings: 2, mismatches: [] });
  });

  it('names each kind of mismatch', () => {
    const outcome = reconcile(
      [charge('nobody', 'txn_9', 500), charge('l2', 'txn_2', 1000), { ...charge('r', 'txn_r', 300), type: 'refund' }],
      [posting('l1', 700), posting('l2', 900)],
    );
    expect(outcome.matchedLines).toBe(0);
    expect(outcome.mismatches.map((m) => [m.kind, m.reference ?? m.ledgerTransactionId, m.providerAmountOre, m.ledgerAmountOre])).toEqual([
      ['charged_not_credited', 'nobody', 500, null],
      ['amount_differs', 'l2', 1000, 900],
      ['charged_not_credited', 'r', 300, null],
      ['credited_not_charged', 'l1', null, 700],
    ]);
  });

  it('matches one line with one posting only', () => {
    const outcome = reconcile([charge('l1', 'a', 100), charge('l1', 'b', 100)], [posting('l1', 100)]);
    expect(outcome.matchedLines).toBe(1);
    expect(outcome.mismatches.map((m) => m.kind)).toEqual(['charged_not_credited']);
  });

  it("matches a refund line with the ledger's pay-back to a card, never with money in", () => {
    const refund = (reference: string, id: string, amountOre: number): ProviderLine => ({ ...charge(reference, id, amountOre), type: 'refund' });
    const paidBack = posting('p1', 700, { references: ['p1', 'school-year:p1'], direction: 'out' });
    expect(reconcile([refund('school-year:p1', 'txn_p', 700)], [paidBack])).toEqual({ matchedLines: 1, matchedPostings: 1, mismatches: [] });
    // A refund line carrying a deposit's reference is still the provider's to explain.
    expect(reconcile([refund('l1', 'txn_x', 700)], [posting('l1', 700)]).mismatches.map((m) => m.reason)).toEqual(['card_refund_unknown', 'credit_without_charge']);
    expect(reconcile([refund('school-year:p1', 'txn_p', 650)], [paidBack]).mismatches.map((m) => [m.kind, m.reason, m.providerAmountOre, m.ledgerAmountOre])).toEqual([
      ['amount_differs', 'payback_amounts_differ', 650, 700],
    ]);
    expect(reconcile([], [paidBack]).mismatches.map((m) => [m.kind, m.reason, m.ledgerAmountOre])).toEqual([['credited_not_charged', 'payback_without_refund', 700]]);
  });
});
