import {
  CatalogueHistory,
  CopyWeekResponse,
  FoodPlanDish,
  FoodPlanItemOptions,
  PlanRulesResponse,
  PublishWeekResponse,
  type FoodPlanDishCreate,
} from '@kk/contracts';
import type { AuthContext } from '../../http/auth-context';
import { bearer, loginAs, TestClock, useApiHarness } from '../../test-support/app';
import { foodplanOrder, itemOf, menuOf, reserve } from '../../test-support/foodplan';
import { ledgerProblems } from '../../test-support/ledger-verify';
import { deposit, fundsOf, stockOf } from '../../test-support/payments';
import { CatalogueEditing } from '../catalogue/editing';
import { FoodPlanPlanner } from './catalogue-service';
import type { DishFacts } from './dish-changes';

/**
 * The partner site's food-plan week planner (issue 25) through the API, on PGlite and on
 * PostgreSQL: who may edit which plan (kok@demo.dk cooks Det Gode Køkken's Frokostordning
 * and nothing else; partner@demo.dk lacks the role), the generic list calls, copying and
 * publishing a week, the plan's rules, a price change after an order, and the history.
 */
jest.setTimeout(180_000);

// Wednesday 11 March 2026, 11:00 in Copenhagen. The seed's menus run from Monday 9 March for six weeks.
const clock = new TestClock(new Date('2026-03-11T10:00:00Z'));
const api = useApiHarness({ clock, login: ['cook', 'partner', 'parent', 'kkpayPartner'] });

const BASE = '/api/Catalogue/FoodPlanItem/';
const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  api.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const plans = () => api.world.foodplan.plans;
const groups = () => api.world.foodplan.groups;
const week = (token: string, foodPlanId: string, weekStart: string, count = 100) =>
  call(token, 'POST', `${BASE}Search`, {
    StartIndex: 0,
    Count: count,
    Search: [
      { Name: 'FoodPlanID', Value: foodPlanId, SearchType: 0 },
      { Name: 'WeekStart', Value: weekStart, SearchType: 0 },
    ],
  });
const dishesOf = async (token: string, foodPlanId: string, weekStart: string) => {
  const response = await week(token, foodPlanId, weekStart);
  expect(response.statusCode).toBe(200);
  return FoodPlanDish.array().parse(response.json<{ Items: unknown[] }>().Items);
};

const newDish = (over: Partial<FoodPlanDishCreate> = {}): FoodPlanDishCreate => ({
  FoodPlanID: plans().solbakkeFrokostordning,
  ProductTypeID: groups().solbakkeFrokostordning.DIS as string,
  ServeDate: '2026-03-25',
  Name: 'Fiskefrikadeller med kartofler',
  Description: 'Bagte fiskefrikadeller',
  Price: 39.5,
  VatRate: 25,
  Allergens: [4, 5, 6],
  AllergenText: null,
  Nutrition: { EnergyKj: 2343, EnergyKcal: 560, ProteinG: 28, SaltG: 1.2 },
  Ingredients: 'Torsk, æg, hvedemel, kartofler',
  Stock: 40,
  ...over,
});

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) x`, params);
  return Number(rows[0]?.n);
}
const changesCount = () => count('SELECT 1 FROM catalogue_changes');
const productsCount = () => count('SELECT 1 FROM catalogue_products');

async function grantRole(user: 'partner' | 'kkpayPartner', role: string): Promise<string> {
  await api.db.query('INSERT INTO user_roles (user_id, role) VALUES ($1, $2) ON CONFLICT DO NOTHING', [api.world.users[user], role]);
  return (await loginAs(api.app, user)).AccessToken;
}

describe('who may plan', () => {
  it("refuses without CatalogueFoodPlan on the partner site (partner@demo.dk has only the webshop's), and a family", async () => {
    for (const token of [api.tokens.partner, api.tokens.parent]) {
      expect((await call(token, 'GET', `${BASE}Options`)).statusCode).toBe(403);
      expect((await week(token, plans().solbakkeFrokostordning, '2026-03-16')).statusCode).toBe(403);
    }
    const before = await productsCount();
    expect((await call(api.tokens.partner, 'POST', `${BASE}Create`, newDish())).statusCode).toBe(403);
    expect(await productsCount()).toBe(before);
  });

  it("gives the master caterer's cook the plans it cooks (Frokostordning) and nothing else", async () => {
    const options = FoodPlanItemOptions.parse((await call(api.tokens.cook, 'GET', `${BASE}Options`)).json());
    expect(options.Plans.map((plan) => [plan.Name, plan.CustomerName, plan.IsMasterCater, plan.CatererName])).toEqual([['Frokostordning', 'Solbakke Skole', true, 'Det Gode Køkken']]);
    expect(options.Plans[0]?.ProductTypes.map((type) => type.Name)).toEqual(['DIS', 'DAT', 'KOLD', 'PLUS Frugt', 'Drikkevarer', 'Ekstra']);
    expect(options.Plans[0]?.Registration).toEqual({ SchoolDaysBefore: 2, Time: '10:00' });
    expect(options.Plans[0]?.Cancellation).toEqual({ SchoolDaysBefore: 3, Time: '12:00' });
    // The school's own plan and another tenant's: 404, as if they did not exist.
    expect((await week(api.tokens.cook, plans().solbakkeSkolemad, '2026-03-16')).statusCode).toBe(404);
    expect((await week(api.tokens.cook, plans().kildevangMadklub, '2026-03-16')).statusCode).toBe(404);
  });

});

describe('the week', () => {
  it('lists a week by day, group and name with deadlines, status and orders, a slice at a time', async () => {
    const rows = await dishesOf(api.tokens.cook, plans().solbakkeFrokostordning, '2026-03-16');
    expect(new Set(rows.map((row) => row.ServeDate))).toEqual(new Set(['2026-03-16', '2026-03-17', '2026-03-18', '2026-03-19', '2026-03-20']));
    const sorted = [...rows].sort((a, b) => a.ServeDate.localeCompare(b.ServeDate));
    expect(rows.map((row) => row.ServeDate)).toEqual(sorted.map((row) => row.ServeDate));
    const monday = rows.filter((row) => row.ServeDate === '2026-03-16');
    expect(monday.map((row) => row.GroupName).slice(0, 3)).toEqual(['DIS', 'DAT', 'KOLD']);
    const dis = monday[0] as FoodPlanDish;
    expect(dis.Status).toBe('Published');
    expect(dis.Price).toBe(38);
    expect(dis.VatRate).toBe(25);
    // Two school days before Monday 16 March at 10:00 (Thursday 12 March, CET); cancellation three before at 12:00.
    expect(dis.RegistrationDeadline).toBe('2026-03-12T09:00:00.000Z');
    expect(dis.CancellationDate).toBe('2026-03-11T11:00:00.000Z');
    expect(dis.OrderedCount).toBe(0);

    const first = (await week(api.tokens.cook, plans().solbakkeFrokostordning, '2026-03-16', 5)).json<{ Items: FoodPlanDish[]; TotalCount: number }>();
    expect(first.Items.map((row) => row.ID)).toEqual(rows.slice(0, 5).map((row) => row.ID));
    expect(first.TotalCount).toBe(rows.length);
  });

  it('refuses a search without a week, or with a week that does not start on a Monday', async () => {
    const search = (Search: unknown[]) => call(api.tokens.cook, 'POST', `${BASE}Search`, { Search });
    expect((await search([{ Name: 'FoodPlanID', Value: plans().solbakkeFrokostordning, SearchType: 0 }])).statusCode).toBe(400);
    expect((await week(api.tokens.cook, plans().solbakkeFrokostordning, '2026-03-17')).statusCode).toBe(400);
    const range = await search([
      { Name: 'FoodPlanID', Value: plans().solbakkeFrokostordning, SearchType: 0 },
      { Name: 'From', Value: '2026-03-18', SearchType: 0 },
      { Name: 'To', Value: '2026-03-18', SearchType: 0 },
      { Name: 'Text', Value: 'DIS', SearchType: 0 },
    ]);
    expect(range.statusCode).toBe(200);
    expect(range.json<{ Items: FoodPlanDish[] }>().Items.map((row) => [row.ServeDate, row.GroupName])).toEqual([['2026-03-18', 'DIS']]);
  });
});

describe('a dish', () => {
  let created: FoodPlanDish;

  it('is created as a draft of the plan, with its deadlines from the plan rules and its history', async () => {
    const before = await changesCount();
    const response = await call(api.tokens.cook, 'POST', `${BASE}Create`, newDish());
    expect(response.statusCode).toBe(200);
    created = FoodPlanDish.parse(response.json());
    expect(created).toMatchObject({
      FoodPlanID: plans().solbakkeFrokostordning,
      ServeDate: '2026-03-25',
      GroupName: 'DIS',
      Name: 'Fiskefrikadeller med kartofler',
      Price: 39.5,
      Allergens: [4, 5, 6],
      Nutrition: { EnergyKj: 2343, EnergyKcal: 560, ProteinG: 28, SaltG: 1.2 },
      Stock: 40,
      Status: 'Draft',
      PublishedAt: null,
      OrderedCount: 0,
      // Monday 23 March 10:00 and Friday 20 March 12:00, Copenhagen (CET).
      RegistrationDeadline: '2026-03-23T09:00:00.000Z',
      CancellationDate: '2026-03-20T11:00:00.000Z',
    });
    const { rows } = await api.db.query<{ price_ore: string; owner_kind: string; orderable_until: Date; customer_id: string }>(
      'SELECT price_ore, owner_kind, orderable_until, customer_id FROM catalogue_products WHERE id = $1',
      [created.ID],
    );
    expect(rows[0]).toMatchObject({ owner_kind: 'foodplan', customer_id: api.world.customers.solbakkeSkole });
    expect(Number(rows[0]?.price_ore)).toBe(3950);
    expect(new Date(rows[0]?.orderable_until as Date).toISOString()).toBe('2026-03-23T09:00:00.000Z');
    expect(await changesCount()).toBe(before + 1);
    const history = CatalogueHistory.parse((await call(api.tokens.cook, 'GET', `${BASE}History/${created.ID}`)).json());
    expect(history.Items.map((item) => [item.Action, item.AuthorName, item.Before, item.After?.Name, item.After?.Price])).toEqual([
      ['create', expect.any(String), null, 'Fiskefrikadeller med kartofler', 39.5],
    ]);
    expect((await dishesOf(api.tokens.cook, plans().solbakkeFrokostordning, '2026-03-23')).some((row) => row.ID === created.ID)).toBe(true);
  });

  it('refuses bad input with 400 and creates nothing', async () => {
    const before = [await productsCount(), await changesCount()];
    const bad: Partial<FoodPlanDishCreate>[] = [
      { Name: '' },
      { Name: 'x'.repeat(101) },
      { ServeDate: '2026-03-28' },
      { ServeDate: '2026-03-10' },
      { Price: 12.345 },
      { Price: -1 },
      { VatRate: 12 },
      { Allergens: [16] },
      { Allergens: [2, 2] },
      { Allergens: [15] },
      { Nutrition: { FatG: -1 } },
      { Ingredients: 'x'.repeat(2001) },
      { Stock: -1 },
      { ProductTypeID: groups().solbakkeSkolemad['Varm ret'] as string },
      { Image: { FileName: 'x.png', FileType: 'image/png', Base64: Buffer.from('not a picture').toString('base64') } },
    ];
    for (const over of bad) {
      const response = await call(api.tokens.cook, 'POST', `${BASE}Create`, newDish(over));
      if (response.statusCode !== 400) throw new Error(`${JSON.stringify(over).slice(0, 80)}: ${response.statusCode} ${response.body}`);
    }
    expect(await call(api.tokens.cook, 'POST', `${BASE}Create`, newDish({ Allergens: [15], AllergenText: 'Kiwi' })).then((r) => r.statusCode)).toBe(200);
    expect([await productsCount(), await changesCount()]).toEqual([(before[0] as number) + 1, (before[1] as number) + 1]);
  });

  it("is not created in a plan the cook does not cook (the school's own, another tenant's): 404", async () => {
    const before = await productsCount();
    for (const [plan, group] of [
      [plans().solbakkeSkolemad, groups().solbakkeSkolemad['Varm ret']],
      [plans().kildevangMadklub, groups().kildevangMadklub['Dagens ret']],
    ] as const) {
      expect((await call(api.tokens.cook, 'POST', `${BASE}Create`, newDish({ FoodPlanID: plan, ProductTypeID: group as string }))).statusCode).toBe(404);
    }
    expect(await productsCount()).toBe(before);
  });

  it('takes a picture', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const response = await call(api.tokens.cook, 'PUT', `${BASE}Update/${created.ID}`, { ...created, Image: { FileName: 'fisk.png', FileType: 'image/png', Base64: png.toString('base64') } });
    expect(response.statusCode).toBe(200);
    created = FoodPlanDish.parse(response.json());
    expect(created.ImageUrl).toMatch(/^\/blob\/product-images\//);
    const image = await api.app.inject({ method: 'GET', url: created.ImageUrl as string });
    expect(image.statusCode).toBe(200);
  });

  it('is changed with its history; a stock set by hand is recorded as a count under the product lock', async () => {
    const response = await call(api.tokens.cook, 'PUT', `${BASE}Update/${created.ID}`, { ...created, Allergens: [2, 4, 5, 6], Stock: 35, Price: 41 });
    expect(response.statusCode).toBe(200);
    const changed = FoodPlanDish.parse(response.json());
    expect([changed.Allergens, changed.Stock, changed.Price, changed.ImageUrl]).toEqual([[2, 4, 5, 6], 35, 41, created.ImageUrl]);
    const history = CatalogueHistory.parse((await call(api.tokens.cook, 'GET', `${BASE}History/${created.ID}`)).json());
    expect(history.Items[0]).toMatchObject({ Action: 'update', Before: { Allergens: [4, 5, 6], Stock: 40, Price: 39.5 }, After: { Allergens: [2, 4, 5, 6], Stock: 35, Price: 41 } });
    const { rows } = await api.db.query<{ reason: string; change: number; stock_before: number; stock_after: number }>(
      'SELECT reason, change, stock_before, stock_after FROM catalogue_stock_adjustments WHERE product_id = $1',
      [created.ID],
    );
    expect(rows.map((row) => [row.reason, Number(row.change), Number(row.stock_before), Number(row.stock_after)])).toEqual([['counted', -5, 40, 35]]);
    created = changed;
  });

  it("is not changed by another plan's editor (404) nor without the role (403); nothing changes", async () => {
    const before = await changesCount();
    expect((await call(api.tokens.partner, 'PUT', `${BASE}Update/${created.ID}`, { ...created, Price: 1 })).statusCode).toBe(403);
    const { rows } = await api.db.query<{ product_id: string }>("SELECT product_id FROM foodplan_items WHERE foodplan_id = $1 AND serve_date = '2026-03-23' LIMIT 1", [plans().solbakkeSkolemad]);
    const skolemadDish = { ID: rows[0]?.product_id as string };
    expect((await call(api.tokens.cook, 'PUT', `${BASE}Update/${skolemadDish.ID}`, { ...created, ID: skolemadDish.ID, Price: 1 })).statusCode).toBe(404);
    expect((await call(api.tokens.cook, 'DELETE', `${BASE}Delete/${skolemadDish.ID}`)).statusCode).toBe(404);
    expect((await call(api.tokens.cook, 'GET', `${BASE}History/${skolemadDish.ID}`)).statusCode).toBe(404);
    expect(await changesCount()).toBe(before);
  });

  it('is removed from the menu when it has no orders, with its history', async () => {
    const response = await call(api.tokens.cook, 'DELETE', `${BASE}Delete/${created.ID}`);
    expect(response.statusCode).toBe(204);
    expect((await dishesOf(api.tokens.cook, plans().solbakkeFrokostordning, '2026-03-23')).some((row) => row.ID === created.ID)).toBe(false);
    const { rows } = await api.db.query<{ active: boolean }>('SELECT active FROM catalogue_products WHERE id = $1', [created.ID]);
    expect(rows[0]?.active).toBe(false);
    const { rows: history } = await api.db.query<{ action: string }>("SELECT action FROM catalogue_changes WHERE entity = 'FoodPlanItem' AND entity_id = $1 ORDER BY id", [created.ID]);
    expect(history.map((row) => row.action)).toEqual(['create', 'update', 'update', 'delete']);
    expect((await call(api.tokens.cook, 'DELETE', `${BASE}Delete/${created.ID}`)).statusCode).toBe(404);
  });
});

describe('a price change after an order', () => {
  it("never changes the order placed: the family paid the old price, its order line keeps it; the dish's day is kept", async () => {
    await deposit(api.db, api.world.wallets.emma, 50_000);
    const menu = await menuOf(api.app, api.tokens.parent, { foodPlanID: plans().solbakkeFrokostordning, walletID: api.world.wallets.emma, from: '2026-03-18', to: '2026-03-18' });
    const item = itemOf(menu, '2026-03-18', 'DIS');
    const fundsBefore = await fundsOf(api.db, api.world.wallets.emma);
    const order = await reserve(api.app, api.tokens.parent, foodplanOrder(menu, api.world.wallets.emma, [{ item, quantity: 1 }]));
    expect(order.Status).toMatchObject({ ID: 2, IsCompleted: true });
    const paid = fundsBefore.balanceOre - (await fundsOf(api.db, api.world.wallets.emma)).balanceOre;
    expect(paid).toBe(Math.round(item.Price * 100));

    const dish = (await dishesOf(api.tokens.cook, plans().solbakkeFrokostordning, '2026-03-16')).find((row) => row.ID === item.ProductID) as FoodPlanDish;
    expect(dish.OrderedCount).toBe(1);
    const response = await call(api.tokens.cook, 'PUT', `${BASE}Update/${dish.ID}`, { ...dish, Price: dish.Price + 7 });
    expect(response.statusCode).toBe(200);
    expect(FoodPlanDish.parse(response.json()).Price).toBe(dish.Price + 7);
    const { rows } = await api.db.query<{ price_ore: string }>('SELECT l.price_ore FROM payment_transaction_lines l WHERE l.transaction_id = $1', [order.ID]);
    expect(rows.map((row) => Number(row.price_ore))).toEqual([paid]);
    const again = await menuOf(api.app, api.tokens.parent, { foodPlanID: plans().solbakkeFrokostordning, walletID: api.world.wallets.emma, from: '2026-03-18', to: '2026-03-18' });
    expect(itemOf(again, '2026-03-18', 'DIS').Price).toBe(dish.Price + 7);
    expect((await fundsOf(api.db, api.world.wallets.emma)).balanceOre).toBe(fundsBefore.balanceOre - paid);

    // A dish with orders keeps its day and group.
    const before = await changesCount();
    expect((await call(api.tokens.cook, 'PUT', `${BASE}Update/${dish.ID}`, { ...dish, ServeDate: '2026-03-19' })).statusCode).toBe(409);
    expect(await changesCount()).toBe(before);
    expect(await ledgerProblems(api.db, api.database.engine)).toBe('');
  });
});

describe('copying and publishing a week', () => {
  it('copies each dish to the same weekday of the target week as a draft, and reports what was skipped', async () => {
    const source = await dishesOf(api.tokens.cook, plans().solbakkeFrokostordning, '2026-03-16');
    const targetBefore = await dishesOf(api.tokens.cook, plans().solbakkeFrokostordning, '2026-04-20');
    expect(targetBefore).toEqual([]);
    const response = await call(api.tokens.cook, 'POST', `${BASE}CopyWeek`, { FoodPlanID: plans().solbakkeFrokostordning, FromWeekStart: '2026-03-16', ToWeekStart: '2026-04-20' });
    expect(response.statusCode).toBe(200);
    const copied = CopyWeekResponse.parse(response.json());
    expect(copied.Skipped).toEqual([]);
    expect(copied.Copied).toHaveLength(source.length);
    expect(copied.Copied.every((row) => row.Status === 'Draft' && row.OrderedCount === 0)).toBe(true);
    const moved = (date: string) => `2026-04-${String(Number(date.slice(8)) + 4).padStart(2, '0')}`;
    expect(copied.Copied.map((row) => [row.ServeDate, row.GroupName, row.Name]).sort()).toEqual(source.map((row) => [moved(row.ServeDate), row.GroupName, row.Name]).sort());
    // Monday 20 April: two school days before is Thursday 16 April 10:00 (CEST).
    expect(copied.Copied.find((row) => row.ServeDate === '2026-04-20')?.RegistrationDeadline).toBe('2026-04-16T08:00:00.000Z');
    expect((await dishesOf(api.tokens.cook, plans().solbakkeFrokostordning, '2026-04-20')).length).toBe(source.length);
  });

  it('skips the days whose registration deadline has passed', async () => {
    const response = await call(api.tokens.cook, 'POST', `${BASE}CopyWeek`, { FoodPlanID: plans().solbakkeFrokostordning, FromWeekStart: '2026-03-16', ToWeekStart: '2026-03-09' });
    expect(response.statusCode).toBe(200);
    const copied = CopyWeekResponse.parse(response.json());
    expect(copied.Copied).toEqual([]);
    expect(new Set(copied.Skipped.map((skip) => [skip.ServeDate, skip.Reason].join(' ')))).toEqual(
      new Set(['2026-03-09 deadlinePassed', '2026-03-10 deadlinePassed', '2026-03-11 deadlinePassed', '2026-03-12 deadlinePassed', '2026-03-13 deadlinePassed']),
    );
  });

  it('refuses a copy to the same week or from a day that is not a Monday, and a plan not the cook’s', async () => {
    const copy = (body: unknown) => call(api.tokens.cook, 'POST', `${BASE}CopyWeek`, body).then((r) => r.statusCode);
    expect(await copy({ FoodPlanID: plans().solbakkeFrokostordning, FromWeekStart: '2026-03-16', ToWeekStart: '2026-03-16' })).toBe(400);
    expect(await copy({ FoodPlanID: plans().solbakkeFrokostordning, FromWeekStart: '2026-03-17', ToWeekStart: '2026-04-20' })).toBe(400);
    const before = await productsCount();
    expect(await copy({ FoodPlanID: plans().solbakkeSkolemad, FromWeekStart: '2026-03-16', ToWeekStart: '2026-04-20' })).toBe(404);
    expect(await copy({ FoodPlanID: plans().solbakkeFrokostordning, FromWeekStart: '2026-03-16', ToWeekStart: '2026-04-20' }).then(() => productsCount())).toBeGreaterThan(before);
  });

  it('publishes a draft week at a set time (scheduled) or at once', async () => {
    const publish = (body: unknown, token = api.tokens.cook) => call(token, 'POST', `${BASE}Publish`, body);
    expect((await publish({ FoodPlanID: plans().solbakkeFrokostordning, WeekStart: '2026-04-20', PublishAt: '2026-03-11T09:00:00Z' })).statusCode).toBe(400);
    expect((await publish({ FoodPlanID: plans().solbakkeSkolemad, WeekStart: '2026-04-20' })).statusCode).toBe(404);
    const scheduled = await publish({ FoodPlanID: plans().solbakkeFrokostordning, WeekStart: '2026-04-20', PublishAt: '2026-03-13T06:00:00Z' });
    expect(scheduled.statusCode).toBe(200);
    const drafts = (await dishesOf(api.tokens.cook, plans().solbakkeFrokostordning, '2026-04-20')).length;
    expect(PublishWeekResponse.parse(scheduled.json())).toEqual({ Published: drafts, PublishedAt: '2026-03-13T06:00:00.000Z' });
    const rows = await dishesOf(api.tokens.cook, plans().solbakkeFrokostordning, '2026-04-20');
    expect(new Set(rows.map((row) => row.Status))).toEqual(new Set(['Scheduled']));
    const now = PublishWeekResponse.parse((await publish({ FoodPlanID: plans().solbakkeFrokostordning, WeekStart: '2026-04-20' })).json());
    expect(now).toEqual({ Published: drafts, PublishedAt: clock.now().toISOString() });
    const published = await dishesOf(api.tokens.cook, plans().solbakkeFrokostordning, '2026-04-20');
    expect(new Set(published.map((row) => row.Status))).toEqual(new Set(['Published']));
    const history = CatalogueHistory.parse((await call(api.tokens.cook, 'GET', `${BASE}History/${published[0]?.ID}`)).json());
    expect(history.Items.map((item) => item.Action)).toEqual(['publish', 'publish', 'create']);
    // Published already: nothing left to publish.
    expect(PublishWeekResponse.parse((await publish({ FoodPlanID: plans().solbakkeFrokostordning, WeekStart: '2026-04-20' })).json()).Published).toBe(0);
  });
});

describe("the plan's rules", () => {
  const url = (id: string) => `/api/Catalogue/FoodPlan/Rules/${id}`;

  it('refuses unsound rules, a plan not the cook’s, and a caller without the role', async () => {
    const before = await changesCount();
    const sound = { Registration: { SchoolDaysBefore: 1, Time: '09:00' }, Cancellation: { SchoolDaysBefore: 2, Time: '12:00' } };
    expect((await call(api.tokens.cook, 'PUT', url(plans().solbakkeFrokostordning), { ...sound, Cancellation: { SchoolDaysBefore: 0, Time: '12:00' } })).statusCode).toBe(400);
    expect((await call(api.tokens.cook, 'PUT', url(plans().solbakkeFrokostordning), { ...sound, Registration: { SchoolDaysBefore: 1, Time: '24:30' } })).statusCode).toBe(400);
    expect((await call(api.tokens.cook, 'PUT', url(plans().solbakkeFrokostordning), { ...sound, Registration: { SchoolDaysBefore: 21, Time: '09:00' } })).statusCode).toBe(400);
    expect((await call(api.tokens.cook, 'PUT', url(plans().solbakkeSkolemad), sound)).statusCode).toBe(404);
    expect((await call(api.tokens.cook, 'PUT', url(plans().kildevangMadklub), sound)).statusCode).toBe(404);
    expect((await call(api.tokens.parent, 'PUT', url(plans().solbakkeFrokostordning), sound)).statusCode).toBe(403);
    expect(await changesCount()).toBe(before);
  });

  it("changes the rules and the deadlines of the plan's dishes not yet served, with their history", async () => {
    const rules = { Registration: { SchoolDaysBefore: 1, Time: '09:00' }, Cancellation: { SchoolDaysBefore: 2, Time: '12:00' } };
    const past = (await dishesOf(api.tokens.cook, plans().solbakkeFrokostordning, '2026-03-09')).find((row) => row.ServeDate === '2026-03-10') as FoodPlanDish;
    const response = await call(api.tokens.cook, 'PUT', url(plans().solbakkeFrokostordning), rules);
    expect(response.statusCode).toBe(200);
    const answer = PlanRulesResponse.parse(response.json());
    expect(answer.DishesUpdated).toBeGreaterThan(0);
    const options = FoodPlanItemOptions.parse((await call(api.tokens.cook, 'GET', `${BASE}Options`)).json());
    expect([options.Plans[0]?.Registration, options.Plans[0]?.Cancellation]).toEqual([rules.Registration, rules.Cancellation]);
    const dish = (await dishesOf(api.tokens.cook, plans().solbakkeFrokostordning, '2026-03-23')).find((row) => row.ServeDate === '2026-03-25') as FoodPlanDish;
    // Wednesday 25 March: one school day before at 09:00, two before at 12:00 (CET).
    expect([dish.RegistrationDeadline, dish.CancellationDate]).toEqual(['2026-03-24T08:00:00.000Z', '2026-03-23T11:00:00.000Z']);
    const { rows } = await api.db.query<{ orderable_until: Date }>('SELECT orderable_until FROM catalogue_products WHERE id = $1', [dish.ID]);
    expect(new Date(rows[0]?.orderable_until as Date).toISOString()).toBe('2026-03-24T08:00:00.000Z');
    const history = CatalogueHistory.parse((await call(api.tokens.cook, 'GET', `${BASE}History/${dish.ID}`)).json());
    expect(history.Items[0]).toMatchObject({ Action: 'update', After: { RegistrationDeadline: '2026-03-24T08:00:00.000Z', Rules: rules } });
    // A dish already served keeps its deadlines.
    const served = (await dishesOf(api.tokens.cook, plans().solbakkeFrokostordning, '2026-03-09')).find((row) => row.ID === past.ID) as FoodPlanDish;
    expect(served.RegistrationDeadline).toBe(past.RegistrationDeadline);
  });
});

describe('the consequences for orders', () => {
  it('are told after the change committed: the facts before and after a change, and of a removed dish', async () => {
    const told: { what: string; before: DishFacts; after?: DishFacts; committed: boolean }[] = [];
    const committed = async (productId: string) => (await api.db.query('SELECT 1 FROM catalogue_changes WHERE entity_id = $1', [productId])).rows.length > 0;
    const planner = new FoodPlanPlanner(api.db, clock, new CatalogueEditing(clock), {
      changed: async (_auth, before, after) => void told.push({ what: 'changed', before, after, committed: await committed(before.productId) }),
      removed: async (_auth, before) => void told.push({ what: 'removed', before, committed: await committed(before.productId) }),
    });
    const cook = api.world.users.cook;
    const auth: AuthContext = { sessionId: 'test', userId: cook, name: 'Kok', email: 'kok@demo.dk', roles: ['PartnerSite', 'CatalogueFoodPlan'], application: 'partner', expiresAt: new Date('2030-01-01') };
    const dish = await planner.create(auth, { ...newDish({ ServeDate: '2026-03-26', Allergens: [2] }), Image: undefined });
    await planner.update(auth, dish.ID, { ...newDish({ ServeDate: '2026-03-26', Allergens: [2, 6] }), Image: undefined });
    await planner.remove(auth, dish.ID);
    expect(told.map((entry) => [entry.what, entry.before.allergens, entry.after?.allergens, entry.committed])).toEqual([
      ['changed', [2], [2, 6], true],
      ['removed', [2, 6], undefined, true],
    ]);
    expect(told[0]?.before).toMatchObject({ productId: dish.ID, foodPlanId: plans().solbakkeFrokostordning, customerId: api.world.customers.solbakkeSkole, serveDate: '2026-03-26', priceOre: 3950, publishedAt: null });
  });
});

describe('a customer’s own staff', () => {
  it("gives a customer's staff with the role every plan of their customers, and another tenant's staff none of them", async () => {
    const partner = await grantRole('partner', 'CatalogueFoodPlan');
    const options = FoodPlanItemOptions.parse((await call(partner, 'GET', `${BASE}Options`)).json());
    expect(options.Plans.map((plan) => plan.Name).sort()).toEqual(['Frokostordning', 'Skolemad']);
    const skolemad = await dishesOf(partner, plans().solbakkeSkolemad, '2026-03-16');
    expect(skolemad.length).toBeGreaterThan(0);

    const kkpay = await grantRole('kkpayPartner', 'CatalogueFoodPlan');
    const theirs = FoodPlanItemOptions.parse((await call(kkpay, 'GET', `${BASE}Options`)).json());
    expect(theirs.Plans.map((plan) => plan.Name)).toEqual(['Kildevang Madklub']);
    const dish = skolemad[0] as FoodPlanDish;
    const before = await changesCount();
    expect((await call(kkpay, 'PUT', `${BASE}Update/${dish.ID}`, { ...dish, Price: 1 })).statusCode).toBe(404);
    expect((await call(kkpay, 'DELETE', `${BASE}Delete/${dish.ID}`)).statusCode).toBe(404);
    expect((await call(kkpay, 'GET', `${BASE}History/${dish.ID}`)).statusCode).toBe(404);
    expect(await changesCount()).toBe(before);
    expect((await dishesOf(partner, plans().solbakkeSkolemad, '2026-03-16')).find((row) => row.ID === dish.ID)?.Price).toBe(dish.Price);
  });
});

describe('a stock change during a rush of orders', () => {
  it('is decided under the product row lock as the reservations take stock: the count recorded is the stock it found', async () => {
    const partner = await grantRole('partner', 'CatalogueFoodPlan');
    const group = groups().solbakkeSkolemad['Frugt og mælk'] as string;
    const created = await call(partner, 'POST', `${BASE}Create`, newDish({ FoodPlanID: plans().solbakkeSkolemad, ProductTypeID: group, ServeDate: '2026-03-19', Name: 'Æblebåde', Price: 7.77, Stock: 10, Allergens: [] }));
    expect(created.statusCode).toBe(200);
    const dish = FoodPlanDish.parse(created.json());
    expect((await call(partner, 'POST', `${BASE}Publish`, { FoodPlanID: plans().solbakkeSkolemad, WeekStart: '2026-03-16' })).statusCode).toBe(200);
    await deposit(api.db, api.world.wallets.emma, 10_000);
    await deposit(api.db, api.world.wallets.oliver, 10_000);
    const menu = await menuOf(api.app, api.tokens.parent, { foodPlanID: plans().solbakkeSkolemad, walletID: api.world.wallets.emma, from: '2026-03-19', to: '2026-03-19' });
    const item = menu.Items.find((candidate) => candidate.ID === dish.ID);
    if (item === undefined) throw new Error('the published dish is not on the menu');

    const orders = [
      [api.world.wallets.emma, 1],
      [api.world.wallets.oliver, 1],
      [api.world.wallets.emma, 2],
      [api.world.wallets.oliver, 2],
    ] as const;
    const results = await Promise.all([
      ...orders.map(([wallet, quantity]) => reserve(api.app, api.tokens.parent, foodplanOrder({ ...menu, WalletID: wallet }, wallet, [{ item, quantity }]))),
      call(partner, 'PUT', `${BASE}Update/${dish.ID}`, { ...dish, Stock: 20 }),
    ]);
    const taken = results.slice(0, 4).reduce((sum, result, index) => sum + ('Status' in result && result.Status.ID === 2 ? (orders[index] as readonly [string, number])[1] : 0), 0);
    expect(taken).toBe(6);
    const { rows } = await api.db.query<{ stock_before: number; stock_after: number }>('SELECT stock_before, stock_after FROM catalogue_stock_adjustments WHERE product_id = $1', [dish.ID]);
    expect(rows).toHaveLength(1);
    const adjustment = { before: Number(rows[0]?.stock_before), after: Number(rows[0]?.stock_after) };
    expect(adjustment.after).toBe(20);
    // What the reservations took before the count (10 - before) and after it (the rest) add up: not one unit gained or lost.
    const takenBefore = 10 - adjustment.before;
    expect(takenBefore).toBeGreaterThanOrEqual(0);
    expect(await stockOf(api.db, dish.ID)).toBe(20 - (taken - takenBefore));
    expect(await ledgerProblems(api.db, api.database.engine)).toBe('');
  });
});
