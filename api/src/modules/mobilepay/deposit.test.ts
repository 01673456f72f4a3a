import { randomUUID } from 'node:crypto';
import { MobilePayDepositResponse, MobilePayStatusResponse } from '@kk/contracts';
import { bearer, loginAs } from '../../test-support/app';
import { answerMobilePay, type SandboxedApp } from '../../test-support/card-sandbox';
import { worldOf, type TestDatabase } from '../../test-support/db';
import { fundsOf } from '../../test-support/payments';
import { mobilePayDepositCall, useSandboxedParent } from '../../test-support/sandboxed-parent';

// Adding funds with MobilePay end to end: the API's endpoint, the sandbox's MobilePay
// approval page, its signed notification, the wallet credited once.

let database: TestDatabase;
let harness: SandboxedApp;
let token: string;
const { api } = useSandboxedParent();
beforeAll(() => ({ database, started: harness, tokens: { parent: token } } = api));

const depositCall = (walletId: string, amount: string, key: string | null, asToken = token) => mobilePayDepositCall(harness.app, asToken, walletId, amount, key);

async function statusOf(transactionId: string, asToken = token) {
  return harness.app.inject({ method: 'GET', url: `/api/DepositWithdraw/MobilePay/Status?transactionID=${transactionId}`, headers: bearer(asToken) });
}

/** The payer on the sandbox's approval page: the number, then Approve or Reject. */
async function answerInApp(pageUrl: string, answer: 'approve' | 'reject'): Promise<URL> {
  const page = new URL(pageUrl);
  expect(page.origin).toBe(harness.sandbox.publicUrl);
  expect(await (await fetch(page)).text()).toContain('Betal med MobilePay');
  return answerMobilePay(harness.sandbox.url, pageUrl, answer);
}

const balanceOf = async (walletId: string) => Number((await fundsOf(database.db, walletId)).balanceOre);

it('credits an approved MobilePay deposit once, however often it is sent or notified', async () => {
  const emma = worldOf(database).wallets.emma;
  const before = await balanceOf(emma);
  const key = randomUUID();
  const first = await depositCall(emma, '137.50', key);
  expect(first.statusCode).toBe(200);
  const started = MobilePayDepositResponse.parse(first.json());
  // Sent twice: the same page, nothing started twice.
  const again = await depositCall(emma, '137.50', key);
  expect(again.statusCode).toBe(200);
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(again.json()).toEqual(started);
  expect(MobilePayStatusResponse.parse((await statusOf(started.TransactionID)).json())).toMatchObject({ Status: 'Pending', Amount: 137.5 });

  const back = await answerInApp(started.RedirectUrl, 'approve');
  expect(back.origin).toBe('http://localhost:3000');
  expect(back.searchParams.get('mobilePayDeposit')).toBe(started.TransactionID);
  expect(back.searchParams.get('walletID')).toBe('emma');
  expect((await statusOf(started.TransactionID)).json()).toEqual({ TransactionID: started.TransactionID, WalletID: emma, Amount: 137.5, Status: 'Success', Reason: null });
  expect(await balanceOf(emma)).toBe(before + 13_750);

  // The notification delivered again, and under a new event id: nothing moves twice.
  const { rows: events } = await database.db.query<{ event_id: string }>("SELECT event_id FROM card_provider_events WHERE payment_id = $1", [started.TransactionID]);
  expect(events).toHaveLength(1);
  for (const eventId of [events[0]?.event_id ?? '', 'evt_mobilepay_again']) {
    harness.sandbox.state.enqueueNotification({
      eventId,
      url: `${harness.apiUrl}/api/CardProvider/Notification`,
      body: JSON.stringify({ kind: 'payment_completed', eventId, paymentId: started.TransactionID, providerTransactionId: back.searchParams.get('vivawallettransactionid'), amountOre: 13_750 }),
      attempts: 0,
      nextAttemptAt: 0,
    });
  }
  await harness.sandbox.notifier.deliverDue();
  expect(harness.sandbox.state.outbox()).toEqual([]);
  expect(await balanceOf(emma)).toBe(before + 13_750);

  // A top-up staff can find, with the platform's text and a receipt queued once.
  const { rows } = await database.db.query<{ status_id: number; top_up: string; description: string; provider_transaction_id: string }>(
    'SELECT status_id, top_up, description, provider_transaction_id FROM payment_transactions WHERE id = $1',
    [started.TransactionID],
  );
  expect(rows).toEqual([{ status_id: 2, top_up: 'mobilepay', description: 'Indbetaling med MobilePay', provider_transaction_id: back.searchParams.get('vivawallettransactionid') }]);
  const { rows: receipts } = await database.db.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM jobs WHERE kind = 'top-up-message' AND payload ->> 'transactionId' = $1",
    [started.TransactionID],
  );
  expect(receipts[0]?.count).toBe(1);
});

it('credits nothing when the payer rejects in the app', async () => {
  const emma = worldOf(database).wallets.emma;
  const before = await balanceOf(emma);
  const started = MobilePayDepositResponse.parse((await depositCall(emma, '50', randomUUID())).json());
  await answerInApp(started.RedirectUrl, 'reject');
  expect((await statusOf(started.TransactionID)).json()).toMatchObject({ Status: 'Failed', Reason: 'rejected' });
  expect(await balanceOf(emma)).toBe(before);
});

it('refuses a deposit over the wallet ceiling, below the minimum or without a key before the provider is asked', async () => {
  const emma = worldOf(database).wallets.emma;
  const balance = await balanceOf(emma);
  const spy = jest.spyOn(harness.provider, 'startHostedPayment');
  try {
    await database.db.query('UPDATE wallets SET total_maximum_amount_ore = $2 WHERE id = $1', [emma, balance + 10_000]);
    const over = await depositCall(emma, '100.01', randomUUID());
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ message: 'payment exceeded' });
    expect((await depositCall(emma, '9.99', randomUUID())).statusCode).toBe(400);
    expect((await depositCall(emma, '20', null)).statusCode).toBe(400);
    expect(spy).not.toHaveBeenCalled();
    // A pending MobilePay deposit counts as money under way: a second one cannot pass the ceiling with it.
    expect((await depositCall(emma, '60', randomUUID())).statusCode).toBe(200);
    expect((await depositCall(emma, '60', randomUUID())).statusCode).toBe(400);
    expect(spy).toHaveBeenCalledTimes(1);
  } finally {
    spy.mockRestore();
    await database.db.query('UPDATE wallets SET total_maximum_amount_ore = NULL WHERE id = $1', [emma]);
  }
});

it("refuses another family's guardian: 403 for the deposit, nothing to learn from the status", async () => {
  const emma = worldOf(database).wallets.emma;
  const stranger = (await loginAs(harness.app, 'kkpayParent')).AccessToken;
  expect((await depositCall(emma, '20', randomUUID(), stranger)).statusCode).toBe(403);
  const started = MobilePayDepositResponse.parse((await depositCall(emma, '20', randomUUID())).json());
  expect([403, 404]).toContain((await statusOf(started.TransactionID, stranger)).statusCode);
});

it('takes a correctly signed notice of another amount: credits nothing, fails the deposit, records it and shows it to support; the provider stops retrying', async () => {
  const emma = worldOf(database).wallets.emma;
  const before = await balanceOf(emma);
  const started = MobilePayDepositResponse.parse((await depositCall(emma, '100', randomUUID())).json());
  const eventId = 'evt_mobilepay_other_amount';
  // Signed by the sandbox's notifier with the shared secret, as the provider sends it: approved for 50 kr.
  const deliverOtherAmount = async () => {
    harness.sandbox.state.enqueueNotification({
      eventId,
      url: `${harness.apiUrl}/api/CardProvider/Notification`,
      body: JSON.stringify({ kind: 'payment_completed', eventId, paymentId: started.TransactionID, providerTransactionId: 'txn_other_amount', amountOre: 5_000 }),
      attempts: 0,
      nextAttemptAt: 0,
    });
    await harness.sandbox.notifier.deliverDue();
  };
  await deliverOtherAmount();
  // Answered 2xx: nothing left for the provider to retry.
  expect(harness.sandbox.state.outbox().filter((entry) => entry.eventId === eventId)).toEqual([]);
  expect(await balanceOf(emma)).toBe(before);
  expect((await statusOf(started.TransactionID)).json()).toMatchObject({ Status: 'Failed', Reason: 'amount mismatch' });
  const { rows } = await database.db.query<{ event_id: string; expected_ore: number; paid_ore: number; provider_transaction_id: string }>(
    'SELECT event_id, expected_ore::int AS expected_ore, paid_ore::int AS paid_ore, provider_transaction_id FROM provider_notice_mismatches WHERE transaction_id = $1',
    [started.TransactionID],
  );
  expect(rows).toEqual([{ event_id: eventId, expected_ore: 10_000, paid_ore: 5_000, provider_transaction_id: 'txn_other_amount' }]);

  // The support tool's transaction details carry the note.
  const detail = await harness.app.inject({ method: 'GET', url: `/api/Transactions/Detail?transactionID=${started.TransactionID}`, headers: bearer(await api.token('support')) });
  expect(detail.statusCode).toBe(200);
  const notes = detail.json<{ Notes: { Action: string | null; Note: string; Author: { Name: string } }[] }>().Notes;
  expect(notes).toEqual([
    expect.objectContaining({
      Action: 'ProviderNoticeMismatch',
      Author: expect.objectContaining({ Name: 'Skolepenge (card provider notice)' }),
      Note: expect.stringMatching(/MobilePay approved 50 kr, the deposit asks 100 kr .*txn_other_amount.*Nothing was credited/),
    }),
  ]);

  // Delivered again (the provider's retry of the same event): a duplicate, nothing recorded twice.
  await deliverOtherAmount();
  expect(harness.sandbox.state.outbox().filter((entry) => entry.eventId === eventId)).toEqual([]);
  const { rows: again } = await database.db.query('SELECT 1 FROM provider_notice_mismatches WHERE transaction_id = $1', [started.TransactionID]);
  expect(again).toHaveLength(1);
  expect(await balanceOf(emma)).toBe(before);
});
