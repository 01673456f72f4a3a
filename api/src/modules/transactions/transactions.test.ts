import { TransactionDetail, TransactionSearchResponse } from '@kk/contracts';
import type { FastifyInstance } from 'fastify';
import type { DemoWorldIds } from '../../seed/seed';
import { bearer, loginAs } from '../../test-support/app';
import { orderPayload, paymentCall, terminalPurchase } from '../../test-support/payments';
import { useTwoFamilies } from '../../test-support/two-families';

jest.setTimeout(30_000);

let app: FastifyInstance;
let world: DemoWorldIds;
let parent: string;
let kkpayParent: string;
const { api } = useTwoFamilies();
beforeAll(() => ({ app, world, tokens: { parent, kkpayParent } } = api));

function search(token: string, body: Record<string, unknown>, walletID?: string, language?: 'da' | 'en') {
  return app.inject({
    method: 'POST',
    url: `/api/Transaction/SearchV2${walletID ? `?walletID=${walletID}` : ''}`,
    headers: { ...bearer(token), ...(language === undefined ? {} : { language }) },
    payload: body,
  });
}

const byWallet = (walletId: string, more: object[] = []) => [{ Name: 'FK_WalletID', Value: walletId, SearchType: 0 }, ...more];
const page = (response: { json(): unknown }) => TransactionSearchResponse.parse(response.json());

describe('POST /api/Transaction/SearchV2', () => {
  it("lists a wallet's money movements newest first, in kroner, with the balance after each", async () => {
    const response = await search(parent, { StartIndex: 0, Count: 10, Search: byWallet(world.wallets.emma) });
    expect(response.statusCode).toBe(200);
    const result = page(response);
    expect(result.TotalCount).toBe(4);
    expect(result.Transactions.map((t) => [t.Type, t.Amount, t.BalanceAfter])).toEqual([
      ['Purchase', -25, 250],
      ['Deposit', 100, 275],
      ['Purchase', -25, 175],
      ['Deposit', 200, 200],
    ]);
    expect(result.Transactions[0]).toMatchObject({
      Description: 'Frokost i kantinen',
      Status: { ID: 2, IsCompleted: true, IsFailed: false, IsPending: false },
      Wallet: { ID: world.wallets.emma, Name: 'Emma Jensen' },
      CreatedDate: '2026-03-07T09:00:00.000Z',
    });
    expect(result.Sum).toBe(250);
  });

  it('answers the widget’s request (walletID, Count 6, Limit 6) and pages by StartIndex', async () => {
    const widget = page(await search(parent, { StartIndex: 0, Count: 6, Limit: 6, Search: [] }, world.wallets.oliver));
    expect(widget.Transactions).toHaveLength(3);
    const second = page(await search(parent, { StartIndex: 2, Count: 2, Search: byWallet(world.wallets.emma) }));
    expect(second.TotalCount).toBe(4);
    expect(second.Transactions.map((t) => t.Amount)).toEqual([-25, 200]);
    const capped = page(await search(parent, { StartIndex: 0, Count: 10, Limit: 1, Search: byWallet(world.wallets.emma) }));
    expect(capped.Transactions).toHaveLength(1);
  });

  it('filters on types sent as a type-5 list, on status and on dates', async () => {
    const deposits = page(await search(parent, { StartIndex: 0, Count: 10, Search: byWallet(world.wallets.emma, [{ Name: 'Type', Value: '"Deposit"', SearchType: 5 }]) }));
    expect(deposits.Transactions.map((t) => t.Amount)).toEqual([100, 200]);
    const recent = page(
      await search(parent, {
        StartIndex: 0,
        Count: 10,
        Search: byWallet(world.wallets.emma, [
          { Name: 'StartDate', Value: '2026-02-25', SearchType: 0 },
          { Name: 'EndDate', Value: '2026-02-28', SearchType: 0 },
        ]),
      }),
    );
    expect(recent.Transactions.map((t) => t.CreatedDate)).toEqual(['2026-02-28T09:00:00.000Z']);
    expect(recent).toMatchObject({ StartDate: '2026-02-25', EndDate: '2026-02-28' });
    const failed = page(await search(parent, { StartIndex: 0, Count: 10, Search: byWallet(world.wallets.emma, [{ Name: 'Status', Value: 'Failed', SearchType: 1 }]) }));
    expect(failed.TotalCount).toBe(0);
  });

  it('answers a search it cannot read with an Error and an empty list', async () => {
    const unknown = page(await search(parent, { StartIndex: 0, Count: 10, Search: byWallet(world.wallets.emma, [{ Name: 'Colour', Value: 'red', SearchType: 0 }]) }));
    expect(unknown).toMatchObject({ Transactions: [], TotalCount: 0, Error: 'Unknown search field Colour' });
    const badDate = page(await search(parent, { StartIndex: 0, Count: 10, Search: byWallet(world.wallets.emma, [{ Name: 'StartDate', Value: '2026-13-01', SearchType: 0 }]) }));
    expect(badDate.Error).toMatch(/StartDate/);
  });

  it('needs a wallet, and one wallet', async () => {
    expect((await search(parent, { StartIndex: 0, Count: 10, Search: [] })).statusCode).toBe(400);
    expect((await search(parent, { StartIndex: 0, Count: 10, Search: byWallet(world.wallets.oliver) }, world.wallets.emma)).statusCode).toBe(400);
  });

  it("refuses another family's wallet and an unknown wallet alike, leaking nothing", async () => {
    const foreign = await search(kkpayParent, { StartIndex: 0, Count: 10, Search: byWallet(world.wallets.emma) });
    const unknown = await search(kkpayParent, { StartIndex: 0, Count: 10, Search: byWallet('00000000-0000-4000-8000-000000000000') });
    expect(foreign.statusCode).toBe(403);
    expect(unknown.statusCode).toBe(403);
    expect(foreign.json()).toEqual(unknown.json());
    expect(foreign.body).not.toContain('Emma');
    expect((await search(kkpayParent, { StartIndex: 0, Count: 6, Limit: 6, Search: [] }, world.wallets.oliver)).statusCode).toBe(403);
  });

  it('lets partner staff of the school and the support tool see the wallet', async () => {
    const partner = (await loginAs(app, 'partner')).AccessToken;
    const support = (await loginAs(app, 'support')).AccessToken;
    expect(page(await search(partner, { StartIndex: 0, Count: 10, Search: byWallet(world.wallets.emma) })).TotalCount).toBeGreaterThan(0);
    expect(page(await search(support, { StartIndex: 0, Count: 10, Search: byWallet(world.wallets.freja) })).TotalCount).toBe(3);
    expect((await search(partner, { StartIndex: 0, Count: 10, Search: byWallet(world.wallets.freja) })).statusCode).toBe(403);
  });

  it('needs a session', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/Transaction/SearchV2', payload: { StartIndex: 0, Count: 6, Search: [] } });
    expect(response.statusCode).toBe(401);
  });
});

describe('purchases, orders and their details', () => {
  let canteenSaleId: string;
  let pendingOrderId: string;

  beforeAll(async () => {
    const sale = await terminalPurchase(app, {
      CardDisplayNumber: '1000 0001',
      Amount: 40,
      Products: [
        { ID: world.moneyCore.products.sandwich, Quantity: 1 },
        { ID: world.moneyCore.products.chocolateMilk, Quantity: 1 },
      ],
    });
    expect(sale.statusCode).toBe(200);
    const order = await paymentCall(
      app,
      parent,
      '/V2/Payment/ReserveTransaction',
      orderPayload(world, { wallet: world.wallets.emma, customer: world.customers.solbakkeSkole, lines: [{ product: 'bottle', quantity: 1 }] }),
    );
    expect(order.statusCode).toBe(200);
    pendingOrderId = order.json<{ ID: string }>().ID;
    const list = page(await search(parent, { StartIndex: 0, Count: 10, Search: byWallet(world.wallets.emma) }));
    canteenSaleId = list.Transactions.find((t) => t.Type === 'CanteenPurchase')?.ID ?? '';
  });

  it('lists a canteen sale as a movement and a reserved order as pending without a balance', async () => {
    const list = page(await search(parent, { StartIndex: 0, Count: 10, Search: byWallet(world.wallets.emma) }));
    expect(list.TotalCount).toBe(6);
    const sale = list.Transactions.find((t) => t.Type === 'CanteenPurchase');
    expect(sale).toMatchObject({ Amount: -40, BalanceAfter: 210, Description: 'Kantinekøb', Customer: { Name: 'Solbakke Skole' } });
    const order = list.Transactions.find((t) => t.ID === pendingOrderId);
    expect(order).toMatchObject({ Type: 'Order', Amount: -79, BalanceAfter: null, Status: { IsPending: true, IsCompleted: false } });
    const pending = page(await search(parent, { StartIndex: 0, Count: 10, Search: byWallet(world.wallets.emma, [{ Name: 'Status', Value: 'Pending', SearchType: 1 }]) }));
    expect(pending.Transactions.map((t) => t.ID)).toEqual([pendingOrderId]);
  });

  it('gives a transaction’s details with its products', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/Transaction/Detail?transactionID=${canteenSaleId}`, headers: bearer(parent) });
    expect(response.statusCode).toBe(200);
    const detail = TransactionDetail.parse(response.json());
    expect(detail).toMatchObject({ ID: canteenSaleId, Type: 'CanteenPurchase', Amount: -40, DeviceID: world.moneyCore.terminal });
    expect(detail.Products.map((p) => [p.Name, p.Price, p.Quantity])).toEqual([
      ['Sandwich', 28, 1],
      ['Kakaomælk', 12, 1],
    ]);
    const order = TransactionDetail.parse((await app.inject({ method: 'GET', url: `/api/Transaction/Detail?transactionID=${pendingOrderId}`, headers: bearer(parent) })).json());
    expect(order.Products.map((p) => p.Name)).toEqual(['Drikkedunk']);
  });

  it('writes the texts the platform made in the reader\'s language, and the shop\'s own texts as written', async () => {
    const descriptions = async (language: 'da' | 'en') =>
      page(await search(parent, { StartIndex: 0, Count: 10, Search: byWallet(world.wallets.emma) }, undefined, language)).Transactions.map((t) => [t.Type, t.Description]);
    const english = await descriptions('en');
    expect(english).toContainEqual(['CanteenPurchase', 'Canteen purchase']);
    expect(english).toContainEqual(['Order', 'Webshop purchase']);
    expect(english).toContainEqual(['Deposit', 'Deposit by payment card']);
    expect(english.flat().join(' ')).not.toMatch(/Kantinekøb|Indbetaling med betalingskort/);
    const danish = await descriptions('da');
    expect(danish).toContainEqual(['CanteenPurchase', 'Kantinekøb']);
    expect(danish).toContainEqual(['Deposit', 'Indbetaling med betalingskort']);
    // The details say it the same way.
    const detail = await app.inject({ method: 'GET', url: `/api/Transaction/Detail?transactionID=${canteenSaleId}`, headers: { ...bearer(parent), language: 'en' } });
    expect(TransactionDetail.parse(detail.json()).Description).toBe('Canteen purchase');
  });

  it("refuses another family's transaction and an unknown one alike", async () => {
    const foreign = await app.inject({ method: 'GET', url: `/api/Transaction/Detail?transactionID=${canteenSaleId}`, headers: bearer(kkpayParent) });
    const unknown = await app.inject({ method: 'GET', url: '/api/Transaction/Detail?transactionID=00000000-0000-4000-8000-000000000000', headers: bearer(kkpayParent) });
    expect(foreign.statusCode).toBe(403);
    expect(unknown.statusCode).toBe(403);
    expect(foreign.json()).toEqual(unknown.json());
    expect(foreign.body).not.toMatch(/Sandwich|Emma/);
  });
});
