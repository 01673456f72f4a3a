import { randomUUID } from 'node:crypto';
import { PaymentTransaction } from '@kk/contracts';
import { bearer, loginAs, useApiHarness } from '../../test-support/app';
import { verifyLedgerOf } from '../../test-support/ledger-verify';
import { paymentCall, walletWithSchoolCard } from '../../test-support/payments';

/**
 * PostgreSQL only: stock adjustments by hand during a rush of reservations, over two API
 * instances, end exact. Each adjustment is decided under the product row's lock, the one a
 * reservation takes stock under, so none is lost and nothing is oversold.
 */
jest.setTimeout(120_000);

const api = useApiHarness({ secondInstance: true });
const instance = (index: number) => (index % 2 === 0 ? api.app : api.second);
const START = 5;

it('ends exact after 30 reservations of 1, 4 received of 5 and 2 damaged of 1 arriving together', async () => {
  const { rows } = await api.db.query<{ id: string }>(
    `INSERT INTO catalogue_products (customer_id, owner_kind, owner_id, name, price_ore, stock)
     VALUES ($1, 'webshop', $2, 'Fodboldstøvler', 1000, $3) RETURNING id`,
    [api.world.customers.solbakkeSkole, api.world.moneyCore.salePoints.solbakkeWebshop, START],
  );
  const productId = rows[0]?.id as string;
  const wallets = await Promise.all(Array.from({ length: 30 }, (_, index) => walletWithSchoolCard(api.db, api.world.customers.solbakkeSkole, `4600 ${String(index).padStart(4, '0')}`, 10_000)));
  const support = (await loginAs(api.app, 'support')).AccessToken;
  const partner = (await loginAs(api.app, 'partner')).AccessToken;
  const order = (walletId: string) => ({
    Restrictions: { UseRestrictionOverride: true, IgnoreWalletSettings: true, AllowPaymentWindow: false },
    Amounts: { '2': 10 },
    CustomerID: api.world.customers.solbakkeSkole,
    WebshopID: api.world.moneyCore.salePoints.solbakkeWebshop,
    WalletID: walletId,
    Products: [{ ID: productId, Quantity: 1, Price: 10 }],
  });
  const adjustments = [...Array.from({ length: 4 }, () => ({ Reason: 'received', Quantity: 5 })), ...Array.from({ length: 2 }, () => ({ Reason: 'damaged', Quantity: 1 }))];

  const reservations = wallets.map((walletId, index) => paymentCall(instance(index), support, '/V2/Payment/ReserveTransaction', order(walletId)));
  const adjusted = adjustments.map((body, index) =>
    instance(index + 1).inject({ method: 'POST', url: `/api/Catalogue/WebshopProduct/AdjustStock/${productId}`, headers: { ...bearer(partner), 'idempotency-key': randomUUID() }, payload: body }),
  );
  const [reserveAnswers, adjustAnswers] = await Promise.all([Promise.all(reservations), Promise.all(adjusted)]);

  const answers = reserveAnswers.map((response) => PaymentTransaction.parse(response.json()));
  const reserved = answers.filter((answer) => answer.Status.ID === 1).length;
  expect(reserved + answers.filter((answer) => answer.ErrorMessage === 'product out of stock').length).toBe(30);
  // Received never fails; a damaged may find the stock already at 0 and is then refused, changing nothing.
  const ok = adjustAnswers.map((response, index) => ({ reason: adjustments[index]?.Reason, status: response.statusCode, reasonText: response.json<{ reason?: string }>().reason }));
  expect(ok.filter((answer) => answer.reason === 'received').every((answer) => answer.status === 200)).toBe(true);
  for (const answer of ok.filter((entry) => entry.status !== 200)) expect(answer).toMatchObject({ reason: 'damaged', status: 400, reasonText: 'Quantity: catalogue.errors.stockBelowZero' });
  const damaged = ok.filter((answer) => answer.reason === 'damaged' && answer.status === 200).length;

  const { rows: after } = await api.db.query<{ stock: number }>('SELECT stock FROM catalogue_products WHERE id = $1', [productId]);
  expect(after[0]?.stock).toBe(START + 20 - damaged - reserved);
  expect(after[0]?.stock).toBeGreaterThanOrEqual(0);
  // No oversell: never more reserved than there was stock, and every adjustment row chains.
  expect(reserved).toBeLessThanOrEqual(START + 20);
  const { rows: sold } = await api.db.query<{ n: number }>(
    `SELECT coalesce(sum(l.quantity), 0)::int AS n FROM payment_transaction_lines l JOIN payment_transactions t ON t.id = l.transaction_id
      WHERE l.product_id = $1 AND t.status_id = 1`,
    [productId],
  );
  expect(sold[0]?.n).toBe(reserved);
  const { rows: rowsOfAdjustments } = await api.db.query<{ n: number; change: number }>(
    'SELECT count(*)::int AS n, coalesce(sum(change), 0)::int AS change FROM catalogue_stock_adjustments WHERE product_id = $1',
    [productId],
  );
  expect(rowsOfAdjustments[0]).toEqual({ n: 4 + damaged, change: 20 - damaged });
  const { rows: recorded } = await api.db.query<{ n: number }>("SELECT count(*)::int AS n FROM catalogue_changes WHERE entity_id = $1 AND action = 'stock'", [productId]);
  expect(recorded[0]?.n).toBe(4 + damaged);
  expect((await verifyLedgerOf(api.db)).status).toBe(0);
});

it('a reservation and a damaged adjustment racing for the last unit never both win', async () => {
  const { rows } = await api.db.query<{ id: string }>(
    `INSERT INTO catalogue_products (customer_id, owner_kind, owner_id, name, price_ore, stock)
     VALUES ($1, 'webshop', $2, 'Sidste bold', 1000, 1) RETURNING id`,
    [api.world.customers.solbakkeSkole, api.world.moneyCore.salePoints.solbakkeWebshop],
  );
  const productId = rows[0]?.id as string;
  const walletId = await walletWithSchoolCard(api.db, api.world.customers.solbakkeSkole, '4700 0001', 10_000);
  const support = (await loginAs(api.app, 'support')).AccessToken;
  const partner = (await loginAs(api.app, 'partner')).AccessToken;
  const [reservation, damage] = await Promise.all([
    paymentCall(api.app, support, '/V2/Payment/ReserveTransaction', {
      Restrictions: { UseRestrictionOverride: true, IgnoreWalletSettings: true, AllowPaymentWindow: false },
      Amounts: { '2': 10 },
      CustomerID: api.world.customers.solbakkeSkole,
      WebshopID: api.world.moneyCore.salePoints.solbakkeWebshop,
      WalletID: walletId,
      Products: [{ ID: productId, Quantity: 1, Price: 10 }],
    }),
    api.second.inject({ method: 'POST', url: `/api/Catalogue/WebshopProduct/AdjustStock/${productId}`, headers: { ...bearer(partner), 'idempotency-key': randomUUID() }, payload: { Reason: 'damaged', Quantity: 1 } }),
  ]);
  const reservedOne = PaymentTransaction.parse(reservation.json()).Status.ID === 1;
  expect([reservedOne, damage.statusCode === 200].filter(Boolean)).toHaveLength(1);
  const { rows: after } = await api.db.query<{ stock: number }>('SELECT stock FROM catalogue_products WHERE id = $1', [productId]);
  expect(after[0]?.stock).toBe(0);
});
