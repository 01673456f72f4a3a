import { PaymentTransaction, WalletRestrictions } from '@kk/contracts';
import { limitsInForce, NO_SPENDING_LIMITS } from '@kk/domain';
import type { DemoUserKey } from '../../seed/demo-users';
import { bearer, loginAs, TestClock, useApiHarness } from '../../test-support/app';
import { deposit, moneyFootprint, terminalPurchase } from '../../test-support/payments';

/**
 * Spending controls a guardian sets per child (issue 16): GET and PUT
 * /api/Restrictions/Wallet, the school's restrictions kept in force, and the canteen
 * terminal refusing what the guardian set.
 */

// Wednesday 11 March 2026, 11:00 in Copenhagen (ISO weekday 3).
const clock = new TestClock(new Date('2026-03-11T10:00:00Z'));
const api = useApiHarness({ clock });

const EMMA_CARD = '1000 0001';
const OLIVER_CARD = '1000 0002';
const NONE = { DailyAmount: null, PurchasesPerDay: null, Weekdays: null, BlockedFoodGroups: [] };
const SOLBAKKE_GROUPS = ['dairy', 'fruit', 'meal', 'soda', 'sweets'];

const url = (walletId: string) => `/api/Restrictions/Wallet?walletID=${walletId}`;
const read = (user: DemoUserKey, walletId: string) => api.injectAs(user, { method: 'GET', url: url(walletId) });
const write = (user: DemoUserKey, walletId: string, body: Record<string, unknown>) => api.injectAs(user, { method: 'PUT', url: url(walletId), payload: body });

async function controlsOf(walletId: string): Promise<WalletRestrictions> {
  const response = await read('parent', walletId);
  expect(response.statusCode).toBe(200);
  return WalletRestrictions.parse(response.json());
}

async function tables(walletId: string) {
  const row = async (table: string) =>
    (await api.db.query(`SELECT daily_limit_ore, max_purchases_per_day, allowed_weekdays, denied_food_groups FROM ${table} WHERE wallet_id = $1`, [walletId])).rows[0] ?? null;
  return { school: await row('wallet_restrictions'), guardian: await row('wallet_guardian_restrictions') };
}

const sale = (response: { json(): unknown }) => PaymentTransaction.parse(response.json());

beforeAll(async () => {
  await deposit(api.db, api.world.wallets.emma, 50_000);
  await deposit(api.db, api.world.wallets.oliver, 50_000);
});

describe('reading a wallet’s spending controls', () => {
  it('shows none for a wallet without restrictions, and offers the food groups its school sells', async () => {
    expect(await controlsOf(api.world.wallets.emma)).toEqual({
      WalletID: api.world.wallets.emma,
      Guardian: NONE,
      School: NONE,
      InForce: NONE,
      FoodGroups: SOLBAKKE_GROUPS,
      MayChange: true,
    });
  });

  it("shows the school's own restrictions read-only, apart from the guardian's", async () => {
    const school = { DailyAmount: 40, PurchasesPerDay: 3, Weekdays: [1, 2, 3, 4, 5], BlockedFoodGroups: ['soda', 'sweets'] };
    expect(await controlsOf(api.world.wallets.oliver)).toMatchObject({ Guardian: NONE, School: school, InForce: school });
  });

  it('is refused (403) to another family and to staff, like a wallet that does not exist', async () => {
    const other = await read('kkpayParent', api.world.wallets.emma);
    expect(other.statusCode).toBe(403);
    const unknown = await read('kkpayParent', '00000000-0000-4000-8000-000000000000');
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({ status: other.statusCode, body: other.json() });
    expect((await read('support', api.world.wallets.emma)).statusCode).toBe(403);
    const partner = (await loginAs(api.app, 'partner')).AccessToken;
    const staff = await api.app.inject({ method: 'GET', url: url(api.world.wallets.emma), headers: { ...bearer(partner), 'x-application': 'partner' } });
    expect(staff.statusCode).toBe(403);
  });

  it('answers 400 without a wallet', async () => {
    const response = await api.injectAs('parent', { method: 'GET', url: '/api/Restrictions/Wallet' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ StatusCode: 400, message: 'Request is invalid' });
  });
});

describe("setting a guardian's spending controls", () => {
  afterEach(async () => {
    await api.db.query('DELETE FROM wallet_guardian_restrictions');
  });

  it('stores the daily amount in øre, the count, the weekdays and the groups, and answers what applies', async () => {
    const body = { DailyAmount: 37.5, PurchasesPerDay: 2, Weekdays: [5, 1, 3], BlockedFoodGroups: ['sweets'] };
    const response = await write('parent', api.world.wallets.emma, body);
    expect(response.statusCode).toBe(200);
    const saved = { DailyAmount: 37.5, PurchasesPerDay: 2, Weekdays: [1, 3, 5], BlockedFoodGroups: ['sweets'] };
    expect(WalletRestrictions.parse(response.json())).toMatchObject({ Guardian: saved, School: NONE, InForce: saved, MayChange: true });
    expect(await tables(api.world.wallets.emma)).toEqual({
      school: null,
      guardian: { daily_limit_ore: 3_750, max_purchases_per_day: 2, allowed_weekdays: [1, 3, 5], denied_food_groups: ['sweets'] },
    });
    expect((await controlsOf(api.world.wallets.emma)).Guardian).toEqual(saved);
  });

  it('removes the row when every control is off again', async () => {
    await write('parent', api.world.wallets.emma, { ...NONE, DailyAmount: 20 });
    const response = await write('parent', api.world.wallets.emma, { ...NONE, Weekdays: [1, 2, 3, 4, 5, 6, 7] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ Guardian: NONE, InForce: NONE });
    expect((await tables(api.world.wallets.emma)).guardian).toBeNull();
  });

  it("adds to the school's restrictions and never loosens them; the school's row is left as it is", async () => {
    const oliver = api.world.wallets.oliver;
    const before = await tables(oliver);
    const tighter = await write('parent', oliver, { DailyAmount: 25, PurchasesPerDay: null, Weekdays: [1, 3], BlockedFoodGroups: ['dairy'] });
    expect(tighter.statusCode).toBe(200);
    expect(tighter.json()).toMatchObject({
      Guardian: { DailyAmount: 25, PurchasesPerDay: null, Weekdays: [1, 3], BlockedFoodGroups: ['dairy'] },
      School: { DailyAmount: 40, PurchasesPerDay: 3, Weekdays: [1, 2, 3, 4, 5], BlockedFoodGroups: ['soda', 'sweets'] },
      InForce: { DailyAmount: 25, PurchasesPerDay: 3, Weekdays: [1, 3], BlockedFoodGroups: ['dairy', 'soda', 'sweets'] },
    });
    expect((await tables(oliver)).school).toEqual(before.school);

    const looser = await write('parent', oliver, { DailyAmount: 100, PurchasesPerDay: 5, Weekdays: [6, 7], BlockedFoodGroups: [] });
    expect(looser.statusCode).toBe(400);
    expect(looser.json()).toEqual({
      StatusCode: 400,
      message: 'Request is invalid',
      reason: 'DailyAmount: above_school_limit (at most 40); PurchasesPerDay: above_school_limit (at most 3); Weekdays: school_forbids_day (6, 7)',
    });
    expect(await tables(oliver)).toEqual({ ...before, guardian: { daily_limit_ore: 2_500, max_purchases_per_day: null, allowed_weekdays: [1, 3], denied_food_groups: ['dairy'] } });
  });

  it('computes in the database what @kk/domain limitsInForce computes', async () => {
    await write('parent', api.world.wallets.oliver, { DailyAmount: 30, PurchasesPerDay: 2, Weekdays: [2, 3, 4], BlockedFoodGroups: ['fruit', 'soda'] });
    const { rows } = await api.db.query<{ daily_limit_ore: number; max_purchases_per_day: number; allowed_weekdays: number[]; denied_food_groups: string[] }>(
      'SELECT daily_limit_ore, max_purchases_per_day, allowed_weekdays::int[] AS allowed_weekdays, denied_food_groups FROM wallet_restrictions_in_force WHERE wallet_id = $1',
      [api.world.wallets.oliver],
    );
    const school = { dailyLimitOre: 4_000, maxPurchasesPerDay: 3, allowedWeekdays: [1, 2, 3, 4, 5], deniedFoodGroups: ['sweets', 'soda'] };
    const guardian = { dailyLimitOre: 3_000, maxPurchasesPerDay: 2, allowedWeekdays: [2, 3, 4], deniedFoodGroups: ['fruit', 'soda'] };
    const expected = limitsInForce(school, guardian);
    expect(rows[0]).toEqual({
      daily_limit_ore: expected.dailyLimitOre,
      max_purchases_per_day: expected.maxPurchasesPerDay,
      allowed_weekdays: expected.allowedWeekdays,
      denied_food_groups: expected.deniedFoodGroups,
    });
    expect(limitsInForce(NO_SPENDING_LIMITS, NO_SPENDING_LIMITS)).toEqual(NO_SPENDING_LIMITS);
  });

  it.each([
    ['a daily amount of 0', { DailyAmount: 0 }, 'DailyAmount: must_be_positive'],
    ['a daily amount in fractions of øre', { DailyAmount: 10.005 }, 'DailyAmount: invalid_amount'],
    ['a daily amount above 10000 kr', { DailyAmount: 10_000.01 }, 'DailyAmount: above_maximum (at most 10000)'],
    ['half a purchase', { PurchasesPerDay: 1.5 }, 'PurchasesPerDay: not_whole_number'],
    ['no weekday', { Weekdays: [] }, 'Weekdays: no_weekday'],
    ['weekday 8', { Weekdays: [1, 8] }, 'Weekdays: invalid_weekday (8)'],
    ['a food group the school does not sell', { BlockedFoodGroups: ['beer'] }, 'BlockedFoodGroups: unknown_food_group (beer)'],
  ])('refuses %s (400, the reason names the field) and changes nothing', async (_, change, reason) => {
    await write('parent', api.world.wallets.emma, { ...NONE, DailyAmount: 50 });
    const before = await tables(api.world.wallets.emma);
    const response = await write('parent', api.world.wallets.emma, { ...NONE, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ StatusCode: 400, message: 'Request is invalid', reason });
    expect(await tables(api.world.wallets.emma)).toEqual(before);
  });

  it('refuses a body that is not the four controls (400)', async () => {
    for (const body of [{ DailyAmount: '50' }, { ...NONE, DailyAmount: '50' }, { ...NONE, Extra: true }]) {
      expect((await write('parent', api.world.wallets.emma, body)).statusCode).toBe(400);
    }
    expect((await tables(api.world.wallets.emma)).guardian).toBeNull();
  });

  it('is refused (403) to another family, to staff and without the role DepositWithdraw; nothing changes', async () => {
    const body = { ...NONE, DailyAmount: 5 };
    expect((await write('kkpayParent', api.world.wallets.emma, body)).statusCode).toBe(403);
    expect((await write('kkpayParent', '00000000-0000-4000-8000-000000000000', body)).statusCode).toBe(403);
    expect((await write('support', api.world.wallets.emma, body)).statusCode).toBe(403);
    const partner = (await loginAs(api.app, 'partner')).AccessToken;
    const staff = await api.app.inject({ method: 'PUT', url: url(api.world.wallets.emma), payload: body, headers: { ...bearer(partner), 'x-application': 'partner' } });
    expect(staff.statusCode).toBe(403);
    // The holder of a wallet in no family sets their own; without DepositWithdraw they may only look.
    expect((await write('dev', api.world.wallets.dev, body)).statusCode).toBe(200);
    expect((await api.injectAs('locked', { method: 'GET', url: url(api.world.wallets.idaLund) })).json()).toMatchObject({ MayChange: true });
    await api.db.query("DELETE FROM user_roles WHERE user_id = $1 AND role = 'DepositWithdraw'", [api.world.users.dev]);
    try {
      const withoutRole = await loginAs(api.app, 'dev');
      const refused = await api.app.inject({ method: 'PUT', url: url(api.world.wallets.dev), payload: body, headers: bearer(withoutRole.AccessToken) });
      expect(refused.statusCode).toBe(403);
      const looked = await api.app.inject({ method: 'GET', url: url(api.world.wallets.dev), headers: bearer(withoutRole.AccessToken) });
      expect(looked.json()).toMatchObject({ MayChange: false });
    } finally {
      await api.db.query("INSERT INTO user_roles (user_id, role) VALUES ($1, 'DepositWithdraw')", [api.world.users.dev]);
    }
    expect((await tables(api.world.wallets.emma)).guardian).toBeNull();
  });
});

describe('the canteen terminal refuses what a guardian set through the endpoint', () => {
  afterEach(async () => {
    await api.db.query('DELETE FROM wallet_guardian_restrictions');
  });

  async function refused(body: Record<string, unknown>, message: string) {
    const before = await moneyFootprint(api.db);
    const answer = sale(await terminalPurchase(api.app, body));
    expect({ failed: answer.Status.IsFailed, message: answer.ErrorMessage }).toEqual({ failed: true, message });
    expect(await moneyFootprint(api.db)).toEqual(before);
  }
  const completed = async (body: Record<string, unknown>) => expect(sale(await terminalPurchase(api.app, body)).Status.IsCompleted).toBe(true);
  const set = async (walletId: string, controls: Record<string, unknown>) => expect((await write('parent', walletId, { ...NONE, ...controls })).statusCode).toBe(200);

  it('refuses a sale above the daily amount (DailyBalance)', async () => {
    await completed({ CardDisplayNumber: EMMA_CARD, Amount: 31 });
    await set(api.world.wallets.emma, { DailyAmount: 40 });
    // 31 kr already spent today: 9 kr fits, 9,01 does not.
    await refused({ CardDisplayNumber: EMMA_CARD, Amount: 9.01 }, 'DailyBalance');
    await completed({ CardDisplayNumber: EMMA_CARD, Amount: 9 });
  });

  it('refuses the purchase after the last one allowed per day (PurchaseLimitReached)', async () => {
    const { rows } = await api.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM payment_transactions WHERE wallet_id = $1 AND kind IN ('order', 'terminal') AND status_id IN (1, 2) AND created_at >= '2026-03-10T23:00:00Z'",
      [api.world.wallets.emma],
    );
    await set(api.world.wallets.emma, { PurchasesPerDay: (rows[0]?.n ?? 0) + 1 });
    await completed({ CardDisplayNumber: EMMA_CARD, Amount: 2 });
    await refused({ CardDisplayNumber: EMMA_CARD, Amount: 3 }, 'PurchaseLimitReached');
  });

  it('refuses a sale on a weekday the card does not work (DayRestriction), and sells again when it does', async () => {
    await set(api.world.wallets.emma, { Weekdays: [1, 2, 4, 5] });
    await refused({ CardDisplayNumber: EMMA_CARD, Amount: 4 }, 'DayRestriction');
    await set(api.world.wallets.emma, { Weekdays: [3] });
    await completed({ CardDisplayNumber: EMMA_CARD, Amount: 4 });
  });

  it('refuses a blocked food group (FoodGroupRestriction), and sells the others', async () => {
    await set(api.world.wallets.emma, { BlockedFoodGroups: ['sweets'] });
    const chocolate = { ID: api.world.moneyCore.products.chocolate, Quantity: 1 };
    const fruit = { ID: api.world.moneyCore.products.fruit, Quantity: 1 };
    await refused({ CardDisplayNumber: EMMA_CARD, Amount: 10, Products: [chocolate] }, 'FoodGroupRestriction');
    await refused({ CardDisplayNumber: EMMA_CARD, Amount: 15, Products: [chocolate, fruit] }, 'FoodGroupRestriction');
    await completed({ CardDisplayNumber: EMMA_CARD, Amount: 5, Products: [fruit] });
  });

  it("keeps the school's restrictions in force beside the guardian's", async () => {
    await set(api.world.wallets.oliver, { BlockedFoodGroups: ['dairy'] });
    await refused({ CardDisplayNumber: OLIVER_CARD, Amount: 12, Products: [{ ID: api.world.moneyCore.products.chocolateMilk, Quantity: 1 }] }, 'FoodGroupRestriction');
    await refused({ CardDisplayNumber: OLIVER_CARD, Amount: 15, Products: [{ ID: api.world.moneyCore.products.soda, Quantity: 1 }] }, 'FoodGroupRestriction');
    await refused({ CardDisplayNumber: OLIVER_CARD, Amount: 40.5 }, 'DailyBalance');
    await completed({ CardDisplayNumber: OLIVER_CARD, Amount: 5, Products: [{ ID: api.world.moneyCore.products.fruit, Quantity: 1 }] });
  });
});
