import { PaymentTransaction } from '@kk/contracts';
import { bearer, TestClock, useApiHarness } from '../../test-support/app';
import { deposit, fundsOf, moneyFootprint, newKey, orderPayload, paymentCall } from '../../test-support/payments';
import { ledgerProblems } from '../../test-support/staff';

jest.setTimeout(60_000);

const clock = new TestClock(new Date('2026-03-10T11:00:00Z'));
const api = useApiHarness({ clock, login: ['partner', 'support', 'parent'] });
const tx = (response: { json(): unknown }) => PaymentTransaction.parse(response.json());

async function notes(transactionId: string) {
  const { rows } = await api.db.query<{ action: string | null; author_name: string; before_state: { Status: { ID: number } } | null; after_state: { Status: { ID: number } } | null }>(
    'SELECT action, author_name, before_state, after_state FROM transaction_notes WHERE transaction_id = $1 ORDER BY created_at, id',
    [transactionId],
  );
  return rows.map((row) => [row.action, row.author_name, row.before_state?.Status.ID ?? null, row.after_state?.Status.ID ?? null]);
}

async function reserveHoodieForEmma(): Promise<string> {
  // Past the double-amount window of the one before.
  clock.advanceMinutes(10);
  await deposit(api.db, api.world.wallets.emma, 19_900);
  const order = orderPayload(api.world, { wallet: api.world.wallets.emma, customer: api.world.customers.solbakkeSkole, webshop: api.world.moneyCore.salePoints.solbakkeWebshop, lines: [{ product: 'hoodie', quantity: 1 }], restrictions: { UseRestrictionOverride: true, IgnoreWalletSettings: true } });
  const response = await paymentCall(api.app, api.tokens.parent, '/V2/Payment/ReserveTransaction', order);
  expect([tx(response).Status.ID, tx(response).ErrorMessage]).toEqual([1, null]);
  return tx(response).ID as string;
}


describe('manual complete (POST V2/Admin/Payment/ManualCompleteTransaction)', () => {
  it('completes a pending order once, however often it is sent, and notes who did it', async () => {
    const id = await reserveHoodieForEmma();
    const url = `/V2/Admin/Payment/ManualCompleteTransaction?id=${id}&fullTransactionInfo=true`;
    const before = await fundsOf(api.db, api.world.wallets.emma);
    expect((await paymentCall(api.app, api.tokens.partner, url, undefined)).statusCode).toBe(403);
    expect((await paymentCall(api.app, api.tokens.support, url, undefined, null)).statusCode).toBe(400);
    const key = newKey();
    const [first, again] = [await paymentCall(api.app, api.tokens.support, url, undefined, key), await paymentCall(api.app, api.tokens.support, url, undefined, key)];
    expect(tx(first)).toMatchObject({ ID: id, Status: { IsCompleted: true } });
    expect(again.json()).toEqual(first.json());
    expect(await fundsOf(api.db, api.world.wallets.emma)).toEqual({ balanceOre: before.balanceOre - 19_900, heldOre: before.heldOre - 19_900 });
    expect(await notes(id)).toEqual([['ManualComplete', 'Sofie Berg', 1, 2]]);

    const footprint = await moneyFootprint(api.db);
    const refused = await paymentCall(api.app, api.tokens.support, url, undefined);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'Only a pending transaction can be completed manually; this one is Completed' });
    expect(await moneyFootprint(api.db)).toEqual(footprint);
  });
});

describe('retry (POST V3/Admin/Payment/RetryFailedTransaction)', () => {
  it('answers still failed with the reason and changes nothing while the wallet cannot pay, then pays from the wallet once', async () => {
    const { noah, failedOrder } = api.world.transactionAdmin;
    const url = `/V3/Admin/Payment/RetryFailedTransaction?transactionID=${failedOrder}&customerID=${api.world.customers.solbakkeSkole}`;
    const footprint = await moneyFootprint(api.db);
    const poor = tx(await paymentCall(api.app, api.tokens.support, url, undefined));
    expect(poor).toMatchObject({ ID: failedOrder, Status: { IsFailed: true }, ErrorMessage: 'NoFund' });
    expect(await moneyFootprint(api.db)).toEqual(footprint);
    expect(await notes(failedOrder)).toEqual([]);

    await deposit(api.db, noah, 20_000);
    const before = await fundsOf(api.db, noah);
    const key = newKey();
    const paid = await Promise.all([paymentCall(api.app, api.tokens.support, url, undefined, key), paymentCall(api.app, api.tokens.support, url, undefined, key)]);
    const answers = paid.filter((r) => r.statusCode === 200).map(tx);
    expect(answers.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers) expect(answer).toMatchObject({ Status: { IsCompleted: true }, ErrorMessage: null, Amounts: { '2': 199 } });
    expect((await fundsOf(api.db, noah)).balanceOre).toBe(before.balanceOre - 19_900);
    expect(await notes(failedOrder)).toEqual([['Retry', 'Sofie Berg', 3, 2]]);
    const again = await paymentCall(api.app, api.tokens.support, url, undefined);
    expect(again.statusCode).toBe(409);
    expect((await fundsOf(api.db, noah)).balanceOre).toBe(before.balanceOre - 19_900);
  });

  it('refuses another customer id and a wallet-site session', async () => {
    const url = `/V3/Admin/Payment/RetryFailedTransaction?transactionID=${api.world.transactionAdmin.failedOrder}&customerID=${api.world.customers.kildevangSkole}`;
    expect((await paymentCall(api.app, api.tokens.support, url, undefined)).statusCode).toBe(403);
    expect((await paymentCall(api.app, api.tokens.parent, url, undefined)).statusCode).toBe(403);
  });
});

describe('cancel, duplicate and change status', () => {
  it('cancels a completed order on the Admin path by refunding it, once; a cancelled one is refused', async () => {
    const id = await reserveHoodieForEmma();
    await paymentCall(api.app, api.tokens.parent, '/V1/payment/CompleteTransaction', { ID: id });
    const before = await fundsOf(api.db, api.world.wallets.emma);
    const key = newKey();
    const body = { ID: id, CustomerID: api.world.customers.solbakkeSkole };
    const [first, second] = [await paymentCall(api.app, api.tokens.support, '/V1/Admin/payment/CancelTransaction', body, key), await paymentCall(api.app, api.tokens.support, '/V1/Admin/payment/CancelTransaction', body, key)];
    expect(tx(first)).toMatchObject({ Status: { ID: 4, IsFailed: true } });
    expect(second.json()).toEqual(first.json());
    expect((await fundsOf(api.db, api.world.wallets.emma)).balanceOre).toBe(before.balanceOre + 19_900);
    expect(await notes(id)).toEqual([['Cancel', 'Sofie Berg', 2, 4]]);
    const refused = await paymentCall(api.app, api.tokens.support, '/V1/Admin/payment/CancelTransaction', body);
    expect(refused.statusCode).toBe(409);
    expect((await paymentCall(api.app, api.tokens.partner, '/V1/Admin/payment/CancelTransaction', body)).statusCode).toBe(403);

    // Change status: a cancelled order that holds and moved no money may become expired or failed.
    const possible = await api.app.inject({ method: 'GET', url: `/api/AllTransactions/GetPossibleStatusTypes?transactionID=${id}`, headers: bearer(api.tokens.support) });
    expect(possible.json<{ ID: number }[]>().map((s) => s.ID)).toEqual([]);
  });

  it('changes the status of a failed order among the failed statuses only, noted', async () => {
    const id = await reserveHoodieForEmma();
    await paymentCall(api.app, api.tokens.parent, '/V1/payment/CancelTransaction', { ID: id });
    const possible = await api.app.inject({ method: 'GET', url: `/api/Transactions/GetPossibleStatusTypes?transactionID=${id}`, headers: bearer(api.tokens.partner) });
    expect(possible.json()).toEqual([
      { ID: 3, Name: 'Failed', IsFailed: true, IsCompleted: false, IsPending: false },
      { ID: 5, Name: 'Expired', IsFailed: true, IsCompleted: false, IsPending: false },
    ]);
    const change = (token: string, StatusID: number) =>
      api.app.inject({ method: 'POST', url: '/api/Transactions/ChangeTransactionStatus', headers: bearer(token), payload: { TransactionID: id, StatusID } });
    expect((await change(api.tokens.partner, 5)).statusCode).toBe(403);
    const changed = await change(api.tokens.support, 5);
    expect(changed.json()).toEqual({ Status: { ID: 5, IsFailed: true, IsCompleted: false, IsPending: false }, ErrorMessage: 'Expired' });
    expect((await change(api.tokens.support, 2)).statusCode).toBe(409);
    expect((await change(api.tokens.support, 1)).statusCode).toBe(409);
    expect(await notes(id)).toEqual([['ChangeTransactionStatus', 'Sofie Berg', 4, 5]]);
    const all = await api.app.inject({ method: 'GET', url: '/api/AllTransactions/GetPossibleStatusTypes', headers: bearer(api.tokens.support) });
    expect(all.json<{ Name: string }[]>().map((s) => s.Name)).toEqual(['Reserved', 'Completed', 'Failed', 'Cancelled', 'Expired']);
  });

  it('duplicates an order as a new transaction paid from the wallet, once per key', async () => {
    const { rows } = await api.db.query<{ id: string }>("SELECT id FROM payment_transactions WHERE wallet_id = $1 AND kind = 'order' AND status_id = 2 AND amount_ore = 7900", [api.world.transactionAdmin.noah]);
    const original = rows[0]?.id as string;
    await deposit(api.db, api.world.transactionAdmin.noah, 10_000);
    const before = await fundsOf(api.db, api.world.transactionAdmin.noah);
    const key = newKey();
    const body = { ID: original, CustomerID: api.world.customers.solbakkeSkole };
    const first = await paymentCall(api.app, api.tokens.support, '/V2/Admin/Payment/DuplicateTransaction', body, key);
    const second = await paymentCall(api.app, api.tokens.support, '/V2/Admin/Payment/DuplicateTransaction', body, key);
    const copy = tx(first);
    expect(copy).toMatchObject({ Status: { IsCompleted: true }, Amount: 79, Products: [expect.objectContaining({ Name: 'Drikkedunk' })] });
    expect(copy.ID).not.toBe(original);
    expect(second.json()).toEqual(first.json());
    expect((await fundsOf(api.db, api.world.transactionAdmin.noah)).balanceOre).toBe(before.balanceOre - 7_900);
    expect((await notes(original)).map((n) => n[0])).toEqual([null, 'Duplicate']);
    expect((await paymentCall(api.app, api.tokens.partner, '/V2/Admin/Payment/DuplicateTransaction', body)).statusCode).toBe(403);
  });
});

it('leaves every ledger invariant holding after all the actions', async () => {
  expect(await ledgerProblems(api.db)).toEqual([]);
});
