import { randomUUID } from 'node:crypto';
import { DEMO_SEED_LABEL, demoCardToken } from '@kk/card-sandbox/protocol';
import { TransactionSearchResponse } from '@kk/contracts';
import { JobRunner } from '../../jobs/runner';
import { bearer, TestClock, useApiHarness } from '../../test-support/app';
import { startAppWithSandbox, TEST_PROVIDER_SECRET, type SandboxedApp } from '../../test-support/card-sandbox';
import { fundsOf } from '../../test-support/payments';
import { ledgerProblems } from '../../test-support/ledger-verify';
import { SandboxCardProvider } from '../card-provider/sandbox-adapter';
import { IdempotencyService } from '../idempotency/service';
import { LedgerService } from '../ledger/service';
import { CHECK_UP_AUTHOR } from '../payment/top-ups';
import { registerCardJobs } from './card-jobs';
import { DepositService } from './deposit-service';
import { DEPOSIT_RECONCILIATION_JOB } from './repository';
import { FamilyAccess } from '../family/access';

/**
 * A card charge happens at most once, and only when the platform says so (issue 23). A
 * deposit by card (SubscriptionBill) answered as failed leaves a failed top-up staff can
 * find and nothing that charges later: the check-up (the reconciliation job) asks the card
 * provider about the charge's reference and settles only what the provider did. Charges
 * are counted at the sandbox (its records), not only in the ledger.
 */
jest.setTimeout(120_000);

const RETENTION_MS = 24 * 3_600_000;
const clock = new TestClock();
const api = useApiHarness({ clock, start: startAppWithSandbox, login: ['parent', 'support'] });
let harness: SandboxedApp;
let card = '';
beforeAll(async () => {
  harness = api.started as SandboxedApp;
  const { rows } = await api.db.query<{ id: string }>('SELECT credit_card_id AS id FROM wallet_primary_cards WHERE wallet_id = $1', [api.world.wallets.emma]);
  card = rows[0]?.id ?? '';
});
afterEach(() => jest.restoreAllMocks());

const emma = () => api.world.wallets.emma;
/** The charges the provider made (its own records): the money it took. */
const charges = () => harness.sandbox.state.charges();
const balance = async () => (await fundsOf(api.db, emma())).balanceOre;

/** The provider as the API finds it when nobody answers at its address: every call fails to connect. */
function takeProviderDown(): void {
  const down = new SandboxCardProvider({ baseUrl: 'http://127.0.0.1:9', secret: TEST_PROVIDER_SECRET, notificationUrl: 'http://127.0.0.1:9/unused', timeoutMs: 2_000, merchantName: 'x' });
  jest.spyOn(harness.provider, 'chargeSavedCard').mockImplementation((input) => down.chargeSavedCard(input));
  jest.spyOn(harness.provider, 'chargeStatus').mockImplementation((input) => down.chargeStatus(input));
}

const subscriptionBill = (key: string, amount = 20, uid = card) =>
  api.app.inject({
    method: 'POST',
    url: `/api/DepositWithdraw/CreditCard/SubscriptionBill?amount=${amount}&uid=${uid}&walletID=${emma()}`,
    headers: { ...bearer(api.tokens.parent), 'idempotency-key': key },
  });

/** The check-up as it runs in production: the card jobs on the same database, the same provider, this test's clock. */
function checkUp(): JobRunner {
  const runner = new JobRunner({ db: api.db, clock });
  const deposits = new DepositService({ db: api.db, clock, provider: harness.provider, ledger: new LedgerService(), idempotency: new IdempotencyService(api.db, clock, RETENTION_MS) }, new FamilyAccess(api.db));
  registerCardJobs(runner, { db: api.db, provider: harness.provider, deposits });
  return runner;
}

/** The card top-ups of Emma's wallet of `amountOre`, oldest first, as the staff tools read them. */
async function topUpsOf(amountOre: number) {
  const { rows } = await api.db.query<{ id: string; status_id: number; error_message: string | null; provider_reference: string | null; ledger_transaction_id: string | null }>(
    "SELECT id, status_id, error_message, provider_reference, ledger_transaction_id FROM payment_transactions WHERE wallet_id = $1 AND kind = 'deposit' AND top_up = 'card' AND amount_ore = $2 ORDER BY created_at, id",
    [emma(), amountOre],
  );
  return rows;
}

const checkUpNotes = async (id: string) =>
  (await api.db.query<{ note: string }>('SELECT note FROM transaction_notes WHERE transaction_id = $1 AND author_name = $2', [id, CHECK_UP_AUTHOR])).rows;

describe('a deposit by card answered as failed is never charged later', () => {
  it('provider down → "credit card error" and a failed top-up; provider back → the check-up charges nothing; a new key charges once', async () => {
    const before = await balance();
    const chargesBefore = charges().length;
    takeProviderDown();
    const failedKey = randomUUID();
    const failed = await subscriptionBill(failedKey);
    expect(failed.json()).toBe('credit card error');
    // The help desk finds the attempt at once: a failed top-up with its reason and reference.
    const [row] = await topUpsOf(2_000);
    expect(row).toMatchObject({ status_id: 3, error_message: 'credit card error', provider_reference: expect.stringMatching(/^deposit:/), ledger_transaction_id: null });
    const search = await api.app.inject({
      method: 'POST',
      url: '/api/Transactions/Search',
      headers: bearer(api.tokens.support),
      payload: { StartIndex: 0, Count: 50, Search: [{ Name: 'FK_WalletID', Value: emma(), SearchType: 0 }, { Name: 'Status', Value: 'Failed', SearchType: 1 }] },
    });
    const found = TransactionSearchResponse.parse(search.json());
    expect([...(found.Items ?? []), ...(found.Transactions ?? [])].map((item) => item.ID)).toContain(row?.id);

    // The check-up while the provider is still down changes nothing and asks again later.
    clock.advanceMinutes(3);
    const runner = checkUp();
    await runner.runDueJobs();
    expect(await topUpsOf(2_000)).toEqual([row]);

    // The provider is back: the check-up asks about the reference, finds no charge, sends none.
    jest.restoreAllMocks();
    const status = jest.spyOn(harness.provider, 'chargeStatus');
    const sent = jest.spyOn(harness.provider, 'chargeSavedCard');
    clock.advanceMinutes(5);
    await runner.runDueJobs();
    expect(status).toHaveBeenCalledTimes(1);
    expect(sent).not.toHaveBeenCalled();
    expect(charges()).toHaveLength(chargesBefore);
    expect(await balance()).toBe(before);
    expect(await topUpsOf(2_000)).toEqual([row]);
    const { rows: jobs } = await api.db.query<{ status: string }>('SELECT status FROM jobs WHERE kind = $1 AND dedupe_key = $2', [DEPOSIT_RECONCILIATION_JOB, row?.provider_reference]);
    expect(jobs).toEqual([{ status: 'done' }]);

    // The same key is answered from the store; a new key charges exactly once.
    expect((await subscriptionBill(failedKey)).json()).toBe('credit card error');
    expect(charges()).toHaveLength(chargesBefore);
    const retryKey = randomUUID();
    expect((await subscriptionBill(retryKey)).json()).toBe('Success');
    expect((await subscriptionBill(retryKey)).json()).toBe('Success');
    clock.advanceMinutes(3);
    await runner.runDueJobs();
    expect(charges()).toHaveLength(chargesBefore + 1);
    expect(charges().at(-1)).toMatchObject({ amountOre: 2_000 });
    expect(await balance()).toBe(before + 2_000);
    expect((await topUpsOf(2_000)).map((topUp) => topUp.status_id)).toEqual([3, 2]);
    expect(await ledgerProblems(api.db, api.database.engine)).toBe('');
  });

  it('a charge the provider made whose answer was lost (time-out) is settled once by the check-up asking, never sent again', async () => {
    const before = await balance();
    const chargesBefore = charges().length;
    const real = harness.provider.chargeSavedCard.bind(harness.provider);
    const sent = jest.spyOn(harness.provider, 'chargeSavedCard').mockImplementation(async (input) => {
      await real(input);
      return { status: 'timeout', message: 'The card provider did not answer in time' };
    });
    const key = randomUUID();
    expect((await subscriptionBill(key, 21)).json()).toBe('timeout');
    expect(charges()).toHaveLength(chargesBefore + 1);
    expect(await balance()).toBe(before);
    // Under way, and visible as such, until the check-up knows.
    const [pending] = await topUpsOf(2_100);
    expect(pending).toMatchObject({ status_id: 1, provider_reference: expect.stringMatching(/^deposit:/) });

    clock.advanceMinutes(3);
    await checkUp().runDueJobs();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(charges()).toHaveLength(chargesBefore + 1);
    expect(await balance()).toBe(before + 2_100);
    expect(await topUpsOf(2_100)).toEqual([expect.objectContaining({ id: pending?.id, status_id: 2, ledger_transaction_id: expect.any(String) })]);
    expect(await checkUpNotes(pending?.id ?? '')).toHaveLength(1);
    // The guardian's retry with the key is answered from the store, charging nothing.
    expect((await subscriptionBill(key, 21)).json()).toBe('Success');
    expect(sent).toHaveBeenCalledTimes(1);
    expect(await balance()).toBe(before + 2_100);
    expect(await ledgerProblems(api.db, api.database.engine)).toBe('');
  });

  it('a retry with the same key after a time-out sends the same reference: the provider charges once', async () => {
    const before = await balance();
    const chargesBefore = charges().length;
    const real = harness.provider.chargeSavedCard.bind(harness.provider);
    let lose = true;
    const references: string[] = [];
    jest.spyOn(harness.provider, 'chargeSavedCard').mockImplementation(async (input) => {
      references.push(input.reference);
      const answer = await real(input);
      if (!lose) return answer;
      lose = false;
      return { status: 'timeout', message: 'The card provider did not answer in time' };
    });
    const key = randomUUID();
    expect((await subscriptionBill(key, 22)).json()).toBe('timeout');
    expect(await topUpsOf(2_200)).toEqual([expect.objectContaining({ status_id: 1 })]);
    expect((await subscriptionBill(key, 22)).json()).toBe('Success');
    expect(references).toHaveLength(2);
    expect(references[0]).toBe(references[1]);
    expect(charges()).toHaveLength(chargesBefore + 1);
    clock.advanceMinutes(3);
    await checkUp().runDueJobs();
    expect(charges()).toHaveLength(chargesBefore + 1);
    expect(await balance()).toBe(before + 2_200);
    expect(await topUpsOf(2_200)).toEqual([expect.objectContaining({ status_id: 2 })]);
    expect(await ledgerProblems(api.db, api.database.engine)).toBe('');
  });

  it('a charge the issuer never answered (the time-out test card) fails after the check-up asks; nothing is charged, then or later', async () => {
    const { rows } = await api.db.query<{ id: string }>(
      `INSERT INTO credit_cards (wallet_id, card_type, merchant_number, provider_token, brand, last4, expiry_month, expiry_year, created_at, created_by_user_id)
       VALUES ($1, 'Visa', '41000102', $2, 'Visa', '0119', 12, 2030, now(), $3) RETURNING id`,
      [emma(), demoCardToken('4000000000000119', DEMO_SEED_LABEL), api.world.users.parent],
    );
    const slowCard = rows[0]?.id ?? '';
    const before = await balance();
    const chargesBefore = charges().length;
    const key = randomUUID();
    expect((await subscriptionBill(key, 23, slowCard)).json()).toBe('timeout');
    const [pending] = await topUpsOf(2_300);
    expect(pending).toMatchObject({ status_id: 1 });
    const sent = jest.spyOn(harness.provider, 'chargeSavedCard');
    clock.advanceMinutes(3);
    await checkUp().runDueJobs();
    expect(sent).not.toHaveBeenCalled();
    expect(await topUpsOf(2_300)).toEqual([expect.objectContaining({ id: pending?.id, status_id: 3, error_message: 'timeout', ledger_transaction_id: null })]);
    expect(await checkUpNotes(pending?.id ?? '')).toHaveLength(1);
    // The failure is the key's answer now: a retry with it charges nothing.
    expect((await subscriptionBill(key, 23, slowCard)).json()).toBe('credit card error');
    expect(sent).not.toHaveBeenCalled();
    expect(charges()).toHaveLength(chargesBefore);
    expect(await balance()).toBe(before);
  });
});

describe("the support tool's retry of a failed top-up", () => {
  it('asks about the earlier charge first: a charge the provider made is paid into the wallet once, not charged again', async () => {
    // A refill that failed on an error though the provider did charge it (its answer lost on the way).
    const reference = randomUUID();
    const charged = await harness.provider.chargeSavedCard({ token: demoCardToken('4111111111111111', DEMO_SEED_LABEL), amountOre: 2_400, reference, description: 'x' });
    expect(charged.status).toBe('approved');
    const { rows } = await api.db.query<{ id: string }>(
      `INSERT INTO payment_transactions (kind, top_up, status_id, wallet_id, customer_id, description, amount_ore, card_amount_ore, credit_card_id, error_message, provider_reference, created_at, updated_at)
       SELECT 'deposit', 'automatic', 3, w.id, w.customer_id, 'Automatisk optankning', 2400, 2400, $2, 'credit card error', $3, now(), now() FROM wallets w WHERE w.id = $1 RETURNING id`,
      [emma(), card, reference],
    );
    const id = rows[0]?.id ?? '';
    const before = await balance();
    const chargesBefore = charges().length;
    const sent = jest.spyOn(harness.provider, 'chargeSavedCard');
    const retry = () =>
      api.app.inject({ method: 'POST', url: `/V3/Admin/Payment/RetryFailedTransaction?transactionID=${id}`, headers: { ...bearer(api.tokens.support), 'idempotency-key': randomUUID() } });
    const first = await retry();
    expect(first.statusCode).toBe(409);
    expect(first.json()).toMatchObject({ reason: expect.stringContaining('already succeeded') });
    expect((await retry()).statusCode).toBe(409);
    expect(sent).not.toHaveBeenCalled();
    expect(charges()).toHaveLength(chargesBefore);
    expect(await balance()).toBe(before + 2_400);
    const { rows: after } = await api.db.query<{ status_id: number }>('SELECT status_id FROM payment_transactions WHERE id = $1', [id]);
    expect(after).toEqual([{ status_id: 2 }]);
    expect(await checkUpNotes(id)).toHaveLength(1);
    expect(await ledgerProblems(api.db, api.database.engine)).toBe('');
  });
});
