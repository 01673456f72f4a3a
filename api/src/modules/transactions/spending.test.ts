import { SpendingSummary } from '@kk/contracts';
import { copenhagenWeekStart, oreToKroner } from '@kk/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db';
import type { DemoProductKey } from '../../seed/demo-money-core';
import type { DemoWorldIds } from '../../seed/seed';
import { bearer, loginAs, TestClock, useApiHarness } from '../../test-support/app';
import { orderPayload, paymentCall, terminalPurchase } from '../../test-support/payments';

jest.setTimeout(30_000);

let app: FastifyInstance;
let db: Db;
let world: DemoWorldIds;
let parent: string;
let newParent: string;
let kkpayParent: string;
// Sunday 8 March 2026, 23:30 in Copenhagen; the tests then move on to Tuesday 10 March, 10:00.
const clock = new TestClock(new Date('2026-03-08T22:30:00Z'));

const api = useApiHarness({ clock, login: ['parent', 'newParent', 'kkpayParent'] });
beforeAll(() => ({ app, world, database: { db }, tokens: { parent, newParent, kkpayParent } } = api));

function spending(token: string, walletID: string, period: { from?: string; to?: string } = {}) {
  const query = new URLSearchParams({ walletID, ...period });
  return app.inject({ method: 'GET', url: `/api/Transaction/Spending?${query.toString()}`, headers: bearer(token) });
}
const summary = (response: { json(): unknown }) => SpendingSummary.parse(response.json());

/** What the ledger says the wallet spent per Copenhagen week: purchases less refunds, in øre. */
async function ledgerSpendingByWeek(walletId: string): Promise<Map<string, number>> {
  const { rows } = await db.query<{ created_at: Date | string; amount_ore: number | string }>(
    `SELECT lt.created_at, p.amount_ore FROM ledger_postings p
       JOIN ledger_transactions lt ON lt.id = p.transaction_id
       JOIN ledger_accounts a ON a.id = p.account_id
      WHERE a.wallet_id = $1 AND a.kind = 'wallet' AND lt.kind IN ('purchase', 'refund')`,
    [walletId],
  );
  const weeks = new Map<string, number>();
  for (const row of rows) {
    const week = copenhagenWeekStart(new Date(row.created_at));
    weeks.set(week, (weeks.get(week) ?? 0) - Number(row.amount_ore));
  }
  return weeks;
}

/** Emma's webshop order at Solbakke Skole, paid by the parent and completed at once. */
const completedOrder = (product: DemoProductKey, quantity: number) =>
  paymentCall(
    app,
    parent,
    '/V2/Payment/ReserveTransaction',
    orderPayload(world, { wallet: world.wallets.emma, customer: world.customers.solbakkeSkole, lines: [{ product, quantity }], autoComplete: true }),
  );

describe('GET /api/Transaction/Spending', () => {
  beforeAll(async () => {
    // A completed webshop order (Drikkedunk, 79 kr, group 'Skoletøj og udstyr') on Sunday 8 March at 23:30 Copenhagen time (22:30 UTC: still week 10) ...
    const order = await completedOrder('bottle', 1);
    expect(order.statusCode).toBe(200);
    // ... a canteen sale (Sandwich: meal 28 kr, Kakaomælk: dairy 12 kr) on Monday 9 March, 12:00 ...
    clock.advanceMinutes(12.5 * 60);
    expect((await terminalPurchase(app, {
      CardDisplayNumber: '1000 0001',
      Amount: 40,
      Products: [
        { ID: world.moneyCore.products.sandwich, Quantity: 1 },
        { ID: world.moneyCore.products.chocolateMilk, Quantity: 1 },
      ],
    })).statusCode).toBe(200);
    // ... and three fruit on Tuesday 10 March, 10:00, one of them given back.
    clock.advanceMinutes(22 * 60);
    // Sessions end after an hour without a request: sign in again at the new time.
    parent = (await loginAs(app, 'parent')).AccessToken;
    newParent = (await loginAs(app, 'newParent')).AccessToken;
    kkpayParent = (await loginAs(app, 'kkpayParent')).AccessToken;
    const fruit = await completedOrder('fruit', 3);
    expect(fruit.statusCode).toBe(200);
    const refund = await paymentCall(app, parent, '/V2/Payment/RefundTransaction', { ID: fruit.json<{ ID: string }>().ID, Products: [{ ID: world.moneyCore.products.fruit, Quantity: 1 }] });
    expect(refund.statusCode).toBe(200);
  });

  it('answers 52 whole weeks up to today by default, each week matching the ledger to the øre', async () => {
    const response = await spending(parent, world.wallets.emma);
    expect(response.statusCode).toBe(200);
    const result = summary(response);
    expect(result).toMatchObject({ WalletID: world.wallets.emma, From: '2025-03-17', To: '2026-03-10' });
    expect(result.Weeks).toHaveLength(52);
    expect(result.Weeks.at(-1)).toMatchObject({ Start: '2026-03-09', Year: 2026, Week: 11 });

    const ledger = await ledgerSpendingByWeek(world.wallets.emma);
    for (const week of result.Weeks) expect([week.Start, week.Amount]).toEqual([week.Start, oreToKroner(ledger.get(week.Start) ?? 0)]);
    const ledgerTotal = [...ledger.values()].reduce((sum, ore) => sum + ore, 0);
    expect(result.Total).toBe(oreToKroner(ledgerTotal));
    // Every week's categories add up to the week.
    for (const week of result.Weeks) {
      const parts = Object.values(week.Categories).reduce((sum, kroner) => sum + Math.round(kroner * 100), 0);
      expect(parts).toBe(Math.round(week.Amount * 100));
    }
    expect(result.Categories.reduce((sum, c) => sum + Math.round(c.Amount * 100), 0)).toBe(ledgerTotal);
  });

  it('splits each movement over its products: food groups, the product group by its own name, refunds against them', async () => {
    const result = summary(await spending(parent, world.wallets.emma, { from: '2026-03-02', to: '2026-03-10' }));
    expect(result.Weeks.map((w) => [w.Start, w.Week])).toEqual([
      ['2026-03-02', 10],
      ['2026-03-09', 11],
    ]);
    const [lastWeek, thisWeek] = result.Weeks;
    expect(lastWeek!.Categories['ProductGroup:' + result.Categories.find((c) => c.Name === 'Skoletøj og udstyr')!.Key]).toBe(79);
    expect(thisWeek!.Categories).toEqual({ 'FoodGroup:meal': 28, 'FoodGroup:dairy': 12, 'FoodGroup:fruit': 10 });
    expect(thisWeek!.Amount).toBe(50);
    expect(result.Categories.find((c) => c.ID === 'FoodGroup:meal')).toEqual({ ID: 'FoodGroup:meal', Kind: 'FoodGroup', Key: 'meal', Name: null, Amount: 28 });
  });

  it('counts money without products in its kind, as a key', async () => {
    // The seed's canteen lunches are ledger purchases without a payment or products.
    const result = summary(await spending(parent, world.wallets.emma, { from: '2026-02-01', to: '2026-03-08' }));
    const types = result.Categories.filter((c) => c.Kind === 'Type');
    expect(types.length).toBeGreaterThan(0);
    for (const type of types) expect(['CanteenPurchase', 'Webshop', 'FoodPlan', 'Meeting', 'Purchase', 'Refund']).toContain(type.Key);
    expect(types.every((t) => t.Name === null)).toBe(true);
  });

  it('takes any period, refusing unreadable and reversed ones', async () => {
    const long = await spending(parent, world.wallets.emma, { from: '2020-01-01', to: '2026-03-10' });
    expect(long.statusCode).toBe(200);
    expect(summary(long).Weeks.length).toBeGreaterThan(300);
    expect((await spending(parent, world.wallets.emma, { from: '2026-03-10', to: '2026-03-01' })).statusCode).toBe(400);
    expect((await spending(parent, world.wallets.emma, { from: '2026-02-30' })).statusCode).toBe(400);
    expect((await spending(parent, world.wallets.emma, { from: '2001-01-01', to: '2026-03-10' })).statusCode).toBe(400);
  });

  it("refuses another family's wallet (same school or another tenant) and an unknown one alike", async () => {
    const sameSchool = await spending(newParent, world.wallets.emma);
    const otherTenant = await spending(kkpayParent, world.wallets.emma);
    const unknown = await spending(newParent, '00000000-0000-4000-8000-000000000000');
    expect([sameSchool.statusCode, otherTenant.statusCode, unknown.statusCode]).toEqual([403, 403, 403]);
    expect(sameSchool.json()).toEqual(unknown.json());
    expect(sameSchool.body).not.toMatch(/Emma|meal/);
  });

  it('lets partner staff of the school and the support tool see it; needs a session', async () => {
    const partner = (await loginAs(app, 'partner')).AccessToken;
    const support = (await loginAs(app, 'support')).AccessToken;
    expect((await spending(partner, world.wallets.emma)).statusCode).toBe(200);
    expect((await spending(support, world.wallets.freja)).statusCode).toBe(200);
    expect((await spending(partner, world.wallets.freja)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/Transaction/Spending?walletID=${world.wallets.emma}` })).statusCode).toBe(401);
  });
});
