import { FOODPLAN_ORDER_DESCRIPTION, copenhagenDate, isPeriodOpen, oreToKroner, periodPrice, periodsDueForRenewal, type SubscriptionPeriod } from '@kk/domain';
import { TransactionStatusId, type ApplicationName, type OrderPayload } from '@kk/contracts';
import type { Clock } from '../../clock';
import { platformText } from '../../core/platform-texts';
import type { Db, Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import { enqueueJob } from '../../jobs/repository';
import type { JobRunner } from '../../jobs/runner';
import type { CardProviderAdapter, ChargeResult } from '../card-provider/adapter';
import { CardProviderUnavailableError } from '../card-provider/errors';
import { primaryCardChargeableFor } from '../cards/card-consent';
import * as foodplans from './plan-repository';
import { registrationRuleOf } from './reservation';
import type { LedgerService } from '../ledger/service';
import type { PaymentService } from '../payment/service';
import * as renewals from './repository';

/** The hourly sweep that finds the periods due, and the job that renews one period of one subscription. */
export const RENEWAL_SWEEP_JOB = 'foodplan.renewal-sweep';
export const RENEWAL_JOB = 'foodplan.renew';
export const RENEWAL_SCHEDULE = 'foodplan.renewal-sweep';
const SWEEP_INTERVAL_MS = 60 * 60_000;

/** The server message of a renewal that found no saved card to charge (spec section 8). */
const NO_CREDIT_CARD = 'NoCreditCard';

export interface RenewalDeps {
  db: Db;
  clock: Clock;
  payments: PaymentService;
  cardProvider: CardProviderAdapter;
  ledger: LedgerService;
}

export interface RenewalTask {
  subscriptionId: string;
  startDate: string;
  endDate: string;
}

export type RenewalOutcome = 'succeeded' | 'failed' | 'claimed-elsewhere' | 'not-due' | 'pending';

/**
 * Renews one period of one subscription, once (spec section 4, issue 11): the decision is
 * recorded first (foodplan_subscription_renewals, one row per subscription and period, its
 * primary key the claim), claimed by `claimant` (the job's id: a retry of the same job goes
 * on, any other run for the period finds it claimed and does nothing). A subscription paid
 * by card (4) has its saved card charged with the renewal's id as the provider's reference,
 * that money goes into the wallet once; then the wallet pays the period through the
 * payment handler (reserve with AutoComplete, Description 'Madplan', IsFoodplan, the
 * restrictions overridden) as the subscription's guardian, with the renewal's id as the
 * Idempotency-Key, so a repeated run gets the first answer. The outcome is recorded.
 */
export async function renewPeriod(deps: RenewalDeps, task: RenewalTask, claimant: string, lastAttempt = true): Promise<RenewalOutcome> {
  const { db, clock } = deps;
  // Whether an earlier run of the job claimed the period (and so may have sent its charge).
  const earlier = { claimed: false };
  const claim = await db.transaction(async (tx) => {
    const subscription = await foodplans.subscriptionById(tx, task.subscriptionId, true);
    const known = await renewals.renewalOf(tx, task.subscriptionId, task.startDate);
    if (known !== null) {
      earlier.claimed = true;
      return known;
    }
    if (subscription === null || !subscription.is_active) return null;
    const offer = await foodplans.offerById(tx, subscription.offer_id);
    const plan = offer === null ? null : await foodplans.foodplanById(tx, offer.foodplan_id);
    if (offer === null || plan === null) return null;
    const now = clock.now();
    const today = copenhagenDate(now);
    const amountOre = periodPrice({ Price: offer.price_ore, NextPeriodPrice: offer.next_period_price_ore }, { StartDate: task.startDate, EndDate: task.endDate }, today);
    const cardId = subscription.payment_type_id === 4 ? await primaryCardChargeableFor(tx, subscription.wallet_id, subscription.user_id) : null;
    const noCard = subscription.payment_type_id === 4 && cardId === null;
    // Queued before the period's deadline but run after it: the period has begun, nothing is charged (issue 23).
    // (A renewal that has no card to charge is recorded as failed whatever the period, as before.)
    if (!noCard && !isPeriodOpen({ StartDate: task.startDate, EndDate: task.endDate }, registrationRuleOf(plan), now)) return null;
    return renewals.insertRenewal(tx, {
      subscriptionId: subscription.id,
      walletId: subscription.wallet_id,
      periodStart: task.startDate,
      periodEnd: task.endDate,
      amountOre,
      paymentTypeId: subscription.payment_type_id,
      creditCardId: cardId,
      status: noCard ? 'failed' : 'charging',
      failureReason: noCard ? NO_CREDIT_CARD : null,
      claimedBy: claimant,
      at: now,
    });
  });
  if (claim === null) return 'not-due';
  if (claim.claimed_by !== claimant) return 'claimed-elsewhere';
  if (claim.status !== 'charging') return claim.status;

  if (claim.payment_type_id === 4 && claim.card_ledger_transaction_id === null) {
    const charged = await chargeCard(deps, claim, lastAttempt, earlier.claimed);
    if (charged !== 'charged') return charged;
  }
  return payPeriod(deps, claim);
}

/**
 * The saved card's money into the wallet, once; 'failed' when the card refuses, 'pending'
 * when its answer is not known yet. The charge is sent by the run that claimed the period,
 * only: a later run (`sentBefore`: after a time-out, an error, a crash) asks the provider
 * about the reference and settles by its answer, never sending the charge again (issue 23).
 */
async function chargeCard(deps: RenewalDeps, renewal: renewals.RenewalRow, lastAttempt: boolean, sentBefore: boolean): Promise<'charged' | 'failed' | 'pending'> {
  const { db, clock, cardProvider, ledger } = deps;
  const reference = `foodplan-renewal:${renewal.id}`;
  const card = renewal.credit_card_id === null ? null : await renewals.cardToken(db, renewal.credit_card_id, sentBefore);
  if (card === null) {
    await db.transaction((tx) => renewals.settleRenewal(tx, renewal.id, { status: 'failed', failureReason: NO_CREDIT_CARD, paymentId: null, at: clock.now() }));
    return 'failed';
  }
  const result = sentBefore
    ? await askedCharge(cardProvider, reference)
    : await cardProvider.chargeSavedCard({
        token: card.provider_token,
        amountOre: renewal.amount_ore,
        reference,
        description: `Madplan ${renewal.period_start} - ${renewal.period_end}`,
      });
  if (result.status === 'approved') {
    await db.transaction(async (tx) => {
      const locked = await renewals.lockRenewal(tx, renewal.id);
      if (locked === null || locked.card_ledger_transaction_id !== null) return;
      const ledgerTransactionId = await ledger.depositByCard(tx, renewal.wallet_id, renewal.amount_ore, clock.now(), platformText('foodPlanRenewalWithCard', { last4: card.last4 }));
      await renewals.recordCardMoney(tx, renewal.id, result.providerTransactionId, ledgerTransactionId);
    });
    return 'charged';
  }
  const unknown = result.status === 'timeout' || result.status === 'error';
  if (unknown && !lastAttempt) return 'pending';
  const reason = result.status === 'insufficient_funds' ? 'NoFund' : result.status === 'declined' ? 'credit card error' : 'timeout';
  await db.transaction((tx) => renewals.settleRenewal(tx, renewal.id, { status: 'failed', failureReason: reason, paymentId: null, at: clock.now() }));
  return 'failed';
}

/** A charge sent before, as the provider tells it now: no charge under the reference is a refusal; no answer yet (or none to be had) is a time-out. */
async function askedCharge(provider: CardProviderAdapter, reference: string): Promise<ChargeResult> {
  try {
    const status = await provider.chargeStatus({ reference });
    if (status.status === 'approved') return { status: 'approved', providerTransactionId: status.providerTransactionId };
    if (status.status === 'declined' || status.status === 'insufficient_funds') return status;
    if (status.status === 'unknown') return { status: 'declined', message: 'The card provider made no charge under this reference' };
    return { status: 'timeout', message: 'The card provider is still answering the charge' };
  } catch (error) {
    if (error instanceof CardProviderUnavailableError) return { status: 'timeout', message: error.message };
    throw error;
  }
}

/** The wallet pays the period through the payment handler, as the subscription's guardian. */
async function payPeriod(deps: RenewalDeps, renewal: renewals.RenewalRow): Promise<RenewalOutcome> {
  const { db, clock, payments } = deps;
  const facts = await renewals.renewalFacts(db, renewal.id);
  if (facts === null) throw new Error(`Renewal ${renewal.id} has no subscription`);
  const auth: AuthContext = {
    sessionId: `renewal:${renewal.id}`,
    userId: facts.user_id,
    name: facts.user_name,
    email: facts.user_email,
    roles: facts.user_roles,
    application: 'wallet' satisfies ApplicationName,
    expiresAt: new Date(clock.now().getTime() + 60_000),
  };
  const kroner = oreToKroner(renewal.amount_ore);
  const payload: OrderPayload = {
    Restrictions: { UseRestrictionOverride: true, IgnoreWalletSettings: true, AllowPaymentWindow: false },
    Amounts: { '2': kroner },
    Description: FOODPLAN_ORDER_DESCRIPTION,
    CustomerID: facts.customer_id,
    WalletID: renewal.wallet_id,
    FoodPlanID: facts.foodplan_id,
    IsFoodplan: true,
    Products: [{ ID: facts.product_id, Quantity: 1, Name: facts.product_name, Price: kroner, SubscriptionID: renewal.subscription_id, StartDate: renewal.period_start }],
    CustomData: { AutoComplete: true },
  };
  let outcome: { paymentId: string | null; failureReason: string | null };
  try {
    const answer = await payments.reserve({ auth, role: undefined, idempotencyKey: `foodplan-renewal:${renewal.id}` }, payload);
    const body = answer.body as { ID?: string | null; Status?: { ID: number }; ErrorMessage?: string | null; message?: string };
    outcome =
      answer.statusCode === 200 && body.Status?.ID === TransactionStatusId.Completed && body.ID
        ? { paymentId: body.ID, failureReason: null }
        : { paymentId: null, failureReason: body.ErrorMessage ?? body.message ?? 'Request is invalid' };
  } catch (error) {
    // The guardian may no longer see the wallet, or the key's first run is still going (a retry settles it).
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 409) throw error;
    if (status === undefined) throw error;
    outcome = { paymentId: null, failureReason: (error as Error).message };
  }
  await db.transaction((tx) =>
    renewals.settleRenewal(tx, renewal.id, {
      status: outcome.paymentId === null ? 'failed' : 'succeeded',
      failureReason: outcome.failureReason,
      paymentId: outcome.paymentId,
      at: clock.now(),
    }),
  );
  return outcome.paymentId === null ? 'failed' : 'succeeded';
}

/** The periods due now for every active subscription, less those with a renewal already. */
export async function dueRenewals(q: Queryable, now: Date): Promise<RenewalTask[]> {
  const tasks: RenewalTask[] = [];
  for (const row of await renewals.activeSubscriptions(q)) {
    const taken = new Set([...row.paid_or_pending_starts, ...row.renewed_starts]);
    const due: SubscriptionPeriod[] = periodsDueForRenewal(row.subscription_type_id, {
      activatedOn: row.activated_on,
      daysBeforeNewPeriod: row.days_before_new_period,
      paidStarts: taken,
      rule: { SchoolDaysBefore: row.deadline_school_days, Time: row.deadline_time },
      now,
    });
    for (const period of due) tasks.push({ subscriptionId: row.id, startDate: period.StartDate, endDate: period.EndDate });
  }
  return tasks;
}

function taskOf(payload: Record<string, unknown>): RenewalTask {
  const { subscriptionId, startDate, endDate } = payload;
  if (typeof subscriptionId !== 'string' || typeof startDate !== 'string' || typeof endDate !== 'string') throw new Error('A renewal job needs subscriptionId, startDate and endDate');
  return { subscriptionId, startDate, endDate };
}

/**
 * Registers the renewal with a job runner: every hour one instance (the schedule's row
 * lock) queues one job per period due (a dedupe key per subscription and period); each
 * job renews its period once (renewPeriod). Several instances together charge each
 * period once.
 */
export function registerRenewalJobs(runner: JobRunner, deps: RenewalDeps): void {
  runner.register(RENEWAL_SWEEP_JOB, async (job) => {
    await deps.db.transaction(async (tx) => {
      for (const task of await dueRenewals(tx, deps.clock.now())) {
        await enqueueJob(tx, { kind: RENEWAL_JOB, payload: { ...task }, runAt: deps.clock.now(), dedupeKey: `foodplan-renewal:${task.subscriptionId}:${task.startDate}` });
      }
      await job.complete(tx);
    });
  });

  runner.register(RENEWAL_JOB, async (job) => {
    const outcome = await renewPeriod(deps, taskOf(job.payload), job.id, job.attempt >= job.maxAttempts);
    // The card's answer is not known yet: the runner tries again later with the same reference.
    if (outcome === 'pending') throw new Error('Renewal charge not settled yet');
  });

  runner.every({ name: RENEWAL_SCHEDULE, kind: RENEWAL_SWEEP_JOB, nextRunAfter: (after) => new Date(after.getTime() + SWEEP_INTERVAL_MS) });
}
