import { z } from 'zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { JobRunner } from '../../jobs/runner';
import type { CardProviderAdapter } from '../card-provider/adapter';
import { IdempotencyService } from '../idempotency/service';
import { LedgerService } from '../ledger/service';
import { DEPOSIT_RECONCILIATION_JOB, DepositService, type DepositIntent } from './deposit-service';
import { CARD_DELETION_JOB, forgetDeletedCardAtProvider } from './card-deletion';

const DepositIntentPayload = z.object({
  userId: z.string(),
  call: z.object({ scope: z.string(), key: z.string(), requestHash: z.string() }),
  reference: z.string(),
  walletId: z.string().uuid(),
  cardId: z.string().uuid(),
  amountOre: z.number().int().positive(),
});

export interface CardJobDeps {
  db: Db;
  clock: Clock;
  provider: CardProviderAdapter;
  /** The idempotency module's retention (IDEMPOTENCY_RETENTION_HOURS): how long a deposit's answer is kept. */
  idempotencyRetentionMs: number;
}

const CardDeletionPayload = z.object({ cardId: z.string().uuid() });

/** Registers the card module's background jobs with a job runner (main.ts does this at start). */
export function registerCardJobs(runner: JobRunner, deps: CardJobDeps): void {
  const idempotency = new IdempotencyService(deps.db, deps.clock, deps.idempotencyRetentionMs);
  const deposits = new DepositService(deps.db, deps.clock, deps.provider, new LedgerService(), idempotency, deps.idempotencyRetentionMs);
  runner.register(DEPOSIT_RECONCILIATION_JOB, async (job) => {
    const intent: DepositIntent = DepositIntentPayload.parse(job.payload);
    await deposits.reconcile(intent);
  });
  runner.register(CARD_DELETION_JOB, async (job) => {
    const { cardId } = CardDeletionPayload.parse(job.payload);
    await forgetDeletedCardAtProvider(deps.db, deps.provider, cardId);
  });
}
