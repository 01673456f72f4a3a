import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkProviderSignature, PROVIDER_SIGNATURE_HEADER, signedRequestLine, signProviderMessage } from './protocol';
import { danishMobileNumber, startSandboxServer, type SandboxServer } from './server';

const SECRET = 'test-provider-secret-0123456789';

interface Received {
  body: string;
  signature: string | undefined;
}

/** A stand-in for the platform's notification endpoint. */
async function notificationReceiver() {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ body, signature: request.headers[PROVIDER_SIGNATURE_HEADER] as string | undefined });
      response.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/notify`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let sandbox: SandboxServer;
let quick: SandboxServer;
let receiver: Awaited<ReturnType<typeof notificationReceiver>>;

beforeAll(async () => {
  receiver = await notificationReceiver();
  sandbox = await startSandboxServer({ port: 0, secret: SECRET, notificationRetryDelaysMs: [50, 50] });
  // The same sandbox with a MobilePay time-out short enough for a test.
  quick = await startSandboxServer({ port: 0, secret: SECRET, notificationRetryDelaysMs: [50, 50], mobilePayTimeoutMs: 300, mobilePayCheckMs: 50 });
});

afterAll(async () => {
  await sandbox.close();
  await quick.close();
  await receiver.close();
});

async function startMobilePay(server: SandboxServer, paymentId: string, amountOre = 13_750, language?: 'da' | 'en'): Promise<URL> {
  const body = JSON.stringify({
    kind: 'payment',
    method: 'mobilepay',
    paymentId,
    merchant: 'Skolepenge',
    amountOre,
    description: 'Indbetaling til Emma',
    returnUrl: 'http://localhost:3000/?mobilepay=true',
    notificationUrl: receiver.url,
    language,
  });
  const response = await fetch(new URL('/api/sessions', server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [PROVIDER_SIGNATURE_HEADER]: signProviderMessage(SECRET, body, Math.floor(Date.now() / 1000)) },
    body,
  });
  // 201 for a new page; 200 for the page already open for this payment.
  expect([200, 201]).toContain(response.status);
  return new URL(((await response.json()) as { redirectUrl: string }).redirectUrl);
}

const post = (url: URL | string, form: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString(), redirect: 'manual' });

const on = (page: URL, server: SandboxServer, suffix = '', lang = 'da') => new URL(`${page.pathname}${suffix}?lang=${lang}`, server.url);

function notificationFor(paymentId: string) {
  const found = receiver.received.filter((entry) => (JSON.parse(entry.body) as { paymentId?: string }).paymentId === paymentId);
  return found;
}

async function waitFor(condition: () => boolean, ms = 3_000) {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('MobilePay on the sandbox', () => {
  it('reads Danish mobile numbers', () => {
    expect(danishMobileNumber('12345678')).toBe('12345678');
    expect(danishMobileNumber('+45 12 34 56 78')).toBe('12345678');
    expect(danishMobileNumber('1234567')).toBeNull();
    expect(danishMobileNumber('12345678a')).toBeNull();
  });

  it('opens an accessible Danish approval page on its own path, asking for the mobile number', async () => {
    const page = await startMobilePay(sandbox, 'mp-da');
    expect(page.pathname).toMatch(/^\/mobilepay\/ses_/);
    const response = await fetch(page);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="da">');
    expect(html).toContain('SANDBOX');
    expect(html).toContain('Betal med MobilePay');
    expect(html).toContain('<label for="mobileNumber">Mobilnummer</label>');
    expect(html).toMatch(/id="mobileNumber"[^>]*type="tel"[^>]*aria-describedby="mobileNumber-hint"[^>]*autofocus/);
    expect(html.replace(/\s/g, ' ')).toContain('137,50 kr.');
    expect(response.headers.get('content-security-policy')).toContain("form-action 'self' http://localhost:3000");
    // The card page does not open a MobilePay session, nor the other way round.
    expect((await fetch(new URL(page.pathname.replace('/mobilepay/', '/session/'), sandbox.url))).status).toBe(410);
  });

  it('speaks English', async () => {
    const page = await startMobilePay(sandbox, 'mp-en', 13_750, 'en');
    const html = await (await fetch(page)).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Pay with MobilePay');
    expect(html).toContain('<label for="mobileNumber">Mobile number</label>');
  });

  it('refuses a number that is not a Danish mobile number, announced and kept in the field', async () => {
    const page = await startMobilePay(sandbox, 'mp-invalid');
    const response = await post(on(page, sandbox), { mobileNumber: '1234' });
    const html = await response.text();
    expect(response.status).toBe(422);
    expect(html).toContain('role="alert"');
    expect(html).toContain('Skriv et dansk mobilnummer på 8 cifre.');
    expect(html).toMatch(/id="mobileNumber"[^>]*aria-describedby="mobileNumber-hint mobileNumber-error"[^>]*aria-invalid="true"/);
    expect(html).toContain('value="1234"');
    // Approving without a number approves nothing.
    expect((await post(on(page, sandbox, '/approve'))).status).toBe(422);
    expect(notificationFor('mp-invalid')).toHaveLength(0);
  });

  it('approve: "Godkend i MobilePay-appen", then a signed payment_completed and the browser back, once', async () => {
    const page = await startMobilePay(sandbox, 'mp-approve');
    const numbered = await post(on(page, sandbox), { mobileNumber: '12 34 56 78' });
    expect(numbered.status).toBe(303);
    const approval = await (await fetch(new URL(numbered.headers.get('location') ?? '', sandbox.url))).text();
    expect(approval).toContain('Godkend i MobilePay-appen');
    expect(approval).toContain('12 34 56 78');
    expect(approval).toContain('>Afvis<');
    const approved = await post(on(page, sandbox, '/approve'));
    expect(approved.status).toBe(303);
    const location = new URL(approved.headers.get('location') ?? '');
    expect(location.origin).toBe('http://localhost:3000');
    expect(location.searchParams.get('mobilepay')).toBe('true');
    const again = await post(on(page, sandbox, '/approve'));
    expect(again.headers.get('location')).toBe(location.toString());
    const sent = notificationFor('mp-approve');
    expect(sent).toHaveLength(1);
    const [only] = sent as [Received];
    expect(checkProviderSignature(SECRET, only.body, only.signature, Math.floor(Date.now() / 1000)).valid).toBe(true);
    expect(JSON.parse(only.body)).toMatchObject({
      kind: 'payment_completed',
      paymentId: 'mp-approve',
      amountOre: 13_750,
      providerTransactionId: location.searchParams.get('vivawallettransactionid'),
    });
  });

  it('reject: a signed payment_failed (rejected) and the browser back', async () => {
    const page = await startMobilePay(sandbox, 'mp-reject');
    await post(on(page, sandbox), { mobileNumber: '12345678' });
    const rejected = await post(on(page, sandbox, '/reject'));
    expect(rejected.status).toBe(303);
    expect(rejected.headers.get('location')).toContain('http://localhost:3000/');
    expect(notificationFor('mp-reject').map((entry) => JSON.parse(entry.body) as unknown)).toEqual([
      expect.objectContaining({ kind: 'payment_failed', paymentId: 'mp-reject', reason: 'rejected' }),
    ]);
  });

  it('time-out: a payment not approved in time fails with timeout, told once, and the page sends the payer back', async () => {
    const page = await startMobilePay(quick, 'mp-timeout');
    await post(on(page, quick), { mobileNumber: '12345678' });
    await waitFor(() => notificationFor('mp-timeout').length > 0);
    expect(notificationFor('mp-timeout').map((entry) => JSON.parse(entry.body) as unknown)).toEqual([
      expect.objectContaining({ kind: 'payment_failed', paymentId: 'mp-timeout', reason: 'timeout' }),
    ]);
    // Approving afterwards changes nothing; the browser is sent back.
    const late = await post(on(page, quick, '/approve'));
    expect(late.status).toBe(303);
    expect(late.headers.get('location')).toContain('http://localhost:3000/');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(notificationFor('mp-timeout')).toHaveLength(1);
  });
});

async function statusAt(server: SandboxServer, paymentId: string, signedFor: string = paymentId): Promise<{ status: number; body: Record<string, unknown> }> {
  const target = `/api/payments/${encodeURIComponent(paymentId)}`;
  const signed = signedRequestLine('GET', `/api/payments/${encodeURIComponent(signedFor)}`);
  const response = await fetch(new URL(target, server.url), {
    headers: { [PROVIDER_SIGNATURE_HEADER]: signProviderMessage(SECRET, signed, Math.floor(Date.now() / 1000)) },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("the platform's status query (GET /api/payments/{paymentId})", () => {
  it('answers only a signed request for that payment', async () => {
    await startMobilePay(sandbox, 'mp-status-auth');
    expect((await fetch(new URL('/api/payments/mp-status-auth', sandbox.url))).status).toBe(401);
    expect((await statusAt(sandbox, 'mp-status-auth', 'mp-other')).status).toBe(401);
    expect(await statusAt(sandbox, 'mp-status-auth')).toEqual({ status: 200, body: { status: 'pending' } });
    expect((await statusAt(sandbox, 'mp-never-started')).body).toEqual({ status: 'unknown' });
  });

  it('tells an approved payment with its transaction and amount, and a rejected one with the reason', async () => {
    const page = await startMobilePay(sandbox, 'mp-status-approve', 4_200);
    await post(on(page, sandbox), { mobileNumber: '12345678' });
    const approved = await post(on(page, sandbox, '/approve'));
    const transactionId = new URL(approved.headers.get('location') ?? '').searchParams.get('vivawallettransactionid');
    expect((await statusAt(sandbox, 'mp-status-approve')).body).toEqual({ status: 'approved', providerTransactionId: transactionId, amountOre: 4_200 });
    // A paid payment is not opened again.
    const again = JSON.stringify({
      kind: 'payment', method: 'mobilepay', paymentId: 'mp-status-approve', merchant: 'Skolepenge', amountOre: 4_200, description: 'x',
      returnUrl: 'http://localhost:3000/', notificationUrl: receiver.url,
    });
    const refused = await fetch(new URL('/api/sessions', sandbox.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [PROVIDER_SIGNATURE_HEADER]: signProviderMessage(SECRET, again, Math.floor(Date.now() / 1000)) },
      body: again,
    });
    expect(refused.status).toBe(409);

    const rejectedPage = await startMobilePay(sandbox, 'mp-status-reject');
    await post(on(rejectedPage, sandbox), { mobileNumber: '12345678' });
    await post(on(rejectedPage, sandbox, '/reject'));
    expect((await statusAt(sandbox, 'mp-status-reject')).body).toEqual({ status: 'rejected', reason: 'rejected' });
  });

  it('times out a page past its time-out when asked, told once by notification too', async () => {
    // The quick sandbox's own timer may get there first; either way the answer is the same.
    await startMobilePay(quick, 'mp-status-timeout');
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await statusAt(quick, 'mp-status-timeout')).body).toEqual({ status: 'expired' });
    await waitFor(() => notificationFor('mp-status-timeout').length > 0);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(notificationFor('mp-status-timeout')).toHaveLength(1);
  });

  it('answers the same page when the same payment is opened again, and closes it when another is opened', async () => {
    const first = await startMobilePay(sandbox, 'mp-status-reopen', 5_000);
    expect((await startMobilePay(sandbox, 'mp-status-reopen', 5_000)).toString()).toBe(first.toString());
    const second = await startMobilePay(sandbox, 'mp-status-reopen', 6_000);
    expect(second.toString()).not.toBe(first.toString());
    expect((await fetch(first)).status).toBe(410);
    expect((await fetch(second)).status).toBe(200);
  });
});

async function signedPost(server: SandboxServer, path: string, payload: object): Promise<{ status: number; body: Record<string, unknown> }> {
  const body = JSON.stringify(payload);
  const response = await fetch(new URL(path, server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [PROVIDER_SIGNATURE_HEADER]: signProviderMessage(SECRET, body, Math.floor(Date.now() / 1000)) },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function startAgreement(server: SandboxServer, agreementId: string, maxAmountOre = 50_000, language?: 'da' | 'en'): Promise<URL> {
  const answer = await signedPost(server, '/api/sessions', {
    kind: 'agreement',
    agreementId,
    merchant: 'Skolepenge',
    maxAmountOre,
    description: 'Optankning af Emmas tegnebog',
    returnUrl: 'http://localhost:3000/?agreement=true',
    notificationUrl: receiver.url,
    language,
  });
  expect(answer.status).toBe(201);
  return new URL(String(answer.body.redirectUrl));
}

function agreementNotices(agreementId: string) {
  return receiver.received.map((entry) => JSON.parse(entry.body) as { agreementId?: string }).filter((body) => body.agreementId === agreementId);
}

describe('MobilePay agreements (refills charged later, without the payer)', () => {
  it('opens an agreement page in Danish and English with the most per charge', async () => {
    const page = await startAgreement(sandbox, 'agr-da', 50_000);
    expect(page.pathname).toMatch(/^\/mobilepay\/ses_/);
    const html = (await (await fetch(page)).text()).replace(/\s/g, ' ');
    expect(html).toContain('Opret aftale med MobilePay');
    expect(html).toContain('Højst pr. træk');
    expect(html).toContain('500,00 kr.');
    expect(html).toContain('<label for="mobileNumber">Mobilnummer</label>');
    const english = await (await fetch(await startAgreement(sandbox, 'agr-en', 50_000, 'en'))).text();
    expect(english).toContain('Set up an agreement with MobilePay');
    expect(english).toContain('At most per charge');
  });

  it('approve: a signed agreement_approved with the token, which charges up to its most, once per reference, until stopped', async () => {
    const page = await startAgreement(sandbox, 'agr-approve', 30_000);
    await post(on(page, sandbox), { mobileNumber: '12 34 56 78' });
    const approval = await (await fetch(on(page, sandbox))).text();
    expect(approval).toContain('Godkend aftalen i MobilePay-appen');
    const approved = await post(on(page, sandbox, '/approve'));
    expect(approved.status).toBe(303);
    const back = new URL(approved.headers.get('location') ?? '');
    expect(back.searchParams.get('epaysubscriptionid')).toBe('agr-approve');
    await waitFor(() => agreementNotices('agr-approve').length > 0);
    const [notice] = agreementNotices('agr-approve') as [{ kind: string; agreementToken: string; mobileNumberLast4: string }];
    expect(notice).toMatchObject({ kind: 'agreement_approved', mobileNumberLast4: '5678', agreementToken: expect.stringMatching(/^sbx_agr_/) });
    const token = notice.agreementToken;

    const charge = (reference: string, amountOre: number) => signedPost(sandbox, '/api/agreements/charges', { agreementToken: token, amountOre, reference, description: 'Automatisk optankning' });
    const first = await charge('refill-1', 20_000);
    expect(first.body).toEqual({ status: 'approved', providerTransactionId: expect.stringMatching(/^txn_/) });
    expect((await charge('refill-1', 20_000)).body).toEqual(first.body);
    expect((await charge('refill-2', 30_001)).body).toMatchObject({ status: 'declined' });
    expect((await signedPost(sandbox, '/api/agreements/stop', { agreementToken: token })).body).toEqual({ stopped: true });
    expect((await charge('refill-3', 100)).body).toMatchObject({ status: 'declined', message: 'The agreement was stopped' });
    expect((await signedPost(sandbox, '/api/agreements/charges', { agreementToken: 'sbx_agr_unknown', amountOre: 100, reference: 'refill-4', description: 'x' })).body).toMatchObject({ status: 'error' });
  });

  it('reject: a signed agreement_failed with the reason, and no agreement', async () => {
    const page = await startAgreement(sandbox, 'agr-reject');
    await post(on(page, sandbox), { mobileNumber: '12345678' });
    expect((await post(on(page, sandbox, '/reject'))).status).toBe(303);
    await waitFor(() => agreementNotices('agr-reject').length > 0);
    expect(agreementNotices('agr-reject')).toEqual([expect.objectContaining({ kind: 'agreement_failed', agreementId: 'agr-reject', reason: 'rejected' })]);
  });
});
