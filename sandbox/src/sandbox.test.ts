import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { checkProviderSignature, DEMO_SEED_LABEL, demoCardToken, PROVIDER_SIGNATURE_HEADER, signProviderMessage } from './protocol';
import { startSandboxServer, type SandboxServer } from './server';

const TEST_PROVIDER_SECRET = 'test-provider-secret-0123456789';

/**
 * The platform's side of the protocol, as small as these tests need: signed JSON calls,
 * notifications checked against the shared secret. (The API's adapter is tested against
 * this server in the API's own tests.)
 */
type MoneyAnswer = { status: 'approved'; providerTransactionId: string } | { status: 'declined' | 'insufficient_funds' | 'timeout' | 'error'; message: string };

class TestPlatformClient {
  constructor(private readonly options: { baseUrl: string; secret: string; notificationUrl: string; merchantName: string }) {}

  async startCardRegistration(input: { registrationId: string; cardType: string; returnUrl: string }) {
    const body = await this.call('/api/sessions', { kind: 'card_registration', ...input, notificationUrl: this.options.notificationUrl });
    return { redirectUrl: (body as { redirectUrl: string }).redirectUrl };
  }

  async startHostedPayment(input: { paymentId: string; amountOre: number; description: string; returnUrl: string }) {
    const body = await this.call('/api/sessions', { kind: 'payment', merchant: this.options.merchantName, ...input, notificationUrl: this.options.notificationUrl });
    return { redirectUrl: (body as { redirectUrl: string }).redirectUrl };
  }

  chargeSavedCard(input: { token: string; amountOre: number; reference: string; description: string }) {
    return this.call('/api/charges', input) as Promise<MoneyAnswer>;
  }

  refund(input: { providerTransactionId: string; amountOre: number; reference: string }) {
    return this.call('/api/refunds', input) as Promise<MoneyAnswer>;
  }

  payToCard(input: { token: string; amountOre: number; reference: string; description: string }) {
    return this.call('/api/payouts', input) as Promise<MoneyAnswer>;
  }

  verifyNotification(rawBody: string, headers: Readonly<Record<string, string | undefined>>): unknown {
    const check = checkProviderSignature(this.options.secret, rawBody, headers[PROVIDER_SIGNATURE_HEADER], Math.floor(Date.now() / 1000));
    return check.valid ? (JSON.parse(rawBody) as unknown) : null;
  }

  /** The answer's JSON, whatever its status: the money calls answer refusals as JSON too. */
  private async call(path: string, payload: object): Promise<unknown> {
    const body = JSON.stringify(payload);
    const response = await fetch(new URL(path, this.options.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [PROVIDER_SIGNATURE_HEADER]: signProviderMessage(this.options.secret, body, Math.floor(Date.now() / 1000)) },
      body,
    });
    return (await response.json()) as unknown;
  }
}

interface Received {
  body: string;
  signature: string | undefined;
}

/** A stand-in for the platform's notification endpoint, answering the statuses given in turn. */
async function notificationReceiver(statuses: number[]) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ body, signature: request.headers['sandbox-signature'] as string | undefined });
      response.writeHead(statuses.shift() ?? 200).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/notify`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let sandbox: SandboxServer;
let receiver: Awaited<ReturnType<typeof notificationReceiver>>;

beforeAll(async () => {
  sandbox = await startSandboxServer({ port: 0, secret: TEST_PROVIDER_SECRET, timeoutDelayMs: 200, notificationRetryDelaysMs: [50, 50, 50] });
  receiver = await notificationReceiver([]);
});

afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});

const adapter = (notificationUrl = receiver.url) =>
  new TestPlatformClient({ baseUrl: sandbox.url, secret: TEST_PROVIDER_SECRET, notificationUrl, merchantName: 'Skolepenge' });

async function registrationPage(returnUrl = 'http://localhost:3000/DepositWithdraw/WalletGroupCreditCard?checkout=true', notificationUrl = receiver.url, cardType = 'Visa') {
  const { redirectUrl } = await adapter(notificationUrl).startCardRegistration({ registrationId: 'reg-1', cardType, returnUrl });
  return new URL(redirectUrl);
}

function post(url: URL | string, form: Record<string, string>) {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString(), redirect: 'manual' });
}

const actionOf = (page: URL, lang = 'da') => new URL(`${page.pathname}?lang=${lang}`, page);

describe('the hosted pages', () => {
  it('shows an accessible Danish card form, clearly marked Sandbox', async () => {
    const page = await registrationPage();
    const response = await fetch(page);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="da">');
    expect(html).toContain('SANDBOX');
    expect(html).toContain('<label for="cardNumber">Kortnummer</label>');
    expect(html).toContain('<label for="expiry">Udløbsdato (MM/ÅÅ)</label>');
    expect(html).toContain('<label for="cvc">Kontrolcifre (CVC)</label>');
    expect(html).toMatch(/id="cardNumber"[^>]*autocomplete="cc-number"[^>]*aria-describedby="cardNumber-hint"[^>]*autofocus/);
    expect(html).toContain('autocomplete="cc-exp"');
    expect(html).toContain('autocomplete="cc-csc"');
    expect(html).toContain('4111 1111 1111 1111');
    expect(response.headers.get('content-security-policy')).toContain("form-action 'self' http://localhost:3000");
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('speaks English by the lang parameter or the browser language', async () => {
    const page = await registrationPage();
    expect(await (await fetch(`${page}?lang=en`)).text()).toContain('<label for="cardNumber">Card number</label>');
    const byBrowser = await (await fetch(page, { headers: { 'accept-language': 'en-GB,en;q=0.9,da;q=0.5' } })).text();
    expect(byBrowser).toContain('<html lang="en">');
    const danishFirst = await (await fetch(page, { headers: { 'accept-language': 'da,en;q=0.8' } })).text();
    expect(danishFirst).toContain('<html lang="da">');
  });

  it('announces errors, marks the fields and never sends the card number back', async () => {
    const page = await registrationPage();
    const response = await post(actionOf(page), { cardNumber: '4111 1111 1111 1112', expiry: '13/30', cvc: '12' });
    const html = await response.text();
    expect(response.status).toBe(422);
    expect(html).toMatch(/class="error-summary" role="alert"[^>]*tabindex="-1" autofocus/);
    expect(html).toContain('Kortnummeret er ikke gyldigt.');
    expect(html).toContain('Skriv udløbsdatoen som MM/ÅÅ');
    expect(html).toContain('Kontrolcifrene er 3 eller 4 cifre.');
    expect(html).toMatch(/id="cardNumber"[^>]*aria-describedby="cardNumber-hint cardNumber-error"[^>]*aria-invalid="true"/);
    expect(html).not.toContain('4111 1111 1111 1112');
    expect(html).not.toContain('4111111111111112');
    expect(html).toContain('value="13/30"');
  });

  it('refuses a real-looking card that is not a test card, and an expired one', async () => {
    const page = await registrationPage();
    const notTest = await (await post(actionOf(page, 'en'), { cardNumber: '4242424242424242', expiry: '12/30', cvc: '123' })).text();
    expect(notTest).toContain('This is a sandbox: use one of the test cards below.');
    const expired = await (await post(actionOf(page, 'en'), { cardNumber: '4111111111111111', expiry: '01/20', cvc: '123' })).text();
    expect(expired).toContain('The card has expired.');
  });

  it('saves only a card of the card type chosen on the platform\'s page', async () => {
    const page = await registrationPage(undefined, undefined, 'Mastercard');
    const visa = await post(actionOf(page, 'en'), { cardNumber: '4111111111111111', expiry: '12/30', cvc: '123' });
    expect(visa.status).toBe(422);
    expect(await visa.text()).toContain('The card number is not of the chosen card type.');
    const dankort = await registrationPage(undefined, undefined, 'Dankort');
    expect((await post(actionOf(dankort), { cardNumber: '5555555555554444', expiry: '12/30', cvc: '123' })).status).toBe(422);
    expect((await post(actionOf(dankort), { cardNumber: '5019100000000006', expiry: '12/30', cvc: '123' })).status).toBe(303);
    const delivered = receiver.received.at(-1) as Received;
    expect(JSON.parse(delivered.body)).toMatchObject({ kind: 'card_registered', brand: 'Dankort', last4: '0006' });
  });

  it('sends the browser back once, with a signed notification, even when the form is sent twice', async () => {
    const before = receiver.received.length;
    const page = await registrationPage();
    const first = await post(actionOf(page), { cardNumber: '4111111111111111', expiry: '11/29', cvc: '123' });
    const second = await post(actionOf(page), { cardNumber: '4111111111111111', expiry: '11/29', cvc: '123' });
    expect(first.status).toBe(303);
    expect(second.headers.get('location')).toBe(first.headers.get('location'));
    const location = new URL(first.headers.get('location') ?? '');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      checkout: 'true',
      merchant: 'Visa',
      vivawallettransactionid: expect.stringMatching(/^txn_/),
      epaysubscriptionid: 'reg-1',
    });
    expect(receiver.received.length).toBe(before + 1);
    const delivered = receiver.received.at(-1) as Received;
    const notification = adapter().verifyNotification(delivered.body, { 'sandbox-signature': delivered.signature });
    expect(notification).toEqual({
      kind: 'card_registered',
      eventId: expect.stringMatching(/^evt_/),
      registrationId: 'reg-1',
      token: expect.stringMatching(/^sbx_tok_/),
      brand: 'Visa',
      last4: '1111',
      expiryMonth: 11,
      expiryYear: 2029,
    });
    expect(delivered.body).not.toContain('4111111111111111');
  });

  it('sends a cancelled payer back with a failure notification', async () => {
    const page = await registrationPage();
    const response = await post(new URL(`${page.pathname}/cancel`, page), {});
    expect(response.status).toBe(303);
    const delivered = receiver.received.at(-1) as Received;
    expect(JSON.parse(delivered.body)).toMatchObject({ kind: 'card_registration_failed', registrationId: 'reg-1', reason: 'cancelled' });
  });

  it('answers an unknown or expired page with 410', async () => {
    const response = await fetch(new URL('/session/ses_unknown', sandbox.url));
    expect(response.status).toBe(410);
    expect(await response.text()).toContain('Siden er udløbet');
  });

  it('shows the amount on the payment page and reports a completed payment', async () => {
    const { redirectUrl } = await adapter().startHostedPayment({ paymentId: 'pay-1', amountOre: 4_950, description: 'Webshop køb', returnUrl: 'http://localhost:3000/Webshop/Index?checkout=true' });
    const html = await (await fetch(redirectUrl)).text();
    expect(html.replace(/\s/g, ' ')).toContain('49,50 kr.');
    const page = new URL(redirectUrl);
    const response = await post(actionOf(page), { cardNumber: '4111111111111111', expiry: '12/30', cvc: '123' });
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.searchParams.get('merchant')).toBe('Skolepenge');
    const notification = JSON.parse((receiver.received.at(-1) as Received).body);
    expect(notification).toMatchObject({ kind: 'payment_completed', paymentId: 'pay-1', amountOre: 4_950, providerTransactionId: location.searchParams.get('vivawallettransactionid') });
  });

  it('reports a payment refused for lack of funds with the transaction id the browser got', async () => {
    const { redirectUrl } = await adapter().startHostedPayment({ paymentId: 'pay-2', amountOre: 1_000, description: 'Madplan', returnUrl: 'http://localhost:3000/?checkout=true' });
    const page = new URL(redirectUrl);
    const response = await post(actionOf(page), { cardNumber: '4000000000009995', expiry: '12/30', cvc: '123' });
    const location = new URL(response.headers.get('location') ?? '');
    expect(JSON.parse((receiver.received.at(-1) as Received).body)).toMatchObject({
      kind: 'payment_failed',
      paymentId: 'pay-2',
      reason: 'insufficient_funds',
      providerTransactionId: location.searchParams.get('vivawallettransactionid'),
    });
  });
});

describe('notification delivery', () => {
  it('retries until the platform accepts, with the same event and a valid signature each time', async () => {
    const flaky = await notificationReceiver([503, 500]);
    try {
      const page = await registrationPage('http://localhost:3000/', flaky.url, 'Mastercard');
      const response = await post(actionOf(page), { cardNumber: '5555555555554444', expiry: '12/30', cvc: '123' });
      expect(response.status).toBe(303);
      const delivered = () => flaky.received.length >= 3 && sandbox.state.outbox().length === 0;
      const deadline = Date.now() + 5_000;
      while (!delivered() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(flaky.received).toHaveLength(3);
      const eventIds = flaky.received.map((entry) => JSON.parse(entry.body).eventId);
      expect(new Set(eventIds).size).toBe(1);
      for (const entry of flaky.received) {
        expect(checkProviderSignature(TEST_PROVIDER_SECRET, entry.body, entry.signature, Math.floor(Date.now() / 1000))).toEqual({ valid: true });
      }
      expect(sandbox.state.outbox().filter((entry) => entry.eventId === eventIds[0])).toEqual([]);
    } finally {
      await flaky.close();
    }
  });
});

describe('the server-to-server API', () => {
  it('refuses calls without a valid signature', async () => {
    const body = JSON.stringify({ token: 'x', amountOre: 100, reference: 'r', description: 'd' });
    const unsigned = await fetch(new URL('/api/charges', sandbox.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(unsigned.status).toBe(401);
    const forged = await fetch(new URL('/api/charges', sandbox.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sandbox-signature': signProviderMessage('wrong-secret-wrong-secret', body, Math.floor(Date.now() / 1000)) },
      body,
    });
    expect(forged.status).toBe(401);
  });

  it('knows the demo tokens from a fresh start and charges a reference once', async () => {
    const token = demoCardToken('4111111111111111', DEMO_SEED_LABEL);
    const first = await adapter().chargeSavedCard({ token, amountOre: 20_000, reference: 'ref-1', description: 'Indbetaling' });
    const again = await adapter().chargeSavedCard({ token, amountOre: 20_000, reference: 'ref-1', description: 'Indbetaling' });
    expect(first).toEqual({ status: 'approved', providerTransactionId: expect.stringMatching(/^txn_/) });
    expect(again).toEqual(first);
    expect(await adapter().chargeSavedCard({ token, amountOre: 30_000, reference: 'ref-1', description: 'Indbetaling' })).toMatchObject({ status: 'error' });
  });

  it('answers the outcomes of the test cards', async () => {
    const charge = (number: string, reference: string) => adapter().chargeSavedCard({ token: demoCardToken(number, DEMO_SEED_LABEL), amountOre: 100, reference, description: 'x' });
    expect(await charge('4000000000000002', 'd-1')).toMatchObject({ status: 'declined' });
    expect(await charge('4000000000009995', 'i-1')).toMatchObject({ status: 'insufficient_funds' });
    expect(await charge('4000000000000119', 't-1')).toMatchObject({ status: 'timeout' });
    expect(await adapter().chargeSavedCard({ token: 'sbx_tok_unknown', amountOre: 100, reference: 'u-1', description: 'x' })).toMatchObject({ status: 'error' });
  });

  it('refunds up to the amount paid, once per reference', async () => {
    const paid = await adapter().chargeSavedCard({ token: demoCardToken('4111111111111111', DEMO_SEED_LABEL), amountOre: 5_000, reference: 'to-refund', description: 'x' });
    if (paid.status !== 'approved') throw new Error('charge failed');
    const refund = (amountOre: number, reference: string) => adapter().refund({ providerTransactionId: paid.providerTransactionId, amountOre, reference });
    const first = await refund(3_000, 'refund-1');
    expect(first).toMatchObject({ status: 'approved' });
    expect(await refund(3_000, 'refund-1')).toEqual(first);
    expect(await refund(3_000, 'refund-2')).toMatchObject({ status: 'declined' });
    expect(await refund(2_000, 'refund-3')).toMatchObject({ status: 'approved' });
  });

  it('pays out to a saved card once per reference, and refuses a card it does not know or that is declined', async () => {
    const pay = (card: string, amountOre: number, reference: string) => adapter().payToCard({ token: card, amountOre, reference, description: 'Balance paid back' });
    const good = demoCardToken('4111111111111111', DEMO_SEED_LABEL);
    const first = await pay(good, 700, 'payout-1');
    expect(first).toMatchObject({ status: 'approved', providerTransactionId: expect.any(String) });
    expect(await pay(good, 700, 'payout-1')).toEqual(first);
    expect(await pay(good, 800, 'payout-1')).toMatchObject({ status: 'error' });
    expect(await pay(demoCardToken('4000000000000002', DEMO_SEED_LABEL), 700, 'payout-2')).toMatchObject({ status: 'declined' });
    expect(await pay('sbx_tok_unknown', 700, 'payout-3')).toMatchObject({ status: 'declined' });
  });

  it('remembers saved cards across a restart when it has a state file', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kk-sandbox-')), 'state.json');
    const first = await startSandboxServer({ port: 0, secret: TEST_PROVIDER_SECRET, stateFile: file });
    const provider = (server: SandboxServer) => new TestPlatformClient({ baseUrl: server.url, secret: TEST_PROVIDER_SECRET, notificationUrl: receiver.url, merchantName: 'x' });
    const { redirectUrl } = await provider(first).startCardRegistration({ registrationId: 'reg-restart', cardType: 'Visa', returnUrl: 'http://localhost:3000/' });
    const page = new URL(redirectUrl);
    await post(actionOf(page), { cardNumber: '4111111111111111', expiry: '12/30', cvc: '123' });
    const token = JSON.parse((receiver.received.at(-1) as Received).body).token as string;
    await first.close();
    const second = await startSandboxServer({ port: 0, secret: TEST_PROVIDER_SECRET, stateFile: file });
    try {
      expect(await provider(second).chargeSavedCard({ token, amountOre: 100, reference: 'after-restart', description: 'x' })).toMatchObject({ status: 'approved' });
      expect(fs.readFileSync(file, 'utf8')).not.toContain('4111111111111111');
    } finally {
      await second.close();
    }
  });
});
