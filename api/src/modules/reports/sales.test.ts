import { MeetingOptions, MeetingStatement, PaymentTransaction, ReportCustomers, SalesReport, SALES_GROUPINGS, type SalesGrouping } from '@kk/contracts';
import { copenhagenDayBounds } from '@kk/domain';
import { bearer, TestClock, useApiHarness } from '../../test-support/app';
import { deposit, orderPayload, paymentCall } from '../../test-support/payments';
import { ledgerProblems } from '../../test-support/staff';
import { SalesReports } from './sales-service';

/**
 * The sales report (issue 27) against the ledger: every grouping's totals are the postings
 * to the customers' revenue and refund accounts, to the øre; the VAT split follows the
 * lines; the daily summary changes nothing of what a report says; a municipality's report
 * covers its institutions; and nobody reads another tenant's money.
 */

jest.setTimeout(90_000);

// Wednesday 11 March 2026, 11:00 in Copenhagen.
const clock = new TestClock(new Date('2026-03-11T10:00:00Z'));
const api = useApiHarness({ clock, login: ['parent', 'partner', 'kitchen', 'kkpayPartner', 'support'] });
const TODAY = '2026-03-11';
const FROM = '2026-01-01';

const get = (token: string, url: string, language = 'da') => api.app.inject({ method: 'GET', url, headers: { ...bearer(token), language } });
const salesUrl = (customerID: string, from: string, to: string, groupBy: SalesGrouping = 'day') => `/api/Reports/Sales?customerID=${customerID}&from=${from}&to=${to}&groupBy=${groupBy}`;
async function sales(customerID: string, from = FROM, to = TODAY, groupBy: SalesGrouping = 'day', token = api.tokens.partner): Promise<SalesReport> {
  const response = await get(token, salesUrl(customerID, from, to, groupBy));
  expect([response.statusCode, response.statusCode === 200 ? '' : response.body]).toEqual([200, '']);
  return SalesReport.parse(response.json());
}

/** The ledger's own sums for the customers over the days, in øre. */
async function ledgerSums(customerIds: readonly string[], from: string, to: string): Promise<{ sales: number; refunds: number }> {
  const { rows } = await api.db.query<{ sales: number; refunds: number }>(
    `SELECT coalesce(sum(p.amount_ore) FILTER (WHERE a.kind = 'customer_revenue'), 0)::bigint AS sales,
            coalesce(-sum(p.amount_ore) FILTER (WHERE a.kind = 'customer_refunds'), 0)::bigint AS refunds
       FROM ledger_postings p
       JOIN ledger_accounts a ON a.id = p.account_id
       JOIN ledger_transactions lt ON lt.id = p.transaction_id
      WHERE a.customer_id = ANY ($1::uuid[]) AND lt.created_at >= $2 AND lt.created_at < $3`,
    [customerIds, copenhagenDayBounds(from).start, copenhagenDayBounds(to).end],
  );
  return rows[0]!;
}

const ore = (kroner: number) => Math.round(kroner * 100);
const totalsOre = (report: SalesReport) => ({ sales: ore(report.Totals.Sales), refunds: ore(report.Totals.Refunds) });
const rowsSumOre = (report: SalesReport) => ({
  sales: report.Rows.reduce((sum, row) => sum + ore(row.Sales), 0),
  refunds: report.Rows.reduce((sum, row) => sum + ore(row.Refunds), 0),
});

beforeAll(() => deposit(api.db, api.world.wallets.emma, 100_000));

describe('the sales report (GET /api/Reports/Sales)', () => {
  it("equals the ledger's postings to the school's revenue and refund accounts in every grouping", async () => {
    const school = api.world.customers.solbakkeSkole;
    const ledger = await ledgerSums([school], FROM, TODAY);
    expect(ledger.sales).toBeGreaterThan(0);
    for (const groupBy of SALES_GROUPINGS) {
      const report = await sales(school, FROM, TODAY, groupBy);
      expect([groupBy, totalsOre(report)]).toEqual([groupBy, ledger]);
      expect([groupBy, rowsSumOre(report)]).toEqual([groupBy, ledger]);
      expect(report.Totals.SaleCount).toBe(report.Rows.reduce((sum, row) => sum + row.SaleCount, 0));
      for (const row of report.Rows) {
        expect(ore(row.Net)).toBe(ore(row.Sales) - ore(row.Refunds));
        expect(ore(row.Sales)).toBe(row.ByVat.reduce((sum, vat) => sum + ore(vat.Sales), 0));
      }
    }
    const byTerminal = await sales(school, FROM, TODAY, 'terminal');
    expect(byTerminal.Rows.map((row) => row.Label)).toEqual(expect.arrayContaining(['Uden terminal']));
    expect(byTerminal.Rows.some((row) => row.Key !== null)).toBe(true);
  });

  it('splits an order by its lines’ VAT rates, refunds netted, to the øre', async () => {
    const school = api.world.customers.solbakkeSkole;
    // The water bottle is sold VAT-exempt from now on; the line keeps the rate it was sold at.
    await api.db.query('UPDATE catalogue_products SET vat_rate_bp = 0 WHERE id = $1', [api.world.moneyCore.products.bottle]);
    const before = await sales(school, TODAY, TODAY);
    clock.advanceMinutes(20);
    const placed = PaymentTransaction.parse(
      (
        await paymentCall(
          api.app,
          api.tokens.parent,
          '/V2/Payment/ReserveTransaction',
          orderPayload(api.world, {
            wallet: api.world.wallets.emma,
            customer: school,
            webshop: api.world.moneyCore.salePoints.solbakkeWebshop,
            lines: [{ product: 'hoodie', quantity: 1 }, { product: 'bottle', quantity: 2 }],
            autoComplete: true,
          }),
        )
      ).json(),
    );
    expect([placed.Status.ID, placed.ErrorMessage]).toEqual([2, null]);
    const refund = await paymentCall(api.app, api.tokens.partner, '/V3/TransactionRefund/Payment/RefundTransaction', {
      ID: placed.ID,
      Products: [{ ID: api.world.moneyCore.products.bottle, Quantity: 1 }],
    });
    expect(refund.statusCode).toBe(200);
    const after = await sales(school, TODAY, TODAY);
    const rate = (report: SalesReport, bp: number) => report.Totals.ByVat.find((vat) => vat.RateBp === bp) ?? { Sales: 0, Refunds: 0, Net: 0, Vat: 0 };
    const delta = (bp: number) => ({
      sales: ore(rate(after, bp).Sales) - ore(rate(before, bp).Sales),
      refunds: ore(rate(after, bp).Refunds) - ore(rate(before, bp).Refunds),
    });
    expect(delta(2500)).toEqual({ sales: 19_900, refunds: 0 });
    expect(delta(0)).toEqual({ sales: 15_800, refunds: 7_900 });
    expect(after.Totals.SaleCount - before.Totals.SaleCount).toBe(1);
    expect(after.Totals.RefundCount - before.Totals.RefundCount).toBe(1);
    // VAT is inside the price: 25 % on top is a fifth of the price paid.
    expect(ore(rate(after, 2500).Vat) - ore(rate(before, 2500).Vat)).toBe(3_980);
    expect(ore(rate(after, 0).Vat)).toBe(0);
    expect(totalsOre(after)).toEqual(await ledgerSums([school], TODAY, TODAY));
    expect(await ledgerProblems(api.db)).toEqual([]);
  });

  it('says the same after the days are summarised, and summarises each day once', async () => {
    const school = api.world.customers.solbakkeSkole;
    const live = await Promise.all(SALES_GROUPINGS.map((groupBy) => sales(school, FROM, TODAY, groupBy)));
    // The job's clock two days on (the sessions' clock stays, so the callers stay signed in).
    const reports = new SalesReports(api.db, { now: () => new Date(clock.now().getTime() + 2 * 24 * 60 * 60 * 1000) });
    const [first, second] = await Promise.all([reports.summariseClosedDays(), reports.summariseClosedDays()]);
    const summarised = [...first, ...second].sort();
    expect(summarised.length).toBeGreaterThan(0);
    expect(new Set(summarised).size).toBe(summarised.length);
    // A run takes a month at most; a new installation catches up over a few runs.
    while ((await reports.summariseClosedDays()).length > 0);
    const { rows } = await api.db.query<{ days: number }>("SELECT count(*)::int AS days FROM sales_summarised_days WHERE day = '2026-03-11'");
    expect(rows[0]?.days).toBe(1);
    expect(await reports.summariseClosedDays()).toEqual([]);
    const summary = await Promise.all(SALES_GROUPINGS.map((groupBy) => sales(school, FROM, TODAY, groupBy)));
    expect(summary).toEqual(live);
    expect(totalsOre(summary[0]!)).toEqual(await ledgerSums([school], FROM, TODAY));
  });

  it("covers a municipality's institutions, one row per institution", async () => {
    const kommune = api.world.customers.solbakkeKommune;
    const customers = ReportCustomers.parse((await get(api.tokens.partner, '/api/Reports/Customers')).json());
    expect(customers.Customers.map((customer) => customer.ID)).toEqual(expect.arrayContaining([kommune, api.world.customers.solbakkeSkole]));
    const report = await sales(kommune, FROM, TODAY, 'customer');
    const covered = report.Customers.map((customer) => customer.ID);
    expect(covered).toEqual(expect.arrayContaining([kommune, api.world.customers.solbakkeSkole]));
    expect(totalsOre(report)).toEqual(await ledgerSums(covered, FROM, TODAY));
    expect(report.Rows.find((row) => row.Key === api.world.customers.solbakkeSkole)?.Label).toBe('Solbakke Skole');
  });

  it('answers CSV in the reader’s culture', async () => {
    const school = api.world.customers.solbakkeSkole;
    const da = await get(api.tokens.partner, salesUrl(school, FROM, TODAY, 'month').replace('/Sales?', '/Sales/csv?'));
    expect(da.statusCode).toBe(200);
    expect(da.headers['content-type']).toContain('text/csv');
    expect(da.body.startsWith('\uFEFFGruppe;Antal salg;')).toBe(true);
    expect(da.body).toContain('2026-03;');
    const en = await get(api.tokens.partner, salesUrl(school, FROM, TODAY, 'month').replace('/Sales?', '/Sales/csv?'), 'en');
    expect(en.body.startsWith('\uFEFFGroup,Sales count,')).toBe(true);
    const report = await sales(school, FROM, TODAY, 'month');
    const totalLine = da.body.trim().split('\r\n').at(-1)!;
    expect(totalLine.split(';')[5]).toBe(report.Totals.Net.toFixed(2).replace('.', ','));
  });

  it('refuses bad periods with 400, another tenant with 404 and callers without the role with 403', async () => {
    const school = api.world.customers.solbakkeSkole;
    for (const [from, to] of [['2026-02-30', TODAY], ['2026-03-12', TODAY], ['2025-01-01', TODAY], ['11-03-2026', TODAY]] as const) {
      expect([from, (await get(api.tokens.partner, salesUrl(school, from, to))).statusCode]).toEqual([from, 400]);
    }
    expect((await get(api.tokens.partner, `/api/Reports/Sales?customerID=${school}&from=${FROM}&to=${TODAY}&groupBy=weekday`)).statusCode).toBe(400);
    expect((await get(api.tokens.partner, salesUrl(api.world.customers.kildevangSkole, FROM, TODAY))).statusCode).toBe(404);
    expect((await get(api.tokens.kkpayPartner, salesUrl(api.world.customers.kildevangSkole, FROM, TODAY))).statusCode).toBe(403);
    expect((await get(api.tokens.parent, salesUrl(school, FROM, TODAY))).statusCode).toBe(403);
    expect((await get(api.tokens.support, salesUrl(api.world.customers.kildevangSkole, FROM, TODAY))).statusCode).toBe(200);
  });
});

describe('the meeting statement (GET /api/Reports/MeetingStatement)', () => {
  it("lists the month's orders per department with what the ledger charged and gave back", async () => {
    const customers = ReportCustomers.parse((await get(api.tokens.kitchen, '/api/Reports/Customers')).json());
    expect(customers.Customers.length).toBeGreaterThan(0);
    const caterer = customers.Customers[0]!;
    expect(caterer.ID).toBe(api.world.customers.raadhusetsMoedeforplejning);
    // Anne (staff@demo.dk) orders tomorrow's meeting for Teknik og Miljø, paid when placed.
    const options = MeetingOptions.parse((await api.injectAs('staff', { method: 'GET', url: '/api/Meeting/Options' })).json());
    const location = options.Locations[0]!;
    const ordered = location.Products[0]!;
    const placed = await paymentCall(api.app, await api.token('staff'), '/V2/Payment/ReserveTransaction', {
      Restrictions: { UseRestrictionOverride: true, IgnoreWalletSettings: true },
      Amounts: { '2': ordered.Price * 3 },
      Description: 'Mødeforplejning',
      WalletID: api.world.wallets.anne,
      CustomerID: caterer.ID,
      DepartmentID: api.world.meeting.departments['Teknik og Miljø'],
      Products: [{ ID: ordered.ID, Name: ordered.Name, Price: ordered.Price, Quantity: 3 }],
      CustomData: { MeetingInfo: { LocationID: location.ID, DeliveryTime: '2026-03-12T08:00:00.000Z', Participants: 3, PickedUpByCustomer: true, Note: null, IsExternal: false } },
    });
    expect(placed.statusCode).toBe(200);
    const order = PaymentTransaction.parse(placed.json());
    expect(order.Status.ID).toBe(2);
    const response = await get(api.tokens.kitchen, `/api/Reports/MeetingStatement?customerID=${caterer.ID}&month=2026-03`);
    expect(response.statusCode).toBe(200);
    const statement = MeetingStatement.parse(response.json());
    const { rows } = await api.db.query<{ net: number }>(
      `SELECT coalesce(sum(p.amount_ore), 0)::bigint AS net
         FROM meeting_orders mo
         JOIN payment_transactions x ON x.id = mo.transaction_id OR (x.parent_id = mo.transaction_id AND x.kind IN ('refund', 'adjustment'))
         JOIN ledger_postings p ON p.transaction_id = x.ledger_transaction_id
         JOIN ledger_accounts a ON a.id = p.account_id AND a.kind IN ('customer_revenue', 'customer_refunds')
        WHERE mo.customer_id = ANY ($1::uuid[]) AND mo.delivery_time >= $2 AND mo.delivery_time < $3`,
      [customers.Customers.filter((customer) => customer.ID === caterer.ID || customer.ParentID === caterer.ID).map((customer) => customer.ID), copenhagenDayBounds('2026-03-01').start, copenhagenDayBounds('2026-04-01').start],
    );
    const teknik = statement.Departments.find((department) => department.Name === 'Teknik og Miljø');
    expect(teknik?.Orders.find((listed) => listed.TransactionID === order.ID)).toMatchObject({ Amount: ordered.Price * 3, Refunded: 0, Net: ordered.Price * 3, Location: location.Name, OrderedBy: expect.any(String) });
    expect(ore(statement.Net)).toBe(rows[0]?.net);
    expect(ore(statement.Net)).toBe(statement.Departments.reduce((sum, department) => sum + ore(department.Net), 0));
    for (const department of statement.Departments) {
      expect(ore(department.Net)).toBe(department.Orders.reduce((sum, order) => sum + ore(order.Net), 0));
    }
    const csv = await get(api.tokens.kitchen, `/api/Reports/MeetingStatement/csv?customerID=${caterer.ID}&month=2026-03`);
    expect(csv.body.startsWith('\uFEFFAfdeling;Leveret;')).toBe(true);
    expect((await get(api.tokens.kitchen, `/api/Reports/MeetingStatement?customerID=${caterer.ID}&month=2026-13`)).statusCode).toBe(400);
    expect((await get(api.tokens.kitchen, `/api/Reports/MeetingStatement?customerID=${api.world.customers.solbakkeSkole}&month=2026-03`)).statusCode).toBe(404);
  });
});
