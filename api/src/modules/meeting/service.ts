import {
  MEETING_ORDER_DESCRIPTION,
  MeetingChildTypeId,
  PaymentErrorMessage,
  TransactionStatusId,
  type MeetingOptions,
  type MeetingOrder,
  type MeetingOrdersResponse,
  type MeetingProduction,
  type MeetingUpdateRequest,
} from '@kk/contracts';
import {
  compareMeetingProductNames,
  copenhagenDayBounds,
  copenhagenInstant,
  copenhagenLocal,
  meetingOrderDeadline,
  meetingOrderIsOpen,
  oreToKroner,
} from '@kk/domain';
import type { Clock } from '../../clock';
import { AppError, badRequest, forbidden } from '../../core/errors';
import { idempotencyKeyProblem, requestFingerprint } from '../../core/idempotency';
import { quantitiesByProduct } from '../../core/order-pricing';
import type { Db, Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import type { IdempotencyService, StoredAnswer } from '../idempotency/service';
import { departmentsOf, meetingLocationsOf, meetingOrderOf, meetingProductsByIds, meetingProductsOfCustomer, updateMeetingOrder } from './order-repository';
import { windowsOf } from './catalogue-repository';
import { failedMeetingProducts, keptRuleOf, MEETING_KITCHEN_ROLE, MEETING_ROLE, outsideDeliveryWindows, ruleOf } from './rules';
import { statusOf } from '../../core/payment-presenter';
import { PaymentDeclined } from '../../core/payment-declines';
import type { Settlement } from '../payment/settlement';
import * as meetings from './repository';
import { productionCsv } from './production-csv';

const NOT_YOUR_ORDER = 'The order does not exist or is not yours';
const iso = (value: Date | string) => new Date(value).toISOString();

export interface MeetingCall {
  auth: AuthContext;
  idempotencyKey: string | undefined;
}

/**
 * Meeting catering: the options a staff member (role Meeting) orders from, the staff
 * member's own orders and their changes, and the catering kitchen's day (partner site,
 * role MeetingKitchen, staff of the catering customer). New orders and cancels go through
 * the payment handler; a change moves its price difference here, through the payment
 * handler's Settlement, in the transaction that stores its Idempotency-Key's answer.
 */
export class MeetingService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly idempotency: IdempotencyService,
    private readonly settlement: Settlement,
  ) {}

  async options(auth: AuthContext, customerId: string | undefined): Promise<MeetingOptions> {
    const customer = await this.meetingCustomer(auth, MEETING_ROLE, customerId);
    const [departments, locations, products] = await Promise.all([
      departmentsOf(this.db, customer.id),
      meetingLocationsOf(this.db, customer.id),
      meetingProductsOfCustomer(this.db, customer.id),
    ]);
    const windows = await windowsOf(this.db, locations.map((location) => location.id));
    return {
      Customer: { ID: customer.id, Name: customer.name },
      Departments: departments.map((department) => ({ ID: department.id, Name: department.name })),
      Locations: locations.map((location) => ({
        ID: location.id,
        Name: location.name,
        DeliveryWindows: windows
          .filter((window) => window.location_id === location.id)
          .map((window) => ({ Weekdays: window.weekdays, From: window.from_time, To: window.to_time })),
        Products: products
          .filter((product) => product.locationId === location.id)
          .sort((a, b) => compareMeetingProductNames(a.name, b.name))
          .map((product) => ({
            ID: product.id,
            Name: product.name,
            Price: oreToKroner(product.priceOre),
            FromTime: product.fromTime,
            ToTime: product.toTime,
            Deadline: product.deadline,
            ProductUIGroup: product.group === null ? null : { ID: product.group.id, Name: product.group.name, Index: product.group.index },
          })),
      })),
    };
  }

  /** The caller's meeting orders delivered in [from, to); by default from a month back, with no end. */
  async orders(auth: AuthContext, from: string | undefined, to: string | undefined): Promise<MeetingOrdersResponse> {
    this.requireRole(auth, MEETING_ROLE);
    const start = from === undefined ? this.monthBack() : new Date(from);
    const end = to === undefined ? null : new Date(to);
    if (end !== null && end.getTime() <= start.getTime()) throw badRequest('to must be after from');
    const rows = await meetings.ordersOfUser(this.db, auth.userId, start, end);
    return { Transactions: await this.present(this.db, rows), StartDate: start.toISOString(), EndDate: end === null ? null : end.toISOString() };
  }

  /**
   * PUT /api/meeting/update/{transactionID}: participants, delivery time, note, pickup and
   * products change until the order's deadline (and before its meeting). Every product must
   * be deliverable at the new time by the shared rules; products the order had keep their
   * price (and may stay when the location no longer offers them, available all day), new
   * ones cost the catalogue's. The difference is charged or refunded under the wallet's
   * lock, once per Idempotency-Key.
   */
  async update(call: MeetingCall, transactionId: string, body: MeetingUpdateRequest): Promise<StoredAnswer> {
    this.requireRole(call.auth, MEETING_ROLE);
    const problem = idempotencyKeyProblem(call.idempotencyKey);
    if (problem !== null || call.idempotencyKey === undefined) throw badRequest(problem ?? 'The Idempotency-Key header is required');
    const existing = await meetings.orderById(this.db, transactionId);
    if (existing === null || existing.user_id !== call.auth.userId) throw forbidden(NOT_YOUR_ORDER);
    return this.idempotency.run(
      { scope: `user:${call.auth.userId}`, key: call.idempotencyKey, requestHash: requestFingerprint('meeting-update', { transactionId, body }) },
      (tx) => this.updateIn(tx, call.auth, transactionId, body),
      (error) => {
        if (error instanceof AppError) return { statusCode: error.statusCode, body: { StatusCode: error.statusCode, message: error.message, reason: error.reason } };
        if (error instanceof PaymentDeclined) {
          return { statusCode: 422, body: { StatusCode: 422, message: error.serverMessage, reason: error.detail.reason ?? error.serverMessage } };
        }
        return null;
      },
    );
  }

  private async updateIn(tx: Queryable, auth: AuthContext, transactionId: string, body: MeetingUpdateRequest): Promise<StoredAnswer> {
    const payment = await this.settlement.lockOrder(tx, transactionId);
    const meeting = await meetingOrderOf(tx, transactionId);
    if (payment === null || meeting === null || payment.user_id !== auth.userId) throw forbidden(NOT_YOUR_ORDER);
    if (payment.status_id !== TransactionStatusId.Completed) throw new AppError(409, PaymentErrorMessage.RequestInvalid, 'Only a placed order can be changed; this one is cancelled');
    const now = this.clock.now();
    const deadline = new Date(meeting.deadline_at);
    if (!meetingOrderIsOpen({ deadline, deliveryTime: new Date(meeting.delivery_time) }, now)) {
      throw new AppError(409, PaymentErrorMessage.CancellationPolicy, `The order's deadline (${deadline.toISOString()}) has passed`);
    }

    const deliveryTime = new Date(body.deliveryTime);
    const outside = outsideDeliveryWindows(await windowsOf(tx, [meeting.location_id]), deliveryTime);
    if (outside !== null) throw badRequest(outside);
    const wanted = quantitiesByProduct(body.products.map((product) => ({ productId: product.ID, quantity: product.Quantity })));
    const kept = new Map<string, { productId: string; name: string; priceOre: number }>();
    for (const line of await this.settlement.linesOf(tx, transactionId)) {
      if (!kept.has(line.product_id)) kept.set(line.product_id, { productId: line.product_id, name: line.name, priceOre: Number(line.price_ore) });
    }
    const catalogue = await meetingProductsByIds(tx, [...wanted.keys()]);
    const rules = [];
    const lines = [];
    const foreign: string[] = [];
    for (const [productId, quantity] of wanted) {
      const product = catalogue.get(productId);
      const had = kept.get(productId);
      if (product !== undefined && product.active && product.locationId === meeting.location_id) {
        rules.push(ruleOf(product));
        lines.push({ productId, name: had?.name ?? product.name, priceOre: had?.priceOre ?? product.priceOre, quantity });
      } else if (had !== undefined) {
        rules.push(keptRuleOf(had));
        lines.push({ ...had, quantity });
      } else foreign.push(productId);
    }
    if (foreign.length > 0) throw badRequest(`Products not sold at this order's location: ${foreign.join(', ')}`);
    const failed = failedMeetingProducts(rules, deliveryTime, now);
    if (failed !== null) throw new AppError(422, PaymentErrorMessage.ExpiredProducts, failed.reason);

    const description = body.description?.trim() || payment.description || MEETING_ORDER_DESCRIPTION;
    await this.settlement.rewriteOrder(tx, payment, lines, now, auth.userId, description);
    if (description !== payment.description) await this.settlement.describe(tx, transactionId, description, now);
    await updateMeetingOrder(tx, transactionId, {
      deliveryTime,
      participants: body.participants,
      pickedUpByCustomer: body.pickedUpByCustomer,
      note: body.note?.trim() || null,
      deadline: meetingOrderDeadline(rules, deliveryTime),
      at: now,
    });
    const row = await meetings.orderById(tx, transactionId);
    const [order] = await this.present(tx, row === null ? [] : [row]);
    return { statusCode: 200, body: order };
  }

  /** The catering kitchen's day: completed orders by location and delivery time, with totals per product. */
  async production(auth: AuthContext, date: string, locationId: string | undefined): Promise<MeetingProduction> {
    if (auth.application !== 'partner') throw forbidden('The production list is on the partner site');
    const customer = await this.meetingCustomer(auth, MEETING_KITCHEN_ROLE, undefined);
    if (locationId !== undefined && !(await meetingLocationsOf(this.db, customer.id, true)).some((location) => location.id === locationId)) {
      throw forbidden('The location is not one of your customer');
    }
    const { start, end } = copenhagenDayBounds(date);
    const rows = await meetings.ordersForKitchen(this.db, customer.id, start, end, locationId ?? null);
    const lines = await meetings.linesOfOrders(this.db, rows.map((row) => row.id));
    const totalsOf = (ofLines: readonly meetings.OrderLineRow[]) => {
      const totals = new Map<string, { ProductID: string; Name: string; Quantity: number }>();
      for (const line of ofLines) {
        const quantity = line.quantity - line.refunded_quantity;
        if (quantity <= 0) continue;
        const total = totals.get(line.product_id) ?? { ProductID: line.product_id, Name: line.name, Quantity: 0 };
        total.Quantity += quantity;
        totals.set(line.product_id, total);
      }
      return [...totals.values()].sort((a, b) => compareMeetingProductNames(a.Name, b.Name));
    };
    const locations: MeetingProduction['Locations'] = [];
    for (const row of rows) {
      let location = locations.find((entry) => entry.Location.ID === row.location_id);
      if (location === undefined) {
        location = { Location: { ID: row.location_id, Name: row.location_name }, Deliveries: [], Totals: [] };
        locations.push(location);
      }
      const deliveryTime = iso(row.delivery_time);
      let delivery = location.Deliveries.find((entry) => entry.DeliveryTime === deliveryTime);
      if (delivery === undefined) {
        delivery = { DeliveryTime: deliveryTime, Orders: [], Totals: [] };
        location.Deliveries.push(delivery);
      }
      delivery.Orders.push({
        ID: row.id,
        Department: row.department_name,
        OrderedBy: row.user_name ?? '',
        Participants: row.participants,
        PickedUpByCustomer: row.picked_up_by_customer,
        IsExternal: row.is_external,
        Note: row.note,
        Products: totalsOf(lines.filter((line) => line.transaction_id === row.id)),
      });
    }
    for (const location of locations) {
      for (const delivery of location.Deliveries) {
        const ids = new Set(delivery.Orders.map((order) => order.ID));
        delivery.Totals = totalsOf(lines.filter((line) => ids.has(line.transaction_id)));
      }
      const ids = new Set(location.Deliveries.flatMap((delivery) => delivery.Orders.map((order) => order.ID)));
      location.Totals = totalsOf(lines.filter((line) => ids.has(line.transaction_id)));
    }
    return { Date: date, Customer: { ID: customer.id, Name: customer.name }, Locations: locations };
  }

  async productionCsv(auth: AuthContext, date: string, locationId: string | undefined): Promise<string> {
    return productionCsv(await this.production(auth, date, locationId));
  }

  private async present(q: Queryable, rows: readonly meetings.OrderRow[]): Promise<MeetingOrder[]> {
    const ids = rows.map((row) => row.id);
    const [lines, children] = await Promise.all([meetings.linesOfOrders(q, ids), meetings.childrenOfOrders(q, ids)]);
    return rows.map((row) => ({
      ID: row.id,
      Description: row.description,
      Amount: oreToKroner(Number(row.amount_ore)),
      Status: statusOf(row.status_id),
      ErrorMessage: row.error_message,
      ChildTransactions: children
        .filter((child) => child.parent_id === row.id)
        .map((child) => ({
          ID: child.id,
          Type: { ID: child.kind === 'adjustment' ? MeetingChildTypeId.Adjustment : MeetingChildTypeId.Refund },
          Amount: oreToKroner(Number(child.amount_ore)),
          Description: child.description,
          CreatedDate: iso(child.created_at),
        })),
      Notes: row.note === null ? [] : [{ Note: row.note, CreatedDate: iso(row.updated_at) }],
      Customer: { ID: row.customer_id },
      Wallet: { ID: row.wallet_id },
      CreatedDate: iso(row.created_at),
      MeetingInfo: {
        Location: { ID: row.location_id, Name: row.location_name },
        Department: row.department_id === null ? null : { ID: row.department_id, Name: row.department_name ?? '' },
        DeliveryTime: iso(row.delivery_time),
        Participants: row.participants,
        PickedUpByCustomer: row.picked_up_by_customer,
        IsExternal: row.is_external,
        Deadline: iso(row.deadline_at),
      },
      Products: lines
        .filter((line) => line.transaction_id === row.id)
        .map((line) => ({
          ProductID: line.product_id,
          Name: line.name,
          Price: oreToKroner(Number(line.price_ore)),
          Quantity: line.quantity - line.refunded_quantity,
          RefundedQuantity: line.refunded_quantity,
        })),
    }));
  }

  private requireRole(auth: AuthContext, role: string): void {
    if (!auth.roles.includes(role)) throw forbidden(`This needs the ${role} role`);
  }

  /** The meeting-catering customer the caller works for (the one named, or the first), with the role asked for. */
  private async meetingCustomer(auth: AuthContext, role: string, customerId: string | undefined): Promise<meetings.CustomerRow> {
    this.requireRole(auth, role);
    const customers = await meetings.meetingCustomersOf(this.db, auth.userId);
    const customer = customerId === undefined ? customers[0] : customers.find((entry) => entry.id === customerId);
    if (customer === undefined) throw forbidden('You work for no meeting-catering customer of that id');
    return customer;
  }

  /** The start of the Copenhagen day a month back (the last day of a shorter month). */
  private monthBack(): Date {
    const today = copenhagenLocal(this.clock.now());
    const month = new Date(Date.UTC(today.year, today.month - 2, 1));
    const days = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0)).getUTCDate();
    return copenhagenInstant({ year: month.getUTCFullYear(), month: month.getUTCMonth() + 1, day: Math.min(today.day, days), minute: 0 });
  }
}
