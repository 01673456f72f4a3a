import { LiveEvent, SubscriptionItem, type FoodPlanOrdersEvent, type MenuResponse } from '@kk/contracts';
import { bearer, TestClock, useApiHarness } from '../../test-support/app';
import { foodplanOrder, itemOf, menuOf, periodPayment, reserve } from '../../test-support/foodplan';
import { deposit, paymentCall } from '../../test-support/payments';
import { openSse, type SseConnection, type SseEvent } from '../../test-support/sse-client';

/**
 * The kitchen's live production list (issue 26), on PGlite and on PostgreSQL: the triggers
 * of repeatable/foodplan_orders.sql NOTIFY foodplan_orders when a food-plan order is placed,
 * cancelled or refunded and when a subscription period is paid, and GET /api/live/production
 * tells kok@demo.dk's page to refetch, only for the plans it may see.
 */
jest.setTimeout(60_000);

// Wednesday 11 March 2026, 11:00 in Copenhagen.
const clock = new TestClock(new Date('2026-03-11T10:00:00Z'));
const api = useApiHarness({ clock, listen: true, login: ['parent', 'kkpayParent', 'cook'] });
const DAY = '2026-03-19';
const plan = () => api.world.foodplan.plans.solbakkeFrokostordning;
const open: SseConnection[] = [];

afterEach(() => {
  for (const connection of open.splice(0)) connection.close();
});

async function stream(token: string, query = ''): Promise<SseConnection> {
  const connection = await openSse(`${api.baseUrl}/api/live/production${query}`, bearer(token));
  open.push(connection);
  return connection;
}

const ordersEvent = (from: string, to: string) => (event: SseEvent) => {
  if (event.event !== LiveEvent.FoodPlanOrders) return false;
  const data = JSON.parse(event.data) as FoodPlanOrdersEvent;
  return data.FoodPlanID === plan() && data.From === from && data.To === to;
};

async function heardWithin(heard: string[], ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (heard.length === 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
}

let master: MenuResponse;

beforeAll(async () => {
  await deposit(api.db, api.world.wallets.emma, 100_000);
  await deposit(api.db, api.world.wallets.oliver, 100_000);
  await deposit(api.db, api.world.wallets.freja, 100_000);
  master = await menuOf(api.app, api.tokens.parent, { foodPlanID: plan(), walletID: api.world.wallets.emma, from: DAY, to: DAY });
});

describe('GET /api/live/production', () => {
  // First, while no stream of this file has leased the plan yet.
  it('notifies only while a stream watches the plan (NOTIFY takes a database-wide lock)', async () => {
    const heard: string[] = [];
    const unlisten = await (api.db.listen as NonNullable<typeof api.db.listen>)('foodplan_orders', (payload) => heard.push(payload));
    try {
      const order = () => reserve(api.app, api.tokens.parent, foodplanOrder(master, api.world.wallets.emma, [{ item: itemOf(master, DAY, 'PLUS Frugt'), quantity: 1 }]));
      const unwatched = await order();
      expect(unwatched.Status.ID).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(heard).toEqual([]);
      const connection = await stream(api.tokens.cook, `?foodPlanID=${plan()}`);
      const cancel = await paymentCall(api.app, api.tokens.parent, '/V1/payment/CancelTransaction', { ID: unwatched.ID });
      expect(cancel.statusCode).toBe(200);
      await connection.waitFor(ordersEvent(DAY, DAY));
      // The test's own LISTEN connection is told independently of the app's, so it may hear it a moment later.
      await heardWithin(heard, 5_000);
      expect(heard.map((payload) => JSON.parse(payload) as { foodPlanId: string })).toContainEqual(expect.objectContaining({ foodPlanId: plan() }));
    } finally {
      await unlisten();
    }
  });

  it('says foodplan-orders when an order of the plan commits, and again when a line is refunded', async () => {
    const connection = await stream(api.tokens.cook, `?foodPlanID=${plan()}`);
    expect(connection.status).toBe(200);
    const dis = itemOf(master, DAY, 'DIS');
    const drink = itemOf(master, DAY, 'Drikkevarer');
    const bought = await reserve(api.app, api.tokens.parent, foodplanOrder(master, api.world.wallets.emma, [{ item: dis, quantity: 1 }, { item: drink, quantity: 2 }]));
    expect(bought.Status.ID).toBe(2);
    await connection.waitFor(ordersEvent(DAY, DAY));
    const before = connection.events.length;
    const refund = await paymentCall(api.app, api.tokens.parent, '/V2/Payment/RefundTransaction', { ID: bought.ID, CustomerID: bought.Customer?.ID, Products: [{ ID: drink.ProductID, Quantity: 1 }] });
    expect(refund.statusCode).toBe(200);
    await connection.waitFor((event) => connection.events.indexOf(event) >= before && ordersEvent(DAY, DAY)(event));
  });

  it("hears nothing of another tenant's plan", async () => {
    const connection = await stream(api.tokens.cook);
    const kildevang = await menuOf(api.app, api.tokens.kkpayParent, { foodPlanID: api.world.foodplan.plans.kildevangMadklub, walletID: api.world.wallets.freja, from: DAY, to: DAY });
    const other = await reserve(api.app, api.tokens.kkpayParent, foodplanOrder(kildevang, api.world.wallets.freja, [{ item: itemOf(kildevang, DAY, 'Dagens ret'), quantity: 1 }]));
    expect(other.Status.ID).toBe(2);
    // An order of the cook's plan after it: when that one arrives, the other would have too.
    const cancel = await paymentCall(api.app, api.tokens.parent, '/V1/payment/CancelTransaction', {
      ID: (await reserve(api.app, api.tokens.parent, foodplanOrder(master, api.world.wallets.oliver, [{ item: itemOf(master, DAY, 'KOLD'), quantity: 1 }]))).ID,
    });
    expect(cancel.statusCode).toBe(200);
    await connection.waitFor(ordersEvent(DAY, DAY));
    const plans = new Set(connection.events.filter((event) => event.event === LiveEvent.FoodPlanOrders).map((event) => (JSON.parse(event.data) as FoodPlanOrdersEvent).FoodPlanID));
    expect([...plans]).toEqual([plan()]);
  });

  it("says foodplan-orders for a paid subscription period's days", async () => {
    const connection = await stream(api.tokens.cook, `?foodPlanID=${plan()}`);
    const activate = await api.app.inject({
      method: 'DELETE',
      url: `/api/FoodPlanner/V3/ActivateSubscription?${new URLSearchParams({ subscriptionID: api.world.foodplan.offers['Frokostabonnement, uge'] as string, walletID: api.world.wallets.oliver }).toString()}`,
      headers: bearer(api.tokens.parent),
    });
    const weekly = SubscriptionItem.parse(activate.json());
    expect((await reserve(api.app, api.tokens.parent, periodPayment(weekly, weekly.PeriodToPay?.Price ?? 0, '2026-03-16'))).Status.ID).toBe(2);
    await connection.waitFor(ordersEvent('2026-03-16', '2026-03-22'));
  });

  it("refuses another tenant's plan (404) and a caller without the role (403)", async () => {
    expect((await stream(api.tokens.cook, `?foodPlanID=${api.world.foodplan.plans.kildevangMadklub}`)).status).toBe(404);
    expect((await stream(api.tokens.parent)).status).toBe(403);
  });
});
