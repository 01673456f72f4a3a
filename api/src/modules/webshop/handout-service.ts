import { WEBSHOP_HANDOUT_ROLE, type HandOutOrder, type WebshopHandOutList } from '@kk/contracts';
import { copenhagenDayBounds, copenhagenLocal, groupHandOut, localDateText } from '@kk/domain';
import type { Clock } from '../../clock';
import { badRequest, notFound } from '../../core/errors';
import type { Db, Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import type { CatalogueEditing } from '../catalogue/editing';
import type { Settlement } from '../payment/settlement';
import * as handOut from './handout-repository';

const NOT_YOURS = 'No such webshop order among your customers';
const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The webshop's hand-out list on the partner site (issue 26): what to hand to whom per class,
 * and the tick that an order was handed out, after which the family can no longer cancel it
 * (@kk/domain refundPolicy.ts). Role WebshopHandOut, the customers the staff member is a
 * member of and those below them; another's customer or order answers 404.
 */
export class WebshopHandOutService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly editing: CatalogueEditing,
    private readonly settlement: Settlement,
  ) {}

  async list(auth: AuthContext, customerId: string | undefined, date: string): Promise<WebshopHandOutList> {
    const scope = await this.editing.customersWithRole(this.db, auth, WEBSHOP_HANDOUT_ROLE);
    const withShop = new Set(await handOut.customersWithWebshop(this.db, scope.map((customer) => customer.id)));
    const customers = scope.filter((customer) => withShop.has(customer.id)).map((customer) => ({ ID: customer.id, Name: customer.name }));
    const customer = customerId === undefined ? customers[0] : customers.find((candidate) => candidate.ID === customerId);
    if (customer === undefined) {
      if (customerId !== undefined) throw notFound('No such customer with a webshop among yours');
      return { Date: date, Customer: { ID: scope[0]?.id as string, Name: scope[0]?.name as string }, Customers: customers, Classes: [] };
    }
    const { start, end } = copenhagenDayBounds(date);
    const rows = await handOut.handOutOrders(this.db, customer.ID, start, end);
    const lines = await handOut.remainingLinesOf(this.db, rows.map((row) => row.id));
    const entries = rows.map((row) => ({ gradeNumber: row.grade_number, gradeLetter: row.grade_letter, order: present(row, lines, start) }));
    return { Date: date, Customer: customer, Customers: customers, Classes: groupHandOut(entries) };
  }

  /**
   * Ticks a completed webshop order as handed out, under the payment's row lock (the family's
   * cancel takes the same lock, so it comes before or after, never both). A second tick
   * answers the same and changes nothing.
   */
  async tick(auth: AuthContext, transactionId: string): Promise<HandOutOrder> {
    const scope = new Set((await this.editing.customersWithRole(this.db, auth, WEBSHOP_HANDOUT_ROLE)).map((customer) => customer.id));
    const now = this.clock.now();
    const today = copenhagenDayBounds(localDateText(copenhagenLocal(now))).start;
    return this.db.transaction(async (tx) => {
      const payment = await this.settlement.lockOrder(tx, transactionId);
      const facts = payment === null ? null : await handOut.handOutFactsOf(tx, transactionId);
      if (payment === null || facts === null || !scope.has(facts.webshop_customer_id ?? facts.customer_id)) throw notFound(NOT_YOURS);
      if (facts.kind !== 'order' || facts.webshop_customer_id === null || facts.is_foodplan || facts.food_plan_id !== null) {
        throw badRequest('Only a webshop order is handed out here: this is not one (a food-plan or meeting order, a sale or a top-up)');
      }
      if (facts.handed_out_at !== null) return this.presentOne(tx, facts, today);
      if (facts.status_id !== 2) throw badRequest('Only a completed webshop order is handed out: this one is reserved, cancelled or failed');
      const remaining = await handOut.remainingLinesOf(tx, [transactionId]);
      if (remaining.length === 0) throw badRequest('The order is refunded in full: there is nothing to hand out');
      await this.settlement.markHandedOut(tx, payment, { userId: auth.userId, name: auth.name }, now, 'Udleveret fra webshoppens udleveringsliste');
      const after = await handOut.handOutFactsOf(tx, transactionId);
      return this.presentOne(tx, after ?? facts, today);
    });
  }

  private async presentOne(q: Queryable, row: handOut.HandOutOrderRow, dayStart: Date): Promise<HandOutOrder> {
    return present(row, await handOut.remainingLinesOf(q, [row.id]), dayStart);
  }
}

function present(row: handOut.HandOutOrderRow, lines: readonly handOut.HandOutLineRow[], dayStart: Date): HandOutOrder {
  return {
    TransactionID: row.id,
    WalletID: row.wallet_id,
    ChildName: row.wallet_name,
    Items: lines.filter((line) => line.transaction_id === row.id).map((line) => ({ ProductID: line.product_id, Name: line.name, Quantity: Number(line.remaining) })),
    PlacedAt: iso(row.created_at),
    FromEarlier: new Date(row.created_at).getTime() < dayStart.getTime(),
    HandedOutAt: row.handed_out_at === null ? null : iso(row.handed_out_at),
    HandedOutBy: row.handed_out_at === null ? null : row.handed_out_by_name,
  };
}
