import { PaymentTransaction } from '@kk/contracts';
import { bearer, loginAs } from '../../test-support/app';
import { answerMobilePay, type SandboxedApp } from '../../test-support/card-sandbox';
import { worldOf, type TestDatabase } from '../../test-support/db';
import { ensureJensenFamilyCard, fundsOf, orderPayload, paymentCall, paymentStatusOf } from '../../test-support/payments';
import { pollMerchantSubscription, useSandboxedParent } from '../../test-support/sandboxed-parent';

// MobilePay for a credit-card child transaction (type 4, issue 16): the cart's pay-merchant
// with PaymentMethod 'MobilePay', and "balance too low, buy with credit card?" answered
// with MobilePay (POST /V2/Payment/CardPaymentMethod). Either way the sandbox's MobilePay
// page, and the payment settles through completeAfterCardPayment as a card's would.

let database: TestDatabase;
let harness: SandboxedApp;
let token: string;
const { clock, api } = useSandboxedParent();
beforeAll(() => ({ database, started: harness, tokens: { parent: token } } = api));
// Each test's order is a new one, not the same amount twice within five minutes.
beforeEach(() => clock.advanceMinutes(6));

const ACCEPT_URL = 'http://localhost:3000/Webshop/Index?checkout=true';

function tx(response: { statusCode: number; json(): unknown; body: string }): PaymentTransaction {
  if (response.statusCode !== 200) throw new Error(`HTTP ${response.statusCode}: ${response.body}`);
  return PaymentTransaction.parse(response.json());
}

async function reserve(options: { wallet: 'emma' | 'oliver'; amounts?: { '2'?: number; '4'?: number }; method?: 'Card' | 'MobilePay' }): Promise<PaymentTransaction> {
  const world = worldOf(database);
  const payload = orderPayload(world, {
    wallet: world.wallets[options.wallet],
    customer: world.customers.solbakkeSkole,
    lines: [{ product: 'hoodie', quantity: 1 }],
    restrictions: { IgnoreWalletSettings: true, UseRestrictionOverride: true },
    ...(options.amounts ? { amounts: options.amounts } : {}),
  });
  return tx(
    await paymentCall(harness.app, token, '/V2/Payment/ReserveTransaction', {
      ...payload,
      CustomData: { AutoComplete: true, CreditCardPaymentWindow: { AcceptURL: ACCEPT_URL, ...(options.method ? { PaymentMethod: options.method } : {}) } },
    }),
  );
}

function changeMethod(id: string | null, method: 'Card' | 'MobilePay', asToken = token) {
  return harness.app.inject({ method: 'POST', url: '/V2/Payment/CardPaymentMethod', headers: { ...bearer(asToken), language: 'da' }, payload: { ID: id, PaymentMethod: method } });
}

/** The payer on the sandbox's MobilePay page: the number, then Approve or Reject. */
async function answerInApp(pageUrl: string, answer: 'approve' | 'reject'): Promise<URL> {
  const page = new URL(pageUrl);
  expect(page.pathname).toMatch(/^\/mobilepay\//);
  expect(await (await fetch(page)).text()).toContain('199,00');
  return answerMobilePay(harness.sandbox.url, pageUrl, answer);
}

const poll = (location: URL) => pollMerchantSubscription(harness.app, token, location);
const statusOf = (id: string | null) => paymentStatusOf(database.db, id);

/** Oliver's family may pay by card (a family card), and his balance is below the hoodie's 199 kr. */
const familyCardForOliver = () => ensureJensenFamilyCard(database.db, worldOf(database));

describe('MobilePay for a credit-card child transaction', () => {
  it("pays the merchant with MobilePay: the child's page is MobilePay's, and approving completes the order once", async () => {
    const world = worldOf(database);
    const before = await fundsOf(database.db, world.wallets.emma);
    const reserved = await reserve({ wallet: 'emma', amounts: { '4': 199 }, method: 'MobilePay' });
    const [child] = reserved.ChildTransactions;
    expect(child?.Type).toEqual({ ID: 4 });
    expect(new URL(child?.MerchantData ?? '').origin).toBe(harness.sandbox.publicUrl);
    const back = await answerInApp(child?.MerchantData ?? '', 'approve');
    expect(back.searchParams.get('checkout')).toBe('true');
    expect(await poll(back)).toEqual({ Success: true, Status: 'completed', Message: null });
    expect(await statusOf(reserved.ID)).toBe(2);
    expect(await fundsOf(database.db, world.wallets.emma)).toEqual(before);
  });

  it('a card payment stays on the card page when no method is named (the spec’s order as before)', async () => {
    const reserved = await reserve({ wallet: 'emma', amounts: { '4': 199 } });
    expect(new URL(reserved.ChildTransactions[0]?.MerchantData ?? '').pathname).toMatch(/^\/session\//);
  });

  it('"balance too low, buy with credit card?" answered with MobilePay: the card page closes, the MobilePay page pays the order', async () => {
    await familyCardForOliver();
    const world = worldOf(database);
    const before = await fundsOf(database.db, world.wallets.oliver);
    const reserved = await reserve({ wallet: 'oliver' });
    expect(reserved.Amounts).toEqual({ '4': 199 });
    const cardPage = reserved.ChildTransactions[0]?.MerchantData ?? '';
    expect(new URL(cardPage).pathname).toMatch(/^\/session\//);

    const switched = tx(await changeMethod(reserved.ID, 'MobilePay'));
    const mobilePayPage = switched.ChildTransactions[0]?.MerchantData ?? '';
    expect(new URL(mobilePayPage).pathname).toMatch(/^\/mobilepay\//);
    expect(switched.ChildTransactions[0]?.ID).toBe(reserved.ChildTransactions[0]?.ID);
    // Asked again: the same page. The card page can no longer be paid.
    expect(tx(await changeMethod(reserved.ID, 'MobilePay')).ChildTransactions[0]?.MerchantData).toBe(mobilePayPage);
    expect((await fetch(cardPage)).status).toBe(410);

    const back = await answerInApp(mobilePayPage, 'approve');
    expect(await poll(back)).toEqual({ Success: true, Status: 'completed', Message: null });
    expect(await statusOf(reserved.ID)).toBe(2);
    expect(await fundsOf(database.db, world.wallets.oliver)).toEqual(before);
    // Paid: its method can no longer change.
    expect((await changeMethod(reserved.ID, 'Card')).statusCode).toBe(409);
  });

  it('rejected in the app: the order is refused and nothing moves', async () => {
    const world = worldOf(database);
    const before = await fundsOf(database.db, world.wallets.emma);
    const reserved = await reserve({ wallet: 'emma', amounts: { '4': 199 }, method: 'MobilePay' });
    const back = await answerInApp(reserved.ChildTransactions[0]?.MerchantData ?? '', 'reject');
    expect(await poll(back)).toMatchObject({ Success: false, Status: 'failed' });
    expect(await statusOf(reserved.ID)).not.toBe(2);
    expect(await fundsOf(database.db, world.wallets.emma)).toEqual(before);
  });

  it("refuses another family's parent and an order that waits for no card payment", async () => {
    const stranger = (await loginAs(harness.app, 'kkpayParent')).AccessToken;
    const reserved = await reserve({ wallet: 'emma', amounts: { '4': 199 } });
    expect((await changeMethod(reserved.ID, 'MobilePay', stranger)).statusCode).toBe(403);
    clock.advanceMinutes(6);
    const walletOnly = await reserve({ wallet: 'emma' });
    expect(walletOnly.ChildTransactions).toEqual([]);
    const refused = await changeMethod(walletOnly.ID, 'MobilePay');
    expect(refused.statusCode).toBe(409);
    const unknownMethod = await harness.app.inject({ method: 'POST', url: '/V2/Payment/CardPaymentMethod', headers: bearer(token), payload: { ID: reserved.ID, PaymentMethod: 'Cash' } });
    expect(unknownMethod.statusCode).toBe(400);
  });
});
