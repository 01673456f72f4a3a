import type { FoodPlanProduction } from '@kk/contracts';
import {
  allergenConflicts,
  compareGradeParts,
  FOODPLAN_LABELS_TEMPLATE,
  foodPlanLabelsPrintData,
  foodPlanProductionPrintData,
  LABELS_PER_SHEET,
  labelSheets,
  nextSchoolDayAfter,
  productionCounts,
  productionLabels,
} from './production';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const production: FoodPlanProduction = {
  Date: '2026-03-19',
  Plans: [{ ID: ID(1), Name: 'Frokostordning', CustomerName: 'Solbakke Skole', CatererName: 'Det Gode Køkken' }],
  Totals: [
    { ProductID: ID(10), FoodPlanID: ID(1), Name: 'Lasagne', Group: 'DIS', Kind: 'Dish', Allergens: [2, 6], AllergenText: null, Portions: 2, AwaitingPayment: 1 },
    { ProductID: ID(11), FoodPlanID: ID(1), Name: 'Letmælk', Group: 'Drikkevarer', Kind: 'Dish', Allergens: [2], AllergenText: null, Portions: 3, AwaitingPayment: 0 },
  ],
  Schools: [
    {
      Customer: { ID: ID(2), Name: 'Solbakke Skole' },
      Classes: [
        { Grade: '2. B', Children: [{ WalletID: ID(3), Name: 'Oliver Jensen', ProductID: ID(11), Dish: 'Letmælk', Group: 'Drikkevarer', Quantity: 3, ProfileAllergens: [], Conflicts: [] }] },
        {
          Grade: '5. A',
          Children: [
            { WalletID: ID(4), Name: 'Emma Jensen', ProductID: ID(10), Dish: 'Lasagne', Group: 'DIS', Quantity: 1, ProfileAllergens: [2, 5], Conflicts: [2] },
            { WalletID: ID(5), Name: 'Åse Berg', ProductID: ID(10), Dish: 'Lasagne', Group: 'DIS', Quantity: 1, ProfileAllergens: [], Conflicts: [] },
          ],
        },
      ],
    },
  ],
};

describe('allergenConflicts', () => {
  it("is the profile's allergens the dish contains, once each, in id order", () => {
    expect(allergenConflicts([5, 2, 2], [6, 2, 5])).toEqual([2, 5]);
    expect(allergenConflicts([1], [2, 6])).toEqual([]);
    expect(allergenConflicts([], [2])).toEqual([]);
  });
});

describe('compareGradeParts', () => {
  it('orders classes by number, then letter, and children without a grade last', () => {
    const grades = [
      { number: 5, letter: 'A' },
      { number: null, letter: null },
      { number: -1, letter: 'B' },
      { number: 2, letter: 'B' },
      { number: 2, letter: 'A' },
      { number: 10, letter: 'A' },
    ];
    expect(grades.sort(compareGradeParts).map((grade) => `${grade.number}${grade.letter}`)).toEqual(['-1B', '2A', '2B', '5A', '10A', 'nullnull']);
  });
});

describe('labels', () => {
  it('gives one label per child and dish, in the list order, with what to avoid', () => {
    expect(productionLabels(production)).toEqual([
      { child: 'Oliver Jensen', grade: '2. B', school: 'Solbakke Skole', dish: 'Letmælk', quantity: 3, conflicts: [] },
      { child: 'Emma Jensen', grade: '5. A', school: 'Solbakke Skole', dish: 'Lasagne', quantity: 1, conflicts: [2] },
      { child: 'Åse Berg', grade: '5. A', school: 'Solbakke Skole', dish: 'Lasagne', quantity: 1, conflicts: [] },
    ]);
  });

  it('lays labels out on sheets of 3 × 8 = 24, the last one holding the rest', () => {
    expect(LABELS_PER_SHEET).toBe(24);
    const labels = Array.from({ length: 50 }, (_, index) => index);
    const sheets = labelSheets(labels);
    expect(sheets.map((sheet) => sheet.length)).toEqual([24, 24, 2]);
    expect(sheets[1]?.[0]).toBe(24);
    expect(labelSheets([])).toEqual([]);
    expect(labelSheets(Array.from({ length: 24 }, (_, index) => index))).toHaveLength(1);
    expect(() => labelSheets(labels, 0)).toThrow(RangeError);
  });

  it('prints the labels with no header and no margin', () => {
    const data = foodPlanLabelsPrintData(production, 'Etiketter');
    expect(data).toMatchObject({ template: FOODPLAN_LABELS_TEMPLATE, noHeader: true, noMargin: true, title: 'Etiketter' });
    expect(data.model.labels).toHaveLength(3);
    expect(foodPlanProductionPrintData(production, 'Liste')).toMatchObject({ template: 'foodplan-production', model: production });
  });
});

describe('productionCounts', () => {
  it('adds the portions, the marked ones and those awaiting payment', () => {
    expect(productionCounts(production)).toEqual({ portions: 5, marked: 1, awaitingPayment: 1 });
  });
});

describe('nextSchoolDayAfter', () => {
  it("is tomorrow on a school day's eve, Monday from Friday to Sunday", () => {
    expect(nextSchoolDayAfter('2026-03-11')).toBe('2026-03-12');
    expect(nextSchoolDayAfter('2026-03-13')).toBe('2026-03-16');
    expect(nextSchoolDayAfter('2026-03-14')).toBe('2026-03-16');
    expect(nextSchoolDayAfter('2026-03-15')).toBe('2026-03-16');
  });
});
