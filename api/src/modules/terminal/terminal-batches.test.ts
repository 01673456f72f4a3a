import { randomUUID } from 'node:crypto';
import { PaymentTransaction } from '@kk/contracts';
import type { FastifyInstance } from 'fastify';
import type { DemoWorldIds } from '../../seed/seed';
import { TestClock, useApiHarness } from '../../test-support/app';
import type { TestDatabase } from '../../test-support/db';
import { fundsOf, newKey, terminalPurchase, walletWithSchoolCard } from '../../test-support/payments';
import { DEMO_TERMINAL_KEY } from '../../seed/demo-money-core';
import { hashDeviceKey } from './device-key';
import { sellMany, type SaleInput } from './repository';

/**
 * Canteen sales that arrive together share one round trip and one transaction
 * (payment_terminal_sales, migration 025). Each must still get exactly its own answer,
 * and one sale that fails must not take the others with it.
 */
jest.setTimeout(60_000);

let database: TestDatabase;
let app: FastifyInstance;
let world: DemoWorldIds;
const clock = new TestClock(new Date('2026-03-11T10:00:00Z'));

const api = useApiHarness({ clock });
beforeAll(() => ({ database, app, world } = api));

const tx = (response: { json(): unknown }) => PaymentTransaction.parse(response.json());

/** A wallet at Solbakke Skole with a school card; with a ledger account holding `amountOre` unless told otherwise. */
const walletWithCard = (card: string, amountOre: number, options: { ledgerAccount?: boolean } = {}) =>
  walletWithSchoolCard(database.db, world.customers.solbakkeSkole, card, amountOre, options);

const cardNo = (series: number, n: number) => `${series} ${String(n).padStart(4, '0')}`;

it('charges each wallet its own amount when sales arrive together, in fewer transactions than sales', async () => {
  const wallets = await Promise.all(Array.from({ length: 40 }, (_, n) => walletWithCard(cardNo(5000, n), 10_000)));
  const retryKey = newKey();
  const responses = await Promise.all([
    ...wallets.map((_, n) => terminalPurchase(app, { CardDisplayNumber: cardNo(5000, n), Amount: (100 + n) / 100 }, n === 7 ? { key: retryKey } : {})),
    // A retry of sale 7 (same key, same body) in the same burst: it must not charge twice.
    terminalPurchase(app, { CardDisplayNumber: cardNo(5000, 7), Amount: 1.07 }, { key: retryKey }),
  ]);

  // Sale 7 and its retry: whichever came second was answered 409 (still running) or replayed.
  const sevens = [responses[7], responses[40]];
  const answered = sevens.filter((response) => response?.statusCode === 200);
  expect(answered.length).toBeGreaterThanOrEqual(1);
  expect(sevens.every((response) => response?.statusCode === 200 || response?.statusCode === 409)).toBe(true);
  expect(new Set(answered.map((response) => response?.body)).size).toBe(1);
  responses.slice(0, 40).forEach((response, n) => {
    const sale = tx((n === 7 ? answered[0] : response) as { json(): unknown });
    expect(sale.Status.ID).toBe(2);
    expect(sale.Wallet).toEqual({ ID: wallets[n] });
    expect(sale.Amount).toBe((100 + n) / 100);
  });

  const funds = await Promise.all(wallets.map((walletId) => fundsOf(database.db, walletId)));
  funds.forEach((walletFunds, n) => expect(walletFunds).toEqual({ balanceOre: 10_000 - (100 + n), heldOre: 0 }));

  // Sales that shared a batch were written by one database transaction. (PGlite answers
  // each query before the next request reaches the service, so sales there never wait.)
  if (database.db.engine !== 'postgres') return;
  const { rows } = await database.db.query<{ sales: number; transactions: number }>(
    `SELECT count(*) AS sales, count(DISTINCT xmin::text) AS transactions FROM payment_transactions WHERE wallet_id = ANY($1::uuid[])`,
    [wallets],
  );
  expect(rows[0]?.sales).toBe(40);
  expect(rows[0]?.transactions).toBeLessThan(40);
});

it('refuses within a batch exactly as alone: no money, a spent key, the same amount twice', async () => {
  const rich = await walletWithCard(cardNo(5100, 1), 10_000);
  const poor = await walletWithCard(cardNo(5100, 2), 100);
  const twice = await walletWithCard(cardNo(5100, 3), 10_000);
  const responses = await Promise.all([
    terminalPurchase(app, { CardDisplayNumber: cardNo(5100, 1), Amount: 20 }),
    terminalPurchase(app, { CardDisplayNumber: cardNo(5100, 2), Amount: 20 }),
    terminalPurchase(app, { CardDisplayNumber: cardNo(5100, 3), Amount: 15 }),
    terminalPurchase(app, { CardDisplayNumber: cardNo(5100, 3), Amount: 15 }),
    terminalPurchase(app, { CardDisplayNumber: '5100 9999', Amount: 5 }),
  ]);
  const [richSale, poorSale, firstOfTwo, secondOfTwo, unknown] = responses.map(tx);
  expect(richSale?.Status.ID).toBe(2);
  expect(poorSale?.ErrorMessage).toBe('NoFund');
  // One of the two same-amount sales goes through, the other is the double amount.
  expect([firstOfTwo?.Status.ID, secondOfTwo?.Status.ID].sort()).toEqual([2, 3]);
  expect([firstOfTwo?.ErrorMessage, secondOfTwo?.ErrorMessage]).toContain('DoubleAmountTransaction');
  expect(unknown?.ErrorMessage).toBe('Cant find wallet or card');
  expect(await fundsOf(database.db, rich)).toEqual({ balanceOre: 8_000, heldOre: 0 });
  expect(await fundsOf(database.db, poor)).toEqual({ balanceOre: 100, heldOre: 0 });
  expect(await fundsOf(database.db, twice)).toEqual({ balanceOre: 8_500, heldOre: 0 });
});

it('lets one sale that fails take only itself down: the batch is undone and its sales go one by one', async () => {
  const wallets = await Promise.all(Array.from({ length: 20 }, (_, n) => walletWithCard(cardNo(5200, n), 10_000)));
  // A wallet with a card but no ledger account: its sale raises inside the database.
  await walletWithCard(cardNo(5200, 99), 0, { ledgerAccount: false });
  const responses = await Promise.all([
    ...wallets.map((_, n) => terminalPurchase(app, { CardDisplayNumber: cardNo(5200, n), Amount: 3 })),
    terminalPurchase(app, { CardDisplayNumber: cardNo(5200, 99), Amount: 3 }),
    ...wallets.map((_, n) => terminalPurchase(app, { CardDisplayNumber: cardNo(5200, n), Amount: 4 })),
  ]);
  const broken = responses[20];
  expect(broken?.statusCode).toBe(500);
  for (const response of [...responses.slice(0, 20), ...responses.slice(21)]) expect(tx(response).Status.ID).toBe(2);
  const funds = await Promise.all(wallets.map((walletId) => fundsOf(database.db, walletId)));
  funds.forEach((walletFunds) => expect(walletFunds).toEqual({ balanceOre: 10_000 - 700, heldOre: 0 }));
});

it('answers a batch in the order it was sent, whatever order the wallets are charged in', async () => {
  const first = await walletWithCard(cardNo(5300, 1), 10_000);
  const second = await walletWithCard(cardNo(5300, 2), 10_000);
  const restricted = await walletWithCard(cardNo(5300, 3), 10_000);
  await database.db.query('UPDATE wallets SET blocked = true WHERE id = $1', [restricted]);
  const now = clock.now();
  const sale = (card: string, amountOre: number): SaleInput => ({
    keyHash: hashDeviceKey(DEMO_TERMINAL_KEY),
    cardNumber: card.replace(/\s/g, ''),
    idempotencyKey: newKey(),
    requestHash: 'ab'.repeat(32),
    keysFreshAfter: new Date(now.getTime() - 86_400_000),
    dayStart: new Date(now.getTime() - 3_600_000),
    transactionId: randomUUID(),
    amountOre,
    description: 'Kantinekøb',
    now,
    doubleAmountSince: new Date(now.getTime() - 300_000),
    response: { Amount: amountOre / 100 },
  });
  const inputs = [sale(cardNo(5300, 2), 200), sale('53009999', 300), sale(cardNo(5300, 3), 400), sale(cardNo(5300, 1), 100)];
  const results = await sellMany(database.db, inputs);
  expect(results.map((result) => result.outcome)).toEqual(['approved', 'decide', 'decide', 'approved']);
  expect(results[0]).toMatchObject({ body: { Amount: 2, Wallet: { ID: second } } });
  expect(results[3]).toMatchObject({ body: { Amount: 1, Wallet: { ID: first } } });
  expect(results[1]).toMatchObject({ context: { wallet: null } });
  expect(results[2]).toMatchObject({ context: { wallet: { id: restricted, blocked: true } } });
  expect(await fundsOf(database.db, first)).toEqual({ balanceOre: 9_900, heldOre: 0 });
  expect(await fundsOf(database.db, second)).toEqual({ balanceOre: 9_800, heldOre: 0 });
  const { rows } = await database.db.query<{ transactions: number }>(
    'SELECT count(DISTINCT xmin::text) AS transactions FROM payment_transactions WHERE id = ANY($1::uuid[])',
    [[inputs[0]?.transactionId, inputs[3]?.transactionId]],
  );
  expect(rows[0]?.transactions).toBe(1);
});
