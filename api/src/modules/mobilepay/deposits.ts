import { MOBILEPAY_RETURN_PARAMETER, type MobilePayDepositResponse, type MobilePayStatusResponse } from '@kk/contracts';
import { isAllowedReturnUrl, oreToKroner } from '@kk/domain';
import { AppError, badRequest, notFound } from '../../core/errors';
import { platformText } from '../../core/platform-texts';
import { requireIdempotencyKey, requestFingerprint } from '../../core/idempotency';
import type { Queryable } from '../../db/db';
import { firstRowOrNull } from '../../db/rows';
import type { AuthContext } from '../../http/auth-context';
import type { ProviderNotification, ProviderPaymentStatus } from '../card-provider/adapter';
import { CardProviderUnavailableError } from '../card-provider/errors';
import { finishPendingTopUp, lockPendingTopUp, startPendingTopUp } from '../payment/top-ups';
import { depositAmountOre, type DepositRoom } from '../cards/deposit-room';
import type { MoneyIn } from '../cards/money-in';
import { requireDepositRole, type FamilyAccess } from '../family/access';
import { AMOUNT_MISMATCH_MESSAGE, recordProviderMismatch } from '../provider-events/mismatches';

type PaymentNotification = Extract<ProviderNotification, { kind: 'payment_completed' | 'payment_failed' }>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * How long a MobilePay deposit may stay under way (the provider's approval times out
 * well before): its expires_at, so it is not mistaken for a claimed retry.
 */
const PENDING_MS = 30 * 60_000;

/** The provider's approval time-out: a payer who has not approved by then never will. */
export const MOBILEPAY_APPROVAL_TIMEOUT_MS = 5 * 60_000;
/** Time for the provider's own time-out and its notification before the platform asks. */
export const MOBILEPAY_CHECK_GRACE_MS = 2 * 60_000;
/** The periodic job that asks the provider about deposits whose notification never came. */
export const MOBILEPAY_RECONCILE_JOB = 'cards.mobilepay-reconcile';
/** The most deposits one run asks about (the rest wait for the next run). */
const RECONCILE_BATCH = 200;

export interface MobilePayTiming {
  approvalTimeoutMs: number;
  graceMs: number;
}

/** The outcome of a MobilePay deposit, from the notification or from the provider's status. */
type DepositOutcome = { ok: true; providerTransactionId: string; amountOre: number } | { ok: false; reason: string };

export interface MobilePayDepositRequest {
  walletID: string;
  amount: number;
  returnUrl: string;
}

export interface ReconcileResult {
  /** Deposits asked about. */
  checked: number;
  /** Settled (credited or failed) by this run. */
  settled: number;
  /** False when the provider could not be reached: the rest stay pending for the next run. */
  providerReached: boolean;
}

/**
 * Adding funds with MobilePay (POST /api/DepositWithdraw/MobilePay/Deposit). First, under
 * the wallet's lock and the Idempotency-Key, as a deposit by card: the 10 kr minimum and
 * the wallet's ceiling (@kk/domain depositAmount, counting the card and MobilePay money
 * still under way), then a pending top-up (status 1), committed. Then, outside any
 * transaction (no wallet lock held while the provider answers), the provider's MobilePay
 * approval page is opened and kept on the deposit (merchant_data); a repeated call with the
 * key answers the same deposit and page. A provider that cannot be reached fails the
 * deposit (nothing moved) and answers 502.
 *
 * The provider's signed notification settles it once: payment_completed credits the wallet
 * (LedgerService.depositByCard, 'Indbetaling med MobilePay') with its receipt queued,
 * payment_failed (rejected, timeout, cancelled) records the reason and moves nothing. An
 * approval of another amount than the deposit's credits nothing: the deposit fails
 * ('amount mismatch'), the mismatch is recorded with a note for the help desk (who refunds
 * the payer at the provider) and the notice is answered as taken, so the provider stops
 * retrying it (provider-events/mismatches.ts). A notification that never comes is made up for by asking the provider
 * (CardProviderAdapter.paymentStatus): the job MOBILEPAY_RECONCILE_JOB for deposits past
 * the approval time-out and a grace, and the status call for its own deposit; the answer
 * settles through the same code as the notification.
 */
export class MobilePayDepositService {
  private readonly timing: MobilePayTiming;

  constructor(
    private readonly deps: MoneyIn,
    private readonly allowedReturnOrigins: readonly (string | RegExp)[],
    private readonly family: FamilyAccess,
    /** The wallet's ceiling, as a deposit by card counts it. */
    private readonly room: DepositRoom,
    timing: Partial<MobilePayTiming> = {},
  ) {
    this.timing = { approvalTimeoutMs: MOBILEPAY_APPROVAL_TIMEOUT_MS, graceMs: MOBILEPAY_CHECK_GRACE_MS, ...timing };
  }

  async deposit(
    auth: AuthContext,
    request: MobilePayDepositRequest,
    idempotencyKey: string | undefined,
    language: 'da' | 'en' | undefined,
  ): Promise<{ body: MobilePayDepositResponse; replayed: boolean }> {
    requireDepositRole(auth);
    const key = requireIdempotencyKey(idempotencyKey);
    const amountOre = depositAmountOre(request.amount);
    if (!isAllowedReturnUrl(request.returnUrl, this.allowedReturnOrigins)) throw badRequest('returnUrl must be an address of this site');
    const wallet = await this.family.wallet(auth, request.walletID);
    const call = {
      scope: `user:${auth.userId}`,
      key,
      requestHash: requestFingerprint('MobilePayDeposit', { amountOre, walletID: wallet.id, returnUrl: request.returnUrl }),
    };
    // The deposit, committed under the wallet's lock; the key's answer is the deposit's id.
    const answer = await this.deps.idempotency.run(
      call,
      async (tx) => {
        await this.deps.ledger.lockWallet(tx, wallet.id);
        await this.room.assertRoom(tx, wallet.id, amountOre, null);
        const at = this.deps.clock.now();
        const transactionId = await startPendingTopUp(tx, {
          source: 'mobilepay',
          walletId: wallet.id,
          userId: auth.userId,
          amountOre,
          description: platformText('mobilePayDeposit'),
          at,
          expiresAt: new Date(at.getTime() + PENDING_MS),
        });
        return { statusCode: 200, body: { TransactionID: transactionId } };
      },
      () => null,
    );
    const { TransactionID: transactionId } = answer.body as { TransactionID: string };
    const body = await this.openApprovalPage(transactionId, { walletName: wallet.name, amountOre, returnUrl: request.returnUrl, language });
    return { body, replayed: answer.replayed === true };
  }

  /**
   * The deposit's approval page: the one already opened, or opened now (after the commit,
   * so no lock is held while the provider answers). A retry that finds no page yet asks the
   * provider again, which answers the page it opened for this payment, if any.
   */
  private async openApprovalPage(
    transactionId: string,
    page: { walletName: string; amountOre: number; returnUrl: string; language: 'da' | 'en' | undefined },
  ): Promise<MobilePayDepositResponse> {
    const known = await depositPage(this.deps.db, transactionId);
    if (known === null) throw new Error(`MobilePay deposit ${transactionId} is gone`);
    if (known.merchant_data !== null) return { TransactionID: transactionId, RedirectUrl: known.merchant_data };
    if (known.status_id !== 1) throw new AppError(502, known.error_message ?? 'unable to connect', 'MobilePay could not be reached; nothing was paid');
    const returnUrl = new URL(page.returnUrl);
    returnUrl.searchParams.set(MOBILEPAY_RETURN_PARAMETER, transactionId);
    let redirectUrl: string;
    try {
      ({ redirectUrl } = await this.deps.provider.startHostedPayment({
        method: 'mobilepay',
        paymentId: transactionId,
        amountOre: page.amountOre,
        description: `Indbetaling til ${page.walletName}`,
        returnUrl: returnUrl.toString(),
        language: page.language,
      }));
    } catch (error) {
      if (!(error instanceof CardProviderUnavailableError)) throw error;
      const reason = error.timedOut ? 'timeout' : 'unable to connect';
      // Nothing was paid and no page reached the payer: the deposit fails, moving nothing.
      await this.settleOutcome(transactionId, { ok: false, reason }, { onlyWithoutPage: true });
      throw new AppError(502, reason, error.message);
    }
    await this.deps.db.query('UPDATE payment_transactions SET merchant_data = $2 WHERE id = $1 AND merchant_data IS NULL', [transactionId, redirectUrl]);
    const stored = await depositPage(this.deps.db, transactionId);
    return { TransactionID: transactionId, RedirectUrl: stored?.merchant_data ?? redirectUrl };
  }

  /**
   * Where the deposit stands, for the browser back from the approval page; only for the
   * wallet's family. A deposit still pending after the approval time-out is looked up at
   * the provider first (its notification may be lost).
   */
  async status(auth: AuthContext, transactionId: string): Promise<MobilePayStatusResponse> {
    let row = await depositRow(this.deps.db, transactionId);
    if (!row) throw notFound('No such MobilePay deposit');
    await this.family.wallet(auth, row.wallet_id);
    if (row.status_id === 1 && new Date(row.created_at).getTime() + this.timing.approvalTimeoutMs <= this.deps.clock.now().getTime()) {
      try {
        await this.checkWithProvider(transactionId);
      } catch {
        // An answer the platform cannot settle by stays pending for the reconciliation job,
        // which fails visibly; the browser is told Pending meanwhile.
      }
      row = (await depositRow(this.deps.db, transactionId)) ?? row;
    }
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
    const outcome: DepositOutcome =
      notification.kind === 'payment_failed'
        ? { ok: false, reason: notification.reason.slice(0, 200) || 'failed' }
        : { ok: true, providerTransactionId: notification.providerTransactionId, amountOre: notification.amountOre };
    return this.settleOutcome(notification.paymentId, outcome, { eventId: notification.eventId });
  }

  /**
   * Asks the provider where one pending deposit stands and settles it as the notification
   * would: approved credits it, rejected / expired / unknown fails it. 'pending' leaves it;
   * 'unreachable' too (asked again on the next run).
   */
  async checkWithProvider(transactionId: string): Promise<'settled' | 'pending' | 'unreachable'> {
    let answer: ProviderPaymentStatus;
    try {
      answer = await this.deps.provider.paymentStatus({ paymentId: transactionId });
    } catch (error) {
      if (error instanceof CardProviderUnavailableError) return 'unreachable';
      throw error;
    }
    if (answer.status === 'pending') return 'pending';
    const outcome: DepositOutcome =
      answer.status === 'approved'
        ? { ok: true, providerTransactionId: answer.providerTransactionId, amountOre: answer.amountOre }
        : { ok: false, reason: answer.status === 'rejected' ? answer.reason.slice(0, 200) || 'rejected' : answer.status === 'expired' ? 'timeout' : 'unknown at the provider' };
    await this.settleOutcome(transactionId, outcome);
    return 'settled';
  }

  /**
   * The job's run: every MobilePay deposit still pending after the approval time-out and a
   * grace is looked up at the provider, oldest first. Stops at the first provider that
   * cannot be reached (the rest are asked on the next run).
   */
  async reconcilePending(): Promise<ReconcileResult> {
    const before = new Date(this.deps.clock.now().getTime() - this.timing.approvalTimeoutMs - this.timing.graceMs);
    const { rows } = await this.deps.db.query<{ id: string }>(
      `SELECT id FROM payment_transactions
        WHERE status_id = 1 AND kind = 'deposit' AND top_up = 'mobilepay' AND created_at <= $1
        ORDER BY created_at, id LIMIT ${RECONCILE_BATCH}`,
      [before],
    );
    const result: ReconcileResult = { checked: 0, settled: 0, providerReached: true };
    const problems: string[] = [];
    for (const { id } of rows) {
      result.checked += 1;
      try {
        const outcome = await this.checkWithProvider(id);
        if (outcome === 'unreachable') {
          result.providerReached = false;
          break;
        }
        if (outcome === 'settled') result.settled += 1;
      } catch (error) {
        problems.push(`${id}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    // One deposit the provider disagrees about (another amount) does not hold up the rest; the job still fails, visibly.
    if (problems.length > 0) throw new Error(`MobilePay reconciliation: ${problems.join('; ')}`);
    return result;
  }

  /**
   * Settles a pending MobilePay deposit once, in one transaction: the one door for the
   * notification, the provider's status and a page that could not be opened. False when
   * the id is not a MobilePay deposit.
   */
  private async settleOutcome(transactionId: string, outcome: DepositOutcome, options: { onlyWithoutPage?: boolean; eventId?: string } = {}): Promise<boolean> {
    return this.deps.db.transaction(async (tx) => {
      const topUp = await lockPendingTopUp(tx, transactionId);
      if (topUp === null || topUp.top_up !== 'mobilepay') return false;
      if (topUp.status_id !== 1) return true;
      if (options.onlyWithoutPage === true && (await depositPage(tx, transactionId))?.merchant_data != null) return true;
      const at = this.deps.clock.now();
      const settled = { id: topUp.id, walletId: topUp.wallet_id, walletName: topUp.wallet_name, source: 'mobilepay' as const, amountOre: topUp.amount_ore, at };
      if (!outcome.ok) {
        await finishPendingTopUp(tx, { ...settled, outcome: { ok: false, reason: outcome.reason } });
        return true;
      }
      if (outcome.amountOre !== topUp.amount_ore) {
        // Crediting either amount would be wrong: nothing is credited, the deposit fails, the help desk is told.
        await finishPendingTopUp(tx, { ...settled, outcome: { ok: false, reason: AMOUNT_MISMATCH_MESSAGE } });
        await recordProviderMismatch(tx, {
          eventId: options.eventId ?? null,
          kind: 'payment_completed',
          paymentId: topUp.id,
          providerTransactionId: outcome.providerTransactionId,
          expectedOre: topUp.amount_ore,
          paidOre: outcome.amountOre,
          reason: `MobilePay approved ${oreToKroner(outcome.amountOre)} kr, the deposit asks ${oreToKroner(topUp.amount_ore)} kr`,
          consequence: `Nothing was credited and the deposit failed ('${AMOUNT_MISMATCH_MESSAGE}'): refund the payer at the provider, or credit the wallet by hand.`,
          at,
        });
        return true;
      }
      await this.deps.ledger.lockWallet(tx, topUp.wallet_id);
      const ledgerTransactionId = await this.deps.ledger.depositByCard(tx, topUp.wallet_id, topUp.amount_ore, at, platformText('mobilePayDeposit'));
      await finishPendingTopUp(tx, { ...settled, outcome: { ok: true, ledgerTransactionId, providerTransactionId: outcome.providerTransactionId } });
      return true;
    });
  }
}

interface DepositRow {
  id: string;
  wallet_id: string;
  status_id: number;
  amount_ore: number;
  error_message: string | null;
  created_at: Date | string;
}

async function depositRow(q: Queryable, transactionId: string): Promise<DepositRow | null> {
  return firstRowOrNull<DepositRow>(
    q,
    `SELECT id, wallet_id, status_id, amount_ore::int AS amount_ore, error_message, created_at FROM payment_transactions WHERE id = $1 AND kind = 'deposit' AND top_up = 'mobilepay'`,
    [transactionId],
  );
}

/** The deposit's approval page (merchant_data, as a card child keeps its hosted page) and where it stands. */
async function depositPage(q: Queryable, transactionId: string): Promise<{ status_id: number; merchant_data: string | null; error_message: string | null } | null> {
  return firstRowOrNull<{ status_id: number; merchant_data: string | null; error_message: string | null }>(
    q,
    `SELECT status_id, merchant_data, error_message FROM payment_transactions WHERE id = $1 AND kind = 'deposit' AND top_up = 'mobilepay'`,
    [transactionId],
  );
}
