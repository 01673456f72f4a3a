import type { Queryable } from '../../db/db';
import * as cards from './repository';

export type { CreditCardRow } from './repository';

/** What other modules read of saved cards (refills: the card a refill charges), in the caller's transaction. */
export class CardReads {
  /** A card even after it was deleted: a charge already made to it must still be settled. */
  cardIncludingDeleted(q: Queryable, cardId: string): Promise<cards.CreditCardRow | null> {
    return cards.findCardIncludingDeleted(q, cardId);
  }
}
