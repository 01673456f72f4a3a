import type { CardSharingRequest, CardTypeInfo, CreditCard, CreditCardList, PollMerchantSubscriptionResponse } from '@kk/contracts';
import type { Clock } from '../../clock';
import { cardTypeFor, cardTypesFor } from '../../core/card-types';
import { AppError, badRequest, forbidden } from '../../core/errors';
import { cardServesWallet } from '../../core/family-access';
import { isAllowedReturnUrl, maySetCardSharing } from '@kk/domain';
import type { Db, Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import type { CardProviderAdapter } from '../card-provider/adapter';
import { CardProviderUnavailableError } from '../card-provider/errors';
import { consentOf, NOT_CARD_HOLDER } from './card-consent';
import { groupCardList, toCreditCard, walletCardList } from './card-view';
import { requireDepositRole, type FamilyAccess } from '../family/access';
import { CardAccess, cardOwner, NO_CARD_ACCESS } from './card-access';
import * as cards from './repository';
import { queueCardDeletionAtProvider } from './card-deletion';

export interface CardModel {
  uid: string;
  merchantNumber?: string | undefined;
  merchantName?: string | undefined;
}

export interface StartRegistration {
  cardType: string;
  amount: number;
  returnUrl: string;
  /** The wallet the card is for; null for a card of the caller's wallet group. */
  walletId: string | null;
  walletGroupId?: string | undefined;
  language?: 'da' | 'en' | undefined;
}

/** The provider's payment notices as recorded (read by PollMerchantSubscription). */
export interface NotifiedPayments {
  notifiedPayment(providerTransactionId: string): Promise<{ kind: string; wallet_id: string | null; user_id: string | null } | null>;
}

/** The provider's failure reasons as the spec's error catalogue words them. */
export function registrationFailureMessage(reason: string | null): string | null {
  if (reason === null) return null;
  if (reason === 'insufficient_funds') return 'NoFund';
  if (reason === 'timeout') return 'timeout';
  if (reason === 'cancelled') return 'Cancelled';
  return 'credit card error';
}

/**
 * Saved credit cards (spec section 7, "Credit cards"): adding one on the provider's page,
 * listing, deleting and choosing the primary card per wallet. The platform holds only
 * the provider's token, brand, last four digits and expiry.
 */
export class CardService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly provider: CardProviderAdapter,
    private readonly allowedReturnOrigins: readonly (string | RegExp)[],
    private readonly family: FamilyAccess,
    private readonly notifiedPayments: NotifiedPayments,
  ) {}

  possibleCardTypes(auth: AuthContext): CardTypeInfo[] {
    return cardTypesFor(auth.roles).map((type) => ({ Name: type.name, MerchantNumber: type.merchantNumber, IsTestOnly: type.testOnly }));
  }

  merchantNumber(auth: AuthContext, cardType: string): string {
    const type = cardTypeFor(auth.roles, cardType);
    if (type === null) throw badRequest(`Unknown card type ${cardType}`);
    return type.merchantNumber;
  }

  /** Records the attempt and asks the provider for its page; answers the page's address. */
  async startRegistration(auth: AuthContext, start: StartRegistration): Promise<string> {
    requireDepositRole(auth);
    if (start.amount !== 0) throw badRequest('Adding a card charges nothing: Amount must be 0');
    const type = cardTypeFor(auth.roles, start.cardType);
    if (type === null) throw badRequest(`Unknown card type ${start.cardType}`);
    if (!isAllowedReturnUrl(start.returnUrl, this.allowedReturnOrigins)) throw badRequest('returnUrl must be an address of this site');
    const owner =
      start.walletId !== null
        ? { walletId: (await this.family.wallet(auth, start.walletId)).id, walletGroupId: null }
        : { walletId: null, walletGroupId: await this.family.walletGroup(auth, start.walletGroupId) };
    const registrationId = await cards.insertRegistration(this.db, {
      userId: auth.userId,
      ...owner,
      cardType: type.name,
      merchantNumber: type.merchantNumber,
      at: this.clock.now(),
    });
    try {
      const { redirectUrl } = await this.provider.startCardRegistration({
        registrationId,
        cardType: type.name,
        returnUrl: start.returnUrl,
        language: start.language,
      });
      return redirectUrl;
    } catch (error) {
      await cards.finishRegistration(this.db, registrationId, { status: 'failed', reason: 'provider_unavailable', at: this.clock.now() });
      if (error instanceof CardProviderUnavailableError) throw new AppError(502, error.timedOut ? 'timeout' : 'unable to connect', error.message);
      throw error;
    }
  }

  async walletCards(auth: AuthContext, walletId: string): Promise<CreditCardList> {
    await this.family.wallet(auth, walletId);
    return this.walletCardList(this.db, walletId, auth.userId);
  }

  async walletGroupCards(auth: AuthContext, walletGroupId?: string): Promise<CreditCardList> {
    const groupId = await this.family.walletGroup(auth, walletGroupId);
    return this.groupCardList(this.db, groupId, auth.userId);
  }

  /** The cards that can pay for each wallet, for the onboarding's list of children. */
  async cardsOfWallets(q: Queryable, walletIds: readonly string[]): Promise<Map<string, CreditCard[]>> {
    const rows = await cards.cardsServingWallets(q, walletIds);
    const uses = await cards.primaryUses(q, [...new Set(rows.map((row) => row.id))]);
    const byWallet = new Map<string, CreditCard[]>(walletIds.map((id) => [id, []]));
    for (const walletId of walletIds) {
      byWallet.set(walletId, walletCardList(rows.filter((row) => row.for_wallet_id === walletId), uses).CreditCards);
    }
    return byWallet;
  }

  async deleteCard(auth: AuthContext, cardId: string, merchant: string | undefined): Promise<void> {
    requireDepositRole(auth);
    await this.db.transaction(async (tx) => {
      const card = await this.cardAccess(tx).card(auth, cardId);
      if (merchant !== undefined && merchant.toLowerCase() !== card.card_type.toLowerCase()) throw forbidden(NO_CARD_ACCESS);
      await cards.deleteCard(tx, card.id, this.clock.now());
      // In the same transaction: the provider is told to forget the token, retried until it has answered.
      await queueCardDeletionAtProvider(tx, card.id, this.clock.now());
    });
  }

  /** The card becomes the primary card of one wallet (walletID, else the walletid header). */
  async setPrimary(auth: AuthContext, model: CardModel, walletId: string | null): Promise<CreditCardList> {
    requireDepositRole(auth);
    if (walletId === null) throw badRequest('walletID is required: which wallet is the card to be primary for?');
    return this.db.transaction(async (tx) => {
      const card = await this.matchingCard(tx, auth, model);
      const wallet = await this.family.within(tx).wallet(auth, walletId);
      if (!cardServesWallet(cardOwner(card), { id: wallet.id, walletGroupId: wallet.wallet_group_id })) {
        throw badRequest("The card cannot pay for this wallet: it belongs to another of the family's wallets");
      }
      await cards.setPrimaryCard(tx, [wallet.id], card.id, this.clock.now(), auth.userId);
      return this.walletCardList(tx, wallet.id, auth.userId);
    });
  }

  /**
   * The card's holder shares it with the family's other guardians, or stops (issue 23;
   * anyone else 403). Stopping takes effect at once: the primary-card choices other
   * guardians made with it are removed in the same transaction, so no refill charges it on
   * their behalf again (those wallets then have no primary card and say so).
   */
  async setSharing(auth: AuthContext, request: CardSharingRequest): Promise<CreditCard> {
    requireDepositRole(auth);
    return this.db.transaction(async (tx) => {
      const card = await this.cardAccess(tx).card(auth, request.uid, { forUpdate: true });
      if (!maySetCardSharing(consentOf(card), auth.userId)) throw forbidden(NOT_CARD_HOLDER);
      await cards.setCardSharing(tx, card.id, request.Shared);
      if (!request.Shared) await cards.dropPrimaryUsesNotBy(tx, card.id, auth.userId);
      const after = (await cards.findLiveCard(tx, card.id)) as cards.CreditCardRow;
      const uses = await cards.primaryUses(tx, [card.id]);
      return toCreditCard(after, uses.length > 0, uses, auth.userId);
    });
  }

  /** A group card becomes primary for every wallet of the group; a wallet's card for its wallet. */
  setPrimaryAllWallets(auth: AuthContext, model: CardModel): Promise<CreditCardList> {
    return this.setPrimaryForGroup(auth, model, 'all');
  }

  /** A group card becomes primary for the group's wallets that have no primary card yet. */
  setPrimaryUnassignedWallets(auth: AuthContext, model: CardModel): Promise<CreditCardList> {
    return this.setPrimaryForGroup(auth, model, 'unassigned');
  }

  /**
   * Whether the provider's notification for a card added on its page has been processed
   * (epaySubscriptionID: our registration id), or for a hosted payment
   * (vivawalletTransactionID: the provider's transaction id).
   */
  async poll(auth: AuthContext, query: { vivawalletTransactionID?: string | undefined; epaySubscriptionID?: string | undefined }): Promise<PollMerchantSubscriptionResponse> {
    const registrationId = query.epaySubscriptionID;
    if (registrationId !== undefined && registrationId !== '') {
      const registration = /^[0-9a-f-]{36}$/i.test(registrationId) ? await cards.findRegistration(this.db, registrationId) : null;
      if (registration === null || registration.user_id !== auth.userId) throw forbidden('The card registration does not exist or is not yours');
      return {
        Success: registration.status === 'completed',
        Status: registration.status,
        Message: registrationFailureMessage(registration.failure_reason),
      };
    }
    // The spec's name for the provider's transaction id; providerTransactionId everywhere inside.
    const providerTransactionId = query.vivawalletTransactionID;
    if (providerTransactionId === undefined || providerTransactionId === '') throw badRequest('epaySubscriptionID or vivawalletTransactionID is required');
    const event = await this.notifiedPayments.notifiedPayment(providerTransactionId);
    // Only the payer and the wallet's family learn the outcome; to anyone else a payment
    // looks like one not yet notified, so provider ids cannot be probed.
    if (event === null || !(await this.mayFollowPayment(auth, event))) return { Success: false, Status: 'pending', Message: null };
    return event.kind === 'payment_completed'
      ? { Success: true, Status: 'completed', Message: null }
      : { Success: false, Status: 'failed', Message: 'credit card error' };
  }

  private async mayFollowPayment(auth: AuthContext, payment: { wallet_id: string | null; user_id: string | null }): Promise<boolean> {
    if (payment.user_id === auth.userId) return true;
    if (payment.wallet_id === null) return false;
    try {
      await this.family.wallet(auth, payment.wallet_id);
      return true;
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 403) return false;
      throw error;
    }
  }

  private async setPrimaryForGroup(auth: AuthContext, model: CardModel, which: 'all' | 'unassigned'): Promise<CreditCardList> {
    requireDepositRole(auth);
    return this.db.transaction(async (tx) => {
      const card = await this.matchingCard(tx, auth, model);
      if (card.wallet_id !== null) {
        if (which === 'all' || (await cards.walletsWithoutPrimaryCard(tx, [card.wallet_id])).length > 0) {
          await cards.setPrimaryCard(tx, [card.wallet_id], card.id, this.clock.now(), auth.userId);
        }
        return this.walletCardList(tx, card.wallet_id, auth.userId);
      }
      const groupId = card.wallet_group_id as string;
      const walletIds = (await this.family.within(tx).walletsOfGroup(groupId)).map((wallet) => wallet.id);
      const targets = which === 'all' ? walletIds : await cards.walletsWithoutPrimaryCard(tx, walletIds);
      await cards.setPrimaryCard(tx, targets, card.id, this.clock.now(), auth.userId);
      return this.groupCardList(tx, groupId, auth.userId);
    });
  }

  /**
   * The card by uid, to make primary: the caller must be allowed to pay with it (its refills
   * charge it on their behalf), checked under the card's row lock so that its holder's
   * "stop sharing" either comes first (refused here) or after (and then removes this choice).
   * The merchant number and name, when given, must be the card's.
   */
  private async matchingCard(tx: Queryable, auth: AuthContext, model: CardModel): Promise<cards.CreditCardRow> {
    const card = await this.cardAccess(tx).usableCard(auth, model.uid, { forUpdate: true });
    if (model.merchantNumber !== undefined && model.merchantNumber !== card.merchant_number) throw badRequest('merchantNumber is not the card’s');
    if (model.merchantName !== undefined && model.merchantName.toLowerCase() !== card.card_type.toLowerCase()) throw badRequest('merchantName is not the card’s');
    return card;
  }

  private cardAccess(q: Queryable): CardAccess {
    return new CardAccess(q, this.family.within(q));
  }

  private async walletCardList(q: Queryable, walletId: string, viewerId: string): Promise<CreditCardList> {
    const rows = await cards.cardsServingWallets(q, [walletId]);
    return walletCardList(rows, await cards.primaryUses(q, rows.map((row) => row.id)), viewerId);
  }

  private async groupCardList(q: Queryable, groupId: string, viewerId: string): Promise<CreditCardList> {
    const rows = await cards.cardsOfGroup(q, groupId);
    const wallets = await this.family.within(q).walletsOfGroup(groupId);
    return groupCardList(rows, await cards.primaryUses(q, rows.map((row) => row.id)), wallets.map((wallet) => wallet.id), viewerId);
  }
}
