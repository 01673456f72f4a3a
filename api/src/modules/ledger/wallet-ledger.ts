import type { Ore } from '@kk/domain';
import type { Queryable } from '../../db/db';
import * as ledger from './repository';
import type { LedgerService } from './service';

export interface WalletMovement {
  /** The ledger transaction's id, when another row must name it first. */
  id?: string;
  walletAccountId: string;
  amountOre: Ore;
  at: Date;
  description: string;
}

/**
 * Movements on a wallet whose account row the caller has already locked (holds.ts,
 * lockWalletAccount): the shared account is locked after it, in the one lock order.
 */
export class WalletLedger {
  constructor(private readonly ledger: LedgerService) {}

  /** A purchase: from the wallet to the seller's revenue. */
  spend(tx: Queryable, movement: WalletMovement & { revenueAccountId: string }): Promise<string> {
    return this.ledger.post(tx, {
      ...(movement.id === undefined ? {} : { id: movement.id }),
      kind: 'purchase',
      description: movement.description,
      createdAt: movement.at,
      postings: [
        { accountId: movement.walletAccountId, amountOre: -movement.amountOre, isWallet: true },
        { accountId: movement.revenueAccountId, amountOre: movement.amountOre },
      ],
    });
  }

  /** A refund: from the seller's refund account back to the wallet. */
  refund(tx: Queryable, movement: WalletMovement & { refundAccountId: string }): Promise<string> {
    return this.ledger.post(tx, {
      kind: 'refund',
      description: movement.description,
      createdAt: movement.at,
      postings: [
        { accountId: movement.refundAccountId, amountOre: -movement.amountOre },
        { accountId: movement.walletAccountId, amountOre: movement.amountOre, isWallet: true },
      ],
    });
  }

  /** A paid credit-card child transaction: the card provider's money into the wallet. */
  async creditCardPayment(tx: Queryable, movement: WalletMovement): Promise<string> {
    const clearing = await ledger.systemAccountId(tx, ledger.CARD_CLEARING_ACCOUNT_CODE);
    return this.ledger.post(tx, {
      kind: 'card_payment',
      description: movement.description,
      createdAt: movement.at,
      postings: [
        { accountId: clearing, amountOre: -movement.amountOre },
        { accountId: movement.walletAccountId, amountOre: movement.amountOre, isWallet: true },
      ],
    });
  }
}
