import { HandOutOrder, PaymentTransaction, TransactionDetail, WebshopHandOutList } from '@kk/contracts';
import { bearer, loginAs, TestClock, useApiHarness } from '../../test-support/app';
import { deposit, fundsOf, moneyFootprint, orderPayload, paymentCall, terminalPurchase } from '../../test-support/payments';
import { ledgerProblems } from '../../test-support/staff';

/**
 * The webshop's hand-out list (issue 26): what to hand to whom per class, and the tick, after
 * which the guardian's cancel answers the refund policy's refusal.
 */

jest.setTimeout(60_000);

// Wednesday 11 March 2026, 11:00 in Copenhagen.
const clock = new TestClock(new Date('2026-03-11T10:00:00Z'));
const api = useApiHarness({ clock, login: ['parent', 'partner', 'kkpayPartner', 'kitchen'] });
const TODAY = '2026-03-11';
const tx = (response: { json(): unknown }) => PaymentTransaction.parse(response.json());

const list = async (token: string, query: string) => api.app.inject({ method: 'GET', url: `/api/Webshop/HandOut?${query}`, headers: bearer(token) });
const solbakkeList = async (date = TODAY) => {
  const response = await list(api.tokens.partner, `customerID=${api.world.customers.solbakkeSkole}&date=${date}`);
  expect([response.statusCode, response.body]).toEqual([200, response.statusCode === 200 ? response.body : '']);
  return WebshopHandOutList.parse(response.json());
};
const tick = (token: string, id: string) => api.app.inject({ method: 'POST', url: `/api/Webshop/HandOut/${id}`, headers: bearer(token) });
beforeAll(() => deposit(api.db, api.world.wallets.emma, 100_000));
const ordersOf = (handOut: WebshopHandOutList) => handOut.Classes.flatMap((group) => group.Children.flatMap((child) => child.Orders.map((order) => ({ grade: group.Grade, ...order }))));

/** A completed webshop order of Emma's (5. A), placed by her guardian through the payment handler. */
async function emmasOrder(lines: { product: 'bottle' | 'hoodie'; quantity: number }[] = [{ product: 'bottle', quantity: 1 }]) {
  // Past the double-order window of the order before.
  clock.advanceMinutes(20);
  const placed = tx(
    await paymentCall(
      api.app,
      api.tokens.parent,
      '/V2/Payment/ReserveTransaction',
      orderPayload(api.world, { wallet: api.world.wallets.emma, customer: api.world.customers.solbakkeSkole, webshop: api.world.moneyCore.salePoints.solbakkeWebshop, lines, autoComplete: true }),
    ),
  );
  expect([placed.Status.ID, placed.ErrorMessage]).toEqual([2, null]);
  return placed.ID as string;
}

describe("the webshop's hand-out list (GET /api/Webshop/HandOut)", () => {
  it("lists the day's completed orders and the outstanding ones from earlier, per class and child", async () => {
    const handOut = await solbakkeList();
    expect(handOut.Customer.Name).toBe('Solbakke Skole');
    expect(handOut.Customers.map((customer) => customer.Name)).toEqual(['Solbakke Skole']);
    expect(handOut.Classes.map((group) => [group.Grade, group.Children.map((child) => child.Name)])).toEqual([
      ['3. A', ['Alma Berg', 'Viktor Lund']],
      ['6. B', ['Sofie Dahl']],
      [null, ['Noah Hansen']],
    ]);
    const alma = handOut.Classes[0]?.Children[0]?.Orders[0];
    expect(alma).toMatchObject({ FromEarlier: false, HandedOutAt: null, HandedOutBy: null });
    expect(alma?.Items.map((item) => [item.Name, item.Quantity])).toEqual([['Drikkedunk', 1], ['Kladdehæfter, 5 stk.', 2]]);
    expect(handOut.Classes[0]?.Children[1]?.Orders[0]).toMatchObject({ HandedOutBy: 'Peter Madsen', HandedOutAt: expect.any(String) });
    expect(handOut.Classes[1]?.Children[0]?.Orders.map((order) => order.FromEarlier)).toEqual([true, false]);
  });

  it('refuses a bad date or customer with 400, another tenant with 404, no role with 403', async () => {
    for (const query of ['date=2026-02-30', 'date=11-03-2026', `customerID=${api.world.customers.solbakkeSkole}`, `customerID=not-an-id&date=${TODAY}`]) {
      expect([query, (await list(api.tokens.partner, query)).statusCode]).toEqual([query, 400]);
    }
    expect((await list(api.tokens.partner, `customerID=${api.world.customers.kildevangSkole}&date=${TODAY}`)).statusCode).toBe(404);
    expect((await list(api.tokens.kkpayPartner, `customerID=${api.world.customers.solbakkeSkole}&date=${TODAY}`)).statusCode).toBe(404);
    const kildevang = await list(api.tokens.kkpayPartner, `date=${TODAY}`);
    expect(kildevang.statusCode).toBe(200);
    expect(WebshopHandOutList.parse(kildevang.json())).toMatchObject({ Customer: { Name: 'Kildevang Skole' }, Classes: [] });
    expect((await list(api.tokens.kitchen, `date=${TODAY}`)).statusCode).toBe(403);
    expect((await list(api.tokens.parent, `date=${TODAY}`)).statusCode).toBe(403);
  });
});

describe('the tick (POST /api/Webshop/HandOut/{transactionID})', () => {
  it("hands Emma's order out once, and then the guardian's cancel answers the cancellation policy", async () => {
    const order = await emmasOrder();
    expect(ordersOf(await solbakkeList()).find((listed) => listed.TransactionID === order)).toMatchObject({ grade: '5. A', ChildName: 'Emma Jensen', HandedOutAt: null });

    clock.advanceMinutes(1);
    const ticked = await tick(api.tokens.partner, order);
    expect(ticked.statusCode).toBe(200);
    const first = HandOutOrder.parse(ticked.json());
    expect(first).toMatchObject({ TransactionID: order, HandedOutAt: clock.now().toISOString(), HandedOutBy: 'Peter Madsen', FromEarlier: false });
    const { rows: notes } = await api.db.query<{ action: string; author_name: string }>('SELECT action, author_name FROM transaction_notes WHERE transaction_id = $1', [order]);
    expect(notes).toEqual([{ action: 'HandOut', author_name: 'Peter Madsen' }]);

    // A second tick answers the same and changes nothing.
    clock.advanceMinutes(1);
    const before = await moneyFootprint(api.db);
    const again = await tick(api.tokens.partner, order);
    expect([again.statusCode, HandOutOrder.parse(again.json())]).toEqual([200, first]);
    expect((await api.db.query('SELECT 1 FROM transaction_notes WHERE transaction_id = $1', [order])).rows).toHaveLength(1);

    // The guardian can no longer cancel it, and nothing moves.
    const funds = await fundsOf(api.db, api.world.wallets.emma);
    for (const url of ['/V1/payment/CancelTransaction', '/V1/Webshop/payment/CancelTransaction']) {
      const refused = tx(await paymentCall(api.app, api.tokens.parent, url, { ID: order, CustomerID: api.world.customers.solbakkeSkole }));
      expect([url, refused.Status.IsFailed, refused.ErrorMessage]).toEqual([url, true, 'Cannot refund due to cancellation policy']);
    }
    expect(await fundsOf(api.db, api.world.wallets.emma)).toEqual(funds);
    expect(await moneyFootprint(api.db)).toEqual(before);

    // The wallet's transaction details say it was handed out.
    const { rows: ledgerRows } = await api.db.query<{ ledger_transaction_id: string }>('SELECT ledger_transaction_id FROM payment_transactions WHERE id = $1', [order]);
    const detail = await api.app.inject({ method: 'GET', url: `/api/Transaction/Detail?transactionID=${ledgerRows[0]?.ledger_transaction_id}`, headers: bearer(api.tokens.parent) });
    expect(detail.statusCode).toBe(200);
    expect(TransactionDetail.parse(detail.json()).Cancellation).toMatchObject({ Kind: 'webshop', HandedOut: true });
    expect(ordersOf(await solbakkeList()).find((listed) => listed.TransactionID === order)).toMatchObject({ HandedOutBy: 'Peter Madsen' });
    expect(await ledgerProblems(api.db)).toEqual([]);
  });

  it('lets the guardian cancel before the tick; the cancelled order then leaves the list and cannot be ticked', async () => {
    const order = await emmasOrder();
    const cancelled = tx(await paymentCall(api.app, api.tokens.parent, '/V1/payment/CancelTransaction', { ID: order, CustomerID: api.world.customers.solbakkeSkole }));
    expect(cancelled.Status.ID).toBe(4);
    expect(ordersOf(await solbakkeList()).some((listed) => listed.TransactionID === order)).toBe(false);
    const refused = await tick(api.tokens.partner, order);
    expect([refused.statusCode, refused.json<{ reason: string }>().reason]).toEqual([400, expect.stringContaining('completed')]);
  });

  it('refuses a fully refunded order, a reserved one and a canteen sale with 400; changes nothing', async () => {
    const refundedOrder = await emmasOrder([{ product: 'bottle', quantity: 2 }]);
    const refund = tx(
      await paymentCall(api.app, api.tokens.partner, '/V3/TransactionRefund/Payment/RefundTransaction', { ID: refundedOrder, Products: [{ ID: api.world.moneyCore.products.bottle, Quantity: 2 }] }),
    );
    expect(refund.Status.ID).toBe(2);
    expect(ordersOf(await solbakkeList()).some((listed) => listed.TransactionID === refundedOrder)).toBe(false);

    clock.advanceMinutes(3);
    const reserved = tx(
      await paymentCall(
        api.app,
        api.tokens.parent,
        '/V2/Payment/ReserveTransaction',
        orderPayload(api.world, { wallet: api.world.wallets.emma, customer: api.world.customers.solbakkeSkole, webshop: api.world.moneyCore.salePoints.solbakkeWebshop, lines: [{ product: 'hoodie', quantity: 1 }] }),
      ),
    );
    expect(reserved.Status.ID).toBe(1);
    const sale = await terminalPurchase(api.app, { CardDisplayNumber: '1000 0001', Amount: 12 });
    expect(sale.statusCode).toBe(200);

    const before = { money: await moneyFootprint(api.db), notes: (await api.db.query('SELECT id FROM transaction_notes')).rows.length };
    for (const [what, id, reason] of [
      ['refunded', refundedOrder, 'refunded in full'],
      ['reserved', reserved.ID as string, 'completed'],
      ['canteen sale', sale.json<{ ID: string }>().ID, 'not one'],
    ] as const) {
      const refused = await tick(api.tokens.partner, id);
      expect([what, refused.statusCode, refused.json<{ reason: string }>().reason]).toEqual([what, 400, expect.stringContaining(reason)]);
    }
    const { rows } = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_transactions WHERE handed_out_at IS NOT NULL AND id = ANY($1::uuid[])', [[refundedOrder, reserved.ID]]);
    expect(rows[0]?.n).toBe(0);
    expect({ money: await moneyFootprint(api.db), notes: (await api.db.query('SELECT id FROM transaction_notes')).rows.length }).toEqual(before);
  });

  it("answers 404 for another tenant's order and for none, 403 without the role", async () => {
    const order = await emmasOrder();
    // Signed in again: the clock has moved past the sessions' idle time.
    const kkpayPartner = (await loginAs(api.app, 'kkpayPartner')).AccessToken;
    const kitchen = (await loginAs(api.app, 'kitchen')).AccessToken;
    expect((await tick(kkpayPartner, order)).statusCode).toBe(404);
    expect((await tick(api.tokens.partner, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await tick(kitchen, order)).statusCode).toBe(403);
    expect((await tick(api.tokens.parent, order)).statusCode).toBe(403);
    expect((await tick(api.tokens.partner, 'not-an-id')).statusCode).toBe(400);
    const { rows } = await api.db.query<{ handed_out_at: Date | null }>('SELECT handed_out_at FROM payment_transactions WHERE id = $1', [order]);
    expect(rows[0]?.handed_out_at).toBeNull();
  });

  it('keeps a hand-out once set: the database refuses to change or clear it, or to set it on another kind of payment', async () => {
    const order = await emmasOrder();
    expect((await tick(api.tokens.partner, order)).statusCode).toBe(200);
    await expect(api.db.query('UPDATE payment_transactions SET handed_out_at = NULL, handed_out_by = NULL WHERE id = $1', [order])).rejects.toThrow(/handed out already/);
    await expect(api.db.query('UPDATE payment_transactions SET handed_out_at = now() WHERE id = $1', [order])).rejects.toThrow(/handed out already/);
    const sale = await terminalPurchase(api.app, { CardDisplayNumber: '1000 0001', Amount: 13 });
    await expect(
      api.db.query('UPDATE payment_transactions SET handed_out_at = now(), handed_out_by = $2 WHERE id = $1', [sale.json<{ ID: string }>().ID, api.world.users.partner]),
    ).rejects.toThrow(/payment_transactions_handed_out_check/);
  });
});
