import { LatestOrdersResponse, VoucherDetailsResponse } from '@kk/contracts';
import type { FastifyInstance } from 'fastify';
import type { DemoWorldIds } from '../../seed/seed';
import { bearer, loginAs } from '../../test-support/app';
import type { TestDatabase } from '../../test-support/db';
import { useTwoFamilies } from '../../test-support/two-families';

jest.setTimeout(30_000);

let database: TestDatabase;
let app: FastifyInstance;
let world: DemoWorldIds;
let parent: string;
let kkpayParent: string;
const { clock, api } = useTwoFamilies();
beforeAll(() => ({ database, app, world, tokens: { parent, kkpayParent } } = api));

const get = (token: string, url: string) => app.inject({ method: 'GET', url, headers: bearer(token) });

describe('GET /api/Overview/GetVoucherDetails', () => {
  it("lists the wallet's current tickets, vouchers and discounts", async () => {
    const response = await get(parent, `/api/Overview/GetVoucherDetails?walletID=${world.wallets.emma}&customerName=Solbakke%20Skole`);
    expect(response.statusCode).toBe(200);
    const vouchers = VoucherDetailsResponse.parse(response.json());
    expect(vouchers.map((v) => [v.Kind, v.Name]).sort()).toEqual([
      ['discount', 'Frugtrabat'],
      ['ticket', 'Skolefest – billet'],
      ['voucher', 'Tilgodebevis'],
    ]);
    expect(vouchers.find((v) => v.Kind === 'ticket')).toMatchObject({ CustomerName: 'Solbakke Skole', StartDate: '2026-03-24T16:00:00.000Z', EndDate: '2026-03-24T20:00:00.000Z' });
    expect(vouchers.find((v) => v.Kind === 'voucher')?.RemainingAmount).toBe(50);
    expect(vouchers.find((v) => v.Kind === 'discount')?.DiscountPercent).toBe(10);
  });

  it("filters on the customer's name and leaves out what has ended", async () => {
    expect(VoucherDetailsResponse.parse((await get(parent, `/api/Overview/GetVoucherDetails?walletID=${world.wallets.emma}&customerName=Kildevang%20Skole`)).json())).toEqual([]);
    clock.advanceMinutes(365 * 24 * 60);
    try {
      // A year on, the earlier session has long expired.
      const later = (await loginAs(app, 'parent')).AccessToken;
      expect(VoucherDetailsResponse.parse((await get(later, `/api/Overview/GetVoucherDetails?walletID=${world.wallets.emma}`)).json())).toEqual([]);
    } finally {
      clock.advanceMinutes(-365 * 24 * 60);
    }
  });

  it("gives the kkpay family its month ticket and refuses it the other family's wallet", async () => {
    const freja = VoucherDetailsResponse.parse((await get(kkpayParent, `/api/Overview/GetVoucherDetails?walletID=${world.wallets.freja}`)).json());
    expect(freja).toEqual([expect.objectContaining({ Kind: 'ticket', Name: 'Svømmehal – månedskort', StartDate: '2026-04-01T00:00:00.000Z', EndDate: '2026-04-30T00:00:00.000Z' })]);
    const foreign = await get(kkpayParent, `/api/Overview/GetVoucherDetails?walletID=${world.wallets.emma}`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).not.toContain('Skolefest');
  });
});

// Served by the foodplan module; here the fallback for lines that are no menu item: the cart's Date, else the day bought.
describe('GET /api/Foodplanner/V3/GetLatestOrders', () => {
  it("answers the wallet's completed food-plan orders by delivery date", async () => {
    const { rows } = await database.db.query<{ id: string }>(
      `INSERT INTO catalogue_owners (customer_id, kind, name) VALUES ($1, 'foodplan', 'Madplan') RETURNING id`,
      [world.customers.solbakkeSkole],
    );
    const owner = rows[0]!.id;
    const product = (
      await database.db.query<{ id: string }>(
        `INSERT INTO catalogue_products (customer_id, owner_kind, owner_id, name, price_ore) VALUES ($1, 'foodplan', $2, 'Lasagne', 3000) RETURNING id`,
        [world.customers.solbakkeSkole, owner],
      )
    ).rows[0]!.id;
    const payment = (
      await database.db.query<{ id: string }>(
        `INSERT INTO payment_transactions (kind, status_id, wallet_id, customer_id, description, amount_ore, wallet_amount_ore, food_plan_id, is_foodplan, created_at, updated_at)
         VALUES ('order', 2, $1, $2, 'Madplan', 6000, 6000, $3, true, $4, $4) RETURNING id`,
        [world.wallets.emma, world.customers.solbakkeSkole, owner, clock.now()],
      )
    ).rows[0]!.id;
    await database.db.query(
      `INSERT INTO payment_transaction_lines (transaction_id, line_no, product_id, name, price_ore, quantity, refunded_quantity, extra)
       VALUES ($1, 1, $2, 'Lasagne', 3000, 2, 1, '{"Date": "2026-03-12T00:00:00"}'), ($1, 2, $2, 'Lasagne', 3000, 1, 0, NULL)`,
      [payment, product],
    );

    const response = await get(parent, `/api/Foodplanner/V3/GetLatestOrders?walletID=${world.wallets.emma}`);
    expect(response.statusCode).toBe(200);
    const orders = LatestOrdersResponse.parse(response.json());
    expect(orders.map((o) => [o.DeliveryDate, o.Name, o.PurchasedCount, o.Price])).toEqual([
      ['2026-03-12', 'Lasagne', 1, 30],
      ['2026-03-10', 'Lasagne', 1, 30],
    ]);
    expect(orders[0]?.Purchased).toEqual({ Quantity: 2, TransactionID: payment, TransactionProductID: 1, WalletID: world.wallets.emma, CustomerID: world.customers.solbakkeSkole });
  });

  it('answers an empty list for a wallet without food-plan orders, and 403 for another family', async () => {
    expect(LatestOrdersResponse.parse((await get(parent, `/api/Foodplanner/V3/GetLatestOrders?walletID=${world.wallets.oliver}`)).json())).toEqual([]);
    expect((await get(kkpayParent, `/api/Foodplanner/V3/GetLatestOrders?walletID=${world.wallets.emma}`)).statusCode).toBe(403);
  });
});
