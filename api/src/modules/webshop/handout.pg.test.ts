import { PaymentTransaction } from '@kk/contracts';
import { bearer, loginAs, TestClock, useApiHarness } from '../../test-support/app';
import { ledgerProblems } from '../../test-support/staff';
import { deposit, orderPayload, paymentCall } from '../../test-support/payments';

/**
 * PostgreSQL only: the shop ticks an order as handed out while the guardian cancels it, over
 * two API instances. The tick takes the payment's row lock, the one the cancel decides under,
 * so each order is either cancelled (and not handed out) or handed out (and the cancel
 * refused), never both.
 */
jest.setTimeout(120_000);

// Wednesday 11 March 2026, 11:00 in Copenhagen.
const api = useApiHarness({ clock: new TestClock(new Date('2026-03-11T10:00:00Z')), secondInstance: true });
// 1 + 2 + … + 6 bottles: a different amount each, so the double-order rule refuses none.
const ORDERS = 6;

it('never both hands out and cancels an order when the tick and the cancel arrive together', async () => {
  const parent = (await loginAs(api.app, 'parent')).AccessToken;
  const partner = (await loginAs(api.app, 'partner')).AccessToken;
  await deposit(api.db, api.world.wallets.emma, 200_000);
  const orders: string[] = [];
  for (let quantity = 1; quantity <= ORDERS; quantity += 1) {
    const placed = PaymentTransaction.parse(
      (
        await paymentCall(
          api.app,
          parent,
          '/V2/Payment/ReserveTransaction',
          orderPayload(api.world, { wallet: api.world.wallets.emma, customer: api.world.customers.solbakkeSkole, webshop: api.world.moneyCore.salePoints.solbakkeWebshop, lines: [{ product: 'bottle', quantity }], autoComplete: true }),
        )
      ).json(),
    );
    expect([placed.Status.ID, placed.ErrorMessage]).toEqual([2, null]);
    orders.push(placed.ID as string);
  }

  // Every other order has the tick on the first instance and the cancel on the second, and the other way round.
  const raced = await Promise.all(
    orders.map(async (id, index) => {
      const [tickOn, cancelOn] = index % 2 === 0 ? [api.app, api.second] : [api.second, api.app];
      const [tick, cancel] = await Promise.all([
        tickOn.inject({ method: 'POST', url: `/api/Webshop/HandOut/${id}`, headers: bearer(partner) }),
        paymentCall(cancelOn, parent, '/V1/payment/CancelTransaction', { ID: id, CustomerID: api.world.customers.solbakkeSkole }),
      ]);
      return { id, tick: tick.statusCode, cancel: PaymentTransaction.parse(cancel.json()) };
    }),
  );

  const { rows } = await api.db.query<{ id: string; status_id: number; handed_out: boolean }>(
    'SELECT id, status_id, handed_out_at IS NOT NULL AS handed_out FROM payment_transactions WHERE id = ANY($1::uuid[])',
    [orders],
  );
  for (const result of raced) {
    const row = rows.find((candidate) => candidate.id === result.id);
    if (result.tick === 200) {
      // Handed out first: the cancel came after and was refused; the order stands, paid.
      expect([result.id, row?.status_id, row?.handed_out, result.cancel.ErrorMessage]).toEqual([result.id, 2, true, 'Cannot refund due to cancellation policy']);
    } else {
      // Cancelled first: the tick came after and was refused; nothing was handed out.
      expect([result.id, result.tick, row?.status_id, row?.handed_out, result.cancel.Status.ID]).toEqual([result.id, 400, 4, false, 4]);
    }
  }
  const { rows: refunds } = await api.db.query<{ parent_id: string }>("SELECT parent_id FROM payment_transactions WHERE kind = 'refund' AND parent_id = ANY($1::uuid[])", [orders]);
  expect(refunds.map((refund) => refund.parent_id).sort()).toEqual(raced.filter((result) => result.tick !== 200).map((result) => result.id).sort());
  expect(await ledgerProblems(api.db)).toEqual([]);
});
