import { z } from 'zod';
import type { Db } from '../../db/db';
import type { JobRunner } from '../../jobs/runner';
import type { CardProviderAdapter } from '../card-provider/adapter';
import type { DepositIntent, DepositService } from './deposit-service';
import { DEPOSIT_RECONCILIATION_JOB } from './repository';
import { CARD_DELETION_JOB, forgetDeletedCardAtProvider } from './card-deletion';

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
