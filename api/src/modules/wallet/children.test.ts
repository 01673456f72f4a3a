import { GetChildrenResponse, type WalletInOnboarding } from '@kk/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../../db/db';
import type { DemoUserKey } from '../../seed/demo-users';
import { bearer, buildTestApp, loginAs, TestClock, useApiHarness } from '../../test-support/app';

/**
 * GetChildren's fields that other modules' data decide: the options (restrictions/options.test.ts
 * sets them), the terms (onboarding/onboarding.test.ts), and here the customer's sale places,
 * card payments and type, and how many statements it costs.
 */
const clock = new TestClock(new Date('2026-03-11T10:00:00Z'));
const api = useApiHarness({ clock });

async function childOf(user: DemoUserKey, walletId: string): Promise<WalletInOnboarding | undefined> {
  const response = await api.injectAs(user, { method: 'GET', url: '/api/Onboarding/GetChildren' });
  expect(response.statusCode).toBe(200);
  return GetChildrenResponse.parse(response.json()).find((child) => child.WalletID === walletId);
}

describe('GET /api/Onboarding/GetChildren answers from the data', () => {
  it("names each customer's sale places: its canteen terminals' canteens and meeting locations, those of the customers above it included", async () => {
    const emma = await childOf('parent', api.world.wallets.emma);
    expect(emma?.Customers[0]?.SaleLocations).toEqual([{ Location: 'Solbakke Skoles kantine', Type: { ID: 1 } }]);
    const freja = await childOf('kkpayParent', api.world.wallets.freja);
    expect(freja?.Customers[0]?.SaleLocations).toEqual([{ Location: 'Kildevang Skoles kantine', Type: { ID: 1 } }]);
    const anne = await childOf('staff', api.world.wallets.anne);
    expect(anne?.Customers[0]?.SaleLocations).toEqual([
      { Location: 'Rådhuset, byrådssalen', Type: { ID: 2 } },
      { Location: 'Rådhuset, mødelokale 1', Type: { ID: 2 } },
      { Location: 'Rådhusets kantine, mødelokale K2', Type: { ID: 2 } },
    ]);

    // A terminal of the municipality above the school, without a canteen of its own: named after itself.
    await api.db.query(
      `INSERT INTO terminals (customer_id, name, key_hash) VALUES ($1, 'Rådhusets kiosk', repeat('a', 64))`,
      [api.world.customers.solbakkeKommune],
    );
    expect((await childOf('parent', api.world.wallets.emma))?.Customers[0]?.SaleLocations).toEqual([
      { Location: 'Rådhusets kiosk', Type: { ID: 1 } },
      { Location: 'Solbakke Skoles kantine', Type: { ID: 1 } },
    ]);
    // An inactive terminal is no sale place.
    await api.db.query("UPDATE terminals SET active = false WHERE name = 'Rådhusets kiosk'");
    expect((await childOf('parent', api.world.wallets.emma))?.Customers[0]?.SaleLocations).toEqual([{ Location: 'Solbakke Skoles kantine', Type: { ID: 1 } }]);
  });

  it("follows the customer's card payments and type", async () => {
    expect((await childOf('parent', api.world.wallets.emma))?.Customers[0]).toMatchObject({ HasCreditCard: true, CustomerType: { Name: 'school' } });
    await api.db.query("UPDATE customers SET card_payments = false, type = 'pointofsale' WHERE id = $1", [api.world.customers.solbakkeSkole]);
    try {
      expect((await childOf('parent', api.world.wallets.emma))?.Customers[0]).toMatchObject({ HasCreditCard: false, CustomerType: { Name: 'pointofsale' } });
      expect((await childOf('kkpayParent', api.world.wallets.freja))?.Customers[0]).toMatchObject({ HasCreditCard: true, CustomerType: { Name: 'school' } });
    } finally {
      await api.db.query("UPDATE customers SET card_payments = true, type = 'school' WHERE id = $1", [api.world.customers.solbakkeSkole]);
    }
  });

  it('sends the same number of statements to the database however many wallets a family has', async () => {
    let statements = 0;
    const counting = (q: Queryable): Queryable => ({
      query: (sql, params) => {
        statements += 1;
        return q.query(sql, params);
      },
      exec: (sql) => q.exec(sql),
    });
    const db: Db = {
      ...counting(api.db),
      engine: api.db.engine,
      transaction: (fn) => api.db.transaction((tx) => fn(counting(tx))),
      close: async () => undefined,
    };
    const app: FastifyInstance = await buildTestApp({ db, clock });
    try {
      const token = (await loginAs(app, 'parent')).AccessToken;
      const statementsFor = async () => {
        statements = 0;
        const response = await app.inject({ method: 'GET', url: '/api/Onboarding/GetChildren', headers: bearer(token) });
        return { count: GetChildrenResponse.parse(response.json()).length, statements };
      };
      const two = await statementsFor();
      expect(two.count).toBe(2);
      for (const name of ['Alma Jensen', 'Bo Jensen', 'Carl Jensen']) {
        const { rows } = await api.db.query<{ id: string }>('INSERT INTO wallets (customer_id, wallet_group_id, name) VALUES ($1, $2, $3) RETURNING id', [
          api.world.customers.solbakkeSkole,
          api.world.walletGroups.jensen,
          name,
        ]);
        await api.db.query("INSERT INTO ledger_accounts (kind, wallet_id) VALUES ('wallet', $1)", [rows[0]?.id]);
      }
      const five = await statementsFor();
      expect(five).toEqual({ count: 5, statements: two.statements });
    } finally {
      await app.close();
    }
  });
});
