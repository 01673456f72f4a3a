import { GetChildrenResponse, WalletRefillSettings } from '@kk/contracts';
import { nextMonthlyRefillRun, refillPeriodOf } from '../../core/monthly-schedule';
import { enqueueJob } from '../../jobs/repository';
import { DEMO_SEED_LABEL, demoCardToken } from '@kk/card-sandbox/protocol';
import type { DemoUserKey } from '../../seed/demo-users';
import { TestClock } from '../../test-support/app';
import { TEST_PROVIDER_SECRET, type SandboxedApp } from '../../test-support/card-sandbox';
import { worldOf, type TestDatabase } from '../../test-support/db';
import { dyingOnceAfter, useRefillHarness } from '../../test-support/refills';
import type { CardProviderAdapter } from '../card-provider/adapter';
import { SandboxCardProvider } from '../card-provider/sandbox-adapter';
import { AUTOMATIC_REFILL_JOB, MONTHLY_REFILL_JOB } from './refill-jobs';

let database: TestDatabase;
let harness: SandboxedApp;
const { api, balanceOf, buy, runnerWith } = useRefillHarness();
beforeAll(() => ({ database, started: harness } = api));

const world = () => worldOf(database);

async function call(user: DemoUserKey, method: 'GET' | 'PUT', url: string, options: { walletId?: string; body?: object } = {}) {
  return api.injectAs(user, {
    method,
    url,
    headers: options.walletId ? { walletid: options.walletId } : {},
    ...(options.body ? { payload: options.body } : {}),
  });
}

const automatic = (enabled: boolean, amount: number, below: number) => ({
  AutomaticRefillEnabled: enabled,
  AutomaticRefillAmount: amount,
  AutomaticRefillBelowAmount: below,
});

async function jobsOf(kind: string, walletId: string) {
  const { rows } = await database.db.query<{ id: string; status: string }>(
    "SELECT id, status FROM jobs WHERE kind = $1 AND payload->>'walletId' = $2 ORDER BY created_at",
    [kind, walletId],
  );
  return rows;
}

/** A saved card for a wallet, with a token the sandbox knows from its start (like the demo seed's). */
async function giveCard(walletId: string, testCardNumber: string, primary = true): Promise<string> {
  const { rows } = await database.db.query<{ id: string }>(
    `INSERT INTO credit_cards (wallet_id, card_type, merchant_number, provider_token, brand, last4, expiry_month, expiry_year, created_at)
     VALUES ($1, 'Visa', '41000102', $2, 'Visa', $3, 12, 2030, now()) RETURNING id`,
    [walletId, demoCardToken(testCardNumber, DEMO_SEED_LABEL), testCardNumber.slice(-4)],
  );
  const id = rows[0]?.id ?? '';
  if (primary) {
    await database.db.query(
      `INSERT INTO wallet_primary_cards (wallet_id, credit_card_id, assigned_at) VALUES ($1, $2, now())
       ON CONFLICT (wallet_id) DO UPDATE SET credit_card_id = EXCLUDED.credit_card_id`,
      [walletId, id],
    );
  }
  return id;
}

describe('refill amounts', () => {
  it('answers the default choices in kroner', async () => {
    expect((await call('parent', 'GET', '/api/DepositWithdraw/GetRefillAmounts')).json()).toEqual([50, 100, 200, 300, 500]);
    expect((await call('parent', 'GET', '/api/DepositWithdraw/GetAutomaticRefillAmounts', { walletId: world().wallets.emma })).json()).toEqual([100, 200, 300, 500]);
  });

  it("answers the customer's own choices when it has configured some", async () => {
    await database.db.query(
      "INSERT INTO customer_refill_amounts (customer_id, purpose, amount_ore) VALUES ($1, 'deposit', 7500), ($1, 'deposit', 15000), ($1, 'automatic', 25000)",
      [world().customers.kildevangSkole],
    );
    expect((await call('kkpayParent', 'GET', '/api/DepositWithdraw/GetRefillAmounts')).json()).toEqual([75, 150]);
    expect((await call('kkpayParent', 'GET', `/api/DepositWithdraw/GetAutomaticRefillAmounts?walletID=${world().wallets.freja}`)).json()).toEqual([250]);
    expect((await call('parent', 'GET', '/api/DepositWithdraw/GetRefillAmounts')).json()).toEqual([50, 100, 200, 300, 500]);
  });

  it("refuses another family's wallet", async () => {
    expect((await call('parent', 'GET', '/api/DepositWithdraw/GetAutomaticRefillAmounts', { walletId: world().wallets.freja })).statusCode).toBe(403);
  });
});

describe('refill settings', () => {
  it('saves an automatic refill for a wallet with a primary card and shows it in GetChildren', async () => {
    const emma = world().wallets.emma;
    const saved = await call('parent', 'PUT', '/api/DepositWithdraw/AutomaticRefill', { walletId: emma, body: automatic(true, 200, 100) });
    expect(saved.statusCode).toBe(200);
    expect(WalletRefillSettings.parse(saved.json()).AutomaticRefill).toEqual({ Enabled: true, RefillAmount: 200, BelowAmount: 100, PaymentMethod: 'Card' });
    const children = GetChildrenResponse.parse((await call('parent', 'GET', '/api/Onboarding/GetChildren')).json());
    const child = children.find((wallet) => wallet.WalletID === emma);
    expect(child?.AutomaticRefill).toEqual({ Enabled: true, RefillAmount: 200, BelowAmount: 100, PaymentMethod: 'Card' });
    expect(child?.CreditCards).toEqual([expect.objectContaining({ Last4: '1111', IsPrimary: true })]);
    await call('parent', 'PUT', '/api/DepositWithdraw/DisableRefills', { walletId: emma });
  });

  it('refuses to switch a refill on for a wallet without a primary card (NoCreditCard)', async () => {
    const oliver = world().wallets.oliver;
    const response = await call('parent', 'PUT', '/api/DepositWithdraw/AutomaticRefill', { walletId: oliver, body: automatic(true, 200, 100) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'NoCreditCard' });
    const monthly = await call('parent', 'PUT', '/api/DepositWithdraw/MonthlyRefill', { walletId: oliver, body: { Amount: 100, IsActive: true, HasBalanceLimit: false } });
    expect(monthly.json()).toMatchObject({ message: 'NoCreditCard' });
    // Switching off needs no card.
    expect((await call('parent', 'PUT', '/api/DepositWithdraw/AutomaticRefill', { walletId: oliver, body: automatic(false, 0, 0) })).statusCode).toBe(200);
  });

  it.each([
    [automatic(true, -5, 100), 'AutomaticRefillAmount: must_not_be_negative'],
    [automatic(true, 0, 100), 'AutomaticRefillAmount: must_be_positive'],
    [automatic(true, 12.345, 100), 'AutomaticRefillAmount: invalid_amount'],
    [automatic(true, 100_001, 0), 'AutomaticRefillAmount: above_maximum (at most 100000 kr)'],
  ])('refuses the automatic refill %j', async (body, reason) => {
    const response = await call('parent', 'PUT', '/api/DepositWithdraw/AutomaticRefill', { walletId: world().wallets.emma, body });
    expect(response.statusCode).toBe(400);
    expect(response.json().reason).toContain(reason);
  });

  it('defaults BalanceLimit to the amount', async () => {
    const response = await call('parent', 'PUT', '/api/DepositWithdraw/MonthlyRefill', { walletId: world().wallets.emma, body: { Amount: 300, IsActive: true, HasBalanceLimit: true } });
    expect(response.json().MonthlyRefill).toEqual({ Amount: 300, BalanceLimit: 300, IsActive: true, HasBalanceLimit: true, PaymentMethod: 'Card' });
  });

  it("forces HasBalanceLimit off when the customer's NoMonthlySavings is 'true'", async () => {
    await database.db.query("INSERT INTO customer_page_settings (customer_id, key, value) VALUES ($1, 'NoMonthlySavings', 'true')", [world().customers.solbakkeSkole]);
    const response = await call('parent', 'PUT', '/api/DepositWithdraw/MonthlyRefill', {
      walletId: world().wallets.emma,
      body: { Amount: 300, BalanceLimit: 500, IsActive: true, HasBalanceLimit: true },
    });
    expect(response.json().MonthlyRefill).toEqual({ Amount: 300, BalanceLimit: 500, IsActive: true, HasBalanceLimit: false, PaymentMethod: 'Card' });
    await database.db.query("DELETE FROM customer_page_settings WHERE key = 'NoMonthlySavings'");
  });

  it("limits the monthly amount to 100000 kr, or to the wallet's TotalMaximumAmount", async () => {
    const emma = world().wallets.emma;
    const tooMuch = await call('parent', 'PUT', '/api/DepositWithdraw/MonthlyRefill', { walletId: emma, body: { Amount: 100_000.5, IsActive: true, HasBalanceLimit: false } });
    expect(tooMuch.json().reason).toContain('Amount: above_maximum (at most 100000 kr)');
    await database.db.query('UPDATE wallets SET total_maximum_amount_ore = 100000 WHERE id = $1', [emma]);
    const aboveWallet = await call('parent', 'PUT', '/api/DepositWithdraw/MonthlyRefill', { walletId: emma, body: { Amount: 1500, IsActive: true, HasBalanceLimit: false } });
    expect(aboveWallet.json().reason).toContain('Amount: above_maximum (at most 1000 kr)');
    const children = GetChildrenResponse.parse((await call('parent', 'GET', '/api/Onboarding/GetChildren')).json());
    expect(children.find((wallet) => wallet.WalletID === emma)?.TotalMaximumAmount).toBe(1000);
    await database.db.query('UPDATE wallets SET total_maximum_amount_ore = NULL WHERE id = $1', [emma]);
  });

  it('switches both refills off for one wallet, or for all the caller manages', async () => {
    const emma = world().wallets.emma;
    await call('parent', 'PUT', '/api/DepositWithdraw/AutomaticRefill', { walletId: emma, body: automatic(true, 200, 100) });
    await call('parent', 'PUT', '/api/DepositWithdraw/MonthlyRefill', { walletId: emma, body: { Amount: 100, IsActive: true, HasBalanceLimit: false } });
    const one = await call('parent', 'PUT', '/api/DepositWithdraw/DisableRefills', { walletId: emma });
    expect(one.json()).toEqual([
      {
        WalletID: emma,
        AutomaticRefill: { Enabled: false, RefillAmount: 200, BelowAmount: 100, PaymentMethod: 'Card' },
        MonthlyRefill: { Amount: 100, BalanceLimit: 100, IsActive: false, HasBalanceLimit: false, PaymentMethod: 'Card' },
      },
    ]);
    const all = await call('parent', 'PUT', '/api/DepositWithdraw/DisableRefills');
    expect(all.json().map((settings: { WalletID: string }) => settings.WalletID).sort()).toEqual([emma, world().wallets.oliver].sort());
  });

  it("refuses another family's wallet with 403 and changes nothing", async () => {
    const freja = world().wallets.freja;
    const before = await database.db.query('SELECT * FROM automatic_refill_settings WHERE wallet_id = $1', [freja]);
    for (const [url, body] of [
      ['/api/DepositWithdraw/AutomaticRefill', automatic(true, 200, 100)],
      ['/api/DepositWithdraw/MonthlyRefill', { Amount: 100, IsActive: false, HasBalanceLimit: false }],
      ['/api/DepositWithdraw/DisableRefills', undefined],
    ] as const) {
      expect((await call('parent', 'PUT', url, { walletId: freja, body })).statusCode).toBe(403);
    }
    expect((await call('parent', 'GET', `/api/DepositWithdraw/FailedSubscriptionsWallet/${freja}`)).statusCode).toBe(403);
    expect((await call('parent', 'GET', `/api/DepositWithdraw/FailedSubscriptionsWalletGroup/${world().walletGroups.nielsen}`)).statusCode).toBe(403);
    expect((await database.db.query('SELECT * FROM automatic_refill_settings WHERE wallet_id = $1', [freja])).rows).toEqual(before.rows);
  });

  it('needs the DepositWithdraw role to change settings', async () => {
    expect((await call('support', 'PUT', '/api/DepositWithdraw/AutomaticRefill', { walletId: world().wallets.emma, body: automatic(false, 0, 0) })).statusCode).toBe(403);
  });
});

describe('automatic refill', () => {
  it('queues one refill however many debits cross the threshold, and charges the primary card once', async () => {
    const emma = world().wallets.emma;
    await call('parent', 'PUT', '/api/DepositWithdraw/AutomaticRefill', { walletId: emma, body: automatic(true, 200, 100) });
    const start = await balanceOf(emma);
    await buy(emma, start - 5_000);
    expect(await jobsOf(AUTOMATIC_REFILL_JOB, emma)).toEqual([expect.objectContaining({ status: 'pending' })]);
    await buy(emma, 1_000);
    await buy(emma, 500);
    const queued = await jobsOf(AUTOMATIC_REFILL_JOB, emma);
    expect(queued).toHaveLength(1);

    expect(await runnerWith().runDueJobs()).toBe(1);
    expect(await balanceOf(emma)).toBe(3_500 + 20_000);
    const { rows } = await database.db.query<{ status: string; amount_ore: number; provider_transaction_id: string }>(
      'SELECT status, amount_ore, provider_transaction_id FROM refill_attempts WHERE job_id = $1',
      [queued[0]?.id],
    );
    expect(rows).toEqual([{ status: 'succeeded', amount_ore: 20_000, provider_transaction_id: expect.stringMatching(/^txn_/) }]);
    expect(await runnerWith().runDueJobs()).toBe(0);
    // Above the threshold now: a small purchase queues nothing.
    await buy(emma, 1_000);
    expect(await jobsOf(AUTOMATIC_REFILL_JOB, emma)).toHaveLength(1);
  });

  it('charges once when the runner crashes between the charge and the credit: the next run asks the provider, never charges again', async () => {
    const emma = world().wallets.emma;
    await buy(emma, (await balanceOf(emma)) - 2_000);
    const [job] = (await jobsOf(AUTOMATIC_REFILL_JOB, emma)).filter((candidate) => candidate.status === 'pending');
    const charges: string[] = [];
    const crashing: CardProviderAdapter = {
      ...harness.provider,
      verifyNotification: (raw, headers) => harness.provider.verifyNotification(raw, headers),
      settlementFile: (input) => harness.provider.settlementFile(input),
      startCardRegistration: (input) => harness.provider.startCardRegistration(input),
      startHostedPayment: (input) => harness.provider.startHostedPayment(input),
      refund: (input) => harness.provider.refund(input),
      payToCard: (input) => harness.provider.payToCard(input),
      deleteCard: (input) => harness.provider.deleteCard(input),
      paymentStatus: (input) => harness.provider.paymentStatus(input),
      chargeStatus: (input) => harness.provider.chargeStatus(input),
      startAgreement: (input) => harness.provider.startAgreement(input),
      chargeAgreement: (input) => harness.provider.chargeAgreement(input),
      stopAgreement: (input) => harness.provider.stopAgreement(input),
      agreementStatus: (input) => harness.provider.agreementStatus(input),
      chargeSavedCard: dyingOnceAfter(async (input) => {
        const result = await harness.provider.chargeSavedCard(input);
        charges.push(result.status === 'approved' ? result.providerTransactionId : result.status);
        return result;
      }),
    };
    const clock = new TestClock();
    const runner = runnerWith(crashing, clock);
    await runner.runDueJobs();
    expect(await balanceOf(emma)).toBe(2_000);
    clock.advanceMinutes(5);
    await runner.runDueJobs();
    expect(await balanceOf(emma)).toBe(2_000 + 20_000);
    expect(charges).toHaveLength(1);
    expect(harness.sandbox.state.charges().filter((charge) => charge.reference === job?.id)).toEqual([expect.objectContaining({ id: charges[0], amountOre: 20_000 })]);
    const { rows } = await database.db.query<{ count: number }>("SELECT count(*)::int AS count FROM refill_attempts WHERE job_id = $1 AND status = 'succeeded'", [job?.id]);
    expect(rows[0]?.count).toBe(1);
  });

  it('records a refused charge for the failed-subscriptions dialog', async () => {
    const oliver = world().wallets.oliver;
    await giveCard(oliver, '4000000000009995');
    await call('parent', 'PUT', '/api/DepositWithdraw/AutomaticRefill', { walletId: oliver, body: automatic(true, 150, 80) });
    const before = await balanceOf(oliver);
    await buy(oliver, before - 1_000);
    await runnerWith().runDueJobs();
    expect(await balanceOf(oliver)).toBe(1_000);
    const failed = await call('parent', 'GET', `/api/DepositWithdraw/FailedSubscriptionsWallet/${oliver}`);
    expect(failed.json()).toEqual([
      expect.objectContaining({ WalletID: oliver, WalletName: 'Oliver Jensen', Type: 'AutomaticRefill', Amount: 150, Reason: 'NoFund', Card: expect.objectContaining({ Last4: '9995' }) }),
    ]);
    const group = await call('parent', 'GET', `/api/DepositWithdraw/FailedSubscriptionsWalletGroup/${world().walletGroups.jensen}`);
    expect(group.json()).toHaveLength(1);
    await call('parent', 'PUT', '/api/DepositWithdraw/DisableRefills', { walletId: oliver });
  });
});

describe('a refill charge whose answer did not settle it (issue 23)', () => {
  it('is asked about when the provider is back, never sent again: no charge was made, so the refill fails where staff see it', async () => {
    const oliver = world().wallets.oliver;
    await giveCard(oliver, '4111111111111111');
    await call('parent', 'PUT', '/api/DepositWithdraw/AutomaticRefill', { walletId: oliver, body: automatic(true, 150, 80) });
    // A debit that leaves the wallet below its threshold queues the refill.
    await buy(oliver, Math.max(100, (await balanceOf(oliver)) - 1_000));
    const low = await balanceOf(oliver);
    const [job] = (await jobsOf(AUTOMATIC_REFILL_JOB, oliver)).filter((candidate) => candidate.status === 'pending');
    // The provider cannot be reached: the charge errors, nothing is charged.
    const down = new SandboxCardProvider({ baseUrl: 'http://127.0.0.1:9', secret: TEST_PROVIDER_SECRET, notificationUrl: 'http://127.0.0.1:9/unused', timeoutMs: 2_000, merchantName: 'x' });
    const sent = jest.spyOn(harness.provider, 'chargeSavedCard').mockImplementation((input) => down.chargeSavedCard(input));
    const clock = new TestClock();
    const runner = runnerWith(harness.provider, clock);
    await runner.runDueJobs();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(await balanceOf(oliver)).toBe(low);
    // The provider is back: the next run asks about the job's reference and sends nothing.
    sent.mockRestore();
    const resent = jest.spyOn(harness.provider, 'chargeSavedCard');
    const asked = jest.spyOn(harness.provider, 'chargeStatus');
    clock.advanceMinutes(5);
    await runner.runDueJobs();
    expect(asked).toHaveBeenCalledWith({ reference: job?.id, of: 'card' });
    expect(resent).not.toHaveBeenCalled();
    expect(harness.sandbox.state.charges().filter((charge) => charge.reference === job?.id)).toEqual([]);
    expect(await balanceOf(oliver)).toBe(low);
    const { rows } = await database.db.query<{ status: string; failure_reason: string; status_id: number; provider_reference: string }>(
      `SELECT r.status, r.failure_reason, t.status_id, t.provider_reference FROM refill_attempts r JOIN payment_transactions t ON t.id = r.payment_transaction_id WHERE r.job_id = $1`,
      [job?.id],
    );
    expect(rows).toEqual([{ status: 'failed', failure_reason: 'credit card error', status_id: 3, provider_reference: job?.id }]);
    jest.restoreAllMocks();
    await call('parent', 'PUT', '/api/DepositWithdraw/DisableRefills', { walletId: oliver });
  });
});

describe('monthly refill', () => {
  it('charges each wallet once per month on the 1st at 06:00, topping up to the balance limit', async () => {
    const emma = world().wallets.emma;
    await call('parent', 'PUT', '/api/DepositWithdraw/DisableRefills', { walletId: emma });
    await call('parent', 'PUT', '/api/DepositWithdraw/MonthlyRefill', { walletId: emma, body: { Amount: 300, BalanceLimit: 400, IsActive: true, HasBalanceLimit: true } });
    await database.db.query('DELETE FROM job_schedules');
    const clock = new TestClock();
    const runner = runnerWith(harness.provider, clock);
    await runner.runDueJobs();
    const firstRun = nextMonthlyRefillRun(clock.now());
    clock.advanceMinutes((firstRun.getTime() - clock.now().getTime()) / 60_000 - 1);
    expect(await runner.runDueJobs()).toBe(0);

    const before = await balanceOf(emma);
    clock.advanceMinutes(2);
    expect(await runner.runDueJobs()).toBe(2);
    const topUp = Math.min(30_000, Math.max(0, 40_000 - before));
    expect(await balanceOf(emma)).toBe(before + topUp);

    // A second sweep of the same month (another instance, a retry) charges nothing.
    const period = refillPeriodOf(firstRun);
    await enqueueJob(database.db, { kind: MONTHLY_REFILL_JOB, payload: { walletId: emma, period }, runAt: clock.now() });
    expect(await runner.runDueJobs()).toBe(1);
    expect(await balanceOf(emma)).toBe(before + topUp);
    const { rows } = await database.db.query<{ count: number }>("SELECT count(*)::int AS count FROM refill_attempts WHERE wallet_id = $1 AND kind = 'monthly' AND period = $2", [emma, period]);
    expect(rows[0]?.count).toBe(1);

    // Next month it runs again.
    await buy(emma, (await balanceOf(emma)) - 10_000);
    const secondRun = nextMonthlyRefillRun(clock.now());
    clock.advanceMinutes((secondRun.getTime() - clock.now().getTime()) / 60_000 + 1);
    await runner.runDueJobs();
    expect(await balanceOf(emma)).toBe(10_000 + 30_000);
  });

  it('never charges a wallet closed at a new school year, whatever its settings say', async () => {
    const emma = world().wallets.emma;
    await call('parent', 'PUT', '/api/DepositWithdraw/MonthlyRefill', { walletId: emma, body: { Amount: 300, BalanceLimit: 400, IsActive: true, HasBalanceLimit: true } });
    await buy(emma, (await balanceOf(emma)) - 5_000);
    await database.db.query('UPDATE wallets SET blocked = true, closed_at = now() WHERE id = $1', [emma]);
    const attempts = async () => (await database.db.query<{ count: number }>('SELECT count(*)::int AS count FROM refill_attempts WHERE wallet_id = $1', [emma])).rows[0]?.count;
    const before = await attempts();
    const clock = new TestClock();
    const runner = runnerWith(harness.provider, clock);
    const period = '2031-01';
    await enqueueJob(database.db, { kind: MONTHLY_REFILL_JOB, payload: { walletId: emma, period }, runAt: clock.now() });
    await enqueueJob(database.db, { kind: AUTOMATIC_REFILL_JOB, payload: { walletId: emma }, runAt: clock.now() });
    await runner.runDueJobs();
    expect(await balanceOf(emma)).toBe(5_000);
    expect(await attempts()).toBe(before);
  });
});
