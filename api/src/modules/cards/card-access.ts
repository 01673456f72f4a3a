import { mayPayWithCard } from '@kk/domain';
import { forbidden } from '../../core/errors';
import { managesWalletGroup, type CardOwner } from '../../core/family-access';
import type { Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import type { FamilyAccess } from '../family/access';
import { CARD_NOT_SHARED, consentOf } from './card-consent';
import * as cards from './repository';

/** Not found and not yours answer alike, so ids of other families' cards cannot be probed. */
export const NO_CARD_ACCESS = 'The card does not exist or you have no access to it';

/** The family checks of saved cards: a card of a wallet the caller manages or of a group they guard. */
export class CardAccess {
  constructor(
    private readonly q: Queryable,
    private readonly family: FamilyAccess,
  ) {}

  /**
   * A live card the caller manages: a card of a wallet they manage or of a group they guard.
   * Managing a card (seeing it, deleting it) is not paying with it: see usableCard.
   */
  async card(auth: AuthContext, cardId: string, options: { forUpdate?: boolean } = {}): Promise<cards.CreditCardRow> {
    const card = await cards.findLiveCard(this.q, cardId, options);
    if (card === null) throw forbidden(NO_CARD_ACCESS);
    const member = await this.family.member(auth);
    if (card.wallet_group_id !== null) {
      if (!managesWalletGroup(member, card.wallet_group_id)) throw forbidden(NO_CARD_ACCESS);
      return card;
    }
    if (card.wallet_id === null || !(await this.family.managesWallet(member, card.wallet_id))) throw forbidden(NO_CARD_ACCESS);
    return card;
  }

  /**
   * A live card the caller manages and may pay with (issue 23): its holder, or anyone while
   * the holder shares it (@kk/domain mayPayWithCard). Every charge the caller asks for, and
   * every choice of a primary card (its refills charge it on the chooser's behalf), goes
   * through here. `forUpdate` (in a transaction) holds the card's sharing until commit.
   */
  async usableCard(auth: AuthContext, cardId: string, options: { forUpdate?: boolean } = {}): Promise<cards.CreditCardRow> {
    const card = await this.card(auth, cardId, options);
    if (!mayPayWithCard(consentOf(card), auth.userId)) throw forbidden(CARD_NOT_SHARED);
    return card;
  }
}

/** Whose card it is, for core/family-access cardServesWallet. */
export function cardOwner(card: cards.CreditCardRow): CardOwner {
  return card.wallet_id !== null ? { walletId: card.wallet_id, walletGroupId: null } : { walletId: null, walletGroupId: card.wallet_group_id as string };
}
