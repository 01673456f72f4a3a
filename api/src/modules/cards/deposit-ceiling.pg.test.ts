import { useApiHarness } from '../../test-support/app';
import { startAppWithSandbox } from '../../test-support/card-sandbox';
import { verifyLedgerOf } from '../../test-support/ledger-verify';

/**
 * PostgreSQL only: a wallet's ceiling (TotalMaximumAmount, 100000 kr without one) holds
 * when deposits arrive together: each is checked under the wallet's row lock, counting the
 * deposits still under way.
 */
jest.setTimeout(120_000);

const api = useApiHarness({ start: startAppWithSandbox, login: ['parent'] });

async function balanceOf(walletId: string): Promise<number> {
  const { rows } = await api.db.query<{ balance_ore: number }>('SELECT balance_ore FROM ledger_accounts WHERE wallet_id = $1', [walletId]);
  return Number(rows[0]?.balance_ore);
}

async function primaryCardOf(walletId: string): Promise<string> {
  const { rows } = await api.db.query<{ id: string }>('SELECT credit_card_id AS id FROM wallet_primary_cards WHERE wallet_id = $1', [walletId]);
  if (!rows[0]) throw new Error('no primary card');
  return rows[0].id;
}

const deposits = (walletId: string, card: string, kroner: number, count: number, keyPrefix: string) =>
  Promise.all(
    Array.from({ length: count }, (_, index) =>
      api.injectAs('parent', {
        method: 'POST',
        url: `/api/DepositWithdraw/CreditCard/SubscriptionBill?amount=${kroner}&uid=${card}&walletID=${walletId}`,
        headers: { 'idempotency-key': `${keyPrefix}-${index}` },
      }),
    ),
  );

it('lets exactly one of five concurrent 700-kr deposits onto a wallet with 250 kr and a ceiling of 1,000 kr', async () => {
  const emma = api.world.wallets.emma;
  await api.db.query('UPDATE wallets SET total_maximum_amount_ore = 100000 WHERE id = $1', [emma]);
  const before = await balanceOf(emma);
  expect(before).toBe(25_000);
  const responses = await deposits(emma, await primaryCardOf(emma), 700, 5, 'ceiling-emma');
  expect(responses.filter((response) => response.statusCode === 200).map((response) => response.json())).toEqual(['Success']);
  expect(responses.filter((response) => response.statusCode === 400).map((response) => response.json().message)).toEqual(Array(4).fill('payment exceeded'));
  expect(await balanceOf(emma)).toBe(before + 70_000);
  expect((await verifyLedgerOf(api.db)).status).toBe(0);
});

it('keeps a wallet without TotalMaximumAmount at or below 100,000 kr, however the deposits arrive', async () => {
  const emma = api.world.wallets.emma;
  await api.db.query('UPDATE wallets SET total_maximum_amount_ore = NULL WHERE id = $1', [emma]);
  const before = await balanceOf(emma);
  const responses = await deposits(emma, await primaryCardOf(emma), 60_000, 4, 'ceiling-default');
  expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
  expect(await balanceOf(emma)).toBe(before + 6_000_000);
  expect(await balanceOf(emma)).toBeLessThanOrEqual(10_000_000);
  expect((await verifyLedgerOf(api.db)).status).toBe(0);
});

it('counts a refill still being charged against the room, so a deposit and a refill cannot both fill it', async () => {
  const emma = api.world.wallets.emma;
  await api.db.query('UPDATE wallets SET total_maximum_amount_ore = $2 WHERE id = $1', [emma, (await balanceOf(emma)) + 80_000]);
  await api.db.query(
    "INSERT INTO refill_attempts (job_id, wallet_id, kind, amount_ore, status, created_at) VALUES (gen_random_uuid(), $1, 'automatic', 50000, 'charging', now())",
    [emma],
  );
  const [tooMuch] = await deposits(emma, await primaryCardOf(emma), 400, 1, 'ceiling-refill-under-way');
  expect({ status: tooMuch?.statusCode, message: tooMuch?.json().message }).toEqual({ status: 400, message: 'payment exceeded' });
  const [fits] = await deposits(emma, await primaryCardOf(emma), 300, 1, 'ceiling-refill-fits');
  expect(fits?.json()).toBe('Success');
});
