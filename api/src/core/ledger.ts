import type { Ore } from '@kk/domain';

export interface PostingDraft {
  accountId: string;
  /** Signed: positive raises the account's balance, negative lowers it. */
  amountOre: Ore;
  /** A wallet's account: locked before any shared account (see inLockOrder). */
  isWallet?: boolean;
}

export class UnbalancedLedgerTransactionError extends Error {
  constructor(reason: string) {
    super(`Ledger transaction rejected: ${reason}`);
    this.name = 'UnbalancedLedgerTransactionError';
  }
}

/** The reasons a set of postings cannot form a ledger transaction; empty when it can. */
export function postingProblems(postings: readonly PostingDraft[]): string[] {
  const problems: string[] = [];
  if (postings.length < 2) problems.push('a transaction needs at least two postings');
  const accounts = new Set<string>();
  let sum = 0;
  for (const posting of postings) {
    if (!Number.isSafeInteger(posting.amountOre)) problems.push(`amount ${posting.amountOre} is not a whole number of øre`);
    else if (posting.amountOre === 0) problems.push('a posting of zero moves nothing');
    if (accounts.has(posting.accountId)) problems.push(`account ${posting.accountId} appears twice`);
    accounts.add(posting.accountId);
    sum += posting.amountOre;
  }
  if (problems.length === 0 && sum !== 0) problems.push(`postings sum to ${sum} øre, not zero`);
  return problems;
}

export function assertBalancedPostings(postings: readonly PostingDraft[]): void {
  const problems = postingProblems(postings);
  if (problems.length > 0) throw new UnbalancedLedgerTransactionError(problems.join('; '));
}

/**
 * Postings in lock order, so that concurrent transactions touching the same accounts
 * lock their balance rows in the same order and cannot deadlock: wallets first (payments
 * lock the wallet's row before anything else), then the shared accounts (revenue,
 * clearing, refunds), each group by account id.
 */
export function inLockOrder(postings: readonly PostingDraft[]): PostingDraft[] {
  return [...postings].sort((a, b) => {
    const walletFirst = Number(b.isWallet === true) - Number(a.isWallet === true);
    if (walletFirst !== 0) return walletFirst;
    return a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0;
  });
}

/** What a ledger transaction records; the only kinds the platform posts. */
export type LedgerTransactionKind = 'card_deposit' | 'purchase' | 'card_payment' | 'refund' | 'payout' | 'wallet_transfer' | 'card_payback';

/**
 * The legs of every movement the platform makes. The API's LedgerService posts these;
 * the canteen's SQL (repeatable/terminal.sql) writes the purchase's legs in the same
 * order, because its one round trip learns the wallet's account only inside the database.
 */
export const postingsFor = {
  /** A wallet pays its seller (the canteen, the webshop): from the wallet to the seller's revenue. */
  purchase: (walletAccountId: string, revenueAccountId: string, amountOre: Ore): PostingDraft[] => [
    { accountId: walletAccountId, amountOre: -amountOre, isWallet: true },
    { accountId: revenueAccountId, amountOre },
  ],
  /** Card money into a wallet (a deposit, a refill, a paid credit-card child): from the provider's clearing account. */
  cardMoneyIn: (clearingAccountId: string, walletAccountId: string, amountOre: Ore): PostingDraft[] => [
    { accountId: clearingAccountId, amountOre: -amountOre },
    { accountId: walletAccountId, amountOre, isWallet: true },
  ],
  /**
   * A customer's payout (migration 067 draws the way): its net sales settled, the amount
   * to its bank out of the provider's clearing account, the fees to their accounts. Legs
   * of zero are left out; the net sales are what the other legs add up to.
   */
  payout: (accounts: { payout: string; clearing: string; providerFees: string; platformFees: string }, amounts: { paidOre: Ore; providerFeesOre: Ore; platformFeeOre: Ore }): PostingDraft[] =>
    [
      { accountId: accounts.payout, amountOre: -(amounts.paidOre + amounts.providerFeesOre + amounts.platformFeeOre) },
      { accountId: accounts.clearing, amountOre: amounts.paidOre },
      { accountId: accounts.providerFees, amountOre: amounts.providerFeesOre },
      { accountId: accounts.platformFees, amountOre: amounts.platformFeeOre },
    ].filter((posting) => posting.amountOre !== 0),
  /** A leaver's balance to a sibling (issue 28, a new school year): from one wallet to another. */
  walletTransfer: (fromWalletAccountId: string, toWalletAccountId: string, amountOre: Ore): PostingDraft[] => [
    { accountId: fromWalletAccountId, amountOre: -amountOre, isWallet: true },
    { accountId: toWalletAccountId, amountOre, isWallet: true },
  ],
  /** A wallet's balance paid back to a card (issue 28, a leaver): from the wallet to the provider's clearing account. */
  cardPayback: (walletAccountId: string, clearingAccountId: string, amountOre: Ore): PostingDraft[] => [
    { accountId: walletAccountId, amountOre: -amountOre, isWallet: true },
    { accountId: clearingAccountId, amountOre },
  ],
  /** Money given back: from the seller's refund account to the wallet. */
  refund: (refundAccountId: string, walletAccountId: string, amountOre: Ore): PostingDraft[] => [
    { accountId: refundAccountId, amountOre: -amountOre },
    { accountId: walletAccountId, amountOre, isWallet: true },
  ],
};
