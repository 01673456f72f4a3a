import { randomUUID } from 'node:crypto';
import {
  CatalogueHistory,
  CatalogueWebshopOptions,
  CatalogueWebshopProduct,
  PaymentTransaction,
  WebshopProductsResponse,
  genericSearchResponse,
  type CatalogueWebshopProductCreate,
} from '@kk/contracts';
import { fillDescriptors } from '@kk/domain';
import { useApiHarness } from '../../test-support/app';
import { ledgerProblems } from '../../test-support/ledger-verify';
import { deposit, fundsOf, moneyFootprint, paymentCall, stockOf } from '../../test-support/payments';

/**
 * The partner site's webshop products (issue 25) on both engines: each generic list call,
 * the role and the tenancy (another tenant's staff get 404 and change nothing, a parent
 * 403), pictures re-encoded, the stock changed only by an idempotent adjustment, sold out
 * refused at reservation, and a price change that leaves an order at its old price.
 */
const api = useApiHarness({ login: ['partner', 'kkpayPartner', 'parent'] });
const BASE = '/api/Catalogue/WebshopProduct/';
const SearchAnswer = genericSearchResponse(CatalogueWebshopProduct);
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

type Editor = 'partner' | 'kkpayPartner' | 'parent';
const call = (user: Editor, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  api.injectAs(user, { method, url: `${BASE}${url}`, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

const solbakkeShop = () => api.world.moneyCore.salePoints.solbakkeWebshop;
/** Solbakke's first product group: families see the products of a group. */
let solbakkeGroup = '';

async function options(user: Editor = 'partner') {
  const response = await call(user, 'GET', 'Options');
  expect(response.statusCode).toBe(200);
  return CatalogueWebshopOptions.parse(response.json());
}

async function search(user: Editor, Search: { Name: string; Value: string }[] = [], StartIndex = 0, Count = 100) {
  const response = await call(user, 'POST', 'Search', { StartIndex, Count, Search: Search.map((parameter) => ({ ...parameter, SearchType: 0 })) });
  expect(response.statusCode).toBe(200);
  return SearchAnswer.parse(response.json());
}

const draft = (overrides: Partial<CatalogueWebshopProductCreate> = {}): CatalogueWebshopProductCreate => ({
  WebshopID: solbakkeShop(),
  Name: 'Kakaomælk',
  Description: 'Kold kakaomælk',
  Descriptors: [
    { Language: 'da', Name: 'Kakao', Description: 'Kold' },
    { Language: 'en', Name: 'Cocoa', Description: 'Cold' },
  ],
  Price: 12.5,
  VatRate: 25,
  ProductGroupID: solbakkeGroup,
  OrderableFrom: null,
  OrderableUntil: null,
  PurchaseLimit: null,
  SoldOut: false,
  Stock: 3,
  Allergens: [2],
  ...overrides,
});

async function create(overrides: Partial<CatalogueWebshopProductCreate> = {}) {
  const response = await call('partner', 'POST', 'Create', draft(overrides));
  expect(response.statusCode).toBe(200);
  return CatalogueWebshopProduct.parse(response.json());
}

const updateBody = (item: CatalogueWebshopProduct, overrides: Record<string, unknown> = {}) => ({
  Name: item.Name,
  Description: item.Description,
  Descriptors: item.Descriptors,
  Price: item.Price,
  VatRate: item.VatRate,
  ProductGroupID: item.ProductGroupID,
  OrderableFrom: item.OrderableFrom,
  OrderableUntil: item.OrderableUntil,
  PurchaseLimit: item.PurchaseLimit,
  SoldOut: item.SoldOut,
  Allergens: item.Allergens,
  ...overrides,
});

async function familyProducts() {
  const response = await api.injectAs('parent', { method: 'GET', url: `/api/Webshop/Products?webshopID=${solbakkeShop()}&walletID=${api.world.wallets.emma}` });
  expect(response.statusCode).toBe(200);
  return WebshopProductsResponse.parse(response.json()).ProductGroups.flatMap((group) => group.Products);
}

async function history(id: string, user: Editor = 'partner') {
  const response = await call(user, 'GET', `History/${id}`);
  expect(response.statusCode).toBe(200);
  return CatalogueHistory.parse(response.json()).Items;
}

/** Every row an edit could touch, to prove a refused call changed nothing. */
async function catalogueState() {
  const { rows } = await api.db.query<{ hash: string }>(
    `SELECT md5(coalesce((SELECT string_agg(t::text, '|' ORDER BY t::text) FROM catalogue_products t), '')
             || coalesce((SELECT string_agg(t.id::text, '|' ORDER BY t.id::text) FROM catalogue_product_images t), '')
             || coalesce((SELECT string_agg(t::text, '|' ORDER BY t::text) FROM catalogue_stock_adjustments t), '')
             || coalesce((SELECT string_agg(t.id::text, '|' ORDER BY t.id::text) FROM catalogue_changes t), '')) AS hash`,
  );
  return { hash: rows[0]?.hash, money: await moneyFootprint(api.db) };
}

const reserveOrder = (product: { ID: string; Price: number }, autoComplete = false) => ({
  Restrictions: { UseRestrictionOverride: true, IgnoreWalletSettings: true, AllowPaymentWindow: false },
  Amounts: { '2': product.Price },
  Description: 'Webshop køb',
  CustomerID: api.world.customers.solbakkeSkole,
  WebshopID: solbakkeShop(),
  WalletID: api.world.wallets.emma,
  Products: [{ ID: product.ID, Quantity: 1, Price: product.Price }],
  CustomData: { AutoComplete: autoComplete, CustomInformationJSON: null },
});

const adjust = (user: Editor, id: string, body: unknown, key: string | null = randomUUID()) =>
  call(user, 'POST', `AdjustStock/${id}`, body, key === null ? {} : { 'idempotency-key': key });

beforeAll(async () => {
  await deposit(api.db, api.world.wallets.emma, 500_000);
  solbakkeGroup = (await options()).Webshops[0]?.ProductGroups[0]?.ID ?? '';
});

describe('GET Options', () => {
  it("offers the caller's webshops with their product groups, and the VAT rates", async () => {
    const mine = await options();
    expect(mine.VatRates).toEqual([25, 0]);
    expect(mine.Webshops).toEqual([expect.objectContaining({ ID: solbakkeShop(), Name: 'Solbakke Skoles webshop', CustomerID: api.world.customers.solbakkeSkole, CustomerName: 'Solbakke Skole' })]);
    expect(mine.Webshops[0]?.ProductGroups.map((group) => group.Name)).toEqual(expect.arrayContaining(['Ture og ekskursioner', 'Skolefoto']));
    const theirs = await options('kkpayPartner');
    expect(theirs.Webshops.map((webshop) => webshop.ID)).toEqual([api.world.moneyCore.salePoints.kildevangWebshop]);
  });

  it('refuses a parent on the wallet site (403)', async () => {
    expect((await call('parent', 'GET', 'Options')).statusCode).toBe(403);
    expect((await call('parent', 'POST', 'Search', { StartIndex: 0, Count: 10, Search: [] })).statusCode).toBe(403);
    expect((await call('parent', 'POST', 'Create', draft())).statusCode).toBe(403);
  });
});

describe('POST Search', () => {
  it('lists the webshop products sorted by group then name, with the total, a slice at a time', async () => {
    const all = await search('partner');
    expect(all.TotalCount).toBe(all.Items.length);
    expect(all.Items.length).toBeGreaterThan(10);
    expect(all.Items.every((item) => item.WebshopID === solbakkeShop() && item.CustomerName === 'Solbakke Skole')).toBe(true);
    const groups = (await options()).Webshops[0]?.ProductGroups.map((group) => group.ID) ?? [];
    const groupOrder = all.Items.map((item) => (item.ProductGroupID === null ? groups.length : groups.indexOf(item.ProductGroupID)));
    expect(groupOrder).toEqual([...groupOrder].sort((a, b) => a - b));
    for (let index = 1; index < all.Items.length; index += 1) {
      const [previous, current] = [all.Items[index - 1], all.Items[index]] as [CatalogueWebshopProduct, CatalogueWebshopProduct];
      if (previous.ProductGroupID === current.ProductGroupID) expect(previous.Name.localeCompare(current.Name, 'da') <= 0 || previous.Name <= current.Name).toBe(true);
    }
    const page = await search('partner', [], 2, 3);
    expect(page.TotalCount).toBe(all.TotalCount);
    expect(page.Items.map((item) => item.ID)).toEqual(all.Items.slice(2, 5).map((item) => item.ID));
    expect(all.Items[0]?.Descriptors.map((descriptor) => descriptor.Language)).toEqual(['da', 'en', 'de']);
  });

  it('searches by name and by webshop', async () => {
    const found = await search('partner', [{ Name: 'Text', Value: 'drikkedunk' }]);
    expect(found.Items.map((item) => item.Name)).toEqual(['Drikkedunk']);
    expect(found.TotalCount).toBe(1);
    expect((await search('partner', [{ Name: 'Text', Value: '%' }])).TotalCount).toBe(0);
    expect((await search('partner', [{ Name: 'WebshopID', Value: solbakkeShop() }])).TotalCount).toBeGreaterThan(10);
    // Another tenant's webshop named in the search finds nothing.
    expect((await search('partner', [{ Name: 'WebshopID', Value: api.world.moneyCore.salePoints.kildevangWebshop }])).TotalCount).toBe(0);
    const unknown = await call('partner', 'POST', 'Search', { StartIndex: 0, Count: 10, Search: [{ Name: 'Price', Value: '1', SearchType: 0 }] });
    expect(unknown.statusCode).toBe(400);
  });

  it("shows kkpay.partner only Kildevang Skole's products", async () => {
    const theirs = await search('kkpayPartner');
    expect(theirs.Items.map((item) => item.Name)).toEqual(expect.arrayContaining(['Gymnastikpose', 'Skolefoto']));
    expect(theirs.Items.map((item) => item.Name)).not.toContain('Drikkedunk');
    expect(theirs.Items.every((item) => item.CustomerID === api.world.customers.kildevangSkole)).toBe(true);
    expect((await search('kkpayPartner', [{ Name: 'Text', Value: 'Drikkedunk' }])).TotalCount).toBe(0);
  });
});

describe('POST Create', () => {
  it('creates a product with its descriptors filled, a re-encoded picture and its stock, records it, and families see it at once', async () => {
    const item = await create({ Name: 'Kakaomælk med billede', Picture: { FileName: 'kakao.png', FileType: 'image/png', Base64: PNG } });
    expect(item).toMatchObject({
      WebshopID: solbakkeShop(),
      CustomerID: api.world.customers.solbakkeSkole,
      Price: 12.5,
      VatRate: 25,
      Stock: 3,
      SoldOut: false,
      Active: true,
      Allergens: [2],
      Descriptors: [
        { Language: 'da', Name: 'Kakao', Description: 'Kold' },
        { Language: 'en', Name: 'Cocoa', Description: 'Cold' },
        { Language: 'de', Name: '', Description: '' },
      ],
    });
    expect(item.ImageUrl).toMatch(/^\/blob\/product-images\/[0-9a-f-]{36}$/);
    const image = await api.app.inject({ method: 'GET', url: item.ImageUrl as string });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const { rows } = await api.db.query<{ price_ore: string; vat_rate_bp: number }>('SELECT price_ore, vat_rate_bp FROM catalogue_products WHERE id = $1', [item.ID]);
    expect(Number(rows[0]?.price_ore)).toBe(1250);
    expect(rows[0]?.vat_rate_bp).toBe(2500);
    const [created] = await history(item.ID);
    expect(created).toMatchObject({ Action: 'create', AuthorName: expect.any(String), Before: null, After: expect.objectContaining({ Name: 'Kakaomælk med billede', Price: 12.5, Stock: 3 }) });
    expect(await familyProducts()).toContainEqual(expect.objectContaining({ ID: item.ID, Price: 12.5, CurrentStock: 3, LimitedAmount: true, SoldOut: false, ImageUrl: item.ImageUrl }));
  });

  it('refuses a broken field with 400 naming it, and changes nothing', async () => {
    const before = await catalogueState();
    for (const [overrides, reason] of [
      [{ Name: '' }, 'Name: catalogue.errors.nameRequired'],
      [{ Price: 1.005 }, 'Price: catalogue.errors.priceDecimals'],
      [{ Price: 100_001 }, 'Price: catalogue.errors.priceTooHigh'],
      [{ VatRate: 12 }, 'VatRate: catalogue.errors.vatInvalid'],
      [{ OrderableFrom: '2026-12-10T00:00:00.000Z', OrderableUntil: '2026-12-01T00:00:00.000Z' }, 'OrderableUntil: catalogue.errors.periodOrder'],
      [{ PurchaseLimit: 0 }, 'PurchaseLimit: catalogue.errors.purchaseLimitInvalid'],
      [{ Stock: -1 }, 'Stock: catalogue.errors.stockInvalid'],
      [{ Allergens: [16] }, 'Allergens: catalogue.errors.allergenInvalid'],
      [{ Descriptors: [{ Language: 'fr', Name: 'Cacao' }] }, 'Descriptors: catalogue.errors.languageUnknown'],
      [{ ProductGroupID: randomUUID() }, 'ProductGroupID: catalogue.errors.groupUnknown'],
      [{ ProductGroupID: null }, 'ProductGroupID: catalogue.errors.groupRequired'],
    ] as const) {
      const response = await call('partner', 'POST', 'Create', draft(overrides as Partial<CatalogueWebshopProductCreate>));
      expect({ overrides, status: response.statusCode, reason: response.json<{ reason: string }>().reason }).toEqual({ overrides, status: 400, reason });
    }
    expect(await catalogueState()).toEqual(before);
  });

  it('refuses a file that only looks like an image, and changes nothing', async () => {
    const before = await catalogueState();
    const fake = Buffer.concat([Buffer.from(PNG, 'base64').subarray(0, 16), Buffer.from('<script>alert(1)</script>')]).toString('base64');
    const response = await call('partner', 'POST', 'Create', draft({ Picture: { FileName: 'x.png', FileType: 'image/png', Base64: fake } }));
    expect(response.statusCode).toBe(400);
    const mislabelled = await call('partner', 'POST', 'Create', draft({ Picture: { FileName: 'x.jpg', FileType: 'image/jpeg', Base64: PNG } }));
    expect(mislabelled.statusCode).toBe(400);
    expect(await catalogueState()).toEqual(before);
  });

  it("answers 404 for another tenant's webshop, and changes nothing", async () => {
    const before = await catalogueState();
    expect((await call('kkpayPartner', 'POST', 'Create', draft())).statusCode).toBe(404);
    expect(await catalogueState()).toEqual(before);
  });
});

describe('PUT Update', () => {
  it('changes every field but the stock, a new picture replaces the old, and records before and after', async () => {
    const item = await create({ Name: 'Penalhus', Stock: 4 });
    const response = await call('partner', 'PUT', `Update/${item.ID}`, {
      ...updateBody(item, { Name: 'Penalhus, blåt', Price: 35, VatRate: 0, PurchaseLimit: 2, OrderableUntil: '2030-01-01T00:00:00.000Z', Allergens: [], Descriptors: fillDescriptors([{ Language: 'de', Name: 'Federmäppchen' }]) }),
      Stock: 99,
      Picture: { FileName: 'p.png', FileType: 'image/png', Base64: PNG },
    });
    expect(response.statusCode).toBe(200);
    const changed = CatalogueWebshopProduct.parse(response.json());
    expect(changed).toMatchObject({ Name: 'Penalhus, blåt', Price: 35, VatRate: 0, PurchaseLimit: 2, OrderableUntil: '2030-01-01T00:00:00.000Z', Stock: 4, Allergens: [] });
    expect(changed.Descriptors).toEqual([
      { Language: 'da', Name: '', Description: '' },
      { Language: 'en', Name: '', Description: '' },
      { Language: 'de', Name: 'Federmäppchen', Description: '' },
    ]);
    expect(changed.ImageUrl).not.toBeNull();
    const again = CatalogueWebshopProduct.parse((await call('partner', 'PUT', `Update/${item.ID}`, { ...updateBody(changed), Picture: { FileName: 'q.png', FileType: 'image/png', Base64: PNG } })).json());
    expect(again.ImageUrl).not.toBe(changed.ImageUrl);
    // Without a picture the picture stays.
    const kept = CatalogueWebshopProduct.parse((await call('partner', 'PUT', `Update/${item.ID}`, updateBody(again))).json());
    expect(kept.ImageUrl).toBe(again.ImageUrl);
    const [, , first] = await history(item.ID);
    expect(first).toMatchObject({ Action: 'update', Before: expect.objectContaining({ Name: 'Penalhus', Price: 12.5 }), After: expect.objectContaining({ Name: 'Penalhus, blåt', Price: 35, Stock: 4 }) });
  });

  it('refuses a broken field with 400, and changes nothing', async () => {
    const item = await create({ Name: 'Viskelæder' });
    const before = await catalogueState();
    const response = await call('partner', 'PUT', `Update/${item.ID}`, updateBody(item, { Price: -5 }));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ reason: string }>().reason).toBe('Price: catalogue.errors.priceNegative');
    expect(await catalogueState()).toEqual(before);
  });

  it('leaves an order reserved at the old price at that price: it completes and refunds at the old price', async () => {
    const item = await create({ Name: 'Klassetur-T-shirt', Price: 80, Stock: 10 });
    const start = await fundsOf(api.db, api.world.wallets.emma);
    const reserved = PaymentTransaction.parse((await paymentCall(api.app, api.tokens.parent, '/V2/Payment/ReserveTransaction', reserveOrder(item))).json());
    expect(reserved.Status.ID).toBe(1);
    const raised = await call('partner', 'PUT', `Update/${item.ID}`, updateBody(item, { Price: 120 }));
    expect(raised.statusCode).toBe(200);
    const completed = PaymentTransaction.parse((await paymentCall(api.app, api.tokens.parent, '/V1/payment/CompleteTransaction', { ID: reserved.ID })).json());
    expect(completed.Status.ID).toBe(2);
    expect(completed.Amount).toBe(80);
    expect(completed.Products).toEqual([expect.objectContaining({ ProductID: item.ID, Price: 80, Quantity: 1 })]);
    expect(await fundsOf(api.db, api.world.wallets.emma)).toEqual({ balanceOre: start.balanceOre - 8_000, heldOre: start.heldOre });
    const refund = PaymentTransaction.parse(
      (await paymentCall(api.app, api.tokens.parent, '/V2/Payment/RefundTransaction', { ID: reserved.ID, CustomerID: api.world.customers.solbakkeSkole, Products: [{ ID: item.ID, Quantity: 1 }] })).json(),
    );
    expect(refund.Status.ID).toBe(2);
    expect(refund.Amount).toBe(80);
    expect(await fundsOf(api.db, api.world.wallets.emma)).toEqual(start);
    // A new order pays the new price.
    expect((await familyProducts()).find((product) => product.ID === item.ID)?.Price).toBe(120);
    expect(await ledgerProblems(api.db, process.env.DB_ENGINE === 'postgres' ? 'postgres' : 'pglite')).toBe('');
  });
});

describe('DELETE Delete', () => {
  it('withdraws the product: families no longer see it, an order already placed keeps it, and it is recorded', async () => {
    const item = await create({ Name: 'Årbog 2026', Price: 60, Stock: null });
    const bought = PaymentTransaction.parse((await paymentCall(api.app, api.tokens.parent, '/V2/Payment/ReserveTransaction', reserveOrder(item, true))).json());
    expect(bought.Status.ID).toBe(2);
    const response = await call('partner', 'DELETE', `Delete/${item.ID}`);
    expect(response.statusCode).toBe(204);
    expect((await familyProducts()).map((product) => product.ID)).not.toContain(item.ID);
    const listed = (await search('partner', [{ Name: 'Text', Value: 'Årbog 2026' }])).Items;
    expect(listed).toEqual([expect.objectContaining({ ID: item.ID, Active: false })]);
    const { rows } = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_transaction_lines WHERE product_id = $1 AND transaction_id = $2', [item.ID, bought.ID]);
    expect(rows[0]?.n).toBe(1);
    const refund = PaymentTransaction.parse(
      (await paymentCall(api.app, api.tokens.parent, '/V2/Payment/RefundTransaction', { ID: bought.ID, CustomerID: api.world.customers.solbakkeSkole, Products: [{ ID: item.ID, Quantity: 1 }] })).json(),
    );
    expect(refund.Status.ID).toBe(2);
    expect(refund.Amount).toBe(60);
    expect((await history(item.ID))[0]).toMatchObject({ Action: 'delete', Before: expect.objectContaining({ Active: true }), After: expect.objectContaining({ Active: false }) });
  });
});

describe('POST AdjustStock', () => {
  it('received adds, counted sets, damaged takes away; once per Idempotency-Key; each recorded', async () => {
    const item = await create({ Name: 'Lommeregner', Stock: 3 });
    const key = randomUUID();
    const first = await adjust('partner', item.ID, { Reason: 'received', Quantity: 5 }, key);
    expect(first.statusCode).toBe(200);
    expect(CatalogueWebshopProduct.parse(first.json()).Stock).toBe(8);
    const retry = await adjust('partner', item.ID, { Reason: 'received', Quantity: 5 }, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(CatalogueWebshopProduct.parse(retry.json()).Stock).toBe(8);
    expect((await adjust('partner', item.ID, { Reason: 'received', Quantity: 6 }, key)).statusCode).toBe(422);
    expect(CatalogueWebshopProduct.parse((await adjust('partner', item.ID, { Reason: 'damaged', Quantity: 2 })).json()).Stock).toBe(6);
    expect(CatalogueWebshopProduct.parse((await adjust('partner', item.ID, { Reason: 'counted', Quantity: 0 })).json()).Stock).toBe(0);
    const { rows } = await api.db.query<{ reason: string; change: number; stock_before: number; stock_after: number }>(
      'SELECT reason, change, stock_before, stock_after FROM catalogue_stock_adjustments WHERE product_id = $1 ORDER BY created_at, stock_before DESC',
      [item.ID],
    );
    expect(rows).toEqual([
      { reason: 'received', change: 5, stock_before: 3, stock_after: 8 },
      { reason: 'damaged', change: -2, stock_before: 8, stock_after: 6 },
      { reason: 'counted', change: -6, stock_before: 6, stock_after: 0 },
    ]);
    const stockChanges = (await history(item.ID)).filter((change) => change.Action === 'stock');
    expect(stockChanges.map((change) => [change.Before?.Stock, change.After?.Stock])).toEqual([[6, 0], [8, 6], [3, 8]]);
  });

  it('counting an unlimited product starts keeping its stock, and unlimited stops it; the reservations after each see it', async () => {
    const item = await create({ Name: 'Viskelæder', Price: 5, Stock: null });
    const started = await adjust('partner', item.ID, { Reason: 'counted', Quantity: 2 });
    expect(started.statusCode).toBe(200);
    expect(CatalogueWebshopProduct.parse(started.json()).Stock).toBe(2);
    expect((await familyProducts()).find((product) => product.ID === item.ID)).toMatchObject({ LimitedAmount: true, CurrentStock: 2 });
    const reserved = PaymentTransaction.parse((await paymentCall(api.app, api.tokens.parent, '/V2/Payment/ReserveTransaction', reserveOrder(item))).json());
    expect(reserved.Status.ID).toBe(1);
    expect(await stockOf(api.db, item.ID)).toBe(1);

    const stopped = await adjust('partner', item.ID, { Reason: 'unlimited', Quantity: 0 });
    expect(stopped.statusCode).toBe(200);
    expect(CatalogueWebshopProduct.parse(stopped.json()).Stock).toBeNull();
    const more = PaymentTransaction.parse((await paymentCall(api.app, api.tokens.parent, '/V2/Payment/ReserveTransaction', {
      ...reserveOrder(item),
      // Two this time: the same order again within minutes would be a double payment.
      Amounts: { '2': 2 * item.Price },
      Products: [{ ID: item.ID, Quantity: 2, Price: item.Price }],
    })).json());
    expect([more.Status.ID, more.ErrorMessage]).toEqual([1, null]);
    // The first order's cancel gives back nothing to a stock that is no longer kept.
    expect((await paymentCall(api.app, api.tokens.parent, '/V1/payment/CancelTransaction', { ID: reserved.ID })).statusCode).toBe(200);
    expect(await stockOf(api.db, item.ID)).toBeNull();
    const { rows } = await api.db.query<{ reason: string; change: number | null; stock_before: number | null; stock_after: number | null }>(
      'SELECT reason, change, stock_before, stock_after FROM catalogue_stock_adjustments WHERE product_id = $1 ORDER BY created_at, reason',
      [item.ID],
    );
    expect(rows).toEqual([
      { reason: 'counted', change: null, stock_before: null, stock_after: 2 },
      { reason: 'unlimited', change: null, stock_before: 1, stock_after: null },
    ]);
    const stockChanges = (await history(item.ID)).filter((change) => change.Action === 'stock');
    expect(stockChanges.map((change) => [change.Before?.Stock, change.After?.Stock, change.After?.Reason])).toEqual([[1, null, 'unlimited'], [null, 2, 'counted']]);
  });

  it('refuses damaged below 0, an unknown reason, a bad quantity, an unlimited stock and a missing key with 400, and changes nothing', async () => {
    const item = await create({ Name: 'Passer', Stock: 1 });
    const unlimited = await create({ Name: 'Lineal', Stock: null });
    const before = await catalogueState();
    for (const [id, body, reason] of [
      [item.ID, { Reason: 'damaged', Quantity: 2 }, 'Quantity: catalogue.errors.stockBelowZero'],
      [item.ID, { Reason: 'stolen', Quantity: 1 }, 'Reason: catalogue.errors.reasonInvalid'],
      [item.ID, { Reason: 'received', Quantity: 0 }, 'Quantity: catalogue.errors.quantityInvalid'],
      [item.ID, { Reason: 'received', Quantity: 1.5 }, 'Quantity: catalogue.errors.quantityInvalid'],
      [unlimited.ID, { Reason: 'received', Quantity: 5 }, 'Quantity: catalogue.errors.stockUnlimited'],
      [unlimited.ID, { Reason: 'unlimited', Quantity: 0 }, 'Reason: catalogue.errors.stockUnlimited'],
    ] as const) {
      const response = await adjust('partner', id, body);
      expect({ body, status: response.statusCode, reason: response.json<{ reason: string }>().reason }).toEqual({ body, status: 400, reason });
    }
    expect((await adjust('partner', item.ID, { Reason: 'received', Quantity: 1 }, null)).statusCode).toBe(400);
    const after = await catalogueState();
    // The refusals' answers are kept for their keys; the catalogue is as it was.
    expect(after).toEqual(before);
  });
});

describe('SoldOut', () => {
  it('shows a product marked sold out as sold out to families and refuses it at reservation, whatever its stock', async () => {
    const item = await create({ Name: 'Strikhue', Price: 40, Stock: 20 });
    const marked = await call('partner', 'PUT', `Update/${item.ID}`, updateBody(item, { SoldOut: true }));
    expect(marked.statusCode).toBe(200);
    expect((await familyProducts()).find((product) => product.ID === item.ID)).toMatchObject({ SoldOut: true, LimitedAmount: true, CurrentStock: 0 });
    const before = await moneyFootprint(api.db);
    const refused = PaymentTransaction.parse((await paymentCall(api.app, api.tokens.parent, '/V2/Payment/ReserveTransaction', reserveOrder(item))).json());
    expect(refused.Status.IsFailed).toBe(true);
    expect(refused.ErrorMessage).toBe('product out of stock');
    expect(await moneyFootprint(api.db)).toEqual(before);
    const { rows } = await api.db.query<{ stock: number }>('SELECT stock FROM catalogue_products WHERE id = $1', [item.ID]);
    expect(rows[0]?.stock).toBe(20);
    // Unmarked, it sells again at once.
    await call('partner', 'PUT', `Update/${item.ID}`, updateBody(item, { SoldOut: false }));
    const sold = PaymentTransaction.parse((await paymentCall(api.app, api.tokens.parent, '/V2/Payment/ReserveTransaction', reserveOrder(item))).json());
    expect(sold.Status.ID).toBe(1);
  });

  it('refuses a sold-out product with unlimited stock too', async () => {
    const item = await create({ Name: 'Gummistøvler', Price: 45, Stock: null, SoldOut: true });
    const refused = PaymentTransaction.parse((await paymentCall(api.app, api.tokens.parent, '/V2/Payment/ReserveTransaction', reserveOrder(item))).json());
    expect(refused.ErrorMessage).toBe('product out of stock');
  });
});

describe('tenancy', () => {
  it("answers kkpay.partner 404 for Solbakke's products, read and write, and changes nothing", async () => {
    const item = await create({ Name: 'Solbakke-kasket', Stock: 5 });
    const before = await catalogueState();
    expect((await call('kkpayPartner', 'GET', `History/${item.ID}`)).statusCode).toBe(404);
    expect((await call('kkpayPartner', 'PUT', `Update/${item.ID}`, updateBody(item, { Price: 1 }))).statusCode).toBe(404);
    expect((await call('kkpayPartner', 'DELETE', `Delete/${item.ID}`)).statusCode).toBe(404);
    expect((await adjust('kkpayPartner', item.ID, { Reason: 'received', Quantity: 5 })).statusCode).toBe(404);
    expect((await call('partner', 'GET', `History/${randomUUID()}`)).statusCode).toBe(404);
    expect(await catalogueState()).toEqual(before);
  });

  it('refuses a parent on the wallet site (403) on every call, and changes nothing', async () => {
    const item = await create({ Name: 'Solbakke-drikkedunk', Stock: 5 });
    const before = await catalogueState();
    expect((await call('parent', 'GET', `History/${item.ID}`)).statusCode).toBe(403);
    expect((await call('parent', 'PUT', `Update/${item.ID}`, updateBody(item, { Price: 1 }))).statusCode).toBe(403);
    expect((await call('parent', 'DELETE', `Delete/${item.ID}`)).statusCode).toBe(403);
    expect((await adjust('parent', item.ID, { Reason: 'received', Quantity: 5 })).statusCode).toBe(403);
    // The role is checked before the call's Idempotency-Key.
    expect((await adjust('parent', item.ID, { Reason: 'received', Quantity: 5 }, null)).statusCode).toBe(403);
    expect((await adjust('kkpayPartner', item.ID, { Reason: 'received', Quantity: 5 }, null)).statusCode).toBe(404);
    expect(await catalogueState()).toEqual(before);
  });
});
