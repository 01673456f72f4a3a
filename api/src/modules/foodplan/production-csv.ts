import type { FoodPlanProduction } from '@kk/contracts';
import { allergenName, buildCsv } from '@kk/domain';

/**
 * The kitchen's day as CSV (issue 26) as Excel opens it (`@kk/domain` csv.ts: UTF-8 with a
 * byte-order mark, ';', CRLF, formulas neutralised): one row per child and dish, with the
 * allergens of the child's profile that the dish contains (to avoid).
 */
const HEADER = ['Dato', 'Skole', 'Klasse', 'Barn', 'Gruppe', 'Ret', 'Antal', 'Undgå allergener', 'Allergiprofil'];

const names = (ids: readonly number[]) => ids.map((id) => allergenName(id, 'da')).join(', ');

export function productionCsv(production: FoodPlanProduction): string {
  const rows: string[][] = [];
  for (const school of production.Schools) {
    for (const entry of school.Classes) {
      for (const child of entry.Children) {
        rows.push([production.Date, school.Customer.Name, entry.Grade ?? '', child.Name, child.Group, child.Dish, String(child.Quantity), names(child.Conflicts), names(child.ProfileAllergens)]);
      }
    }
  }
  return buildCsv(HEADER, rows, 'da');
}
