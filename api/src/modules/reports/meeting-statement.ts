import type { MeetingStatement, MeetingStatementDepartment, MeetingStatementQuery } from '@kk/contracts';
import { buildCsv, copenhagenDayBounds, copenhagenLocal, formatTimeOfDay, localDateText, oreToKroner, splitByWeights, vatIncludedOre } from '@kk/domain';
import { reportCustomerTree } from './report-scope';
import type { Db } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import { ore, toReportCustomer, type Culture } from './sales-service';

const localTime = (iso: string) => {
  const local = copenhagenLocal(new Date(iso));
  return `${localDateText(local)} ${formatTimeOfDay(local.minute)}`;
};

interface OrderRow {
  transactionId: string;
  delivery: Date;
  orderedBy: string | null;
  location: string | null;
  description: string;
  departmentId: string | null;
  department: string | null;
  departmentSort: number | null;
  chargedOre: number;
  refundedOre: number;
  /** The order's lines' weights (price × quantity) and VAT rates, in line order. */
  weights: number[] | null;
  rates: number[] | null;
}

const NO_DEPARTMENT: Record<Culture, string> = { da: 'Uden afdeling', en: 'No department' };

/** The VAT in an order's net amount: split over its lines as the sales report splits it. */
function vatOfOrder(netOre: number, weights: readonly number[], rates: readonly number[]): number {
  if (weights.length === 0) return vatIncludedOre(netOre, 2500);
  return splitByWeights(netOre, weights).reduce((sum, part, index) => sum + vatIncludedOre(part, rates[index] ?? 2500), 0);
}

function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

/**
 * The meeting catering's month per department (issue 27): the orders delivered in the
 * month with what the ledger charged for each (the order and its adjustments) and gave
 * back (its refunds), so a municipality can bill each cost centre internally.
 */
export class MeetingStatements {
  constructor(private readonly db: Db) {}

  async statement(auth: AuthContext, query: MeetingStatementQuery, culture: Culture): Promise<MeetingStatement> {
    const { customer, covered } = await reportCustomerTree(this.db, auth, query.customerID);
    const from = copenhagenDayBounds(`${query.month}-01`).start;
    const to = copenhagenDayBounds(`${nextMonth(query.month)}-01`).start;
    const { rows } = await this.db.query<OrderRow>(
      `SELECT mo.transaction_id::text AS "transactionId", mo.delivery_time AS delivery, u.name AS "orderedBy",
              co.name AS location, pt.description, d.id::text AS "departmentId", d.name AS department, d.sort_order AS "departmentSort",
              money.charged_ore AS "chargedOre", money.refunded_ore AS "refundedOre",
              lines.weights, lines.rates
         FROM meeting_orders mo
         JOIN payment_transactions pt ON pt.id = mo.transaction_id
         LEFT JOIN users u ON u.id = pt.user_id
         LEFT JOIN catalogue_owners co ON co.id = mo.location_id
         LEFT JOIN meeting_departments d ON d.id = mo.department_id
         CROSS JOIN LATERAL (
           SELECT coalesce(sum(p.amount_ore) FILTER (WHERE a.kind = 'customer_revenue'), 0)::bigint AS charged_ore,
                  coalesce(-sum(p.amount_ore) FILTER (WHERE a.kind = 'customer_refunds'), 0)::bigint AS refunded_ore
             FROM payment_transactions x
             JOIN ledger_postings p ON p.transaction_id = x.ledger_transaction_id
             JOIN ledger_accounts a ON a.id = p.account_id AND a.kind IN ('customer_revenue', 'customer_refunds')
            WHERE (x.id = pt.id OR (x.parent_id = pt.id AND x.kind IN ('refund', 'adjustment')))
         ) money
         LEFT JOIN LATERAL (
           SELECT array_agg(l.price_ore * l.quantity ORDER BY l.line_no) AS weights,
                  array_agg(coalesce(l.vat_rate_bp, 2500)::int ORDER BY l.line_no) AS rates
             FROM payment_transaction_lines l WHERE l.transaction_id = pt.id
         ) lines ON true
        WHERE mo.customer_id = ANY ($1::uuid[]) AND mo.delivery_time >= $2 AND mo.delivery_time < $3
          AND (money.charged_ore <> 0 OR money.refunded_ore <> 0)
        ORDER BY d.sort_order NULLS LAST, d.name NULLS LAST, mo.delivery_time, mo.transaction_id`,
      [covered.map((row) => row.id), from, to],
    );
    const departments = new Map<string, MeetingStatementDepartment & { netOre: number; vatOre: number }>();
    for (const row of rows) {
      const id = row.departmentId ?? '';
      const department = departments.get(id) ?? { DepartmentID: row.departmentId, Name: row.department ?? NO_DEPARTMENT[culture], Orders: [], Net: 0, Vat: 0, netOre: 0, vatOre: 0 };
      const netOre = Number(row.chargedOre) - Number(row.refundedOre);
      department.Orders.push({
        TransactionID: row.transactionId,
        Date: row.delivery.toISOString(),
        OrderedBy: row.orderedBy ?? '',
        Location: row.location,
        Description: row.description,
        Amount: oreToKroner(Number(row.chargedOre)),
        Refunded: oreToKroner(Number(row.refundedOre)),
        Net: oreToKroner(netOre),
      });
      department.netOre += netOre;
      department.vatOre += vatOfOrder(netOre, (row.weights ?? []).map(Number), (row.rates ?? []).map(Number));
      departments.set(id, department);
    }
    const list = [...departments.values()].map(({ netOre, vatOre, ...department }) => ({ ...department, Net: oreToKroner(netOre), Vat: oreToKroner(vatOre) }));
    const netOre = [...departments.values()].reduce((sum, department) => sum + department.netOre, 0);
    const vatOre = [...departments.values()].reduce((sum, department) => sum + department.vatOre, 0);
    return { Customer: toReportCustomer(customer), Month: query.month, Departments: list, Net: oreToKroner(netOre), Vat: oreToKroner(vatOre) };
  }

  async csv(auth: AuthContext, query: MeetingStatementQuery, culture: Culture): Promise<{ csv: string; statement: MeetingStatement }> {
    const statement = await this.statement(auth, query, culture);
    const header = culture === 'da'
      ? ['Afdeling', 'Leveret', 'Bestilt af', 'Lokation', 'Beskrivelse', 'Beløb', 'Refunderet', 'Netto']
      : ['Department', 'Delivered', 'Ordered by', 'Location', 'Description', 'Amount', 'Refunded', 'Net'];
    const rows = statement.Departments.flatMap((department) =>
      department.Orders.map((order) => [department.Name, localTime(order.Date), order.OrderedBy, order.Location ?? '', order.Description, ore(order.Amount), ore(order.Refunded), ore(order.Net)]),
    );
    return { csv: buildCsv(header, rows, culture), statement };
  }
}
