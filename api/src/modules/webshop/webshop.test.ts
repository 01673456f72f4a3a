import { PaymentTransaction, WebshopProductsResponse, WebshopSubscriptionsResponse, type WebshopProduct } from '@kk/contracts';
import { useApiHarness } from '../../test-support/app';
import { deposit, moneyFootprint, paymentCall } from '../../test-support/payments';

const api = useApiHarness({ login: ['parent', 'kkpayParent'] });

async function subscriptions(user: 'parent' | 'kkpayParent', walletId?: string) {
  const response = await api.injectAs(user, { method: 'GET', url: `/api/Webshop/GetSubscriptions${walletId ? `?walletID=${walletId}` : ''}` });
  expect(response.statusCode).toBe(200);
  return WebshopSubscriptionsResponse.parse(response.json()).data;
}

async function solbakkeShop(): Promise<string> {
  const [shop] = (await subscriptions('parent')).filter((webshop) => webshop.CustomerID === api.world.customers.solbakkeSkole);
  if (!shop) throw new Error('no Solbakke webshop');
  return shop.ID;
}

async function products(walletId = api.world.wallets.emma): Promise<WebshopProduct[]> {
  const response = await api.injectAs('parent', { method: 'GET', url: `/api/Webshop/Products?webshopID=${await solbakkeShop()}&walletID=${walletId}` });
  expect(response.statusCode).toBe(200);
  return WebshopProductsResponse.parse(response.json()).ProductGroups.flatMap((group) => group.Products);
}

async function productNamed(name: string): Promise<WebshopProduct> {
  const product = (await products()).find((candidate) => candidate.Name === name);
  if (!product) throw new Error(`no product ${name}`);
  return product;
}

const orderOf = (product: { ID: string; Price: number }, quantity = 1, walletId = api.world.wallets.emma) => ({
  Restrictions: { UseRestrictionOverride: true, IgnoreWalletSettings: true, AllowPaymentWindow: false },
  Amounts: { '2': Math.round(product.Price * quantity * 100) / 100 },
  Description: 'Webshop køb',
  CustomerID: api.world.customers.solbakkeSkole,
  WebshopID: undefined as string | undefined,
  WalletID: walletId,
  Products: [{ ID: product.ID, Quantity: quantity, Price: product.Price }],
});

async function reserve(order: ReturnType<typeof orderOf>) {
  const response = await paymentCall(api.app, api.tokens.parent, '/V2/Payment/ReserveTransaction', { ...order, WebshopID: await solbakkeShop() });
  expect(response.statusCode).toBe(200);
  return PaymentTransaction.parse(response.json());
}

const infoOf = (transaction: PaymentTransaction) => JSON.parse(transaction.CustomInformations[0]?.JsonData ?? '{}') as Record<string, unknown>;

beforeAll(async () => {
  await deposit(api.db, api.world.wallets.emma, 200_000);
});

describe('GET /api/Webshop/GetSubscriptions', () => {
  it("lists the webshops of the customers the family's wallets belong to, with the wallets that may shop in each", async () => {
    const shops = await subscriptions('parent');
    expect(shops).toEqual([
      expect.objectContaining({ Name: 'Solbakke Skoles webshop', CustomerName: 'Solbakke Skole', WalletIDs: [api.world.wallets.emma, api.world.wallets.oliver].sort() }),
    ]);
    expect((await subscriptions('kkpayParent')).map((shop) => shop.Name)).toEqual(['Kildevang Skoles webshop']);
  });

  it("refuses a wallet of another family", async () => {
    const response = await api.injectAs('kkpayParent', { method: 'GET', url: `/api/Webshop/GetSubscriptions?walletID=${api.world.wallets.emma}` });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/Webshop/Products', () => {
  it('lists the groups and the products on sale now, with stock, limits and images', async () => {
    const response = await api.injectAs('parent', { method: 'GET', url: `/api/Webshop/Products?webshopID=${await solbakkeShop()}&walletID=${api.world.wallets.emma}` });
    const { ProductGroups } = WebshopProductsResponse.parse(response.json());
    expect(ProductGroups.map((group) => group.Name)).toEqual(['Ture og ekskursioner', 'Skolefoto', 'Bøger og hæfter', 'Idrætsdag', 'Skoletøj og udstyr']);
    const all = ProductGroups.flatMap((group) => group.Products);
    expect(all).toHaveLength(16);
    expect(all.map((product) => product.Name)).not.toContain('Museumstur til Moesgaard');
    expect(await productNamed('Teaterforestilling: Pippi Langstrømpe')).toMatchObject({ LimitedAmount: true, CurrentStock: 0, PurchaseLimit: 2 });
    expect(await productNamed('Tur til Zoologisk Have, 3. klasse')).toMatchObject({ Price: 150, LimitedAmount: true, CurrentStock: 28, PurchaseLimit: 1, PurchasedCount: 0 });
    expect(await productNamed('Kladdehæfter, 5 stk.')).toMatchObject({ LimitedAmount: false, CurrentStock: null, ImageUrl: null });
    expect(all.filter((product) => product.ImageUrl !== null).length).toBeGreaterThanOrEqual(12);
    expect((await productNamed('Skolefoto, portræt')).Descriptors).toEqual({ da: 'Skolefoto', de: 'Schulfoto', en: 'School photo' });
  });

  it('serves the images under /blob with long-lived caching, without a session', async () => {
    const { ImageUrl } = await productNamed('Skoletrøje med logo');
    const image = await api.app.inject({ method: 'GET', url: ImageUrl ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("refuses another family's wallet and a webshop the wallet may not shop in", async () => {
    const other = await api.injectAs('kkpayParent', { method: 'GET', url: `/api/Webshop/Products?webshopID=${await solbakkeShop()}&walletID=${api.world.wallets.emma}` });
    expect(other.statusCode).toBe(403);
    const [kildevang] = await subscriptions('kkpayParent');
    const foreignShop = await api.injectAs('parent', { method: 'GET', url: `/api/Webshop/Products?webshopID=${kildevang?.ID}&walletID=${api.world.wallets.emma}` });
    expect(foreignShop.statusCode).toBe(403);
  });
});

describe('buying from the webshop', () => {
  it('holds a purchase limit per wallet, counts reserved purchases and gives a cancelled one back', async () => {
    const zoo = await productNamed('Tur til Zoologisk Have, 3. klasse');
    const first = await reserve(orderOf(zoo));
    expect(first.Status.ID).toBe(1);
    expect(await productNamed(zoo.Name)).toMatchObject({ PurchasedCount: 1, CurrentStock: 27 });
    const before = await moneyFootprint(api.db);
    const second = await reserve({ ...orderOf(zoo), Description: 'Endnu en' });
    expect({ status: second.Status.ID, message: second.ErrorMessage, info: infoOf(second) }).toMatchObject({
      status: 3,
      message: 'PurchaseLimitReached',
      info: { StatusCode: 13, FailedProducts: [zoo.ID] },
    });
    expect(await moneyFootprint(api.db)).toEqual(before);
    // The limit is per wallet: Oliver has bought none.
    expect((await products(api.world.wallets.oliver)).find((product) => product.ID === zoo.ID)?.PurchasedCount).toBe(0);
    const cancelled = await paymentCall(api.app, api.tokens.parent, '/V1/payment/CancelTransaction', { ID: first.ID });
    expect(cancelled.statusCode).toBe(200);
    expect(await productNamed(zoo.Name)).toMatchObject({ PurchasedCount: 0, CurrentStock: 28 });
  });

  it('refuses a sold-out product and a product whose window has closed, changing nothing', async () => {
    const before = await moneyFootprint(api.db);
    const soldOut = await reserve(orderOf(await productNamed('Teaterforestilling: Pippi Langstrømpe')));
    expect(soldOut.ErrorMessage).toBe('product out of stock');
    const { rows } = await api.db.query<{ id: string; price_ore: number }>("SELECT id, price_ore FROM catalogue_products WHERE name = 'Museumstur til Moesgaard'");
    const closed = await reserve(orderOf({ ID: rows[0]?.id ?? '', Price: (rows[0]?.price_ore ?? 0) / 100 }));
    expect({ message: closed.ErrorMessage, code: infoOf(closed).StatusCode }).toEqual({ message: 'ExpiredProductsInBasket', code: 11 });
    expect(await moneyFootprint(api.db)).toEqual(before);
  });

  it('takes the price from the catalogue, not from the request', async () => {
    const hoodie = await productNamed('Skoletrøje med logo');
    const response = await paymentCall(api.app, api.tokens.parent, '/V2/Payment/ReserveTransaction', {
      ...orderOf({ ...hoodie, Price: 1 }),
      WebshopID: await solbakkeShop(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Price has been manipulated');
  });

  it("marks and refuses a product a child's allergy profile excludes, for that child only, changing nothing", async () => {
    const lunch = 'Idrætsdag: frokostpakke';
    const setProfile = async (allergenIds: number[]) => {
      const response = await api.injectAs('parent', { method: 'PUT', url: `/api/FoodPlanner/V3/Allergies?walletID=${api.world.wallets.emma}`, payload: { AllergenIDs: allergenIds } });
      expect(response.statusCode).toBe(200);
    };
    await setProfile([2]);
    try {
      const forEmma = await productNamed(lunch);
      expect(forEmma).toMatchObject({ AllergenIDs: [2, 4, 6], BlockedByAllergies: true });
      expect((await products(api.world.wallets.oliver)).find((product) => product.Name === lunch)?.BlockedByAllergies).toBe(false);

      const before = await moneyFootprint(api.db);
      const refused = await reserve(orderOf(forEmma));
      expect({ failed: refused.Status.IsFailed, message: refused.ErrorMessage, products: infoOf(refused).FailedProducts }).toEqual({
        failed: true,
        message: 'ineligible products',
        products: [forEmma.ID],
      });
      expect(await moneyFootprint(api.db)).toEqual(before);
    } finally {
      await setProfile([]);
    }
  });
});
