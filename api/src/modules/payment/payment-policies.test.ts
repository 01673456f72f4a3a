import { PaymentTransaction } from '@kk/contracts';
import type { FastifyInstance } from 'fastify';
import type { CardProviderAdapter } from '../card-provider/adapter';
import type { DemoWorldIds } from '../../seed/seed';
import { TestClock, useApiHarness } from '../../test-support/app';
import type { TestDatabase } from '../../test-support/db';
import { deposit, ensureJensenFamilyCard, fundsOf, moneyFootprint, orderPayload, paymentCall, setRestrictions } from '../../test-support/payments';
import { CatalogueStock } from '../catalogue/reader';
import { LedgerService } from '../ledger/service';
import { Settlement } from './settlement';
import { CardPaymentMismatchError, completeAfterCardPayment, failCardPayment } from './card-payment';

jest.setTimeout(30_000);

/** A provider call this test never makes. */
const notUsed = (): Promise<never> => Promise.reject(new Error('not used'));

/** A card provider that hands out a hosted payment page and remembers what it was asked. */
class RecordingCardProvider implements CardProviderAdapter {
  readonly started: { paymentId: string; amountOre: number; returnUrl: string }[] = [];
  startCardRegistration(): Promise<{ redirectUrl: string }> {
    return Promise.resolve({ redirectUrl: 'http://card.test/register' });
  }
  startHostedPayment(input: { paymentId: string; amountOre: number; description: string; returnUrl: string }) {
    this.started.push(input);
    return Promise.resolve({ redirectUrl: `http://card.test/pay/${input.paymentId}` });
  }
  verifyNotification() {
    return null;
  }
  chargeSavedCard = notUsed;
  chargeStatus = notUsed;
  refund = notUsed;
  payToCard = notUsed;
  deleteCard = notUsed;
  paymentStatus = notUsed;
  startAgreement = notUsed;
  chargeAgreement = notUsed;
  stopAgreement = notUsed;
  settlementFile = notUsed;
  agreementStatus = notUsed;
}

let database: TestDatabase;
let app: FastifyInstance;
let noCardApp: FastifyInstance;
let world: DemoWorldIds;
const cards = new RecordingCardProvider();
// Wednesday 11 March 2026, 11:00 in Copenhagen.
const clock = new TestClock(new Date('2026-03-11T10:00:00Z'));
const cardPaymentDeps = () => {
  const ledger = new LedgerService();
  return { db: database.db, clock, ledger, settlement: new Settlement(ledger, new CatalogueStock()) };
};

const api = useApiHarness({
  clock,
  appOptions: { cardProvider: cards },
  secondInstance: { ownConnection: false },
  login: ['parent', 'kkpayParent', 'staff', 'partner', 'support'],
});
const tokens = api.tokens;
beforeAll(async () => {
  ({ database, app, second: noCardApp, world } = api);
  await deposit(database.db, world.wallets.emma, 100_000);
});

const tx = (response: { json(): unknown }) => PaymentTransaction.parse(response.json());
const infoOf = (transaction: PaymentTransaction) => JSON.parse(transaction.CustomInformations[0]?.JsonData ?? '{}') as Record<string, unknown>;

function order(lines: Parameters<typeof orderPayload>[1]['lines'], extra: Partial<Parameters<typeof orderPayload>[1]> = {}) {
  return orderPayload(world, { wallet: world.wallets.emma, customer: world.customers.solbakkeSkole, lines, ...extra });
}

/** The parent's order reserved in the app with the card provider. */
const reserveAsParent = async (payload: ReturnType<typeof order>) => tx(await paymentCall(app, tokens.parent as string, '/V2/Payment/ReserveTransaction', payload));

describe('wallet restrictions on online orders', () => {
  afterEach(async () => {
    await setRestrictions(database.db, world.wallets.emma, null);
    await database.db.query('UPDATE wallets SET blocked = false WHERE id = $1', [world.wallets.emma]);
  });

  it.each<[string, Parameters<typeof setRestrictions>[2], string, number | undefined]>([
    ['a daily limit', { daily_limit_ore: 1_000 }, 'DailyBalance', 6],
    ['a purchase count', { max_purchases_per_day: 0 }, 'PurchaseLimitReached', 13],
    ['the weekdays', { allowed_weekdays: [6, 7] }, 'DayRestriction', 14],
    ['the food groups', { denied_food_groups: ['sweets'] }, 'FoodGroupRestriction', undefined],
  ])('refuses what %s forbids, with its server message and status code, and nothing moves', async (_, settings, message, code) => {
    await setRestrictions(database.db, world.wallets.emma, settings);
    const before = await moneyFootprint(database.db);
    const refused = await reserveAsParent(order([{ product: 'chocolate', quantity: 2 }]));
    expect(refused.Status.IsFailed).toBe(true);
    expect(refused.ErrorMessage).toBe(message);
    expect(infoOf(refused).StatusCode).toBe(code);
    expect(await moneyFootprint(database.db)).toEqual(before);
  });

  it('refuses a seller the wallet may not buy from (CustomerRestriction)', async () => {
    await setRestrictions(database.db, world.wallets.emma, { denied_customer_ids: [world.customers.solbakkeSkole] });
    const refused = await reserveAsParent(order([{ product: 'fruit', quantity: 1 }]));
    expect(refused.ErrorMessage).toBe('CustomerRestriction');
  });

  it('refuses a blocked wallet with status 12, whatever the order overrides', async () => {
    await database.db.query('UPDATE wallets SET blocked = true WHERE id = $1', [world.wallets.emma]);
    const refused = await reserveAsParent(order([{ product: 'fruit', quantity: 1 }], { restrictions: { UseRestrictionOverride: true, IgnoreWalletSettings: true } }));
    expect(refused.ErrorMessage).toBe('WalletBlocked');
    expect(infoOf(refused).StatusCode).toBe(12);
  });

  it("lets the spec's order flags bypass the wallet's settings", async () => {
    await setRestrictions(database.db, world.wallets.emma, { daily_limit_ore: 0, allowed_weekdays: [7], denied_food_groups: ['sweets'] });
    const bypassed = await reserveAsParent(order([{ product: 'chocolate', quantity: 1 }], { restrictions: { UseRestrictionOverride: true, IgnoreWalletSettings: true } }));
    expect(bypassed.Status.ID).toBe(1);
    await paymentCall(app, tokens.parent as string, '/V1/payment/CancelTransaction', { ID: bypassed.ID });
  });

  it('refuses the same order twice within five minutes (DoubleAmountTransaction)', async () => {
    const first = await reserveAsParent(order([{ product: 'lunch', quantity: 1 }]));
    expect(first.Status.ID).toBe(1);
    const second = await reserveAsParent(order([{ product: 'lunch', quantity: 1 }]));
    expect(second.ErrorMessage).toBe('DoubleAmountTransaction');
    // Another cart of another amount is fine.
    const other = await reserveAsParent(order([{ product: 'lunch', quantity: 2 }]));
    expect(other.Status.ID).toBe(1);
    for (const id of [first.ID, other.ID]) await paymentCall(app, tokens.parent as string, '/V1/payment/CancelTransaction', { ID: id });
  });
});

describe('money', () => {
  it('answers NoFund (status 5) when the wallet cannot pay and no card may', async () => {
    const { balanceOre } = await fundsOf(database.db, world.wallets.freja);
    const refused = tx(
      await paymentCall(
        app,
        tokens.kkpayParent as string,
        '/V2/Payment/ReserveTransaction',
        orderPayload(world, { wallet: world.wallets.freja, customer: world.customers.kildevangSkole, lines: [{ product: 'schoolPhoto', quantity: 2 }] }),
      ),
    );
    expect(balanceOre).toBeLessThan(24_000);
    expect(refused.ErrorMessage).toBe('NoFund');
    expect(infoOf(refused).StatusCode).toBe(5);
  });

  it('answers NoCreditCard (status 4) when a card should pay and no card provider is there', async () => {
    const refused = tx(await paymentCall(noCardApp, tokens.parent as string, '/V2/Payment/ReserveTransaction', order([{ product: 'hoodie', quantity: 1 }], { amounts: { '4': 199 } })));
    expect(refused.ErrorMessage).toBe('NoCreditCard');
    expect(infoOf(refused).StatusCode).toBe(4);
  });
});

describe('credit-card child transactions', () => {
  it('pays by card: the reservation yields a type-4 child with the provider link, the card payment completes the order', async () => {
    const before = await fundsOf(database.db, world.wallets.emma);
    const reserved = tx(
      await paymentCall(app, tokens.parent as string, '/V2/Payment/ReserveTransaction', {
        ...order([{ product: 'hoodie', quantity: 1 }], { amounts: { '4': 199 } }),
        CustomData: { AutoComplete: true, CreditCardPaymentWindow: { AcceptURL: 'http://localhost:3000/?checkout=true' } },
      }),
    );
    expect(reserved.Status.ID).toBe(1);
    const [child] = reserved.ChildTransactions;
    expect(child?.Type).toEqual({ ID: 4 });
    expect(child?.MerchantData).toBe(`http://card.test/pay/${child?.ID}`);
    expect(cards.started.at(-1)).toMatchObject({ paymentId: child?.ID, amountOre: 19_900, returnUrl: 'http://localhost:3000/?checkout=true' });
    expect(await fundsOf(database.db, world.wallets.emma)).toEqual(before);

    const early = await paymentCall(app, tokens.parent as string, '/V1/payment/CompleteTransaction', { ID: reserved.ID });
    expect(early.statusCode).toBe(409);

    const paid = await completeAfterCardPayment(cardPaymentDeps(), child?.ID as string, 'provider-tx-1', 19_900);
    expect(paid).toEqual({ outcome: 'completed', parentTransactionId: reserved.ID });
    // A replayed notification moves nothing.
    expect(await completeAfterCardPayment(cardPaymentDeps(), child?.ID as string, 'provider-tx-1', 19_900)).toEqual({
      outcome: 'already-processed',
      parentTransactionId: reserved.ID,
    });
    expect(await fundsOf(database.db, world.wallets.emma)).toEqual(before);
    const { rows } = await database.db.query<{ status_id: number }>('SELECT status_id FROM payment_transactions WHERE id = $1', [reserved.ID]);
    expect(rows[0]?.status_id).toBe(2);
  });

  it('moves the whole order to the card when the wallet is short and the family has a saved card', async () => {
    await ensureJensenFamilyCard(database.db, world);
    const reserved = tx(
      await paymentCall(
        app,
        tokens.parent as string,
        '/V2/Payment/ReserveTransaction',
        orderPayload(world, {
          wallet: world.wallets.oliver,
          customer: world.customers.solbakkeSkole,
          lines: [{ product: 'hoodie', quantity: 1 }],
          restrictions: { IgnoreWalletSettings: true, UseRestrictionOverride: true },
        }),
      ),
    );
    expect(reserved.Status.ID).toBe(1);
    expect(reserved.Amounts).toEqual({ '4': 199 });
    expect(reserved.ChildTransactions[0]?.Type.ID).toBe(4);
  });

  it('refuses a card payment of another amount, and a cancelled order keeps the card money in the wallet', async () => {
    const before = await fundsOf(database.db, world.wallets.emma);
    const reserved = await reserveAsParent(order([{ product: 'bottle', quantity: 2 }], { amounts: { '4': 158 } }));
    const childId = reserved.ChildTransactions[0]?.ID as string;
    await expect(completeAfterCardPayment(cardPaymentDeps(), childId, 'provider-tx-2', 100)).rejects.toThrow(CardPaymentMismatchError);
    await paymentCall(app, tokens.parent as string, '/V1/payment/CancelTransaction', { ID: reserved.ID });
    expect(await completeAfterCardPayment(cardPaymentDeps(), childId, 'provider-tx-2', 15_800)).toMatchObject({ outcome: 'credited-to-wallet' });
    expect(await fundsOf(database.db, world.wallets.emma)).toEqual({ balanceOre: before.balanceOre + 15_800, heldOre: before.heldOre });
  });

  it('a declined card payment refuses the order (Denied) and releases it', async () => {
    const reserved = await reserveAsParent(order([{ product: 'bottle', quantity: 3 }], { amounts: { '4': 237 } }));
    await failCardPayment(cardPaymentDeps(), reserved.ChildTransactions[0]?.ID as string);
    const { rows } = await database.db.query<{ status_id: number; error_message: string }>('SELECT status_id, error_message FROM payment_transactions WHERE id = $1', [reserved.ID]);
    expect(rows[0]).toEqual({ status_id: 3, error_message: 'Denied' });
  });
});

describe('who may pay, cancel and refund', () => {
  it("refuses to pay from another family's wallet (403) and changes nothing", async () => {
    const before = await moneyFootprint(database.db);
    const foreign = orderPayload(world, { wallet: world.wallets.freja, customer: world.customers.kildevangSkole, lines: [{ product: 'gymBag', quantity: 1 }] });
    for (const url of ['/V2/Payment/PrepareTransaction', '/V2/Payment/ReserveTransaction']) {
      const response = await paymentCall(app, tokens.parent as string, url, foreign);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ StatusCode: 403, message: 'Authorization has been denied for this request.' });
    }
    expect(await moneyFootprint(database.db)).toEqual(before);
  });

  it('refuses a CustomerID the wallet does not belong to', async () => {
    const response = await paymentCall(
      app,
      tokens.parent as string,
      '/V2/Payment/ReserveTransaction',
      orderPayload(world, { wallet: world.wallets.emma, customer: world.customers.kildevangSkole, lines: [{ product: 'gymBag', quantity: 1 }] }),
    );
    expect(response.statusCode).toBe(403);
  });

  it("refuses to cancel, complete or refund another family's transaction; the partner and support staff may refund", async () => {
    const done = await reserveAsParent(order([{ product: 'fruit', quantity: 3 }], { autoComplete: true }));
    const before = await moneyFootprint(database.db);
    for (const [url, body] of [
      ['/V1/payment/CancelTransaction', { ID: done.ID }],
      ['/V1/payment/CompleteTransaction', { ID: done.ID }],
      ['/V2/Payment/RefundTransaction', { ID: done.ID, Products: [{ ID: world.moneyCore.products.fruit, Quantity: 1 }] }],
    ] as const) {
      const response = await paymentCall(app, tokens.kkpayParent as string, url, body);
      expect(response.statusCode).toBe(403);
    }
    const staff = await paymentCall(app, tokens.staff as string, '/V2/Payment/RefundTransaction', { ID: done.ID, Products: [{ ID: world.moneyCore.products.fruit, Quantity: 1 }] });
    expect(staff.statusCode).toBe(403);
    expect(await moneyFootprint(database.db)).toEqual(before);

    const byPartner = await paymentCall(app, tokens.partner as string, '/V3/TransactionRefund/Payment/RefundTransaction', {
      ID: done.ID,
      Products: [{ ID: world.moneyCore.products.fruit, Quantity: 1 }],
    });
    expect(tx(byPartner).Status.ID).toBe(2);
    const bySupport = await paymentCall(app, tokens.support as string, '/V2/Payment/RefundTransaction', { ID: done.ID, Products: [{ ID: world.moneyCore.products.fruit, Quantity: 1 }] });
    expect(tx(bySupport).Status.ID).toBe(2);
  });

  it('answers a transaction that does not exist like one the caller may not see', async () => {
    const missing = await paymentCall(app, tokens.parent as string, '/V1/payment/CancelTransaction', { ID: '7d1f2c1e-7c55-4a1b-9a52-3a1f0f6e0c11' });
    expect(missing.statusCode).toBe(403);
  });
});

describe('meeting orders', () => {
  it("takes the spec's meeting payment model", async () => {
    const meeting = {
      ...orderPayload(world, {
        wallet: world.wallets.anne,
        customer: world.customers.raadhusetsMoedeforplejning,
        lines: [{ product: 'coffee', quantity: 12 }, { product: 'meetingSandwich', quantity: 12 }],
        restrictions: { UseRestrictionOverride: true, IgnoreWalletSettings: true },
        autoComplete: true,
      }),
      Description: 'Mødeforplejning',
      DepartmentID: world.meeting.departments['Borgmesterens Kontor'],
      Note: 'Vegetar til to',
      IsExternal: true,
      CustomData: {
        AutoComplete: true,
        MeetingInfo: { LocationID: world.moneyCore.salePoints.raadhusetMeetingRoom, DeliveryTime: '2026-03-13T11:00:00Z', Participants: 12, PickedUpByCustomer: true },
      },
    };
    const done = tx(await paymentCall(app, tokens.staff as string, '/V2/Payment/ReserveTransaction', meeting));
    expect(done.Status.ID).toBe(2);
    expect(done.Amount).toBe(876);
    const cancelled = tx(
      await paymentCall(app, tokens.staff as string, '/V1/payment/CancelTransaction', { ID: done.ID, CustomerID: world.customers.raadhusetsMoedeforplejning }),
    );
    expect(cancelled.Status.ID).toBe(4);
  });
});
