import { PaymentTransaction } from '@kk/contracts';
import type { FastifyInstance } from 'fastify';
import { DEMO_TERMINAL_KEY } from '../../seed/demo-money-core';
import type { DemoWorldIds } from '../../seed/seed';
import { bearer, loginAs, TestClock, useApiHarness } from '../../test-support/app';
import type { TestDatabase } from '../../test-support/db';
import { deposit, fundsOf, moneyFootprint, newKey, setRestrictions, terminalPurchase } from '../../test-support/payments';

jest.setTimeout(30_000);

let database: TestDatabase;
let app: FastifyInstance;
let world: DemoWorldIds;
// Wednesday 11 March 2026, 11:00 in Copenhagen.
const clock = new TestClock(new Date('2026-03-11T10:00:00Z'));

const api = useApiHarness({ clock });
beforeAll(async () => {
  ({ database, app, world } = api);
  await deposit(database.db, world.wallets.emma, 50_000);
});

const EMMA = '1000 0001';
const OLIVER = '1000 0002';
const tx = (response: { json(): unknown }) => PaymentTransaction.parse(response.json());
const infoOf = (transaction: PaymentTransaction) => JSON.parse(transaction.CustomInformations[0]?.JsonData ?? '{}') as Record<string, unknown>;

describe('POST /api/Terminal/Purchase', () => {
  it('charges the wallet of the swiped card at once and records the device', async () => {
    const before = await fundsOf(database.db, world.wallets.emma);
    const response = await terminalPurchase(app, { CardDisplayNumber: EMMA, Amount: 35 });
    expect(response.statusCode).toBe(200);
    const sale = tx(response);
    expect(sale.Status).toEqual({ ID: 2, IsFailed: false, IsCompleted: true, IsPending: false });
    expect(sale.DeviceID).toBe(world.moneyCore.terminal);
    expect(sale.Wallet).toEqual({ ID: world.wallets.emma });
    expect(sale.Customer).toEqual({ ID: world.customers.solbakkeSkole });
    expect(await fundsOf(database.db, world.wallets.emma)).toEqual({ balanceOre: before.balanceOre - 3_500, heldOre: 0 });
    const { rows } = await database.db.query<{ terminal_id: string; status_id: number }>(
      'SELECT terminal_id, status_id FROM payment_transactions WHERE id = $1',
      [sale.ID],
    );
    expect(rows[0]).toEqual({ terminal_id: world.moneyCore.terminal, status_id: 2 });
  });

  it('prices products from the canteen catalogue and refuses a manipulated amount', async () => {
    const products = [
      { ID: world.moneyCore.products.sandwich, Quantity: 1 },
      { ID: world.moneyCore.products.fruit, Quantity: 2 },
    ];
    const sale = tx(await terminalPurchase(app, { CardDisplayNumber: EMMA, Amount: 38, Products: products }));
    expect(sale.Status.ID).toBe(2);
    expect(sale.Products.map((p) => [p.Name, p.Price, p.Quantity])).toEqual([
      ['Sandwich', 28, 1],
      ['Frugt', 5, 2],
    ]);
    const before = await moneyFootprint(database.db);
    const manipulated = await terminalPurchase(app, { CardDisplayNumber: EMMA, Amount: 1, Products: products });
    expect(manipulated.statusCode).toBe(400);
    expect(manipulated.json()).toMatchObject({ message: 'Price has been manipulated' });
    expect(await moneyFootprint(database.db)).toEqual(before);
  });

  it('replays the first answer for a retry and refuses the key with another body', async () => {
    const key = newKey();
    const first = await terminalPurchase(app, { CardDisplayNumber: EMMA, Amount: 7.25 }, { key });
    const before = await fundsOf(database.db, world.wallets.emma);
    const retry = await terminalPurchase(app, { CardDisplayNumber: EMMA, Amount: 7.25 }, { key });
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await fundsOf(database.db, world.wallets.emma)).toEqual(before);
    const other = await terminalPurchase(app, { CardDisplayNumber: EMMA, Amount: 8.25 }, { key });
    expect(other.statusCode).toBe(422);
    expect(await fundsOf(database.db, world.wallets.emma)).toEqual(before);
  });

  it('refuses the same amount on the same wallet within five minutes unless the cashier confirms it', async () => {
    expect(tx(await terminalPurchase(app, { CardDisplayNumber: EMMA, Amount: 12.5 })).Status.ID).toBe(2);
    const double = tx(await terminalPurchase(app, { CardDisplayNumber: EMMA, Amount: 12.5 }));
    expect(double.ErrorMessage).toBe('DoubleAmountTransaction');
    expect(tx(await terminalPurchase(app, { CardDisplayNumber: EMMA, Amount: 12.5, AllowDoubleAmount: true })).Status.ID).toBe(2);
    clock.advanceMinutes(6);
    expect(tx(await terminalPurchase(app, { CardDisplayNumber: EMMA, Amount: 12.5 })).Status.ID).toBe(2);
  });

  describe('refusals (the error catalogue), each changing nothing', () => {
    afterEach(async () => {
      await setRestrictions(database.db, world.wallets.emma, null);
      await database.db.query('UPDATE wallets SET blocked = false WHERE id = $1', [world.wallets.emma]);
    });

    async function refusal(body: Record<string, unknown>) {
      const before = await moneyFootprint(database.db);
      const response = await terminalPurchase(app, body);
      expect(response.statusCode).toBe(200);
      const refused = tx(response);
      expect(refused.Status.IsFailed).toBe(true);
      expect(refused.ID).toBeNull();
      expect(refused.DeviceID).toBe(world.moneyCore.terminal);
      expect(await moneyFootprint(database.db)).toEqual(before);
      return refused;
    }

    it("answers 'No swipe' without a card number", async () => {
      expect((await refusal({ Amount: 10 })).ErrorMessage).toBe('No swipe');
      expect((await refusal({ CardDisplayNumber: '  ', Amount: 10 })).ErrorMessage).toBe('No swipe');
    });

    it("answers 'Cant find wallet or card' for an unknown card, and for a card of another customer's wallet", async () => {
      expect((await refusal({ CardDisplayNumber: '9999 9999', Amount: 10 })).ErrorMessage).toBe('Cant find wallet or card');
      expect((await refusal({ CardDisplayNumber: 'abc', Amount: 10 })).ErrorMessage).toBe('Cant find wallet or card');
      await database.db.query("INSERT INTO school_cards (card_number, wallet_id, created_at) VALUES ('30000001', $1, now())", [world.wallets.freja]);
      expect((await refusal({ CardDisplayNumber: '3000 0001', Amount: 10 })).ErrorMessage).toBe('Cant find wallet or card');
    });

    it('answers WalletBlocked (12)', async () => {
      await database.db.query('UPDATE wallets SET blocked = true WHERE id = $1', [world.wallets.emma]);
      const refused = await refusal({ CardDisplayNumber: EMMA, Amount: 10 });
      expect(refused.ErrorMessage).toBe('WalletBlocked');
      expect(infoOf(refused).StatusCode).toBe(12);
    });

    // The spec's catalogue has no code of its own for a leaver's closed wallet: the till says
    // "wallet blocked" (12), which is what the cashier needs to know.
    it('answers WalletBlocked (12) for a wallet closed at a new school year', async () => {
      await database.db.query('UPDATE wallets SET blocked = true, closed_at = now() WHERE id = $1', [world.wallets.emma]);
      try {
        const refused = await refusal({ CardDisplayNumber: EMMA, Amount: 10 });
        expect(refused.ErrorMessage).toBe('WalletBlocked');
        expect(infoOf(refused).StatusCode).toBe(12);
      } finally {
        await database.db.query('UPDATE wallets SET blocked = false, closed_at = NULL WHERE id = $1', [world.wallets.emma]);
      }
    });

    it('answers DailyBalance (6) past the daily limit', async () => {
      await setRestrictions(database.db, world.wallets.emma, { daily_limit_ore: 1_000 });
      const refused = await refusal({ CardDisplayNumber: EMMA, Amount: 10.01 });
      expect(refused.ErrorMessage).toBe('DailyBalance');
      expect(infoOf(refused).StatusCode).toBe(6);
    });

    it('answers DayRestriction (14) on a day the wallet may not buy', async () => {
      await setRestrictions(database.db, world.wallets.emma, { allowed_weekdays: [1, 2] });
      const refused = await refusal({ CardDisplayNumber: EMMA, Amount: 10 });
      expect(refused.ErrorMessage).toBe('DayRestriction');
      expect(infoOf(refused).StatusCode).toBe(14);
    });

    it('answers PurchaseLimitReached (13) when the purchases of the day are used up', async () => {
      await setRestrictions(database.db, world.wallets.emma, { max_purchases_per_day: 1 });
      const refused = await refusal({ CardDisplayNumber: EMMA, Amount: 10 });
      expect(refused.ErrorMessage).toBe('PurchaseLimitReached');
      expect(infoOf(refused).StatusCode).toBe(13);
    });

    it('answers FoodGroupRestriction for a denied food group (the terminal never bypasses)', async () => {
      const refused = await refusal({ CardDisplayNumber: OLIVER, Amount: 10, Products: [{ ID: world.moneyCore.products.chocolate, Quantity: 1 }] });
      expect(refused.ErrorMessage).toBe('FoodGroupRestriction');
    });

    it('answers NoFund (5) when the wallet cannot pay', async () => {
      const { balanceOre } = await fundsOf(database.db, world.wallets.oliver);
      const refused = await refusal({ CardDisplayNumber: OLIVER, Amount: balanceOre / 100 + 0.01 });
      expect(['NoFund', 'DailyBalance']).toContain(refused.ErrorMessage);
      await setRestrictions(database.db, world.wallets.oliver, null);
      const broke = await refusal({ CardDisplayNumber: OLIVER, Amount: balanceOre / 100 + 0.01 });
      expect(broke.ErrorMessage).toBe('NoFund');
      expect(infoOf(broke).StatusCode).toBe(5);
    });
  });

  describe('the device key', () => {
    it('is required, and a wrong one answers 401 with nothing charged', async () => {
      const before = await moneyFootprint(database.db);
      for (const deviceKey of [null, 'Not-A-Terminal']) {
        const response = await terminalPurchase(app, { CardDisplayNumber: EMMA, Amount: 5 }, { deviceKey });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ StatusCode: 401 });
      }
      expect(await moneyFootprint(database.db)).toEqual(before);
    });

    it('is not a bearer token: a signed-in user cannot use the terminal without it', async () => {
      const { AccessToken } = await loginAs(app, 'parent');
      const response = await app.inject({
        method: 'POST',
        url: '/api/Terminal/Purchase',
        headers: { ...bearer(AccessToken), 'idempotency-key': newKey() },
        payload: { CardDisplayNumber: EMMA, Amount: 5 },
      });
      expect(response.statusCode).toBe(401);
    });

    it('is stored only as its SHA-256', async () => {
      const { rows } = await database.db.query<{ key_hash: string }>('SELECT key_hash FROM terminals');
      expect(rows.map((row) => row.key_hash)).not.toContain(DEMO_TERMINAL_KEY);
      expect(rows[0]?.key_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('needs an Idempotency-Key', async () => {
      const response = await terminalPurchase(app, { CardDisplayNumber: EMMA, Amount: 5 }, { key: null });
      expect(response.statusCode).toBe(400);
    });
  });
});
