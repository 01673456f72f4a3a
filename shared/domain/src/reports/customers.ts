import type { ReportCustomer } from '@kk/contracts';

/** A customer in the report pages' picker: a municipality (depth 0) before its institutions (depth 1). */
export interface ReportCustomerChoice {
  customer: ReportCustomer;
  depth: number;
}

const byName = (a: ReportCustomer, b: ReportCustomer) => a.Name.localeCompare(b.Name, 'da');

/**
 * The customers the caller may read reports of, in the picker's order: each customer whose
 * parent is not in the list, by name, with the customers below it right after it, by name
 * and indented one level deeper.
 */
export function reportCustomerChoices(customers: readonly ReportCustomer[]): ReportCustomerChoice[] {
  const ids = new Set(customers.map((customer) => customer.ID));
  const below = (parentId: string) => customers.filter((customer) => customer.ParentID === parentId).sort(byName);
  const out: ReportCustomerChoice[] = [];
  const add = (customer: ReportCustomer, depth: number) => {
    if (out.some((choice) => choice.customer.ID === customer.ID)) return;
    out.push({ customer, depth });
    for (const child of below(customer.ID)) add(child, depth + 1);
  };
  for (const top of customers.filter((customer) => customer.ParentID === null || !ids.has(customer.ParentID)).sort(byName)) add(top, 0);
  return out;
}

/** True when the customer has institutions below it in the list (a municipality): its sales can be grouped by institution. */
export function hasInstitutionsBelow(customers: readonly ReportCustomer[], customerId: string): boolean {
  return customers.some((customer) => customer.ParentID === customerId);
}
