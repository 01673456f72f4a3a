import type { FoodPlanProduction, ProductionChild, ProductionDishTotal, ProductionSchool } from '@kk/contracts';
import { allergenConflicts, compareDanish, compareGradeParts, formatGrade, isSchoolDay } from '@kk/domain';
import { notFound } from '../../core/errors';
import type { Db } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import type { CatalogueEditing } from '../catalogue/editing';
import { editablePlans, type PlannerPlanRow } from './catalogue-repository';
import { productionCsv } from './production-csv';
import { portionsOf, type PortionRow } from './production-repository';

/**
 * The kitchen's production list (issue 26, partner site, role FoodPlanKitchen): a day's
 * portions of the plans the caller may see (CatalogueEditing.kitchenScope: a master
 * caterer's plans at every school it cooks for, or a school's own), totals per dish, then
 * per school and class each child's portion with the allergens to avoid.
 */
export class FoodPlanProductionList {
  constructor(
    private readonly db: Db,
    private readonly editing: CatalogueEditing,
  ) {}

  /** The plans the caller may see; 403 without the role. */
  async plansOf(auth: AuthContext): Promise<PlannerPlanRow[]> {
    const scope = await this.editing.kitchenScope(this.db, auth);
    return editablePlans(this.db, scope.customers.map((customer) => customer.id), scope.caterers.map((caterer) => caterer.id));
  }

  /** The ids of the plans the caller may see (the live stream watches these); 403 without the role. */
  async planIdsOf(auth: AuthContext): Promise<string[]> {
    return (await this.plansOf(auth)).map((plan) => plan.id);
  }

  async production(auth: AuthContext, date: string, foodPlanId: string | undefined): Promise<FoodPlanProduction> {
    const plans = await this.plansOf(auth);
    if (foodPlanId !== undefined && !plans.some((plan) => plan.id === foodPlanId)) throw notFound('No such food plan in your kitchen');
    const shown = foodPlanId === undefined ? plans.map((plan) => plan.id) : [foodPlanId];
    const rows = await portionsOf(this.db, shown, date, isSchoolDay(date));
    return {
      Date: date,
      Plans: plans.map((plan) => ({ ID: plan.id, Name: plan.name, CustomerName: plan.customer_name, CatererName: plan.caterer_name })),
      Totals: totalsOf(rows, plans),
      Schools: schoolsOf(rows),
    };
  }

  async productionCsv(auth: AuthContext, date: string, foodPlanId: string | undefined): Promise<string> {
    return productionCsv(await this.production(auth, date, foodPlanId));
  }
}

function totalsOf(rows: readonly PortionRow[], plans: readonly PlannerPlanRow[]): ProductionDishTotal[] {
  const byProduct = new Map<string, ProductionDishTotal>();
  for (const row of rows) {
    const total = byProduct.get(row.product_id) ?? {
      ProductID: row.product_id,
      FoodPlanID: row.foodplan_id,
      Name: row.dish_name,
      Group: row.group_name,
      Kind: row.kind,
      Allergens: row.allergens,
      AllergenText: row.allergen_text,
      Portions: 0,
      AwaitingPayment: 0,
    };
    total.Portions += row.portions;
    total.AwaitingPayment += row.awaiting_payment;
    byProduct.set(row.product_id, total);
  }
  const planOrder = new Map(plans.map((plan, index) => [plan.id, index]));
  return [...byProduct.values()].sort(
    (a, b) =>
      (planOrder.get(a.FoodPlanID) ?? 0) - (planOrder.get(b.FoodPlanID) ?? 0) ||
      (a.Kind === b.Kind ? 0 : a.Kind === 'Dish' ? -1 : 1) ||
      compareDanish(a.Group, b.Group) ||
      compareDanish(a.Name, b.Name) ||
      a.ProductID.localeCompare(b.ProductID),
  );
}

/** Per school (the wallet's customer) and class (its grade), each child's portions to cook; a child with only unpaid portions is not listed. */
function schoolsOf(rows: readonly PortionRow[]): ProductionSchool[] {
  const schools = new Map<string, { name: string; classes: Map<string, { number: number | null; letter: string | null; children: (ProductionChild & { sortName: string })[] }> }>();
  for (const row of rows) {
    if (row.portions === 0) continue;
    const school = schools.get(row.customer_id) ?? { name: row.customer_name, classes: new Map() };
    schools.set(row.customer_id, school);
    const gradeKey = row.grade_number === null ? '' : `${row.grade_number}|${row.grade_letter}`;
    const entry = school.classes.get(gradeKey) ?? { number: row.grade_number, letter: row.grade_letter, children: [] };
    school.classes.set(gradeKey, entry);
    entry.children.push({
      WalletID: row.wallet_id,
      Name: row.wallet_name,
      ProductID: row.product_id,
      Dish: row.dish_name,
      Group: row.group_name,
      Quantity: row.portions,
      ProfileAllergens: row.profile_allergens,
      Conflicts: allergenConflicts(row.profile_allergens, row.allergens),
      sortName: row.wallet_name,
    });
  }
  return [...schools.entries()]
    .sort(([idA, a], [idB, b]) => compareDanish(a.name, b.name) || idA.localeCompare(idB))
    .map(([id, school]) => ({
      Customer: { ID: id, Name: school.name },
      Classes: [...school.classes.values()]
        .sort((a, b) => compareGradeParts(a, b))
        .map((entry) => ({
          Grade: entry.number === null || entry.letter === null ? null : formatGrade(entry.number, entry.letter),
          Children: entry.children
            .sort((a, b) => compareDanish(a.sortName, b.sortName) || a.WalletID.localeCompare(b.WalletID) || compareDanish(a.Group, b.Group) || compareDanish(a.Dish, b.Dish) || a.ProductID.localeCompare(b.ProductID))
            .map(({ sortName: _sortName, ...child }) => child),
        })),
    }));
}
