import type { FoodPlanProduction } from '@kk/contracts';
import type { PrintData } from '../print';
import { addCalendarDays, isSchoolDay } from './calendar';

/**
 * The food plan's production list (issue 26): the kitchen's day per dish, school and class.
 * The rules here are shared by the API (which builds the answer) and the partner site
 * (which prints it and its labels).
 */
export const FOODPLAN_PRODUCTION_TEMPLATE = 'foodplan-production';
export const FOODPLAN_LABELS_TEMPLATE = 'foodplan-labels';

/** A standard A4 label sheet: 3 columns × 8 rows of 70 × 37 mm. */
export const LABEL_SHEET = { columns: 3, rows: 8, widthMm: 70, heightMm: 37 } as const;
export const LABELS_PER_SHEET = LABEL_SHEET.columns * LABEL_SHEET.rows;

/** The allergens to mark: those of the child's profile that the dish contains, in id order, each once. */
export function allergenConflicts(profile: readonly number[], dish: readonly number[]): number[] {
  const inDish = new Set(dish);
  return [...new Set(profile)].filter((id) => inDish.has(id)).sort((a, b) => a - b);
}

/** Danish collation, as the app sorts names. */
export const compareDanish = (a: string, b: string): number => a.localeCompare(b, 'da');

/**
 * Classes in school order: by grade number (-1, 0, 1, … 12, then employees), then letter;
 * a child without a grade last.
 */
export function compareGradeParts(a: { number: number | null; letter: string | null }, b: { number: number | null; letter: string | null }): number {
  if (a.number === null || b.number === null) return a.number === b.number ? 0 : a.number === null ? 1 : -1;
  return a.number - b.number || compareDanish(a.letter ?? '', b.letter ?? '');
}

/** One label: a child's portion, what the kitchen writes on the box. */
export interface ProductionLabel {
  child: string;
  grade: string | null;
  school: string;
  dish: string;
  quantity: number;
  /** The allergens to avoid (the conflicts), in id order. */
  conflicts: number[];
}

/** Every label of a day: one per child and dish, in the list's order (school, class, child). */
export function productionLabels(production: Pick<FoodPlanProduction, 'Schools'>): ProductionLabel[] {
  const labels: ProductionLabel[] = [];
  for (const school of production.Schools) {
    for (const entry of school.Classes) {
      for (const child of entry.Children) {
        labels.push({ child: child.Name, grade: entry.Grade, school: school.Customer.Name, dish: child.Dish, quantity: child.Quantity, conflicts: child.Conflicts });
      }
    }
  }
  return labels;
}

/** Labels laid out on sheets of 24 (row by row, left to right); the last sheet holds what is left. */
export function labelSheets<T>(labels: readonly T[], perSheet: number = LABELS_PER_SHEET): T[][] {
  if (!Number.isInteger(perSheet) || perSheet < 1) throw new RangeError('perSheet must be a positive integer');
  const sheets: T[][] = [];
  for (let start = 0; start < labels.length; start += perSheet) sheets.push(labels.slice(start, start + perSheet));
  return sheets;
}

/** How many portions the day holds and how many of them have an allergen to avoid. */
export function productionCounts(production: Pick<FoodPlanProduction, 'Schools' | 'Totals'>): { portions: number; marked: number; awaitingPayment: number } {
  let marked = 0;
  for (const school of production.Schools) for (const entry of school.Classes) for (const child of entry.Children) if (child.Conflicts.length > 0) marked += child.Quantity;
  return {
    portions: production.Totals.reduce((sum, total) => sum + total.Portions, 0),
    marked,
    awaitingPayment: production.Totals.reduce((sum, total) => sum + total.AwaitingPayment, 0),
  };
}

/** The print data of the list: portrait, the brand's header. */
export function foodPlanProductionPrintData(production: FoodPlanProduction, title: string): PrintData<FoodPlanProduction> {
  return { template: FOODPLAN_PRODUCTION_TEMPLATE, title, model: production };
}

/** The print data of the labels: A4 portrait, no header and no margin, so the sheet's grid lines up with the labels. */
export function foodPlanLabelsPrintData(production: FoodPlanProduction, title: string): PrintData<{ labels: ProductionLabel[] }> {
  return { template: FOODPLAN_LABELS_TEMPLATE, title, model: { labels: productionLabels(production) }, noHeader: true, noMargin: true };
}

/** The list's first day: the school day after `today` (a Friday's is Monday). */
export function nextSchoolDayAfter(today: string): string {
  let day = addCalendarDays(today, 1);
  while (!isSchoolDay(day)) day = addCalendarDays(day, 1);
  return day;
}
