import { z } from 'zod';
import { CalendarDate } from './foodplan';

/**
 * The food plan's production list (issue 26, partner site, role FoodPlanKitchen): for a
 * kitchen and one Copenhagen day, the portions to cook per dish, then per school and class
 * each child's portion with the allergens their profile blocks that the dish contains
 * (`Conflicts`), so the kitchen packs the safe portion.
 */
const Id = z.string().uuid();
const Allergens = z.array(z.number().int().min(1).max(15));

/** GET /api/FoodPlanner/Production?date=&foodPlanID= (and /csv): without foodPlanID every plan the caller may see. */
export const FoodPlanProductionQuery = z.object({ date: CalendarDate, foodPlanID: Id.optional() });
export type FoodPlanProductionQuery = z.infer<typeof FoodPlanProductionQuery>;

/** A dish's portions that day: a menu item, or a subscription offer ('Subscription': its product's name, one portion per paid wallet). */
export const ProductionDishTotal = z.object({
  ProductID: Id,
  FoodPlanID: Id,
  Name: z.string(),
  /** The menu group (DIS, KOLD, ...) or, for a subscription, the offer's name. */
  Group: z.string(),
  Kind: z.enum(['Dish', 'Subscription']),
  Allergens,
  AllergenText: z.string().nullable(),
  Portions: z.number().int(),
  /** Portions of orders still waiting for their card payment: not to cook yet. */
  AwaitingPayment: z.number().int(),
});
export type ProductionDishTotal = z.infer<typeof ProductionDishTotal>;

export const ProductionChild = z.object({
  WalletID: Id,
  Name: z.string(),
  ProductID: Id,
  Dish: z.string(),
  Group: z.string(),
  Quantity: z.number().int(),
  /** The child's allergy profile (wallet_allergies). */
  ProfileAllergens: Allergens,
  /** Profile ∩ the dish's allergens: what to mark. */
  Conflicts: Allergens,
});
export type ProductionChild = z.infer<typeof ProductionChild>;

export const ProductionClass = z.object({
  /** '2. A', or null for children without a grade. */
  Grade: z.string().nullable(),
  Children: z.array(ProductionChild),
});
export const ProductionSchool = z.object({
  Customer: z.object({ ID: Id, Name: z.string() }),
  Classes: z.array(ProductionClass),
});
export type ProductionSchool = z.infer<typeof ProductionSchool>;

export const FoodPlanProduction = z.object({
  Date: CalendarDate,
  /** Every plan the caller may see (the page's plan picker); the list covers the chosen one or all of them. */
  Plans: z.array(z.object({ ID: Id, Name: z.string(), CustomerName: z.string(), CatererName: z.string().nullable() })),
  Totals: z.array(ProductionDishTotal),
  Schools: z.array(ProductionSchool),
});
export type FoodPlanProduction = z.infer<typeof FoodPlanProduction>;

