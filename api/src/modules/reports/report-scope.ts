import { FINANCE_REPORTS_ROLE } from '@kk/contracts';
import type { Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import { forbidden, notFound } from '../../core/errors';

/** A customer a finance report may be read for. */
export interface ReportCustomerRow {
  id: string;
  name: string;
  parentId: string | null;
}

/**
 * Whose money a caller may read (issue 27): the support tool (role SupportTool) every
 * customer; a partner-site user with FinanceReports the customers they are a member of and
 * every customer below them (a municipality's institutions). Anyone else is refused.
 */
export async function reportCustomers(q: Queryable, auth: AuthContext): Promise<ReportCustomerRow[]> {
  const support = auth.application === 'support' && auth.roles.includes('SupportTool');
  const partner = auth.application === 'partner' && auth.roles.includes('PartnerSite') && auth.roles.includes(FINANCE_REPORTS_ROLE);
  if (!support && !partner) throw forbidden(`Reports need the role ${FINANCE_REPORTS_ROLE} on the partner site, or the support tool`);
  const { rows } = support
    ? await q.query<ReportCustomerRow>(`SELECT id::text AS id, name, parent_id::text AS "parentId" FROM customers ORDER BY name, id`)
    : await q.query<ReportCustomerRow>(
        `WITH RECURSIVE below (id) AS (
           SELECT customer_id FROM customer_memberships WHERE user_id = $1
           UNION
           SELECT c.id FROM customers c JOIN below ON c.parent_id = below.id
         )
         SELECT c.id::text AS id, c.name, c.parent_id::text AS "parentId" FROM customers c JOIN below ON below.id = c.id ORDER BY c.name, c.id`,
        [auth.userId],
      );
  if (rows.length === 0) throw forbidden('You read no customer\'s reports');
  return rows;
}

/**
 * The customer asked for and the customers its figures cover (itself and every customer
 * below it), all within the caller's scope; 404 (not 403, so other tenants' ids are not
 * confirmed) when the customer is not the caller's.
 */
export async function reportCustomerTree(q: Queryable, auth: AuthContext, customerId: string): Promise<{ customer: ReportCustomerRow; covered: ReportCustomerRow[] }> {
  const scope = await reportCustomers(q, auth);
  const customer = scope.find((row) => row.id === customerId);
  if (customer === undefined) throw notFound('No such customer among those you read reports of');
  const covered: ReportCustomerRow[] = [customer];
  // Breadth first over the scope, which already holds every customer below a member's.
  for (let index = 0; index < covered.length; index += 1) {
    const parent = covered[index]!;
    for (const row of scope) if (row.parentId === parent.id && !covered.includes(row)) covered.push(row);
  }
  return { customer, covered };
}
