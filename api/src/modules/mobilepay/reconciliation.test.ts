import { randomUUID } from 'node:crypto';
import { MobilePayAgreementStarted, MobilePayAgreementStatus, MobilePayDepositResponse, MobilePayStatusResponse } from '@kk/contracts';
import { JobRunner } from '../../jobs/runner';
import { lockWalletAccount } from '../ledger/holds';
import { bearer } from '../../test-support/app';
import { answerMobilePay, waitForEmptyOutbox, type SandboxedApp } from '../../test-support/card-sandbox';
import { worldOf, type TestDatabase } from '../../test-support/db';
import { fundsOf } from '../../test-support/payments';
import { MOBILEPAY_RETURN_URL, mobilePayDepositCall, useSandboxedParent } from '../../test-support/sandboxed-parent';
import { IdempotencyService } from '../idempotency/service';
import { LedgerService } from '../ledger/service';
import type { ProviderPaymentStatus } from '../card-provider/adapter';
import { CardProviderUnavailableError } from '../card-provider/errors';
import { registerMobilePayReconciliation } from './jobs';
import { MobilePayAgreementService } from './agreements';
import { MobilePayDepositService, MOBILEPAY_RECONCILE_JOB } from './deposits';
import { DepositRoom } from '../cards/deposit-room';
import { FamilyAccess } from '../family/access';

// A MobilePay deposit whose notification never arrives (issue 16): the provider is asked
// (the reconciliation job, and the status call for its own deposit) and the answer settles
// the deposit through the notification's own code; and the approval page is opened only
// after the pending deposit is committed, with no wallet lock held while the provider answers.

let database: TestDatabase;
let harness: SandboxedApp;
let token: string;
const { clock, api } = useSandboxedParent();
beforeAll(() => ({ database, started: harness, tokens: { parent: token } } = api));
afterEach(() => jest.restoreAllMocks());

const depositCall = (walletId: string, amount: string, key: string) => mobilePayDepositCall(harness.app, token, walletId, amount, key);

async function deposit(walletId: string, amount: string): Promise<MobilePayDepositResponse> {
  const response = await depositCall(walletId, amount, randomUUID());
  expect(response.statusCode).toBe(200);
  return MobilePayDepositResponse.parse(response.json());
}

async function statusOf(transactionId: string): Promise<MobilePayStatusResponse> {
  const response = await harness.app.inject({ method: 'GET', url: `/api/DepositWithdraw/MobilePay/Status?transactionID=${transactionId}`, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return MobilePayStatusResponse.parse(response.json());
}

/** The payer approves on the sandbox's page; answers the provider's transaction id. */
async function approveInApp(pageUrl: string): Promise<string> {
  return (await answerMobilePay(harness.sandbox.url, pageUrl, 'approve')).searchParams.get('vivawallettransactionid') ?? '';
}

/** The platform refuses every notification (as if they were lost on the way): the sandbox gives up after its retries. */
function loseNotifications(): jest.SpyInstance {
  return jest.spyOn(harness.provider, 'verifyNotification').mockReturnValue(null);
}


const balanceOf = async (walletId: string) => Number((await fundsOf(database.db, walletId)).balanceOre);

async function rowOf(id: string) {
  const { rows } = await database.db.query<{ status_id: number; error_message: string | null; provider_transaction_id: string | null; ledger_transaction_id: string | null }>(
    'SELECT status_id, error_message, provider_transaction_id, ledger_transaction_id FROM payment_transactions WHERE id = $1',
    [id],
  );
  return rows[0];
}

/** The job as the API schedules it, on this test's clock: one pass of the runner. */
async function runReconciliationJob(): Promise<void> {
  const runner = new JobRunner({ db: database.db, clock });
  registerMobilePayReconciliation(runner, reconciler(), agreementReconciler());
  await runner.runDueJobs();
  // The schedule's next run is a minute away (as after any run).
  clock.advanceMinutes(1);
  expect(await runner.runDueJobs()).toBeGreaterThanOrEqual(1);
  const { rows } = await database.db.query<{ status: string; last_error: string | null }>(
    "SELECT status, last_error FROM jobs WHERE kind = $1 ORDER BY created_at DESC LIMIT 1",
    [MOBILEPAY_RECONCILE_JOB],
  );
  expect(rows[0]).toMatchObject({ status: 'done', last_error: null });
}

/** A second instance of the service, as another API instance would run it. */
function reconciler(): MobilePayDepositService {
  return new MobilePayDepositService({ db: database.db, clock, provider: harness.provider, ledger: new LedgerService(), idempotency: new IdempotencyService(database.db, clock, 86_400_000) }, [/^http:\/\/localhost:3000$/], new FamilyAccess(database.db), new DepositRoom());
}

function agreementReconciler(): MobilePayAgreementService {
  return new MobilePayAgreementService({ db: database.db, clock, provider: harness.provider, idempotency: new IdempotencyService(database.db, clock, 86_400_000) }, [/^http:\/\/localhost:3000$/], new FamilyAccess(database.db), new DepositRoom());
}

/** A guardian opens an agreement for the wallet's refills; answers its id and the approval page. */
async function startAgreement(walletId: string): Promise<MobilePayAgreementStarted> {
  const response = await harness.app.inject({
    method: 'POST',
    url: `/api/DepositWithdraw/MobilePay/Agreement?walletID=${walletId}&returnUrl=${encodeURIComponent(MOBILEPAY_RETURN_URL)}`,
    headers: { ...bearer(token), 'idempotency-key': randomUUID(), language: 'da' },
  });
  expect(response.statusCode).toBe(200);
  return MobilePayAgreementStarted.parse(response.json());
}

async function agreementRow(id: string) {
  const { rows } = await database.db.query<{ status: string; provider_token: string | null; failure_reason: string | null }>(
    'SELECT status, provider_token, failure_reason FROM mobilepay_agreements WHERE id = $1',
    [id],
  );
  return rows[0];
}

describe('a MobilePay deposit that never hears back', () => {
  it('is credited by the reconciliation job once the approval has timed out, and a late notification moves nothing', async () => {
    const emma = worldOf(database).wallets.emma;
    const before = await balanceOf(emma);
    const started = await deposit(emma, '42');
    const lost = loseNotifications();
    const providerTransactionId = await approveInApp(started.RedirectUrl);
    await waitForEmptyOutbox(harness.sandbox);
    expect(await rowOf(started.TransactionID)).toMatchObject({ status_id: 1 });

    // Before the time-out and its grace the provider is not asked.
    const asked = jest.spyOn(harness.provider, 'paymentStatus');
    expect(await reconciler().reconcilePending()).toEqual({ checked: 0, settled: 0, providerReached: true });
    expect(asked).not.toHaveBeenCalled();

    clock.advanceMinutes(8);
    await runReconciliationJob();
    expect(asked).toHaveBeenCalledWith({ paymentId: started.TransactionID });
    expect(await rowOf(started.TransactionID)).toMatchObject({ status_id: 2, provider_transaction_id: providerTransactionId });
    expect(await balanceOf(emma)).toBe(before + 4_200);

    // The notification arrives after all: accepted, and nothing moves twice.
    lost.mockRestore();
    const eventId = `evt_late_${randomUUID()}`;
    harness.sandbox.state.enqueueNotification({
      eventId,
      url: `${harness.apiUrl}/api/CardProvider/Notification`,
      body: JSON.stringify({ kind: 'payment_completed', eventId, paymentId: started.TransactionID, providerTransactionId, amountOre: 4_200 }),
      attempts: 0,
      nextAttemptAt: 0,
    });
    await harness.sandbox.notifier.deliverDue();
    expect(harness.sandbox.state.outbox()).toEqual([]);
    expect(await balanceOf(emma)).toBe(before + 4_200);
    const { rows: credits } = await database.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM jobs WHERE kind = 'top-up-message' AND payload ->> 'transactionId' = $1",
      [started.TransactionID],
    );
    expect(credits[0]?.count).toBe(1);
    expect((await statusOf(started.TransactionID)).Status).toBe('Success');
  });

  it('fails rejected, expired and unknown deposits with the reason, moving nothing; an unreachable provider leaves them for the next run', async () => {
    const emma = worldOf(database).wallets.emma;
    const before = await balanceOf(emma);
    const rejected = await deposit(emma, '11');
    const expired = await deposit(emma, '12');
    const unknown = await deposit(emma, '13');
    clock.advanceMinutes(8);

    const asked = jest.spyOn(harness.provider, 'paymentStatus').mockRejectedValue(new CardProviderUnavailableError(false, 'The card provider cannot be reached'));
    expect(await reconciler().reconcilePending()).toEqual({ checked: 1, settled: 0, providerReached: false });
    for (const started of [rejected, expired, unknown]) expect(await rowOf(started.TransactionID)).toMatchObject({ status_id: 1 });

    const answers = new Map<string, ProviderPaymentStatus>([
      [rejected.TransactionID, { status: 'rejected', reason: 'rejected' }],
      [expired.TransactionID, { status: 'expired' }],
      [unknown.TransactionID, { status: 'unknown' }],
    ]);
    asked.mockImplementation(({ paymentId }) => Promise.resolve(answers.get(paymentId) ?? { status: 'pending' }));
    await runReconciliationJob();
    expect(await rowOf(rejected.TransactionID)).toMatchObject({ status_id: 3, error_message: 'rejected', ledger_transaction_id: null });
    expect(await rowOf(expired.TransactionID)).toMatchObject({ status_id: 3, error_message: 'timeout', ledger_transaction_id: null });
    expect(await rowOf(unknown.TransactionID)).toMatchObject({ status_id: 3, error_message: 'unknown at the provider', ledger_transaction_id: null });
    expect(await balanceOf(emma)).toBe(before);
    expect(await statusOf(expired.TransactionID)).toMatchObject({ Status: 'Failed', Reason: 'timeout' });
  });

  it('the status call asks the provider about its own deposit once the approval has timed out', async () => {
    const emma = worldOf(database).wallets.emma;
    const before = await balanceOf(emma);
    const started = await deposit(emma, '25');
    loseNotifications();
    await approveInApp(started.RedirectUrl);
    await waitForEmptyOutbox(harness.sandbox);
    const asked = jest.spyOn(harness.provider, 'paymentStatus');
    expect((await statusOf(started.TransactionID)).Status).toBe('Pending');
    expect(asked).not.toHaveBeenCalled();
    clock.advanceMinutes(6);
    expect(await statusOf(started.TransactionID)).toMatchObject({ Status: 'Success', Amount: 25 });
    expect(asked).toHaveBeenCalledTimes(1);
    expect(await balanceOf(emma)).toBe(before + 2_500);
  });
});

describe('the approval page is opened after the deposit is committed', () => {
  it('holds no wallet lock while the provider answers', async () => {
    const emma = worldOf(database).wallets.emma;
    const open = harness.provider.startHostedPayment.bind(harness.provider);
    const seen: { statusId: number | undefined; locked: boolean }[] = [];
    jest.spyOn(harness.provider, 'startHostedPayment').mockImplementation(async (input) => {
      // Another connection sees the committed pending deposit and takes the wallet's lock at once.
      const { rows } = await database.db.query<{ status_id: number }>('SELECT status_id FROM payment_transactions WHERE id = $1', [input.paymentId]);
      const locked = await database.db.transaction(async (tx) => {
        await tx.query("SET LOCAL lock_timeout = '2s'");
        await lockWalletAccount(tx, emma);
        return true;
      });
      seen.push({ statusId: rows[0]?.status_id, locked });
      return open(input);
    });
    const started = await deposit(emma, '15');
    expect(seen).toEqual([{ statusId: 1, locked: true }]);
    expect(started.RedirectUrl).toContain('/mobilepay/');
  });

  it('fails the deposit (nothing moved) and answers 502 when the provider cannot be reached; a retry answers the same', async () => {
    const emma = worldOf(database).wallets.emma;
    const before = await balanceOf(emma);
    jest.spyOn(harness.provider, 'startHostedPayment').mockRejectedValue(new CardProviderUnavailableError(true, 'The card provider did not answer in time'));
    const key = randomUUID();
    const first = await depositCall(emma, '30', key);
    expect(first.statusCode).toBe(502);
    expect(first.json()).toMatchObject({ message: 'timeout' });
    const again = await depositCall(emma, '30', key);
    expect(again.statusCode).toBe(502);
    const { rows } = await database.db.query<{ id: string; status_id: number; error_message: string; ledger_transaction_id: string | null }>(
      "SELECT id, status_id, error_message, ledger_transaction_id FROM payment_transactions WHERE wallet_id = $1 AND top_up = 'mobilepay' AND amount_ore = 3000",
      [emma],
    );
    expect(rows).toEqual([{ id: expect.any(String), status_id: 3, error_message: 'timeout', ledger_transaction_id: null }]);
    expect(await balanceOf(emma)).toBe(before);
  });

  it('a retry after the page was never opened (the instance died) opens it for the same deposit, never a second one', async () => {
    const emma = worldOf(database).wallets.emma;
    jest.spyOn(harness.provider, 'startHostedPayment').mockRejectedValueOnce(new Error('the instance died'));
    const key = randomUUID();
    expect((await depositCall(emma, '31', key)).statusCode).toBe(500);
    const retried = await depositCall(emma, '31', key);
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    const body = MobilePayDepositResponse.parse(retried.json());
    const third = await depositCall(emma, '31', key);
    expect(third.json()).toEqual(body);
    const { rows } = await database.db.query<{ id: string; merchant_data: string }>(
      "SELECT id, merchant_data FROM payment_transactions WHERE wallet_id = $1 AND top_up = 'mobilepay' AND amount_ore = 3100",
      [emma],
    );
    expect(rows).toEqual([{ id: body.TransactionID, merchant_data: body.RedirectUrl }]);
  });
});

describe('a provider answer of another amount', () => {
  it('credits nothing: the deposit fails as an amount mismatch recorded for the help desk, and the job settles the rest without failing', async () => {
    const emma = worldOf(database).wallets.emma;
    const before = await balanceOf(emma);
    const odd = await deposit(emma, '17');
    const fine = await deposit(emma, '18');
    clock.advanceMinutes(8);
    jest.spyOn(harness.provider, 'paymentStatus').mockImplementation(({ paymentId }) =>
      Promise.resolve(
        paymentId === odd.TransactionID
          ? { status: 'approved', providerTransactionId: `txn_odd_${randomUUID()}`, amountOre: 1 }
          : { status: 'expired' },
      ),
    );
    expect(await statusOf(odd.TransactionID)).toMatchObject({ Status: 'Failed', Reason: 'amount mismatch' });
    await expect(reconciler().reconcilePending()).resolves.toMatchObject({ providerReached: true });
    expect(await rowOf(odd.TransactionID)).toMatchObject({ status_id: 3, error_message: 'amount mismatch' });
    expect(await rowOf(fine.TransactionID)).toMatchObject({ status_id: 3, error_message: 'timeout' });
    expect(await balanceOf(emma)).toBe(before);
    const { rows } = await database.db.query<{ event_id: string | null; expected_ore: number; paid_ore: number }>(
      'SELECT event_id, expected_ore::int AS expected_ore, paid_ore::int AS paid_ore FROM provider_notice_mismatches WHERE transaction_id = $1',
      [odd.TransactionID],
    );
    expect(rows).toEqual([{ event_id: null, expected_ore: 1700, paid_ore: 1 }]);
  });
});

describe("a MobilePay agreement's notification at the API", () => {
  it('is accepted and recorded once, and changes nothing else for an agreement the platform did not open', async () => {
    const emma = worldOf(database).wallets.emma;
    const before = await balanceOf(emma);
    const agreementId = randomUUID();
    const { redirectUrl } = await harness.provider.startAgreement({ agreementId, maxAmountOre: 50_000, description: 'Optankning', returnUrl: MOBILEPAY_RETURN_URL });
    const back = await answerMobilePay(harness.sandbox.url, redirectUrl, 'approve');
    expect(back.searchParams.get('epaysubscriptionid')).toBe(agreementId);
    await waitForEmptyOutbox(harness.sandbox);
    const { rows } = await database.db.query<{ kind: string }>("SELECT kind FROM card_provider_events WHERE kind LIKE 'agreement%'");
    expect(rows).toEqual([{ kind: 'agreement_approved' }]);
    expect(await balanceOf(emma)).toBe(before);
  });
});

describe('a MobilePay agreement that never hears back', () => {
  it('is made active by the reconciliation job once the approval has timed out, with the token the provider holds', async () => {
    const emma = worldOf(database).wallets.emma;
    const started = await startAgreement(emma);
    const lost = loseNotifications();
    await answerMobilePay(harness.sandbox.url, started.RedirectUrl, 'approve');
    await waitForEmptyOutbox(harness.sandbox);
    lost.mockRestore();
    expect(await agreementRow(started.AgreementID)).toMatchObject({ status: 'pending', provider_token: null });

    const asked = jest.spyOn(harness.provider, 'agreementStatus');
    expect(await agreementReconciler().reconcilePending()).toEqual({ checked: 0, settled: 0, providerReached: true });
    expect(asked).not.toHaveBeenCalled();
    clock.advanceMinutes(8);
    await runReconciliationJob();
    expect(asked).toHaveBeenCalledWith({ agreementId: started.AgreementID });
    const active = await agreementRow(started.AgreementID);
    expect(active).toMatchObject({ status: 'active', failure_reason: null });
    expect(harness.sandbox.state.agreement(active?.provider_token ?? '')).toMatchObject({ agreementId: started.AgreementID, status: 'active' });
    // Asked again (another instance, the next run): nothing changes.
    await agreementReconciler().checkWithProvider(started.AgreementID);
    expect(await agreementRow(started.AgreementID)).toEqual(active);
  });

  it('is failed by the status call past the time-out when the payer rejected it, and one the provider never knew is failed too', async () => {
    const emma = worldOf(database).wallets.emma;
    const started = await startAgreement(emma);
    const lost = loseNotifications();
    await answerMobilePay(harness.sandbox.url, started.RedirectUrl, 'reject');
    await waitForEmptyOutbox(harness.sandbox);
    lost.mockRestore();
    const ask = () => harness.app.inject({ method: 'GET', url: `/api/DepositWithdraw/MobilePay/Agreement/Status?agreementID=${started.AgreementID}`, headers: bearer(token) });
    expect(MobilePayAgreementStatus.parse((await ask()).json()).Status).toBe('Pending');
    clock.advanceMinutes(6);
    expect(MobilePayAgreementStatus.parse((await ask()).json()).Status).toBe('Failed');
    expect(await agreementRow(started.AgreementID)).toMatchObject({ status: 'failed', provider_token: null, failure_reason: 'rejected' });

    const { rows } = await database.db.query<{ id: string }>(
      "INSERT INTO mobilepay_agreements (wallet_id, status, max_amount_ore, created_at) VALUES ($1, 'pending', 20000, $2) RETURNING id",
      [emma, clock.now()],
    );
    const unknown = rows[0]?.id ?? '';
    clock.advanceMinutes(8);
    await agreementReconciler().reconcilePending();
    expect(await agreementRow(unknown)).toMatchObject({ status: 'failed', failure_reason: 'unknown at the provider' });
  });
});
