import { GetSubscriptionsResponse, SubscriptionItem } from '@kk/contracts';
import { composeApi } from '../../composition';
import { enqueueJob } from '../../jobs/repository';
import { bearer, loginAs, TestClock, useApiHarness } from '../../test-support/app';
import { infoOf, periodPayment, reserve } from '../../test-support/foodplan';
import { ledgerProblems } from '../../test-support/ledger-verify';
import { deposit, fundsOf, moneyFootprint } from '../../test-support/payments';
import { RENEWAL_JOB } from './renewals';

/**
 * Issue 23: a subscription period is paid only while it is still to come. A new parent
 * subscribes on Friday 27 November 2026 (ISO week 48): in the morning the monthly lunch
 * asks for December, never "november 2026"; at 23:20 the weekly lunch asks for the first
 * week whose Monday can still be ordered, and a request naming the ended week 48 (or week
 * 49, whose Monday closed on Thursday at 10:00 by the demo plan's rule) is refused with
 * status 11 and nothing moves, whatever the browser sends.
 */
jest.setTimeout(120_000);

// Friday 27 November 2026, 09:00 in Copenhagen (winter time).
const clock = new TestClock(new Date('2026-11-27T08:00:00Z'));
const api = useApiHarness({ clock, login: ['parent'] });

let token = '';
const parent = () => token || api.tokens.parent;
const plan = () => api.world.foodplan.plans.solbakkeFrokostordning;
const offer = (name: string) => api.world.foodplan.offers[name] as string;
const oliver = () => api.world.wallets.oliver;
const emma = () => api.world.wallets.emma;
const LUNCH = 'Frokostabonnement, måned';
const WEEKLY = 'Frokostabonnement, uge';

async function itemOf(walletId: string, name: string): Promise<SubscriptionItem> {
  const query = new URLSearchParams({ customerID: api.world.customers.solbakkeSkole, foodPlanID: plan(), walletID: walletId });
  const response = await api.app.inject({ method: 'GET', url: `/api/FoodPlanner/V3/GetSubscriptions?${query.toString()}`, headers: bearer(parent()) });
  expect(response.statusCode).toBe(200);
  return GetSubscriptionsResponse.parse(response.json()).find((item) => item.Name === name) as SubscriptionItem;
}

async function subscribe(walletId: string, name: string): Promise<SubscriptionItem> {
  const query = new URLSearchParams({ subscriptionID: offer(name), walletID: walletId });
  const response = await api.app.inject({ method: 'DELETE', url: `/api/FoodPlanner/V3/ActivateSubscription?${query.toString()}`, headers: bearer(parent()) });
  expect(response.statusCode).toBe(200);
  return SubscriptionItem.parse(response.json());
}

/** A request for a period that has begun or is over: refused like a past registration deadline, and no money moves. */
async function expectRefusedAsBegun(item: SubscriptionItem, price: number, startDate: string): Promise<void> {
  const footprint = await moneyFootprint(api.db);
  const refused = await reserve(api.app, parent(), periodPayment(item, price, startDate));
  expect([refused.Status.IsFailed, refused.ErrorMessage]).toEqual([true, 'ExpiredProductsInBasket']);
  expect(infoOf(refused)).toMatchObject({ StatusCode: 11, FailedProducts: [item.Product.ID], Reason: expect.stringContaining('has begun or is over') });
  expect(await moneyFootprint(api.db)).toEqual(footprint);
}

beforeAll(async () => {
  await deposit(api.db, oliver(), 200_000);
  await deposit(api.db, emma(), 200_000);
});

describe('a new subscription pays the first period still to come', () => {
  it('27 November, 09:00: the monthly lunch asks for December at its price, and November is refused', async () => {
    expect((await itemOf(oliver(), LUNCH)).PeriodToPay).toEqual({ StartDate: '2026-12-01', EndDate: '2026-12-31', Price: 475 });
    const lunch = await subscribe(oliver(), LUNCH);
    expect(lunch.PeriodToPay).toEqual({ StartDate: '2026-12-01', EndDate: '2026-12-31', Price: 475 });

    await expectRefusedAsBegun(lunch, 450, '2026-11-01');
    const before = await fundsOf(api.db, oliver());
    const paid = await reserve(api.app, parent(), periodPayment(lunch, 475, '2026-12-01'));
    expect(paid.Status.ID).toBe(2);
    expect((await fundsOf(api.db, oliver())).balanceOre).toBe(before.balanceOre - 47_500);
    expect((await itemOf(oliver(), LUNCH)).Subscription?.Periods.map((period) => [period.StartDate, period.EndDate, period.IsPaid])).toEqual([['2026-12-01', '2026-12-31', true]]);
  });

  it('Friday 23:20 of week 48: the weekly lunch charges the first week whose Monday can still be ordered; weeks 48 and 49 are refused', async () => {
    clock.advanceMinutes(14 * 60 + 20);
    token = (await loginAs(api.app, 'parent')).AccessToken;
    // December's first school day (Tuesday 1 December) closed today at 10:00: a monthly subscriber now starts in January.
    expect((await itemOf(emma(), LUNCH)).PeriodToPay).toEqual({ StartDate: '2027-01-01', EndDate: '2027-01-31', Price: 475 });

    const weekly = await subscribe(oliver(), WEEKLY);
    // Monday 30 November (week 49) closed on Thursday 26 November at 10:00 by the plan's rule (two school days before).
    expect(weekly.PeriodToPay).toEqual({ StartDate: '2026-12-07', EndDate: '2026-12-13', Price: 115 });
    await expectRefusedAsBegun(weekly, 110, '2026-11-23');
    await expectRefusedAsBegun(weekly, 115, '2026-11-30');

    const before = await fundsOf(api.db, oliver());
    const toPay = weekly.PeriodToPay as NonNullable<SubscriptionItem['PeriodToPay']>;
    const paid = await reserve(api.app, parent(), periodPayment(weekly, toPay.Price, toPay.StartDate));
    expect(paid.Status.ID).toBe(2);
    expect((await fundsOf(api.db, oliver())).balanceOre).toBe(before.balanceOre - 11_500);
    expect((await itemOf(oliver(), WEEKLY)).Subscription?.Periods.map((period) => period.StartDate)).toEqual(['2026-12-07']);
    expect(await ledgerProblems(api.db, api.database.engine)).toBe('');
  });

  it('a renewal job queued for a week that has begun since charges nothing', async () => {
    const weekly = await itemOf(oliver(), WEEKLY);
    const { jobs } = await composeApi({ db: api.db, clock, logger: false });
    const footprint = await moneyFootprint(api.db);
    await enqueueJob(api.db, { kind: RENEWAL_JOB, payload: { subscriptionId: weekly.Subscription?.ID, startDate: '2026-11-30', endDate: '2026-12-06' }, runAt: clock.now() });
    await jobs.runDueJobs();
    expect(await moneyFootprint(api.db)).toEqual(footprint);
    const { rows } = await api.db.query('SELECT 1 FROM foodplan_subscription_renewals WHERE subscription_id = $1', [weekly.Subscription?.ID]);
    expect(rows).toEqual([]);
  });

  it('with a plan that takes orders the same day, Friday night charges next week itself', async () => {
    await api.db.query(`UPDATE foodplans SET deadline_school_days = 0, deadline_time = '09:00' WHERE id = $1`, [plan()]);
    const weekly = await subscribe(emma(), WEEKLY);
    expect(weekly.PeriodToPay).toEqual({ StartDate: '2026-11-30', EndDate: '2026-12-06', Price: 115 });
    await expectRefusedAsBegun(weekly, 110, '2026-11-23');
    expect((await reserve(api.app, parent(), periodPayment(weekly, 115, '2026-11-30'))).Status.ID).toBe(2);
  });
});
