import { copenhagenInstant, copenhagenLocal, formatTimeOfDay, localDateText, parseTimeOfDay } from '../copenhagen';
import { addCalendarDays, isoWeekdayOf, isSchoolDay, parseCalendarDate, schoolDayRuleInstant, schoolDayRuleProblem, type SchoolDayRule } from '../foodplan/calendar';
import { FREE_TEXT_ALLERGEN_ID } from '../foodplan/allergens';
import { allergenIdsError, CATALOGUE_ERRORS, descriptionError, nameError, priceError, priceToOre, vatRateError, type CatalogueFieldErrors } from './fields';

/**
 * The food-plan week planner's rules (issue 25): a dish draft, the plan's registration and
 * cancellation rules, copying a week and publishing. Shared by the API (which decides) and
 * the partner site's planner (which shows the same problems before sending).
 */

export const DISH_INGREDIENTS_MAX = 2000;
export const DISH_ALLERGEN_TEXT_MAX = 200;
export const DISH_STOCK_MAX = 100_000;

/** The nutrition facts of a portion, in the order the planner shows them. */
export const NUTRITION_KEYS = ['EnergyKj', 'EnergyKcal', 'ProteinG', 'CarbohydrateG', 'SugarG', 'FatG', 'SaturatedFatG', 'FibreG', 'SaltG'] as const;
export type NutritionKey = (typeof NUTRITION_KEYS)[number];
export const NUTRITION_MAX = 100_000;

export interface FoodPlanDishDraft {
  Name: string;
  Description: string | null;
  ProductTypeID: string;
  /** Kroner with at most two decimals (a number from the wire, or a field's text). */
  Price: number | string;
  VatRate: number;
  ServeDate: string;
  Allergens: number[];
  AllergenText: string | null;
  Nutrition: Partial<Record<string, number | null>>;
  Ingredients: string | null;
  /** Null: no limit. */
  Stock: number | null;
}

/** The dish's own failures, beside the catalogue's shared ones (fields.ts); message keys the planner translates. */
export const DISH_ERRORS = {
  groupRequired: 'catalogue.errors.groupRequired',
  notASchoolDay: 'catalogue.errors.notASchoolDay',
  servedPast: 'catalogue.errors.servedPast',
  allergenTextRequired: 'catalogue.errors.allergenTextRequired',
  allergenTextWithout: 'catalogue.errors.allergenTextWithout',
  allergenTextTooLong: 'catalogue.errors.allergenTextTooLong',
  nutritionInvalid: 'catalogue.errors.nutritionInvalid',
  ingredientsTooLong: 'catalogue.errors.ingredientsTooLong',
} as const;

const blank = (text: string | null | undefined) => text === null || text === undefined || text.trim() === '';

/** The price in øre, or null when it is not a valid catalogue price (fields.ts priceError). */
export function dishPriceOre(price: number | string): number | null {
  return priceError(price) === null ? priceToOre(price) : null;
}

/**
 * The problems of a dish draft by field ({} = valid), as message keys: the catalogue's
 * shared rules for name, description, price, VAT, allergen ids and stock (fields.ts), and
 * the dish's own. `today` (Copenhagen, YYYY-MM-DD): a new dish, or one moved to another
 * day, is not planned for a day gone by.
 */
export function dishDraftProblems(draft: FoodPlanDishDraft, options: { today?: string } = {}): CatalogueFieldErrors {
  const problems: CatalogueFieldErrors = {};
  const put = (field: string, problem: string | null) => {
    if (problem !== null) problems[field] = problem;
  };
  put('Name', nameError(draft.Name));
  put('Description', descriptionError(draft.Description));
  if (blank(draft.ProductTypeID)) problems.ProductTypeID = DISH_ERRORS.groupRequired;
  put('Price', priceError(draft.Price));
  put('VatRate', vatRateError(draft.VatRate));
  if (typeof draft.ServeDate !== 'string' || parseCalendarDate(draft.ServeDate) === null) problems.ServeDate = CATALOGUE_ERRORS.dateInvalid;
  else if (!isSchoolDay(draft.ServeDate)) problems.ServeDate = DISH_ERRORS.notASchoolDay;
  else if (options.today !== undefined && draft.ServeDate < options.today) problems.ServeDate = DISH_ERRORS.servedPast;
  const allergens = draft.Allergens ?? [];
  put('Allergens', allergenIdsError(allergens));
  const hasFreeText = allergens.includes(FREE_TEXT_ALLERGEN_ID);
  if (hasFreeText && blank(draft.AllergenText)) problems.AllergenText = DISH_ERRORS.allergenTextRequired;
  else if (!hasFreeText && !blank(draft.AllergenText)) problems.AllergenText = DISH_ERRORS.allergenTextWithout;
  else if (!blank(draft.AllergenText) && (draft.AllergenText as string).trim().length > DISH_ALLERGEN_TEXT_MAX) problems.AllergenText = DISH_ERRORS.allergenTextTooLong;
  for (const [key, value] of Object.entries(draft.Nutrition ?? {})) {
    if (!(NUTRITION_KEYS as readonly string[]).includes(key)) {
      problems.Nutrition = DISH_ERRORS.nutritionInvalid;
      continue;
    }
    if (value === null || value === undefined) continue;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > NUTRITION_MAX) problems[`Nutrition.${key}`] = DISH_ERRORS.nutritionInvalid;
  }
  if (!blank(draft.Ingredients) && (draft.Ingredients as string).length > DISH_INGREDIENTS_MAX) problems.Ingredients = DISH_ERRORS.ingredientsTooLong;
  if (draft.Stock !== null && (!Number.isInteger(draft.Stock) || draft.Stock < 0 || draft.Stock > DISH_STOCK_MAX)) problems.Stock = CATALOGUE_ERRORS.stockInvalid;
  return problems;
}

/** The nutrition facts as stored: the given ones, in the spec's keys, without empty ones. */
export function normalizeNutrition(nutrition: Partial<Record<string, number | null>>): Partial<Record<NutritionKey, number>> {
  const facts: Partial<Record<NutritionKey, number>> = {};
  for (const key of NUTRITION_KEYS) {
    const value = nutrition[key];
    if (typeof value === 'number' && Number.isFinite(value)) facts[key] = value;
  }
  return facts;
}

/** Allergen ids in the spec's order. */
export const sortedAllergens = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

// ------------------------------------------------------------------ the plan's rules

export interface PlanRules {
  Registration: SchoolDayRule;
  Cancellation: SchoolDayRule;
  /** The absence deadline (issue 26): null uses the cancellation rule; absent leaves it as it is. */
  Absence?: SchoolDayRule | null;
}

export type PlanRulesProblems = Partial<Record<'Registration' | 'Cancellation' | 'Absence', string>>;

/**
 * Each rule "N school days before at HH:mm" (0 to 20, a time of day); and the cancellation
 * date is never after the registration deadline (as in every plan the platform has: a
 * family can cancel only what it could still have chosen not to order).
 */
export function planRulesProblems(rules: PlanRules): PlanRulesProblems {
  const problems: PlanRulesProblems = {};
  const registration = schoolDayRuleProblem(rules.Registration);
  const cancellation = schoolDayRuleProblem(rules.Cancellation);
  if (registration !== null) problems.Registration = registration;
  if (cancellation !== null) problems.Cancellation = cancellation;
  const absence = rules.Absence === undefined || rules.Absence === null ? null : schoolDayRuleProblem(rules.Absence);
  if (absence !== null) problems.Absence = absence;
  if (registration === null && cancellation === null && cancellationAfterRegistration(rules)) {
    problems.Cancellation = 'The cancellation date may not be after the registration deadline';
  }
  return problems;
}

function cancellationAfterRegistration({ Registration: r, Cancellation: c }: PlanRules): boolean {
  if (c.SchoolDaysBefore !== r.SchoolDaysBefore) return c.SchoolDaysBefore < r.SchoolDaysBefore;
  return normalTime(c.Time) > normalTime(r.Time);
}

const normalTime = (time: string) => time.padStart(5, '0');

/** A dish's registration deadline and cancellation date by the plan's rules. */
export function dishDeadlines(serveDate: string, rules: PlanRules): { registrationDeadline: Date; cancellationDate: Date } {
  return { registrationDeadline: schoolDayRuleInstant(serveDate, rules.Registration), cancellationDate: schoolDayRuleInstant(serveDate, rules.Cancellation) };
}

// ------------------------------------------------------------------ weeks, copying and publishing

/** Null when the date is a Monday (the start of an ISO week), else the problem. */
export function weekStartProblem(date: string): 'notADate' | 'notAMonday' | null {
  if (typeof date !== 'string' || parseCalendarDate(date) === null) return 'notADate';
  return isoWeekdayOf(date) === 1 ? null : 'notAMonday';
}

/** Monday to Sunday of the week starting on `weekStart`. */
export const weekDays = (weekStart: string) => ({ from: weekStart, to: addCalendarDays(weekStart, 6) });

export type CopySkipReason = 'notASchoolDay' | 'deadlinePassed';

export interface CopyPlan<D extends { ServeDate: string }> {
  copies: { dish: D; serveDate: string }[];
  skipped: { dish: D; serveDate: string; reason: CopySkipReason }[];
}

/**
 * Copying a week: each dish to the same weekday of the target week (N weeks later or
 * earlier). A day that is not a school day, or whose registration deadline has passed by
 * `now`, is skipped and reported.
 */
export function copyWeekPlan<D extends { ServeDate: string }>(dishes: readonly D[], fromWeekStart: string, toWeekStart: string, rules: PlanRules, now: Date): CopyPlan<D> {
  const shift = Math.round((Date.parse(`${toWeekStart}T00:00:00Z`) - Date.parse(`${fromWeekStart}T00:00:00Z`)) / 86_400_000);
  const plan: CopyPlan<D> = { copies: [], skipped: [] };
  for (const dish of dishes) {
    const serveDate = addCalendarDays(dish.ServeDate, shift);
    if (!isSchoolDay(serveDate)) plan.skipped.push({ dish, serveDate, reason: 'notASchoolDay' });
    else if (schoolDayRuleInstant(serveDate, rules.Registration).getTime() <= now.getTime()) plan.skipped.push({ dish, serveDate, reason: 'deadlinePassed' });
    else plan.copies.push({ dish, serveDate });
  }
  return plan;
}

/** Null for copying from one week to another; else what is wrong. */
export function copyWeekProblem(fromWeekStart: string, toWeekStart: string): string | null {
  const from = weekStartProblem(fromWeekStart);
  if (from !== null) return `FromWeekStart: ${from}`;
  const to = weekStartProblem(toWeekStart);
  if (to !== null) return `ToWeekStart: ${to}`;
  return fromWeekStart === toWeekStart ? 'ToWeekStart: the same week' : null;
}

export type DishStatus = 'Draft' | 'Scheduled' | 'Published';

/** A dish is a draft until it is published; published at a future instant it is scheduled. */
export function dishStatus(publishedAt: Date | string | null, now: Date): DishStatus {
  if (publishedAt === null) return 'Draft';
  return new Date(publishedAt).getTime() > now.getTime() ? 'Scheduled' : 'Published';
}

/** Null when a week may be published at `publishAt` (absent: now); a set time must be in the future. */
export function publishAtProblem(publishAt: string | null | undefined, now: Date): 'notATime' | 'notFuture' | null {
  if (publishAt === null || publishAt === undefined) return null;
  const at = Date.parse(publishAt);
  if (Number.isNaN(at)) return 'notATime';
  return at > now.getTime() ? null : 'notFuture';
}

/** A local date and time as a datetime field gives it ('YYYY-MM-DDTHH:mm', Copenhagen) as an instant; null when it is not one. */
export function copenhagenDateTime(text: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(text.trim());
  if (!match) return null;
  const parts = parseCalendarDate(match[1] as string);
  const minute = parseTimeOfDay(match[2] as string);
  if (parts === null || minute === null) return null;
  return copenhagenInstant({ ...parts, minute });
}

/** The instant as a datetime field shows it in Copenhagen ('YYYY-MM-DDTHH:mm'). */
export function copenhagenDateTimeText(instant: Date): string {
  const local = copenhagenLocal(instant);
  return `${localDateText(local)}T${formatTimeOfDay(local.minute)}`;
}
