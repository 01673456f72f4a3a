import { CreditCardList, PollMerchantSubscriptionResponse } from '@kk/contracts';
import type { DemoUserKey } from '../../seed/demo-users';
import { brandOf, signProviderMessage, TEST_CARDS } from '@kk/card-sandbox/protocol';
import { useApiHarness } from '../../test-support/app';
import { cardNumbersInDatabase } from '../../test-support/card-number-scan';
import { startAppWithSandbox, submitSandboxCard, TEST_PROVIDER_SECRET, type SandboxedApp } from '../../test-support/card-sandbox';
import { systemClock } from '../../clock';
import { JobRunner } from '../../jobs/runner';
import { CARD_DELETION_JOB } from './card-deletion';
import { registerCardJobs } from './card-jobs';
import { DepositService } from './deposit-service';
import { IdempotencyService } from '../idempotency/service';
import { LedgerService } from '../ledger/service';
import { worldOf, type TestDatabase } from '../../test-support/db';
import { FamilyAccess } from '../family/access';

let database: TestDatabase;
let harness: SandboxedApp;

const api = useApiHarness({ start: startAppWithSandbox });
beforeAll(() => ({ database, started: harness } = api));

type Method = 'GET' | 'POST' | 'DELETE' | 'PUT';

async function call(user: DemoUserKey, method: Method, url: string, headers: Record<string, string> = {}) {
  return api.injectAs(user, { method, url, headers });
}

const world = () => worldOf(database);
const RETURN_URL = 'http://localhost:3000/DepositWithdraw/WalletCreditCard?checkout=true';

async function startRegistration(user: DemoUserKey, walletId: string | null, card = 'Visa', returnUrl = RETURN_URL) {
  const url = `/api/DepositWithdraw/CreditCard/Merchant?Amount=0&Card=${card}&returnUrl=${encodeURIComponent(returnUrl)}`;
  return call(user, 'POST', url, walletId === null ? {} : { walletid: walletId });
}

async function registerCard(user: DemoUserKey, walletId: string | null, cardNumber: string) {
  // The card type chosen on the platform's page must fit the card (the provider refuses another).
  const started = await startRegistration(user, walletId, brandOf(cardNumber) === 'Mastercard' ? 'Mastercard' : 'Visa');
  expect(started.statusCode).toBe(200);
  const page = await submitSandboxCard(started.json<string>(), { cardNumber });
  expect(page.status).toBe(303);
  if (!page.location) throw new Error('no redirect');
  return page.location;
}

async function poll(user: DemoUserKey, location: URL) {
  const query = new URLSearchParams({
    merchant: location.searchParams.get('merchant') ?? '',
    vivawalletTransactionID: location.searchParams.get('vivawallettransactionid') ?? '',
    epaySubscriptionID: location.searchParams.get('epaysubscriptionid') ?? '',
  });
  const response = await call(user, 'GET', `/api/DepositWithdraw/PollMerchantSubscription?${query}`);
  expect(response.statusCode).toBe(200);
  return PollMerchantSubscriptionResponse.parse(response.json());
}

async function walletCards(user: DemoUserKey, walletId: string) {
  const response = await call(user, 'GET', `/api/DepositWithdraw/CreditCard/GetWalletCards?walletID=${walletId}`);
  expect(response.statusCode).toBe(200);
  return CreditCardList.parse(response.json());
}

async function balanceOf(walletId: string): Promise<number> {
  const { rows } = await database.db.query<{ balance_ore: number }>('SELECT balance_ore FROM ledger_accounts WHERE wallet_id = $1', [walletId]);
  return rows[0]?.balance_ore ?? Number.NaN;
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await database.db.query<{ count: number }>(sql, params);
  return rows[0]?.count ?? 0;
}

async function seededCard() {
  const cards = await walletCards('parent', world().wallets.emma);
  const card = cards.PrimaryCard;
  if (!card) throw new Error('the seeded card is missing');
  return card;
}

describe('card types', () => {
  it('removes the test-only type for a guardian and shows it to a developer', async () => {
    const parent = await call('parent', 'GET', '/api/DepositWithdraw/CreditCard/GetPossibleCardTypes');
    expect(parent.json().map((type: { Name: string }) => type.Name)).toEqual(['Dankort', 'Visa', 'Mastercard']);
    const dev = await call('dev', 'GET', '/api/DepositWithdraw/CreditCard/GetPossibleCardTypes');
    expect(dev.json()).toContainEqual({ Name: 'SandboxTest', MerchantNumber: '41000999', IsTestOnly: true });
  });

  it('answers the merchant number of a card type', async () => {
    const response = await call('parent', 'GET', '/api/DepositWithdraw/CreditCard/MerchantNumber?cardType=Dankort');
    expect(response.json()).toBe('41000101');
    expect((await call('parent', 'GET', '/api/DepositWithdraw/CreditCard/MerchantNumber?cardType=SandboxTest')).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await harness.app.inject({ method: 'GET', url: '/api/DepositWithdraw/CreditCard/GetPossibleCardTypes' })).statusCode).toBe(401);
  });
});

describe('adding a card on the sandbox page', () => {
  it('stores only the token, brand, last four and expiry, and the poll then answers Success', async () => {
    const oliver = world().wallets.oliver;
    const started = await startRegistration('parent', oliver);
    expect(started.statusCode).toBe(200);
    const pageUrl = new URL(started.json<string>());
    expect(pageUrl.origin).toBe(harness.sandbox.publicUrl);

    const location = await registerCard('parent', oliver, '4111 1111 1111 1111');
    expect(location.origin + location.pathname).toBe('http://localhost:3000/DepositWithdraw/WalletCreditCard');
    expect(location.searchParams.get('checkout')).toBe('true');
    expect(location.searchParams.get('merchant')).toBe('Visa');
    expect(location.searchParams.get('vivawallettransactionid')).toMatch(/^txn_/);
    const registrationId = location.searchParams.get('epaysubscriptionid');
    expect(registrationId).toMatch(/^[0-9a-f-]{36}$/);

    expect(await poll('parent', location)).toEqual({ Success: true, Status: 'completed', Message: null });
    const cards = await walletCards('parent', oliver);
    const added = cards.CreditCards.find((card) => card.WalletID === oliver);
    expect(added).toMatchObject({ Brand: 'Visa', Last4: '1111', ExpiryMonth: 12, ExpiryYear: 2030, MerchantName: 'Visa', MerchantNumber: '41000102', WalletName: 'Oliver Jensen' });
    // Oliver had no primary card: his first card became it.
    expect(cards.PrimaryCard?.UID).toBe(added?.UID);

    const { rows } = await database.db.query<Record<string, unknown>>('SELECT * FROM credit_cards WHERE registration_id = $1', [registrationId]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.provider_token).toMatch(/^sbx_tok_/);
    expect(await cardNumbersInDatabase(database.db, TEST_CARDS.map((card) => card.number))).toEqual([]);
  });

  it('refuses a return address of another site', async () => {
    const response = await startRegistration('parent', world().wallets.oliver, 'Visa', 'https://evil.example/steal');
    expect(response.statusCode).toBe(400);
  });

  it('refuses an amount other than 0 and a test-only card type for a guardian', async () => {
    const amount = await call('parent', 'POST', `/api/DepositWithdraw/CreditCard/Merchant?Amount=10&Card=Visa&returnUrl=${encodeURIComponent(RETURN_URL)}`);
    expect(amount.statusCode).toBe(400);
    expect((await startRegistration('parent', null, 'SandboxTest')).statusCode).toBe(400);
    expect((await startRegistration('dev', world().wallets.dev, 'SandboxTest')).statusCode).toBe(200);
  });

  it('adds a group card without a walletid header', async () => {
    const location = await registerCard('parent', null, '5555 5555 5555 4444');
    expect(await poll('parent', location)).toMatchObject({ Success: true });
    const group = CreditCardList.parse((await call('parent', 'GET', '/api/DepositWithdraw/CreditCard/GetWalletGroupCards')).json());
    expect(group.CreditCards.map((card) => [card.Brand, card.Last4, card.WalletID])).toContainEqual(['Mastercard', '4444', null]);
  });

  it('reports a declined card to the poll and stores nothing', async () => {
    const before = await count('SELECT count(*)::int AS count FROM credit_cards');
    const location = await registerCard('parent', world().wallets.oliver, '4000000000000002');
    expect(location.searchParams.get('checkout')).toBe('true');
    expect(await poll('parent', location)).toEqual({ Success: false, Status: 'failed', Message: 'credit card error' });
    expect(await count('SELECT count(*)::int AS count FROM credit_cards')).toBe(before);
  });

  it('lets the provider wait on the time-out card, then fail', async () => {
    const started = Date.now();
    const location = await registerCard('parent', world().wallets.oliver, '4000000000000119');
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(await poll('parent', location)).toEqual({ Success: false, Status: 'failed', Message: 'timeout' });
  });

  it('saves the insufficient-funds card (saving moves no money), and adding funds with it answers NoFund', async () => {
    const emma = world().wallets.emma;
    const location = await registerCard('parent', emma, '4000000000009995');
    expect(await poll('parent', location)).toMatchObject({ Success: true });
    const card = (await walletCards('parent', emma)).CreditCards.find((candidate) => candidate.Last4 === '9995');
    if (!card) throw new Error('card 9995 missing');
    const before = await balanceOf(emma);
    const bill = await call('parent', 'POST', `/api/DepositWithdraw/CreditCard/SubscriptionBill?amount=200&uid=${card.UID}&walletID=${emma}`, {
      'idempotency-key': 'nofund-1',
    });
    expect(bill.json()).toBe('NoFund');
    expect(await balanceOf(emma)).toBe(before);
  });

  it("does not tell one user about another user's registration", async () => {
    const location = await registerCard('parent', world().wallets.oliver, '4111111111111111');
    const query = `epaySubscriptionID=${location.searchParams.get('epaysubscriptionid')}`;
    expect((await call('kkpayParent', 'GET', `/api/DepositWithdraw/PollMerchantSubscription?${query}`)).statusCode).toBe(403);
  });
});

describe('provider notifications', () => {
  async function pendingRegistration(): Promise<string> {
    const started = await startRegistration('parent', world().wallets.oliver);
    const session = new URL(started.json<string>()).pathname.split('/').pop();
    const { rows } = await database.db.query<{ id: string }>("SELECT id FROM card_registrations WHERE status = 'pending' ORDER BY created_at DESC LIMIT 1");
    expect(session).toBeTruthy();
    return rows[0]?.id ?? '';
  }

  function notify(body: object, signature?: string) {
    const raw = JSON.stringify(body);
    return harness.app.inject({
      method: 'POST',
      url: '/api/CardProvider/Notification',
      headers: { 'content-type': 'application/json', 'sandbox-signature': signature ?? signProviderMessage(TEST_PROVIDER_SECRET, raw, Math.floor(Date.now() / 1000)) },
      payload: raw,
    });
  }

  const registered = (registrationId: string, eventId: string) => ({
    kind: 'card_registered',
    eventId,
    registrationId,
    token: `sbx_tok_replay_${eventId}`,
    brand: 'Visa',
    last4: '1111',
    expiryMonth: 1,
    expiryYear: 2031,
  });

  it('stores nothing twice when a notification is replayed', async () => {
    const registrationId = await pendingRegistration();
    const first = await notify(registered(registrationId, 'evt_replay_1'));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const replay = await notify(registered(registrationId, 'evt_replay_1'));
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    // Another event for the same registration changes nothing either.
    const other = await notify(registered(registrationId, 'evt_replay_2'));
    expect(other.json()).toEqual({ received: true, duplicate: false });
    expect(await count('SELECT count(*)::int AS count FROM credit_cards WHERE registration_id = $1', [registrationId])).toBe(1);
  });

  it('refuses a forged signature, a stale one and none, and stores nothing', async () => {
    const registrationId = await pendingRegistration();
    const body = registered(registrationId, 'evt_forged');
    const raw = JSON.stringify(body);
    const forged = await notify(body, signProviderMessage('not-the-shared-secret-at-all', raw, Math.floor(Date.now() / 1000)));
    expect(forged.statusCode).toBe(401);
    const stale = await notify(body, signProviderMessage(TEST_PROVIDER_SECRET, raw, Math.floor(Date.now() / 1000) - 3600));
    expect(stale.statusCode).toBe(401);
    const unsigned = await harness.app.inject({ method: 'POST', url: '/api/CardProvider/Notification', headers: { 'content-type': 'application/json' }, payload: raw });
    expect(unsigned.statusCode).toBe(401);
    expect(await count("SELECT count(*)::int AS count FROM card_provider_events WHERE event_id = 'evt_forged'")).toBe(0);
    expect(await count('SELECT count(*)::int AS count FROM credit_cards WHERE registration_id = $1', [registrationId])).toBe(0);
  });

  it('refuses a body changed after signing', async () => {
    const registrationId = await pendingRegistration();
    const raw = JSON.stringify(registered(registrationId, 'evt_tampered'));
    const signature = signProviderMessage(TEST_PROVIDER_SECRET, raw, Math.floor(Date.now() / 1000));
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/CardProvider/Notification',
      headers: { 'content-type': 'application/json', 'sandbox-signature': signature },
      payload: raw.replace('"last4":"1111"', '"last4":"4242"'),
    });
    expect(response.statusCode).toBe(401);
  });

  it('takes a signed notice for a payment the payment module does not know (2xx, so the provider stops retrying), records it as a mismatch, and moves nothing', async () => {
    const body = { kind: 'payment_completed', eventId: 'evt_unknown_payment', paymentId: '0b8f4f1e-5d7c-4c0e-9a3f-6d2b1e0c9a77', providerTransactionId: 'txn_x', amountOre: 100 };
    const response = await notify(body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false });
    expect(await count("SELECT count(*)::int AS count FROM card_provider_events WHERE event_id = 'evt_unknown_payment'")).toBe(1);
    expect(await count("SELECT count(*)::int AS count FROM provider_notice_mismatches WHERE event_id = 'evt_unknown_payment' AND transaction_id IS NULL AND paid_ore = 100")).toBe(1);
    expect((await notify(body)).json()).toEqual({ received: true, duplicate: true });
    expect(await count("SELECT count(*)::int AS count FROM provider_notice_mismatches WHERE event_id = 'evt_unknown_payment'")).toBe(1);
  });
});

describe('adding funds with a saved card (SubscriptionBill)', () => {
  it('credits 200 kr once, however often it is retried with the same Idempotency-Key', async () => {
    const emma = world().wallets.emma;
    const card = await seededCard();
    const before = await balanceOf(emma);
    const url = `/api/DepositWithdraw/CreditCard/SubscriptionBill?amount=200&uid=${card.UID}&merchantNumber=${card.MerchantNumber}&merchantName=${card.MerchantName}&walletID=${emma}`;
    const first = await call('parent', 'POST', url, { 'idempotency-key': 'add-200-once' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toBe('Success');
    const retries = await Promise.all([1, 2, 3].map(() => call('parent', 'POST', url, { 'idempotency-key': 'add-200-once' })));
    for (const retry of retries) expect([200, 409]).toContain(retry.statusCode);
    expect(retries.filter((retry) => retry.statusCode === 200).every((retry) => retry.json() === 'Success')).toBe(true);
    expect(await balanceOf(emma)).toBe(before + 20_000);
    const deposits = await count(
      `SELECT count(*)::int AS count FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
        WHERE a.wallet_id = $1 AND p.amount_ore = 20000 AND p.transaction_id IN (SELECT id FROM ledger_transactions WHERE kind = 'card_deposit' AND created_at > now() - interval '1 minute')`,
      [emma],
    );
    expect(deposits).toBe(1);
  });

  it('says so when it answers a repeated Idempotency-Key from the store', async () => {
    const emma = world().wallets.emma;
    const card = await seededCard();
    const url = `/api/DepositWithdraw/CreditCard/SubscriptionBill?amount=10&uid=${card.UID}&walletID=${emma}`;
    const first = await call('parent', 'POST', url, { 'idempotency-key': 'replay-header-1' });
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await call('parent', 'POST', url, { 'idempotency-key': 'replay-header-1' });
    expect({ status: again.statusCode, body: again.json(), replayed: again.headers['idempotent-replayed'] }).toEqual({
      status: 200,
      body: first.json(),
      replayed: 'true',
    });
  });

  it('needs an Idempotency-Key, and refuses the same key for another amount', async () => {
    const emma = world().wallets.emma;
    const card = await seededCard();
    const base = `/api/DepositWithdraw/CreditCard/SubscriptionBill?uid=${card.UID}&walletID=${emma}`;
    expect((await call('parent', 'POST', `${base}&amount=50`)).statusCode).toBe(400);
    expect((await call('parent', 'POST', `${base}&amount=50`, { 'idempotency-key': 'key-reuse' })).json()).toBe('Success');
    expect((await call('parent', 'POST', `${base}&amount=60`, { 'idempotency-key': 'key-reuse' })).statusCode).toBe(422);
  });

  it('refuses amounts that are not whole øre or not positive', async () => {
    const card = await seededCard();
    for (const amount of ['0', '-5', '10.005']) {
      const url = `/api/DepositWithdraw/CreditCard/SubscriptionBill?amount=${amount}&uid=${card.UID}&walletID=${world().wallets.emma}`;
      expect((await call('parent', 'POST', url, { 'idempotency-key': `bad-${amount}` })).statusCode).toBe(400);
    }
  });

  it("refuses another family's wallet and card with 403, and moves nothing", async () => {
    const card = await seededCard();
    const freja = world().wallets.freja;
    const emma = world().wallets.emma;
    const [frejaBefore, emmaBefore] = [await balanceOf(freja), await balanceOf(emma)];
    const onFreja = await call('parent', 'POST', `/api/DepositWithdraw/CreditCard/SubscriptionBill?amount=100&uid=${card.UID}&walletID=${freja}`, { 'idempotency-key': 'x-1' });
    expect(onFreja.statusCode).toBe(403);
    const withParentsCard = await call('kkpayParent', 'POST', `/api/DepositWithdraw/CreditCard/SubscriptionBill?amount=100&uid=${card.UID}&walletID=${freja}`, {
      'idempotency-key': 'x-2',
    });
    expect(withParentsCard.statusCode).toBe(403);
    expect([await balanceOf(freja), await balanceOf(emma)]).toEqual([frejaBefore, emmaBefore]);
  });

  it('needs the DepositWithdraw role', async () => {
    const card = await seededCard();
    const response = await call('support', 'POST', `/api/DepositWithdraw/CreditCard/SubscriptionBill?amount=100&uid=${card.UID}&walletID=${world().wallets.emma}`, {
      'idempotency-key': 'x-3',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('primary cards and deleting', () => {
  it('sets a group card primary for one wallet, then for all wallets, then only for wallets without one', async () => {
    const { emma, oliver } = world().wallets;
    const location = await registerCard('parent', null, '4111111111111111');
    expect(await poll('parent', location)).toMatchObject({ Success: true });
    const group = CreditCardList.parse((await call('parent', 'GET', '/api/DepositWithdraw/CreditCard/GetWalletGroupCards')).json());
    const newest = group.CreditCards.at(-1);
    if (!newest) throw new Error('no group card');

    const one = await call('parent', 'POST', `/api/DepositWithdraw/CreditCard/SetAsPrimary?uid=${newest.UID}&merchantNumber=${newest.MerchantNumber}&merchantName=${newest.MerchantName}`, { walletid: oliver });
    expect(one.statusCode).toBe(200);
    expect(CreditCardList.parse(one.json()).PrimaryCard?.UID).toBe(newest.UID);
    expect((await walletCards('parent', emma)).PrimaryCard?.UID).not.toBe(newest.UID);

    const all = await call('parent', 'POST', `/api/DepositWithdraw/CreditCard/SetAsPrimaryAllWallets?uid=${newest.UID}`);
    expect(CreditCardList.parse(all.json()).PrimaryCard?.UID).toBe(newest.UID);
    expect((await walletCards('parent', emma)).PrimaryCard?.UID).toBe(newest.UID);

    await database.db.query('DELETE FROM wallet_primary_cards WHERE wallet_id = $1', [oliver]);
    const seeded = group.CreditCards[0];
    if (!seeded) throw new Error('no seeded card');
    await call('parent', 'POST', `/api/DepositWithdraw/CreditCard/SetAsPrimaryUnassignedWallets?uid=${seeded.UID}`);
    expect((await walletCards('parent', oliver)).PrimaryCard?.UID).toBe(seeded.UID);
    expect((await walletCards('parent', emma)).PrimaryCard?.UID).toBe(newest.UID);
  });

  it("refuses to make a wallet's own card primary for another wallet", async () => {
    const { emma, oliver } = world().wallets;
    const olivers = (await walletCards('parent', oliver)).CreditCards.find((card) => card.WalletID === oliver);
    if (!olivers) throw new Error("no card of Oliver's");
    expect((await call('parent', 'POST', `/api/DepositWithdraw/CreditCard/SetAsPrimary?uid=${olivers.UID}&walletID=${emma}`)).statusCode).toBe(400);
  });

  it("refuses another family's card and wallet with 403, and changes nothing", async () => {
    const card = await seededCard();
    const { freja, emma } = world().wallets;
    const primaries = await database.db.query('SELECT * FROM wallet_primary_cards ORDER BY wallet_id');
    const attempts = [
      call('kkpayParent', 'POST', `/api/DepositWithdraw/CreditCard/SetAsPrimary?uid=${card.UID}&walletID=${freja}`),
      call('kkpayParent', 'POST', `/api/DepositWithdraw/CreditCard/SetAsPrimaryAllWallets?uid=${card.UID}`),
      call('kkpayParent', 'POST', `/api/DepositWithdraw/CreditCard/SetAsPrimaryUnassignedWallets?uid=${card.UID}`),
      call('kkpayParent', 'DELETE', `/api/DepositWithdraw/CreditCard/DeleteCreditCard?uid=${card.UID}&merchant=Visa`),
      call('kkpayParent', 'GET', `/api/DepositWithdraw/CreditCard/GetWalletCards?walletID=${emma}`),
      call('parent', 'GET', `/api/DepositWithdraw/CreditCard/GetWalletCards?walletID=${freja}`),
      call('parent', 'POST', `/api/DepositWithdraw/CreditCard/Merchant?Amount=0&Card=Visa&returnUrl=${encodeURIComponent(RETURN_URL)}`, { walletid: freja }),
      call('parent', 'GET', `/api/DepositWithdraw/CreditCard/GetWalletGroupCards?walletGroupID=${world().walletGroups.nielsen}`),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(403);
    expect((await database.db.query('SELECT * FROM wallet_primary_cards ORDER BY wallet_id')).rows).toEqual(primaries.rows);
    expect(await count('SELECT count(*)::int AS count FROM credit_cards WHERE id = $1 AND deleted_at IS NULL', [card.UID])).toBe(1);
  });

  it('deletes a card: it disappears from the lists and is nobody’s primary card', async () => {
    const oliver = world().wallets.oliver;
    const location = await registerCard('parent', oliver, '4111111111111111');
    await poll('parent', location);
    const card = (await walletCards('parent', oliver)).CreditCards.filter((candidate) => candidate.WalletID === oliver).at(-1);
    if (!card) throw new Error('no card');
    await call('parent', 'POST', `/api/DepositWithdraw/CreditCard/SetAsPrimary?uid=${card.UID}&walletID=${oliver}`);
    const deleted = await call('parent', 'DELETE', `/api/DepositWithdraw/CreditCard/DeleteCreditCard?uid=${card.UID}&merchant=Visa`);
    expect(deleted.statusCode).toBe(204);
    const after = await walletCards('parent', oliver);
    expect(after.CreditCards.map((candidate) => candidate.UID)).not.toContain(card.UID);
    expect(after.PrimaryCard?.UID).not.toBe(card.UID);
    expect((await call('parent', 'DELETE', `/api/DepositWithdraw/CreditCard/DeleteCreditCard?uid=${card.UID}`)).statusCode).toBe(403);

    // The provider is told to forget the token (a job queued with the deletion): it can charge nothing afterwards.
    const { rows } = await database.db.query<{ provider_token: string }>('SELECT provider_token FROM credit_cards WHERE id = $1', [card.UID]);
    const token = rows[0]?.provider_token ?? '';
    const chargeWith = (reference: string) => harness.provider.chargeSavedCard({ token, amountOre: 100, reference, description: 'after deletion' });
    expect((await chargeWith(`before-forget-${card.UID}`)).status).toBe('approved');
    const runner = new JobRunner({ db: database.db, clock: systemClock });
    const deposits = new DepositService({ db: database.db, clock: systemClock, provider: harness.provider, ledger: new LedgerService(), idempotency: new IdempotencyService(database.db, systemClock, 86_400_000) }, new FamilyAccess(database.db));
    registerCardJobs(runner, { db: database.db, provider: harness.provider, deposits });
    expect(await runner.runDueJobs()).toBeGreaterThanOrEqual(1);
    expect(await count("SELECT count(*)::int AS count FROM jobs WHERE kind = $1 AND payload->>'cardId' = $2 AND status = 'done'", [CARD_DELETION_JOB, card.UID])).toBe(1);
    expect(await chargeWith(`after-forget-${card.UID}`)).toEqual({ status: 'error', message: 'Unknown card token' });
  });
});
