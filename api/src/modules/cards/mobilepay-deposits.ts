import { MOBILEPAY_RETURN_PARAMETER, type MobilePayDepositResponse, type MobilePayStatusResponse } from '@kk/contracts';
import { depositAmountProblem, depositOre, isAllowedReturnUrl, MINIMUM_DEPOSIT_KRONER, oreToKroner, type Ore } from '@kk/domain';
import type { Clock } from '../../clock';
import { AppError, badRequest, notFound } from '../../core/errors';
import { platformText } from '../../core/platform-texts';
import { idempotencyKeyProblem, requestFingerprint } from '../../core/idempotency';
import type { Db, Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import type { CardProviderAdapter, ProviderNotification } from '../card-provider/adapter';
import { CardProviderUnavailableError } from '../card-provider/errors';
import type { IdempotencyService } from '../idempotency/service';
import { lockWalletAccount } from '../ledger/holds';
import type { LedgerService } from '../ledger/service';
import { finishPendingTopUp, lockPendingTopUp, startPendingTopUp } from '../payment-common/top-ups';
import { FamilyAccess, requireDepositRole } from './family';
import * as cards from './repository';

type PaymentNotification = Extract<ProviderNotification, { kind: 'payment_completed' | 'payment_failed' }>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * How long a MobilePay deposit may stay under way (the provider's approval times out
 * well before): its expires_at, so it is not mistaken for a claimed retry.
 */
const PENDING_MS = 30 * 60_000;

/** The query parameter the browser comes back with: the deposit's transaction id. */

export interface MobilePayDepositRequest {
  walletID: string;
  amount: number;
  returnUrl: string;
}

/**
 * Adding funds with MobilePay (POST /api/DepositWithdraw/MobilePay/Deposit). Under the
 * wallet's lock, as a deposit by card: the 10 kr minimum and the wallet's ceiling (@kk/domain
 * depositAmount, counting the card and MobilePay money still under way), then a pending
 * top-up (status 1) and the provider's MobilePay approval page for it, all under the
 * Idempotency-Key (a repeated call answers the same page). The provider's signed
 * notification settles it once: payment_completed credits the wallet
 * (LedgerService.depositByCard, 'Indbetaling med MobilePay') with its receipt queued,
 * payment_failed (rejected, timeout, cancelled) records the reason and moves nothing.
 */
export class MobilePayDepositService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly provider: CardProviderAdapter,
    private readonly ledger: LedgerService,
    private readonly idempotency: IdempotencyService,
    private readonly allowedReturnOrigins: readonly (string | RegExp)[],
  ) {}

  async deposit(
    auth: AuthContext,
    request: MobilePayDepositRequest,
    idempotencyKey: string | undefined,
    language: 'da' | 'en' | undefined,
  ): Promise<{ body: MobilePayDepositResponse; replayed: boolean }> {
    requireDepositRole(auth);
    const keyProblem = idempotencyKeyProblem(idempotencyKey);
    if (keyProblem !== null || idempotencyKey === undefined) throw badRequest(keyProblem ?? 'The Idempotency-Key header is required');
    const amountOre = depositOre(request.amount);
    if (amountOre === null) throw badRequest('amount: invalid_amount');
    if (amountOre < MINIMUM_DEPOSIT_KRONER * 100) throw badRequest(`amount: below_minimum (at least ${MINIMUM_DEPOSIT_KRONER} kr)`);
    if (!isAllowedReturnUrl(request.returnUrl, this.allowedReturnOrigins)) throw badRequest('returnUrl must be an address of this site');
    const wallet = await new FamilyAccess(this.db).wallet(auth, request.walletID);
    const call = {
      scope: `user:${auth.userId}`,
      key: idempotencyKey,
      requestHash: requestFingerprint('MobilePayDeposit', { amountOre, walletID: wallet.id, returnUrl: request.returnUrl }),
    };
    try {
      const answer = await this.idempotency.run(
        call,
        async (tx) => {
          await lockWalletAccount(tx, wallet.id);
          await assertRoomInWallet(tx, wallet.id, amountOre);
          const at = this.clock.now();
          const transactionId = await startPendingTopUp(tx, {
            source: 'mobilepay',
            walletId: wallet.id,
            userId: auth.userId,
            amountOre,
            description: platformText('mobilePayDeposit'),
            at,
            expiresAt: new Date(at.getTime() + PENDING_MS),
          });
          const returnUrl = new URL(request.returnUrl);
          returnUrl.searchParams.set(MOBILEPAY_RETURN_PARAMETER, transactionId);
          // Opening the page moves no money; if the provider cannot be reached, nothing is kept.
          const { redirectUrl } = await this.provider.startHostedPayment({
            method: 'mobilepay',
            paymentId: transactionId,
            amountOre,
            description: `Indbetaling til ${wallet.name}`,
            returnUrl: returnUrl.toString(),
            language,
          });
          const body: MobilePayDepositResponse = { TransactionID: transactionId, RedirectUrl: redirectUrl };
          return { statusCode: 200, body };
        },
        () => null,
      );
      return { body: answer.body as MobilePayDepositResponse, replayed: answer.replayed === true };
    } catch (error) {
      if (error instanceof CardProviderUnavailableError) throw new AppError(502, error.timedOut ? 'timeout' : 'unable to connect', error.message);
      throw error;
    }
  }

  /** Where the deposit stands, for the browser back from the approval page; only for the wallet's family. */
  async status(auth: AuthContext, transactionId: string): Promise<MobilePayStatusResponse> {
    const { rows } = await this.db.query<{ id: string; wallet_id: string; status_id: number; amount_ore: number; error_message: string | null }>(
      `SELECT id, wallet_id, status_id, amount_ore::int AS amount_ore, error_message FROM payment_transactions WHERE id = $1 AND kind = 'deposit' AND top_up = 'mobilepay'`,
      [transactionId],
    );
    const row = rows[0];
    if (!row) throw notFound('No such MobilePay deposit');
    await new FamilyAccess(this.db).wallet(auth, row.wallet_id);
    return {
      TransactionID: row.id,
      WalletID: row.wallet_id,
      Amount: oreToKroner(row.amount_ore),
      Status: row.status_id === 2 ? 'Success' : row.status_id === 3 ? 'Failed' : 'Pending',
      Reason: row.status_id === 3 ? row.error_message : null,
    };
  }

  /**
   * The provider's notification, when it is about a MobilePay deposit: settled once, in one
   * transaction (a repeat finds it settled and moves nothing). False when the payment is
   * not a MobilePay deposit (a card child transaction is the payment module's).
   */
  async settle(notification: PaymentNotification): Promise<boolean> {
    if (!UUID.test(notification.paymentId)) return false;
    return this.db.transaction(async (tx) => {
      const topUp = await lockPendingTopUp(tx, notification.paymentId);
      if (topUp === null || topUp.top_up !== 'mobilepay') return false;
      if (topUp.status_id !== 1) return true;
      const at = this.clock.now();
      const settled = { id: topUp.id, walletId: topUp.wallet_id, walletName: topUp.wallet_name, source: 'mobilepay' as const, amountOre: topUp.amount_ore, at };
      if (notification.kind === 'payment_failed') {
        await finishPendingTopUp(tx, { ...settled, outcome: { ok: false, reason: notification.reason.slice(0, 200) || 'failed' } });
        return true;
      }
      if (notification.amountOre !== topUp.amount_ore) throw new Error(`MobilePay deposit ${topUp.id}: the provider paid ${notification.amountOre} øre, not ${topUp.amount_ore}`);
      await lockWalletAccount(tx, topUp.wallet_id);
      const ledgerTransactionId = await this.ledger.depositByCard(tx, topUp.wallet_id, topUp.amount_ore, at, platformText('mobilePayDeposit'));
      await finishPendingTopUp(tx, { ...settled, outcome: { ok: true, ledgerTransactionId, providerTransactionId: notification.providerTransactionId } });
      return true;
    });
  }
}

/** The ceiling rule of a deposit by card (DepositService), with this deposit not yet under way. */
async function assertRoomInWallet(tx: Queryable, walletId: string, amountOre: Ore): Promise<void> {
  const limits = await cards.walletMoneyLimits(tx, walletId);
  const underWay = await cards.cardMoneyUnderWayOre(tx, walletId, null);
  const problem = depositAmountProblem(amountOre, { balanceOre: limits.balance_ore, totalMaximumAmountOre: limits.total_maximum_amount_ore, underWayOre: underWay });
  if (problem?.code === 'above_maximum') throw new AppError(400, 'payment exceeded', `At most ${problem.maximumKroner} kr can be added to this wallet`);
  if (problem !== null) throw badRequest(`amount: ${problem.code}`);
}
