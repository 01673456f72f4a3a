import { describeDishChange, dishChangeConflict, dishContentChange, isDishPublished, type DishContents } from './dishChanges';

const dish: DishContents = { allergens: [6, 2], allergenText: null, ingredients: 'Pasta, tomat', nutrition: { EnergyKcal: 500, ProteinG: 20 } };

describe('a changed dish', () => {
  it('is nothing to tell when only its price or name changed (the contents are the same)', () => {
    expect(dishContentChange(dish, { ...dish })).toBeNull();
    expect(dishContentChange(dish, { ...dish, allergens: [2, 6, 2] })).toBeNull();
    expect(dishContentChange(dish, { ...dish, nutrition: { ProteinG: 20, EnergyKcal: 500 } })).toBeNull();
    // Blank text is no text.
    expect(dishContentChange(dish, { ...dish, allergenText: '  ' })).toBeNull();
  });

  it('names the allergens added and removed, in the spec order', () => {
    expect(dishContentChange(dish, { ...dish, allergens: [4, 1, 6] })).toEqual({
      allergensAdded: [1, 4],
      allergensRemoved: [2],
      allergenTextChanged: false,
      ingredientsChanged: false,
      nutritionChanged: false,
    });
  });

  it('tells a changed allergen text, ingredients or nutrition', () => {
    expect(dishContentChange(dish, { ...dish, allergenText: 'Spor af nødder' })?.allergenTextChanged).toBe(true);
    expect(dishContentChange(dish, { ...dish, ingredients: 'Pasta, tomat, ost' })?.ingredientsChanged).toBe(true);
    expect(dishContentChange(dish, { ...dish, nutrition: { EnergyKcal: 520, ProteinG: 20 } })?.nutritionChanged).toBe(true);
    expect(dishContentChange(dish, { ...dish, nutrition: { EnergyKcal: 500 } })?.nutritionChanged).toBe(true);
  });

  it('says what changed in Danish and in English', () => {
    const change = dishContentChange(dish, { ...dish, allergens: [1, 6], ingredients: 'Pasta' });
    if (change === null) throw new Error('a change');
    expect(describeDishChange(change, 'da')).toEqual(['Nye allergener: Nødder', 'Fjernede allergener: Mælk', 'Ingredienserne er ændret']);
    expect(describeDishChange(change, 'en')).toEqual(['Allergens added: Nuts', 'Allergens removed: Milk', 'The ingredients changed']);
  });

  it("conflicts with a child's allergy profile by any allergen the dish has now", () => {
    expect(dishChangeConflict([1, 6], [1])).toEqual([1]);
    expect(dishChangeConflict([1, 6], [4])).toEqual([]);
    expect(dishChangeConflict([15, 6, 2], [2, 15])).toEqual([2, 15]);
  });
});

describe('a draft or scheduled dish', () => {
  const now = new Date('2026-03-11T10:00:00Z');
  it('is on the menu only from its publish time', () => {
    expect(isDishPublished(null, now)).toBe(false);
    expect(isDishPublished('2026-03-11T10:00:01Z', now)).toBe(false);
    expect(isDishPublished('2026-03-11T10:00:00Z', now)).toBe(true);
    expect(isDishPublished(new Date('2026-03-01T00:00:00Z'), now)).toBe(true);
  });
});
