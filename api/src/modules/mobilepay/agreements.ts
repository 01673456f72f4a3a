import { MOBILEPAY_AGREEMENT_CEILING_KRONER, MOBILEPAY_AGREEMENT_RETURN_PARAMETER, type MobilePayAgreementStarted, type MobilePayAgreementStatus } from '@kk/contracts';
import { isAllowedReturnUrl, oreToKroner } from '@kk/domain';
import { AppError, badRequest, notFound } from '../../core/errors';
import { requireIdempotencyKey, requestFingerprint } from '../../core/idempotency';
import type { Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import type { ProviderAgreementStatus, ProviderNotification } from '../card-provider/adapter';
import { CardProviderUnavailableError } from '../card-provider/errors';
import type { DepositRoom } from '../cards/deposit-room';
import type { MoneyIn } from '../cards/money-in';
import { requireDepositRole, type FamilyAccess } from '../family/access';
import { MOBILEPAY_APPROVAL_TIMEOUT_MS, MOBILEPAY_CHECK_GRACE_MS, type MobilePayTiming, type ReconcileResult } from './deposits';
import { activeAgreementOf, agreementById, latestAgreementOf, type AgreementRow } from './repository';

type AgreementNotification = Extract<ProviderNotification, { kind: 'agreement_approved' | 'agreement_failed' }>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface MobilePayAgreementRequest {
  walletID: string;
  returnUrl: string;
  /** Kroner; the most one refill may charge. */
  maxAmount?: number;
}

function statusOf(walletId: string, row: AgreementRow | null): MobilePayAgreementStatus {
  if (row === null) return { WalletID: walletId, AgreementID: null, Status: 'None', MaxAmount: null, MobileNumberLast4: null, Reason: null };
  const status = ({ pending: 'Pending', active: 'Active', stopped: 'Stopped', failed: 'Failed' } as const)[row.status];
  return {
    WalletID: row.wallet_id,
    AgreementID: row.id,
    Status: status,
    MaxAmount: oreToKroner(row.max_amount_ore),
    MobileNumberLast4: row.mobile_number_last4,
    Reason: row.status === 'failed' ? row.failure_reason : null,
  };
}

/**
 * MobilePay agreements for refills (issue 16). A guardian opens one for a wallet
 * (POST /api/DepositWithdraw/MobilePay/Agreement, Idempotency-Key): a pending agreement is
 * committed, then the provider's agreement page is opened outside any transaction and kept
 * on it. The provider's signed notification settles it once: agreement_approved makes it the
 * wallet's active agreement (with the provider's token; a former active one is stopped at
 * the provider afterwards), agreement_failed records why, and nothing else. DELETE stops the
 * active agreement at the provider (stopAgreement) and then here; the wallet's MobilePay
 * refills pause until a new one is approved. Only tokens and the phone number's last four
 * digits are kept, nothing card-like.
 */
export class MobilePayAgreementService {
  constructor(
    /** Its ledger is not used: an agreement moves no money until a refill charges it. */
    private readonly deps: Omit<MoneyIn, 'ledger'>,
    private readonly allowedReturnOrigins: readonly (string | RegExp)[],
    private readonly family: FamilyAccess,
    /** The wallet's ceiling: no agreement may allow more per charge. */
    private readonly room: DepositRoom,
    timing: Partial<MobilePayTiming> = {},
  ) {
    this.timing = { approvalTimeoutMs: MOBILEPAY_APPROVAL_TIMEOUT_MS, graceMs: MOBILEPAY_CHECK_GRACE_MS, ...timing };
  }

  private readonly timing: MobilePayTiming;

  async start(auth: AuthContext, request: MobilePayAgreementRequest, idempotencyKey: string | undefined, language: 'da' | 'en' | undefined): Promise<{ body: MobilePayAgreementStarted; replayed: boolean }> {
    requireDepositRole(auth);
    const key = requireIdempotencyKey(idempotencyKey);
    if (!isAllowedReturnUrl(request.returnUrl, this.allowedReturnOrigins)) throw badRequest('returnUrl must be an address of this site');
    const wallet = await this.family.wallet(auth, request.walletID);
    const limits = await this.room.limits(this.deps.db, wallet.id);
    const ceilingOre = Math.min(MOBILEPAY_AGREEMENT_CEILING_KRONER * 100, limits.total_maximum_amount_ore ?? Number.MAX_SAFE_INTEGER);
    const maxAmountOre = request.maxAmount === undefined ? ceilingOre : request.maxAmount * 100;
    if (maxAmountOre <= 0 || maxAmountOre > ceilingOre) throw badRequest(`maxAmount: at most ${oreToKroner(ceilingOre)} kr`);
    const call = {
      scope: `user:${auth.userId}`,
      key,
      requestHash: requestFingerprint('MobilePayAgreement', { walletID: wallet.id, maxAmountOre, returnUrl: request.returnUrl }),
    };
    const answer = await this.deps.idempotency.run(
      call,
      async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `INSERT INTO mobilepay_agreements (wallet_id, status, max_amount_ore, created_by_user_id, created_at) VALUES ($1, 'pending', $2, $3, $4) RETURNING id`,
          [wallet.id, maxAmountOre, auth.userId, this.deps.clock.now()],
        );
        return { statusCode: 200, body: { AgreementID: rows[0]?.id } };
      },
      () => null,
    );
    const { AgreementID: agreementId } = answer.body as { AgreementID: string };
    const body = await this.openApprovalPage(agreementId, { walletName: wallet.name, maxAmountOre, returnUrl: request.returnUrl, language });
    return { body, replayed: answer.replayed === true };
  }

  /** The agreement's page: the one already opened, or opened now, with no transaction open while the provider answers. */
  private async openApprovalPage(agreementId: string, page: { walletName: string; maxAmountOre: number; returnUrl: string; language: 'da' | 'en' | undefined }): Promise<MobilePayAgreementStarted> {
    const known = await agreementById(this.deps.db, agreementId);
    if (known === null) throw new Error(`MobilePay agreement ${agreementId} is gone`);
    if (known.redirect_url !== null) return { AgreementID: agreementId, RedirectUrl: known.redirect_url };
    if (known.status !== 'pending') throw new AppError(502, known.failure_reason ?? 'unable to connect', 'MobilePay could not be reached; no agreement was made');
    const returnUrl = new URL(page.returnUrl);
    returnUrl.searchParams.delete(MOBILEPAY_AGREEMENT_RETURN_PARAMETER);
    let redirectUrl: string;
    try {
      ({ redirectUrl } = await this.deps.provider.startAgreement({
        agreementId,
        maxAmountOre: page.maxAmountOre,
        description: `Optankning af ${page.walletName}`,
        returnUrl: returnUrl.toString(),
        language: page.language,
      }));
    } catch (error) {
      if (!(error instanceof CardProviderUnavailableError)) throw error;
      const reason = error.timedOut ? 'timeout' : 'unable to connect';
      await this.deps.db.query(
        "UPDATE mobilepay_agreements SET status = 'failed', failure_reason = $2, finished_at = $3 WHERE id = $1 AND status = 'pending' AND redirect_url IS NULL",
        [agreementId, reason, this.deps.clock.now()],
      );
      throw new AppError(502, reason, error.message);
    }
    await this.deps.db.query('UPDATE mobilepay_agreements SET redirect_url = $2 WHERE id = $1 AND redirect_url IS NULL', [agreementId, redirectUrl]);
    const stored = await agreementById(this.deps.db, agreementId);
    return { AgreementID: agreementId, RedirectUrl: stored?.redirect_url ?? redirectUrl };
  }

  /**
   * The named agreement, or the wallet's newest; only for the wallet's family. A named one
   * still pending past the approval time-out is first asked about at the provider.
   */
  async status(auth: AuthContext, query: { walletID?: string; agreementID?: string }): Promise<MobilePayAgreementStatus> {
    if (query.agreementID !== undefined) {
      let row = await agreementById(this.deps.db, query.agreementID);
      if (row === null || (query.walletID !== undefined && row.wallet_id !== query.walletID)) throw notFound('No such MobilePay agreement');
      await this.family.wallet(auth, row.wallet_id);
      if (row.status === 'pending' && new Date(row.created_at).getTime() + this.timing.approvalTimeoutMs <= this.deps.clock.now().getTime()) {
        await this.checkWithProvider(row.id);
        row = (await agreementById(this.deps.db, row.id)) ?? row;
      }
      return statusOf(row.wallet_id, row);
    }
    if (query.walletID === undefined) throw badRequest('walletID or agreementID is required');
    const wallet = await this.family.wallet(auth, query.walletID);
    return statusOf(wallet.id, await latestAgreementOf(this.deps.db, wallet.id));
  }

  /**
   * Stops the wallet's active agreement: at the provider first (so its token charges nothing
   * more), then here. A provider that cannot be reached answers 502 and the agreement stays.
   */
  async stop(auth: AuthContext, walletId: string): Promise<MobilePayAgreementStatus> {
    requireDepositRole(auth);
    const wallet = await this.family.wallet(auth, walletId);
    const active = await activeAgreementOf(this.deps.db, wallet.id);
    if (active === null || active.provider_token === null) throw notFound('The wallet has no active MobilePay agreement');
    try {
      await this.deps.provider.stopAgreement({ agreementToken: active.provider_token });
    } catch (error) {
      if (!(error instanceof CardProviderUnavailableError)) throw error;
      throw new AppError(502, error.timedOut ? 'timeout' : 'unable to connect', 'MobilePay could not be reached; the agreement is unchanged');
    }
    await this.deps.db.query(
      "UPDATE mobilepay_agreements SET status = 'stopped', stopped_by_user_id = $2, finished_at = $3 WHERE id = $1 AND status = 'active'",
      [active.id, auth.userId, this.deps.clock.now()],
    );
    return statusOf(wallet.id, await agreementById(this.deps.db, active.id));
  }

  /**
   * The provider's agreement notification, in the notification's transaction (recorded once
   * there): settles a pending agreement once; an unknown or settled one changes nothing.
   * Answers the token of a former active agreement this one replaced, to stop at the provider
   * after the commit.
   */
  async settle(tx: Queryable, notification: AgreementNotification): Promise<{ replacedToken: string | null }> {
    if (!UUID.test(notification.agreementId)) return { replacedToken: null };
    const agreement = await agreementById(tx, notification.agreementId, true);
    if (agreement === null || agreement.status !== 'pending') return { replacedToken: null };
    const at = this.deps.clock.now();
    if (notification.kind === 'agreement_failed') {
      await tx.query("UPDATE mobilepay_agreements SET status = 'failed', failure_reason = $2, finished_at = $3 WHERE id = $1", [agreement.id, notification.reason.slice(0, 200) || 'failed', at]);
      return { replacedToken: null };
    }
    // One agreement in use per wallet: the newest approved one replaces the former.
    const { rows } = await tx.query<{ provider_token: string }>(
      "UPDATE mobilepay_agreements SET status = 'stopped', finished_at = $2 WHERE wallet_id = $1 AND status = 'active' RETURNING provider_token",
      [agreement.wallet_id, at],
    );
    await tx.query(
      "UPDATE mobilepay_agreements SET status = 'active', provider_token = $2, mobile_number_last4 = $3, approved_at = $4 WHERE id = $1",
      [agreement.id, notification.agreementToken, notification.mobileNumberLast4, at],
    );
    return { replacedToken: rows[0]?.provider_token ?? null };
  }

  /**
   * One pending agreement whose notification never came, asked about at the provider and
   * settled as the notification would have: approved makes it active; rejected, timed out or
   * unknown there fails it. A repeat, or the notification arriving after all, changes nothing.
   */
  async checkWithProvider(agreementId: string): Promise<'settled' | 'pending' | 'unreachable'> {
    let answer: ProviderAgreementStatus;
    try {
      answer = await this.deps.provider.agreementStatus({ agreementId });
    } catch (error) {
      if (error instanceof CardProviderUnavailableError) return 'unreachable';
      throw error;
    }
    if (answer.status === 'pending') return 'pending';
    const eventId = `status:${agreementId}`;
    const notification: AgreementNotification =
      answer.status === 'approved'
        ? { kind: 'agreement_approved', eventId, agreementId, agreementToken: answer.agreementToken, mobileNumberLast4: answer.mobileNumberLast4 }
        : { kind: 'agreement_failed', eventId, agreementId, reason: answer.status === 'rejected' ? answer.reason : answer.status === 'expired' ? 'timeout' : 'unknown at the provider' };
    const { replacedToken } = await this.deps.db.transaction((tx) => this.settle(tx, notification));
    await this.stopReplaced(replacedToken);
    return 'settled';
  }

  /** The agreements still pending after the approval time-out and a grace, asked about at the provider (a job, every minute). */
  async reconcilePending(): Promise<ReconcileResult> {
    const before = new Date(this.deps.clock.now().getTime() - this.timing.approvalTimeoutMs - this.timing.graceMs);
    const { rows } = await this.deps.db.query<{ id: string }>(
      "SELECT id FROM mobilepay_agreements WHERE status = 'pending' AND created_at <= $1 ORDER BY created_at, id LIMIT 200",
      [before],
    );
    const result: ReconcileResult = { checked: 0, settled: 0, providerReached: true };
    for (const { id } of rows) {
      result.checked += 1;
      const outcome = await this.checkWithProvider(id);
      if (outcome === 'unreachable') {
        result.providerReached = false;
        break;
      }
      if (outcome === 'settled') result.settled += 1;
    }
    return result;
  }

  /** Best effort after the commit: the replaced agreement's token charges nothing more (it is stopped here already). */
  async stopReplaced(token: string | null): Promise<void> {
    if (token === null) return;
    try {
      await this.deps.provider.stopAgreement({ agreementToken: token });
    } catch {
      // Nothing charges it here any more; the provider's copy ends with its own expiry.
    }
  }
}
