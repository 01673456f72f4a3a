import { PaymentTransaction } from '@kk/contracts';
import type { FastifyInstance } from 'fastify';
import { loginAs, TestClock, useApiHarness } from '../../test-support/app';
import type { TestDatabase } from '../../test-support/db';
import { deposit, fundsOf, moneyFootprint, newKey, orderPayload, paymentCall, stockOf, paymentSweepDeps } from '../../test-support/payments';
import type { DemoWorldIds } from '../../seed/seed';
import { expireHolds } from './hold-expiry';
import { sweepOnce } from './hold-sweep';
import { defaultPaymentConfig } from './config';

jest.setTimeout(30_000);

let database: TestDatabase;
let app: FastifyInstance;
let world: DemoWorldIds;
let parent: string;
// A Wednesday in term: no weekday rule gets in the way unless a test sets one.
const clock = new TestClock(new Date('2026-03-11T10:00:00Z'));

const api = useApiHarness({ clock, login: ['parent'] });
beforeAll(async () => {
  ({ database, app, world, tokens: { parent } } = api);
  await deposit(database.db, world.wallets.emma, 500_000);
});

const tx = (response: { json(): unknown }) => PaymentTransaction.parse(response.json());

function emmaOrder(lines: Parameters<typeof orderPayload>[1]['lines'], extra: Partial<Parameters<typeof orderPayload>[1]> = {}) {
  return orderPayload(world, {
    wallet: world.wallets.emma,
    customer: world.customers.solbakkeSkole,
    webshop: world.moneyCore.salePoints.solbakkeWebshop,
    lines,
    ...extra,
  });
}

describe('prepare', () => {
  it('answers Status.ID 23 (ready) with prices from the catalogue, moving nothing', async () => {
    const before = await moneyFootprint(database.db);
    const response = await paymentCall(app, parent, '/V2/Payment/PrepareTransaction', emmaOrder([{ product: 'hoodie', quantity: 2 }]), null);
    expect(response.statusCode).toBe(200);
    const prepared = tx(response);
    expect(prepared.Status).toEqual({ ID: 23, IsFailed: false, IsCompleted: false, IsPending: false });
    expect(prepared.Amount).toBe(398);
    expect(prepared.Products).toEqual([expect.objectContaining({ ProductID: world.moneyCore.products.hoodie, Price: 199, Quantity: 2 })]);
    expect(await moneyFootprint(database.db)).toEqual(before);
  });
});

describe('reserve, complete', () => {
  it('holds the money, then spends it on completion', async () => {
    const before = await fundsOf(database.db, world.wallets.emma);
    const stockBefore = await stockOf(database.db, world.moneyCore.products.hoodie);
    const reserved = tx(await paymentCall(app, parent, '/V2/Payment/ReserveTransaction', emmaOrder([{ product: 'hoodie', quantity: 1 }])));
    expect(reserved.Status).toEqual({ ID: 1, IsFailed: false, IsCompleted: false, IsPending: true });
    expect(reserved.ID).not.toBeNull();
    expect(reserved.ExpiresDate).toBe(new Date(clock.now().getTime() + 15 * 60_000).toISOString());
    expect(await fundsOf(database.db, world.wallets.emma)).toEqual({ balanceOre: before.balanceOre, heldOre: before.heldOre + 19_900 });
    expect(await stockOf(database.db, world.moneyCore.products.hoodie)).toBe((stockBefore ?? 0) - 1);

    const completed = tx(await paymentCall(app, parent, '/V1/payment/CompleteTransaction', { ID: reserved.ID }));
    expect(completed.Status).toEqual({ ID: 2, IsFailed: false, IsCompleted: true, IsPending: false });
    expect(completed.Wallet).toEqual({ ID: world.wallets.emma });
    expect(completed.Customer).toEqual({ ID: world.customers.solbakkeSkole });
    expect(completed.CustomInformations[0]?.JsonType).toBe('CreateTransactionModel');
    expect(await fundsOf(database.db, world.wallets.emma)).toEqual({ balanceOre: before.balanceOre - 19_900, heldOre: before.heldOre });

    // Completing again changes nothing and answers the completed transaction.
    const again = tx(await paymentCall(app, parent, '/V1/payment/CompleteTransaction', { ID: reserved.ID }));
    expect(again.Status.ID).toBe(2);
    expect(await fundsOf(database.db, world.wallets.emma)).toEqual({ balanceOre: before.balanceOre - 19_900, heldOre: before.heldOre });
  });

  it('completes at once with AutoComplete', async () => {
    const before = await fundsOf(database.db, world.wallets.emma);
    const done = tx(await paymentCall(app, parent, '/V2/Payment/ReserveTransaction', emmaOrder([{ product: 'bottle', quantity: 1 }], { autoComplete: true })));
    expect(done.Status.ID).toBe(2);
    expect(await fundsOf(database.db, world.wallets.emma)).toEqual({ balanceOre: before.balanceOre - 7_900, heldOre: before.heldOre });
  });

  it('accepts the API role in the path when the caller has that role, and refuses it otherwise', async () => {
    const withRole = await paymentCall(app, parent, '/V2/Webshop/Payment/ReserveTransaction', emmaOrder([{ product: 'bottle', quantity: 3 }]));
    expect(tx(withRole).Status.ID).toBe(1);
    const completed = await paymentCall(app, parent, '/V1/Webshop/payment/CompleteTransaction', { ID: tx(withRole).ID });
    expect(tx(completed).Status.ID).toBe(2);
    const before = await moneyFootprint(database.db);
    const withoutRole = await paymentCall(app, parent, '/V2/Admin/Payment/ReserveTransaction', emmaOrder([{ product: 'bottle', quantity: 4 }]));
    expect(withoutRole.statusCode).toBe(403);
    expect(withoutRole.json()).toMatchObject({ StatusCode: 403 });
    expect(await moneyFootprint(database.db)).toEqual(before);
  });
});

describe('cancel', () => {
  it('releases a reservation and its stock', async () => {
    const before = await fundsOf(database.db, world.wallets.emma);
    const stockBefore = await stockOf(database.db, world.moneyCore.products.hoodie);
    const reserved = tx(await paymentCall(app, parent, '/V2/Payment/ReserveTransaction', emmaOrder([{ product: 'hoodie', quantity: 2 }])));
    const cancelled = tx(
      await paymentCall(app, parent, '/V1/payment/CancelTransaction', { ID: reserved.ID, CustomerID: world.customers.solbakkeSkole }),
    );
    expect(cancelled.Status).toEqual({ ID: 4, IsFailed: true, IsCompleted: false, IsPending: false });
    expect(cancelled.ErrorMessage).toBe('Cancelled');
    expect(await fundsOf(database.db, world.wallets.emma)).toEqual(before);
    expect(await stockOf(database.db, world.moneyCore.products.hoodie)).toBe(stockBefore);
  });

  it('gives a completed purchase back in full', async () => {
    const before = await fundsOf(database.db, world.wallets.emma);
    const done = tx(await paymentCall(app, parent, '/V2/Payment/ReserveTransaction', emmaOrder([{ product: 'hoodie', quantity: 1 }, { product: 'bottle', quantity: 1 }], { autoComplete: true })));
    const cancelled = tx(await paymentCall(app, parent, '/V1/payment/CancelTransaction', { ID: done.ID }));
    expect(cancelled.Status.ID).toBe(4);
    expect(cancelled.Products.map((p) => p.RefundedQuantity)).toEqual([1, 1]);
    expect(await fundsOf(database.db, world.wallets.emma)).toEqual(before);
  });

  it('refuses a CustomerID that is not the transaction\'s', async () => {
    const reserved = tx(await paymentCall(app, parent, '/V2/Payment/ReserveTransaction', emmaOrder([{ product: 'bottle', quantity: 5 }])));
    const wrong = await paymentCall(app, parent, '/V1/payment/CancelTransaction', { ID: reserved.ID, CustomerID: world.customers.kildevangSkole });
    expect(wrong.statusCode).toBe(403);
    const stillReserved = tx(await paymentCall(app, parent, '/V1/payment/CancelTransaction', { ID: reserved.ID }));
    expect(stillReserved.Status.ID).toBe(4);
  });
});

describe('refund', () => {
  it('refunds part of a purchase by product quantity, as a new transaction, and never more than was bought', async () => {
    const start = await fundsOf(database.db, world.wallets.emma);
    const stockBefore = await stockOf(database.db, world.moneyCore.products.hoodie);
    const done = tx(await paymentCall(app, parent, '/V2/Payment/ReserveTransaction', emmaOrder([{ product: 'hoodie', quantity: 3 }], { autoComplete: true })));
    const refund = tx(
      await paymentCall(app, parent, '/V2/Payment/RefundTransaction', {
        ID: done.ID,
        CustomerID: world.customers.solbakkeSkole,
        Products: [{ ID: world.moneyCore.products.hoodie, Quantity: 2 }],
      }),
    );
    expect(refund.Status.ID).toBe(2);
    expect(refund.ID).not.toBe(done.ID);
    expect(refund.ParentTransactionID).toBe(done.ID);
    expect(refund.Amount).toBe(398);
    expect(await fundsOf(database.db, world.wallets.emma)).toEqual({ balanceOre: start.balanceOre - 19_900, heldOre: start.heldOre });
    expect(await stockOf(database.db, world.moneyCore.products.hoodie)).toBe((stockBefore ?? 0) - 1);

    const before = await moneyFootprint(database.db);
    const over = tx(
      await paymentCall(app, parent, '/V2/Payment/RefundTransaction', { ID: done.ID, Products: [{ ID: world.moneyCore.products.hoodie, Quantity: 2 }] }),
    );
    expect(over.Status.IsFailed).toBe(true);
    expect(over.ErrorMessage).toBe('Request is invalid');
    expect(await moneyFootprint(database.db)).toEqual(before);

    const last = tx(
      await paymentCall(app, parent, '/V2/Payment/RefundTransaction', { TransactionID: done.ID, Products: [{ ID: world.moneyCore.products.hoodie, Quantity: 1 }] }),
    );
    expect(last.Status.ID).toBe(2);
    expect(await fundsOf(database.db, world.wallets.emma)).toEqual(start);
  });

  it('refuses a refund of a reservation (nothing was paid yet)', async () => {
    const reserved = tx(await paymentCall(app, parent, '/V2/Payment/ReserveTransaction', emmaOrder([{ product: 'bottle', quantity: 6 }])));
    const refused = tx(await paymentCall(app, parent, '/V2/Payment/RefundTransaction', { ID: reserved.ID, Products: [{ ID: world.moneyCore.products.bottle, Quantity: 1 }] }));
    expect(refused.Status.IsFailed).toBe(true);
    await paymentCall(app, parent, '/V1/payment/CancelTransaction', { ID: reserved.ID });
  });
});

describe('prices come from the catalogue', () => {
  it('refuses a manipulated price with nothing changed', async () => {
    const before = await moneyFootprint(database.db);
    const funds = await fundsOf(database.db, world.wallets.emma);
    for (const url of ['/V2/Payment/PrepareTransaction', '/V2/Payment/ReserveTransaction']) {
      const response = await paymentCall(app, parent, url, emmaOrder([{ product: 'hoodie', quantity: 1, price: 1 }], { amounts: { '2': 1 } }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ StatusCode: 400, message: 'Price has been manipulated' });
    }
    const wrongTotal = await paymentCall(app, parent, '/V2/Payment/ReserveTransaction', emmaOrder([{ product: 'hoodie', quantity: 1 }], { amounts: { '2': 100 } }));
    expect(wrongTotal.json()).toMatchObject({ message: 'Price has been manipulated' });
    expect(await moneyFootprint(database.db)).toEqual(before);
    expect(await fundsOf(database.db, world.wallets.emma)).toEqual(funds);
  });

  it('refuses products another customer sells', async () => {
    const foreign = orderPayload(world, {
      wallet: world.wallets.emma,
      customer: world.customers.solbakkeSkole,
      lines: [{ product: 'gymBag', quantity: 1 }],
    });
    const response = await paymentCall(app, parent, '/V2/Payment/ReserveTransaction', foreign);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Request is invalid' });
  });

  it('refuses amounts with fractions of an øre', async () => {
    const response = await paymentCall(app, parent, '/V2/Payment/ReserveTransaction', emmaOrder([{ product: 'bottle', quantity: 1 }], { amounts: { '2': 79.001 } }));
    expect(response.statusCode).toBe(400);
  });
});

describe('stock and deadlines', () => {
  it("answers 'product out of stock' with the failed products, and nothing moves", async () => {
    const before = await moneyFootprint(database.db);
    const refused = tx(await paymentCall(app, parent, '/V2/Payment/ReserveTransaction', emmaOrder([{ product: 'hoodie', quantity: 26 }])));
    expect(refused.Status.IsFailed).toBe(true);
    expect(refused.ErrorMessage).toBe('product out of stock');
    const info = JSON.parse(refused.CustomInformations[0]?.JsonData ?? '{}');
    expect(info.FailedProducts).toEqual([world.moneyCore.products.hoodie]);
    expect(await moneyFootprint(database.db)).toEqual(before);
  });

  it('answers status code 11 for products past their deadline', async () => {
    await database.db.query('UPDATE catalogue_products SET orderable_until = $2 WHERE id = $1', [world.moneyCore.products.bottle, new Date('2026-03-10T12:00:00Z')]);
    try {
      const refused = tx(await paymentCall(app, parent, '/V2/Payment/ReserveTransaction', emmaOrder([{ product: 'bottle', quantity: 1 }])));
      expect(refused.Status.IsFailed).toBe(true);
      expect(JSON.parse(refused.CustomInformations[0]?.JsonData ?? '{}')).toMatchObject({ StatusCode: 11, FailedProducts: [world.moneyCore.products.bottle] });
    } finally {
      await database.db.query('UPDATE catalogue_products SET orderable_until = NULL WHERE id = $1', [world.moneyCore.products.bottle]);
    }
  });
});

describe('idempotency', () => {
  it('replays the first answer for a retry with the same key and body', async () => {
    const key = newKey();
    const order = emmaOrder([{ product: 'bottle', quantity: 7 }]);
    const first = await paymentCall(app, parent, '/V2/Payment/ReserveTransaction', order, key);
    const before = await moneyFootprint(database.db);
    const retry = await paymentCall(app, parent, '/V2/Payment/ReserveTransaction', order, key);
    expect(retry.statusCode).toBe(first.statusCode);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await moneyFootprint(database.db)).toEqual(before);
    await paymentCall(app, parent, '/V1/payment/CancelTransaction', { ID: tx(first).ID });
  });

  it('refuses the same key with another body (422), changing nothing', async () => {
    const key = newKey();
    const first = await paymentCall(app, parent, '/V2/Payment/ReserveTransaction', emmaOrder([{ product: 'bottle', quantity: 8 }]), key);
    const before = await moneyFootprint(database.db);
    const other = await paymentCall(app, parent, '/V2/Payment/ReserveTransaction', emmaOrder([{ product: 'bottle', quantity: 9 }]), key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ StatusCode: 422 });
    expect(await moneyFootprint(database.db)).toEqual(before);
    await paymentCall(app, parent, '/V1/payment/CancelTransaction', { ID: tx(first).ID });
  });

  it('requires the key on every money-moving call', async () => {
    for (const [url, body] of [
      ['/V2/Payment/ReserveTransaction', emmaOrder([{ product: 'bottle', quantity: 1 }])],
      ['/V1/payment/CompleteTransaction', { ID: world.wallets.emma }],
      ['/V1/payment/CancelTransaction', { ID: world.wallets.emma }],
    ] as const) {
      const response = await paymentCall(app, parent, url, body, null);
      expect([400, 403]).toContain(response.statusCode);
    }
    const reserve = await paymentCall(app, parent, '/V2/Payment/ReserveTransaction', emmaOrder([{ product: 'bottle', quantity: 1 }]), null);
    expect(reserve.json()).toMatchObject({ StatusCode: 400, message: 'Request is invalid' });
  });

  it('keeps a refusal as the answer to its key', async () => {
    const key = newKey();
    const order = emmaOrder([{ product: 'hoodie', quantity: 30 }]);
    const first = await paymentCall(app, parent, '/V2/Payment/ReserveTransaction', order, key);
    const retry = await paymentCall(app, parent, '/V2/Payment/ReserveTransaction', order, key);
    expect(retry.json()).toEqual(first.json());
  });
});

describe('hold expiry', () => {
  it('releases a reservation nobody completed, after its expiry plus grace', async () => {
    const before = await fundsOf(database.db, world.wallets.emma);
    const stockBefore = await stockOf(database.db, world.moneyCore.products.hoodie);
    const reserved = tx(await paymentCall(app, parent, '/V2/Payment/ReserveTransaction', emmaOrder([{ product: 'hoodie', quantity: 1 }, { product: 'bottle', quantity: 2 }])));
    clock.advanceMinutes(15);
    expect(await expireHolds(paymentSweepDeps(database.db, clock), { graceMs: 60_000 })).toBe(0);
    clock.advanceMinutes(2);
    expect(await expireHolds(paymentSweepDeps(database.db, clock), { graceMs: 60_000 })).toBe(1);
    expect(await fundsOf(database.db, world.wallets.emma)).toEqual(before);
    expect(await stockOf(database.db, world.moneyCore.products.hoodie)).toBe(stockBefore);
    const late = tx(await paymentCall(app, parent, '/V1/payment/CompleteTransaction', { ID: reserved.ID }));
    expect(late.Status).toEqual({ ID: 5, IsFailed: true, IsCompleted: false, IsPending: false });
    expect(late.ErrorMessage).toBe('Expired');
    expect(await fundsOf(database.db, world.wallets.emma)).toEqual(before);
  });

  it('expires a reservation that is completed too late, even before the sweep', async () => {
    const before = await fundsOf(database.db, world.wallets.emma);
    const reserved = tx(await paymentCall(app, parent, '/V2/Payment/ReserveTransaction', emmaOrder([{ product: 'bottle', quantity: 10 }])));
    clock.advanceMinutes(17);
    const late = tx(await paymentCall(app, parent, '/V1/payment/CompleteTransaction', { ID: reserved.ID }));
    expect(late.Status.ID).toBe(5);
    expect(await fundsOf(database.db, world.wallets.emma)).toEqual(before);
  });

  it('is swept by the periodic job, which also forgets idempotency keys past their retention', async () => {
    const before = await fundsOf(database.db, world.wallets.emma);
    const key = newKey();
    const order = emmaOrder([{ product: 'bottle', quantity: 11 }]);
    const reserved = tx(await paymentCall(app, parent, '/V2/Payment/ReserveTransaction', order, key));
    clock.advanceMinutes(20);
    expect(await sweepOnce({ ...paymentSweepDeps(database.db, clock), config: defaultPaymentConfig })).toMatchObject({ swept: true, expiredHolds: 1 });
    expect(await fundsOf(database.db, world.wallets.emma)).toEqual(before);
    clock.advanceMinutes(24 * 60);
    const swept = await sweepOnce({ ...paymentSweepDeps(database.db, clock), config: defaultPaymentConfig });
    expect(swept.forgottenKeys).toBeGreaterThan(0);
    // The key is free again: the same request now runs afresh instead of replaying the expired answer.
    parent = (await loginAs(app, 'parent')).AccessToken;
    const again = tx(await paymentCall(app, parent, '/V2/Payment/ReserveTransaction', order, key));
    expect(again.ID).not.toBe(reserved.ID);
    expect(again.Status.ID).toBe(1);
  });
});
