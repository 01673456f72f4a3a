import type { Culture } from '../culture';

/**
 * The 15 allergens of the spec (section 3, "Subscription item"), by ID in the spec's order.
 * ID 15 is a free-text allergen: the item names it in words (its allergen text).
 */
export const ALLERGENS = [
  { ID: 1, Key: 'nuts', da: 'Nødder', en: 'Nuts' },
  { ID: 2, Key: 'milk', da: 'Mælk', en: 'Milk' },
  { ID: 3, Key: 'celery', da: 'Selleri', en: 'Celery' },
  { ID: 4, Key: 'eggs', da: 'Æg', en: 'Eggs' },
  { ID: 5, Key: 'fish', da: 'Fisk', en: 'Fish' },
  { ID: 6, Key: 'gluten', da: 'Gluten', en: 'Gluten' },
  { ID: 7, Key: 'lupine', da: 'Lupin', en: 'Lupine' },
  { ID: 8, Key: 'mollusks', da: 'Bløddyr', en: 'Molluscs' },
  { ID: 9, Key: 'mustard', da: 'Sennep', en: 'Mustard' },
  { ID: 10, Key: 'peanuts', da: 'Jordnødder', en: 'Peanuts' },
  { ID: 11, Key: 'sesame', da: 'Sesam', en: 'Sesame' },
  { ID: 12, Key: 'shellfish', da: 'Krebsdyr', en: 'Shellfish' },
  { ID: 13, Key: 'soy', da: 'Soja', en: 'Soy' },
  { ID: 14, Key: 'sulphite', da: 'Sulfit', en: 'Sulphite' },
  { ID: 15, Key: 'freetext', da: 'Andet', en: 'Other' },
] as const;

export type AllergenId = (typeof ALLERGENS)[number]['ID'];
export const FREE_TEXT_ALLERGEN_ID = 15;
export const MIN_ALLERGEN_ID = 1;
export const MAX_ALLERGEN_ID = 15;

export function isAllergenId(value: number): value is AllergenId {
  return Number.isInteger(value) && value >= MIN_ALLERGEN_ID && value <= MAX_ALLERGEN_ID;
}

/** The allergen's name in a culture ('Mælk' / 'Milk'). */
export function allergenName(id: number, culture: Culture): string {
  const allergen = ALLERGENS.find((entry) => entry.ID === id);
  return allergen === undefined ? String(id) : allergen[culture];
}

/** An allergy profile's ids, each once, in the spec's order; anything outside 1 to 15 is refused. */
export function normalizeAllergyProfile(ids: readonly number[]): { ok: true; ids: AllergenId[] } | { ok: false; invalid: number[] } {
  const invalid = ids.filter((id) => !isAllergenId(id));
  if (invalid.length > 0) return { ok: false, invalid };
  return { ok: true, ids: [...new Set(ids as AllergenId[])].sort((a, b) => a - b) };
}

/**
 * The allergens of an item that a child's allergy profile names: any of them means the
 * item may not be bought for that child (shown on the menu and in the webshop, refused by
 * the cart and by the server's reservation as 'ineligible products'). Free text (15) in
 * the profile blocks every item that declares a free-text allergen: the words cannot be
 * matched safely, so the guardian decides with the item's text in front of them.
 */
export function blockingAllergens(itemAllergens: readonly number[], profile: readonly number[]): number[] {
  const wanted = new Set(profile);
  return [...new Set(itemAllergens)].filter((id) => wanted.has(id)).sort((a, b) => a - b);
}

export function isBlockedByAllergies(itemAllergens: readonly number[], profile: readonly number[]): boolean {
  return blockingAllergens(itemAllergens, profile).length > 0;
}
