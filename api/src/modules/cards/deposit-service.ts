import { createHash } from 'node:crypto';
import type { SubscriptionBillResult } from '@kk/contracts';
import { depositAmountProblem, depositOre, MINIMUM_DEPOSIT_KRONER, type Ore } from '@kk/domain';
import type { Clock } from '../../clock';
import { AppError, badRequest } from '../../core/errors';
import { platformText } from '../../core/platform-texts';
import { cardServesWallet } from '../../core/family-access';
import { idempotencyKeyProblem, keysFreshAfter, requestFingerprint } from '../../core/idempotency';
import type { Db, Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import { enqueueJob } from '../../jobs/repository';
import type { CardProviderAdapter, ChargeResult } from '../card-provider/adapter';
import { findFreshKey } from '../idempotency/repository';
import { KEY_REUSED_MESSAGE, type IdempotencyService, type IdempotentCall } from '../idempotency/service';
import { lockWalletAccount } from '../ledger/holds';
import { recordTopUp } from '../payment-common/top-ups';
import type { LedgerService } from '../ledger/service';
import { cardOwner, FamilyAccess, requireDepositRole } from './family';
import * as cards from './repository';

/** The safety net looks again after this long, when the answer should long be stored. */
const RECONCILIATION_DELAY_MS = 2 * 60_000;

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
}

/** The provider could not say whether it charged; retrying with the same reference is safe. */
class ChargeOutcomeUnknown extends Error {
  constructor(readonly result: ChargeResult) {
    super(`The card provider's answer is not final: ${result.status}`);
    this.name = 'ChargeOutcomeUnknown';
  }
}

const chargeFailureMessage = (result: Exclude<ChargeResult, { status: 'approved' }>): SubscriptionBillResult =>
  result.status === 'insufficient_funds' ? 'NoFund' : 'credit card error';

/**
 * Adding funds with a saved card (POST .../SubscriptionBill). The card is charged with a
 * reference derived from the caller and the Idempotency-Key, so however often the call is
 * repeated the provider charges once; the wallet is credited (LedgerService.depositByCard)
 * in the same database transaction that stores the answer under the key (the
 * idempotency module), so it is credited once. The charge itself runs outside any
 * database transaction. A queued reconciliation job settles a deposit whose caller
 * vanished between the charge and the credit (a crash, a time-out).
 */
export class DepositService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly provider: CardProviderAdapter,
    private readonly ledger: LedgerService,
    private readonly idempotency: IdempotencyService,
    /** The idempotency module's retention: how long an answer is replayed. */
    private readonly idempotencyRetentionMs: number,
  ) {}

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
    const keyProblem = idempotencyKeyProblem(idempotencyKey);
    if (keyProblem !== null || idempotencyKey === undefined) throw badRequest(keyProblem ?? 'The Idempotency-Key header is required');
    const amountOre = this.amountOre(bill.amount);
    const call: IdempotentCall = {
      scope: `user:${auth.userId}`,
      key: idempotencyKey,
      requestHash: requestFingerprint('SubscriptionBill', { amountOre, uid: bill.uid.toLowerCase(), walletID: bill.walletID.toLowerCase() }),
    };
    // A repeated call is answered from the store, without asking the provider again.
    const known = await findFreshKey(this.db, call.scope, call.key, keysFreshAfter(this.clock.now(), this.idempotencyRetentionMs));
    if (known !== null) {
      if (known.requestHash !== call.requestHash) throw new AppError(422, KEY_REUSED_MESSAGE, 'Use a new Idempotency-Key for a new request');
      return { body: known.body as SubscriptionBillResult, replayed: true };
    }

    const family = new FamilyAccess(this.db);
    const wallet = await family.wallet(auth, bill.walletID);
    const card = await family.card(auth, bill.uid);
    if (!cardServesWallet(cardOwner(card), { id: wallet.id, walletGroupId: wallet.wallet_group_id })) {
      throw badRequest("The card cannot pay for this wallet: it belongs to another of the family's wallets");
    }
    if (bill.merchantNumber !== undefined && bill.merchantNumber !== card.merchant_number) throw badRequest('merchantNumber is not the card’s');
    if (bill.merchantName !== undefined && bill.merchantName.toLowerCase() !== card.card_type.toLowerCase()) throw badRequest('merchantName is not the card’s');
    const intent: DepositIntent = {
      userId: auth.userId,
      call,
      reference: `deposit:${createHash('sha256').update(`${auth.userId}\n${idempotencyKey}`).digest('hex')}`,
      walletId: wallet.id,
      cardId: card.id,
      amountOre,
    };
    await this.db.transaction(async (tx) => {
      // Under the wallet's row lock, counting the deposits still under way: concurrent
      // deposits cannot together lift the balance above the ceiling only one of them fits under.
      await lockWalletAccount(tx, wallet.id);
      await this.assertRoomInWallet(tx, wallet.id, amountOre, intent.reference);
      // Queued before the card is charged, so even a crash right after the charge is settled later.
      await enqueueJob(tx, {
        kind: cards.DEPOSIT_RECONCILIATION_JOB,
        payload: { ...intent },
        runAt: new Date(this.clock.now().getTime() + RECONCILIATION_DELAY_MS),
        dedupeKey: intent.reference,
        maxAttempts: 6,
      });
    });
    const result = await this.provider.chargeSavedCard({ token: card.provider_token, amountOre, reference: intent.reference, description: `Indbetaling til ${wallet.name}` });
    // Not final, so not stored: a retry with the same key asks the provider again (same reference).
    if (result.status === 'timeout') return { body: 'timeout', replayed: false };
    if (result.status === 'error') return { body: 'credit card error', replayed: false };
    const answer = await this.idempotency.run(intent.call, (tx) => this.settle(tx, intent, result, card), () => null);
    return { body: answer.body as SubscriptionBillResult, replayed: answer.replayed === true };
  }

  /**
   * The reconciliation job: settles the deposit if nobody has (the stored answer says
   * so), asking the provider again under the same reference. Throws while the provider's
   * answer is still not final, so the job runner tries again later.
   */
  async reconcile(intent: DepositIntent): Promise<void> {
    await this.idempotency.run(
      intent.call,
      async (tx) => {
        const card = await cards.findCardIncludingDeleted(tx, intent.cardId);
        if (card === null) throw new Error(`Card ${intent.cardId} of deposit ${intent.reference} no longer exists`);
        const result = await this.provider.chargeSavedCard({ token: card.provider_token, amountOre: intent.amountOre, reference: intent.reference, description: 'Indbetaling' });
        return this.settle(tx, intent, result, card);
      },
      () => null,
    );
  }

  /**
   * The deposit's outcome, in the transaction that stores the key's answer: approved, the
   * wallet is credited; declined, nothing moves. Either way the top-up is recorded as a
   * transaction staff can find (payment-common/top-ups.ts), with its receipt queued.
   */
  private async settle(tx: Queryable, intent: DepositIntent, result: ChargeResult, card: cards.CreditCardRow): Promise<{ statusCode: number; body: SubscriptionBillResult }> {
    if (result.status === 'timeout' || result.status === 'error') throw new ChargeOutcomeUnknown(result);
    const at = this.clock.now();
    const description = platformText('cardDepositWithCard', { last4: card.last4 });
    const topUp = { source: 'card' as const, walletId: intent.walletId, userId: intent.userId, amountOre: intent.amountOre, description, card, at };
    if (result.status !== 'approved') {
      const body = chargeFailureMessage(result);
      await recordTopUp(tx, { ...topUp, outcome: { ok: false, reason: body } });
      return { statusCode: 200, body };
    }
    const ledgerTransactionId = await this.ledger.depositByCard(tx, intent.walletId, intent.amountOre, at, description);
    await recordTopUp(tx, { ...topUp, outcome: { ok: true, ledgerTransactionId, providerTransactionId: result.providerTransactionId } });
    return { statusCode: 200, body: 'Success' };
  }

  /**
   * The contract (KronerAmountText) let only whole øre through; a deposit must also be at
   * least MINIMUM_DEPOSIT_KRONER (@kk/domain depositAmount, the rule the form shows).
   */
  private amountOre(kroner: number): Ore {
    const amountOre = depositOre(kroner);
    if (amountOre === null) throw badRequest('amount: invalid_amount');
    if (amountOre < MINIMUM_DEPOSIT_KRONER * 100) throw badRequest(`amount: below_minimum (at least ${MINIMUM_DEPOSIT_KRONER} kr)`);
    return amountOre;
  }

  /**
   * A deposit may not lift the balance, with the card money still under way, above the
   * wallet's TotalMaximumAmount, or 100000 kr without one (the spec's ceiling for refills,
   * used as every wallet's default ceiling): @kk/domain depositAmountProblem, under the lock.
   */
  private async assertRoomInWallet(tx: Queryable, walletId: string, amountOre: Ore, reference: string): Promise<void> {
    const limits = await cards.walletMoneyLimits(tx, walletId);
    const underWay = await cards.cardMoneyUnderWayOre(tx, walletId, reference);
    const problem = depositAmountProblem(amountOre, { balanceOre: limits.balance_ore, totalMaximumAmountOre: limits.total_maximum_amount_ore, underWayOre: underWay });
    if (problem?.code === 'above_maximum') throw new AppError(400, 'payment exceeded', `At most ${problem.maximumKroner} kr can be added to this wallet`);
    if (problem !== null) throw badRequest(`amount: ${problem.code}`);
  }
}
