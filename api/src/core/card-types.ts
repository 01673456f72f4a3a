/**
 * The card types a guardian can choose when adding a card. Each is a merchant agreement
 * with the card provider (its merchant number); the provider's page accepts the cards of
 * that type. A test-only type exists for developers: it is removed for everyone else
 * (spec section 6: Debug and Developer see all card types).
 */
export interface CardType {
  name: string;
  merchantNumber: string;
  testOnly: boolean;
}

export const CARD_TYPES: readonly CardType[] = [
  { name: 'Dankort', merchantNumber: '41000101', testOnly: false },
  { name: 'Visa', merchantNumber: '41000102', testOnly: false },
  { name: 'Mastercard', merchantNumber: '41000103', testOnly: false },
  { name: 'SandboxTest', merchantNumber: '41000999', testOnly: true },
];

export const ROLES_SEEING_ALL_CARD_TYPES: readonly string[] = ['Debug', 'Developer'];

export function seesAllCardTypes(roles: readonly string[]): boolean {
  return roles.some((role) => ROLES_SEEING_ALL_CARD_TYPES.includes(role));
}

/** The card types this user may choose: the excluded (test-only) ones only for Debug and Developer. */
export function cardTypesFor(roles: readonly string[], all: readonly CardType[] = CARD_TYPES): CardType[] {
  const everything = seesAllCardTypes(roles);
  return all.filter((type) => everything || !type.testOnly);
}

/** A card type by name (case-insensitive) among those the user may choose; null otherwise. */
export function cardTypeFor(roles: readonly string[], name: string, all: readonly CardType[] = CARD_TYPES): CardType | null {
  const wanted = name.trim().toLowerCase();
  return cardTypesFor(roles, all).find((type) => type.name.toLowerCase() === wanted) ?? null;
}
