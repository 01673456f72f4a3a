import { CATALOGUE_ERRORS } from './fields';
import {
  copenhagenDateTime,
  copenhagenDateTimeText,
  copyWeekPlan,
  DISH_ERRORS,
  copyWeekProblem,
  dishDeadlines,
  dishDraftProblems,
  dishPriceOre,
  dishStatus,
  normalizeNutrition,
  planRulesProblems,
  publishAtProblem,
  weekStartProblem,
  type FoodPlanDishDraft,
} from './foodPlanItem';

const dish = (over: Partial<FoodPlanDishDraft> = {}): FoodPlanDishDraft => ({
  Name: 'Frikadeller',
  Description: null,
  ProductTypeID: 'group-1',
  Price: 38,
  VatRate: 25,
  ServeDate: '2026-03-18',
  Allergens: [2, 6],
  AllergenText: null,
  Nutrition: { EnergyKcal: 640, SaltG: 1.4 },
  Ingredients: 'Svinekød, løg',
  Stock: null,
  ...over,
});

describe('a dish draft', () => {
  it('is valid with every field sound', () => {
    expect(dishDraftProblems(dish(), { today: '2026-03-11' })).toEqual({});
  });

  it('needs a name of 1 to 100 characters', () => {
    expect(dishDraftProblems(dish({ Name: '  ' })).Name).toBe(CATALOGUE_ERRORS.nameRequired);
    expect(dishDraftProblems(dish({ Name: 'x'.repeat(101) })).Name).toBe(CATALOGUE_ERRORS.nameTooLong);
    expect(dishDraftProblems(dish({ Name: 'x'.repeat(100) })).Name).toBeUndefined();
  });

  it('needs a group', () => {
    expect(dishDraftProblems(dish({ ProductTypeID: '' })).ProductTypeID).toBe(DISH_ERRORS.groupRequired);
  });

  it('takes a price in kroner with at most two decimals, from 0 (the catalogue’s price rule)', () => {
    expect(dishDraftProblems(dish({ Price: -1 })).Price).toBe(CATALOGUE_ERRORS.priceNegative);
    expect(dishDraftProblems(dish({ Price: 12.345 })).Price).toBe(CATALOGUE_ERRORS.priceDecimals);
    expect(dishDraftProblems(dish({ Price: Number.NaN })).Price).toBe(CATALOGUE_ERRORS.priceInvalid);
    expect(dishDraftProblems(dish({ Price: 100_000.01 })).Price).toBe(CATALOGUE_ERRORS.priceTooHigh);
    expect(dishDraftProblems(dish({ Price: '38,50' })).Price).toBeUndefined();
    expect(dishDraftProblems(dish({ Price: 0 })).Price).toBeUndefined();
    expect(dishPriceOre(38.5)).toBe(3850);
    expect(dishPriceOre(0.1)).toBe(10);
  });

  it('takes VAT 25 % or 0 %', () => {
    expect(dishDraftProblems(dish({ VatRate: 0 })).VatRate).toBeUndefined();
    expect(dishDraftProblems(dish({ VatRate: 12 })).VatRate).toBe(CATALOGUE_ERRORS.vatInvalid);
  });

  it('is served on a school day that is not gone by', () => {
    expect(dishDraftProblems(dish({ ServeDate: '2026-02-30' })).ServeDate).toBe(CATALOGUE_ERRORS.dateInvalid);
    expect(dishDraftProblems(dish({ ServeDate: '2026-03-21' })).ServeDate).toBe(DISH_ERRORS.notASchoolDay);
    expect(dishDraftProblems(dish({ ServeDate: '2026-03-10' }), { today: '2026-03-11' }).ServeDate).toBe(DISH_ERRORS.servedPast);
    expect(dishDraftProblems(dish({ ServeDate: '2026-03-11' }), { today: '2026-03-11' }).ServeDate).toBeUndefined();
  });

  it('takes allergen ids 1 to 15, each once; 15 needs its free text and the text needs 15', () => {
    expect(dishDraftProblems(dish({ Allergens: [0] })).Allergens).toBe(CATALOGUE_ERRORS.allergenInvalid);
    expect(dishDraftProblems(dish({ Allergens: [16] })).Allergens).toBe(CATALOGUE_ERRORS.allergenInvalid);
    expect(dishDraftProblems(dish({ Allergens: [2.5] })).Allergens).toBe(CATALOGUE_ERRORS.allergenInvalid);
    expect(dishDraftProblems(dish({ Allergens: [2, 2] })).Allergens).toBe(CATALOGUE_ERRORS.allergenInvalid);
    expect(dishDraftProblems(dish({ Allergens: [15] })).AllergenText).toBe(DISH_ERRORS.allergenTextRequired);
    expect(dishDraftProblems(dish({ Allergens: [15], AllergenText: 'Kiwi' }))).toEqual({});
    expect(dishDraftProblems(dish({ Allergens: [2], AllergenText: 'Kiwi' })).AllergenText).toBe(DISH_ERRORS.allergenTextWithout);
    expect(dishDraftProblems(dish({ Allergens: [15], AllergenText: 'x'.repeat(201) })).AllergenText).toBe(DISH_ERRORS.allergenTextTooLong);
  });

  it('takes the spec nutrition facts as non-negative numbers', () => {
    expect(dishDraftProblems(dish({ Nutrition: { FatG: -1 } }))['Nutrition.FatG']).toBe(DISH_ERRORS.nutritionInvalid);
    expect(dishDraftProblems(dish({ Nutrition: { SugarG: Number.POSITIVE_INFINITY } }))['Nutrition.SugarG']).toBe(DISH_ERRORS.nutritionInvalid);
    expect(dishDraftProblems(dish({ Nutrition: { Vitamins: 3 } })).Nutrition).toBe(DISH_ERRORS.nutritionInvalid);
    expect(dishDraftProblems(dish({ Nutrition: { FatG: null, FibreG: 0 } }))).toEqual({});
    expect(normalizeNutrition({ FatG: null, FibreG: 0, EnergyKj: 2678 })).toEqual({ EnergyKj: 2678, FibreG: 0 });
  });

  it('takes ingredients of at most 2000 characters', () => {
    expect(dishDraftProblems(dish({ Ingredients: 'x'.repeat(2001) })).Ingredients).toBe(DISH_ERRORS.ingredientsTooLong);
    expect(dishDraftProblems(dish({ Ingredients: 'x'.repeat(2000) })).Ingredients).toBeUndefined();
  });

  it('takes a whole stock from 0, or none', () => {
    expect(dishDraftProblems(dish({ Stock: -1 })).Stock).toBe(CATALOGUE_ERRORS.stockInvalid);
    expect(dishDraftProblems(dish({ Stock: 1.5 })).Stock).toBe(CATALOGUE_ERRORS.stockInvalid);
    expect(dishDraftProblems(dish({ Stock: 0 })).Stock).toBeUndefined();
    expect(dishDraftProblems(dish({ Stock: null })).Stock).toBeUndefined();
  });
});

describe("the plan's rules", () => {
  it('takes 0 to 20 school days before at HH:mm', () => {
    expect(planRulesProblems({ Registration: { SchoolDaysBefore: 2, Time: '10:00' }, Cancellation: { SchoolDaysBefore: 3, Time: '12:00' } })).toEqual({});
    expect(planRulesProblems({ Registration: { SchoolDaysBefore: 21, Time: '10:00' }, Cancellation: { SchoolDaysBefore: 21, Time: '10:00' } })).toEqual({
      Registration: expect.stringContaining('0 to 20'),
      Cancellation: expect.stringContaining('0 to 20'),
    });
    expect(planRulesProblems({ Registration: { SchoolDaysBefore: 1, Time: '25:00' }, Cancellation: { SchoolDaysBefore: 1, Time: '08:00' } }).Registration).toBe('Time must be HH:mm');
  });

  it('checks an absence rule like the others; none (null: the cancellation rule) is sound', () => {
    const rules = { Registration: { SchoolDaysBefore: 2, Time: '10:00' }, Cancellation: { SchoolDaysBefore: 3, Time: '12:00' } };
    expect(planRulesProblems({ ...rules, Absence: null })).toEqual({});
    expect(planRulesProblems({ ...rules, Absence: { SchoolDaysBefore: 0, Time: '08:00' } })).toEqual({});
    expect(planRulesProblems({ ...rules, Absence: { SchoolDaysBefore: 0, Time: '8.00' } })).toEqual({ Absence: 'Time must be HH:mm' });
  });

  it('keeps the cancellation date no later than the registration deadline', () => {
    expect(planRulesProblems({ Registration: { SchoolDaysBefore: 2, Time: '10:00' }, Cancellation: { SchoolDaysBefore: 1, Time: '08:00' } }).Cancellation).toMatch(/after the registration/);
    expect(planRulesProblems({ Registration: { SchoolDaysBefore: 1, Time: '10:00' }, Cancellation: { SchoolDaysBefore: 1, Time: '10:30' } }).Cancellation).toMatch(/after/);
    expect(planRulesProblems({ Registration: { SchoolDaysBefore: 1, Time: '10:00' }, Cancellation: { SchoolDaysBefore: 1, Time: '10:00' } })).toEqual({});
    expect(planRulesProblems({ Registration: { SchoolDaysBefore: 0, Time: '09:00' }, Cancellation: { SchoolDaysBefore: 1, Time: '14:00' } })).toEqual({});
  });

  it("computes a dish's deadlines in Copenhagen time", () => {
    const rules = { Registration: { SchoolDaysBefore: 2, Time: '10:00' }, Cancellation: { SchoolDaysBefore: 3, Time: '12:00' } };
    // Monday 16 March: two school days before is Thursday 12 March, three is Wednesday 11 March (CET, UTC+1).
    expect(dishDeadlines('2026-03-16', rules)).toEqual({ registrationDeadline: new Date('2026-03-12T09:00:00Z'), cancellationDate: new Date('2026-03-11T11:00:00Z') });
  });
});

describe('weeks, copying and publishing', () => {
  const rules = { Registration: { SchoolDaysBefore: 2, Time: '10:00' }, Cancellation: { SchoolDaysBefore: 3, Time: '12:00' } };

  it('starts a week on a Monday', () => {
    expect(weekStartProblem('2026-03-16')).toBeNull();
    expect(weekStartProblem('2026-03-17')).toBe('notAMonday');
    expect(weekStartProblem('16-03-2026')).toBe('notADate');
    expect(copyWeekProblem('2026-03-16', '2026-03-16')).toMatch(/same week/);
    expect(copyWeekProblem('2026-03-16', '2026-03-24')).toMatch(/ToWeekStart/);
    expect(copyWeekProblem('2026-03-17', '2026-03-23')).toMatch(/FromWeekStart/);
    expect(copyWeekProblem('2026-03-16', '2026-03-30')).toBeNull();
  });

  it('copies each dish to the same weekday N weeks later and reports the days skipped', () => {
    const now = new Date('2026-03-11T10:00:00Z');
    const dishes = [{ ServeDate: '2026-03-09' }, { ServeDate: '2026-03-13' }, { ServeDate: '2026-03-14' }];
    const two = copyWeekPlan(dishes, '2026-03-09', '2026-03-23', rules, now);
    expect(two.copies.map((copy) => copy.serveDate)).toEqual(['2026-03-23', '2026-03-27']);
    expect(two.skipped).toEqual([{ dish: { ServeDate: '2026-03-14' }, serveDate: '2026-03-28', reason: 'notASchoolDay' }]);
    // Into this week: Monday 16 March's deadline (Thursday 12 March 10:00) is still open, Monday 9's is not.
    const back = copyWeekPlan([{ ServeDate: '2026-03-16' }, { ServeDate: '2026-03-20' }], '2026-03-16', '2026-03-09', rules, now);
    expect(back.copies).toEqual([]);
    expect(back.skipped.map((skip) => [skip.serveDate, skip.reason])).toEqual([
      ['2026-03-09', 'deadlinePassed'],
      ['2026-03-13', 'deadlinePassed'],
    ]);
  });

  it('is a draft until published, scheduled until its time', () => {
    const now = new Date('2026-03-11T10:00:00Z');
    expect(dishStatus(null, now)).toBe('Draft');
    expect(dishStatus('2026-03-11T10:00:01Z', now)).toBe('Scheduled');
    expect(dishStatus(new Date('2026-03-11T10:00:00Z'), now)).toBe('Published');
  });

  it('publishes now or at a future time', () => {
    const now = new Date('2026-03-11T10:00:00Z');
    expect(publishAtProblem(undefined, now)).toBeNull();
    expect(publishAtProblem('2026-03-12T06:00:00Z', now)).toBeNull();
    expect(publishAtProblem('2026-03-11T09:59:00Z', now)).toBe('notFuture');
    expect(publishAtProblem('tomorrow', now)).toBe('notATime');
  });
});

describe('a publishing time typed in Copenhagen', () => {
  it('is read as the Copenhagen wall clock, summer time included, and shown back the same way', () => {
    expect(copenhagenDateTime('2026-03-13T07:00')).toEqual(new Date('2026-03-13T06:00:00Z'));
    expect(copenhagenDateTime('2026-04-13T07:00')).toEqual(new Date('2026-04-13T05:00:00Z'));
    expect(copenhagenDateTime('2026-02-30T07:00')).toBeNull();
    expect(copenhagenDateTime('2026-03-13 07:00')).toBeNull();
    expect(copenhagenDateTime('2026-03-13T25:00')).toBeNull();
    expect(copenhagenDateTimeText(new Date('2026-04-13T05:00:00Z'))).toBe('2026-04-13T07:00');
  });
});
