import { PaymentTransaction } from '@kk/contracts';
import { loginAs, TestClock, useApiHarness } from '../../test-support/app';
import { verifyLedgerOf } from '../../test-support/ledger-verify';
import { paymentCall, setRestrictions, terminalPurchase, walletWithSchoolCard } from '../../test-support/payments';

/**
 * PostgreSQL only: every per-wallet limit holds when the calls arrive together, over two
 * API instances with their own connections, as it does one call at a time. Each limit is
 * decided under the wallet's row lock, with the balance.
 */
jest.setTimeout(120_000);

// Wednesday 11 March 2026, 11:00 in Copenhagen.
const clock = new TestClock(new Date('2026-03-11T10:00:00Z'));
const api = useApiHarness({ clock, secondInstance: true });
const instance = (index: number) => (index % 2 === 0 ? api.app : api.second);
const answerOf = (response: { json(): unknown }) => PaymentTransaction.parse(response.json());

it('lets exactly 3 of 12 concurrent canteen sales through on a wallet allowed 3 purchases and 40 kr a day', async () => {
  const walletId = await walletWithSchoolCard(api.db, api.world.customers.solbakkeSkole, '4100 0001', 100_000);
  await setRestrictions(api.db, walletId, { max_purchases_per_day: 3, daily_limit_ore: 4_000 });
  const responses = await Promise.all(
    Array.from({ length: 12 }, (_, index) => terminalPurchase(instance(index), { CardDisplayNumber: '4100 0001', Amount: 13, AllowDoubleAmount: true })),
  );
  const answers = responses.map(answerOf);
  expect(answers.filter((answer) => answer.Status.ID === 2)).toHaveLength(3);
  expect(answers.filter((answer) => answer.Status.IsFailed).map((answer) => answer.ErrorMessage)).toEqual(Array(9).fill('PurchaseLimitReached'));
  const { rows } = await api.db.query<{ balance_ore: number }>('SELECT balance_ore FROM ledger_accounts WHERE wallet_id = $1', [walletId]);
  expect(rows[0]?.balance_ore).toBe(100_000 - 3 * 1_300);
  expect((await verifyLedgerOf(api.db)).status).toBe(0);
});

it('lets exactly the daily amount through when concurrent sales would exceed it', async () => {
  const walletId = await walletWithSchoolCard(api.db, api.world.customers.solbakkeSkole, '4100 0002', 100_000);
  await setRestrictions(api.db, walletId, { daily_limit_ore: 5_000 });
  const responses = await Promise.all(
    Array.from({ length: 10 }, (_, index) => terminalPurchase(instance(index), { CardDisplayNumber: '4100 0002', Amount: 20, AllowDoubleAmount: true })),
  );
  const answers = responses.map(answerOf);
  expect(answers.filter((answer) => answer.Status.ID === 2)).toHaveLength(2);
  expect(answers.filter((answer) => answer.ErrorMessage === 'DailyBalance')).toHaveLength(8);
  expect((await verifyLedgerOf(api.db)).status).toBe(0);
});

it('completes exactly 3 of 10 concurrent online orders on a wallet allowed 3 purchases a day', async () => {
  const walletId = await walletWithSchoolCard(api.db, api.world.customers.solbakkeSkole, '4100 0003', 100_000);
  await setRestrictions(api.db, walletId, { max_purchases_per_day: 3 });
  // The support tool may pay from any wallet; ten different carts, so the double-order rule does not decide.
  const { AccessToken } = await loginAs(api.app, 'support');
  const { rows: products } = await api.db.query<{ id: string }>(
    `INSERT INTO catalogue_products (customer_id, owner_kind, owner_id, name, price_ore)
     SELECT $1, 'webshop', $2, 'Viskelæder ' || n, 300 FROM generate_series(1, 10) AS n RETURNING id`,
    [api.world.customers.solbakkeSkole, api.world.moneyCore.salePoints.solbakkeWebshop],
  );
  const responses = await Promise.all(
    products.map((product, index) =>
      paymentCall(instance(index), AccessToken, '/V2/Payment/ReserveTransaction', {
        Restrictions: { UseRestrictionOverride: false, IgnoreWalletSettings: false, AllowPaymentWindow: false },
        Amounts: { '2': 3 },
        CustomerID: api.world.customers.solbakkeSkole,
        WalletID: walletId,
        Products: [{ ID: product.id, Quantity: 1, Price: 3 }],
        CustomData: { AutoComplete: true },
      }),
    ),
  );
  const answers = responses.map(answerOf);
  expect(answers.filter((answer) => answer.Status.ID === 2)).toHaveLength(3);
  expect(answers.filter((answer) => answer.ErrorMessage === 'PurchaseLimitReached')).toHaveLength(7);
  const { rows } = await api.db.query<{ balance_ore: number; held_ore: number }>('SELECT balance_ore, held_ore FROM ledger_accounts WHERE wallet_id = $1', [walletId]);
  expect(rows[0]).toEqual({ balance_ore: 100_000 - 900, held_ore: 0 });
  expect((await verifyLedgerOf(api.db)).status).toBe(0);
});
