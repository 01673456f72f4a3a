import { PaymentTransaction, TransactionDetail, TransactionSearchResponse } from '@kk/contracts';
import { refundDecision, subjectOfCancellation, transactionState } from '@kk/domain';
import { bearer, TestClock, useApiHarness } from '../../test-support/app';
import { deposit, orderPayload, paymentCall } from '../../test-support/payments';

/**
 * Issue 31: a cancelled order reads cancelled everywhere. Its purchase movement happened
 * (its own status stays completed, and the balance column keeps it) but the order it
 * paid is cancelled: the list and the details carry the order's status, so the wallet
 * shows one state and offers no second cancel.
 */
jest.setTimeout(30_000);

const clock = new TestClock(new Date('2026-03-11T10:00:00Z'));
const api = useApiHarness({ clock, login: ['parent'] });

beforeAll(async () => {
  await deposit(api.database.db, api.world.wallets.emma, 100_000);
});

async function listOfEmma() {
  const response = await api.app.inject({
    method: 'POST',
    url: `/api/Transaction/SearchV2?walletID=${api.world.wallets.emma}`,
    headers: bearer(api.tokens.parent),
    payload: { StartIndex: 0, Count: 50, Search: [] },
  });
  expect(response.statusCode).toBe(200);
  return TransactionSearchResponse.parse(response.json()).Transactions;
}

async function detailOf(id: string) {
  const response = await api.app.inject({ method: 'GET', url: `/api/Transaction/Detail?transactionID=${id}`, headers: bearer(api.tokens.parent) });
  expect(response.statusCode).toBe(200);
  return TransactionDetail.parse(response.json());
}

it("shows a completed order's purchase as cancelled after the cancel, its refund as completed, and offers no second cancel", async () => {
  const { world, app } = api;
  const order = orderPayload(world, {
    wallet: world.wallets.emma,
    customer: world.customers.solbakkeSkole,
    webshop: world.moneyCore.salePoints.solbakkeWebshop,
    lines: [{ product: 'hoodie', quantity: 1 }],
    autoComplete: true,
  });
  const done = PaymentTransaction.parse((await paymentCall(app, api.tokens.parent as string, '/V2/Payment/ReserveTransaction', order)).json());
  expect(done.Status.ID).toBe(2);

  const purchaseBefore = (await listOfEmma()).find((row) => row.Type === 'Purchase');
  expect(purchaseBefore?.OrderStatus?.ID).toBe(2);
  const detailBefore = await detailOf(purchaseBefore!.ID);
  expect(transactionState(detailBefore)).toBe('completed');

  const cancelled = PaymentTransaction.parse((await paymentCall(app, api.tokens.parent as string, '/V1/payment/CancelTransaction', { ID: done.ID })).json());
  expect(cancelled.Status.ID).toBe(4);

  const rows = await listOfEmma();
  const purchase = rows.find((row) => row.ID === purchaseBefore!.ID)!;
  const refund = rows.find((row) => row.Type === 'Refund')!;
  // The money moved both ways: the purchase keeps its own status and balance, its order is cancelled.
  expect(purchase.Status.ID).toBe(2);
  expect(purchase.BalanceAfter).not.toBeNull();
  expect(purchase.OrderStatus?.ID).toBe(4);
  expect(transactionState(purchase)).toBe('cancelled');
  expect(transactionState(refund)).toBe('completed');
  // A deposit settles no order.
  expect(rows.filter((row) => row.Type === 'Deposit').every((row) => (row.OrderStatus ?? null) === null)).toBe(true);

  const detail = await detailOf(purchase.ID);
  expect(transactionState(detail)).toBe('cancelled');
  expect(detail.Cancellation).not.toBeNull();
  const decision = refundDecision({ application: 'wallet', roles: [], relation: 'family' }, subjectOfCancellation(detail.Cancellation!, (detail.OrderStatus ?? detail.Status).ID), clock.now());
  expect(decision.allowed).toBe(false);
  // And the server agrees: a second cancel moves nothing more.
  const again = await paymentCall(app, api.tokens.parent as string, '/V1/payment/CancelTransaction', { ID: done.ID });
  expect(again.statusCode).toBeGreaterThanOrEqual(200);
  const after = await listOfEmma();
  expect(after.filter((row) => row.Type === 'Refund')).toHaveLength(1);
});
