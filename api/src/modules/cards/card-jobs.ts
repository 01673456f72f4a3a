import { z } from 'zod';
import type { Db } from '../../db/db';
import type { JobRunner } from '../../jobs/runner';
import type { CardProviderAdapter } from '../card-provider/adapter';
import type { DepositIntent, DepositService } from './deposit-service';
import { DEPOSIT_RECONCILIATION_JOB } from './repository';
import { CARD_DELETION_JOB, forgetDeletedCardAtProvider } from './card-deletion';
import type { MobilePayAgreementService } from './mobilepay-agreements';
import { MOBILEPAY_RECONCILE_JOB, type MobilePayDepositService } from './mobilepay-deposits';

const DepositIntentPayload = z.object({
  userId: z.string(),
  call: z.object({ scope: z.string(), key: z.string(), requestHash: z.string() }),
  reference: z.string(),
  walletId: z.string().uuid(),
  cardId: z.string().uuid(),
  amountOre: z.number().int().positive(),
  topUpId: z.string().uuid().optional(),
});

export interface CardJobDeps {
  db: Db;
  provider: CardProviderAdapter;
  /** The deposit service the routes use: a reconciliation settles a deposit exactly as the request would have. */
  deposits: DepositService;
}

const CardDeletionPayload = z.object({ cardId: z.string().uuid() });

/** Registers the card module's background jobs with a job runner (the module's install does this). */
export function registerCardJobs(runner: JobRunner, { db, provider, deposits }: CardJobDeps): void {
  runner.register(DEPOSIT_RECONCILIATION_JOB, async (job) => {
    const intent: DepositIntent = DepositIntentPayload.parse(job.payload);
    await deposits.reconcile(intent);
  });
  runner.register(CARD_DELETION_JOB, async (job) => {
    const { cardId } = CardDeletionPayload.parse(job.payload);
    await forgetDeletedCardAtProvider(db, provider, cardId);
  });
}

/** How often pending MobilePay deposits past their time-out are looked up at the provider. */
export const MOBILEPAY_RECONCILE_INTERVAL_MS = 60_000;

/**
 * The MobilePay deposits and agreements whose notification never came: a periodic job (one
 * run per minute across all instances, as the hold sweep) asks the provider about each one
 * still pending after the approval time-out and a grace, and settles it as the notification
 * would (MobilePayDepositService and MobilePayAgreementService.reconcilePending). Settling is idempotent per deposit
 * (its row lock and status), so a notification arriving meanwhile moves the money once.
 */
export function registerMobilePayReconciliation(runner: JobRunner, mobilePay: MobilePayDepositService, agreements?: MobilePayAgreementService): void {
  runner.register(MOBILEPAY_RECONCILE_JOB, async () => {
    // The agreements first: a deposit the provider disagrees about fails the run, visibly.
    if (agreements) await agreements.reconcilePending();
    await mobilePay.reconcilePending();
  });
  runner.every({
    name: MOBILEPAY_RECONCILE_JOB,
    kind: MOBILEPAY_RECONCILE_JOB,
    nextRunAfter: (after) => new Date(after.getTime() + MOBILEPAY_RECONCILE_INTERVAL_MS),
  });
}
