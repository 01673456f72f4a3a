import { z } from 'zod';

export { FOOD_PLAN_PLANNER_PATHS } from './codes';
import { CatalogueOwnerChoice, VatRatePercent } from './catalogue';
import { ImagePayload } from './pictures';

/**
 * The food-plan week planner on the partner site (issue 25): /api/Catalogue/FoodPlanItem/
 * (the generic list calls, CATALOGUE_LISTS.foodPlanItem) with CopyWeek and Publish, and
 * PUT /api/Catalogue/FoodPlan/Rules/{foodPlanID}. Prices in kroner on the wire.
 */

const CalendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const PlanRule = z.object({ SchoolDaysBefore: z.number().int().min(0).max(20), Time: z.string().regex(/^\d{2}:\d{2}$/) });
/** Absence (issue 26): the plan's absence deadline; null uses its cancellation rule; left out keeps what the plan has. */
export const PlanRulesBody = z.object({ Registration: PlanRule, Cancellation: PlanRule, Absence: PlanRule.nullable().optional() });
export type PlanRulesBody = z.infer<typeof PlanRulesBody>;
export const FoodPlanRulesParams = z.object({ foodPlanID: z.string().uuid() });

export const PlannerProductType = z.object({ ID: z.string().uuid(), Name: z.string(), DeliveryTypeID: z.number().int() });
export type PlannerProductType = z.infer<typeof PlannerProductType>;

/** A plan the caller may edit: its customer, whether a master caterer cooks it, its groups and its rules. */
export const PlannerPlan = CatalogueOwnerChoice.extend({
  IsMasterCater: z.boolean(),
  CatererName: z.string().nullable(),
  ProductTypes: z.array(PlannerProductType),
  Registration: PlanRule,
  Cancellation: PlanRule,
  /** The absence deadline; null: the cancellation rule (issue 26). */
  Absence: PlanRule.nullable().optional(),
});
export type PlannerPlan = z.infer<typeof PlannerPlan>;
export const FoodPlanItemOptions = z.object({ Plans: z.array(PlannerPlan) });
export type FoodPlanItemOptions = z.infer<typeof FoodPlanItemOptions>;

export const DishStatus = z.enum(['Draft', 'Scheduled', 'Published']);
const DishNutrition = z.record(z.string(), z.number());

export const FoodPlanDish = z.object({
  ID: z.string().uuid(),
  FoodPlanID: z.string().uuid(),
  ServeDate: z.string(),
  ProductTypeID: z.string().uuid(),
  GroupName: z.string(),
  Name: z.string(),
  Description: z.string().nullable(),
  Price: z.number(),
  VatRate: VatRatePercent,
  Allergens: z.array(z.number().int()),
  AllergenText: z.string().nullable(),
  Nutrition: DishNutrition,
  Ingredients: z.string().nullable(),
  ImageUrl: z.string().nullable(),
  Stock: z.number().int().nullable(),
  RegistrationDeadline: z.string(),
  CancellationDate: z.string(),
  PublishedAt: z.string().nullable(),
  Status: DishStatus,
  OrderedCount: z.number().int(),
});
export type FoodPlanDish = z.infer<typeof FoodPlanDish>;

/** A dish's fields as the edit dialog sends them; the rules are @kk/domain dishDraftProblems. */
const dishFields = {
  ProductTypeID: z.string().uuid(),
  ServeDate: CalendarDate,
  Name: z.string().max(200),
  Description: z.string().max(2000).nullable().default(null),
  Price: z.number(),
  VatRate: z.number().int().default(25),
  Allergens: z.array(z.number().int()).max(15).default([]),
  AllergenText: z.string().max(400).nullable().default(null),
  Nutrition: z.record(z.string().max(50), z.number().nullable()).default({}),
  Ingredients: z.string().max(4000).nullable().default(null),
  Stock: z.number().int().nullable().default(null),
  /** A new picture (spec "Image payload"); absent keeps the one it has, null removes it. */
  Image: ImagePayload.nullable().optional(),
};
export const FoodPlanDishCreate = z.object({ FoodPlanID: z.string().uuid(), ...dishFields });
export type FoodPlanDishCreate = z.infer<typeof FoodPlanDishCreate>;
export const FoodPlanDishUpdate = z.object(dishFields);
export type FoodPlanDishUpdate = z.infer<typeof FoodPlanDishUpdate>;

export const CopyWeekBody = z.object({ FoodPlanID: z.string().uuid(), FromWeekStart: CalendarDate, ToWeekStart: CalendarDate });
export type CopyWeekBody = z.infer<typeof CopyWeekBody>;
export const CopyWeekResponse = z.object({
  Copied: z.array(FoodPlanDish),
  Skipped: z.array(z.object({ Name: z.string(), FromDate: z.string(), ServeDate: z.string(), Reason: z.enum(['notASchoolDay', 'deadlinePassed']) })),
});
export type CopyWeekResponse = z.infer<typeof CopyWeekResponse>;

export const PublishWeekBody = z.object({ FoodPlanID: z.string().uuid(), WeekStart: CalendarDate, PublishAt: z.string().max(40).nullable().optional() });
export type PublishWeekBody = z.infer<typeof PublishWeekBody>;
export const PublishWeekResponse = z.object({ Published: z.number().int(), PublishedAt: z.string() });
export type PublishWeekResponse = z.infer<typeof PublishWeekResponse>;

export const PlanRulesResponse = z.object({ FoodPlanID: z.string().uuid(), Registration: PlanRule, Cancellation: PlanRule, Absence: PlanRule.nullable().optional(), DishesUpdated: z.number().int() });
export type PlanRulesResponse = z.infer<typeof PlanRulesResponse>;

