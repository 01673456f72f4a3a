import {
  AllergiesResponse,
  FoodPlansResponse,
  GetChildrenResponse,
  GetOrdersResponse,
  LatestOrdersResponse,
  PaymentTransaction,
  ProductTypesResponse,
  type MenuItem,
  type MenuResponse,
} from '@kk/contracts';
import { bearer, loginAs, TestClock, useApiHarness } from '../../test-support/app';
import { foodplanOrder, infoOf, itemOf, menuOf, reserve } from '../../test-support/foodplan';
import { ledgerProblems } from '../../test-support/ledger-verify';
import { deposit, fundsOf, moneyFootprint, paymentCall, stockOf } from '../../test-support/payments';

/**
 * The food plan through the API, on PGlite and on PostgreSQL: the plans a family may use,
 * product types, the menu with each wallet's facts, orders through the payment handler with
 * the master caterer's daily group limits, the registration deadline and the allergy
 * profile decided by the server, refunds before and after the cancellation date, the
 * orders views and GetChildren's FoodPlanToday. The ledger is verified along the way.
 */
jest.setTimeout(120_000);

// Wednesday 11 March 2026, 11:00 in Copenhagen (10:00 UTC). The seed's menus run from Monday 9 March for six weeks.
const clock = new TestClock(new Date('2026-03-11T10:00:00Z'));
const api = useApiHarness({ clock, login: ['parent', 'kkpayParent', 'dev'] });

const get = (token: string, url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });
/** The parent's token: signed in again whenever the clock jumps past the session's idle time. */
let parentToken = '';
const parent = () => parentToken || api.tokens.parent;
async function advanceDays(days: number, minutes = 0): Promise<void> {
  clock.advanceMinutes(days * 24 * 60 + minutes);
  parentToken = (await loginAs(api.app, 'parent')).AccessToken;
}
const plans = () => api.world.foodplan.plans;

async function expectLedgerVerified(): Promise<void> {
  expect(await ledgerProblems(api.db, api.database.engine)).toBe('');
}

let master: MenuResponse;
let own: MenuResponse;

beforeAll(async () => {
  await deposit(api.db, api.world.wallets.emma, 100_000);
  master = await menuOf(api.app, parent(), { foodPlanID: plans().solbakkeFrokostordning, walletID: api.world.wallets.emma, from: '2026-03-09', to: '2026-04-17' });
  own = await menuOf(api.app, parent(), { foodPlanID: plans().solbakkeSkolemad, walletID: api.world.wallets.emma, from: '2026-03-09', to: '2026-04-17' });
});

describe('plans, product types and menus', () => {
  it("lists the plans each family's wallets may use", async () => {
    const mine = FoodPlansResponse.parse((await get(parent(), '/api/FoodPlanner/V3/Plans')).json());
    expect(mine.map((plan) => [plan.Name, plan.BasketGroupName, plan.IsMasterCater, plan.CatererName])).toEqual([
      ['Frokostordning', 'Solbakke Skole - Frokostordning', true, 'Det Gode Køkken'],
      ['Skolemad', 'Solbakke Skole - Skolemad', false, null],
    ]);
    expect(mine[0]?.WalletIDs.sort()).toEqual([api.world.wallets.emma, api.world.wallets.oliver].sort());
    expect(mine[0]?.RegistrationRule).toEqual({ SchoolDaysBefore: 2, Time: '10:00' });
    const theirs = FoodPlansResponse.parse((await get(api.tokens.kkpayParent, '/api/FoodPlanner/V3/Plans')).json());
    expect(theirs.map((plan) => plan.Name)).toEqual(['Kildevang Madklub']);
    expect((await get(api.tokens.kkpayParent, `/api/FoodPlanner/V3/Plans?walletID=${api.world.wallets.emma}`)).statusCode).toBe(403);
  });

  it("answers the master caterer's groups with their daily limits, and refuses another tenant", async () => {
    const url = `/api/FoodPlanner/V3/ProductTypes?foodPlanID=${plans().solbakkeFrokostordning}&customerID=${api.world.customers.solbakkeSkole}`;
    const types = ProductTypesResponse.parse((await get(parent(), url)).json());
    expect(types.map((type) => [type.Name, type.Limit])).toEqual([
      ['DIS', 1],
      ['DAT', 1],
      ['KOLD', 1],
      ['PLUS Frugt', 1],
      ['Drikkevarer', 100],
      ['Ekstra', 100],
    ]);
    const ownTypes = ProductTypesResponse.parse(
      (await get(parent(), `/api/FoodPlanner/V3/ProductTypes?foodPlanID=${plans().solbakkeSkolemad}&customerID=${api.world.customers.solbakkeSkole}`)).json(),
    );
    expect(ownTypes.every((type) => type.Limit === 0)).toBe(true);
    expect((await get(api.tokens.kkpayParent, url)).statusCode).toBe(403);
    expect((await get(parent(), `/api/FoodPlanner/V3/ProductTypes?foodPlanID=${plans().solbakkeFrokostordning}&customerID=${api.world.customers.kildevangSkole}`)).statusCode).toBe(403);
  });

  it('answers six weeks of school days with deadlines and cancellation dates by the plan\'s rules, summer time included', () => {
    const dates = [...new Set(master.Items.map((item) => item.Date))];
    expect(dates).toHaveLength(30);
    expect(dates.every((date) => ![0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay()))).toBe(true);
    expect(master.Items.filter((item) => item.Date === '2026-03-16')).toHaveLength(8);
    const dis = itemOf(master, '2026-03-16', 'DIS');
    // Two school days before at 10:00 (Thursday 12 March, winter time); cancellation three school days before at 12:00.
    expect([dis.RegistrationDeadline, dis.CancellationDate]).toEqual(['2026-03-12T09:00:00.000Z', '2026-03-11T11:00:00.000Z']);
    expect(dis.StatusCode).toBeNull();
    expect(dis.GroupLimit).toBe(1);
    expect(dis.MasterCaterInfo?.ProductNumber).toMatch(/^DGK-DIS-20260316-1$/);
    expect(dis.ImageUrl).toMatch(/^\/blob\/product-images\//);
    expect(dis.NutritionFacts.EnergyKcal).toBeGreaterThan(0);
    expect(dis.Allergens.length).toBeGreaterThan(0);
    // Served Wednesday 1 April: Monday 30 March at 10:00 is summer time (08:00 UTC).
    expect(itemOf(master, '2026-04-01', 'DIS').RegistrationDeadline).toBe('2026-03-30T08:00:00.000Z');
    // Served Friday 13 March: the deadline was this morning.
    expect(itemOf(master, '2026-03-13', 'DIS').StatusCode).toBe(11);
    expect(own.Items.some((item) => item.CurrentStock !== null)).toBe(true);
    expect(own.Items.every((item) => item.GroupLimit === 0 && item.MasterCaterInfo === null)).toBe(true);
  });

  it('refuses a range that is backwards or too long, and a plan or wallet the caller may not use', async () => {
    const url = (query: Record<string, string>) => `/api/FoodPlanner/V3/Menu?${new URLSearchParams(query).toString()}`;
    const base = { foodPlanID: plans().solbakkeFrokostordning, walletID: api.world.wallets.emma };
    expect((await get(parent(), url({ ...base, from: '2026-03-20', to: '2026-03-16' }))).statusCode).toBe(400);
    expect((await get(parent(), url({ ...base, from: '2026-03-01', to: '2026-06-01' }))).statusCode).toBe(400);
    expect((await get(parent(), url({ ...base, from: '2026-02-30', to: '2026-03-16' }))).statusCode).toBe(400);
    expect((await get(api.tokens.kkpayParent, url({ ...base, from: '2026-03-16', to: '2026-03-20' }))).statusCode).toBe(403);
    expect((await get(api.tokens.dev, url({ ...base, from: '2026-03-16', to: '2026-03-20' }))).statusCode).toBe(403);
    expect((await get(parent(), url({ ...base, foodPlanID: plans().kildevangMadklub, from: '2026-03-16', to: '2026-03-20' }))).statusCode).toBe(403);
  });
});

describe("ordering: the master caterer's limits and the registration deadline, decided by the server", () => {
  const emma = () => api.world.wallets.emma;

  it('buys a dish of the day and a cold dish for Monday, and counts them on the menu', async () => {
    const before = await fundsOf(api.db, emma());
    const dis = itemOf(master, '2026-03-16', 'DIS');
    const kold = itemOf(master, '2026-03-16', 'KOLD');
    const paid = await reserve(api.app, parent(), foodplanOrder(master, emma(), [{ item: dis, quantity: 1 }, { item: kold, quantity: 1 }]));
    expect(paid.Status).toMatchObject({ ID: 2, IsCompleted: true });
    expect(paid.Description).toBe('Madplan');
    expect((await fundsOf(api.db, emma())).balanceOre).toBe(before.balanceOre - 3_800 - 3_200);
    const menu = await menuOf(api.app, parent(), { foodPlanID: plans().solbakkeFrokostordning, walletID: emma(), from: '2026-03-16', to: '2026-03-16' });
    expect(itemOf(menu, '2026-03-16', 'DIS')).toMatchObject({ PurchasedCount: 1, GroupPurchasedCount: 1 });
    expect(itemOf(menu, '2026-03-16', 'KOLD', 1)).toMatchObject({ PurchasedCount: 0, GroupPurchasedCount: 1 });
    await expectLedgerVerified();
  });

  it('refuses a second DIS and a second KOLD the same day by name, earlier purchases counted; ordinary groups allow more', async () => {
    const footprint = await moneyFootprint(api.db);
    const again = await reserve(api.app, parent(), foodplanOrder(master, emma(), [{ item: itemOf(master, '2026-03-16', 'DIS'), quantity: 1 }]));
    expect(again.ErrorMessage).toBe('PurchaseLimitReached');
    expect(infoOf(again)).toMatchObject({ StatusCode: 13, FailedProducts: [itemOf(master, '2026-03-16', 'DIS').ID] });
    expect(infoOf(again).Reason).toContain('DIS on 2026-03-16 allows 1 a day, 1 bought already');
    const otherKold = itemOf(master, '2026-03-16', 'KOLD', 1);
    const kold = await reserve(api.app, parent(), foodplanOrder(master, emma(), [{ item: otherKold, quantity: 1 }]));
    expect(kold.ErrorMessage).toBe('PurchaseLimitReached');
    expect(infoOf(kold).Reason).toContain(otherKold.Name);
    const twoInOne = await reserve(api.app, parent(), foodplanOrder(master, emma(), [{ item: itemOf(master, '2026-03-17', 'DAT'), quantity: 2 }]));
    expect(twoInOne.ErrorMessage).toBe('PurchaseLimitReached');
    expect(await moneyFootprint(api.db)).toEqual(footprint);
    const drinks = await reserve(api.app, parent(), foodplanOrder(master, emma(), [{ item: itemOf(master, '2026-03-16', 'Drikkevarer', 1), quantity: 3 }]));
    expect(drinks.Status.ID).toBe(2);
  });

  it('refuses an item past its registration deadline with status code 11, naming it', async () => {
    const late = itemOf(master, '2026-03-13', 'DIS');
    const footprint = await moneyFootprint(api.db);
    const refused = await reserve(api.app, parent(), foodplanOrder(master, emma(), [{ item: itemOf(master, '2026-03-18', 'DAT'), quantity: 1 }, { item: late, quantity: 1 }]));
    expect(refused.Status.IsFailed).toBe(true);
    expect(refused.ErrorMessage).toBe('ExpiredProductsInBasket');
    expect(infoOf(refused)).toMatchObject({ StatusCode: 11, FailedProducts: [late.ID] });
    expect(infoOf(refused).Reason).toContain(late.Name);
    expect(await moneyFootprint(api.db)).toEqual(footprint);
  });

  it('refuses lines that do not hold together: another day, another plan, a price of its own', async () => {
    const dis = itemOf(master, '2026-03-18', 'DIS');
    const wrongDay = foodplanOrder(master, emma(), [{ item: { ...dis, Date: '2026-03-19' }, quantity: 1 }]);
    expect((await paymentCall(api.app, parent(), '/V2/Payment/ReserveTransaction', wrongDay)).statusCode).toBe(400);
    const otherPlan = { ...foodplanOrder(master, emma(), [{ item: dis, quantity: 1 }]), FoodPlanID: plans().solbakkeSkolemad };
    expect((await paymentCall(api.app, parent(), '/V2/Payment/ReserveTransaction', otherPlan)).statusCode).toBe(400);
    const noPlan = { ...foodplanOrder(master, emma(), [{ item: dis, quantity: 1 }]), FoodPlanID: undefined };
    expect((await paymentCall(api.app, parent(), '/V2/Payment/ReserveTransaction', noPlan)).statusCode).toBe(400);
    const cheap = foodplanOrder(master, emma(), [{ item: { ...dis, Price: 1 }, quantity: 1 }]);
    const manipulated = await paymentCall(api.app, parent(), '/V2/Payment/ReserveTransaction', cheap);
    expect([manipulated.statusCode, manipulated.json().message]).toEqual([400, 'Price has been manipulated']);
  });

  it("refuses another family's wallet", async () => {
    const order = foodplanOrder(master, emma(), [{ item: itemOf(master, '2026-03-18', 'DIS'), quantity: 1 }]);
    expect((await paymentCall(api.app, api.tokens.kkpayParent, '/V2/Payment/ReserveTransaction', order)).statusCode).toBe(403);
    expect((await paymentCall(api.app, api.tokens.dev, '/V2/Payment/ReserveTransaction', order)).statusCode).toBe(403);
  });
});

describe("a child's allergy profile", () => {
  const emma = () => api.world.wallets.emma;
  const url = () => `/api/FoodPlanner/V3/Allergies?walletID=${emma()}`;
  const put = (token: string, ids: number[]) => api.app.inject({ method: 'PUT', url: url(), headers: bearer(token), payload: { AllergenIDs: ids } });

  it('is recorded once from the 15 allergens, by the family only', async () => {
    expect(AllergiesResponse.parse((await get(parent(), url())).json()).AllergenIDs).toEqual([]);
    const saved = await put(parent(), [2, 2]);
    expect(saved.statusCode).toBe(200);
    expect(AllergiesResponse.parse(saved.json())).toEqual({ WalletID: emma(), AllergenIDs: [2], Allergens: [{ ID: 2, TypeID: 2, Name: 'Mælk' }] });
    expect(AllergiesResponse.parse((await get(parent(), url(), { language: 'en' })).json()).Allergens[0]?.Name).toBe('Milk');
    expect((await put(parent(), [16])).statusCode).toBe(400);
    expect((await put(api.tokens.kkpayParent, [4])).statusCode).toBe(403);
    expect((await put(api.tokens.dev, [4])).statusCode).toBe(403);
    expect(AllergiesResponse.parse((await get(parent(), url())).json()).AllergenIDs).toEqual([2]);
  });

  it('marks milk dishes on the menu and the server refuses them as ineligible products, whatever the browser sends', async () => {
    const menu = await menuOf(api.app, parent(), { foodPlanID: plans().solbakkeFrokostordning, walletID: emma(), from: '2026-03-18', to: '2026-03-18' });
    const milk = menu.Items.find((item) => item.Name.startsWith('Letmælk')) as MenuItem;
    const juice = menu.Items.find((item) => item.Name.startsWith('Æblejuice')) as MenuItem;
    expect(milk).toMatchObject({ BlockedByAllergies: true, BlockingAllergens: [2] });
    expect(juice).toMatchObject({ BlockedByAllergies: false, BlockingAllergens: [] });
    const footprint = await moneyFootprint(api.db);
    const refused = await reserve(api.app, parent(), foodplanOrder(menu, emma(), [{ item: juice, quantity: 1 }, { item: milk, quantity: 1 }]));
    expect(refused.ErrorMessage).toBe('ineligible products');
    expect(infoOf(refused).FailedProducts).toEqual([milk.ID]);
    expect(infoOf(refused).Reason).toContain(`${milk.Name} (${milk.ID}, Milk)`);
    expect(await moneyFootprint(api.db)).toEqual(footprint);
    // Oliver has no profile: the same dish is his to buy.
    const oliverMenu = await menuOf(api.app, parent(), { foodPlanID: plans().solbakkeFrokostordning, walletID: api.world.wallets.oliver, from: '2026-03-18', to: '2026-03-18' });
    expect(oliverMenu.Items.find((item) => item.ID === milk.ID)?.BlockedByAllergies).toBe(false);
    expect((await put(parent(), [])).statusCode).toBe(200);
  });
});

describe('refunds of food plan purchases through the payment API', () => {
  const emma = () => api.world.wallets.emma;
  let limited: MenuItem;
  let purchase: PaymentTransaction;

  it('gives back 1 of 2 before the cancellation date: money to the wallet through the ledger, stock returned', async () => {
    limited = own.Items.find((item) => item.CurrentStock !== null && item.Date >= '2026-03-16') as MenuItem;
    const stock = (await stockOf(api.db, limited.ProductID)) as number;
    purchase = await reserve(api.app, parent(), foodplanOrder(own, emma(), [{ item: limited, quantity: 2 }]));
    expect(purchase.Status.ID).toBe(2);
    expect(await stockOf(api.db, limited.ProductID)).toBe(stock - 2);
    const before = await fundsOf(api.db, emma());
    const refund = await paymentCall(api.app, parent(), '/V2/Payment/RefundTransaction', {
      ID: purchase.ID,
      CustomerID: api.world.customers.solbakkeSkole,
      Products: [{ ID: limited.ProductID, Quantity: 1 }],
    });
    const refunded = PaymentTransaction.parse(refund.json());
    expect(refunded).toMatchObject({ Status: { ID: 2, IsFailed: false }, ParentTransactionID: purchase.ID, Amount: limited.Price });
    expect((await fundsOf(api.db, emma())).balanceOre).toBe(before.balanceOre + Math.round(limited.Price * 100));
    expect(await stockOf(api.db, limited.ProductID)).toBe(stock - 1);
    await expectLedgerVerified();
  });

  it('refuses more than was bought, and gives back the rest through the role path', async () => {
    const tooMany = PaymentTransaction.parse(
      (await paymentCall(api.app, parent(), '/V2/Payment/RefundTransaction', { ID: purchase.ID, Products: [{ ID: limited.ProductID, Quantity: 2 }] })).json(),
    );
    expect([tooMany.Status.IsFailed, tooMany.ErrorMessage]).toEqual([true, 'Request is invalid']);
    const rest = PaymentTransaction.parse(
      (await paymentCall(api.app, parent(), '/V3/FoodPlannerV3/Payment/RefundTransaction', { TransactionID: purchase.ID, Products: [{ ID: limited.ProductID, Quantity: 1 }] })).json(),
    );
    expect(rest.Status.ID).toBe(2);
    const orders = GetOrdersResponse.parse((await get(parent(), `/api/Foodplanner/V3/GetOrders?start=${limited.Date}&end=${limited.Date}&walletID=${emma()}`)).json());
    expect(orders.find((order) => order.Purchased.TransactionID === purchase.ID)).toMatchObject({ PurchasedCount: 0, Purchased: { Quantity: 2 } });
  });

  it('refuses after the cancellation date with the cancellation policy, and moves nothing', async () => {
    // Bought now; Tuesday 17 March's DIS may be cancelled until Thursday 12 March 12:00.
    const dis = itemOf(master, '2026-03-17', 'DIS');
    const bought = await reserve(api.app, parent(), foodplanOrder(master, emma(), [{ item: dis, quantity: 1 }]));
    expect(bought.Status.ID).toBe(2);
    const orders = GetOrdersResponse.parse((await get(parent(), `/api/Foodplanner/V3/GetOrders?start=2026-03-16&end=2026-03-20`)).json());
    expect(orders.find((order) => order.Purchased.TransactionID === bought.ID)).toMatchObject({
      DeliveryDate: '2026-03-17',
      CancellationDate: '2026-03-12T11:00:00.000Z',
      MasterCaterInfo: { ProductNumber: dis.MasterCaterInfo?.ProductNumber },
      Price: 38,
    });
    await advanceDays(1, 90); // Thursday 12 March, 12:30 in Copenhagen
    const footprint = await moneyFootprint(api.db);
    const refund = PaymentTransaction.parse(
      (await paymentCall(api.app, parent(), '/V2/Payment/RefundTransaction', { ID: bought.ID, Products: [{ ID: dis.ProductID, Quantity: 1 }] })).json(),
    );
    expect([refund.Status.IsFailed, refund.ErrorMessage]).toEqual([true, 'Cannot refund due to cancellation policy']);
    const cancel = PaymentTransaction.parse((await paymentCall(api.app, parent(), '/V1/payment/CancelTransaction', { ID: bought.ID })).json());
    expect(cancel.ErrorMessage).toBe('Cannot refund due to cancellation policy');
    expect(await moneyFootprint(api.db)).toEqual(footprint);
    await expectLedgerVerified();
  });
});

describe('the orders views and GetChildren', () => {
  it('answers the latest orders with their cancellation dates, and refuses another family', async () => {
    const latest = LatestOrdersResponse.parse((await get(parent(), `/api/Foodplanner/V3/GetLatestOrders?walletID=${api.world.wallets.emma}`)).json());
    expect(latest.length).toBeGreaterThan(0);
    expect(latest.every((order) => order.CancellationDate !== null)).toBe(true);
    expect(latest.map((order) => order.DeliveryDate)).toEqual([...latest.map((order) => order.DeliveryDate)].sort().reverse());
    const kkpay = (await loginAs(api.app, 'kkpayParent')).AccessToken;
    expect((await get(kkpay, `/api/Foodplanner/V3/GetLatestOrders?walletID=${api.world.wallets.emma}`)).statusCode).toBe(403);
    expect((await get(kkpay, `/api/Foodplanner/V3/GetOrders?start=2026-03-16&end=2026-03-20&walletID=${api.world.wallets.emma}`)).statusCode).toBe(403);
    const theirs = GetOrdersResponse.parse((await get(kkpay, '/api/Foodplanner/V3/GetOrders?start=2026-03-16&end=2026-03-20')).json());
    expect(theirs).toEqual([]);
    expect((await get(parent(), '/api/Foodplanner/V3/GetOrders?start=2026-03-20&end=2026-03-16')).statusCode).toBe(400);
  });

  it("fills GetChildren's FoodPlanToday from the day's real orders", async () => {
    const children = () => get(parent(), '/api/Onboarding/GetChildren').then((response) => GetChildrenResponse.parse(response.json()));
    const emmaOf = async () => (await children()).find((wallet) => wallet.WalletID === api.world.wallets.emma);
    expect((await emmaOf())?.Customers[0]?.FoodPlanToday).toEqual([]);
    await advanceDays(4); // Monday 16 March
    const today = (await emmaOf())?.Customers[0]?.FoodPlanToday ?? [];
    const dis = itemOf(master, '2026-03-16', 'DIS');
    expect(today).toEqual(
      expect.arrayContaining([
        { Name: dis.Name, Date: '2026-03-16', Quantity: 1 },
        { Name: itemOf(master, '2026-03-16', 'Drikkevarer', 1).Name, Date: '2026-03-16', Quantity: 3 },
      ]),
    );
    expect((await children()).find((wallet) => wallet.WalletID === api.world.wallets.oliver)?.Customers[0]?.FoodPlanToday).toEqual([]);
  });
});
