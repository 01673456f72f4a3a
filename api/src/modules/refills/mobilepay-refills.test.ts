import { randomUUID } from 'node:crypto';
import { GetChildrenResponse, MobilePayAgreementStarted, MobilePayAgreementStatus, WalletRefillSettings } from '@kk/contracts';
import { enqueueJob } from '../../jobs/repository';
import type { DemoUserKey } from '../../seed/demo-users';
import { TestClock } from '../../test-support/app';
import { answerMobilePay, waitForEmptyOutbox, type SandboxedApp } from '../../test-support/card-sandbox';
import { worldOf, type TestDatabase } from '../../test-support/db';
import { dyingOnceAfter, useRefillHarness } from '../../test-support/refills';
import { WALLET_ALERT_JOB } from '../alerts/wallet-alert-repository';
import { alertMail } from '../alerts/alert-messages';
import { alertById } from '../alerts/repository';
import type { CardProviderAdapter } from '../card-provider/adapter';
import { AUTOMATIC_REFILL_JOB, MOBILEPAY_AGREEMENT_INACTIVE, MONTHLY_REFILL_JOB } from './refill-jobs';

// Refills paid with a MobilePay agreement (issue 16): the guardian approves an agreement on
// the provider's page once, and the automatic and monthly refills charge it as they charge
// a saved card: decided under the wallet's lock, one reference per run, credited once, a
// top-up with its outcome. Without an active agreement the refill pauses.

let database: TestDatabase;
let harness: SandboxedApp;
const { api, balanceOf, buy, runnerWith } = useRefillHarness();
beforeAll(() => ({ database, started: harness } = api));

const world = () => worldOf(database);
const RETURN_URL = 'http://localhost:3000/?refill=mobilepay';
const AGREEMENT = '/api/DepositWithdraw/MobilePay/Agreement';

function startCall(user: DemoUserKey, walletId: string, key = randomUUID(), maxAmount?: number) {
  const max = maxAmount === undefined ? '' : `&maxAmount=${maxAmount}`;
  return api.injectAs(user, {
    method: 'POST',
    url: `${AGREEMENT}?walletID=${walletId}&returnUrl=${encodeURIComponent(RETURN_URL)}${max}`,
    headers: { 'idempotency-key': key, language: 'da' },
  });
}

async function statusOf(user: DemoUserKey, query: string) {
  return api.injectAs(user, { method: 'GET', url: `${AGREEMENT}/Status?${query}` });
}



/** A guardian opens and approves an agreement for the wallet; answers its id. */
async function approvedAgreement(walletId: string): Promise<string> {
  const started = await startCall('parent', walletId);
  expect(started.statusCode).toBe(200);
  const { AgreementID, RedirectUrl } = MobilePayAgreementStarted.parse(started.json());
  const back = await answerMobilePay(harness.sandbox.url, RedirectUrl, 'approve');
  expect(back.searchParams.get('epaysubscriptionid')).toBe(AgreementID);
  expect(back.searchParams.get('refill')).toBe('mobilepay');
  await waitForEmptyOutbox(harness.sandbox);
  return AgreementID;
}

/** The provider, counting the agreement charges it is asked for (and never a card's). */
function countingProvider(): { provider: CardProviderAdapter; agreementCharges: string[]; cardCharges: number } {
  const seen = { agreementCharges: [] as string[], cardCharges: 0 };
  const real = harness.provider;
  const provider: CardProviderAdapter = {
    verifyNotification: (raw, headers) => real.verifyNotification(raw, headers),
    startCardRegistration: (input) => real.startCardRegistration(input),
    settlementFile: (input) => real.settlementFile(input),
    startHostedPayment: (input) => real.startHostedPayment(input),
    refund: (input) => real.refund(input),
    payToCard: (input) => real.payToCard(input),
    deleteCard: (input) => real.deleteCard(input),
    paymentStatus: (input) => real.paymentStatus(input),
    chargeStatus: (input) => real.chargeStatus(input),
    startAgreement: (input) => real.startAgreement(input),
    stopAgreement: (input) => real.stopAgreement(input),
    agreementStatus: (input) => real.agreementStatus(input),
    async chargeSavedCard(input) {
      seen.cardCharges += 1;
      return real.chargeSavedCard(input);
    },
    async chargeAgreement(input) {
      const result = await real.chargeAgreement(input);
      seen.agreementCharges.push(result.status === 'approved' ? result.providerTransactionId : result.status);
      return result;
    },
  };
  return Object.assign(seen, { provider });
}

const automaticWithMobilePay = { AutomaticRefillEnabled: true, AutomaticRefillAmount: 200, AutomaticRefillBelowAmount: 100, PaymentMethod: 'MobilePay' };

async function setAutomatic(walletId: string, body: object = automaticWithMobilePay) {
  return api.injectAs('parent', { method: 'PUT', url: '/api/DepositWithdraw/AutomaticRefill', headers: { walletid: walletId }, payload: body });
}

async function attemptsOf(walletId: string) {
  const { rows } = await database.db.query<{ status: string; amount_ore: number; failure_reason: string | null; credit_card_id: string | null; mobilepay_agreement_id: string | null }>(
    'SELECT status, amount_ore::int AS amount_ore, failure_reason, credit_card_id, mobilepay_agreement_id FROM refill_attempts WHERE wallet_id = $1 ORDER BY created_at',
    [walletId],
  );
  return rows;
}

describe('a MobilePay agreement for a wallet', () => {
  it('is opened pending, and the signed approval makes it active once, with the token and the last four digits only', async () => {
    const emma = world().wallets.emma;
    const key = randomUUID();
    const first = await startCall('parent', emma, key, 300);
    const again = await startCall('parent', emma, key, 300);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const started = MobilePayAgreementStarted.parse(first.json());
    expect(MobilePayAgreementStarted.parse(again.json())).toEqual(started);
    expect(MobilePayAgreementStatus.parse((await statusOf('parent', `agreementID=${started.AgreementID}`)).json())).toMatchObject({ Status: 'Pending', MaxAmount: 300 });

    await answerMobilePay(harness.sandbox.url, started.RedirectUrl, 'approve');
    await waitForEmptyOutbox(harness.sandbox);
    const status = MobilePayAgreementStatus.parse((await statusOf('parent', `walletID=${emma}`)).json());
    expect(status).toEqual({ WalletID: emma, AgreementID: started.AgreementID, Status: 'Active', MaxAmount: 300, MobileNumberLast4: '5678', Reason: null });
    const { rows } = await database.db.query<{ count: number; created_by_user_id: string }>(
      "SELECT count(*)::int AS count, min(created_by_user_id::text) AS created_by_user_id FROM mobilepay_agreements WHERE wallet_id = $1 AND provider_token LIKE 'sbx_agr_%'",
      [emma],
    );
    expect(rows[0]).toEqual({ count: 1, created_by_user_id: world().users.parent });
  });

  it('stores nothing to charge when the payer rejects it', async () => {
    const oliver = world().wallets.oliver;
    const started = MobilePayAgreementStarted.parse((await startCall('parent', oliver)).json());
    await answerMobilePay(harness.sandbox.url, started.RedirectUrl, 'reject');
    await waitForEmptyOutbox(harness.sandbox);
    expect(MobilePayAgreementStatus.parse((await statusOf('parent', `agreementID=${started.AgreementID}`)).json())).toMatchObject({ Status: 'Failed', Reason: 'rejected', MobileNumberLast4: null });
    const { rows } = await database.db.query("SELECT 1 FROM mobilepay_agreements WHERE wallet_id = $1 AND (status = 'active' OR provider_token IS NOT NULL)", [oliver]);
    expect(rows).toEqual([]);
    // A refill cannot be set to use an agreement that was never approved.
    const refused = await setAutomatic(oliver);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'NoMobilePayAgreement' });
  });

  it("is refused to another family: none may start, read or stop the wallet's agreement", async () => {
    const emma = world().wallets.emma;
    const [agreement] = (await database.db.query<{ id: string }>("SELECT id FROM mobilepay_agreements WHERE wallet_id = $1 AND status = 'active'", [emma])).rows;
    expect((await startCall('kkpayParent', emma)).statusCode).toBe(403);
    expect((await statusOf('kkpayParent', `walletID=${emma}`)).statusCode).toBe(403);
    expect((await statusOf('kkpayParent', `agreementID=${agreement?.id}`)).statusCode).toBe(403);
    expect((await api.injectAs('kkpayParent', { method: 'DELETE', url: `${AGREEMENT}?walletID=${emma}` })).statusCode).toBe(403);
    expect(MobilePayAgreementStatus.parse((await statusOf('parent', `walletID=${emma}`)).json()).Status).toBe('Active');
  });

  it('holds a refill to the most the agreement allows per charge', async () => {
    const emma = world().wallets.emma;
    // Emma's agreement allows 300 kr a time (the first test): a 400 kr refill is refused, nothing saved.
    const refused = await setAutomatic(emma, { ...automaticWithMobilePay, AutomaticRefillAmount: 400 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'MobilePayAgreementLimit' });
    const { rows } = await database.db.query("SELECT 1 FROM automatic_refill_settings WHERE wallet_id = $1 AND payment_method = 'mobilepay'", [emma]);
    expect(rows).toEqual([]);
  });

  it('asks for an Idempotency-Key and a return address of the site, and a most within the ceiling', async () => {
    const emma = world().wallets.emma;
    const noKey = await api.injectAs('parent', { method: 'POST', url: `${AGREEMENT}?walletID=${emma}&returnUrl=${encodeURIComponent(RETURN_URL)}` });
    expect(noKey.statusCode).toBe(400);
    const elsewhere = await api.injectAs('parent', { method: 'POST', url: `${AGREEMENT}?walletID=${emma}&returnUrl=${encodeURIComponent('https://evil.example/')}`, headers: { 'idempotency-key': randomUUID() } });
    expect(elsewhere.statusCode).toBe(400);
    expect((await startCall('parent', emma, randomUUID(), 2001)).statusCode).toBe(400);
  });
});

describe('an automatic refill paid with MobilePay', () => {
  it('charges the agreement (never the card) and credits once, also with two runs at once', async () => {
    const emma = world().wallets.emma;
    const saved = await setAutomatic(emma);
    expect(saved.statusCode).toBe(200);
    expect(WalletRefillSettings.parse(saved.json()).AutomaticRefill).toEqual({ Enabled: true, RefillAmount: 200, BelowAmount: 100, PaymentMethod: 'MobilePay' });
    const child = GetChildrenResponse.parse((await api.injectAs('parent', { method: 'GET', url: '/api/Onboarding/GetChildren' })).json()).find((wallet) => wallet.WalletID === emma);
    expect(child).toMatchObject({ AutomaticRefill: { PaymentMethod: 'MobilePay' }, MobilePayAgreement: 'Active' });

    await buy(emma, (await balanceOf(emma)) - 5_000);
    // A second refill job for the wallet (another instance's, a retry): the two runs at once move money once.
    await enqueueJob(database.db, { kind: AUTOMATIC_REFILL_JOB, payload: { walletId: emma }, runAt: new Date() });
    const counting = countingProvider();
    await Promise.all([runnerWith(counting.provider).runDueJobs(), runnerWith(counting.provider).runDueJobs()]);
    expect(await balanceOf(emma)).toBe(5_000 + 20_000);
    expect(counting.agreementCharges).toEqual([expect.stringMatching(/^txn_/)]);
    expect(counting.cardCharges).toBe(0);
    const attempts = await attemptsOf(emma);
    expect(attempts).toEqual([expect.objectContaining({ status: 'succeeded', amount_ore: 20_000, credit_card_id: null, mobilepay_agreement_id: expect.any(String) })]);

    // The top-up as a payment transaction of kind deposit with its outcome, named for MobilePay, with no card.
    const { rows } = await database.db.query<{ status_id: number; top_up: string; credit_card_id: string | null; description: string }>(
      "SELECT status_id, top_up, credit_card_id, description FROM payment_transactions WHERE wallet_id = $1 AND kind = 'deposit' AND top_up = 'automatic'",
      [emma],
    );
    expect(rows).toEqual([{ status_id: 2, top_up: 'automatic', credit_card_id: null, description: 'Automatisk optankning med MobilePay' }]);
  });

  it('charges once when the runner dies between the agreement charge and the credit (the next run asks the provider about the reference)', async () => {
    const emma = world().wallets.emma;
    await buy(emma, (await balanceOf(emma)) - 2_000);
    const counting = countingProvider();
    const crashing: CardProviderAdapter = { ...counting.provider, chargeAgreement: dyingOnceAfter((input) => counting.provider.chargeAgreement(input)) };
    const clock = new TestClock();
    const runner = runnerWith(crashing, clock);
    await runner.runDueJobs();
    expect(await balanceOf(emma)).toBe(2_000);
    clock.advanceMinutes(5);
    await runner.runDueJobs();
    expect(await balanceOf(emma)).toBe(2_000 + 20_000);
    expect(counting.agreementCharges).toHaveLength(1);
    expect(harness.sandbox.state.charges().filter((charge) => charge.id === counting.agreementCharges[0])).toHaveLength(1);
    expect((await attemptsOf(emma)).filter((attempt) => attempt.status === 'succeeded')).toHaveLength(2);
  });

  it('needs no primary card: the debit that crosses the threshold queues it by itself', async () => {
    const emma = world().wallets.emma;
    await database.db.query('DELETE FROM wallet_primary_cards WHERE wallet_id = $1', [emma]);
    expect((await setAutomatic(emma)).statusCode).toBe(200);
    const before = await balanceOf(emma);
    await buy(emma, before - 5_000);
    const { rows } = await database.db.query("SELECT 1 FROM jobs WHERE kind = $1 AND payload->>'walletId' = $2 AND status = 'pending'", [AUTOMATIC_REFILL_JOB, emma]);
    expect(rows).toHaveLength(1);
    const counting = countingProvider();
    await runnerWith(counting.provider).runDueJobs();
    expect(await balanceOf(emma)).toBe(5_000 + 20_000);
    expect(counting.agreementCharges).toHaveLength(1);
    expect(counting.cardCharges).toBe(0);
  });

  it('pauses once the guardian stops the agreement, and says so; the stopped token charges nothing', async () => {
    const emma = world().wallets.emma;
    const [agreement] = (await database.db.query<{ provider_token: string }>("SELECT provider_token FROM mobilepay_agreements WHERE wallet_id = $1 AND status = 'active'", [emma])).rows;
    const stopped = await api.injectAs('parent', { method: 'DELETE', url: `${AGREEMENT}?walletID=${emma}` });
    expect(stopped.statusCode).toBe(200);
    expect(MobilePayAgreementStatus.parse(stopped.json()).Status).toBe('Stopped');
    expect((await harness.provider.chargeAgreement({ agreementToken: agreement?.provider_token ?? '', amountOre: 100, reference: randomUUID(), description: 'x' })).status).toBe('declined');
    expect((await api.injectAs('parent', { method: 'DELETE', url: `${AGREEMENT}?walletID=${emma}` })).statusCode).toBe(404);

    const before = await balanceOf(emma);
    await buy(emma, before - 5_000);
    const counting = countingProvider();
    await runnerWith(counting.provider).runDueJobs();
    expect(await balanceOf(emma)).toBe(5_000);
    expect(counting.agreementCharges).toEqual([]);
    expect(counting.cardCharges).toBe(0);
    expect((await attemptsOf(emma)).at(-1)).toMatchObject({ status: 'paused', failure_reason: MOBILEPAY_AGREEMENT_INACTIVE, credit_card_id: null });
    // The guardian is told by e-mail, as for an expired card: one alert, its e-mail queued.
    const alerts = await database.db.query<{ id: string }>("SELECT id FROM wallet_alerts WHERE wallet_id = $1 AND kind = 'mobilepay_agreement_inactive'", [emma]);
    expect(alerts.rows).toHaveLength(1);
    const queued = await database.db.query("SELECT 1 FROM jobs WHERE kind = $1 AND payload->>'alertId' = $2", [WALLET_ALERT_JOB, alerts.rows[0]?.id]);
    expect(queued.rows).toHaveLength(1);
    const row = await alertById(database.db, alerts.rows[0]?.id ?? '');
    expect(row && alertMail(row, 'da').subject).toBe('Optankningen af Emma Jensen er sat på pause: der er ingen aftale med MobilePay');
    expect(row && alertMail(row, 'en').subject).toBe('The refill of Emma Jensen is paused: there is no MobilePay agreement');
    const child = GetChildrenResponse.parse((await api.injectAs('parent', { method: 'GET', url: '/api/Onboarding/GetChildren' })).json()).find((wallet) => wallet.WalletID === emma);
    expect(child?.MobilePayAgreement).toBe('Stopped');

    // A new agreement resumes it: the next refill charges the new one.
    await approvedAgreement(emma);
    await buy(emma, 1_000);
    await enqueueJob(database.db, { kind: AUTOMATIC_REFILL_JOB, payload: { walletId: emma }, runAt: new Date() });
    await runnerWith(counting.provider).runDueJobs();
    expect(await balanceOf(emma)).toBe(4_000 + 20_000);
    expect(counting.agreementCharges).toHaveLength(1);
    await api.injectAs('parent', { method: 'PUT', url: '/api/DepositWithdraw/DisableRefills', headers: { walletid: emma } });
  });
});

describe('a monthly refill paid with MobilePay', () => {
  it('charges the agreement once for the month', async () => {
    const oliver = world().wallets.oliver;
    await approvedAgreement(oliver);
    const saved = await api.injectAs('parent', {
      method: 'PUT',
      url: '/api/DepositWithdraw/MonthlyRefill',
      headers: { walletid: oliver },
      payload: { Amount: 150, IsActive: true, HasBalanceLimit: false, PaymentMethod: 'MobilePay' },
    });
    expect(WalletRefillSettings.parse(saved.json()).MonthlyRefill).toMatchObject({ IsActive: true, PaymentMethod: 'MobilePay' });
    const before = await balanceOf(oliver);
    const counting = countingProvider();
    for (let run = 0; run < 2; run += 1) {
      await enqueueJob(database.db, { kind: MONTHLY_REFILL_JOB, payload: { walletId: oliver, period: '2031-01' }, runAt: new Date() });
      await runnerWith(counting.provider).runDueJobs();
    }
    expect(await balanceOf(oliver)).toBe(before + 15_000);
    expect(counting.agreementCharges).toHaveLength(1);
    expect(counting.cardCharges).toBe(0);
    await api.injectAs('parent', { method: 'PUT', url: '/api/DepositWithdraw/DisableRefills', headers: { walletid: oliver } });
  });
});
