import type { Culture } from '../culture';
import { allergenName, blockingAllergens } from './allergens';

/**
 * What a change of a published food-plan dish means for the families who ordered it
 * (issue 25). Only its contents matter to them: the allergens, the allergen text, the
 * ingredients and the nutrition facts. A new price or name alone changes no order and
 * notifies nobody (an order keeps the price it was paid at).
 */
export interface DishContents {
  allergens: readonly number[];
  allergenText: string | null;
  ingredients: string | null;
  nutrition: Readonly<Record<string, number | undefined>>;
}

export interface DishContentChange {
  /** Allergen ids the dish has now and did not have, in the spec's order. */
  allergensAdded: number[];
  /** Allergen ids the dish no longer has. */
  allergensRemoved: number[];
  allergenTextChanged: boolean;
  ingredientsChanged: boolean;
  nutritionChanged: boolean;
}

const sortedUnique = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);
const blankToNull = (text: string | null) => (text === null || text.trim() === '' ? null : text.trim());

function sameNutrition(a: DishContents['nutrition'], b: DishContents['nutrition']): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => (a[key] ?? null) === (b[key] ?? null));
}

/** The change of a dish's contents, or null when nothing a family is told of changed. */
export function dishContentChange(before: DishContents, after: DishContents): DishContentChange | null {
  const was = new Set(before.allergens);
  const is = new Set(after.allergens);
  const change: DishContentChange = {
    allergensAdded: sortedUnique(after.allergens).filter((id) => !was.has(id)),
    allergensRemoved: sortedUnique(before.allergens).filter((id) => !is.has(id)),
    allergenTextChanged: blankToNull(before.allergenText) !== blankToNull(after.allergenText),
    ingredientsChanged: blankToNull(before.ingredients) !== blankToNull(after.ingredients),
    nutritionChanged: !sameNutrition(before.nutrition, after.nutrition),
  };
  const changed =
    change.allergensAdded.length > 0 || change.allergensRemoved.length > 0 || change.allergenTextChanged || change.ingredientsChanged || change.nutritionChanged;
  return changed ? change : null;
}

/**
 * The allergens of the changed dish that the child's allergy profile blocks: any of them
 * flags the child's existing order of it (new orders are refused by the reservation's
 * rule as before). Every allergen of the dish counts, not only those the change added:
 * the profile may have changed since the order, and the change is when the family hears.
 */
export function dishChangeConflict(allergensAfter: readonly number[], profile: readonly number[]): number[] {
  return blockingAllergens(allergensAfter, profile);
}

/** The change in words, one sentence per kind of change, in the culture. */
export function describeDishChange(change: DishContentChange, culture: Culture): string[] {
  const names = (ids: readonly number[]) => ids.map((id) => allergenName(id, culture)).join(', ');
  const da = culture === 'da';
  const lines: string[] = [];
  if (change.allergensAdded.length > 0) lines.push(da ? `Nye allergener: ${names(change.allergensAdded)}` : `Allergens added: ${names(change.allergensAdded)}`);
  if (change.allergensRemoved.length > 0) lines.push(da ? `Fjernede allergener: ${names(change.allergensRemoved)}` : `Allergens removed: ${names(change.allergensRemoved)}`);
  if (change.allergenTextChanged) lines.push(da ? 'Allergenteksten er ændret' : 'The allergen text changed');
  if (change.ingredientsChanged) lines.push(da ? 'Ingredienserne er ændret' : 'The ingredients changed');
  if (change.nutritionChanged) lines.push(da ? 'Næringsindholdet er ændret' : 'The nutrition facts changed');
  return lines;
}

/** Whether a dish is on the families' menu at `now`: published (not a draft) and its publish time reached. */
export function isDishPublished(publishedAt: Date | string | null, now: Date): boolean {
  return publishedAt !== null && new Date(publishedAt).getTime() <= now.getTime();
}
