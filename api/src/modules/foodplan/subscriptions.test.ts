import { FailedSubscriptionsResponse, GetSubscriptionsResponse, PaymentTransaction, PollMerchantSubscriptionResponse, SubscriptionItem } from '@kk/contracts';
import { composeApi } from '../../composition';
import type { JobRunner } from '../../jobs/runner';
import { bearer, loginAs, TestClock, useApiHarness } from '../../test-support/app';
import { answerMobilePay, startAppWithSandbox, waitForEmptyOutbox } from '../../test-support/card-sandbox';
import { infoOf, periodPayment, reserve } from '../../test-support/foodplan';
import { ledgerProblems } from '../../test-support/ledger-verify';
import { deposit, fundsOf, moneyFootprint, paymentCall } from '../../test-support/payments';

/**
 * Food plan subscriptions through the API, on PGlite and on PostgreSQL (spec section 4):
 * activate, one active per type and delivery type, pay a period still to come (issue 23)
 * through the payment handler at the period price, change, remove with a quarantine until
 * the next period, the cancellation policy of a period that has begun; then the renewal
 * job: a weekly subscription renewed from the wallet and one from the saved card, a
 * monthly one that fails and shows in the failed-subscriptions calls, each period charged
 * once however often the job runs. The demo plan (Frokostordning) takes orders two school
 * days before at 10:00: on Wednesday 11 March the first week still to come is 16 March (it
 * closes Thursday 12 March 10:00) and the first month April (it closes Monday 30 March).
 */
jest.setTimeout(120_000);

// Wednesday 11 March 2026, 11:00 in Copenhagen.
const clock = new TestClock(new Date('2026-03-11T10:00:00Z'));
const api = useApiHarness({ clock, start: startAppWithSandbox, login: ['parent', 'kkpayParent', 'dev'] });

let token = '';
const parent = () => token || api.tokens.parent;
async function advanceTo(iso: string): Promise<void> {
  clock.advanceMinutes((new Date(iso).getTime() - clock.now().getTime()) / 60_000);
  token = (await loginAs(api.app, 'parent')).AccessToken;
}

const plan = () => api.world.foodplan.plans.solbakkeFrokostordning;
const offer = (name: string) => api.world.foodplan.offers[name] as string;
const LUNCH = 'Frokostabonnement, måned';
const VEGGIE = 'Vegetarabonnement, måned';
const WEEKLY = 'Frokostabonnement, uge';

async function items(walletId?: string): Promise<SubscriptionItem[]> {
  const query = new URLSearchParams({ customerID: api.world.customers.solbakkeSkole, foodPlanID: plan(), ...(walletId ? { walletID: walletId } : {}) });
  const response = await api.app.inject({ method: 'GET', url: `/api/FoodPlanner/V3/GetSubscriptions?${query.toString()}`, headers: bearer(parent()) });
  expect(response.statusCode).toBe(200);
  return GetSubscriptionsResponse.parse(response.json());
}

const itemOf = async (walletId: string, name: string) => (await items(walletId)).find((item) => item.Name === name) as SubscriptionItem;

function change(kind: 'ActivateSubscription' | 'RemoveSubscription', query: Record<string, string>, as = parent()) {
  return api.app.inject({ method: 'DELETE', url: `/api/FoodPlanner/V3/${kind}?${new URLSearchParams(query).toString()}`, headers: bearer(as) });
}

let jobs: JobRunner;
/** Oliver's April lunch, paid on 11 March. */
let oliverLunchPayment: PaymentTransaction;
const oliver = () => api.world.wallets.oliver;
const emma = () => api.world.wallets.emma;

beforeAll(async () => {
  await deposit(api.db, oliver(), 200_000);
  jobs = (await composeApi({ db: api.db, clock, logger: false, cardProvider: api.started.provider })).jobs;
});

describe('the subscription lifecycle', () => {
  it("lists the master caterer's subscriptions for each wallet with this and next period's prices and dates, and the period a subscriber pays first", async () => {
    expect((await items()).map((item) => item.WalletID).sort()).toEqual([...Array(4).fill(emma()), ...Array(4).fill(oliver())].sort());
    const lunch = await itemOf(oliver(), LUNCH);
    expect(lunch).toMatchObject({
      SubscriptionTypeID: 1,
      DeliveryTypeID: 4,
      DaysBeforeNewPeriod: 3,
      Product: { Price: 450, NextPeriodPrice: 475, PeriodDate: '2026-03-01', PeriodEndDate: '2026-03-31', NextPeriodDate: '2026-04-01', NextPeriodEndDate: '2026-04-30' },
      Subscription: null,
      QuarantineInfo: null,
      // March has begun: a new subscriber pays April, at the next-period price.
      PeriodToPay: { StartDate: '2026-04-01', EndDate: '2026-04-30', Price: 475 },
    });
    expect(await itemOf(oliver(), WEEKLY)).toMatchObject({
      Product: { PeriodDate: '2026-03-09', PeriodEndDate: '2026-03-15', NextPeriodDate: '2026-03-16' },
      PeriodToPay: { StartDate: '2026-03-16', EndDate: '2026-03-22', Price: 115 },
    });
  });

  it('activates a subscription; another of the same type and delivery type is refused, another type is not', async () => {
    const activated = await change('ActivateSubscription', { subscriptionID: offer(LUNCH), walletID: oliver() });
    expect(activated.statusCode).toBe(200);
    expect(SubscriptionItem.parse(activated.json())).toMatchObject({
      Subscription: { IsActive: true, NextAvailableDate: null, PaymentTypeID: 2, Periods: [] },
      PeriodToPay: { StartDate: '2026-04-01', EndDate: '2026-04-30', Price: 475 },
    });
    const veggie = await change('ActivateSubscription', { subscriptionID: offer(VEGGIE), walletID: oliver() });
    expect([veggie.statusCode, veggie.json().reason]).toEqual([409, 'Cannot subscribe: active-of-same-kind']);
    expect((await change('ActivateSubscription', { subscriptionID: offer(WEEKLY), walletID: oliver() })).statusCode).toBe(200);
    const again = await change('ActivateSubscription', { subscriptionID: offer(LUNCH), walletID: oliver() });
    expect([again.statusCode, again.json().reason]).toEqual([409, 'Cannot subscribe: already-active']);
  });

  it("refuses another family and a user without the food plan's role", async () => {
    for (const who of [api.tokens.kkpayParent, api.tokens.dev]) {
      expect((await change('ActivateSubscription', { subscriptionID: offer(VEGGIE), walletID: oliver() }, who)).statusCode).toBe(403);
      const lunch = await itemOf(oliver(), LUNCH);
      expect((await change('RemoveSubscription', { subscriptionID: lunch.Subscription?.ID as string }, who)).statusCode).toBe(403);
    }
  });

  it('pays the first period still to come through the payment handler at its price, once; never the month that has begun', async () => {
    const lunch = await itemOf(oliver(), LUNCH);
    const before = await fundsOf(api.db, oliver());
    const footprint = await moneyFootprint(api.db);
    // March has begun (its first school day closed on 26 February): refused like a past deadline, nothing moves.
    const march = await reserve(api.app, parent(), periodPayment(lunch, 450, '2026-03-01'));
    expect([march.Status.IsFailed, march.ErrorMessage]).toEqual([true, 'ExpiredProductsInBasket']);
    expect(infoOf(march)).toMatchObject({ StatusCode: 11, FailedProducts: [lunch.Product.ID], Reason: expect.stringContaining('has begun or is over') });
    expect(await moneyFootprint(api.db)).toEqual(footprint);

    oliverLunchPayment = await reserve(api.app, parent(), periodPayment(lunch, 475, '2026-04-01'));
    const paid = oliverLunchPayment;
    expect(paid.Status.ID).toBe(2);
    expect((await fundsOf(api.db, oliver())).balanceOre).toBe(before.balanceOre - 47_500);
    const after = await itemOf(oliver(), LUNCH);
    expect(after.Subscription?.Periods).toEqual([{ StartDate: '2026-04-01', EndDate: '2026-04-30', IsActive: true, IsPaid: true, IsPending: false, TransactionID: paid.ID }]);
    expect(after.PeriodToPay).toEqual({ StartDate: '2026-05-01', EndDate: '2026-05-31', Price: 475 });

    const paidFootprint = await moneyFootprint(api.db);
    const twice = await reserve(api.app, parent(), periodPayment(lunch, 475, '2026-04-01'));
    expect([twice.ErrorMessage, infoOf(twice).Reason]).toEqual(['Request is invalid', expect.stringContaining('Paid or being paid already')]);
    // A period to come costs the next-period price.
    const cheap = await paymentCall(api.app, parent(), '/V2/Payment/ReserveTransaction', periodPayment(lunch, 450, '2026-05-01'));
    expect([cheap.statusCode, cheap.json().message]).toEqual([400, 'Price has been manipulated']);
    const far = await paymentCall(api.app, parent(), '/V2/Payment/ReserveTransaction', periodPayment(lunch, 475, '2026-06-01'));
    expect(far.statusCode).toBe(400);
    expect(await moneyFootprint(api.db)).toEqual(paidFootprint);
  });

  it("pays a period with MobilePay (issue 16): the card child's page is MobilePay's, and approving pays the period once", async () => {
    expect((await change('ActivateSubscription', { subscriptionID: offer(LUNCH), walletID: emma() })).statusCode).toBe(200);
    const lunch = await itemOf(emma(), LUNCH);
    const before = await fundsOf(api.db, emma());
    const returnUrl = `http://localhost:3000/FoodPlanner/Subscriptions?WalletID=${emma()}&subscriptionpayment=1`;
    const order = {
      ...periodPayment(lunch, 475, '2026-04-01'),
      Amounts: { '4': 475 },
      CustomData: { AutoComplete: true, CreditCardPaymentWindow: { AcceptURL: returnUrl, CancelURL: returnUrl, PaymentMethod: 'MobilePay' } },
    };
    const reserved = PaymentTransaction.parse((await paymentCall(api.app, parent(), '/V2/Payment/ReserveTransaction', order)).json());
    const page = reserved.ChildTransactions.find((child) => child.Type.ID === 4)?.MerchantData ?? '';
    expect(new URL(page).pathname).toMatch(/^\/mobilepay\//);

    const back = await answerMobilePay(api.started.sandbox.url, page, 'approve');
    expect(back.searchParams.get('subscriptionpayment')).toBe('1');
    await waitForEmptyOutbox(api.started.sandbox);
    const polled = await api.app.inject({
      method: 'GET',
      url: `/api/DepositWithdraw/PollMerchantSubscription?vivawalletTransactionID=${back.searchParams.get('vivawallettransactionid')}`,
      headers: bearer(parent()),
    });
    expect(PollMerchantSubscriptionResponse.parse(polled.json())).toEqual({ Success: true, Status: 'completed', Message: null });
    const paid = await itemOf(emma(), LUNCH);
    expect(paid.Subscription?.Periods).toEqual([{ StartDate: '2026-04-01', EndDate: '2026-04-30', IsActive: true, IsPaid: true, IsPending: false, TransactionID: reserved.ID }]);
    // The card child paid it all: the wallet is untouched.
    expect(await fundsOf(api.db, emma())).toEqual(before);
    expect(await ledgerProblems(api.db, api.database.engine)).toBe('');
    // Ended again, so the renewal job below renews Oliver's subscriptions only.
    expect((await change('RemoveSubscription', { subscriptionID: paid.Subscription?.ID as string, walletID: emma() })).statusCode).toBe(200);
  });

  it('changes to another subscription of the same type and delivery type without a quarantine', async () => {
    const lunch = await itemOf(oliver(), LUNCH);
    const changed = await change('ActivateSubscription', { subscriptionID: offer(VEGGIE), walletID: oliver(), replaces: lunch.Subscription?.ID as string });
    expect(changed.statusCode).toBe(200);
    expect(SubscriptionItem.parse(changed.json()).Subscription?.IsActive).toBe(true);
    expect((await itemOf(oliver(), LUNCH)).Subscription).toMatchObject({ IsActive: false, NextAvailableDate: null });
  });

  it('removes a subscription into a quarantine until the next period begins; re-subscribing waits for it', async () => {
    const veggie = await itemOf(oliver(), VEGGIE);
    const removed = await change('RemoveSubscription', { subscriptionID: veggie.Subscription?.ID as string });
    expect(removed.statusCode).toBe(200);
    expect(SubscriptionItem.parse(removed.json())).toMatchObject({
      Subscription: { IsActive: false, NextAvailableDate: '2026-04-01' },
      QuarantineInfo: { NextAvailableDate: '2026-04-01' },
    });
    const again = await change('ActivateSubscription', { subscriptionID: veggie.Subscription?.ID as string });
    expect([again.statusCode, again.json().reason]).toEqual([409, 'Quarantined until 2026-04-01']);
    expect((await change('RemoveSubscription', { subscriptionID: veggie.Subscription?.ID as string })).statusCode).toBe(409);
    // The lunch subscription was changed from, not removed: it may be taken again at once.
    expect((await change('ActivateSubscription', { subscriptionID: offer(LUNCH), walletID: oliver() })).statusCode).toBe(200);
  });
});

describe('the renewal job', () => {
  let emmaWeekly: SubscriptionItem;

  it("renews the week after the guardian's first, two days before its deadline's day: from the wallet, and from the saved card", async () => {
    const activated = await change('ActivateSubscription', { subscriptionID: offer(WEEKLY), walletID: emma(), paymentTypeID: '4' });
    emmaWeekly = SubscriptionItem.parse(activated.json());
    expect(emmaWeekly.Subscription?.PaymentTypeID).toBe(4);
    // The week of 16 March is the guardians' own first period (Pay): the job leaves it to them.
    expect(emmaWeekly.PeriodToPay).toEqual({ StartDate: '2026-03-16', EndDate: '2026-03-22', Price: 115 });
    await jobs.runDueJobs();
    expect(await renewalsCount()).toBe(0);

    await advanceTo('2026-03-17T07:00:00Z'); // Tuesday: two days before Thursday 19 March 10:00, when the week of 23 March closes
    const emmaBefore = await fundsOf(api.db, emma());
    const oliverBefore = await fundsOf(api.db, oliver());
    await jobs.runDueJobs();
    await jobs.runDueJobs();
    const { rows } = await api.db.query<{ wallet_id: string; status: string; amount_ore: number; provider_transaction_id: string | null }>(
      `SELECT wallet_id, status, amount_ore, provider_transaction_id FROM foodplan_subscription_renewals WHERE period_start = '2026-03-23' ORDER BY wallet_id`,
    );
    expect(rows.map((row) => ({ ...row, amount_ore: Number(row.amount_ore) }))).toEqual(
      [
        { wallet_id: emma(), status: 'succeeded', amount_ore: 11_500, provider_transaction_id: expect.stringMatching(/^txn_/) },
        { wallet_id: oliver(), status: 'succeeded', amount_ore: 11_500, provider_transaction_id: null },
      ].sort((a, b) => a.wallet_id.localeCompare(b.wallet_id)),
    );
    // Emma's card paid her week into her wallet, and her wallet paid it: her balance is as it was.
    expect((await fundsOf(api.db, emma())).balanceOre).toBe(emmaBefore.balanceOre);
    expect((await fundsOf(api.db, oliver())).balanceOre).toBe(oliverBefore.balanceOre - 11_500);
    const week = (await itemOf(emma(), WEEKLY)).Subscription?.Periods.find((period) => period.StartDate === '2026-03-23');
    expect(week).toMatchObject({ IsActive: true, IsPaid: true });
    expect(await ledgerProblems(api.db, api.database.engine)).toBe('');
  });

  it('charges each period once however often it runs', async () => {
    const footprint = await moneyFootprint(api.db);
    await jobs.runDueJobs();
    await advanceTo('2026-03-17T09:30:00Z');
    await jobs.runDueJobs();
    expect(await moneyFootprint(api.db)).toEqual(footprint);
    expect(await renewalsCount()).toBe(2);
  });

  it('records a renewal that fails and shows it in the failed-subscriptions calls', async () => {
    // The weekly subscriptions stop; Oliver's monthly lunch is left, and his wallet is blocked.
    for (const wallet of [emma(), oliver()]) {
      const weekly = await itemOf(wallet, WEEKLY);
      expect((await change('RemoveSubscription', { subscriptionID: weekly.Subscription?.ID as string })).statusCode).toBe(200);
    }
    await api.db.query('UPDATE wallets SET blocked = true WHERE id = $1', [oliver()]);
    // April is paid (by hand, the lunch's first period); May closes on Wednesday 29 April at 10:00.
    await advanceTo('2026-04-26T07:00:00Z'); // three days before
    await jobs.runDueJobs();
    await jobs.runDueJobs();
    await api.db.query('UPDATE wallets SET blocked = false WHERE id = $1', [oliver()]);
    const failed = FailedSubscriptionsResponse.parse(
      (await api.app.inject({ method: 'GET', url: `/api/DepositWithdraw/FailedSubscriptionsWallet/${oliver()}`, headers: bearer(parent()) })).json(),
    );
    expect(failed).toEqual([
      expect.objectContaining({ WalletID: oliver(), Type: 'FoodPlanSubscription', Name: LUNCH, Amount: 475, Reason: 'WalletBlocked', Period: '2026-05-01 - 2026-05-31', Card: null }),
    ]);
    const group = FailedSubscriptionsResponse.parse(
      (await api.app.inject({ method: 'GET', url: `/api/DepositWithdraw/FailedSubscriptionsWalletGroup/${api.world.walletGroups.jensen}`, headers: bearer(parent()) })).json(),
    );
    expect(group.filter((entry) => entry.Type === 'FoodPlanSubscription')).toHaveLength(1);
    const kkpay = (await loginAs(api.app, 'kkpayParent')).AccessToken;
    expect((await api.app.inject({ method: 'GET', url: `/api/DepositWithdraw/FailedSubscriptionsWallet/${oliver()}`, headers: bearer(kkpay) })).statusCode).toBe(403);
    // The guardian pays by hand instead.
    const lunch = await itemOf(oliver(), LUNCH);
    expect(lunch.PeriodToPay).toEqual({ StartDate: '2026-05-01', EndDate: '2026-05-31', Price: 475 });
    expect((await reserve(api.app, parent(), periodPayment(lunch, 475, '2026-05-01'))).Status.ID).toBe(2);
    expect(await ledgerProblems(api.db, api.database.engine)).toBe('');
  });

  it('gives back no period that has begun (the cancellation policy)', async () => {
    const lunch = await itemOf(oliver(), LUNCH);
    const refund = PaymentTransaction.parse(
      (await paymentCall(api.app, parent(), '/V2/Payment/RefundTransaction', { ID: oliverLunchPayment.ID, Products: [{ ID: lunch.Product.ID, Quantity: 1 }] })).json(),
    );
    expect(refund.ErrorMessage).toBe('Cannot refund due to cancellation policy');
  });
});

async function renewalsCount(): Promise<number> {
  const { rows } = await api.db.query<{ count: number }>('SELECT count(*)::int AS count FROM foodplan_subscription_renewals');
  return Number(rows[0]?.count);
}
