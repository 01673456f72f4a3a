import type { CustomerSpecialGradeList, Grade, SpecialGradeList, SpecialGradesResponse } from '@kk/contracts';
import { EMPLOYEE_GRADE, formatGrade, parseSpecialGrade } from '@kk/domain';
import type { Db, Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import type { TenancyService } from '../tenancy/service';
import * as grades from './repository';

const specialGrade = (row: grades.SpecialGradeRow): Grade => ({
  Name: formatGrade(row.number, row.letter),
  Number: row.number,
  Letter: row.letter,
  Level: 'Special',
});

/** Rows in list order to lists (per asked customer), each with its grades in order. */
function listsOf(rows: readonly grades.SpecialGradeRow[]): (SpecialGradeList & { customerId: string | null })[] {
  const lists = new Map<string, SpecialGradeList & { customerId: string | null }>();
  for (const row of rows) {
    const key = `${row.customer_id ?? ''}/${row.list_id}`;
    const list = lists.get(key) ?? { customerId: row.customer_id, Name: row.list_name, Grades: [] };
    list.Grades.push(specialGrade(row));
    lists.set(key, list);
  }
  return [...lists.values()];
}

/** The special grades a wallet of one customer may be given, and how many lists offer them. */
export interface CustomerSpecialGrades {
  listCount: number;
  grades: Grade[];
}

/**
 * Special grade lists (spec sections 3 and 6): a customer's lists apply to it and the
 * customers below it; the system-wide lists apply everywhere. Whether a page shows them is
 * @kk/domain specialGradesShown; this only answers what exists.
 */
export class GradesService {
  constructor(
    private readonly db: Db,
    private readonly tenancy: TenancyService,
  ) {}

  /** GET /api/SpecialGrade/: the lists of the caller's customers, the system-wide lists, the employee grade. */
  async specialGradesOf(auth: AuthContext): Promise<SpecialGradesResponse> {
    const customers = await this.tenancy.customersOfUser(auth.userId);
    const customerRows = await grades.customerLists(this.db, customers.map((customer) => customer.ID));
    const systemRows = await grades.systemLists(this.db);
    return {
      CustomerLists: listsOf(customerRows).map(({ customerId, ...list }): CustomerSpecialGradeList => ({ CustomerID: customerId as string, ...list })),
      SystemLists: listsOf(systemRows).map(({ Name, Grades }) => ({ Name, Grades })),
      EmployeeGrade: EMPLOYEE_GRADE,
    };
  }

  /** The lists that apply to a customer's wallets: its own, its parents', the system-wide ones. */
  async specialGradesForCustomer(customerId: string, q: Queryable = this.db): Promise<CustomerSpecialGrades> {
    const lists = listsOf([...(await grades.customerLists(q, [customerId])), ...(await grades.systemLists(q))]);
    return { listCount: lists.length, grades: lists.flatMap((list) => list.Grades) };
  }

  /** A list of grade names ('3. S'); each must be an ordinary grade's name. */
  async createList(q: Queryable, list: { customerId: string | null; name: string; grades: readonly string[] }): Promise<string> {
    const parsed = list.grades.map((name) => {
      const grade = parseSpecialGrade(name);
      if (grade === null) throw new Error(`'${name}' is not a grade name (number -1 to 12, a dot, a letter A to Z)`);
      return { number: grade.Number, letter: grade.Letter };
    });
    return grades.insertList(q, { customerId: list.customerId, name: list.name, grades: parsed });
  }
}
