import { randomUUID } from 'node:crypto';
import { APPLICATION_HEADER, MessageSearchResponse, PaymentTransaction, TransactionDetail, TransactionSearchResponse } from '@kk/contracts';
import { DEMO_SEED_LABEL, demoCardToken } from '@kk/card-sandbox/protocol';
import { systemClock } from '../../clock';
import { enqueueJob } from '../../jobs/repository';
import { JobRunner } from '../../jobs/runner';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo-users';
import { bearer, useApiHarness } from '../../test-support/app';
import { startAppWithSandbox, type SandboxedApp } from '../../test-support/card-sandbox';
import { fundsOf } from '../../test-support/payments';
import { ledgerProblems, otherTenantPartner } from '../../test-support/staff';
import { refillReads } from '../../test-support/refill-reads';
import { LedgerService } from '../ledger/service';
import { MailService } from '../mail/service';
import { databaseTransport } from '../mail/transport';
import { AUTOMATIC_REFILL_JOB, registerRefillJobs } from '../refills/refill-jobs';
import { registerTopUpMessages } from './top-up-messages';
import { WalletAlerts } from '../alerts/wallet-alerts';

/**
 * Card top-ups as transactions staff can find (issue 13): a failed refill in the support
 * tool's and the partner's search and details, its retry through the card sandbox and the
 * ledger (once, however it is sent), and the receipts and failed-refill notices in the log.
 */
jest.setTimeout(120_000);

const api = useApiHarness({ start: startAppWithSandbox, login: ['partner', 'support', 'parent'] });
let sandbox: SandboxedApp;
let kildevangPartner: string;
beforeAll(async () => {
  sandbox = api.started as SandboxedApp;
  kildevangPartner = await otherTenantPartner(api.app, api.db, api.world.customers.kildevangSkole);
});

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const eq = (Name: string, Value: string, SearchType = 0) => ({ Name, Value, SearchType });
const AROUND = [eq('StartDate', day(-3)), eq('EndDate', day(1))];
const search = (token: string, url: string, Search: object[]) =>
  api.app.inject({ method: 'POST', url, headers: bearer(token), payload: { StartIndex: 0, Count: 50, Search } });
const rowsOf = (response: { json(): unknown }) => {
  const body = TransactionSearchResponse.parse(response.json());
  return body.Items && body.Items.length > 0 ? body.Items : body.Transactions;
};
const retry = (token: string, id: string, key: string | null = randomUUID()) =>
  api.app.inject({
    method: 'POST',
    url: `/V3/Admin/Payment/RetryFailedTransaction?transactionID=${id}`,
    headers: { ...bearer(token), ...(key === null ? {} : { 'idempotency-key': key }) },
  });
const notesOf = async (id: string) =>
  (await api.db.query<{ action: string; before_state: { Status: { ID: number } }; after_state: { Status: { ID: number } } }>(
    "SELECT action, before_state, after_state FROM transaction_notes WHERE transaction_id = $1 AND action = 'Retry'",
    [id],
  )).rows;

/** A saved card of the wallet, with a token the sandbox knows (its outcome follows the test card number). */
async function cardOf(walletId: string, number: string): Promise<string> {
  const { rows } = await api.db.query<{ id: string }>(
    `INSERT INTO credit_cards (wallet_id, card_type, merchant_number, provider_token, brand, last4, expiry_month, expiry_year, created_at)
     VALUES ($1, 'Visa', '41000102', $2, 'Visa', $3, 12, 2030, now()) RETURNING id`,
    [walletId, demoCardToken(number, DEMO_SEED_LABEL), number.slice(-4)],
  );
  return rows[0]?.id as string;
}

/** A failed top-up of `walletId` charged to `cardId` (as a refill that failed would leave it), straight in the table. */
async function failedTopUp(walletId: string, cardId: string | null, amountOre = 10_000): Promise<string> {
  const { rows } = await api.db.query<{ id: string }>(
    `INSERT INTO payment_transactions (kind, top_up, status_id, wallet_id, customer_id, description, amount_ore, card_amount_ore, credit_card_id, error_message, created_at, updated_at)
     SELECT 'deposit', 'automatic', 3, w.id, w.customer_id, 'Automatisk optankning', $2, $2, $3, 'NoFund', now(), now() FROM wallets w WHERE w.id = $1 RETURNING id`,
    [walletId, amountOre, cardId],
  );
  return rows[0]?.id as string;
}

function runner(): JobRunner {
  const jobs = new JobRunner({ db: api.db, clock: systemClock });
  registerRefillJobs(jobs, { db: api.db, clock: systemClock, provider: sandbox.provider, ledger: new LedgerService(), ...refillReads() });
  registerTopUpMessages(jobs, { db: api.db, clock: systemClock, mail: new MailService(api.db, systemClock, databaseTransport, { from: 'Skolepenge <no-reply@skolepenge.dk>' }), alerts: new WalletAlerts() });
  return jobs;
}

describe('a failed card top-up is a transaction staff can find', () => {
  it('is found by the support tool’s search, by type, status and free text, with its wallet, customer and reason', async () => {
    const { failedTopUp: id } = api.world.transactionAdmin;
    for (const filter of [[eq('Type', '"Deposit"', 5)], [eq('Status', 'Failed', 1)], [eq('Text', 'optankning')]]) {
      const found = rowsOf(await search(api.tokens.support, '/api/Transactions/Search', [...AROUND, ...filter])).find((row) => row.ID === id);
      expect(found).toMatchObject({
        Type: 'AutomaticRefill',
        Amount: 200,
        Status: { ID: 3, IsFailed: true },
        ErrorMessage: 'NoFund',
        Wallet: { Name: 'Noah Hansen' },
        Customer: { Name: 'Solbakke Skole' },
        MobileNumber: '4521876510',
      });
    }
  });

  it('is found by the partner of its school, never by another municipality’s partner', async () => {
    const { failedTopUp: id } = api.world.transactionAdmin;
    const failed = [...AROUND, eq('Status', 'Failed', 1)];
    expect(rowsOf(await search(api.tokens.partner, '/api/Transaction/SearchV2', failed)).map((row) => row.ID)).toContain(id);
    expect(rowsOf(await search(kildevangPartner, '/api/Transaction/SearchV2', failed)).map((row) => row.ID)).not.toContain(id);
    const detail = await api.app.inject({ method: 'GET', url: `/api/Transaction/Detail?transactionID=${id}`, headers: bearer(kildevangPartner) });
    expect(detail.statusCode).toBe(403);
  });

  it('opens in the details with the card holder, the reason and the stack trace', async () => {
    const { failedTopUp: id, noah } = api.world.transactionAdmin;
    const response = await api.app.inject({ method: 'GET', url: `/api/Transactions/Detail?transactionID=${id}`, headers: bearer(api.tokens.support) });
    const detail = TransactionDetail.parse(response.json());
    expect(detail).toMatchObject({ Type: 'AutomaticRefill', Amount: 200, ErrorMessage: 'NoFund', Wallet: { ID: noah, Name: 'Noah Hansen' } });
    expect(detail.Stacktrace).toMatch(/Card top-up failed: NoFund/);
    const types = (detail.CustomInformations ?? []).map((info) => info.JsonType);
    expect(types).toEqual(expect.arrayContaining(['CardHolderModel', 'Info']));
    const holder = JSON.parse((detail.CustomInformations ?? []).find((info) => info.JsonType === 'CardHolderModel')?.JsonData ?? '{}');
    expect(holder).toMatchObject({ WalletID: noah, WalletName: 'Noah Hansen', Last4: '1111', Brand: 'Visa' });
    expect(JSON.stringify(holder)).not.toMatch(/4111111111111111/);
  });
});

describe('retrying a failed card top-up (V3/Admin/Payment/RetryFailedTransaction)', () => {
  it('is refused without the support tool, and without an Idempotency-Key', async () => {
    const { failedTopUp: id } = api.world.transactionAdmin;
    expect((await retry(api.tokens.partner, id)).statusCode).toBe(403);
    expect((await retry(api.tokens.parent, id)).statusCode).toBe(403);
    expect((await retry(api.tokens.support, id, null)).statusCode).toBe(400);
    expect((await notesOf(id)).length).toBe(0);
  });

  it('charges the card again and credits the wallet once; a second retry is refused as already succeeded', async () => {
    const { failedTopUp: id, noah } = api.world.transactionAdmin;
    const before = await fundsOf(api.db, noah);
    const key = randomUUID();
    const first = await retry(api.tokens.support, id, key);
    expect(first.statusCode).toBe(200);
    expect(PaymentTransaction.parse(first.json())).toMatchObject({ ID: id, Status: { IsCompleted: true }, ErrorMessage: null, Amount: 200 });
    const replay = await retry(api.tokens.support, id, key);
    expect({ status: replay.statusCode, body: replay.json() }).toEqual({ status: 200, body: first.json() });
    const again = await retry(api.tokens.support, id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: expect.stringMatching(/already succeeded/) });
    expect((await fundsOf(api.db, noah)).balanceOre).toBe(before.balanceOre + 20_000);
    const notes = await notesOf(id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ before_state: { Status: { ID: 3 } }, after_state: { Status: { ID: 2 } } });
    expect(await ledgerProblems(api.db)).toEqual([]);
    const { rows } = await api.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_postings p JOIN ledger_transactions lt ON lt.id = p.transaction_id JOIN payment_transactions t ON t.ledger_transaction_id = lt.id WHERE t.id = $1",
      [id],
    );
    expect(rows[0]?.n).toBe(2);
    const detail = TransactionDetail.parse((await api.app.inject({ method: 'GET', url: `/api/Transactions/Detail?transactionID=${id}`, headers: bearer(api.tokens.support) })).json());
    expect(detail.Notes?.[0]).toMatchObject({ Action: 'Retry', Author: { Name: 'Sofie Berg' } });
  });

  it('moves the money once when sent twice at once, with one key or with two', async () => {
    const { noah } = api.world.transactionAdmin;
    const card = await cardOf(noah, '4111111111111111');
    for (const keys of [['same', 'same'], ['one', 'two']]) {
      const id = await failedTopUp(noah, card);
      const before = await fundsOf(api.db, noah);
      const prefix = randomUUID();
      const answers = await Promise.all(keys.map((key) => retry(api.tokens.support, id, `${prefix}-${key}`)));
      expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThanOrEqual(1);
      for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
      expect((await fundsOf(api.db, noah)).balanceOre).toBe(before.balanceOre + 10_000);
      expect(await notesOf(id)).toHaveLength(1);
    }
    expect(await ledgerProblems(api.db)).toEqual([]);
  });

  it('answers a card declined again as still failed, and nothing moves', async () => {
    const { noah } = api.world.transactionAdmin;
    const id = await failedTopUp(noah, await cardOf(noah, '4000000000009995'));
    const before = await fundsOf(api.db, noah);
    const answer = await retry(api.tokens.support, id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ Status: { ID: 3, IsFailed: true }, ErrorMessage: 'NoFund' });
    expect(await fundsOf(api.db, noah)).toEqual(before);
  });

  it('is refused with 409 when the card is gone, or the wallet’s ceiling has no room, and nothing moves', async () => {
    const { noah } = api.world.transactionAdmin;
    const card = await cardOf(noah, '4111111111111111');
    const noCard = await failedTopUp(noah, null);
    const deletedCard = await failedTopUp(noah, card);
    await api.db.query('UPDATE credit_cards SET deleted_at = now() WHERE id = $1', [card]);
    const before = await fundsOf(api.db, noah);
    for (const id of [noCard, deletedCard]) {
      const answer = await retry(api.tokens.support, id);
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ message: 'The top-up cannot be retried', reason: expect.stringMatching(/card is gone/) });
    }
    const full = await failedTopUp(noah, await cardOf(noah, '4111111111111111'));
    await api.db.query('UPDATE wallets SET total_maximum_amount_ore = $2 WHERE id = $1', [noah, before.balanceOre + 5_000]);
    const ceiling = await retry(api.tokens.support, full);
    expect(ceiling.statusCode).toBe(409);
    expect(ceiling.json()).toMatchObject({ reason: expect.stringMatching(/room for at most 50 kr/) });
    await api.db.query('UPDATE wallets SET total_maximum_amount_ore = NULL WHERE id = $1', [noah]);
    expect(await fundsOf(api.db, noah)).toEqual(before);
    const { rows } = await api.db.query<{ status_id: number }>('SELECT status_id FROM payment_transactions WHERE id = ANY($1::uuid[])', [[noCard, deletedCard, full]]);
    expect(rows.map((row) => row.status_id)).toEqual([3, 3, 3]);
  });
});

describe('the messages the platform sends about card top-ups', () => {
  it('logs a receipt for a deposit by card and a failed-refill notice, to the guardian in the guardian’s language', async () => {
    const emma = api.world.wallets.emma;
    // The parent signs in with English: the e-mails come in English.
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/Account/Login',
      headers: { [APPLICATION_HEADER]: 'wallet', language: 'en' },
      payload: { Email: DEMO_USERS.parent.email, Password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const cards = await api.app.inject({ method: 'GET', url: `/api/DepositWithdraw/CreditCard/GetWalletCards?walletID=${emma}`, headers: bearer(api.tokens.parent) });
    const uid = cards.json<{ PrimaryCard: { UID: string } }>().PrimaryCard.UID;
    const bill = await api.app.inject({
      method: 'POST',
      url: `/api/DepositWithdraw/CreditCard/SubscriptionBill?amount=150&uid=${uid}&walletID=${emma}`,
      headers: { ...bearer(api.tokens.parent), 'idempotency-key': randomUUID() },
    });
    expect(bill.json()).toBe('Success');

    // An automatic refill on a card without funds: a failed refill.
    const poorCard = await cardOf(emma, '4000000000009995');
    await api.db.query('UPDATE wallet_primary_cards SET credit_card_id = $2 WHERE wallet_id = $1', [emma, poorCard]);
    await api.db.query(
      `INSERT INTO automatic_refill_settings (wallet_id, enabled, refill_amount_ore, below_amount_ore, updated_at) VALUES ($1, true, 20000, 100000000, now())
       ON CONFLICT (wallet_id) DO UPDATE SET enabled = true, refill_amount_ore = 20000, below_amount_ore = 100000000`,
      [emma],
    );
    await enqueueJob(api.db, { kind: AUTOMATIC_REFILL_JOB, payload: { walletId: emma }, runAt: new Date(), dedupeKey: `test-refill-${randomUUID()}` });
    const jobs = runner();
    await jobs.runDueJobs();
    await jobs.runDueJobs();

    const { rows } = await api.db.query<{ kind: string; email: string; subject: string; transaction_id: string; mobile_number: string | null }>(
      `SELECT m.kind, m.email, m.subject, m.transaction_id, m.mobile_number FROM message_log m JOIN payment_transactions t ON t.id = m.transaction_id
        WHERE t.wallet_id = $1 AND t.kind = 'deposit' ORDER BY m.created_at, m.kind`,
      [emma],
    );
    expect(rows.map((row) => [row.kind, row.email])).toEqual(
      expect.arrayContaining([
        ['receipt', DEMO_USERS.parent.email],
        ['failed_refill', DEMO_USERS.parent.email],
      ]),
    );
    expect(rows.find((row) => row.kind === 'receipt')?.subject).toMatch(/^Receipt: .*150\.00.* added to Emma/);
    expect(rows.find((row) => row.kind === 'failed_refill')?.subject).toMatch(/automatic refill of Emma.* failed/);
    const failed = await api.db.query<{ status_id: number; error_message: string }>(
      "SELECT t.status_id, t.error_message FROM payment_transactions t JOIN refill_attempts r ON r.payment_transaction_id = t.id WHERE r.wallet_id = $1 AND r.status = 'failed'",
      [emma],
    );
    expect(failed.rows).toEqual([{ status_id: 3, error_message: 'NoFund' }]);

    // Both show on /Messages/All by the wallet's mobile number.
    const mobile = (await api.db.query<{ mobile_number: string }>('SELECT mobile_number FROM wallets WHERE id = $1', [emma])).rows[0]?.mobile_number as string;
    const messages = await api.app.inject({
      method: 'POST',
      url: '/api/Messages/Search',
      headers: bearer(api.tokens.support),
      payload: { StartIndex: 0, Count: 20, Search: [eq('MobileNumber', mobile)] },
    });
    expect(MessageSearchResponse.parse(messages.json()).Items.map((m) => m.Kind)).toEqual(expect.arrayContaining(['receipt', 'failed_refill']));
  });
});
