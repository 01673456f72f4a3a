import { randomUUID } from 'node:crypto';
import { AbsencePreview, AbsencePupilsResponse, AbsenceResult, FoodPlanItemOptions, GetOrdersResponse, GetSubscriptionsResponse, PlanRulesResponse, type MenuResponse } from '@kk/contracts';
import { bearer, loginAs, TestClock, useApiHarness } from '../../test-support/app';
import { foodplanOrder, itemOf, menuOf, periodPayment, reserve } from '../../test-support/foodplan';
import { ledgerProblems } from '../../test-support/ledger-verify';
import { deposit, fundsOf, paymentCall } from '../../test-support/payments';

/**
 * Absence ("Meld fravær", issue 26) on PGlite and on PostgreSQL: the preview says per school
 * day what will be credited and what is too late and changes nothing; the report credits the
 * in-time days' orders once, through the payment handler's refunds (ledger verified), under
 * concurrent reports and retries; the plan's absence deadline (default the cancellation
 * rule) is the planner's to set; staff with PupilAbsence report for their customers' pupils
 * only; bad input changes nothing.
 *
 * Frokostordning (Solbakke): cancellation three school days before at 12:00, so with no
 * absence rule of its own Monday 16 March closes on Wednesday 11 March at 12:00 (11:00 UTC).
 */
jest.setTimeout(120_000);

// Wednesday 11 March 2026, 11:00 in Copenhagen.
const clock = new TestClock(new Date('2026-03-11T10:00:00Z'));
const api = useApiHarness({ clock, login: ['parent'] });

let master: MenuResponse;
const emma = () => api.world.wallets.emma;
const oliver = () => api.world.wallets.oliver;
const plan = () => api.world.foodplan.plans.solbakkeFrokostordning;
const tokens: Record<string, string> = {};
const bought: Record<string, Awaited<ReturnType<typeof buy>>> = {};

function post(token: string, url: string, payload: unknown, key: string | null = randomUUID()) {
  return api.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...(key === null ? {} : { 'idempotency-key': key }) }, payload: payload as Record<string, unknown> });
}
const preview = (token: string, payload: unknown) => post(token, '/api/FoodPlanner/Absence/Preview', payload, null);
const report = (token: string, payload: unknown, key: string | null = randomUUID()) => post(token, '/api/FoodPlanner/Absence', payload, key);

async function buy(walletId: string, date: string, group = 'DIS') {
  const item = itemOf(master, date, group);
  const order = await reserve(api.app, tokens.parent ?? api.tokens.parent, foodplanOrder(master, walletId, [{ item, quantity: 1 }]));
  expect([order.Status.ID, order.ErrorMessage ?? null]).toEqual([2, null]);
  return { item, bought: order };
}

async function absencesOf(walletId: string): Promise<string[]> {
  const { rows } = await api.db.query<{ day: string }>("SELECT to_char(absent_on, 'YYYY-MM-DD') AS day FROM foodplan_absences WHERE wallet_id = $1 ORDER BY absent_on", [walletId]);
  return rows.map((row) => row.day);
}

async function refundsOf(paymentId: string): Promise<number[]> {
  const { rows } = await api.db.query<{ amount_ore: number }>("SELECT amount_ore FROM payment_transactions WHERE parent_id = $1 AND kind = 'refund' ORDER BY created_at", [paymentId]);
  return rows.map((row) => Number(row.amount_ore));
}

function fail(): never {
  throw new Error('not bought');
}

const expectLedgerVerified = async () => expect(await ledgerProblems(api.db, api.database.engine)).toBe('');

async function setRules(absence: { SchoolDaysBefore: number; Time: string } | null | undefined) {
  const response = await api.app.inject({
    method: 'PUT',
    url: `/api/Catalogue/FoodPlan/Rules/${plan()}`,
    headers: bearer(tokens.cook ?? ''),
    payload: { Registration: { SchoolDaysBefore: 2, Time: '10:00' }, Cancellation: { SchoolDaysBefore: 3, Time: '12:00' }, ...(absence === undefined ? {} : { Absence: absence }) },
  });
  expect(response.statusCode).toBe(200);
  return PlanRulesResponse.parse(response.json());
}

beforeAll(async () => {
  await deposit(api.db, emma(), 100_000);
  await deposit(api.db, oliver(), 100_000);
  master = await menuOf(api.app, api.tokens.parent, { foodPlanID: plan(), walletID: emma(), from: '2026-03-16', to: '2026-03-27' });
  bought.emmaMonday = await buy(emma(), '2026-03-16');
  bought.emmaTuesday = await buy(emma(), '2026-03-17');
  // 12:30 in Copenhagen: Monday's absence deadline (Wednesday 12:00) has passed, Tuesday's (Thursday 12:00) not.
  clock.advanceMinutes(90);
  tokens.parent = (await loginAs(api.app, 'parent')).AccessToken;
  tokens.dev = (await loginAs(api.app, 'dev')).AccessToken;
  tokens.cook = (await loginAs(api.app, 'cook')).AccessToken;
  tokens.partner = (await loginAs(api.app, 'partner')).AccessToken;
  // Another tenant's staff (Kildevang Skole), given PupilAbsence for this test.
  await api.db.query("INSERT INTO user_roles (user_id, role) SELECT id, 'PupilAbsence' FROM users WHERE email = 'kkpay.partner@demo.dk' ON CONFLICT DO NOTHING");
  tokens.kkpayPartner = (await loginAs(api.app, 'kkpayPartner')).AccessToken;
});

describe('a guardian reporting a child absent', () => {
  it('sees per school day what is credited and what is too late, and the preview changes nothing', async () => {
    const monday = bought.emmaMonday ?? fail();
    const tuesday = bought.emmaTuesday ?? fail();
    const before = await fundsOf(api.db, emma());

    const response = await preview(tokens.parent ?? '', { WalletID: emma(), From: '2026-03-14', To: '2026-03-17' });
    expect(response.statusCode).toBe(200);
    const seen = AbsencePreview.parse(response.json());
    expect(seen.Days.map((day) => day.Date)).toEqual(['2026-03-16', '2026-03-17']); // the weekend is skipped
    const [mon, tue] = seen.Days;
    expect(mon?.Credited).toEqual([]);
    expect(mon?.TooLate.map((line) => [line.ProductID, line.Amount, line.Deadline, line.Status])).toEqual([[monday.item.ProductID, 38, '2026-03-11T11:00:00.000Z', 'Paid']]);
    expect(tue?.Credited.map((line) => [line.ProductID, line.Quantity, line.Amount, line.Deadline])).toEqual([[tuesday.item.ProductID, 1, 38, '2026-03-12T11:00:00.000Z']]);
    expect([mon?.CreditAmount, tue?.CreditAmount, seen.CreditTotal]).toEqual([0, 38, 38]);
    expect(await fundsOf(api.db, emma())).toEqual(before);
    expect(await absencesOf(emma())).toEqual([]);
  });

  it('credits the in-time days once; a retry with the same key answers the same and moves nothing', async () => {
    const before = await fundsOf(api.db, emma());
    const key = randomUUID();
    const body = { WalletID: emma(), From: '2026-03-16', To: '2026-03-17' };
    const first = await report(tokens.parent ?? '', body, key);
    expect(first.statusCode).toBe(200);
    const result = AbsenceResult.parse(first.json());
    expect(result.Days.map((day) => [day.Date, day.CreditAmount, day.Credited.length, day.TooLate.length])).toEqual([
      ['2026-03-16', 0, 0, 1],
      ['2026-03-17', 38, 1, 0],
    ]);
    expect(result.CreditTotal).toBe(38);
    const after = await fundsOf(api.db, emma());
    expect(after.balanceOre - before.balanceOre).toBe(3_800);
    expect(result.Balance).toBe(after.balanceOre / 100);
    expect(await absencesOf(emma())).toEqual(['2026-03-16', '2026-03-17']);

    const retry = await report(tokens.parent ?? '', body, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await fundsOf(api.db, emma())).toEqual(after);

    // Another key: the days are reported already, nothing more happens.
    const again = AbsenceResult.parse((await report(tokens.parent ?? '', body)).json());
    expect(again.Days.map((day) => [day.AlreadyReported, day.CreditAmount])).toEqual([
      [true, 0],
      [true, 0],
    ]);
    expect(await fundsOf(api.db, emma())).toEqual(after);

    // The orders view shows Tuesday's dish given back, Monday's kept (the kitchen has planned it).
    const orders = GetOrdersResponse.parse(
      (await api.app.inject({ method: 'GET', url: `/api/Foodplanner/V3/GetOrders?start=2026-03-16&end=2026-03-17&walletID=${emma()}`, headers: bearer(tokens.parent ?? '') })).json(),
    );
    expect(orders.map((order) => [order.DeliveryDate, order.CurrentQuantity]).sort()).toEqual([
      ['2026-03-16', 1],
      ['2026-03-17', 0],
    ]);
    await expectLedgerVerified();
  });

  it('credits exactly once when five reports of the same days arrive at once', async () => {
    const wednesday = await buy(oliver(), '2026-03-18');
    const thursday = await buy(oliver(), '2026-03-19', 'DAT');
    const before = await fundsOf(api.db, oliver());
    const body = { WalletID: oliver(), From: '2026-03-18', To: '2026-03-19' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => report(tokens.parent ?? '', body)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const totals = answers.map((answer) => AbsenceResult.parse(answer.json()).CreditTotal);
    expect(totals.filter((total) => total > 0)).toEqual([38 + 36]);
    expect((await fundsOf(api.db, oliver())).balanceOre - before.balanceOre).toBe(7_400);
    expect(await refundsOf(wednesday.bought.ID ?? '')).toEqual([3_800]);
    expect(await refundsOf(thursday.bought.ID ?? '')).toEqual([3_600]);
    await expectLedgerVerified();
  });

  it("gives a line back once when the family's own cancel of it arrives at the same time as the report", async () => {
    const { item, bought: order } = await buy(oliver(), '2026-03-25');
    const before = await fundsOf(api.db, oliver());
    const [reported, refunded] = await Promise.all([
      report(tokens.parent ?? '', { WalletID: oliver(), From: '2026-03-25', To: '2026-03-25' }),
      paymentCall(api.app, tokens.parent ?? '', '/V2/Payment/RefundTransaction', { ID: order.ID, CustomerID: order.Customer?.ID, Products: [{ ID: item.ProductID, Quantity: 1 }] }),
    ]);
    expect(reported.statusCode).toBe(200);
    expect(refunded.statusCode).toBeLessThan(500);
    expect(await refundsOf(order.ID ?? '')).toEqual([3_800]);
    expect((await fundsOf(api.db, oliver())).balanceOre - before.balanceOre).toBe(3_800);
    await expectLedgerVerified();
  });

  it('cancels an order of the day still reserved (not completed) unpaid: its hold goes back, nothing is refunded', async () => {
    const item = itemOf(master, '2026-03-24', 'DAT');
    const before = await fundsOf(api.db, emma());
    const reserved = await reserve(api.app, tokens.parent ?? '', foodplanOrder(master, emma(), [{ item, quantity: 1 }], { autoComplete: false }));
    expect(reserved.Status.ID).toBe(1);
    expect((await fundsOf(api.db, emma())).heldOre).toBe(before.heldOre + 3_600);
    const body = { WalletID: emma(), From: '2026-03-24', To: '2026-03-24' };
    const seen = AbsencePreview.parse((await preview(tokens.parent ?? '', body)).json());
    expect(seen.Days[0]?.Credited.map((line) => [line.Name, line.Status])).toEqual([[item.Name, 'Reserved']]);
    expect(seen.CreditTotal).toBe(0);
    const result = AbsenceResult.parse((await report(tokens.parent ?? '', body)).json());
    expect(result.CreditTotal).toBe(0);
    expect(await fundsOf(api.db, emma())).toEqual(before);
    const { rows } = await api.db.query<{ status_id: number }>('SELECT status_id FROM payment_transactions WHERE id = $1', [reserved.ID]);
    expect(Number(rows[0]?.status_id)).toBe(4);
    expect(await refundsOf(reserved.ID ?? '')).toEqual([]);
    await expectLedgerVerified();
  });

  it('covers only school days: a range across a weekend is Friday and Monday', async () => {
    const seen = AbsencePreview.parse((await preview(tokens.parent ?? '', { WalletID: oliver(), From: '2026-03-20', To: '2026-03-23' })).json());
    expect(seen.Days.map((day) => day.Date)).toEqual(['2026-03-20', '2026-03-23']);
  });

  it("refuses bad input with 400 and another family's child with 404, changing nothing", async () => {
    const before = await fundsOf(api.db, oliver());
    const absences = await absencesOf(oliver());
    const refused = [
      await report(tokens.parent ?? '', { WalletID: oliver(), From: '2026-03-24', To: '2026-03-23' }),
      await report(tokens.parent ?? '', { WalletID: oliver(), From: '2026-03-23', To: '2026-05-25' }),
      await report(tokens.parent ?? '', { WalletID: oliver(), From: '2026-02-30', To: '2026-03-23' }),
      await report(tokens.parent ?? '', { WalletID: oliver(), From: '2026-03-23' }),
      await report(tokens.parent ?? '', { WalletID: oliver(), From: '2026-03-23', To: '2026-03-23' }, null),
      await preview(tokens.parent ?? '', { WalletID: oliver(), From: '2026-03-24', To: '2026-03-23' }),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(refused[0]?.body).toContain('To is before From');
    expect(refused[1]?.body).toContain('at most 62 days');
    const other = await report(tokens.dev ?? '', { WalletID: oliver(), From: '2026-03-23', To: '2026-03-23' });
    expect(other.statusCode).toBe(404);
    expect((await preview(tokens.dev ?? '', { WalletID: oliver(), From: '2026-03-23', To: '2026-03-23' })).statusCode).toBe(404);
    expect(await fundsOf(api.db, oliver())).toEqual(before);
    expect(await absencesOf(oliver())).toEqual(absences);
  });
});

describe("the plan's absence deadline", () => {
  it('is the cancellation rule unless the planner sets one, e.g. the same day at 08:00, with its history', async () => {
    const monday = await buy(oliver(), '2026-03-16', 'KOLD');
    const body = { WalletID: oliver(), From: '2026-03-16', To: '2026-03-16' };
    const tooLate = AbsencePreview.parse((await preview(tokens.parent ?? '', body)).json());
    expect(tooLate.Days[0]?.TooLate.map((line) => line.ProductID)).toEqual([monday.item.ProductID]);

    expect((await setRules({ SchoolDaysBefore: 0, Time: '08:00' })).Absence).toEqual({ SchoolDaysBefore: 0, Time: '08:00' });
    const options = FoodPlanItemOptions.parse((await api.app.inject({ method: 'GET', url: '/api/Catalogue/FoodPlanItem/Options', headers: bearer(tokens.cook ?? '') })).json());
    expect(options.Plans.find((candidate) => candidate.ID === plan())?.Absence).toEqual({ SchoolDaysBefore: 0, Time: '08:00' });
    const history = await api.app.inject({ method: 'GET', url: `/api/Catalogue/FoodPlanItem/History/${monday.item.ProductID}`, headers: bearer(tokens.cook ?? '') });
    const newest = history.json<{ Items: { Before: { Rules?: { Absence?: unknown } }; After: { Rules?: { Absence?: unknown } } }[] }>().Items[0];
    expect([newest?.Before.Rules?.Absence, newest?.After.Rules?.Absence]).toEqual([null, { SchoolDaysBefore: 0, Time: '08:00' }]);

    const inTime = AbsencePreview.parse((await preview(tokens.parent ?? '', body)).json());
    expect(inTime.Days[0]?.Credited.map((line) => [line.ProductID, line.Deadline])).toEqual([[monday.item.ProductID, '2026-03-16T07:00:00.000Z']]);
    // Left out keeps it; null goes back to the cancellation rule.
    expect((await setRules(undefined)).Absence).toEqual({ SchoolDaysBefore: 0, Time: '08:00' });
    expect((await setRules(null)).Absence).toBeNull();
    expect(AbsencePreview.parse((await preview(tokens.parent ?? '', body)).json()).Days[0]?.Credited).toEqual([]);
    const bad = await api.app.inject({
      method: 'PUT',
      url: `/api/Catalogue/FoodPlan/Rules/${plan()}`,
      headers: bearer(tokens.cook ?? ''),
      payload: { Registration: { SchoolDaysBefore: 2, Time: '10:00' }, Cancellation: { SchoolDaysBefore: 3, Time: '12:00' }, Absence: { SchoolDaysBefore: 0, Time: '25:00' } },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('staff at the school', () => {
  it('find a pupil of their customers and report the pupil absent (PupilAbsence), crediting the wallet', async () => {
    const found = AbsencePupilsResponse.parse((await api.app.inject({ method: 'GET', url: '/api/FoodPlanner/Absence/Pupils?search=oliv', headers: bearer(tokens.partner ?? '') })).json());
    expect(found.Pupils.map((pupil) => pupil.WalletID)).toContain(oliver());

    const friday = await buy(oliver(), '2026-03-20');
    const before = await fundsOf(api.db, oliver());
    const response = await report(tokens.partner ?? '', { WalletID: oliver(), From: '2026-03-20', To: '2026-03-20' });
    expect(response.statusCode).toBe(200);
    expect(AbsenceResult.parse(response.json()).CreditTotal).toBe(38);
    expect((await fundsOf(api.db, oliver())).balanceOre - before.balanceOre).toBe(3_800);
    expect(await refundsOf(friday.bought.ID ?? '')).toEqual([3_800]);
    const { rows } = await api.db.query<{ email: string }>(
      "SELECT u.email FROM foodplan_absences a JOIN users u ON u.id = a.reported_by WHERE a.wallet_id = $1 AND a.absent_on = '2026-03-20'",
      [oliver()],
    );
    expect(rows.map((row) => row.email)).toEqual(['partner@demo.dk']);
    await expectLedgerVerified();
  });

  it("are refused another tenant's pupil (404) and without the role (403)", async () => {
    const body = { WalletID: emma(), From: '2026-03-23', To: '2026-03-23' };
    expect((await preview(tokens.kkpayPartner ?? '', body)).statusCode).toBe(404);
    expect((await report(tokens.kkpayPartner ?? '', body)).statusCode).toBe(404);
    const theirs = AbsencePupilsResponse.parse((await api.app.inject({ method: 'GET', url: '/api/FoodPlanner/Absence/Pupils?search=emma', headers: bearer(tokens.kkpayPartner ?? '') })).json());
    expect(theirs.Pupils.map((pupil) => pupil.WalletID)).not.toContain(emma());
    // The cook is partner-site staff without PupilAbsence.
    expect((await preview(tokens.cook ?? '', body)).statusCode).toBe(403);
    expect((await api.app.inject({ method: 'GET', url: '/api/FoodPlanner/Absence/Pupils?search=emma', headers: bearer(tokens.cook ?? '') })).statusCode).toBe(403);
    expect(await absencesOf(emma())).not.toContain('2026-03-23');
  });
});

describe('a paid subscription period', () => {
  it("gives back an in-time absent day's share once (the period's amount over its school days); a later cancel of the period gives back only the rest", async () => {
    const offer = api.world.foodplan.offers['Frokostabonnement, uge'] as string;
    const activated = await api.app.inject({ method: 'DELETE', url: `/api/FoodPlanner/V3/ActivateSubscription?${new URLSearchParams({ subscriptionID: offer, walletID: oliver() }).toString()}`, headers: bearer(tokens.parent ?? '') });
    expect(activated.statusCode).toBe(200);
    const query = new URLSearchParams({ customerID: api.world.customers.solbakkeSkole, foodPlanID: plan(), walletID: oliver() });
    const items = GetSubscriptionsResponse.parse((await api.app.inject({ method: 'GET', url: `/api/FoodPlanner/V3/GetSubscriptions?${query.toString()}`, headers: bearer(tokens.parent ?? '') })).json());
    const weekly = items.find((item) => item.Name === 'Frokostabonnement, uge');
    const period = weekly?.PeriodToPay;
    if (weekly === undefined || !period) throw new Error('no weekly period to pay');
    expect([period.StartDate, period.EndDate]).toEqual(['2026-03-16', '2026-03-22']);
    const paid = await reserve(api.app, tokens.parent ?? '', periodPayment(weekly, period.Price, period.StartDate));
    expect(paid.Status.ID).toBe(2);
    const paidOre = Math.round(period.Price * 100);
    const shareOre = paidOre / 5;

    // Monday 16 closed on Wednesday at 12:00; Tuesday 17 closes on Thursday at 12:00.
    const body = { WalletID: oliver(), From: '2026-03-16', To: '2026-03-17' };
    const seen = AbsencePreview.parse((await preview(tokens.parent ?? '', body)).json());
    const subscriptionLines = (lines: readonly { Kind: string; Amount: number }[]) => lines.filter((line) => line.Kind === 'Subscription').map((line) => line.Amount);
    expect(subscriptionLines(seen.Days[0]?.TooLate ?? [])).toEqual([shareOre / 100]);
    expect(subscriptionLines(seen.Days[1]?.Credited ?? [])).toEqual([shareOre / 100]);

    const before = await fundsOf(api.db, oliver());
    const key = randomUUID();
    const reported = await Promise.all([report(tokens.parent ?? '', body, key), report(tokens.parent ?? '', body), report(tokens.parent ?? '', body)]);
    expect(reported.map((answer) => answer.statusCode).filter((status) => status !== 200 && status !== 409)).toEqual([]);
    expect((await fundsOf(api.db, oliver())).balanceOre - before.balanceOre).toBe(shareOre);
    expect(await refundsOf(paid.ID ?? '')).toEqual([shareOre]);
    // The period stays paid.
    const after = GetSubscriptionsResponse.parse((await api.app.inject({ method: 'GET', url: `/api/FoodPlanner/V3/GetSubscriptions?${query.toString()}`, headers: bearer(tokens.parent ?? '') })).json());
    expect(after.find((item) => item.Name === 'Frokostabonnement, uge')?.Subscription?.Periods.find((p) => p.StartDate === '2026-03-16')?.IsPaid).toBe(true);

    // Cancelled before it begins, the period gives back what is left of it, not its whole price again.
    const cancelled = await paymentCall(api.app, tokens.parent ?? '', '/V2/Payment/RefundTransaction', { ID: paid.ID, CustomerID: paid.Customer?.ID, Products: [{ ID: weekly.Product.ID, Quantity: 1 }] });
    expect(cancelled.statusCode).toBe(200);
    // (Both at the test clock's instant: compared as a set.)
    expect((await refundsOf(paid.ID ?? '')).sort((a, b) => a - b)).toEqual([shareOre, paidOre - shareOre].sort((a, b) => a - b));
    expect((await fundsOf(api.db, oliver())).balanceOre - before.balanceOre).toBe(paidOre);
    await expectLedgerVerified();
  });
});
