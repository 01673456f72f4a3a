import { PaymentTransaction } from '@kk/contracts';
import { loginAs } from '../../test-support/app';
import type { SandboxedApp } from '../../test-support/card-sandbox';
import { worldOf, type TestDatabase } from '../../test-support/db';
import { fundsOf, orderPayload, paymentCall, paymentStatusOf } from '../../test-support/payments';
import { pollMerchantSubscription, useSandboxedParent } from '../../test-support/sandboxed-parent';

// A hosted card payment end to end: the payment handler's credit-card child transaction,
// the sandbox's payment page, its signed notification, the payment module's completion.

let database: TestDatabase;
let harness: SandboxedApp;
let token: string;
const { clock, api } = useSandboxedParent();
beforeAll(() => ({ database, started: harness, tokens: { parent: token } } = api));

async function reserveHoodieByCard(): Promise<PaymentTransaction> {
  const world = worldOf(database);
  const response = await paymentCall(harness.app, token, '/V2/Payment/ReserveTransaction', {
    ...orderPayload(world, { wallet: world.wallets.emma, customer: world.customers.solbakkeSkole, lines: [{ product: 'hoodie', quantity: 1 }], amounts: { '4': 199 } }),
    CustomData: { AutoComplete: true, CreditCardPaymentWindow: { AcceptURL: 'http://localhost:3000/Webshop/Index?checkout=true' } },
  });
  expect(response.statusCode).toBe(200);
  return PaymentTransaction.parse(response.json());
}

async function payOnSandbox(pageUrl: string, cardNumber: string): Promise<URL> {
  const page = await fetch(pageUrl);
  expect(await page.text()).toContain('199,00');
  const session = new URL(pageUrl);
  const response = await fetch(new URL(`${session.pathname}?lang=da`, session), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardNumber, expiry: '12/30', cvc: '123' }).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '');
}

const poll = (location: URL, asToken: string = token) => pollMerchantSubscription(harness.app, asToken, location);
const statusOf = (paymentId: string | null) => paymentStatusOf(database.db, paymentId);

it('completes the order when the payer pays on the sandbox page, once however often the notification comes', async () => {
  const world = worldOf(database);
  const before = await fundsOf(database.db, world.wallets.emma);
  const reserved = await reserveHoodieByCard();
  const [child] = reserved.ChildTransactions;
  expect(child?.Type).toEqual({ ID: 4 });
  expect(new URL(child?.MerchantData ?? '').origin).toBe(harness.sandbox.publicUrl);

  const location = await payOnSandbox(child?.MerchantData ?? '', '4111111111111111');
  expect(location.searchParams.get('checkout')).toBe('true');
  expect(location.searchParams.get('merchant')).toBe('Skolepenge');
  expect(await poll(location)).toEqual({ Success: true, Status: 'completed', Message: null });
  // Another family's parent learns nothing about this payment: to them it is not notified yet.
  const stranger = (await loginAs(harness.app, 'kkpayParent')).AccessToken;
  expect(await poll(location, stranger)).toEqual({ Success: false, Status: 'pending', Message: null });
  expect(await statusOf(reserved.ID)).toBe(2);
  // The card paid for the order: the wallet is where it was.
  expect(await fundsOf(database.db, world.wallets.emma)).toEqual(before);

  // The provider's delivery repeated (a retry after a lost answer): nothing moves twice.
  const { rows } = await database.db.query<{ event_id: string }>("SELECT event_id FROM card_provider_events WHERE kind = 'payment_completed'");
  expect(rows).toHaveLength(1);
  const { rows: postings } = await database.db.query<{ count: number }>('SELECT count(*)::int AS count FROM ledger_postings');
  // The same event again, and the same payment under a new event id: neither moves money.
  for (const eventId of [rows[0]?.event_id ?? '', 'evt_same_payment_again']) {
    harness.sandbox.state.enqueueNotification({
      eventId,
      url: `${harness.apiUrl}/api/CardProvider/Notification`,
      body: JSON.stringify({ kind: 'payment_completed', eventId, paymentId: child?.ID, providerTransactionId: location.searchParams.get('vivawallettransactionid'), amountOre: 19_900 }),
      attempts: 0,
      nextAttemptAt: 0,
    });
  }
  await harness.sandbox.notifier.deliverDue();
  expect(harness.sandbox.state.outbox()).toEqual([]);
  const { rows: after } = await database.db.query<{ count: number }>('SELECT count(*)::int AS count FROM ledger_postings');
  expect(after[0]?.count).toBe(postings[0]?.count);
  expect(await fundsOf(database.db, world.wallets.emma)).toEqual(before);
  expect(await statusOf(reserved.ID)).toBe(2);
});

it('refuses the order when the card has no funds, and the poll ends with failed', async () => {
  // Past the five minutes in which the same amount again counts as a double sale.
  clock.advanceMinutes(6);
  const world = worldOf(database);
  const before = await fundsOf(database.db, world.wallets.emma);
  const reserved = await reserveHoodieByCard();
  const location = await payOnSandbox(reserved.ChildTransactions[0]?.MerchantData ?? '', '4000000000009995');
  expect(await poll(location)).toEqual({ Success: false, Status: 'failed', Message: 'credit card error' });
  expect(await statusOf(reserved.ID)).not.toBe(2);
  expect(await fundsOf(database.db, world.wallets.emma)).toEqual(before);
});
