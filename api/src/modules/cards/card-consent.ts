import { mayPayWithCard, type CardConsent } from '@kk/domain';
import type { Queryable } from '../../db/db';
import * as cards from './repository';

/** The 403's reason when someone pays with a card its holder has not shared with them. */
export const CARD_NOT_SHARED = 'Only the adult who saved this card may pay with it: they have not shared it with the family’s other guardians';

/** The reason when someone other than its holder switches a card's sharing. */
export const NOT_CARD_HOLDER = 'Only the adult who saved this card may share it or stop sharing it';

export function consentOf(card: Pick<cards.CreditCardRow, 'created_by_user_id' | 'shared_with_family'>): CardConsent {
  return { savedByUserId: card.created_by_user_id, sharedWithFamily: card.shared_with_family };
}

/**
 * The wallet's primary card if it may be charged on behalf of `userId` (a food-plan
 * renewal runs on behalf of its subscription's guardian), else null: then nothing is
 * charged and the renewal fails as NoCreditCard, as without a card.
 */
export async function primaryCardChargeableFor(q: Queryable, walletId: string, userId: string): Promise<string | null> {
  const card = await cards.primaryCardConsentOf(q, walletId);
  return card !== null && mayPayWithCard(consentOf(card), userId) ? card.id : null;
}

