import { randomUUID } from 'node:crypto';
import { PaymentTransaction, WalletAlerts } from '@kk/contracts';
import { DEMO_SEED_LABEL, demoCardToken } from '@kk/card-sandbox/protocol';
import { systemClock, type Clock } from '../../clock';
import { enqueueJob } from '../../jobs/repository';
import { JobRunner } from '../../jobs/runner';
import { DEMO_USERS, type DemoUserKey } from '../../seed/demo-users';
import { TestClock, useApiHarness } from '../../test-support/app';
import { deposit, fundsOf, terminalPurchase } from '../../test-support/payments';
import { refillReads } from '../../test-support/refill-reads';
import type { CardProviderAdapter, ChargeResult } from '../card-provider/adapter';
import { registerTopUpMessages } from '../cards/top-up-messages';
import { LedgerService } from '../ledger/service';
import { MailService } from '../mail/service';
import { databaseTransport } from '../mail/transport';
import { AUTOMATIC_REFILL_JOB, CARD_EXPIRED, registerRefillJobs } from '../refills/refill-jobs';
import { CARD_EXPIRY_SWEEP_JOB, nextCardExpirySweep, registerAlertJobs } from './alert-jobs';
import { WalletAlerts as Alerts } from './wallet-alerts';

/**
 * E-mail alerts per wallet (issue 16): GET and PUT /api/Alerts/Wallet; a low-balance alert
 * decided by the database when a canteen purchase crosses the threshold (one per wallet per
 * Copenhagen day); the failed-refill notice's switch; the card-expiry warning; a refill
 * paused on an expired card.
 */

const api = useApiHarness();

const EMMA_CARD = '1000 0001';
const OFF = { LowBalanceEnabled: false, LowBalanceThreshold: null, FailedRefillEnabled: true, CardExpiryEnabled: true };
/** Order confirmations (issue 26): by e-mail by default; SMS offered to Emma's wallet, which has a mobile number. */
const CONFIRMATIONS = { OrderConfirmationEmail: true, OrderConfirmationSms: false, SmsAvailable: true, MobileNumber: expect.stringMatching(/^45\d{8}$/) };

const url = (walletId: string) => `/api/Alerts/Wallet?walletID=${walletId}`;
const read = (user: DemoUserKey, walletId: string) => api.injectAs(user, { method: 'GET', url: url(walletId) });
const write = (user: DemoUserKey, walletId: string, body: Record<string, unknown>) => api.injectAs(user, { method: 'PUT', url: url(walletId), payload: body });

/** A provider whose charges are counted; every charge answers `result`. */
function countingProvider(result: ChargeResult = { status: 'approved', providerTransactionId: `tx-${randomUUID()}` }) {
  const charges: string[] = [];
  const provider = {
    chargeSavedCard: async (input: { reference: string }) => {
      charges.push(input.reference);
      return result;
    },
  } as unknown as CardProviderAdapter;
  return { provider, charges };
}

/** A job runner with the alerts', the refills' and the top-up messages' jobs, as the composition root registers them. */
function runnerWith(clock: Clock = systemClock, provider: CardProviderAdapter = countingProvider().provider) {
  const mail = new MailService(api.db, clock, databaseTransport, { from: 'Skolepenge <no-reply@skolepenge.dk>' });
  const runner = new JobRunner({ db: api.db, clock });
  registerAlertJobs(runner, { db: api.db, clock, mail });
  registerRefillJobs(runner, { db: api.db, clock, provider, ledger: new LedgerService(), ...refillReads() });
  registerTopUpMessages(runner, { db: api.db, clock, mail, alerts: new Alerts() });
  return runner;
}

async function runJobs(runner: JobRunner = runnerWith()): Promise<void> {
  await runner.runDueJobs();
  await runner.runDueJobs();
}

async function messages(walletId: string, kind: string) {
  const { rows } = await api.db.query<{ email: string; subject: string }>('SELECT email, subject FROM message_log WHERE wallet_id = $1 AND kind = $2 ORDER BY created_at', [walletId, kind]);
  return rows;
}

async function alertRows(walletId: string, kind: string): Promise<number> {
  const { rows } = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM wallet_alerts WHERE wallet_id = $1 AND kind = $2', [walletId, kind]);
  return rows[0]?.n ?? -1;
}

/** As if the day had passed: the wallet's alerts were decided yesterday. */
async function nextDay(walletId: string): Promise<void> {
  await api.db.query("UPDATE wallet_alerts SET alert_day = alert_day - 1 WHERE wallet_id = $1 AND kind = 'low_balance'", [walletId]);
}

const buy = async (amount: number) => PaymentTransaction.parse((await terminalPurchase(api.app, { CardDisplayNumber: EMMA_CARD, Amount: amount, AllowDoubleAmount: true })).json());

async function balanceTo(walletId: string, ore: number): Promise<void> {
  const { balanceOre } = await fundsOf(api.db, walletId);
  if (ore > balanceOre) await deposit(api.db, walletId, ore - balanceOre);
  else if (ore < balanceOre) throw new Error(`cannot lower ${walletId} to ${ore} by a deposit`);
}

async function giveCard(walletId: string, expiryMonth: number, expiryYear: number): Promise<string> {
  const { rows } = await api.db.query<{ id: string }>(
    `INSERT INTO credit_cards (wallet_id, card_type, merchant_number, provider_token, brand, last4, expiry_month, expiry_year, created_at)
     VALUES ($1, 'Visa', '41000102', $2, 'Visa', '1111', $3, $4, now()) RETURNING id`,
    [walletId, demoCardToken('4111111111111111', DEMO_SEED_LABEL), expiryMonth, expiryYear],
  );
  const id = rows[0]?.id as string;
  await api.db.query(
    `INSERT INTO wallet_primary_cards (wallet_id, credit_card_id, assigned_at) VALUES ($1, $2, now())
     ON CONFLICT (wallet_id) DO UPDATE SET credit_card_id = EXCLUDED.credit_card_id`,
    [walletId, id],
  );
  await api.db.query(
    `INSERT INTO automatic_refill_settings (wallet_id, enabled, refill_amount_ore, below_amount_ore, updated_at) VALUES ($1, true, 10000, 100000000, now())
     ON CONFLICT (wallet_id) DO UPDATE SET enabled = true, refill_amount_ore = 10000, below_amount_ore = 100000000`,
    [walletId],
  );
  return id;
}

describe('reading and setting a wallet’s alerts', () => {
  afterAll(async () => {
    await api.db.query('DELETE FROM wallet_alert_settings');
  });

  it('answers the defaults for a wallet without settings: no low-balance alert, failed refills and expiring cards told', async () => {
    const response = await read('parent', api.world.wallets.emma);
    expect(response.statusCode).toBe(200);
    expect(WalletAlerts.parse(response.json())).toEqual({ WalletID: api.world.wallets.emma, ...OFF, ...CONFIRMATIONS, MayChange: true });
  });

  it('stores the threshold in øre and answers the settings in kroner', async () => {
    const body = { LowBalanceEnabled: true, LowBalanceThreshold: 37.5, FailedRefillEnabled: false, CardExpiryEnabled: true };
    const response = await write('parent', api.world.wallets.emma, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ WalletID: api.world.wallets.emma, ...body, ...CONFIRMATIONS, MayChange: true });
    const { rows } = await api.db.query('SELECT low_balance_enabled, low_balance_threshold_ore, failed_refill_enabled, card_expiry_enabled FROM wallet_alert_settings WHERE wallet_id = $1', [
      api.world.wallets.emma,
    ]);
    expect(rows).toEqual([{ low_balance_enabled: true, low_balance_threshold_ore: 3_750, failed_refill_enabled: false, card_expiry_enabled: true }]);
    expect((await read('parent', api.world.wallets.emma)).json()).toMatchObject(body);
  });

  it('refuses a threshold that is missing, 0 or less, above 10000 kr or a fraction of an øre, naming the field; nothing changes', async () => {
    const before = (await read('parent', api.world.wallets.emma)).json();
    for (const [threshold, reason] of [
      [null, 'LowBalanceThreshold: required'],
      [0, 'LowBalanceThreshold: not_positive'],
      [10_000.5, 'LowBalanceThreshold: above_maximum (at most 10000)'],
      [12.345, 'LowBalanceThreshold: invalid_amount'],
    ] as const) {
      const response = await write('parent', api.world.wallets.emma, { ...OFF, LowBalanceEnabled: true, LowBalanceThreshold: threshold });
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: { StatusCode: 400, message: 'Request is invalid', reason } });
    }
    const missing = await write('parent', api.world.wallets.emma, { LowBalanceEnabled: true, LowBalanceThreshold: 50 });
    expect(missing.statusCode).toBe(400);
    expect((await read('parent', api.world.wallets.emma)).json()).toEqual(before);
  });

  it('is refused (403) to another family, like a wallet that does not exist, and to staff; nothing changes', async () => {
    const before = (await read('parent', api.world.wallets.emma)).json();
    const other = await read('kkpayParent', api.world.wallets.emma);
    expect(other.statusCode).toBe(403);
    const unknown = await read('kkpayParent', '00000000-0000-4000-8000-000000000000');
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({ status: other.statusCode, body: other.json() });
    expect((await write('kkpayParent', api.world.wallets.emma, { ...OFF, LowBalanceEnabled: true, LowBalanceThreshold: 5 })).statusCode).toBe(403);
    expect((await read('support', api.world.wallets.emma)).statusCode).toBe(403);
    expect((await read('parent', api.world.wallets.emma)).json()).toEqual(before);
  });

  it('is refused (403) to a guardian without the role DepositWithdraw, who may still look', async () => {
    const parent = api.world.users.parent;
    await api.db.query("DELETE FROM user_roles WHERE user_id = $1 AND role = 'DepositWithdraw'", [parent]);
    try {
      const response = await write('parent', api.world.wallets.oliver, { ...OFF, LowBalanceEnabled: true, LowBalanceThreshold: 20 });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ reason: 'Only a guardian of the wallet with the role DepositWithdraw sets its alerts' });
      expect((await read('parent', api.world.wallets.oliver)).json()).toMatchObject({ ...OFF, MayChange: false });
    } finally {
      await api.db.query("INSERT INTO user_roles (user_id, role) VALUES ($1, 'DepositWithdraw')", [parent]);
    }
  });
});

describe('the low-balance alert', () => {
  const emma = () => api.world.wallets.emma;

  beforeAll(async () => {
    // No automatic refill steps in while the balance falls.
    await api.db.query('UPDATE automatic_refill_settings SET enabled = false');
    await balanceTo(emma(), 25_000);
    expect((await write('parent', emma(), { ...OFF, LowBalanceEnabled: true, LowBalanceThreshold: 200 })).statusCode).toBe(200);
  });

  it('is e-mailed once to the guardian when a canteen purchase takes the balance below the threshold', async () => {
    expect((await buy(31)).Status.IsCompleted).toBe(true); // 250 → 219: still above
    await runJobs();
    expect(await messages(emma(), 'low_balance')).toEqual([]);

    expect((await buy(31)).Status.IsCompleted).toBe(true); // 219 → 188: crosses 200
    await runJobs();
    const sent = await messages(emma(), 'low_balance');
    expect(sent).toEqual([{ email: DEMO_USERS.parent.email, subject: expect.stringMatching(/^Lav saldo: Emma.* har 188,00/) }]);
    const { rows } = await api.db.query<{ html_body: string }>('SELECT k.html_body FROM kept_mails k JOIN message_log m ON m.id = k.message_log_id WHERE m.wallet_id = $1 AND m.kind = $2', [
      emma(),
      'low_balance',
    ]);
    expect(rows).toHaveLength(1);
  });

  it('sends nothing for a second crossing the same Copenhagen day', async () => {
    await deposit(api.db, emma(), 10_000); // 288
    expect((await buy(100)).Status.IsCompleted).toBe(true); // 288 → 188: crosses again
    await runJobs();
    expect(await messages(emma(), 'low_balance')).toHaveLength(1);
    expect(await alertRows(emma(), 'low_balance')).toBe(1);
  });

  it('sends one when two purchases cross at once', async () => {
    await nextDay(emma());
    await balanceTo(emma(), 21_000);
    const answers = await Promise.all([buy(20), buy(20)]); // 210 → 190 → 170, in either order one crossing
    expect(answers.map((a) => a.Status.IsCompleted)).toEqual([true, true]);
    await runJobs();
    expect(await messages(emma(), 'low_balance')).toHaveLength(2);
    expect(await alertRows(emma(), 'low_balance')).toBe(2);
  });

  it('sends nothing while the alert is off', async () => {
    await nextDay(emma());
    expect((await write('parent', emma(), { ...OFF, LowBalanceThreshold: 200 })).statusCode).toBe(200);
    await balanceTo(emma(), 21_000);
    await buy(20);
    await runJobs();
    expect(await messages(emma(), 'low_balance')).toHaveLength(2);
  });

  it('is written in the guardian’s language', async () => {
    await nextDay(emma());
    await api.db.query("UPDATE users SET language = 'en' WHERE id = $1", [api.world.users.parent]);
    try {
      expect((await write('parent', emma(), { ...OFF, LowBalanceEnabled: true, LowBalanceThreshold: 200 })).statusCode).toBe(200);
      await balanceTo(emma(), 21_000);
      await buy(20);
      await runJobs();
      expect((await messages(emma(), 'low_balance')).at(-1)?.subject).toMatch(/^Low balance: Emma.* has DKK\s190\.00 left$/);
    } finally {
      await api.db.query('UPDATE users SET language = NULL WHERE id = $1', [api.world.users.parent]);
    }
  });
});

describe('the failed-refill notice', () => {
  const oliver = () => api.world.wallets.oliver;

  async function failRefill(): Promise<void> {
    await enqueueJob(api.db, { kind: AUTOMATIC_REFILL_JOB, payload: { walletId: oliver() }, runAt: new Date(), dedupeKey: `test-refill-${randomUUID()}` });
    await runJobs(runnerWith(systemClock, countingProvider({ status: 'insufficient_funds', message: 'NoFund' }).provider));
  }

  beforeAll(async () => {
    await giveCard(oliver(), 12, 2030);
  });

  it('is not sent while the failed-refill alert is off', async () => {
    expect((await write('parent', oliver(), { ...OFF, FailedRefillEnabled: false })).statusCode).toBe(200);
    await failRefill();
    expect(await messages(oliver(), 'failed_refill')).toEqual([]);
  });

  it('is sent when it is on, at most once a day', async () => {
    expect((await write('parent', oliver(), OFF)).statusCode).toBe(200);
    await failRefill();
    await failRefill();
    expect(await messages(oliver(), 'failed_refill')).toHaveLength(1);
    const { rows } = await api.db.query<{ n: number }>("SELECT count(*)::int AS n FROM refill_attempts WHERE wallet_id = $1 AND status = 'failed'", [oliver()]);
    expect(rows[0]?.n).toBe(3);
  });
});

describe('cards that refills use', () => {
  // Monday 15 April 2030, 09:00 in Copenhagen.
  const clock = new TestClock(new Date('2030-04-15T07:00:00Z'));
  const freja = () => api.world.wallets.freja;
  const oliver = () => api.world.wallets.oliver;

  it('are looked at every day at 07:00 Copenhagen time', () => {
    expect(nextCardExpirySweep(new Date('2030-04-15T04:59:00Z')).toISOString()).toBe('2030-04-15T05:00:00.000Z');
    expect(nextCardExpirySweep(new Date('2030-04-15T05:00:00Z')).toISOString()).toBe('2030-04-16T05:00:00.000Z');
    expect(nextCardExpirySweep(new Date('2030-01-15T12:00:00Z')).toISOString()).toBe('2030-01-16T06:00:00.000Z');
  });

  it('are warned about once, 30 days before they expire', async () => {
    await giveCard(freja(), 4, 2030); // valid to 30 April: 16 days left
    const sweep = () => enqueueJob(api.db, { kind: CARD_EXPIRY_SWEEP_JOB, payload: {}, runAt: clock.now(), dedupeKey: `test-sweep-${randomUUID()}` });
    await sweep();
    await runJobs(runnerWith(clock));
    const sent = await messages(freja(), 'card_expiry');
    expect(sent).toEqual([{ email: DEMO_USERS.kkpayParent.email, subject: expect.stringMatching(/^Betalingskortet til optankning af Freja.* udløber snart$/) }]);

    clock.advanceMinutes(24 * 60);
    await sweep();
    await runJobs(runnerWith(clock));
    expect(await messages(freja(), 'card_expiry')).toHaveLength(1);
  });

  it('are not warned about when the card-expiry alert is off', async () => {
    await api.db.query('DELETE FROM wallet_alerts WHERE wallet_id = $1', [freja()]);
    expect((await write('kkpayParent', freja(), { ...OFF, CardExpiryEnabled: false })).statusCode).toBe(200);
    await enqueueJob(api.db, { kind: CARD_EXPIRY_SWEEP_JOB, payload: {}, runAt: clock.now(), dedupeKey: `test-sweep-${randomUUID()}` });
    await runJobs(runnerWith(clock));
    expect(await alertRows(freja(), 'card_expiry')).toBe(0);
  });

  it('pause a refill once expired: no charge, the attempt says why, and the guardian is told once', async () => {
    const card = await giveCard(oliver(), 3, 2030); // expired on 1 April
    const { provider, charges } = countingProvider();
    const refill = async () => {
      await enqueueJob(api.db, { kind: AUTOMATIC_REFILL_JOB, payload: { walletId: oliver() }, runAt: clock.now(), dedupeKey: `test-refill-${randomUUID()}` });
      await runJobs(runnerWith(clock, provider));
    };
    const before = await fundsOf(api.db, oliver());
    await refill();
    await refill();
    expect(charges).toEqual([]);
    expect(await fundsOf(api.db, oliver())).toEqual(before);
    const { rows } = await api.db.query('SELECT status, failure_reason, credit_card_id FROM refill_attempts WHERE wallet_id = $1 AND status = $2', [oliver(), 'paused']);
    expect(rows).toEqual([
      { status: 'paused', failure_reason: CARD_EXPIRED, credit_card_id: card },
      { status: 'paused', failure_reason: CARD_EXPIRED, credit_card_id: card },
    ]);
    const sent = await messages(oliver(), 'card_expired');
    expect(sent).toEqual([{ email: DEMO_USERS.parent.email, subject: expect.stringMatching(/^Optankningen af Oliver.* er sat på pause: kortet er udløbet$/) }]);
    // The failed refills list says it once for the card, however many runs found it expired.
    const failed = await api.injectAs('parent', { method: 'GET', url: `/api/DepositWithdraw/FailedSubscriptionsWallet/${oliver()}` });
    expect(failed.statusCode).toBe(200);
    const paused = (failed.json() as { Reason: string; Card: { UID: string } | null }[]).filter((entry) => entry.Reason === CARD_EXPIRED);
    expect(paused).toHaveLength(1);
    expect(paused[0]?.Card?.UID).toBe(card);
  });
});
