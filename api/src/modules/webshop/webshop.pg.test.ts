import { PaymentTransaction } from '@kk/contracts';
import { loginAs, useApiHarness } from '../../test-support/app';
import { verifyLedgerOf } from '../../test-support/ledger-verify';
import { paymentCall, walletWithSchoolCard } from '../../test-support/payments';

/**
 * PostgreSQL only: the webshop cannot oversell or pass a purchase limit when the orders
 * arrive together, over two API instances.
 */
jest.setTimeout(120_000);

const api = useApiHarness({ secondInstance: true });
const instance = (index: number) => (index % 2 === 0 ? api.app : api.second);

async function newProduct(name: string, stock: number | null, purchaseLimit: number | null): Promise<string> {
  const { rows } = await api.db.query<{ id: string }>(
    `INSERT INTO catalogue_products (customer_id, owner_kind, owner_id, name, price_ore, stock, purchase_limit)
     VALUES ($1, 'webshop', $2, $3, 1000, $4, $5) RETURNING id`,
    [api.world.customers.solbakkeSkole, api.world.moneyCore.salePoints.solbakkeWebshop, name, stock, purchaseLimit],
  );
  return rows[0]?.id as string;
}

const order = (walletId: string, lines: { id: string; priceKroner: number }[]) => ({
  Restrictions: { UseRestrictionOverride: true, IgnoreWalletSettings: true, AllowPaymentWindow: false },
  Amounts: { '2': lines.reduce((sum, line) => sum + line.priceKroner, 0) },
  CustomerID: api.world.customers.solbakkeSkole,
  WebshopID: api.world.moneyCore.salePoints.solbakkeWebshop,
  WalletID: walletId,
  Products: lines.map((line) => ({ ID: line.id, Quantity: 1, Price: line.priceKroner })),
});

it('sells exactly 5 of a product with stock 5 to 50 parents paying at once', async () => {
  const productId = await newProduct('Koncertbillet', 5, null);
  const wallets = await Promise.all(Array.from({ length: 50 }, (_, index) => walletWithSchoolCard(api.db, api.world.customers.solbakkeSkole, `4400 ${String(index).padStart(4, '0')}`, 10_000)));
  const { AccessToken } = await loginAs(api.app, 'support');
  const responses = await Promise.all(wallets.map((walletId, index) => paymentCall(instance(index), AccessToken, '/V2/Payment/ReserveTransaction', order(walletId, [{ id: productId, priceKroner: 10 }]))));
  const answers = responses.map((response) => PaymentTransaction.parse(response.json()));
  expect(answers.filter((answer) => answer.Status.ID === 1)).toHaveLength(5);
  expect(answers.filter((answer) => answer.ErrorMessage === 'product out of stock')).toHaveLength(45);
  const { rows } = await api.db.query<{ stock: number }>('SELECT stock FROM catalogue_products WHERE id = $1', [productId]);
  expect(rows[0]?.stock).toBe(0);
  expect((await verifyLedgerOf(api.db)).status).toBe(0);
});

it('lets one wallet buy exactly its purchase limit of 3 when 10 orders arrive at once', async () => {
  const limited = await newProduct('Årbog', null, 3);
  const walletId = await walletWithSchoolCard(api.db, api.world.customers.solbakkeSkole, '4500 0001', 100_000);
  // Each order also buys a different filler product, so no two carts are the same order.
  const fillers = await Promise.all(Array.from({ length: 10 }, (_, index) => newProduct(`Klistermærke ${index}`, null, null)));
  const { AccessToken } = await loginAs(api.app, 'support');
  const responses = await Promise.all(
    fillers.map((filler, index) =>
      paymentCall(instance(index), AccessToken, '/V2/Payment/ReserveTransaction', order(walletId, [{ id: limited, priceKroner: 10 }, { id: filler, priceKroner: 10 }])),
    ),
  );
  const answers = responses.map((response) => PaymentTransaction.parse(response.json()));
  expect(answers.filter((answer) => answer.Status.ID === 1)).toHaveLength(3);
  expect(answers.filter((answer) => answer.ErrorMessage === 'PurchaseLimitReached')).toHaveLength(7);
  expect((await verifyLedgerOf(api.db)).status).toBe(0);
});
