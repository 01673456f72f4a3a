import { DaySettlement, PaymentTransaction, PayoutRunResult, PayoutStatement } from '@kk/contracts';
import { bearer, loginAs, TestClock, useApiHarness } from '../../test-support/app';
import { orderPayload, paymentCall, type OrderLine } from '../../test-support/payments';
import { ledgerProblems } from '../../test-support/staff';
import { LedgerService } from '../ledger/service';

/**
 * Settlement and payouts (issue 27) against the ledger: a day's card money, the providers'
 * fees on it and the platform's fee; the payout run records each customer's payout once per
 * day from the clearing account to its payout account; a day whose refunds exceed its
 * sales is carried to the next; the payout statement and who may read it.
 */

jest.setTimeout(90_000);

// Wednesday 11 March 2026, 11:00 in Copenhagen.
const clock = new TestClock(new Date('2026-03-11T10:00:00Z'));
const api = useApiHarness({ clock, login: ['parent', 'partner', 'kkpayPartner', 'support'] });
const ledger = new LedgerService();
const school = () => api.world.customers.solbakkeSkole;
const ore = (kroner: number) => Math.round(kroner * 100);

/** Signs in afresh: the tests move the clock by days, past every session's idle limit. */
const token = async (user: 'parent' | 'partner' | 'support') => (await loginAs(api.app, user)).AccessToken;

async function settlement(date: string, user: 'partner' | 'support' = 'partner'): Promise<DaySettlement> {
  const response = await api.app.inject({ method: 'GET', url: `/api/Reports/Settlement?customerID=${school()}&date=${date}`, headers: bearer(await token(user)) });
  expect([response.statusCode, response.statusCode === 200 ? '' : response.body]).toEqual([200, '']);
  return DaySettlement.parse(response.json());
}

async function run(date: string): Promise<PayoutRunResult> {
  const response = await api.app.inject({ method: 'POST', url: '/api/Admin/Payouts/Run', headers: bearer(await token('support')), payload: { date } });
  expect([response.statusCode, response.statusCode === 200 ? '' : response.body]).toEqual([200, '']);
  return PayoutRunResult.parse(response.json());
}

async function order(lines: OrderLine[]): Promise<string> {
  clock.advanceMinutes(20);
  const placed = PaymentTransaction.parse(
    (
      await paymentCall(api.app, await token('parent'), '/V2/Payment/ReserveTransaction', orderPayload(api.world, {
        wallet: api.world.wallets.emma, customer: school(), webshop: api.world.moneyCore.salePoints.solbakkeWebshop, lines, autoComplete: true,
      }))
    ).json(),
  );
  expect([placed.Status.ID, placed.ErrorMessage]).toEqual([2, null]);
  return placed.ID as string;
}

/** A card deposit into Emma's wallet at the test clock's time, as the card flow books it. */
const cardDeposit = (amountOre: number) => api.db.transaction((tx) => ledger.depositByCard(tx, api.world.wallets.emma, amountOre, clock.now(), 'Indbetaling med betalingskort'));

/** The postings of a ledger transaction by account kind. */
async function postingsOf(ledgerTransactionId: string): Promise<Record<string, number>> {
  const { rows } = await api.db.query<{ kind: string; amount: number }>(
    'SELECT a.kind, p.amount_ore AS amount FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE p.transaction_id = $1',
    [ledgerTransactionId],
  );
  return Object.fromEntries(rows.map((row) => [row.kind, row.amount]));
}

const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('a day of settlement (GET /api/Reports/Settlement)', () => {
  it("counts the card money collected for the school's wallets, the provider's fee of each charge and the platform's fee", async () => {
    const before = await settlement('2026-03-11');
    await cardDeposit(20_000);
    await order([{ product: 'bottle', quantity: 1 }]);
    await api.db.query('UPDATE customers SET platform_fee_bp = 250 WHERE id = $1', [school()]);
    const after = await settlement('2026-03-11');
    const card = (day: DaySettlement) => day.Collected.find((method) => method.Method === 'card')!;
    expect(card(after).Count - card(before).Count).toBe(1);
    expect(ore(card(after).Amount) - ore(card(before).Amount)).toBe(20_000);
    // 0.95 % of 200 kr.
    expect(ore(card(after).Fees) - ore(card(before).Fees)).toBe(190);
    expect(ore(after.NetSales) - ore(before.NetSales)).toBe(7_900);
    expect(after.PlatformFeeRateBp).toBe(250);
    expect(ore(after.PlatformFee)).toBe(Math.floor((ore(after.NetSales) * 250 + 5_000) / 10_000));
    expect(ore(after.PayoutOwed)).toBe(ore(after.NetSales) - ore(after.ProviderFees) - ore(after.PlatformFee) + ore(after.CarriedIn));
    expect(after.Payout).toBeNull();
  });

  it('refuses another tenant with 404 and callers without the role with 403', async () => {
    const url = (customer: string) => `/api/Reports/Settlement?customerID=${customer}&date=2026-03-11`;
    expect((await api.app.inject({ method: 'GET', url: url(api.world.customers.kildevangSkole), headers: bearer(await token('partner')) })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: url(school()), headers: bearer(api.tokens.kkpayPartner) })).statusCode).toBe(403);
    expect((await api.app.inject({ method: 'GET', url: url(school()), headers: bearer(await token('parent')) })).statusCode).toBe(403);
    expect((await api.app.inject({ method: 'GET', url: `/api/Reports/Settlement?customerID=${school()}&date=2026-02-30`, headers: bearer(await token('partner')) })).statusCode).toBe(400);
  });
});

describe('the payout run (POST /api/Admin/Payouts/Run)', () => {
  let bottleOrder = '';

  it('pays each customer its day once, from the clearing account to its payout account', async () => {
    const owed = await settlement('2026-03-11');
    // The next day, past the day's end.
    clock.advanceMinutes(24 * 60);
    const first = await run('2026-03-11');
    expect(first).toMatchObject({ Date: '2026-03-11', Ran: true });
    expect(first.Customers).toBeGreaterThan(0);
    expect(await run('2026-03-11')).toEqual({ Date: '2026-03-11', Ran: false, Customers: 0 });
    const { rows } = await api.db.query<{ n: number }>("SELECT count(*)::int AS n FROM payouts WHERE customer_id = $1 AND day = '2026-03-11'", [school()]);
    expect(rows[0]?.n).toBe(1);

    const day = await settlement('2026-03-11');
    expect(day.Payout).toMatchObject({ Status: 'paid', Amount: owed.PayoutOwed, Carried: 0 });
    const postings = await postingsOf(day.Payout!.LedgerTransactionID!);
    expect(postings).toEqual({
      customer_payout: -(ore(day.Payout!.Amount) + ore(day.Payout!.ProviderFees) + ore(day.Payout!.PlatformFee)),
      card_clearing: ore(day.Payout!.Amount),
      provider_fees: ore(day.Payout!.ProviderFees),
      platform_fees: ore(day.Payout!.PlatformFee),
    });
    expect(await ledgerProblems(api.db)).toEqual([]);
    const { rows: customerPayouts } = await api.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM payouts p JOIN customers c ON c.id = p.customer_id WHERE p.day = '2026-03-11'",
    );
    expect(customerPayouts[0]?.n).toBe(first.Customers);
  });

  it('refuses a day that has not ended, and staff who are not the support tool', async () => {
    const today = '2026-03-12';
    const response = await api.app.inject({ method: 'POST', url: '/api/Admin/Payouts/Run', headers: bearer(await token('support')), payload: { date: today } });
    expect(response.statusCode).toBe(400);
    const partner = await api.app.inject({ method: 'POST', url: '/api/Admin/Payouts/Run', headers: bearer(await token('partner')), payload: { date: '2026-03-10' } });
    expect(partner.statusCode).toBe(403);
  });

  it("carries a day whose refunds exceed its sales into the next day's payout, paid once when two runs race", async () => {
    bottleOrder = (await api.db.query<{ id: string }>(
      "SELECT id::text AS id FROM payment_transactions WHERE kind = 'order' AND wallet_id = $1 AND status_id = 2 ORDER BY created_at DESC LIMIT 1",
      [api.world.wallets.emma],
    )).rows[0]!.id;
    // 12 March: the bottle given back, nothing sold.
    const refund = await paymentCall(api.app, await token('partner'), '/V3/TransactionRefund/Payment/RefundTransaction', { ID: bottleOrder, Products: [{ ID: api.world.moneyCore.products.bottle, Quantity: 1 }] });
    expect(refund.statusCode).toBe(200);
    const refundDay = await settlement('2026-03-12');
    expect(ore(refundDay.NetSales)).toBe(-7_900);
    clock.advanceMinutes(24 * 60);
    await run('2026-03-12');
    const carried = (await settlement('2026-03-12')).Payout!;
    expect(carried).toMatchObject({ Status: 'carried', Amount: 0, Carried: -79, LedgerTransactionID: null });

    // 13 March: a hoodie; its payout settles both days, less the platform's 2.5 % of the day's own sales.
    await order([{ product: 'hoodie', quantity: 1 }]);
    const next = await settlement('2026-03-13');
    expect(ore(next.CarriedIn)).toBe(-7_900);
    expect(ore(next.PlatformFee)).toBe(498);
    expect(ore(next.PayoutOwed)).toBe(19_900 - 498 - 7_900);
    clock.advanceMinutes(24 * 60);
    // Two runs at once (the job on two instances, or the job and the support tool): one pays.
    const runs = await Promise.all([run(dayAfter('2026-03-12')), run(dayAfter('2026-03-12'))]);
    expect(runs.map((result) => result.Ran).sort()).toEqual([false, true]);
    const { rows } = await api.db.query<{ n: number }>("SELECT count(*)::int AS n FROM payouts WHERE customer_id = $1 AND day = '2026-03-13'", [school()]);
    expect(rows[0]?.n).toBe(1);
    const paid = (await settlement('2026-03-13')).Payout!;
    expect(paid).toMatchObject({ Status: 'paid', NetSales: 120, PlatformFee: 4.98, Amount: 115.02 });
    expect(await ledgerProblems(api.db)).toEqual([]);
  });

  it("lists the payouts on the customer's statement, which adds up to what left the clearing account", async () => {
    const response = await api.app.inject({ method: 'GET', url: `/api/Reports/Payouts?customerID=${school()}&from=2026-03-01&to=2026-03-31`, headers: bearer(await token('partner')) });
    expect(response.statusCode).toBe(200);
    const statement = PayoutStatement.parse(response.json());
    expect(statement.Payouts.map((payout) => [payout.Date, payout.Status])).toEqual(expect.arrayContaining([['2026-03-11', 'paid'], ['2026-03-12', 'carried'], ['2026-03-13', 'paid']]));
    const { rows } = await api.db.query<{ paid: number }>(
      `SELECT coalesce(sum(p.amount_ore), 0)::bigint AS paid FROM payouts o JOIN ledger_postings p ON p.transaction_id = o.ledger_transaction_id
         JOIN ledger_accounts a ON a.id = p.account_id AND a.kind = 'card_clearing'
        WHERE o.customer_id = $1 AND o.day BETWEEN '2026-03-01' AND '2026-03-31'`,
      [school()],
    );
    expect(ore(statement.Amount)).toBe(rows[0]?.paid);
    const csv = await api.app.inject({ method: 'GET', url: `/api/Reports/Payouts/csv?customerID=${school()}&from=2026-03-01&to=2026-03-31`, headers: { ...bearer(await token('partner')), language: 'en' } });
    expect(csv.body.startsWith('\uFEFFDate,Status,Net sales,')).toBe(true);
    expect(csv.body).toContain('2026-03-12,Carried,-79.00');
  });
});
