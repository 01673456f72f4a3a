import { addCalendarDays, isoWeekdayOf, isSchoolDay, parseCalendarDate, schoolDayRuleInstant, schoolDayRuleProblem, type SchoolDayRule } from '../foodplan/calendar';
import { FREE_TEXT_ALLERGEN_ID, isAllergenId } from '../foodplan/allergens';
import { kronerToOre } from '../money';

/**
 * The food-plan week planner's rules (issue 25): a dish draft, the plan's registration and
 * cancellation rules, copying a week and publishing. Shared by the API (which decides) and
 * the partner site's planner (which shows the same problems before sending).
 */

export const DISH_NAME_MAX = 100;
export const DISH_DESCRIPTION_MAX = 1000;
export const DISH_INGREDIENTS_MAX = 2000;
export const DISH_ALLERGEN_TEXT_MAX = 200;
export const DISH_STOCK_MAX = 100_000;
export const DISH_PRICE_MAX_ORE = 100_000;

/** The nutrition facts of a portion, in the order the planner shows them. */
export const NUTRITION_KEYS = ['EnergyKj', 'EnergyKcal', 'ProteinG', 'CarbohydrateG', 'SugarG', 'FatG', 'SaturatedFatG', 'FibreG', 'SaltG'] as const;
export type NutritionKey = (typeof NUTRITION_KEYS)[number];
export const NUTRITION_MAX = 100_000;

/** Danish moms on a dish: 25 % or exempt. */
export const DISH_VAT_RATES = [25, 0] as const;

export interface FoodPlanDishDraft {
  Name: string;
  Description: string | null;
  ProductTypeID: string;
  /** Kroner with at most two decimals. */
  Price: number;
  VatRate: number;
  ServeDate: string;
  Allergens: number[];
  AllergenText: string | null;
  Nutrition: Partial<Record<string, number | null>>;
  Ingredients: string | null;
  /** Null: no limit. */
  Stock: number | null;
}

/** What can be wrong with a field; the planner translates it, the API names it in its 400. */
export type DishProblem =
  | 'required'
  | 'tooLong'
  | 'notAnAmount'
  | 'tooHigh'
  | 'vatRate'
  | 'notADate'
  | 'notASchoolDay'
  | 'past'
  | 'allergenIds'
  | 'allergenDuplicate'
  | 'allergenTextRequired'
  | 'allergenTextWithout'
  | 'nutrition'
  | 'stock';

export type DishProblems = Partial<Record<keyof FoodPlanDishDraft | `Nutrition.${NutritionKey}`, DishProblem>>;

const blank = (text: string | null | undefined) => text === null || text === undefined || text.trim() === '';

/** The price in øre, or null when it is not an amount of kroner with at most two decimals from 0. */
export function dishPriceOre(price: number): number | null {
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return null;
  try {
    return kronerToOre(price);
  } catch {
    return null;
  }
}

/**
 * The problems of a dish draft by field ({} = valid). `today` (Copenhagen, YYYY-MM-DD):
 * a new dish, or one moved to another day, is not planned for a day gone by.
 */
export function dishDraftProblems(draft: FoodPlanDishDraft, options: { today?: string } = {}): DishProblems {
  const problems: DishProblems = {};
  const name = draft.Name?.trim() ?? '';
  if (name === '') problems.Name = 'required';
  else if (name.length > DISH_NAME_MAX) problems.Name = 'tooLong';
  if (!blank(draft.Description) && (draft.Description as string).length > DISH_DESCRIPTION_MAX) problems.Description = 'tooLong';
  if (blank(draft.ProductTypeID)) problems.ProductTypeID = 'required';
  const ore = dishPriceOre(draft.Price);
  if (ore === null) problems.Price = 'notAnAmount';
  else if (ore > DISH_PRICE_MAX_ORE) problems.Price = 'tooHigh';
  if (!(DISH_VAT_RATES as readonly number[]).includes(draft.VatRate)) problems.VatRate = 'vatRate';
  if (typeof draft.ServeDate !== 'string' || parseCalendarDate(draft.ServeDate) === null) problems.ServeDate = 'notADate';
  else if (!isSchoolDay(draft.ServeDate)) problems.ServeDate = 'notASchoolDay';
  else if (options.today !== undefined && draft.ServeDate < options.today) problems.ServeDate = 'past';
  const allergens = draft.Allergens ?? [];
  if (!allergens.every((id) => isAllergenId(id))) problems.Allergens = 'allergenIds';
  else if (new Set(allergens).size !== allergens.length) problems.Allergens = 'allergenDuplicate';
  const hasFreeText = allergens.includes(FREE_TEXT_ALLERGEN_ID);
  if (hasFreeText && blank(draft.AllergenText)) problems.AllergenText = 'allergenTextRequired';
  else if (!hasFreeText && !blank(draft.AllergenText)) problems.AllergenText = 'allergenTextWithout';
  else if (!blank(draft.AllergenText) && (draft.AllergenText as string).length > DISH_ALLERGEN_TEXT_MAX) problems.AllergenText = 'tooLong';
  for (const [key, value] of Object.entries(draft.Nutrition ?? {})) {
    if (!(NUTRITION_KEYS as readonly string[]).includes(key)) {
      problems.Nutrition = 'nutrition';
      continue;
    }
    if (value === null || value === undefined) continue;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > NUTRITION_MAX) problems[`Nutrition.${key as NutritionKey}`] = 'nutrition';
  }
  if (!blank(draft.Ingredients) && (draft.Ingredients as string).length > DISH_INGREDIENTS_MAX) problems.Ingredients = 'tooLong';
  if (draft.Stock !== null && (!Number.isInteger(draft.Stock) || draft.Stock < 0 || draft.Stock > DISH_STOCK_MAX)) problems.Stock = 'stock';
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
}

export type PlanRulesProblems = Partial<Record<'Registration' | 'Cancellation', string>>;

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
