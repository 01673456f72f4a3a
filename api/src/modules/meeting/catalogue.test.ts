import {
  CatalogueHistory,
  MeetingCatalogueOptions,
  MeetingDepartmentItem,
  MeetingLocationItem,
  MeetingOptions,
  MeetingOrdersResponse,
  MeetingProductItem,
  PaymentTransaction,
  genericSearchResponse,
} from '@kk/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { loginAs, bearer, TestClock, useApiHarness } from '../../test-support/app';
import { deposit, newKey, paymentCall } from '../../test-support/payments';
import { otherTenantPartner } from '../../test-support/staff';

/**
 * The meeting options edited on the partner site (issue 25), on PGlite and on PostgreSQL:
 * the three generic lists (departments, locations with delivery windows, products) for
 * the kitchen of Rådhusets Mødeforplejning (kitchen@demo.dk, role CatalogueMeeting), what
 * the ordering side then offers and refuses, the history of every change, and the
 * tenancy: a CatalogueMeeting user of Randers Rådhus Mødeservice sees and changes only its own.
 */
jest.setTimeout(180_000);

// Wednesday 11 March 2026, 11:00 in Copenhagen.
const clock = new TestClock(new Date('2026-03-11T10:00:00Z'));
const api = useApiHarness({ clock, login: ['kitchen', 'staff'] });

/** Thursday 12 March 2026 at 09:00 and at 14:00 in Copenhagen; Saturday 14 March at 09:00. */
const THURSDAY_9 = '2026-03-12T08:00:00.000Z';
const THURSDAY_14 = '2026-03-12T13:00:00.000Z';
const THURSDAY_NOON = '2026-03-12T11:00:00.000Z';
const SATURDAY_9 = '2026-03-14T08:00:00.000Z';

const LISTS = { department: '/api/Catalogue/MeetingDepartment/', location: '/api/Catalogue/MeetingLocation/', product: '/api/Catalogue/MeetingProduct/' } as const;
type List = keyof typeof LISTS;

let randers = '';

const as = (token: string, request: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: Record<string, unknown> }): Promise<LightMyRequestResponse> =>
  api.app.inject({ method: request.method, url: request.url, headers: bearer(token), ...(request.payload === undefined ? {} : { payload: request.payload }) });
const kitchen = () => api.tokens.kitchen;

const search = async <Item>(list: List, schema: { parse(value: unknown): Item }, body: Record<string, unknown> = {}, token = kitchen()) => {
  const response = await as(token, { method: 'POST', url: `${LISTS[list]}Search`, payload: { StartIndex: 0, Count: 100, Search: [], ...body } });
  expect(response.statusCode).toBe(200);
  const parsed = genericSearchResponse(schema as never).parse(response.json()) as { Items: Item[]; TotalCount: number };
  return parsed;
};
const history = async (list: List, id: string, token = kitchen()) => {
  const response = await as(token, { method: 'GET', url: `${LISTS[list]}History/${id}` });
  expect(response.statusCode).toBe(200);
  return CatalogueHistory.parse(response.json()).Items;
};
const create = (list: List, payload: Record<string, unknown>, token = kitchen()) => as(token, { method: 'POST', url: `${LISTS[list]}Create`, payload });
const update = (list: List, id: string, payload: Record<string, unknown>, token = kitchen()) => as(token, { method: 'PUT', url: `${LISTS[list]}Update/${id}`, payload });
const remove = (list: List, id: string, token = kitchen()) => as(token, { method: 'DELETE', url: `${LISTS[list]}Delete/${id}` });

const meetingOptions = async () => {
  const response = await api.injectAs('staff', { method: 'GET', url: '/api/Meeting/Options' });
  expect(response.statusCode).toBe(200);
  return MeetingOptions.parse(response.json());
};

const customer = () => api.world.customers.raadhusetsMoedeforplejning;

/** A meeting order of staff@demo.dk (Anne's wallet) through the payment handler. */
function orderOf(locationId: string, lines: { ID: string; Name: string; Price: number; Quantity: number }[], deliveryTime: string, departmentId: string | null = null) {
  const totalOre = lines.reduce((sum, line) => sum + Math.round(line.Price * 100) * line.Quantity, 0);
  return {
    Restrictions: { UseRestrictionOverride: true, IgnoreWalletSettings: true },
    Amounts: { '2': totalOre / 100 },
    Description: 'Mødeforplejning',
    WalletID: api.world.wallets.anne,
    CustomerID: customer(),
    DepartmentID: departmentId,
    Products: lines,
    CustomData: { MeetingInfo: { LocationID: locationId, DeliveryTime: deliveryTime, Participants: 4, PickedUpByCustomer: false, Note: null, IsExternal: true } },
  };
}
/** The payment handler's answer: `paid` only when the order was placed and paid (status 2); a refused product answers 200 with a failed status. */
const place = async (order: ReturnType<typeof orderOf>) => {
  const response = await paymentCall(api.app, api.tokens.staff, '/V2/Payment/ReserveTransaction', order);
  const transaction = response.statusCode === 200 ? PaymentTransaction.parse(response.json()) : null;
  return { statusCode: response.statusCode, body: response.body, paid: transaction?.Status.ID === 2, id: transaction?.ID ?? '' };
};

const tableCounts = async () => {
  const { rows } = await api.db.query<{ counts: string }>(
    `SELECT (SELECT count(*) FROM meeting_departments) || '/' || (SELECT count(*) FROM catalogue_owners) || '/' || (SELECT count(*) FROM meeting_location_windows)
         || '/' || (SELECT count(*) FROM catalogue_products) || '/' || (SELECT count(*) FROM meeting_product_groups) || '/' || (SELECT count(*) FROM catalogue_changes)
         || '/' || (SELECT md5(string_agg(p::text, ',' ORDER BY p.id)) FROM catalogue_products p) || '/' || (SELECT md5(string_agg(d::text, ',' ORDER BY d.id)) FROM meeting_departments d) AS counts`,
  );
  return rows[0]?.counts;
};

beforeAll(async () => {
  await deposit(api.db, api.world.wallets.anne, 200_000);
  randers = await otherTenantPartner(api.app, api.db, api.world.customers.randersMoedeservice, ['PartnerSite', 'CatalogueMeeting']);
});

describe('GET {path}Options', () => {
  it("answers the kitchen's catering customer with its locations, departments and product groups, the same on every list", async () => {
    const answers = await Promise.all(Object.values(LISTS).map((path) => as(kitchen(), { method: 'GET', url: `${path}Options` })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const options = MeetingCatalogueOptions.parse(answers[0]?.json());
    expect(answers[1]?.json()).toEqual(answers[0]?.json());
    expect(options.Customers.map((entry) => entry.Name)).toEqual(['Rådhusets Mødeforplejning']);
    const [raadhuset] = options.Customers;
    expect(raadhuset?.Locations.map((location) => location.Name)).toEqual(['Rådhuset, byrådssalen', 'Rådhuset, mødelokale 1', 'Rådhusets kantine, mødelokale K2']);
    expect(raadhuset?.Departments.map((department) => department.Name)).toEqual(['Borgmesterens Kontor', 'Teknik og Miljø', 'Børn og Unge', 'HR og Personale']);
    expect(raadhuset?.ProductUIGroups.map((group) => group.Name)).toEqual(['Morgenmad', 'Frokost', 'Kaffe og kage', 'Drikkevarer', 'Aften og natmad']);
  });

  it('is refused (403) without the role, and to a holder of the role signed in to the wallet site', async () => {
    expect((await api.injectAs('staff', { method: 'GET', url: `${LISTS.product}Options` })).statusCode).toBe(403);
    expect((await api.injectAs('partner', { method: 'GET', url: `${LISTS.product}Options` })).statusCode).toBe(403);
    // The kitchen (who holds CatalogueMeeting) signed in to the wallet site instead of the partner site.
    const onWallet = (await loginAs(api.app, 'kitchen', 'wallet')).AccessToken;
    for (const path of Object.values(LISTS)) {
      expect((await as(onWallet, { method: 'GET', url: `${path}Options` })).statusCode).toBe(403);
      expect((await as(onWallet, { method: 'POST', url: `${path}Search`, payload: {} })).statusCode).toBe(403);
    }
    const before = await tableCounts();
    expect((await create('department', { CustomerID: customer(), Name: 'Fra tegnebogen' }, onWallet)).statusCode).toBe(403);
    expect((await create('department', { CustomerID: customer(), Name: 'Fra tegnebogen' }, api.tokens.staff)).statusCode).toBe(403);
    expect(await tableCounts()).toBe(before);
  });
});

describe('departments', () => {
  let created: MeetingDepartmentItem;

  it('are searched by free text and paged, with the total', async () => {
    const all = await search('department', MeetingDepartmentItem);
    expect(all.TotalCount).toBe(4);
    const page = await search('department', MeetingDepartmentItem, { StartIndex: 1, Count: 2 });
    expect({ names: page.Items.map((item) => item.Name), total: page.TotalCount }).toEqual({ names: all.Items.slice(1, 3).map((item) => item.Name), total: 4 });
    const found = await search('department', MeetingDepartmentItem, { Search: [{ Name: 'Text', Value: 'miljø', SearchType: 0 }] });
    expect(found.Items.map((item) => item.Name)).toEqual(['Teknik og Miljø']);
  });

  it('are created, checked by the shared rules and recorded in the history', async () => {
    const before = await tableCounts();
    for (const Name of ['', ' ', 'x'.repeat(201), 'teknik og miljø']) {
      const refused = await create('department', { CustomerID: customer(), Name, SortOrder: 9 });
      expect({ Name, status: refused.statusCode }).toEqual({ Name, status: 400 });
    }
    expect(await tableCounts()).toBe(before);
    const response = await create('department', { CustomerID: customer(), Name: '  Kultur og Borgerservice ', SortOrder: 9 });
    expect(response.statusCode).toBe(200);
    created = MeetingDepartmentItem.parse(response.json());
    expect(created).toMatchObject({ Name: 'Kultur og Borgerservice', SortOrder: 9, Active: true, InUse: false, CustomerName: 'Rådhusets Mødeforplejning' });
    expect((await meetingOptions()).Departments.map((department) => department.Name)).toContain('Kultur og Borgerservice');
    const changed = MeetingDepartmentItem.parse((await update('department', created.ID, { Name: 'Kultur', SortOrder: 10 })).json());
    expect(changed).toMatchObject({ Name: 'Kultur', SortOrder: 10 });
    const [last, first] = await history('department', created.ID);
    expect(first).toMatchObject({ Action: 'create', AuthorName: 'Birgit Kok', Before: null, After: { Name: 'Kultur og Borgerservice', SortOrder: 9, Active: true } });
    expect(last).toMatchObject({ Action: 'update', Before: { Name: 'Kultur og Borgerservice' }, After: { Name: 'Kultur', SortOrder: 10 } });
  });

  it('are removed when no order names them, and withdrawn (no longer offered, orders keep them) when one does', async () => {
    expect((await remove('department', created.ID)).statusCode).toBe(204);
    expect((await search('department', MeetingDepartmentItem)).Items.map((item) => item.ID)).not.toContain(created.ID);
    const { rows } = await api.db.query<{ action: string }>("SELECT action FROM catalogue_changes WHERE entity = 'MeetingDepartment' AND entity_id = $1 ORDER BY id", [created.ID]);
    expect(rows.map((row) => row.action)).toEqual(['create', 'update', 'delete']);

    const hr = api.world.meeting.departments['HR og Personale'] as string;
    const coffee = (await meetingOptions()).Locations.flatMap((location) => location.Products.map((product) => ({ ...product, LocationID: location.ID }))).find((product) => product.Name === 'Kaffe og te');
    if (!coffee) throw new Error('no coffee');
    const placed = await place(orderOf(coffee.LocationID, [{ ID: coffee.ID, Name: coffee.Name, Price: coffee.Price, Quantity: 2 }], THURSDAY_9, hr));
    expect(placed.paid).toBe(true);
    expect((await remove('department', hr)).statusCode).toBe(204);
    const [withdrawn] = (await search('department', MeetingDepartmentItem, { Search: [{ Name: 'Text', Value: 'HR og', SearchType: 0 }] })).Items;
    expect(withdrawn).toMatchObject({ ID: hr, Active: false, InUse: true });
    expect((await meetingOptions()).Departments.map((department) => department.ID)).not.toContain(hr);
    const refused = await place(orderOf(coffee.LocationID, [{ ID: coffee.ID, Name: coffee.Name, Price: coffee.Price, Quantity: 3 }], THURSDAY_9, hr));
    expect(refused.statusCode).toBe(400);
    const orders = MeetingOrdersResponse.parse((await api.injectAs('staff', { method: 'GET', url: '/api/Meeting/Orders' })).json()).Transactions;
    expect(orders.find((order) => order.ID === placed.id)?.MeetingInfo.Department?.Name).toBe('HR og Personale');
    // Brought back by an update.
    expect(MeetingDepartmentItem.parse((await update('department', hr, { Name: 'HR og Personale', SortOrder: 3, Active: true })).json()).Active).toBe(true);
    expect((await meetingOptions()).Departments.map((department) => department.ID)).toContain(hr);
  });
});

describe('locations and their delivery windows', () => {
  let location: MeetingLocationItem;
  let product: MeetingProductItem;

  it('are created with windows the shared rules accept; an overlap or a reversed window is refused and changes nothing', async () => {
    const before = await tableCounts();
    const bad = [
      [{ Weekdays: [1, 2, 3, 4, 5], From: '08:00', To: '12:00' }, { Weekdays: [4], From: '11:00', To: '13:00' }],
      [{ Weekdays: [1], From: '12:00', To: '08:00' }],
      [{ Weekdays: [], From: '08:00', To: '12:00' }],
      [{ Weekdays: [8], From: '08:00', To: '12:00' }],
    ];
    for (const DeliveryWindows of bad) expect((await create('location', { CustomerID: customer(), Name: 'Mødelokale 2', DeliveryWindows })).statusCode).toBe(400);
    expect((await create('location', { CustomerID: customer(), Name: 'Mødelokale 2', DeliveryWindows: [{ Weekdays: [1], From: '25:00', To: '26:00' }] })).statusCode).toBe(400);
    expect(await tableCounts()).toBe(before);

    const response = await create('location', {
      CustomerID: customer(),
      Name: 'Mødelokale 2',
      DeliveryWindows: [
        { Weekdays: [5, 1, 2, 3, 4], From: '08:00', To: '12:00' },
        { Weekdays: [4], From: '12:30', To: '15:00' },
      ],
    });
    expect(response.statusCode).toBe(200);
    location = MeetingLocationItem.parse(response.json());
    expect(location).toMatchObject({ Name: 'Mødelokale 2', Active: true, InUse: false, DeliveryWindows: [{ Weekdays: [1, 2, 3, 4, 5], From: '08:00', To: '12:00' }, { Weekdays: [4], From: '12:30', To: '15:00' }] });
    expect((await history('location', location.ID))[0]).toMatchObject({ Action: 'create', After: { Name: 'Mødelokale 2', DeliveryWindows: location.DeliveryWindows } });
  });

  it('are offered at once by /api/Meeting/Options with their windows, and the order rules refuse a delivery outside them', async () => {
    const created = await create('product', {
      LocationID: location.ID, Name: 'Kaffe i mødelokale 2', Price: 20, VatRate: 25, ProductUIGroup: 'Drikkevarer', FromTime: '00:00', ToTime: '00:00', Deadline: { ID: 2, Amount: 1 },
    });
    expect(created.statusCode).toBe(200);
    product = MeetingProductItem.parse(created.json());
    const offered = (await meetingOptions()).Locations.find((entry) => entry.ID === location.ID);
    expect(offered).toMatchObject({ Name: 'Mødelokale 2', DeliveryWindows: location.DeliveryWindows, Products: [{ ID: product.ID, Name: 'Kaffe i mødelokale 2', Price: 20 }] });

    const line = [{ ID: product.ID, Name: product.Name, Price: 20, Quantity: 1 }];
    const saturday = await place(orderOf(location.ID, line, SATURDAY_9));
    expect(saturday.statusCode).toBe(400);
    expect(saturday.body).toContain('delivery windows');
    const thursdayAfternoon = await place(orderOf(location.ID, [{ ...line[0]!, Quantity: 2 }], THURSDAY_14));
    expect(thursdayAfternoon.paid).toBe(true);
    const placed = await place(orderOf(location.ID, [{ ...line[0]!, Quantity: 3 }], THURSDAY_9));
    expect(placed.paid).toBe(true);
    const orderId = placed.id;

    // The change of an order is held to the same windows.
    const change = (deliveryTime: string) =>
      api.injectAs('staff', {
        method: 'PUT', url: `/api/meeting/update/${orderId}`, headers: { 'idempotency-key': newKey() },
        payload: { participants: 4, pickedUpByCustomer: false, deliveryTime, products: [{ ID: product.ID, Quantity: 3 }] },
      });
    expect((await change(SATURDAY_9)).statusCode).toBe(400);
    expect((await change('2026-03-12T09:30:00.000Z')).statusCode).toBe(200);

    // Windows removed: the location delivers at any time.
    const open = MeetingLocationItem.parse((await update('location', location.ID, { Name: 'Mødelokale 2', DeliveryWindows: [] })).json());
    expect(open).toMatchObject({ DeliveryWindows: [], InUse: true });
    expect((await place(orderOf(location.ID, [{ ...line[0]!, Quantity: 4 }], SATURDAY_9))).paid).toBe(true);
    const [changed] = await history('location', location.ID);
    expect(changed).toMatchObject({ Action: 'update', Before: { DeliveryWindows: location.DeliveryWindows }, After: { DeliveryWindows: [] } });
  });

  it('are withdrawn, not removed, once orders use them: no longer offered, new orders refused, the kitchen still sees their orders', async () => {
    expect((await remove('location', location.ID)).statusCode).toBe(204);
    const [withdrawn] = (await search('location', MeetingLocationItem, { Search: [{ Name: 'Text', Value: 'Mødelokale 2', SearchType: 0 }] })).Items;
    expect(withdrawn).toMatchObject({ ID: location.ID, Active: false, InUse: true });
    expect((await meetingOptions()).Locations.map((entry) => entry.ID)).not.toContain(location.ID);
    expect((await place(orderOf(location.ID, [{ ID: product.ID, Name: product.Name, Price: 20, Quantity: 5 }], THURSDAY_9))).statusCode).toBe(400);
    // No new products there; its own products may still be changed.
    const body = { LocationID: location.ID, Name: 'Te i mødelokale 2', Price: 20, VatRate: 25, FromTime: '00:00', ToTime: '00:00', Deadline: { ID: 2, Amount: 1 } };
    expect((await create('product', body)).statusCode).toBe(400);
    expect((await update('product', product.ID, { ...body, Name: 'Kaffe i mødelokale 2', Price: 22 })).statusCode).toBe(200);
    const production = await api.injectAs('kitchen', { method: 'GET', url: `/api/Meeting/Production?date=2026-03-12&locationID=${location.ID}` });
    expect(production.statusCode).toBe(200);
    expect(production.json<{ Locations: unknown[] }>().Locations).toHaveLength(1);
  });

  it('are removed with their products when nothing was ever ordered there', async () => {
    const spare = MeetingLocationItem.parse((await create('location', { CustomerID: customer(), Name: 'Reservelokale' })).json());
    const unsold = MeetingProductItem.parse((await create('product', { LocationID: spare.ID, Name: 'Te', Price: 10, VatRate: 25, FromTime: '08:00', ToTime: '16:00', Deadline: { ID: 2, Amount: 1 } })).json());
    expect((await remove('location', spare.ID)).statusCode).toBe(204);
    const { rows } = await api.db.query('SELECT 1 FROM catalogue_owners WHERE id = $1 UNION ALL SELECT 1 FROM catalogue_products WHERE id = $2', [spare.ID, unsold.ID]);
    expect(rows).toHaveLength(0);
    expect((await api.db.query("SELECT 1 FROM catalogue_changes WHERE entity = 'MeetingLocation' AND entity_id = $1 AND action = 'delete'", [spare.ID])).rows).toHaveLength(1);
  });
});

describe('products', () => {
  const raadhuset = () => api.world.meeting.locations.raadhuset;
  let created: MeetingProductItem;

  it('are created with a new group (made at once) and offered at once to staff@demo.dk', async () => {
    const before = await tableCounts();
    const invalid = [
      { Name: '' },
      { Name: 'x'.repeat(101) },
      { Price: -1 },
      { Price: 18.505 },
      { VatRate: 12 },
      { FromTime: '7:00' },
      { Deadline: { ID: 4, Amount: 1 } },
      { Deadline: { ID: 1, Amount: 24 } },
      { Deadline: { ID: 3, Amount: 91 } },
    ];
    const valid = { LocationID: raadhuset(), Name: '3 - Frokostplatte', Price: 125.5, VatRate: 25, ProductUIGroup: 'Frokostplatter', FromTime: '10:00', ToTime: '14:00', Deadline: { ID: 1, Amount: 12 } };
    for (const change of invalid) {
      const response = await create('product', { ...valid, ...change });
      expect({ change, status: response.statusCode }).toEqual({ change, status: 400 });
    }
    expect(await tableCounts()).toBe(before);

    const response = await create('product', valid);
    expect(response.statusCode).toBe(200);
    created = MeetingProductItem.parse(response.json());
    expect(created).toMatchObject({ Name: '3 - Frokostplatte', Price: 125.5, VatRate: 25, ProductUIGroup: { Name: 'Frokostplatter' }, FromTime: '10:00', ToTime: '14:00', Deadline: { ID: 1, Amount: 12 }, Active: true, LocationName: 'Rådhuset, mødelokale 1' });
    const { rows } = await api.db.query<{ price_ore: string; vat_rate_bp: number }>('SELECT price_ore, vat_rate_bp FROM catalogue_products WHERE id = $1', [created.ID]);
    expect(rows.map((row) => [Number(row.price_ore), row.vat_rate_bp])).toEqual([[12_550, 2500]]);
    const offered = (await meetingOptions()).Locations.find((location) => location.ID === raadhuset())?.Products.find((product) => product.ID === created.ID);
    expect(offered).toMatchObject({ Name: '3 - Frokostplatte', Price: 125.5, FromTime: '10:00', ToTime: '14:00', Deadline: { ID: 1, Amount: 12 }, ProductUIGroup: { Name: 'Frokostplatter', Index: 5 } });
    const groups = MeetingCatalogueOptions.parse((await as(kitchen(), { method: 'GET', url: `${LISTS.product}Options` })).json()).Customers[0]?.ProductUIGroups;
    expect(groups?.map((group) => group.Name)).toContain('Frokostplatter');
    // An existing group is reused, not made again.
    const second = MeetingProductItem.parse((await create('product', { ...valid, Name: 'Frokostplatte, vegetar', ProductUIGroup: 'Frokostplatter' })).json());
    expect(second.ProductUIGroup?.ID).toBe(created.ProductUIGroup?.ID);
  });

  it('are searched by location and free text (name or group), and paged', async () => {
    const atRaadhuset = await search('product', MeetingProductItem, { Search: [{ Name: 'LocationID', Value: raadhuset(), SearchType: 0 }], Count: 5 });
    expect(atRaadhuset.Items).toHaveLength(5);
    expect(atRaadhuset.TotalCount).toBeGreaterThanOrEqual(29);
    expect(atRaadhuset.Items.every((item) => item.LocationID === raadhuset())).toBe(true);
    const platter = await search('product', MeetingProductItem, { Search: [{ Name: 'Text', Value: 'frokostplatter', SearchType: 0 }] });
    expect(platter.Items.map((item) => item.Name).sort()).toEqual(['3 - Frokostplatte', 'Frokostplatte, vegetar']);
    const next = await search('product', MeetingProductItem, { Search: [{ Name: 'LocationID', Value: raadhuset(), SearchType: 0 }], StartIndex: 5, Count: 5 });
    expect(next.Items.map((item) => item.ID).filter((id) => atRaadhuset.Items.some((item) => item.ID === id))).toEqual([]);
    expect((await as(kitchen(), { method: 'POST', url: `${LISTS.product}Search`, payload: { Search: [{ Name: 'Colour', Value: 'red', SearchType: 0 }] } })).statusCode).toBe(400);
  });

  it('change price for new orders only: an order already placed keeps its price, and so does its change', async () => {
    const placed = await place(orderOf(raadhuset(), [{ ID: created.ID, Name: created.Name, Price: 125.5, Quantity: 2 }], THURSDAY_NOON));
    expect(placed.paid).toBe(true);
    const orderId = placed.id;
    const changed = await update('product', created.ID, {
      LocationID: raadhuset(), Name: '3 - Frokostplatte', Price: 150, VatRate: 0, ProductUIGroup: 'Frokostplatter', FromTime: '10:00', ToTime: '14:00', Deadline: { ID: 1, Amount: 12 },
    });
    expect(changed.statusCode).toBe(200);
    expect(MeetingProductItem.parse(changed.json())).toMatchObject({ Price: 150, VatRate: 0 });
    const orderNow = async () => MeetingOrdersResponse.parse((await api.injectAs('staff', { method: 'GET', url: '/api/Meeting/Orders' })).json()).Transactions.find((order) => order.ID === orderId);
    expect(await orderNow()).toMatchObject({ Amount: 251, Products: [{ ProductID: created.ID, Price: 125.5, Quantity: 2 }] });
    const { rows } = await api.db.query<{ price_ore: string }>('SELECT price_ore FROM payment_transaction_lines WHERE transaction_id = $1', [orderId]);
    expect(rows.map((row) => Number(row.price_ore))).toEqual([12_550]);
    const more = await api.injectAs('staff', {
      method: 'PUT', url: `/api/meeting/update/${orderId}`, headers: { 'idempotency-key': newKey() },
      payload: { participants: 4, pickedUpByCustomer: false, deliveryTime: THURSDAY_NOON, products: [{ ID: created.ID, Quantity: 3 }] },
    });
    expect(more.statusCode).toBe(200);
    expect(await orderNow()).toMatchObject({ Amount: 376.5, Products: [{ Price: 125.5, Quantity: 3 }] });
    // A new order pays the new price.
    expect((await place(orderOf(raadhuset(), [{ ID: created.ID, Name: created.Name, Price: 125.5, Quantity: 1 }], THURSDAY_NOON))).paid).toBe(false);
    expect((await place(orderOf(raadhuset(), [{ ID: created.ID, Name: created.Name, Price: 150, Quantity: 1 }], THURSDAY_NOON))).paid).toBe(true);
    const [last] = await history('product', created.ID);
    expect(last).toMatchObject({ Action: 'update', Before: { Price: 125.5, VatRate: 25 }, After: { Price: 150, VatRate: 0 } });
  });

  it('are withdrawn on delete: no longer offered or orderable, still in the list and the history', async () => {
    expect((await remove('product', created.ID)).statusCode).toBe(204);
    const [withdrawn] = (await search('product', MeetingProductItem, { Search: [{ Name: 'Text', Value: '3 - Frokostplatte', SearchType: 0 }] })).Items;
    expect(withdrawn).toMatchObject({ ID: created.ID, Active: false });
    expect((await meetingOptions()).Locations.flatMap((location) => location.Products).map((product) => product.ID)).not.toContain(created.ID);
    const refused = await place(orderOf(raadhuset(), [{ ID: created.ID, Name: created.Name, Price: 150, Quantity: 2 }], THURSDAY_NOON));
    expect(refused.paid).toBe(false);
    const actions = (await history('product', created.ID)).map((change) => change.Action);
    expect(actions).toEqual(['delete', 'update', 'create']);
  });
});

describe('tenancy: a CatalogueMeeting user of Randers Rådhus Mødeservice', () => {
  it("sees only its own customer's options and items", async () => {
    const options = MeetingCatalogueOptions.parse((await as(randers, { method: 'GET', url: `${LISTS.location}Options` })).json());
    expect(options.Customers.map((entry) => entry.Name)).toEqual(['Randers Rådhus Mødeservice']);
    const products = await search('product', MeetingProductItem, {}, randers);
    expect(products.TotalCount).toBe(5);
    expect(new Set(products.Items.map((item) => item.CustomerName))).toEqual(new Set(['Randers Rådhus Mødeservice']));
    expect((await search('location', MeetingLocationItem, {}, randers)).Items.map((item) => item.Name)).toEqual(['Randers Rådhus, mødesal A']);
    expect((await search('department', MeetingDepartmentItem, {}, randers)).TotalCount).toBe(2);
  });

  it("gets 404 for Rådhusets Mødeforplejning's options and items, and changes nothing", async () => {
    const before = await tableCounts();
    const foreign = { department: api.world.meeting.departments['Teknik og Miljø'] as string, location: api.world.meeting.locations.raadhuset, product: api.world.meeting.products['Kaffe og te'] as string };
    for (const list of Object.keys(LISTS) as List[]) {
      const id = foreign[list];
      const bodies: Record<List, Record<string, unknown>> = {
        department: { Name: 'Overtaget', SortOrder: 0 },
        location: { Name: 'Overtaget', DeliveryWindows: [] },
        product: { LocationID: foreign.location, Name: 'Overtaget', Price: 1, VatRate: 25, FromTime: '08:00', ToTime: '09:00', Deadline: { ID: 2, Amount: 1 } },
      };
      const answers = [
        await as(randers, { method: 'POST', url: `${LISTS[list]}Search`, payload: { Search: [{ Name: 'CustomerID', Value: customer(), SearchType: 0 }] } }),
        await update(list, id, bodies[list], randers),
        await remove(list, id, randers),
        await as(randers, { method: 'GET', url: `${LISTS[list]}History/${id}` }),
        await create(list, { ...bodies[list], CustomerID: customer() }, randers),
      ];
      expect({ list, statuses: answers.map((answer) => answer.statusCode) }).toEqual({ list, statuses: [404, 404, 404, 404, 404] });
    }
    const searchedAtForeignLocation = await as(randers, { method: 'POST', url: `${LISTS.product}Search`, payload: { Search: [{ Name: 'LocationID', Value: foreign.location, SearchType: 0 }] } });
    expect(searchedAtForeignLocation.statusCode).toBe(404);
    // Its own product cannot be moved to the other tenant's location either.
    const own = (await search('product', MeetingProductItem, {}, randers)).Items[0] as MeetingProductItem;
    const moved = await update('product', own.ID, { LocationID: foreign.location, Name: own.Name, Price: own.Price, VatRate: 25, FromTime: own.FromTime, ToTime: own.ToTime, Deadline: own.Deadline }, randers);
    expect(moved.statusCode).toBe(404);
    expect(await tableCounts()).toBe(before);
  });
});
