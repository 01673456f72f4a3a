/**
 * Who may pay with a saved card (issue 23). A card of the family (spec section 4, "Cards")
 * is still the adult's who saved it, its holder: only they may charge it (add funds, make
 * it a wallet's primary card, have a refill or a renewal charge it on their behalf), unless
 * they have shared it with the family's other guardians. Seeing a card is the family's
 * (core/family-access); paying with it is this rule's.
 */
export interface CardConsent {
  /** The adult who saved the card; null when no holder could be named (such a card was left shared). */
  savedByUserId: string | null;
  /** The holder's switch "shared with the family's other guardians" (off by default). */
  sharedWithFamily: boolean;
}

/** Whether `userId` may pay with the card: its holder always, anyone else only while the holder shares it. */
export function mayPayWithCard(card: CardConsent, userId: string): boolean {
  return card.sharedWithFamily || (card.savedByUserId !== null && card.savedByUserId === userId);
}

/** Only the holder turns sharing on and off. */
export function maySetCardSharing(card: CardConsent, userId: string): boolean {
  return card.savedByUserId !== null && card.savedByUserId === userId;
}

/**
 * Whether the signed-in user may pay with a card as the API lists it (CanUse). A list
 * without the field (an older answer) counts as yes: the server decides every charge anyway.
 */
export function mayPayWith(card: { CanUse?: boolean | undefined }): boolean {
  return card.CanUse !== false;
}
