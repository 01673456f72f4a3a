import { expectFuzzAnswered, fuzzTargets, NOT_A_PATH, otherHostTargets, sendRaw } from '../../shared/build/jest/hostile-requests.mjs';
import { PROVIDER_SIGNATURE_HEADER, signProviderMessage } from './protocol';
import { startSandboxServer, type SandboxServer } from './server';

const SECRET = 'test-provider-secret-0123456789';

// The sandbox card provider under the requests of issue 23: its own process, whose pages
// every browser paying or adding a card reaches, so no request may stop it.
let sandbox: SandboxServer;
let port: number;
let sessionPath: string;

beforeAll(async () => {
  sandbox = await startSandboxServer({ port: 0, secret: SECRET, stateFile: null });
  port = Number(new URL(sandbox.url).port);
  // An open card page, so the fuzz also reaches a session's page with odd paths and queries.
  const body = JSON.stringify({ kind: 'card_registration', registrationId: 'reg-hostile', cardType: 'Visa', returnUrl: 'http://localhost:3000/x', notificationUrl: 'http://127.0.0.1:1/notify' });
  const response = await fetch(`${sandbox.url}/api/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [PROVIDER_SIGNATURE_HEADER]: signProviderMessage(SECRET, body, Math.floor(Date.now() / 1000)) },
    body,
  });
  sessionPath = new URL(((await response.json()) as { redirectUrl: string }).redirectUrl).pathname;
});

afterAll(() => sandbox.close());

async function expectStillServing() {
  expect((await sendRaw(port, '/health')).status).toBe(200);
  expect((await sendRaw(port, sessionPath)).status).toBe(200);
}

it.each([...NOT_A_PATH, ...otherHostTargets('127.0.0.1:1')])('refuses the target %j with 400 and lives on', async (target) => {
  expect((await sendRaw(port, target)).status).toBe(400);
  await expectStillServing();
});

it('answers every fuzzed path and query value without a server error, and lives on after each', async () => {
  const targets = [...fuzzTargets(300), ...fuzzTargets(60, 7).map((target) => (typeof target === 'string' ? `${sessionPath}${target}` : target))];
  await expectFuzzAnswered(port, expectStillServing, targets);
}, 120_000);

it('answers a form of garbage on a card page without a server error', async () => {
  for (const body of ['%', 'cardNumber=%ED%A0%80', 'cardNumber=%E0%A4%A&expiry=%00', `cvc=${'9'.repeat(5_000)}`]) {
    const answer = await sendRaw(port, `${sessionPath}?lang=%ED%A0%80`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
    expect([body.slice(0, 40), answer.status >= 200 && answer.status < 500]).toEqual([body.slice(0, 40), true]);
  }
  expect((await sendRaw(port, '/health')).status).toBe(200);
});
