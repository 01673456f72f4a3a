/**
 * Cards and refills move a family's money, so only the family may touch them: the
 * guardians of the wallet group and the wallet's own holder. Staff powers (partner site,
 * support tool) that let staff see a wallet do not extend to its cards.
 */
export interface FamilyMember {
  userId: string;
  guardianOfWalletGroupIds: readonly string[];
}

export interface FamilyWallet {
  holderUserId: string | null;
  walletGroupId: string | null;
}

export function managesWallet(member: FamilyMember, wallet: FamilyWallet): boolean {
  if (wallet.holderUserId !== null && wallet.holderUserId === member.userId) return true;
  return wallet.walletGroupId !== null && member.guardianOfWalletGroupIds.includes(wallet.walletGroupId);
}

export function managesWalletGroup(member: FamilyMember, walletGroupId: string): boolean {
  return member.guardianOfWalletGroupIds.includes(walletGroupId);
}

/** Where a saved card belongs: one wallet, or a wallet group (then it serves all its wallets). */
export type CardOwner = { walletId: string; walletGroupId: null } | { walletId: null; walletGroupId: string };

/** A wallet may be charged through its own cards and through the cards of its wallet group. */
export function cardServesWallet(card: CardOwner, wallet: { id: string; walletGroupId: string | null }): boolean {
  if (card.walletId !== null) return card.walletId === wallet.id;
  return wallet.walletGroupId !== null && card.walletGroupId === wallet.walletGroupId;
}
