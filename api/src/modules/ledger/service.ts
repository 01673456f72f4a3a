import type { Ore } from '@kk/domain';
import { assertBalancedPostings, inLockOrder, postingsFor, type LedgerTransactionKind, type PostingDraft } from '../../core/ledger';
import type { Description } from '../../core/platform-texts';
import type { HoldStatus } from '../../core/payment-rules';
import type { Queryable } from '../../db/db';
import * as holds from './holds';
import * as ledger from './repository';

export type { LockedWalletAccount, NewHold } from './holds';

export type { LedgerTransactionKind } from '../../core/ledger';

export interface LedgerTransactionDraft {
  id?: string;
  kind: LedgerTransactionKind;
  /** A platform text (shown in the reader's language) or a text someone wrote. */
  description: Description;
  createdAt: Date;
  postings: readonly PostingDraft[];
}

/** A movement on a wallet whose account row the caller has already locked (LedgerService.lockWallet). */
export interface WalletMovement {
  /** The ledger transaction's id, when another row must name it first (a captured hold). */
  id?: string;
  walletAccountId: string;
  amountOre: Ore;
  at: Date;
  description: Description;
}

/**
 * The one door to the ledger in the API, holds included: every movement's postings come from
 * core/ledger.ts (postingsFor), are checked and put in lock order there, and are written
 * by ledger_post (repeatable/ledger.sql). One instance, made by the composition root
 * (api/src/composition.ts) and handed to whoever moves money. The caller passes the open
 * database transaction, so a movement commits or rolls back with whatever caused it.
 */
export class LedgerService {
  async post(tx: Queryable, draft: LedgerTransactionDraft): Promise<string> {
    assertBalancedPostings(draft.postings);
    return ledger.insertLedgerTransaction(tx, { ...draft, postings: inLockOrder(draft.postings) });
  }

  /** A customer's payout (migration 067 draws the way): its net sales settled, the amount paid out of the clearing account, the fees to their accounts. */
  async payout(tx: Queryable, customerId: string, amounts: { paidOre: Ore; providerFeesOre: Ore; platformFeeOre: Ore }, at: Date, description: Description): Promise<string> {
    const accounts = {
      payout: await ledger.customerPayoutAccountId(tx, customerId),
      clearing: await ledger.systemAccountId(tx, ledger.CARD_CLEARING_ACCOUNT_CODE),
      providerFees: await ledger.systemAccountId(tx, ledger.PROVIDER_FEES_ACCOUNT_CODE),
      platformFees: await ledger.systemAccountId(tx, ledger.PLATFORM_FEES_ACCOUNT_CODE),
    };
    return this.post(tx, { kind: 'payout', description, createdAt: at, postings: postingsFor.payout(accounts, amounts) });
  }

  /** Money paid in by card: from the card provider's clearing account into the wallet. */
  async depositByCard(tx: Queryable, walletId: string, amountOre: Ore, at: Date, description: Description): Promise<string> {
    return this.cardMoneyIn(tx, 'card_deposit', { walletAccountId: await ledger.walletAccountId(tx, walletId), amountOre, at, description });
  }

  /** A paid credit-card child transaction: the card provider's money into the wallet (wallet row already locked). */
  creditCardPayment(tx: Queryable, movement: WalletMovement): Promise<string> {
    return this.cardMoneyIn(tx, 'card_payment', movement);
  }

  /** A wallet pays its customer (the canteen, the webshop), looking both accounts up. */
  async purchase(tx: Queryable, walletId: string, customerId: string, amountOre: Ore, at: Date, description: Description): Promise<string> {
    return this.spend(tx, {
      walletAccountId: await ledger.walletAccountId(tx, walletId),
      revenueAccountId: await ledger.customerRevenueAccountId(tx, customerId),
      amountOre,
      at,
      description,
    });
  }

  /** A purchase from a wallet whose row is locked: from the wallet to the seller's revenue. */
  spend(tx: Queryable, movement: WalletMovement & { revenueAccountId: string }): Promise<string> {
    return this.post(tx, {
      ...(movement.id === undefined ? {} : { id: movement.id }),
      kind: 'purchase',
      description: movement.description,
      createdAt: movement.at,
      postings: postingsFor.purchase(movement.walletAccountId, movement.revenueAccountId, movement.amountOre),
    });
  }

  /** A refund to a wallet whose row is locked: from the seller's refund account back to the wallet. */
  refund(tx: Queryable, movement: WalletMovement & { refundAccountId: string }): Promise<string> {
    return this.post(tx, {
      kind: 'refund',
      description: movement.description,
      createdAt: movement.at,
      postings: postingsFor.refund(movement.refundAccountId, movement.walletAccountId, movement.amountOre),
    });
  }

  /** A leaver's balance to a sibling's wallet (issue 28); both wallet rows locked by the caller (lockWallet), in id order. */
  transferBetweenWallets(tx: Queryable, movement: WalletMovement & { toWalletAccountId: string }): Promise<string> {
    return this.post(tx, {
      ...(movement.id === undefined ? {} : { id: movement.id }),
      kind: 'wallet_transfer',
      description: movement.description,
      createdAt: movement.at,
      postings: postingsFor.walletTransfer(movement.walletAccountId, movement.toWalletAccountId, movement.amountOre),
    });
  }

  /** A wallet's balance paid back to a card by the provider (issue 28, a leaver): from the locked wallet to the card clearing account. */
  async cardPayback(tx: Queryable, movement: WalletMovement): Promise<string> {
    const clearing = await ledger.systemAccountId(tx, ledger.CARD_CLEARING_ACCOUNT_CODE);
    return this.post(tx, {
      ...(movement.id === undefined ? {} : { id: movement.id }),
      kind: 'card_payback',
      description: movement.description,
      createdAt: movement.at,
      postings: postingsFor.cardPayback(movement.walletAccountId, clearing, movement.amountOre),
    });
  }

  /** Every wallet has one account; its balance starts at zero and moves only by postings. */
  openWalletAccount(tx: Queryable, walletId: string): Promise<string> {
    return ledger.insertWalletAccount(tx, walletId);
  }

  /** The accounts of many new wallets at once (the pupil import), each as openWalletAccount opens one. */
  openWalletAccounts(tx: Queryable, walletIds: readonly string[]): Promise<void> {
    return ledger.insertWalletAccounts(tx, walletIds);
  }

  /** Where a customer's sales are credited. */
  openCustomerRevenueAccount(tx: Queryable, customerId: string): Promise<string> {
    return ledger.insertCustomerRevenueAccount(tx, customerId);
  }

  balanceOre(q: Queryable, walletId: string): Promise<number> {
    return ledger.walletBalanceOre(q, walletId);
  }

  /**
   * Locks the wallet's account row until the transaction ends. Every payment takes this
   * lock first, so payments on one wallet queue here and each sees the balance and holds
   * the previous one left; every limit is decided under it.
   */
  lockWallet(tx: Queryable, walletId: string): Promise<holds.LockedWalletAccount> {
    return holds.lockWalletAccount(tx, walletId);
  }

  /** Reserves money on a locked wallet; the database refuses a hold the wallet cannot afford. */
  openHold(tx: Queryable, hold: holds.NewHold): Promise<string> {
    return holds.openHold(tx, hold);
  }

  /** Ends an open hold (captured by a ledger transaction, or released); false when it was not open any more. */
  settleHold(tx: Queryable, holdId: string, status: Exclude<HoldStatus, 'open'>, at: Date, capturedBy: string | null = null): Promise<boolean> {
    return holds.settleHold(tx, holdId, status, at, capturedBy);
  }

  /** The selling customer's refund account, opened the first time the customer refunds. */
  refundAccountId(tx: Queryable, customerId: string): Promise<string> {
    return holds.refundAccountId(tx, customerId);
  }

  private async cardMoneyIn(tx: Queryable, kind: 'card_deposit' | 'card_payment', movement: WalletMovement): Promise<string> {
    const clearing = await ledger.systemAccountId(tx, ledger.CARD_CLEARING_ACCOUNT_CODE);
    return this.post(tx, {
      kind,
      description: movement.description,
      createdAt: movement.at,
      postings: postingsFor.cardMoneyIn(clearing, movement.walletAccountId, movement.amountOre),
    });
  }
}
