import type { CreditCard, CreditCardList } from '@kk/contracts';
import { mayPayWithCard } from '@kk/domain';
import { consentOf } from './card-consent';
import type { CreditCardRow, PrimaryUseRow } from './repository';

/** Whose card it is and, for the caller (`viewerId`), whether they saved it and may pay with it (issue 23). */
function consentFields(row: CreditCardRow, viewerId: string | undefined): Pick<CreditCard, 'SavedBy' | 'SavedByMe' | 'Shared' | 'CanUse'> {
  const holder = { SavedBy: row.saved_by_name, Shared: row.shared_with_family };
  if (viewerId === undefined) return holder;
  return { ...holder, SavedByMe: row.created_by_user_id === viewerId, CanUse: mayPayWithCard(consentOf(row), viewerId) };
}

/** A saved card on the wire: the spec's card fields and what the provider told us (never the number). */
export function toCreditCard(row: CreditCardRow, isPrimary: boolean, uses: readonly PrimaryUseRow[], viewerId?: string): CreditCard {
  return {
    ID: row.seq,
    UID: row.id,
    IsPrimary: isPrimary,
    Merchant: row.card_type,
    MerchantName: row.card_type,
    MerchantNumber: row.merchant_number,
    WalletID: row.wallet_id,
    WalletGroupID: row.wallet_group_id ?? row.owner_wallet_group_id,
    WalletGuid: row.wallet_id,
    WalletName: row.owner_wallet_name,
    Brand: row.brand,
    Last4: row.last4,
    ExpiryMonth: row.expiry_month,
    ExpiryYear: row.expiry_year,
    CreatedDate: new Date(row.created_at).toISOString(),
    PrimaryUses: uses.filter((use) => use.credit_card_id === row.id).map((use) => ({ WalletGuidID: use.wallet_id, WalletName: use.wallet_name })),
    ...consentFields(row, viewerId),
  };
}

/** The cards that can pay for one wallet; PrimaryCard is the one its refills are charged to. */
export function walletCardList(rows: readonly (CreditCardRow & { is_primary: boolean })[], uses: readonly PrimaryUseRow[], viewerId?: string): CreditCardList {
  const cards = rows.map((row) => toCreditCard(row, row.is_primary, uses, viewerId));
  return { CreditCards: cards, PrimaryCard: cards.find((card) => card.IsPrimary) ?? null };
}

/**
 * A wallet group's cards. A card is primary when some wallet of the group uses it;
 * PrimaryCard is the card every wallet of the group uses, if there is one.
 */
export function groupCardList(rows: readonly CreditCardRow[], uses: readonly PrimaryUseRow[], groupWalletIds: readonly string[], viewerId?: string): CreditCardList {
  const cards = rows.map((row) => toCreditCard(row, uses.some((use) => use.credit_card_id === row.id), uses, viewerId));
  const primaryForAll =
    groupWalletIds.length === 0
      ? null
      : (cards.find((card) => groupWalletIds.every((walletId) => card.PrimaryUses.some((use) => use.WalletGuidID === walletId))) ?? null);
  return { CreditCards: cards, PrimaryCard: primaryForAll };
}
