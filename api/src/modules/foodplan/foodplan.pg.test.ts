import { PaymentTransaction, SubscriptionItem, type MenuItem } from '@kk/contracts';
import { composeApi } from '../../composition';
import { enqueueJob } from '../../jobs/repository';
import { bearer, loginAs, TestClock, useApiHarness } from '../../test-support/app';
import { startAppWithSandbox } from '../../test-support/card-sandbox';
import { foodplanOrder, itemOf, menuOf } from '../../test-support/foodplan';
import { verifyLedgerOf } from '../../test-support/ledger-verify';
import { deposit, fundsOf, paymentCall } from '../../test-support/payments';
import { RENEWAL_JOB } from './renewals';

/**
 * PostgreSQL only, with real concurrent connections over two API instances: the master
 * caterer's daily group limits hold when 20 reservations of one wallet arrive at once, and
 * the renewal of a period charges once when two instances run its job at the same time.
 */
jest.setTimeout(180_000);

// Wednesday 11 March 2026, 11:00 in Copenhagen.
const clock = new TestClock(new Date('2026-03-11T10:00:00Z'));
const api = useApiHarness({ clock, start: startAppWithSandbox, secondInstance: true, login: ['parent'] });
const instance = (index: number) => (index % 2 === 0 ? api.app : api.second);

describe('the master caterer\'s daily group limits under 20 concurrent reservations of one wallet', () => {
  it('sells one KOLD a day, whatever arrives together', async () => {
    const emma = api.world.wallets.emma;
    await deposit(api.db, emma, 500_000);
    const menu = await menuOf(api.app, api.tokens.parent, { foodPlanID: api.world.foodplan.plans.solbakkeFrokostordning, walletID: emma, from: '2026-03-16', to: '2026-04-17' });
    const days = [...new Set(menu.Items.map((item) => item.Date))];
    // Each order: one of the two KOLD dishes of Monday 16 March, and a drink of another day (no two orders alike).
    const orders = Array.from({ length: 20 }, (_, index) =>
      foodplanOrder(menu, emma, [
        { item: itemOf(menu, '2026-03-16', 'KOLD', index % 2), quantity: 1 },
        { item: itemOf(menu, days[index + 1] as string, 'Drikkevarer'), quantity: 1 },
      ]),
    );
    const answers = await Promise.all(
      orders.map((order, index) => paymentCall(instance(index), api.tokens.parent, '/V2/Payment/ReserveTransaction', order).then((response) => PaymentTransaction.parse(response.json()))),
    );
    expect(answers.filter((answer) => answer.Status.ID === 2)).toHaveLength(1);
    expect(answers.filter((answer) => answer.ErrorMessage === 'PurchaseLimitReached')).toHaveLength(19);
    const { rows } = await api.db.query<{ bought: number }>(
      `SELECT coalesce(sum(l.quantity), 0)::int AS bought FROM payment_transaction_lines l JOIN payment_transactions t ON t.id = l.transaction_id
        JOIN foodplan_items i ON i.product_id = l.product_id JOIN foodplan_product_types g ON g.id = i.product_type_id
       WHERE t.wallet_id = $1 AND t.status_id IN (1, 2) AND g.name = 'KOLD' AND i.serve_date = '2026-03-16'`,
      [emma],
    );
    expect(rows[0]?.bought).toBe(1);
    expect((await verifyLedgerOf(api.db)).status).toBe(0);
  });

  it('keeps an ordinary group at 100 a day: the quantities that passed add up to at most 100, and every refused one would have passed it', async () => {
    const oliver = api.world.wallets.oliver;
    await deposit(api.db, oliver, 2_000_000);
    const menu = await menuOf(api.app, api.tokens.parent, { foodPlanID: api.world.foodplan.plans.solbakkeFrokostordning, walletID: oliver, from: '2026-03-17', to: '2026-03-17' });
    const drinks = menu.Items.filter((item) => item.GroupName === 'Drikkevarer') as [MenuItem, MenuItem];
    // Quantities 1 to 20 (210 in all), alternating between the day's two drinks.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        paymentCall(instance(index), api.tokens.parent, '/V2/Payment/ReserveTransaction', foodplanOrder(menu, oliver, [{ item: drinks[index % 2] as MenuItem, quantity: index + 1 }])).then((response) =>
          PaymentTransaction.parse(response.json()),
        ),
      ),
    );
    const passed = answers.map((answer, index) => ({ answer, quantity: index + 1 })).filter(({ answer }) => answer.Status.ID === 2);
    const refused = answers.map((answer, index) => ({ answer, quantity: index + 1 })).filter(({ answer }) => answer.Status.IsFailed);
    const total = passed.reduce((sum, entry) => sum + entry.quantity, 0);
    expect(passed.length + refused.length).toBe(20);
    expect(total).toBeLessThanOrEqual(100);
    expect(refused.every((entry) => entry.answer.ErrorMessage === 'PurchaseLimitReached' && entry.quantity + total > 100)).toBe(true);
  });
});

describe('the renewal job on two instances at once', () => {
  it('charges each period once: the wallet for a monthly subscription, the saved card for a weekly one', async () => {
    const token = api.tokens.parent;
    const activate = (offerName: string, walletId: string, paymentTypeID: string) =>
      api.app
        .inject({
          method: 'DELETE',
          url: `/api/FoodPlanner/V3/ActivateSubscription?${new URLSearchParams({ subscriptionID: api.world.foodplan.offers[offerName] as string, walletID: walletId, paymentTypeID }).toString()}`,
          headers: bearer(token),
        })
        .then((response) => SubscriptionItem.parse(response.json()));
    const monthly = await activate('Frokostabonnement, måned', api.world.wallets.oliver, '2');
    const weekly = await activate('Frokostabonnement, uge', api.world.wallets.emma, '4');
    const runners = await Promise.all([api.db, api.secondDb].map(async (db) => (await composeApi({ db, clock, logger: false, cardProvider: api.started.provider })).jobs));
    await Promise.all(runners.map((runner) => runner.runDueJobs()));

    // Wednesday 25 March, 09:00: April and the week from 30 March can still be paid (issue 23: they close on
    // Monday 30 and Thursday 26 March at 10:00, two school days before their first school day).
    clock.advanceMinutes((new Date('2026-03-25T08:00:00Z').getTime() - clock.now().getTime()) / 60_000);
    const before = { oliver: await fundsOf(api.db, api.world.wallets.oliver), emma: await fundsOf(api.db, api.world.wallets.emma) };
    // As if two sweeps had queued each renewal: two jobs for every period, without the dedupe key.
    const tasks = [
      { subscriptionId: monthly.Subscription?.ID, startDate: '2026-04-01', endDate: '2026-04-30' },
      { subscriptionId: weekly.Subscription?.ID, startDate: '2026-03-30', endDate: '2026-04-05' },
    ];
    for (const task of [...tasks, ...tasks]) await enqueueJob(api.db, { kind: RENEWAL_JOB, payload: task, runAt: clock.now() });
    await Promise.all(runners.map((runner) => runner.runDueJobs()));
    await Promise.all(runners.map((runner) => runner.runDueJobs()));

    const { rows } = await api.db.query<{ subscription_id: string; period_start: string; status: string; renewals: number; payments: number }>(
      `SELECT r.subscription_id, to_char(r.period_start, 'YYYY-MM-DD') AS period_start, r.status,
              (SELECT count(*)::int FROM foodplan_subscription_renewals x WHERE x.subscription_id = r.subscription_id AND x.period_start = r.period_start) AS renewals,
              (SELECT count(*)::int FROM foodplan_subscription_periods p JOIN payment_transactions t ON t.id = p.payment_id
                WHERE p.subscription_id = r.subscription_id AND p.start_date = r.period_start AND t.status_id = 2) AS payments
         FROM foodplan_subscription_renewals r ORDER BY r.period_start`,
    );
    expect(rows).toEqual([
      { subscription_id: weekly.Subscription?.ID, period_start: '2026-03-30', status: 'succeeded', renewals: 1, payments: 1 },
      { subscription_id: monthly.Subscription?.ID, period_start: '2026-04-01', status: 'succeeded', renewals: 1, payments: 1 },
    ]);
    // Oliver's wallet paid April once (the next-period price); Emma's card paid her week into her wallet, which paid it.
    expect((await fundsOf(api.db, api.world.wallets.oliver)).balanceOre).toBe(before.oliver.balanceOre - 47_500);
    expect((await fundsOf(api.db, api.world.wallets.emma)).balanceOre).toBe(before.emma.balanceOre);
    const { rows: deposits } = await api.db.query<{ count: number }>("SELECT count(*)::int AS count FROM ledger_transactions WHERE description LIKE 'Madplan, kort%'");
    expect(deposits[0]?.count).toBe(1);
    expect((await verifyLedgerOf(api.db)).status).toBe(0);
    // The guardian can still sign in and sees the paid periods.
    expect((await loginAs(api.app, 'parent')).AccessToken).toBeTruthy();
  });
});
