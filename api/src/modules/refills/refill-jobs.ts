import { automaticRefillChargeOre, cardExpiryState, copenhagenDate, monthlyRefillChargeOre, type Ore } from '@kk/domain';
import type { Clock } from '../../clock';
import { nextMonthlyRefillRun, refillPeriodOf } from '../../core/monthly-schedule';
import { danishText, platformText, type PlatformText } from '../../core/platform-texts';
import type { Db, Queryable } from '../../db/db';
import { enqueueJob } from '../../jobs/repository';
import type { JobRunner, RunningJob } from '../../jobs/runner';
import type { WalletAlerts } from '../alerts/wallet-alerts';
import type { CardProviderAdapter, ChargeResult } from '../card-provider/adapter';
import { CardProviderUnavailableError } from '../card-provider/errors';
import type { CardReads } from '../cards/card-reads';
import type { DepositRoom } from '../cards/deposit-room';
import type { AgreementReads } from '../mobilepay/agreement-reads';
import type { LedgerService } from '../ledger/service';
import { recordTopUp, type NewTopUp } from '../payment/top-ups';
import * as refills from './repository';

/** The kind the database trigger (migration 013) queues when a debit crosses the threshold. */
export const AUTOMATIC_REFILL_JOB = 'automatic-refill';
export const MONTHLY_REFILL_SWEEP_JOB = 'monthly-refill-sweep';
export const MONTHLY_REFILL_JOB = 'monthly-refill';
export const MONTHLY_REFILL_SCHEDULE = 'monthly-refill';

/** The server message a failed refill is shown with (spec section 8). */
export const NO_CREDIT_CARD = 'NoCreditCard';

export interface RefillJobDeps {
  db: Db;
  clock: Clock;
  provider: CardProviderAdapter;
  ledger: LedgerService;
  /** The card a refill charges (the cards module's). */
  cards: CardReads;
  /** Card and MobilePay money on its way into the wallet (the cards module's). */
  room: DepositRoom;
  /** The wallet's MobilePay agreements (the mobilepay module's). */
  agreements: AgreementReads;
  /** A paused refill's alert (the alerts module's). */
  alerts: WalletAlerts;
}

type Decision = {
  walletId: string;
  chargeOre: Ore;
  cardId: string | null;
  cardExpired?: boolean;
  /** A refill paid with MobilePay: the wallet's active agreement (null when it has none), and its newest one. */
  mobilePay?: { activeAgreementId: string | null; latestAgreementId: string | null };
};

/** The server message of a MobilePay refill paused because the wallet has no active agreement (stopped, failed, never approved). */
export const MOBILEPAY_AGREEMENT_INACTIVE = 'MobilePayAgreementInactive';

/** The server message of a refill paused because its card has expired (issue 16). */
export const CARD_EXPIRED = 'CardExpired';

/** Whether the wallet's primary card has expired on the Copenhagen day of `at`. */
function primaryCardExpired(facts: refills.RefillFacts, at: Date): boolean {
  if (facts.primary_card_expiry_month === null || facts.primary_card_expiry_year === null) return false;
  return cardExpiryState({ expiryMonth: facts.primary_card_expiry_month, expiryYear: facts.primary_card_expiry_year }, copenhagenDate(at)) === 'expired';
}

/** A refill as the wallet's history names it: its kind, its month, and the card's last digits once charged (or MobilePay). */
function refillText(attempt: Pick<refills.AttemptRow, 'kind' | 'period'>, last4?: string, mobilePay = false): PlatformText {
  if (mobilePay) {
    return attempt.kind === 'monthly' && attempt.period !== null
      ? platformText('monthlyRefillWithMobilePay', { period: attempt.period })
      : platformText('automaticRefillWithMobilePay');
  }
  const card: Record<string, string> = last4 === undefined ? {} : { last4 };
  return attempt.kind === 'monthly' && attempt.period !== null
    ? platformText(last4 === undefined ? 'monthlyRefill' : 'monthlyRefillWithCard', { period: attempt.period, ...card })
    : platformText(last4 === undefined ? 'automaticRefill' : 'automaticRefillWithCard', card);
}

/** How a refill's charge ended: charged, refused with the reason, or null while the provider has not told. */
type RefillOutcome = { charged: true; providerTransactionId: string } | { charged: false; reason: string } | null;

/** The reason a failed refill is shown with, for the provider's answer. */
const refusalReason = (status: 'declined' | 'insufficient_funds' | 'unknown'): string => (status === 'insufficient_funds' ? 'NoFund' : 'credit card error');

/**
 * Charges a refill at most once. The decision (amount, card) is recorded before the
 * card is charged, with the job's id as the charge's reference, and the charge is sent by
 * the run that decided it, only: a later run of the job (after a crash, a time-out, an
 * error) asks the provider about the reference (chargeStatus) and settles by its answer,
 * never sending the charge again (issue 23). The credit, the attempt's outcome, its top-up
 * and the job's completion commit together.
 */
class RefillCharger {
  constructor(private readonly deps: RefillJobDeps) {}

  async run(job: RunningJob, kind: refills.RefillKind, period: string | null, decide: (tx: Queryable) => Promise<Decision | null>): Promise<void> {
    const { db } = this.deps;
    const { attempt, decidedNow } = await db.transaction(async (tx) => {
      const known = await refills.attemptOfJob(tx, job.id);
      if (known !== null) return { attempt: known, decidedNow: false };
      return { attempt: await this.decideAttempt(tx, job, kind, period, decide), decidedNow: true };
    });
    if (attempt === null || attempt.status !== 'charging') return;
    if (!decidedNow) return this.settle(job, attempt, await this.askProvider(attempt));
    if (attempt.mobilepay_agreement_id !== null) await this.chargeAgreement(job, attempt, attempt.mobilepay_agreement_id);
    else if (attempt.credit_card_id !== null) await this.charge(job, attempt, attempt.credit_card_id);
  }

  /** The refill's decision, recorded under the wallet's lock (decide takes it) before anything is charged. */
  private async decideAttempt(tx: Queryable, job: RunningJob, kind: refills.RefillKind, period: string | null, decide: (tx: Queryable) => Promise<Decision | null>): Promise<refills.AttemptRow | null> {
    const { clock } = this.deps;
    const decision = await decide(tx);
    if (decision === null) return null;
    const at = clock.now();
    const base = { jobId: job.id, walletId: decision.walletId, kind, period, at };
    if (decision.chargeOre === 0) return refills.insertAttempt(tx, { ...base, creditCardId: decision.cardId, amountOre: 0, status: 'skipped', failureReason: null });
    if (decision.mobilePay !== undefined) {
      const { activeAgreementId, latestAgreementId } = decision.mobilePay;
      // Not charged: the refill pauses until the guardian approves a new agreement (the wallet says so).
      if (activeAgreementId === null) {
        const paused = await refills.insertAttempt(tx, { ...base, creditCardId: null, mobilePayAgreementId: latestAgreementId, amountOre: decision.chargeOre, status: 'paused', failureReason: MOBILEPAY_AGREEMENT_INACTIVE });
        // The guardian is told by e-mail too (at most once a day per wallet), as for an expired card.
        if (paused !== null && (await this.deps.alerts.failedRefillEnabled(tx, decision.walletId))) {
          await this.deps.alerts.decide(tx, { walletId: decision.walletId, kind: 'mobilepay_agreement_inactive', at });
        }
        return paused;
      }
      return refills.insertAttempt(tx, { ...base, creditCardId: null, mobilePayAgreementId: activeAgreementId, amountOre: decision.chargeOre, status: 'charging', failureReason: null });
    }
    if (decision.cardExpired === true && decision.cardId !== null) {
      // Not charged: the refill pauses until the guardian chooses another card, and is told why (once per card).
      const paused = await refills.insertAttempt(tx, { ...base, creditCardId: decision.cardId, amountOre: decision.chargeOre, status: 'paused', failureReason: CARD_EXPIRED });
      if (paused !== null && (await this.deps.alerts.failedRefillEnabled(tx, decision.walletId))) {
        await this.deps.alerts.decide(tx, { walletId: decision.walletId, kind: 'card_expired', cardId: decision.cardId, at });
      }
      return paused;
    }
    if (decision.cardId === null) {
      const failed = await refills.insertAttempt(tx, { ...base, creditCardId: null, amountOre: decision.chargeOre, status: 'failed', failureReason: NO_CREDIT_CARD });
      // A refill that could not even be charged is a failed top-up too: staff find it, the guardian is told.
      if (failed !== null) {
        const paymentId = await recordTopUp(tx, {
          source: kind, walletId: decision.walletId, userId: null, amountOre: decision.chargeOre, description: refillText({ kind, period }),
          card: null, outcome: { ok: false, reason: NO_CREDIT_CARD }, at,
        });
        await refills.linkAttemptPayment(tx, failed.id, paymentId);
      }
      return failed;
    }
    return refills.insertAttempt(tx, { ...base, creditCardId: decision.cardId, amountOre: decision.chargeOre, status: 'charging', failureReason: null });
  }

  /**
   * Whether the provider made the charge an earlier run sent (or may have sent) under the
   * attempt's reference: asked, never sent again. An unknown reference was not charged;
   * a provider that cannot be reached or is still answering leaves it for the next run.
   */
  private async askProvider(attempt: refills.AttemptRow): Promise<RefillOutcome> {
    try {
      const status = await this.deps.provider.chargeStatus({ reference: attempt.job_id, of: attempt.mobilepay_agreement_id !== null ? 'agreement' : 'card' });
      if (status.status === 'approved') return { charged: true, providerTransactionId: status.providerTransactionId };
      if (status.status === 'pending') return null;
      return { charged: false, reason: refusalReason(status.status) };
    } catch (error) {
      if (error instanceof CardProviderUnavailableError) return null;
      throw error;
    }
  }

  private async charge(job: RunningJob, attempt: refills.AttemptRow, cardId: string): Promise<void> {
    const card = await this.deps.cards.cardIncludingDeleted(this.deps.db, cardId);
    if (card === null) throw new Error(`Card ${cardId} of refill ${attempt.id} does not exist`);
    const result = await this.deps.provider.chargeSavedCard({
      token: card.provider_token,
      amountOre: attempt.amount_ore,
      reference: attempt.job_id,
      description: danishText(refillText(attempt)),
    });
    await this.settle(job, attempt, outcomeOf(result));
  }

  /**
   * A refill paid with MobilePay: the agreement chosen when the attempt was decided is
   * charged with the same reference (the job's id), so a retry charges once; an agreement
   * stopped since then is declined by the provider and the refill fails visibly.
   */
  private async chargeAgreement(job: RunningJob, attempt: refills.AttemptRow, agreementId: string): Promise<void> {
    const token = await this.deps.agreements.agreementToken(this.deps.db, agreementId);
    if (token == null) throw new Error(`MobilePay agreement ${agreementId} of refill ${attempt.id} has no token`);
    const description = refillText(attempt, undefined, true);
    const result = await this.deps.provider.chargeAgreement({ agreementToken: token, amountOre: attempt.amount_ore, reference: attempt.job_id, description: danishText(description) });
    await this.settle(job, attempt, outcomeOf(result));
  }

  /** What the wallet's history and the top-up name the refill by: the card charged (its last digits), or MobilePay. */
  private async paidWith(attempt: refills.AttemptRow): Promise<{ card: NewTopUp['card']; description: PlatformText }> {
    if (attempt.mobilepay_agreement_id !== null || attempt.credit_card_id === null) return { card: null, description: refillText(attempt, undefined, true) };
    const card = await this.deps.cards.cardIncludingDeleted(this.deps.db, attempt.credit_card_id);
    if (card === null) throw new Error(`Card ${attempt.credit_card_id} of refill ${attempt.id} does not exist`);
    return { card, description: refillText(attempt, card.last4) };
  }

  /**
   * The charge's outcome, once: credit and attempt and top-up and the job's completion
   * commit together. An outcome not known yet (null) throws, so the runner runs the job
   * again later, which asks the provider; at the last run it fails as 'timeout'.
   */
  private async settle(job: RunningJob, attempt: refills.AttemptRow, known: RefillOutcome): Promise<void> {
    const { db, clock, ledger } = this.deps;
    if (known === null && job.attempt < job.maxAttempts) throw new Error('Refill charge not settled yet: the next run asks the card provider');
    const result = known ?? { charged: false, reason: 'timeout' };
    const { card, description } = await this.paidWith(attempt);
    await db.transaction(async (tx) => {
      const at = clock.now();
      const topUp = { source: attempt.kind, walletId: attempt.wallet_id, userId: null, amountOre: attempt.amount_ore, description, card, at, providerReference: attempt.job_id };
      let settled: boolean;
      let outcome: NewTopUp['outcome'];
      if (result.charged) {
        const ledgerTransactionId = await ledger.depositByCard(tx, attempt.wallet_id, attempt.amount_ore, at, description);
        settled = await refills.settleAttempt(tx, attempt.id, { status: 'succeeded', failureReason: null, providerTransactionId: result.providerTransactionId, ledgerTransactionId, at });
        outcome = { ok: true, ledgerTransactionId, providerTransactionId: result.providerTransactionId };
      } else {
        settled = await refills.settleAttempt(tx, attempt.id, { status: 'failed', failureReason: result.reason, providerTransactionId: null, ledgerTransactionId: null, at });
        outcome = { ok: false, reason: result.reason };
      }
      // The refill as a card top-up staff can find, with its receipt or failed-refill notice queued (sent after this commits).
      if (settled) await refills.linkAttemptPayment(tx, attempt.id, await recordTopUp(tx, { ...topUp, outcome }));
      await job.complete(tx);
    });
  }
}

/** A charge's answer as a refill's outcome; null when it does not say (a time-out, an error: the next run asks). */
function outcomeOf(result: ChargeResult): RefillOutcome {
  if (result.status === 'approved') return { charged: true, providerTransactionId: result.providerTransactionId };
  if (result.status === 'timeout' || result.status === 'error') return null;
  return { charged: false, reason: refusalReason(result.status) };
}

/**
 * What the wallet has to spend, counting card money already on its way in (a deposit or
 * another refill being charged), read under the wallet's lock that lockRefillFacts took:
 * a refill then neither repeats a top-up under way nor lifts the wallet above its ceiling.
 */
async function availableWithMoneyUnderWay(room: DepositRoom, tx: Queryable, walletId: string, facts: refills.RefillFacts): Promise<Ore> {
  return facts.available_ore + (await room.underWayOre(tx, walletId, null));
}

function walletIdOf(job: RunningJob): string {
  const walletId = job.payload.walletId;
  if (typeof walletId !== 'string') throw new Error(`Job ${job.id} has no walletId`);
  return walletId;
}

/** Registers the automatic and monthly refills with a job runner (main.ts does this at start). */
export function registerRefillJobs(runner: JobRunner, deps: RefillJobDeps): void {
  const charger = new RefillCharger(deps);

  runner.register(AUTOMATIC_REFILL_JOB, (job) => {
    const walletId = walletIdOf(job);
    return charger.run(job, 'automatic', null, async (tx) => {
      const facts = await refills.lockRefillFacts(tx, walletId);
      if (facts === null) return null;
      const [settings] = await refills.refillSettingsOf(tx, [walletId]);
      const chargeOre = automaticRefillChargeOre(refills.automaticOf(settings), await availableWithMoneyUnderWay(deps.room, tx, walletId, facts), facts.total_maximum_amount_ore);
      // Topped up meanwhile (or switched off): nothing to do, nothing to record.
      if (chargeOre === 0) return null;
      if (settings?.automatic_payment_method === 'mobilepay') return { walletId, chargeOre, cardId: null, mobilePay: await deps.agreements.agreementsOf(tx, walletId) };
      return { walletId, chargeOre, cardId: facts.primary_card_id, cardExpired: primaryCardExpired(facts, deps.clock.now()) };
    });
  });

  runner.register(MONTHLY_REFILL_SWEEP_JOB, async (job) => {
    const scheduledFor = typeof job.payload.scheduledFor === 'string' ? new Date(job.payload.scheduledFor) : deps.clock.now();
    const period = refillPeriodOf(scheduledFor);
    await deps.db.transaction(async (tx) => {
      for (const walletId of await refills.walletsWithActiveMonthlyRefill(tx)) {
        await enqueueJob(tx, { kind: MONTHLY_REFILL_JOB, payload: { walletId, period }, runAt: deps.clock.now(), dedupeKey: `monthly-refill:${walletId}:${period}` });
      }
      await job.complete(tx);
    });
  });

  runner.register(MONTHLY_REFILL_JOB, (job) => {
    const walletId = walletIdOf(job);
    const period = job.payload.period;
    if (typeof period !== 'string') throw new Error(`Job ${job.id} has no period`);
    return charger.run(job, 'monthly', period, async (tx) => {
      const facts = await refills.lockRefillFacts(tx, walletId);
      if (facts === null) return null;
      const [settings] = await refills.refillSettingsOf(tx, [walletId]);
      const chargeOre = monthlyRefillChargeOre(refills.monthlyOf(settings), await availableWithMoneyUnderWay(deps.room, tx, walletId, facts), facts.total_maximum_amount_ore);
      if (settings?.monthly_payment_method === 'mobilepay' && chargeOre > 0) return { walletId, chargeOre, cardId: null, mobilePay: await deps.agreements.agreementsOf(tx, walletId) };
      return { walletId, chargeOre, cardId: facts.primary_card_id, cardExpired: primaryCardExpired(facts, deps.clock.now()) };
    });
  });

  runner.every({ name: MONTHLY_REFILL_SCHEDULE, kind: MONTHLY_REFILL_SWEEP_JOB, nextRunAfter: nextMonthlyRefillRun });
}
