import { ALLERGENS, allergenName, blockingAllergens, isBlockedByAllergies, normalizeAllergyProfile } from './allergens';

describe('allergens', () => {
  it('are the spec\'s 15, in its order', () => {
    expect(ALLERGENS.map((allergen) => allergen.Key)).toEqual([
      'nuts', 'milk', 'celery', 'eggs', 'fish', 'gluten', 'lupine', 'mollusks', 'mustard', 'peanuts', 'sesame', 'shellfish', 'soy', 'sulphite', 'freetext',
    ]);
    expect(ALLERGENS.map((allergen) => allergen.ID)).toEqual(Array.from({ length: 15 }, (_, index) => index + 1));
    expect(allergenName(2, 'da')).toBe('Mælk');
    expect(allergenName(2, 'en')).toBe('Milk');
  });

  it('in a child\'s profile block the items that contain them', () => {
    expect(blockingAllergens([2, 6], [2])).toEqual([2]);
    expect(blockingAllergens([6, 2, 2], [4, 2, 6])).toEqual([2, 6]);
    expect(isBlockedByAllergies([1, 6], [2])).toBe(false);
    expect(isBlockedByAllergies([], [2])).toBe(false);
    expect(isBlockedByAllergies([15], [15])).toBe(true);
  });

  it('are kept once each, sorted, and only 1 to 15', () => {
    expect(normalizeAllergyProfile([6, 2, 2])).toEqual({ ok: true, ids: [2, 6] });
    expect(normalizeAllergyProfile([])).toEqual({ ok: true, ids: [] });
    expect(normalizeAllergyProfile([0, 16, 2])).toEqual({ ok: false, invalid: [0, 16] });
  });
});
