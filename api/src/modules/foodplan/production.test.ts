import { FoodPlanProduction, PaymentTransaction, SubscriptionItem, type MenuItem, type MenuResponse } from '@kk/contracts';
import { bearer, TestClock, useApiHarness } from '../../test-support/app';
import { foodplanOrder, itemOf, menuOf, periodPayment, reserve } from '../../test-support/foodplan';
import { deposit, paymentCall } from '../../test-support/payments';

/**
 * The kitchen's production list (issue 26), on PGlite and on PostgreSQL: kok@demo.dk
 * (FoodPlanKitchen at the master caterer Det Gode Køkken) reads Thursday 19 March's portions
 * of Frokostordning: the completed orders' lines less what was refunded, reserved orders
 * apart as awaiting payment, a paid weekly subscription as one portion, each child's
 * allergy profile against the dish. Other plans answer 404, callers without the role 403.
 */
jest.setTimeout(120_000);

// Wednesday 11 March 2026, 11:00 in Copenhagen.
const clock = new TestClock(new Date('2026-03-11T10:00:00Z'));
const api = useApiHarness({ clock, login: ['parent', 'cook'] });
const DAY = '2026-03-19';
const plan = () => api.world.foodplan.plans.solbakkeFrokostordning;
const emma = () => api.world.wallets.emma;
const oliver = () => api.world.wallets.oliver;

let master: MenuResponse;
let dis: MenuItem;
let drink: MenuItem;
let kold: MenuItem;
let reservedId = '';

async function production(query: string, user: 'cook' | 'parent' | 'partner' | 'kitchen' = 'cook') {
  return api.injectAs(user, { method: 'GET', url: `/api/FoodPlanner/Production?${query}` });
}
async function day(): Promise<FoodPlanProduction> {
  const response = await production(`date=${DAY}&foodPlanID=${plan()}`);
  if (response.statusCode !== 200) throw new Error(`Production: ${response.statusCode} ${response.body}`);
  return FoodPlanProduction.parse(response.json());
}
const totalOf = (list: FoodPlanProduction, productId: string) => list.Totals.find((total) => total.ProductID === productId);
const childrenOf = (list: FoodPlanProduction) => list.Schools.flatMap((school) => school.Classes.flatMap((entry) => entry.Children.map((child) => ({ ...child, Grade: entry.Grade, School: school.Customer.Name }))));

async function buy(walletId: string, lines: { item: MenuItem; quantity: number }[], options: { autoComplete?: boolean } = {}): Promise<PaymentTransaction> {
  const bought = await reserve(api.app, api.tokens.parent, foodplanOrder(master, walletId, lines, options));
  expect(bought.ErrorMessage ?? null).toBeNull();
  return bought;
}

beforeAll(async () => {
  await deposit(api.db, emma(), 100_000);
  await deposit(api.db, oliver(), 100_000);
  master = await menuOf(api.app, api.tokens.parent, { foodPlanID: plan(), walletID: emma(), from: DAY, to: DAY });
  dis = itemOf(master, DAY, 'DIS');
  drink = itemOf(master, DAY, 'Drikkevarer');
  kold = itemOf(master, DAY, 'KOLD');
});

describe('GET /api/FoodPlanner/Production', () => {
  it('starts empty for the day', async () => {
    const list = await day();
    expect(list.Date).toBe(DAY);
    expect(list.Totals).toEqual([]);
    expect(list.Schools).toEqual([]);
    expect(list.Plans.map((entry) => entry.ID)).toEqual([plan()]);
  });

  it("counts completed orders' lines per dish, less refunds; reserved ones apart; marks the profile's conflicts", async () => {
    await buy(emma(), [{ item: dis, quantity: 1 }, { item: drink, quantity: 2 }]);
    const oliverOrder = await buy(oliver(), [{ item: dis, quantity: 1 }, { item: drink, quantity: 3 }]);
    // A reserved order (not completed): awaiting payment, not a portion.
    const reserved = await buy(oliver(), [{ item: kold, quantity: 1 }], { autoComplete: false });
    expect(reserved.Status.ID).toBe(1);
    reservedId = reserved.ID ?? '';
    // Oliver gives back one drink.
    const refund = await paymentCall(api.app, api.tokens.parent, '/V2/Payment/RefundTransaction', { ID: oliverOrder.ID, CustomerID: oliverOrder.Customer?.ID, Products: [{ ID: drink.ProductID, Quantity: 1 }] });
    expect(PaymentTransaction.parse(refund.json()).Status.IsFailed).toBe(false);
    // After ordering, Emma's profile learns she may not have milk (2) or fish (5): the kitchen must pack around it.
    const saved = await api.app.inject({ method: 'PUT', url: `/api/FoodPlanner/V3/Allergies?walletID=${emma()}`, headers: bearer(api.tokens.parent), payload: { AllergenIDs: [2, 5] } });
    expect(saved.statusCode).toBe(200);

    const list = await day();
    expect(totalOf(list, dis.ProductID)).toMatchObject({ Name: dis.Name, Group: 'DIS', Kind: 'Dish', Portions: 2, AwaitingPayment: 0, Allergens: dis.Allergens.map((allergen) => allergen.ID) });
    expect(totalOf(list, drink.ProductID)).toMatchObject({ Group: 'Drikkevarer', Portions: 4, AwaitingPayment: 0 });
    expect(totalOf(list, kold.ProductID)).toMatchObject({ Portions: 0, AwaitingPayment: 1 });

    const children = childrenOf(list);
    // A reserved portion is not packed.
    expect(children.some((child) => child.ProductID === kold.ProductID)).toBe(false);
    const emmaDis = children.find((child) => child.WalletID === emma() && child.ProductID === dis.ProductID);
    const dishAllergens = dis.Allergens.map((allergen) => allergen.ID);
    expect(emmaDis).toMatchObject({ Name: 'Emma Jensen', Dish: dis.Name, Quantity: 1, ProfileAllergens: [2, 5], School: 'Solbakke Skole' });
    expect(emmaDis?.Conflicts).toEqual([2, 5].filter((id) => dishAllergens.includes(id)));
    const emmaDrink = children.find((child) => child.WalletID === emma() && child.ProductID === drink.ProductID);
    expect(emmaDrink?.Conflicts).toEqual([2, 5].filter((id) => drink.Allergens.some((allergen) => allergen.ID === id)));
    // The demo's DIS that day holds milk: there is something to mark.
    expect(children.filter((child) => child.WalletID === emma()).flatMap((child) => child.Conflicts)).toContain(2);
    expect(children.find((child) => child.WalletID === oliver() && child.ProductID === drink.ProductID)).toMatchObject({ Quantity: 2, ProfileAllergens: [], Conflicts: [] });
    // The counts per child add up to the totals.
    for (const total of list.Totals) {
      expect(children.filter((child) => child.ProductID === total.ProductID).reduce((sum, child) => sum + child.Quantity, 0)).toBe(total.Portions);
    }
  });

  it('a cancelled order leaves the list, reserved or completed', async () => {
    const cancel = async (id: string) => {
      const answer = await paymentCall(api.app, api.tokens.parent, '/V1/payment/CancelTransaction', { ID: id });
      expect([answer.statusCode, PaymentTransaction.parse(answer.json()).ErrorMessage ?? 'Cancelled']).toEqual([200, 'Cancelled']);
    };
    await cancel(reservedId);
    expect(totalOf(await day(), kold.ProductID)).toBeUndefined();
    const bought = await buy(oliver(), [{ item: kold, quantity: 1 }]);
    expect(totalOf(await day(), kold.ProductID)).toMatchObject({ Portions: 1, AwaitingPayment: 0 });
    await cancel(bought.ID ?? '');
    expect(totalOf(await day(), kold.ProductID)).toBeUndefined();
  });

  it('a paid weekly subscription is one portion a school day for the subscribed wallet', async () => {
    const activate = await api.app.inject({
      method: 'DELETE',
      url: `/api/FoodPlanner/V3/ActivateSubscription?${new URLSearchParams({ subscriptionID: api.world.foodplan.offers['Frokostabonnement, uge'] as string, walletID: oliver() }).toString()}`,
      headers: bearer(api.tokens.parent),
    });
    expect(activate.statusCode).toBe(200);
    const weekly = SubscriptionItem.parse(activate.json());
    expect(weekly.PeriodToPay).toMatchObject({ StartDate: '2026-03-16', EndDate: '2026-03-22' });
    const paid = await reserve(api.app, api.tokens.parent, periodPayment(weekly, weekly.PeriodToPay?.Price ?? 0, '2026-03-16'));
    expect(paid.Status.ID).toBe(2);

    const list = await day();
    const subscription = list.Totals.find((total) => total.Kind === 'Subscription');
    expect(subscription).toMatchObject({ Name: 'Frokostabonnement, uge', Portions: 1, AwaitingPayment: 0 });
    expect(childrenOf(list).filter((child) => child.ProductID === subscription?.ProductID).map((child) => child.WalletID)).toEqual([oliver()]);
    // Saturday 21 March is in the period but no school day.
    const saturday = FoodPlanProduction.parse((await production(`date=2026-03-21&foodPlanID=${plan()}`)).json());
    expect(saturday.Totals).toEqual([]);
    // The week after is not paid.
    expect(FoodPlanProduction.parse((await production(`date=2026-03-23&foodPlanID=${plan()}`)).json()).Totals.filter((total) => total.Kind === 'Subscription')).toEqual([]);
  });

  it('sorts schools, classes and children, and answers every visible plan without foodPlanID', async () => {
    const all = await production(`date=${DAY}`);
    expect(all.statusCode).toBe(200);
    const list = FoodPlanProduction.parse(all.json());
    expect(list.Totals.length).toBeGreaterThan(0);
    expect(list.Schools.map((school) => school.Customer.Name)).toEqual(['Solbakke Skole']);
    // Classes in school order (Oliver's 2. B before Emma's 5. A), children by name, a child's dishes by group.
    expect(list.Schools[0]?.Classes.map((entry) => [entry.Grade, [...new Set(entry.Children.map((child) => child.Name))]])).toEqual([
      ['2. B', ['Oliver Jensen']],
      ['5. A', ['Emma Jensen']],
    ]);
    const oliverGroups = list.Schools[0]?.Classes[0]?.Children.map((child) => child.Group) ?? [];
    expect(oliverGroups).toEqual(oliverGroups.slice().sort((a, b) => a.localeCompare(b, 'da')));
  });

  it('as CSV, one row per child and dish with the allergens to avoid', async () => {
    const response = await production(`date=${DAY}&foodPlanID=${plan()}`);
    expect(response.statusCode).toBe(200);
    const csv = await api.injectAs('cook', { method: 'GET', url: `/api/FoodPlanner/Production/csv?date=${DAY}&foodPlanID=${plan()}` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Dato;Skole;Klasse;Barn;Gruppe;Ret;Antal;Undgå allergener;Allergiprofil');
    const children = childrenOf(FoodPlanProduction.parse(response.json()));
    expect(lines).toHaveLength(children.length + 1);
    expect(lines.some((line) => line.startsWith(`${DAY};Solbakke Skole;`) && line.includes(';Emma Jensen;DIS;') && line.endsWith(';Mælk, Fisk'))).toBe(true);
  });

  it('an absent child drops out of the day at once: credited orders and the subscription portion alike', async () => {
    const before = await day();
    const oliverBefore = childrenOf(before).filter((child) => child.WalletID === oliver());
    expect(oliverBefore.length).toBeGreaterThan(0);
    const reported = await api.app.inject({
      method: 'POST',
      url: '/api/FoodPlanner/Absence',
      headers: { ...bearer(api.tokens.parent), 'idempotency-key': 'production-absence-oliver' },
      payload: { WalletID: oliver(), From: DAY, To: DAY },
    });
    expect(reported.statusCode).toBe(200);
    const after = await day();
    expect(childrenOf(after).filter((child) => child.WalletID === oliver())).toEqual([]);
    // Emma's portions stay, and the totals lose exactly Oliver's.
    expect(childrenOf(after).filter((child) => child.WalletID === emma())).toEqual(childrenOf(before).filter((child) => child.WalletID === emma()));
    for (const total of before.Totals) {
      const oliverPortions = oliverBefore.filter((child) => child.ProductID === total.ProductID).reduce((sum, child) => sum + child.Quantity, 0);
      expect(totalOf(after, total.ProductID)?.Portions ?? 0).toBe(total.Portions - oliverPortions);
    }
  });

  it("refuses another tenant's plan (404), a caller without the role (403) and a bad date (400)", async () => {
    expect((await production(`date=${DAY}&foodPlanID=${api.world.foodplan.plans.kildevangMadklub}`)).statusCode).toBe(404);
    // Solbakke's own plan is not the caterer's.
    expect((await production(`date=${DAY}&foodPlanID=${api.world.foodplan.plans.solbakkeSkolemad}`)).statusCode).toBe(404);
    expect((await production(`date=${DAY}`, 'parent')).statusCode).toBe(403);
    expect((await production(`date=${DAY}`, 'partner')).statusCode).toBe(403);
    expect((await production(`date=${DAY}`, 'kitchen')).statusCode).toBe(403);
    expect((await production('date=2026-02-30')).statusCode).toBe(400);
    expect((await production('')).statusCode).toBe(400);
  });
});
