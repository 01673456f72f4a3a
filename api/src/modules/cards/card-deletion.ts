import type { Db, Queryable } from '../../db/db';
import { enqueueJob } from '../../jobs/repository';
import type { CardProviderAdapter } from '../card-provider/adapter';
import { deletedCardToken } from './repository';

/** Forgets a deleted card's token at the provider, retried until the provider has answered. */
export const CARD_DELETION_JOB = 'cards.delete-at-provider';

/** Queued in the transaction that deletes the card, so a deletion always reaches the provider. */
export async function queueCardDeletionAtProvider(tx: Queryable, cardId: string, now: Date): Promise<void> {
  await enqueueJob(tx, { kind: CARD_DELETION_JOB, payload: { cardId }, runAt: now, dedupeKey: `${CARD_DELETION_JOB}:${cardId}`, maxAttempts: 20 });
}

/** The job: the provider forgets the token (a card that is not deleted is left alone). */
export async function forgetDeletedCardAtProvider(db: Db, provider: CardProviderAdapter, cardId: string): Promise<void> {
  const token = await deletedCardToken(db, cardId);
  if (token !== null) await provider.deleteCard({ token });
}
