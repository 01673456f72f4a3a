import { mayPayWithCard } from '@kk/domain';
import { badRequest, forbidden } from '../../core/errors';
import { managesWallet, managesWalletGroup, type CardOwner, type FamilyMember } from '../../core/family-access';
import type { Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import { CARD_NOT_SHARED, consentOf } from './card-consent';
import * as cards from './repository';

/** The role the spec's DepositWithdraw calls need (add funds, cards, refills). */
export const DEPOSIT_ROLE = 'DepositWithdraw';

/** Not found and not yours answer alike, so ids of other families cannot be probed. */
export const NO_WALLET_ACCESS = 'The wallet does not exist or you have no access to it';
export const NO_GROUP_ACCESS = 'The wallet group does not exist or you have no access to it';
export const NO_CARD_ACCESS = 'The card does not exist or you have no access to it';

export function requireDepositRole(auth: AuthContext): void {
  if (!auth.roles.includes(DEPOSIT_ROLE)) throw forbidden(`The role ${DEPOSIT_ROLE} is required`);
}

/**
 * The family checks of cards and refills: only guardians of a wallet's group and its
 * holder may see or move the money of the wallet (core/family-access.ts).
 */
export class FamilyAccess {
  constructor(private readonly q: Queryable) {}

  async member(auth: AuthContext): Promise<FamilyMember> {
    return { userId: auth.userId, guardianOfWalletGroupIds: await cards.guardianGroupIds(this.q, auth.userId) };
  }

  async wallet(auth: AuthContext, walletId: string): Promise<cards.FamilyWalletRow> {
    const wallet = await cards.findWallet(this.q, walletId);
    if (wallet === null) throw forbidden(NO_WALLET_ACCESS);
    const member = await this.member(auth);
    if (!managesWallet(member, { holderUserId: wallet.holder_user_id, walletGroupId: wallet.wallet_group_id })) throw forbidden(NO_WALLET_ACCESS);
    return wallet;
  }

  /** The group named, or the caller's only group; several groups need a name. */
  async walletGroup(auth: AuthContext, walletGroupId?: string): Promise<string> {
    const member = await this.member(auth);
    if (walletGroupId !== undefined) {
      if (!managesWalletGroup(member, walletGroupId)) throw forbidden(NO_GROUP_ACCESS);
      return walletGroupId;
    }
    const [only, ...more] = member.guardianOfWalletGroupIds;
    if (only === undefined) throw forbidden('You are not the guardian of a wallet group');
    if (more.length > 0) throw badRequest('You are the guardian of several wallet groups: name one with walletGroupID');
    return only;
  }

  /**
   * A live card the caller manages: a card of a wallet they manage or of a group they guard.
   * Managing a card (seeing it, deleting it) is not paying with it: see usableCard.
   */
  async card(auth: AuthContext, cardId: string, options: { forUpdate?: boolean } = {}): Promise<cards.CreditCardRow> {
    const card = await cards.findLiveCard(this.q, cardId, options);
    if (card === null) throw forbidden(NO_CARD_ACCESS);
    const member = await this.member(auth);
    if (card.wallet_group_id !== null) {
      if (!managesWalletGroup(member, card.wallet_group_id)) throw forbidden(NO_CARD_ACCESS);
      return card;
    }
    const wallet = card.wallet_id === null ? null : await cards.findWallet(this.q, card.wallet_id);
    if (wallet === null || !managesWallet(member, { holderUserId: wallet.holder_user_id, walletGroupId: wallet.wallet_group_id })) {
      throw forbidden(NO_CARD_ACCESS);
    }
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

/**
 * Who may change a wallet's own settings (its spending controls, its e-mail alerts): a
 * guardian of the wallet's group with the role DepositWithdraw, or the holder of a wallet in
 * no family (an adult's own). The rest of the family may read them.
 */
export function maySetWalletSettings(auth: AuthContext, wallet: cards.FamilyWalletRow, member: FamilyMember): boolean {
  if (!auth.roles.includes(DEPOSIT_ROLE)) return false;
  if (wallet.wallet_group_id !== null) return managesWalletGroup(member, wallet.wallet_group_id);
  return wallet.holder_user_id === auth.userId;
}

/** The wallet a call is about: the walletID parameter, else the spec's walletid header. */
export function walletIdOf(query: { walletID?: string }, headers: Record<string, string | string[] | undefined>): string | null {
  if (query.walletID !== undefined) return query.walletID;
  const header = headers.walletid;
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value === '') return null;
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) throw badRequest('The walletid header is not a wallet id');
  return value.toLowerCase();
}

/** Whose card it is, for core/family-access cardServesWallet. */
export function cardOwner(card: cards.CreditCardRow): CardOwner {
  return card.wallet_id !== null ? { walletId: card.wallet_id, walletGroupId: null } : { walletId: null, walletGroupId: card.wallet_group_id as string };
}
