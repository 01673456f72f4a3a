import { MeetingOptions, MeetingOrder, MeetingOrdersResponse, MeetingProduction, PaymentTransaction, type MeetingProduct } from '@kk/contracts';
import { bearer, loginAs, TestClock, useApiHarness } from '../../test-support/app';
import { queryLedgerProblems, verifyLedgerOf } from '../../test-support/ledger-verify';
import { deposit, fundsOf, moneyFootprint, newKey, paymentCall } from '../../test-support/payments';

/**
 * Meeting catering end to end through the API, on PGlite and on PostgreSQL: the options,
 * an order through the payment handler (paid when placed), its update with a higher and a
 * lower total, cancels before and after the deadline, an invalid product sent anyway,
 * another tenant refused, the kitchen's production list. The ledger is verified after
 * every movement.
 */
jest.setTimeout(120_000);

// Wednesday 11 March 2026, 11:00 in Copenhagen.
const clock = new TestClock(new Date('2026-03-11T10:00:00Z'));
const api = useApiHarness({ clock, login: ['staff', 'randersStaff', 'kitchen', 'parent'] });

/** Tomorrow 09:00 in Copenhagen. */
const TOMORROW_9 = '2026-03-12T08:00:00.000Z';

let options: MeetingOptions;
const product = (name: string, location = options.Locations[0]): MeetingProduct => {
  const found = location?.Products.find((entry) => entry.Name === name);
  if (!found) throw new Error(`no product ${name}`);
  return found;
};

function meetingOrder(lines: [string, number][], deliveryTime: string, participants = 12) {
  const products = lines.map(([name, quantity]) => ({ ...product(name), quantity }));
  const totalOre = products.reduce((sum, line) => sum + Math.round(line.Price * 100) * line.quantity, 0);
  return {
    Restrictions: { UseRestrictionOverride: true, IgnoreWalletSettings: true },
    Amounts: { '2': totalOre / 100 },
    Description: 'Mødeforplejning',
    WalletID: api.world.wallets.anne,
    CustomerID: api.world.customers.raadhusetsMoedeforplejning,
    DepartmentID: api.world.meeting.departments['Teknik og Miljø'],
    Products: products.map((line) => ({ ID: line.ID, Name: line.Name, Price: line.Price, Quantity: line.quantity })),
    CustomData: {
      MeetingInfo: { LocationID: options.Locations[0]?.ID, DeliveryTime: deliveryTime, Participants: participants, PickedUpByCustomer: true, Note: 'To vegetarer', IsExternal: true },
    },
  };
}

async function place(order: ReturnType<typeof meetingOrder>, user: 'staff' | 'randersStaff' = 'staff') {
  const response = await paymentCall(api.app, await api.token(user), '/V2/Payment/ReserveTransaction', order);
  expect(response.statusCode).toBe(200);
  return PaymentTransaction.parse(response.json());
}

const update = (transactionId: string, body: Record<string, unknown>, user: 'staff' | 'randersStaff' = 'staff', key = newKey()) =>
  api.injectAs(user, { method: 'PUT', url: `/api/meeting/update/${transactionId}`, headers: { 'idempotency-key': key }, payload: body });

const cancel = async (transactionId: string, user: 'staff' | 'randersStaff' = 'staff') =>
  paymentCall(api.app, await api.token(user), '/V1/payment/CancelTransaction', { ID: transactionId, CustomerID: api.world.customers.raadhusetsMoedeforplejning });

const balance = async () => (await fundsOf(api.db, api.world.wallets.anne)).balanceOre;
const infoOf = (transaction: PaymentTransaction) => JSON.parse(transaction.CustomInformations[0]?.JsonData ?? '{}') as Record<string, unknown>;

/**
 * The ledger's invariants after a movement: on PostgreSQL the operator's `pnpm ledger:verify`
 * itself; on PGlite (one connection, inside this process) the same checks as queries.
 */
async function expectLedgerVerified(): Promise<void> {
  if (api.database.engine === 'postgres') {
    const verified = await verifyLedgerOf(api.db);
    expect({ status: verified.status, output: verified.status === 0 ? '' : verified.output }).toEqual({ status: 0, output: '' });
    return;
  }
  const { rows } = await queryLedgerProblems(api.db);
  expect(Number(rows[0]?.problems)).toBe(0);
}

async function myOrders(user: 'staff' | 'randersStaff' = 'staff'): Promise<MeetingOrder[]> {
  const response = await api.injectAs(user, { method: 'GET', url: '/api/Meeting/Orders' });
  expect(response.statusCode).toBe(200);
  return MeetingOrdersResponse.parse(response.json()).Transactions;
}

beforeAll(async () => {
  // Anne's 1.000 kr and 1.000 kr more: enough for the biggest change below.
  await deposit(api.db, api.world.wallets.anne, 100_000);
  const response = await api.injectAs('staff', { method: 'GET', url: '/api/Meeting/Options' });
  expect(response.statusCode).toBe(200);
  options = MeetingOptions.parse(response.json());
});

describe('GET /api/Meeting/Options', () => {
  it("answers the staff member's catering customer: departments, locations and their products in the sorting rule's order", () => {
    expect(options.Customer.Name).toBe('Rådhusets Mødeforplejning');
    expect(options.Departments.map((department) => department.Name)).toEqual(['Borgmesterens Kontor', 'Teknik og Miljø', 'Børn og Unge', 'HR og Personale']);
    expect(options.Locations.map((location) => location.Name)).toEqual(['Rådhuset, byrådssalen', 'Rådhuset, mødelokale 1', 'Rådhusets kantine, mødelokale K2']);
    options.Locations.sort((a, b) => b.Products.length - a.Products.length);
    const room = options.Locations[0];
    expect(room?.Name).toBe('Rådhuset, mødelokale 1');
    const products = room?.Products ?? [];
    expect(products.length).toBeGreaterThanOrEqual(25);
    expect(products.slice(0, 6).map((entry) => entry.Name)).toEqual([
      '1 - Aftenbuffet',
      '1 - Dagens varme ret',
      '1 - Kage, hjemmebagt',
      '1 - Morgenbrød med smør og ost',
      '1 - Vand med brus',
      '2 - Juice, 1 liter',
    ]);
    expect(new Set(products.map((entry) => entry.ProductUIGroup?.Name)).size).toBe(5);
    expect(new Set(products.map((entry) => entry.Deadline.ID))).toEqual(new Set([1, 2, 3]));
    expect(product('Natmad: pølser og brød')).toMatchObject({ Price: 65, FromTime: '22:00', ToTime: '02:00', Deadline: { ID: 1, Amount: 15 } });
  });

  it('answers another customer to its own staff, and refuses a user without the Meeting role or a foreign customer', async () => {
    const randers = MeetingOptions.parse((await api.injectAs('randersStaff', { method: 'GET', url: '/api/Meeting/Options' })).json());
    expect(randers.Customer.Name).toBe('Randers Rådhus Mødeservice');
    expect((await api.injectAs('parent', { method: 'GET', url: '/api/Meeting/Options' })).statusCode).toBe(403);
    const foreign = await api.injectAs('randersStaff', { method: 'GET', url: `/api/Meeting/Options?customerID=${options.Customer.ID}` });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('a meeting order', () => {
  let orderId = '';
  let start = 0;

  it('is placed through the payment handler and paid at once: the wallet drops by the total', async () => {
    start = await balance();
    const placed = await place(meetingOrder([['1 - Morgenbrød med smør og ost', 12], ['Kaffe og te', 12]], TOMORROW_9));
    expect({ status: placed.Status.ID, amount: placed.Amount, description: placed.Description }).toEqual({ status: 2, amount: 600, description: 'Mødeforplejning' });
    orderId = placed.ID ?? '';
    expect(await balance()).toBe(start - 60_000);
    await expectLedgerVerified();
    const [order] = (await myOrders()).filter((entry) => entry.ID === orderId);
    expect(order).toMatchObject({
      Amount: 600,
      Notes: [{ Note: 'To vegetarer' }],
      MeetingInfo: {
        Location: { Name: 'Rådhuset, mødelokale 1' },
        Department: { Name: 'Teknik og Miljø' },
        DeliveryTime: TOMORROW_9,
        Participants: 12,
        PickedUpByCustomer: true,
        IsExternal: true,
        // Morgenbrød's deadline (type 1, Amount 14): 14:00 the day before.
        Deadline: '2026-03-11T13:00:00.000Z',
      },
      Products: [
        { Name: '1 - Morgenbrød med smør og ost', Price: 32, Quantity: 12, RefundedQuantity: 0 },
        { Name: 'Kaffe og te', Price: 18, Quantity: 12, RefundedQuantity: 0 },
      ],
    });
  });

  it('refuses products that cannot be delivered then, naming them, and moves nothing', async () => {
    const before = await moneyFootprint(api.db);
    const refused = await place(meetingOrder([['Kaffe og te', 5], ['2 - Morgenmadsbuffet', 5], ['Natmad: pølser og brød', 5]], TOMORROW_9));
    expect({ status: refused.Status.IsFailed, message: refused.ErrorMessage }).toEqual({ status: true, message: 'ExpiredProductsInBasket' });
    const info = infoOf(refused);
    expect(refused.CustomInformations[0]?.JsonType).toBe('Info');
    expect(info.StatusCode).toBe(11);
    expect([...(info.FailedProducts as string[])].sort()).toEqual([product('2 - Morgenmadsbuffet').ID, product('Natmad: pølser og brød').ID].sort());
    expect(info.Reason).toEqual(expect.stringContaining('2 - Morgenmadsbuffet'));
    expect(info.Reason).toEqual(expect.stringContaining('outside-window'));
    // A delivery time in the past blocks every product.
    const past = await place(meetingOrder([['Kaffe og te', 5]], '2026-03-11T09:00:00.000Z'));
    expect(past.ErrorMessage).toBe('ExpiredProductsInBasket');
    expect(await moneyFootprint(api.db)).toEqual(before);
  });

  it('takes the prices from the catalogue', async () => {
    const order = meetingOrder([['Kaffe og te', 3]], TOMORROW_9);
    const response = await paymentCall(api.app, api.tokens.staff, '/V2/Payment/ReserveTransaction', { ...order, Amounts: { '2': 3 }, Products: order.Products.map((line) => ({ ...line, Price: 1 })) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Price has been manipulated');
  });

  it('changes to a higher total: participants, more products; the difference is charged once per Idempotency-Key', async () => {
    const key = newKey();
    const body = {
      participants: 15,
      pickedUpByCustomer: false,
      note: 'Tre vegetarer',
      deliveryTime: TOMORROW_9,
      products: [
        { ID: product('1 - Morgenbrød med smør og ost').ID, Quantity: 15 },
        { ID: product('Kaffe og te').ID, Quantity: 15 },
        { ID: product('Wienerbrød').ID, Quantity: 15 },
      ],
    };
    const response = await update(orderId, body, 'staff', key);
    expect(response.statusCode).toBe(200);
    const changed = MeetingOrder.parse(response.json());
    expect(changed).toMatchObject({ Amount: 1035, MeetingInfo: { Participants: 15, PickedUpByCustomer: false }, Notes: [{ Note: 'Tre vegetarer' }] });
    expect(changed.Products.map((line) => [line.Name, line.Quantity])).toEqual([
      ['1 - Morgenbrød med smør og ost', 15],
      ['Kaffe og te', 15],
      ['Wienerbrød', 15],
    ]);
    expect(changed.ChildTransactions).toEqual([expect.objectContaining({ Type: { ID: 6 }, Amount: 435 })]);
    expect(await balance()).toBe(start - 103_500);
    const replay = await update(orderId, body, 'staff', key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await balance()).toBe(start - 103_500);
    await expectLedgerVerified();
  });

  it('changes to a lower total: the difference is refunded to the wallet', async () => {
    clock.advanceMinutes(5);
    const response = await update(orderId, {
      participants: 10,
      pickedUpByCustomer: true,
      note: null,
      deliveryTime: TOMORROW_9,
      products: [
        { ID: product('1 - Morgenbrød med smør og ost').ID, Quantity: 10 },
        { ID: product('Kaffe og te').ID, Quantity: 10 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const changed = MeetingOrder.parse(response.json());
    expect(changed.Products.map((line) => [line.Name, line.Quantity])).toEqual([
      ['1 - Morgenbrød med smør og ost', 10],
      ['Kaffe og te', 10],
    ]);
    expect(changed.ChildTransactions.map((child) => [child.Type.ID, child.Amount])).toEqual([
      [6, 435],
      [5, 535],
    ]);
    expect(await balance()).toBe(start - 50_000);
    await expectLedgerVerified();
  });

  it('refuses a change with a product that cannot be delivered then, and a product of another location', async () => {
    const before = await moneyFootprint(api.db);
    const late = await update(orderId, {
      participants: 10,
      pickedUpByCustomer: true,
      deliveryTime: TOMORROW_9,
      products: [{ ID: product('2 - Morgenmadsbuffet').ID, Quantity: 10 }],
    });
    expect({ status: late.statusCode, message: late.json().message }).toEqual({ status: 422, message: 'ExpiredProductsInBasket' });
    const elsewhere = options.Locations[1]?.Products[0]?.ID ?? '';
    const foreign = await update(orderId, { participants: 10, pickedUpByCustomer: true, deliveryTime: TOMORROW_9, products: [{ ID: elsewhere, Quantity: 1 }] });
    expect(foreign.statusCode).toBe(400);
    expect(await moneyFootprint(api.db)).toEqual(before);
  });

  it("refuses another tenant's staff: no change, no cancel, not in their list", async () => {
    const before = await moneyFootprint(api.db);
    const body = { participants: 2, pickedUpByCustomer: true, deliveryTime: TOMORROW_9, products: [{ ID: product('Kaffe og te').ID, Quantity: 2 }] };
    expect((await update(orderId, body, 'randersStaff')).statusCode).toBe(403);
    expect((await cancel(orderId, 'randersStaff')).statusCode).toBe(403);
    expect((await myOrders('randersStaff')).map((order) => order.ID)).not.toContain(orderId);
    const parent = await api.injectAs('parent', { method: 'PUT', url: `/api/meeting/update/${orderId}`, headers: { 'idempotency-key': newKey() }, payload: body });
    expect(parent.statusCode).toBe(403);
    // Ordering at another customer's location with one's own wallet is refused too.
    const foreign = await paymentCall(api.app, api.tokens.randersStaff, '/V2/Payment/ReserveTransaction', { ...meetingOrder([['Kaffe og te', 1]], TOMORROW_9), WalletID: api.world.wallets.mads });
    expect(foreign.statusCode).toBe(403);
    expect(await moneyFootprint(api.db)).toEqual(before);
  });

  it("shows the kitchen the day's orders per location and delivery time, with totals and who picks up, as JSON and CSV", async () => {
    const second = await place(meetingOrder([['Kaffe og te', 4], ['Wienerbrød', 4]], TOMORROW_9, 4));
    expect(second.Status.ID).toBe(2);
    const response = await api.injectAs('kitchen', { method: 'GET', url: '/api/Meeting/Production?date=2026-03-12' });
    expect(response.statusCode).toBe(200);
    const production = MeetingProduction.parse(response.json());
    expect(production.Customer.Name).toBe('Rådhusets Mødeforplejning');
    expect(production.Locations).toHaveLength(1);
    const [delivery] = production.Locations[0]?.Deliveries ?? [];
    expect(delivery?.DeliveryTime).toBe(TOMORROW_9);
    expect(delivery?.Orders.map((order) => [order.OrderedBy, order.Participants, order.PickedUpByCustomer, order.Department])).toEqual([
      ['Anne Holm', 10, true, 'Teknik og Miljø'],
      ['Anne Holm', 4, true, 'Teknik og Miljø'],
    ]);
    expect(delivery?.Totals.map((total) => [total.Name, total.Quantity])).toEqual([
      ['1 - Morgenbrød med smør og ost', 10],
      ['Kaffe og te', 14],
      ['Wienerbrød', 4],
    ]);
    const csv = await api.injectAs('kitchen', { method: 'GET', url: '/api/Meeting/Production/csv?date=2026-03-12' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(rows[0]).toBe('Dato;Tidspunkt;Lokation;Afdeling;Bestilt af;Deltagere;Afhentes af kunden;Ekstern;Produkt;Antal;Bemærkning');
    expect(rows).toContain('2026-03-12;09:00;Rådhuset, mødelokale 1;Teknik og Miljø;Anne Holm;4;Ja;Ja;Wienerbrød;4;To vegetarer');
    expect(rows).toHaveLength(5);
    // Another day is empty; staff who order and other customers' staff cannot see the list.
    expect(MeetingProduction.parse((await api.injectAs('kitchen', { method: 'GET', url: '/api/Meeting/Production?date=2026-03-13' })).json()).Locations).toEqual([]);
    expect((await api.injectAs('staff', { method: 'GET', url: '/api/Meeting/Production?date=2026-03-12' })).statusCode).toBe(403);
    expect((await api.injectAs('randersStaff', { method: 'GET', url: '/api/Meeting/Production?date=2026-03-12' })).statusCode).toBe(403);
    await cancel(second.ID ?? '');
  });

  it('is cancelled before its deadline with the whole amount back to the wallet', async () => {
    const response = await cancel(orderId);
    const cancelled = PaymentTransaction.parse(response.json());
    expect(cancelled.Status.ID).toBe(4);
    expect(await balance()).toBe(start);
    await expectLedgerVerified();
    const [order] = (await myOrders()).filter((entry) => entry.ID === orderId);
    expect(order?.Status.ID).toBe(4);
    const changeCancelled = await update(orderId, { participants: 2, pickedUpByCustomer: true, deliveryTime: TOMORROW_9, products: [{ ID: product('Kaffe og te').ID, Quantity: 2 }] });
    expect(changeCancelled.statusCode).toBe(409);
  });

  it('cannot be cancelled or changed once its deadline has passed', async () => {
    const placed = await place(meetingOrder([['Sandwich til møder', 6]], '2026-03-13T11:00:00.000Z', 6));
    expect(placed.Status.ID).toBe(2);
    const paid = await balance();
    // Sandwich: type 1, Amount 12, so noon on Thursday; move the clock to 12:01 that day (a new session: the old one has expired).
    clock.advanceMinutes(26 * 60 + 1);
    const token = (await loginAs(api.app, 'staff')).AccessToken;
    const refused = PaymentTransaction.parse(
      (await paymentCall(api.app, token, '/V1/payment/CancelTransaction', { ID: placed.ID, CustomerID: api.world.customers.raadhusetsMoedeforplejning })).json(),
    );
    expect({ failed: refused.Status.IsFailed, message: refused.ErrorMessage }).toEqual({ failed: true, message: 'Cannot refund due to cancellation policy' });
    const change = await api.app.inject({
      method: 'PUT',
      url: `/api/meeting/update/${placed.ID}`,
      headers: { ...bearer(token), 'idempotency-key': newKey() },
      payload: { participants: 6, pickedUpByCustomer: true, deliveryTime: '2026-03-13T11:00:00.000Z', products: [{ ID: product('Sandwich til møder').ID, Quantity: 5 }] },
    });
    expect({ status: change.statusCode, message: change.json().message }).toEqual({ status: 409, message: 'Cannot refund due to cancellation policy' });
    expect(await balance()).toBe(paid);
    await expectLedgerVerified();
  });
});
