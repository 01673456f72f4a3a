import { assertBalancedPostings, inLockOrder, postingProblems, postingsFor, UnbalancedLedgerTransactionError } from './ledger';

describe('ledger postings', () => {
  it('accepts postings that sum to zero', () => {
    expect(postingProblems([{ accountId: 'clearing', amountOre: -25_000 }, { accountId: 'wallet', amountOre: 25_000 }])).toEqual([]);
  });

  it('rejects postings that do not sum to zero', () => {
    expect(() => assertBalancedPostings([{ accountId: 'a', amountOre: -100 }, { accountId: 'b', amountOre: 99 }])).toThrow(
      UnbalancedLedgerTransactionError,
    );
  });

  it('rejects a single posting, zero postings and zero amounts', () => {
    expect(postingProblems([])).toContain('a transaction needs at least two postings');
    expect(postingProblems([{ accountId: 'a', amountOre: 0 }, { accountId: 'b', amountOre: 0 }])).toContain('a posting of zero moves nothing');
  });

  it('rejects fractions of an øre', () => {
    expect(postingProblems([{ accountId: 'a', amountOre: 0.5 }, { accountId: 'b', amountOre: -0.5 }])[0]).toMatch(/whole number/);
  });

  it('rejects the same account twice', () => {
    expect(postingProblems([{ accountId: 'a', amountOre: 1 }, { accountId: 'a', amountOre: -1 }])).toContain('account a appears twice');
  });

  it('orders postings by account so locks are always taken in the same order', () => {
    const ordered = inLockOrder([{ accountId: 'c', amountOre: 1 }, { accountId: 'a', amountOre: -2 }, { accountId: 'b', amountOre: 1 }]);
    expect(ordered.map((p) => p.accountId)).toEqual(['a', 'b', 'c']);
  });

  it('locks wallet accounts before the shared accounts', () => {
    const ordered = inLockOrder([{ accountId: 'a-revenue', amountOre: 1 }, { accountId: 'z-wallet', amountOre: -1, isWallet: true }]);
    expect(ordered.map((p) => p.accountId)).toEqual(['z-wallet', 'a-revenue']);
  });
});

describe('a new school year\'s movements (issue 28)', () => {
  it('moves a leaver\'s balance wallet to wallet, and pays one back wallet to card clearing, each balanced', () => {
    const transfer = postingsFor.walletTransfer('leaver', 'sibling', 4_250);
    expect(transfer).toEqual([
      { accountId: 'leaver', amountOre: -4_250, isWallet: true },
      { accountId: 'sibling', amountOre: 4_250, isWallet: true },
    ]);
    expect(postingProblems(transfer)).toEqual([]);
    const payback = postingsFor.cardPayback('leaver', 'clearing', 1_999);
    expect(payback).toEqual([
      { accountId: 'leaver', amountOre: -1_999, isWallet: true },
      { accountId: 'clearing', amountOre: 1_999 },
    ]);
    expect(postingProblems(payback)).toEqual([]);
  });
});
