import { createHash } from 'node:crypto';
import type { SubscriptionBillResult } from '@kk/contracts';
import { TransactionStatusId } from '@kk/contracts';
import { oreToKroner, type Ore } from '@kk/domain';
import { badRequest } from '../../core/errors';
import { platformText } from '../../core/platform-texts';
import { cardServesWallet } from '../../core/family-access';
import { requireIdempotencyKey, requestFingerprint } from '../../core/idempotency';
import type { Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import { enqueueJob } from '../../jobs/repository';
import type { ChargeResult } from '../card-provider/adapter';
import type { IdempotentCall } from '../idempotency/service';
import { finishPendingTopUp, lockPendingTopUp, noteCheckUp, recordTopUp, startPendingTopUp, topUpIdByReference } from '../payment/top-ups';
import { requireDepositRole, type FamilyAccess } from '../family/access';
import { CardAccess, cardOwner } from './card-access';
import { depositAmountOre, DepositRoom } from './deposit-room';
import type { MoneyIn } from './money-in';
import * as cards from './repository';

/** The check-up asks the provider after this long, when the answer should long be stored. */
const RECONCILIATION_DELAY_MS = 2 * 60_000;
/** How often the check-up asks before giving up (the runner waits 1, 2, 4 … 60 minutes between): hours of a provider being down. */
const RECONCILIATION_ATTEMPTS = 12;

export interface SubscriptionBill {
  amount: number;
  uid: string;
  merchantNumber?: string | undefined;
  merchantName?: string | undefined;
  walletID: string;
}

/** Everything needed to settle a deposit again later, without the caller. */
export interface DepositIntent {
  userId: string;
  call: IdempotentCall;
  /** The charge's reference at the provider: the same for every retry of this key. */
  reference: string;
  walletId: string;
  cardId: string;
  amountOre: Ore;
  /** The deposit's top-up, written (status 1) before the card is charged; absent in check-ups queued before migration 049. */
  topUpId?: string | undefined;
}

/** What settles a deposit: the charge was made, or it failed with the reason staff see. */
type DepositOutcome = { charged: true; providerTransactionId: string } | { charged: false; reason: string };

/** The provider could not say yet whether it charged: the check-up asks again later. */
class ChargeOutcomeUnknown extends Error {
  constructor(status: string) {
    super(`The card provider cannot tell yet whether it charged: ${status}`);
    this.name = 'ChargeOutcomeUnknown';
  }
}

/** The guardian's answer for a top-up's outcome: a failure is final ('timeout' alone invites a retry with the same key). */
const answerFor = (outcome: DepositOutcome): SubscriptionBillResult => (outcome.charged ? 'Success' : outcome.reason === 'NoFund' ? 'NoFund' : 'credit card error');

const outcomeOf = (result: Exclude<ChargeResult, { status: 'timeout' }>): DepositOutcome =>
  result.status === 'approved'
    ? { charged: true, providerTransactionId: result.providerTransactionId }
    : { charged: false, reason: result.status === 'insufficient_funds' ? 'NoFund' : 'credit card error' };

/**
 * Adding funds with a saved card (POST .../SubscriptionBill). The card is charged with a
 * reference derived from the caller and the Idempotency-Key, so however often the call is
 * repeated the provider charges once; the wallet is credited (LedgerService.depositByCard)
 * in the same database transaction that stores the answer under the key (the
 * idempotency module), so it is credited once. The charge itself runs outside any
 * database transaction.
 *
 * A card charge happens at most once, and only when the platform says so (issue 23): the
 * top-up is written (status 1, with the charge's reference) and a check-up queued before
 * the card is charged; an answer of failure (declined, no funds, an error, a provider that
 * cannot be reached) fails the top-up and stores that answer under the key at once. The
 * check-up never sends the charge again: it asks the provider about the reference
 * (CardProviderAdapter.chargeStatus) and settles only what the provider did, crediting a
 * charge made after all once (with a note for the help desk) and failing the rest. A
 * time-out is answered 'timeout' and not stored: a retry with the same key sends the same
 * reference, which the provider charges once.
 */
export class DepositService {
  constructor(
    private readonly deps: MoneyIn,
    private readonly family: FamilyAccess,
  ) {}

  private readonly room = new DepositRoom();

  async subscriptionBill(auth: AuthContext, bill: SubscriptionBill, idempotencyKey: string | undefined): Promise<SubscriptionBillResult> {
    return (await this.subscriptionBillAnswer(auth, bill, idempotencyKey)).body;
  }

  /** The answer, and whether it is a stored one replayed for a repeated Idempotency-Key. */
  async subscriptionBillAnswer(
    auth: AuthContext,
    bill: SubscriptionBill,
    idempotencyKey: string | undefined,
  ): Promise<{ body: SubscriptionBillResult; replayed: boolean }> {
    requireDepositRole(auth);
    const key = requireIdempotencyKey(idempotencyKey);
    const amountOre = depositAmountOre(bill.amount);
    const call: IdempotentCall = {
      scope: `user:${auth.userId}`,
      key,
      requestHash: requestFingerprint('SubscriptionBill', { amountOre, uid: bill.uid.toLowerCase(), walletID: bill.walletID.toLowerCase() }),
    };
    // A repeated call is answered from the store, without asking the provider again.
    const known = await this.deps.idempotency.storedAnswer(call);
    if (known !== null) return { body: known.body as SubscriptionBillResult, replayed: true };

    const wallet = await this.family.wallet(auth, bill.walletID);
    const card = await new CardAccess(this.deps.db, this.family).usableCard(auth, bill.uid);
    if (!cardServesWallet(cardOwner(card), { id: wallet.id, walletGroupId: wallet.wallet_group_id })) {
      throw badRequest("The card cannot pay for this wallet: it belongs to another of the family's wallets");
    }
    if (bill.merchantNumber !== undefined && bill.merchantNumber !== card.merchant_number) throw badRequest('merchantNumber is not the card’s');
    if (bill.merchantName !== undefined && bill.merchantName.toLowerCase() !== card.card_type.toLowerCase()) throw badRequest('merchantName is not the card’s');
    const reference = `deposit:${createHash('sha256').update(`${auth.userId}\n${key}`).digest('hex')}`;
    const started = await this.deps.db.transaction(async (tx) => {
      // Under the wallet's row lock, counting the deposits still under way: concurrent
      // deposits cannot together lift the balance above the ceiling only one of them fits under.
      await this.deps.ledger.lockWallet(tx, wallet.id);
      // The same key after a time-out: the same top-up, the same reference, no second check-up.
      const earlier = await topUpIdByReference(tx, reference);
      if (earlier !== null) return lockPendingTopUp(tx, earlier);
      await this.room.assertRoom(tx, wallet.id, amountOre, reference);
      const at = this.deps.clock.now();
      const topUpId = await startPendingTopUp(tx, {
        source: 'card',
        walletId: wallet.id,
        userId: auth.userId,
        amountOre,
        description: platformText('cardDepositWithCard', { last4: card.last4 }),
        card,
        providerReference: reference,
        at,
        expiresAt: new Date(at.getTime() + RECONCILIATION_DELAY_MS),
      });
      // Queued before the card is charged, so even a crash right after the charge is settled later.
      const intent: DepositIntent = { userId: auth.userId, call, reference, walletId: wallet.id, cardId: card.id, amountOre, topUpId };
      await enqueueJob(tx, {
        kind: cards.DEPOSIT_RECONCILIATION_JOB,
        payload: { ...intent },
        runAt: new Date(at.getTime() + RECONCILIATION_DELAY_MS),
        dedupeKey: reference,
        maxAttempts: RECONCILIATION_ATTEMPTS,
      });
      return lockPendingTopUp(tx, topUpId);
    });
    if (started === null) throw new Error(`The top-up of deposit ${reference} is missing`);
    // Settled meanwhile (the check-up answered for this key): its outcome, never a second charge.
    if (started.status_id !== TransactionStatusId.Reserved) {
      return { body: started.status_id === TransactionStatusId.Completed ? 'Success' : answerFor({ charged: false, reason: started.error_message ?? '' }), replayed: true };
    }
    const intent: DepositIntent = { userId: auth.userId, call, reference, walletId: wallet.id, cardId: card.id, amountOre, topUpId: started.id };
    const result = await this.deps.provider.chargeSavedCard({ token: card.provider_token, amountOre, reference, description: `Indbetaling til ${wallet.name}` });
    // Not final, so not stored: the top-up stays under way; the check-up asks, and a retry
    // with the same key sends the same reference, which the provider charges once.
    if (result.status === 'timeout') return { body: 'timeout', replayed: false };
    // An error (the provider cannot be reached, or answered nonsense) is answered as the
    // failure it is, stored, and the top-up failed: the check-up only asks whether a charge was made after all.
    return this.settleAnswer(intent, outcomeOf(result), card);
  }

  /**
   * The check-up (the reconciliation job): asks the provider whether the deposit's charge
   * was made and settles the top-up by the answer, never sending the charge again. Throws
   * while the provider cannot be reached or is still answering, so the runner asks again
   * later (RECONCILIATION_ATTEMPTS times).
   */
  async reconcile(intent: DepositIntent): Promise<void> {
    const card = await cards.findCardIncludingDeleted(this.deps.db, intent.cardId);
    if (card === null) throw new Error(`Card ${intent.cardId} of deposit ${intent.reference} no longer exists`);
    const topUpId = intent.topUpId ?? (await this.topUpOfEarlierCheckUp(intent, card));
    const { rows } = await this.deps.db.query<{ status_id: number }>('SELECT status_id FROM payment_transactions WHERE id = $1', [topUpId]);
    if (rows[0]?.status_id === TransactionStatusId.Completed) return;
    const status = await this.deps.provider.chargeStatus({ reference: intent.reference });
    if (status.status === 'pending') throw new ChargeOutcomeUnknown(status.status);
    const outcome: DepositOutcome =
      status.status === 'approved'
        ? { charged: true, providerTransactionId: status.providerTransactionId }
        : { charged: false, reason: status.status === 'insufficient_funds' ? 'NoFund' : status.status === 'declined' ? 'credit card error' : rows[0]?.status_id === TransactionStatusId.Reserved ? 'timeout' : 'credit card error' };
    await this.settleAnswer({ ...intent, topUpId }, outcome, card, true);
  }

  /**
   * Settles the top-up in the transaction that stores the key's answer. When the key was
   * answered meanwhile (a failure the check-up decided while a retry with the key was
   * charging, or a charge the provider made after its error was answered) but the money
   * was taken, the top-up is still credited, once: what the provider charged always reaches the wallet.
   */
  private async settleAnswer(intent: DepositIntent, outcome: DepositOutcome, card: cards.CreditCardRow, byCheckUp = false): Promise<{ body: SubscriptionBillResult; replayed: boolean }> {
    const answer = await this.deps.idempotency.run(intent.call, async (tx) => ({ statusCode: 200, body: await this.settle(tx, intent, outcome, card, byCheckUp) }), () => null);
    if (answer.replayed === true && outcome.charged) {
      return { body: await this.deps.db.transaction((tx) => this.settle(tx, intent, outcome, card, byCheckUp)), replayed: false };
    }
    return { body: answer.body as SubscriptionBillResult, replayed: answer.replayed === true };
  }

  /**
   * The top-up's outcome, under its row lock, once: charged, the wallet is credited and
   * the top-up completes (a failed one with the check-up's note: the help desk sees why);
   * failed, the top-up fails with the reason (staff find it; its charge is not sent again).
   */
  private async settle(tx: Queryable, intent: DepositIntent, outcome: DepositOutcome, card: cards.CreditCardRow, byCheckUp: boolean): Promise<SubscriptionBillResult> {
    if (intent.topUpId === undefined) throw new Error(`Deposit ${intent.reference} has no top-up`);
    const row = await lockPendingTopUp(tx, intent.topUpId);
    if (row === null) throw new Error(`The top-up ${intent.topUpId} of deposit ${intent.reference} is missing`);
    const at = this.deps.clock.now();
    const description = platformText('cardDepositWithCard', { last4: card.last4 });
    if (row.provider_reference !== intent.reference) {
      // The support tool retried the failed top-up meanwhile (another reference). Had this
      // charge been made after all, its money is the guardian's: it goes in as a top-up of its own.
      if (!outcome.charged) return answerFor(outcome);
      const ledgerTransactionId = await this.deps.ledger.depositByCard(tx, intent.walletId, intent.amountOre, at, description);
      await recordTopUp(tx, {
        source: 'card', walletId: intent.walletId, userId: intent.userId, amountOre: intent.amountOre, description, card, at, providerReference: intent.reference,
        outcome: { ok: true, ledgerTransactionId, providerTransactionId: outcome.providerTransactionId },
      });
      return 'Success';
    }
    if (row.status_id === TransactionStatusId.Completed) return 'Success';
    if (!outcome.charged && row.status_id !== TransactionStatusId.Reserved) return answerFor({ charged: false, reason: row.error_message ?? outcome.reason });
    const topUp = { id: row.id, walletId: row.wallet_id, walletName: row.wallet_name, source: 'card' as const, amountOre: row.amount_ore, card, at };
    if (outcome.charged) {
      const ledgerTransactionId = await this.deps.ledger.depositByCard(tx, intent.walletId, intent.amountOre, at, description);
      await finishPendingTopUp(tx, { ...topUp, outcome: { ok: true, ledgerTransactionId, providerTransactionId: outcome.providerTransactionId } });
    } else {
      await finishPendingTopUp(tx, { ...topUp, outcome: { ok: false, reason: outcome.reason } });
    }
    if (byCheckUp || row.status_id !== TransactionStatusId.Reserved) {
      const after = { status_id: outcome.charged ? TransactionStatusId.Completed : TransactionStatusId.Failed, error_message: outcome.charged ? row.error_message : outcome.reason };
      await noteCheckUp(tx, {
        transactionId: row.id,
        note: outcome.charged
          ? `The card provider charged ${oreToKroner(row.amount_ore)} kr under this top-up's reference; the check-up paid it into the wallet once (the charge was not sent again)`
          : `The card provider made no charge under this top-up's reference (${outcome.reason}); nothing moved and the charge will not be sent again`,
        before: row,
        after,
        at,
      });
    }
    return answerFor(outcome);
  }

  /** A check-up queued before migration 049 has no top-up: one is written for it now, under way, so it is settled like the others. */
  private async topUpOfEarlierCheckUp(intent: DepositIntent, card: cards.CreditCardRow): Promise<string> {
    return this.deps.db.transaction(async (tx) => {
      const known = await topUpIdByReference(tx, intent.reference);
      if (known !== null) return known;
      const at = this.deps.clock.now();
      return startPendingTopUp(tx, {
        source: 'card', walletId: intent.walletId, userId: intent.userId, amountOre: intent.amountOre,
        description: platformText('cardDepositWithCard', { last4: card.last4 }), card, providerReference: intent.reference, at, expiresAt: at,
      });
    });
  }
}
