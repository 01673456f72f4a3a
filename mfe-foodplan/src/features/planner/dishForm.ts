import type { FoodPlanDish, FoodPlanDishCreate, FoodPlanDishUpdate, ImagePayload, PlannerPlan } from '@kk/contracts';
import { addCalendarDays, dishDraftProblems, isSchoolDay, NUTRITION_KEYS, type FoodPlanDishDraft, type NutritionKey } from '@kk/domain';

/** What the dish dialog edits: the fields as typed (text for the numbers), the picture to send. */
export interface DishForm {
  FoodPlanID: string;
  Name: string;
  Description: string;
  ProductTypeID: string;
  ServeDate: string;
  Price: string;
  VatRate: 25 | 0;
  Stock: string;
  Allergens: number[];
  AllergenText: string;
  Nutrition: Record<NutritionKey, string>;
  Ingredients: string;
  /** A new picture chosen (undefined: keep the one it has; null: remove it). */
  Image: ImagePayload | null | undefined;
  /** The picture it has, to show. */
  ImageUrl: string | null;
  /** The day the dish is served on now (null: a new dish); a dish left on its day may be one gone by. */
  OriginalServeDate: string | null;
}

const emptyNutrition = (): Record<NutritionKey, string> => Object.fromEntries(NUTRITION_KEYS.map((key) => [key, ''])) as Record<NutritionKey, string>;

/** The first school day of the week that has not gone by (the week's Monday when the whole week has). */
export function firstPlannableDay(weekStart: string, today: string): string {
  for (let offset = 0; offset < 5; offset += 1) {
    const day = addCalendarDays(weekStart, offset);
    if (isSchoolDay(day) && day >= today) return day;
  }
  return weekStart;
}

export function emptyDishForm(plan: PlannerPlan | undefined, serveDate: string): DishForm {
  return {
    FoodPlanID: plan?.ID ?? '',
    Name: '',
    Description: '',
    ProductTypeID: plan?.ProductTypes[0]?.ID ?? '',
    ServeDate: serveDate,
    Price: '',
    VatRate: 25,
    Stock: '',
    Allergens: [],
    AllergenText: '',
    Nutrition: emptyNutrition(),
    Ingredients: '',
    Image: undefined,
    ImageUrl: null,
    OriginalServeDate: null,
  };
}

/** A decimal typed the Danish or the English way ('38,5' or '38.5'). */
const decimal = (text: string) => text.trim().replace(',', '.');

export function dishFormOf(dish: FoodPlanDish): DishForm {
  const nutrition = emptyNutrition();
  for (const key of NUTRITION_KEYS) {
    const value = dish.Nutrition[key];
    if (typeof value === 'number') nutrition[key] = String(value);
  }
  return {
    FoodPlanID: dish.FoodPlanID,
    Name: dish.Name,
    Description: dish.Description ?? '',
    ProductTypeID: dish.ProductTypeID,
    ServeDate: dish.ServeDate,
    Price: String(dish.Price),
    VatRate: dish.VatRate,
    Stock: dish.Stock === null ? '' : String(dish.Stock),
    Allergens: [...dish.Allergens],
    AllergenText: dish.AllergenText ?? '',
    Nutrition: nutrition,
    Ingredients: dish.Ingredients ?? '',
    Image: undefined,
    ImageUrl: dish.ImageUrl,
    OriginalServeDate: dish.ServeDate,
  };
}

const NOT_A_NUMBER = Number.NaN;

function numberOf(text: string): number | null {
  const value = decimal(text);
  if (value === '') return null;
  return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : NOT_A_NUMBER;
}

/** The form as the shared rules (@kk/domain dishDraftProblems) read it. */
export function draftOf(form: DishForm): FoodPlanDishDraft {
  const nutrition: Partial<Record<string, number | null>> = {};
  for (const key of NUTRITION_KEYS) nutrition[key] = numberOf(form.Nutrition[key]);
  const stock = numberOf(form.Stock);
  return {
    Name: form.Name,
    Description: form.Description === '' ? null : form.Description,
    ProductTypeID: form.ProductTypeID,
    Price: form.Price,
    VatRate: form.VatRate,
    ServeDate: form.ServeDate,
    Allergens: form.Allergens,
    AllergenText: form.AllergenText.trim() === '' ? null : form.AllergenText,
    Nutrition: nutrition,
    Ingredients: form.Ingredients.trim() === '' ? null : form.Ingredients,
    Stock: stock,
  };
}

/** The form's problems as message keys by field ({} = it may be sent). */
export function dishFormProblems(form: DishForm, today: string): Record<string, string> {
  const moved = form.OriginalServeDate !== form.ServeDate;
  return dishDraftProblems(draftOf(form), moved ? { today } : {});
}

function fieldsOf(form: DishForm): FoodPlanDishUpdate {
  const draft = draftOf(form);
  const nutrition: Record<string, number> = {};
  for (const [key, value] of Object.entries(draft.Nutrition)) if (typeof value === 'number') nutrition[key] = value;
  return {
    ProductTypeID: form.ProductTypeID,
    ServeDate: form.ServeDate,
    Name: form.Name.trim(),
    Description: draft.Description,
    Price: Number(decimal(form.Price)),
    VatRate: form.VatRate,
    Allergens: [...form.Allergens].sort((a, b) => a - b),
    AllergenText: draft.AllergenText,
    Nutrition: nutrition,
    Ingredients: draft.Ingredients,
    Stock: draft.Stock,
    ...(form.Image === undefined ? {} : { Image: form.Image }),
  };
}

export const createBodyOf = (form: DishForm): FoodPlanDishCreate => ({ FoodPlanID: form.FoodPlanID, ...fieldsOf(form) });
export const updateBodyOf = (form: DishForm): FoodPlanDishUpdate => fieldsOf(form);
