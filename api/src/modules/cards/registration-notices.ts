import type { Clock } from '../../clock';
import type { Queryable } from '../../db/db';
import type { FamilyAccess } from '../family/access';
import type { AfterCommit, Notice, RecordedNoticeOwner } from '../provider-events/dispatcher';
import * as cards from './repository';

type RegistrationKind = 'card_registered' | 'card_registration_failed';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The provider's notices about a card added on its page, in the transaction that records
 * the event: an unknown or already finished registration changes nothing.
 */
export class CardRegistrationNotices implements RecordedNoticeOwner<RegistrationKind> {
  readonly kinds = ['card_registered', 'card_registration_failed'] as const;

  constructor(
    private readonly clock: Clock,
    private readonly family: FamilyAccess,
  ) {}

  async settle(tx: Queryable, notice: Notice<RegistrationKind>): Promise<AfterCommit | undefined> {
    if (notice.kind === 'card_registered') await this.cardRegistered(tx, notice);
    else await this.registrationFailed(tx, notice);
    return undefined;
  }

  /**
   * Stores the card (token, brand, last four, expiry) for the registration's wallet or
   * wallet group, and makes it the primary card of those of its wallets without one, so
   * a first card is used for refills right away.
   */
  private async cardRegistered(tx: Queryable, notification: Notice<'card_registered'>): Promise<void> {
    const registration = UUID.test(notification.registrationId) ? await cards.lockRegistration(tx, notification.registrationId) : null;
    if (registration === null || registration.status !== 'pending') return;
    const at = this.clock.now();
    const cardId = await cards.insertCreditCard(tx, {
      walletId: registration.wallet_id,
      walletGroupId: registration.wallet_group_id,
      cardType: registration.card_type,
      merchantNumber: registration.merchant_number,
      providerToken: notification.token,
      brand: notification.brand,
      last4: notification.last4,
      expiryMonth: notification.expiryMonth,
      expiryYear: notification.expiryYear,
      registrationId: registration.id,
      createdByUserId: registration.user_id,
      at,
    });
    await cards.finishRegistration(tx, registration.id, { status: 'completed', reason: null, at });
    const servedWallets =
      registration.wallet_id !== null
        ? [registration.wallet_id]
        : (await this.family.within(tx).walletsOfGroup(registration.wallet_group_id as string)).map((wallet) => wallet.id);
    // Chosen by the card's holder, who saved it: their refills may charge it (issue 23).
    await cards.setPrimaryCard(tx, await cards.walletsWithoutPrimaryCard(tx, servedWallets), cardId, at, registration.user_id);
  }

  private async registrationFailed(tx: Queryable, notification: Notice<'card_registration_failed'>): Promise<void> {
    const registration = UUID.test(notification.registrationId) ? await cards.lockRegistration(tx, notification.registrationId) : null;
    if (registration === null || registration.status !== 'pending') return;
    await cards.finishRegistration(tx, registration.id, { status: 'failed', reason: notification.reason.slice(0, 200), at: this.clock.now() });
  }
}
