import { CreditCardList } from '@kk/contracts';
import { useApiHarness } from '../../test-support/app';
import { startAppWithSandbox } from '../../test-support/card-sandbox';
import { moneyFootprint } from '../../test-support/payments';

/**
 * The amount of one add-funds (SubscriptionBill, issue 16's free amount): at least 10 kr
 * and at most the room left under the wallet's maximum (@kk/domain depositAmount, the rule
 * the form shows). Outside the range it answers the spec's error object and charges nothing.
 */
const api = useApiHarness({ start: startAppWithSandbox, login: ['parent'] });

async function primaryCard() {
  const response = await api.injectAs('parent', { method: 'GET', url: `/api/DepositWithdraw/CreditCard/GetWalletCards?walletID=${api.world.wallets.emma}` });
  const card = CreditCardList.parse(response.json()).PrimaryCard;
  if (!card) throw new Error('the seeded card is missing');
  return card;
}

const bill = async (amount: string, key: string) =>
  api.injectAs('parent', {
    method: 'POST',
    url: `/api/DepositWithdraw/CreditCard/SubscriptionBill?amount=${amount}&uid=${(await primaryCard()).UID}&walletID=${api.world.wallets.emma}`,
    headers: { 'idempotency-key': key },
  });

async function jobs(): Promise<number> {
  const { rows } = await api.db.query<{ n: number }>("SELECT count(*)::int AS n FROM jobs WHERE kind LIKE '%deposit%'");
  return rows[0]?.n ?? 0;
}

async function refusedWithoutCharge(amount: string, key: string, expected: { message: string; reason: string }) {
  const charge = jest.spyOn(api.started.provider, 'chargeSavedCard');
  const before = { money: await moneyFootprint(api.db), jobs: await jobs() };
  try {
    const response = await bill(amount, key);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ StatusCode: 400, ...expected });
    expect(charge).not.toHaveBeenCalled();
    expect({ money: await moneyFootprint(api.db), jobs: await jobs() }).toEqual(before);
  } finally {
    charge.mockRestore();
  }
}

it('refuses less than 10 kr with Request is invalid, and charges nothing', async () => {
  await refusedWithoutCharge('9.99', 'below-minimum', { message: 'Request is invalid', reason: 'amount: below_minimum (at least 10 kr)' });
});

it('refuses more than the room under the wallet’s maximum with payment exceeded, and charges nothing', async () => {
  // Emma has 250 kr; a maximum of 400 kr leaves 150 kr.
  await api.db.query('UPDATE wallets SET total_maximum_amount_ore = 40000 WHERE id = $1', [api.world.wallets.emma]);
  await refusedWithoutCharge('150.01', 'above-room', { message: 'payment exceeded', reason: 'At most 150 kr can be added to this wallet' });
});

it('adds an amount of its own within the range, to the øre (137,50 kr)', async () => {
  await api.db.query('UPDATE wallets SET total_maximum_amount_ore = NULL WHERE id = $1', [api.world.wallets.emma]);
  const { rows: before } = await api.db.query<{ balance_ore: number }>('SELECT balance_ore FROM ledger_accounts WHERE wallet_id = $1', [api.world.wallets.emma]);
  const response = await bill('137.5', 'free-amount');
  expect(response.json()).toBe('Success');
  const { rows: after } = await api.db.query<{ balance_ore: number }>('SELECT balance_ore FROM ledger_accounts WHERE wallet_id = $1', [api.world.wallets.emma]);
  expect(Number(after[0]?.balance_ore) - Number(before[0]?.balance_ore)).toBe(13_750);
  expect((await bill('10', 'the-minimum')).json()).toBe('Success');
});

it('refuses any deposit to a wallet closed at a new school year, and charges nothing', async () => {
  await api.db.query('UPDATE wallets SET blocked = true, closed_at = now() WHERE id = $1', [api.world.wallets.emma]);
  await refusedWithoutCharge('50', 'closed-wallet', { message: 'Request is invalid', reason: 'The wallet is closed: its holder has left the school' });
});
