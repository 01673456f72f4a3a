import type { Ore } from '@kk/domain';
import { assertBalancedPostings, inLockOrder, type PostingDraft } from '../../core/ledger';
import type { Queryable } from '../../db/db';
import * as ledger from './repository';

export type LedgerTransactionKind = 'card_deposit' | 'purchase' | 'card_payment' | 'refund';

export interface LedgerTransactionDraft {
  id?: string;
  kind: LedgerTransactionKind;
  description: string;
  createdAt: Date;
  postings: readonly PostingDraft[];
}

/**
 * Money moves only through here. The caller passes the open database transaction, so a
 * movement commits or rolls back together with whatever caused it. Statements on one
 * transaction run one after another: a connection runs one query at a time.
 */
export class LedgerService {
  async post(tx: Queryable, draft: LedgerTransactionDraft): Promise<string> {
    assertBalancedPostings(draft.postings);
    return ledger.insertLedgerTransaction(tx, { ...draft, postings: inLockOrder(draft.postings) });
  }

  /** Money paid in by card: from the card provider's clearing account into the wallet. */
  async depositByCard(tx: Queryable, walletId: string, amountOre: Ore, at: Date, description: string): Promise<string> {
    const clearing = await ledger.systemAccountId(tx, ledger.CARD_CLEARING_ACCOUNT_CODE);
    const wallet = await ledger.walletAccountId(tx, walletId);
    return this.post(tx, {
      kind: 'card_deposit',
      description,
      createdAt: at,
      postings: [
        { accountId: clearing, amountOre: -amountOre },
        { accountId: wallet, amountOre, isWallet: true },
      ],
    });
  }

  /** A wallet pays its customer (the canteen, the webshop). */
  async purchase(tx: Queryable, walletId: string, customerId: string, amountOre: Ore, at: Date, description: string): Promise<string> {
    const wallet = await ledger.walletAccountId(tx, walletId);
    const revenue = await ledger.customerRevenueAccountId(tx, customerId);
    return this.post(tx, {
      kind: 'purchase',
      description,
      createdAt: at,
      postings: [
        { accountId: wallet, amountOre: -amountOre, isWallet: true },
        { accountId: revenue, amountOre },
      ],
    });
  }

  /** Every wallet has one account; its balance starts at zero and moves only by postings. */
  openWalletAccount(tx: Queryable, walletId: string): Promise<string> {
    return ledger.insertWalletAccount(tx, walletId);
  }

  /** Where a customer's sales are credited. */
  openCustomerRevenueAccount(tx: Queryable, customerId: string): Promise<string> {
    return ledger.insertCustomerRevenueAccount(tx, customerId);
  }

  balanceOre(q: Queryable, walletId: string): Promise<number> {
    return ledger.walletBalanceOre(q, walletId);
  }
}
