import { startSandboxServer, type SandboxServer } from '@kk/card-sandbox';
import { DEMO_SEED_LABEL, demoCardToken, PROVIDER_SIGNATURE_HEADER, signProviderMessage } from '@kk/card-sandbox/protocol';
import { TEST_PROVIDER_SECRET } from '../../test-support/card-sandbox';
import { CardProviderUnavailableError } from './errors';
import { SandboxCardProvider } from './sandbox-adapter';

// The adapter against the real sandbox (the sandbox's own behaviour is tested in
// sandbox/src/sandbox.test.ts; the whole flow through the API in modules/cards).
let sandbox: SandboxServer;

beforeAll(async () => {
  sandbox = await startSandboxServer({ port: 0, secret: TEST_PROVIDER_SECRET, timeoutDelayMs: 200, notificationRetryDelaysMs: [50, 50, 50] });
});

afterAll(async () => {
  await sandbox.close();
});

const adapter = (timeoutMs = 2_000) =>
  new SandboxCardProvider({ baseUrl: sandbox.url, secret: TEST_PROVIDER_SECRET, notificationUrl: 'http://127.0.0.1:9/notify', timeoutMs, merchantName: 'Skolepenge' });

describe('the sandbox adapter', () => {
  it('counts a provider that does not answer in time as a time-out', async () => {
    const impatient = adapter(50);
    expect(await impatient.chargeSavedCard({ token: demoCardToken('4000000000000119', DEMO_SEED_LABEL), amountOre: 100, reference: 't-2', description: 'x' })).toMatchObject({
      status: 'timeout',
    });
  });

  it('reads the outcomes of the test cards from the sandbox', async () => {
    const charge = (number: string, reference: string) => adapter().chargeSavedCard({ token: demoCardToken(number, DEMO_SEED_LABEL), amountOre: 100, reference, description: 'x' });
    expect(await charge('4111111111111111', 'a-1')).toEqual({ status: 'approved', providerTransactionId: expect.stringMatching(/^txn_/) });
    expect(await charge('4000000000000002', 'd-1')).toMatchObject({ status: 'declined' });
    expect(await charge('4000000000000119', 't-1')).toMatchObject({ status: 'timeout' });
  });

  it("asks where a hosted payment stands with a signed GET: pending, unknown, and unreachable as CardProviderUnavailableError", async () => {
    await adapter().startHostedPayment({ method: 'mobilepay', paymentId: 'adapter-status-1', amountOre: 1_000, description: 'x', returnUrl: 'http://localhost:3000/' });
    expect(await adapter().paymentStatus({ paymentId: 'adapter-status-1' })).toEqual({ status: 'pending' });
    expect(await adapter().paymentStatus({ paymentId: 'adapter-never-opened' })).toEqual({ status: 'unknown' });
    const wrongSecret = new SandboxCardProvider({ baseUrl: sandbox.url, secret: 'another-secret-0123456789', notificationUrl: 'http://127.0.0.1:9/notify', timeoutMs: 2_000, merchantName: 'x' });
    await expect(wrongSecret.paymentStatus({ paymentId: 'adapter-status-1' })).rejects.toBeInstanceOf(CardProviderUnavailableError);
    const nobody = new SandboxCardProvider({ baseUrl: 'http://127.0.0.1:9', secret: TEST_PROVIDER_SECRET, notificationUrl: 'http://127.0.0.1:9/notify', timeoutMs: 2_000, merchantName: 'x' });
    await expect(nobody.paymentStatus({ paymentId: 'adapter-status-1' })).rejects.toBeInstanceOf(CardProviderUnavailableError);
  });
});

describe('the status of a charge by its reference (issue 23)', () => {
  it('tells approved (with the amount), declined, no funds and unknown from the signed GET, charging nothing', async () => {
    const token = (number: string) => demoCardToken(number, DEMO_SEED_LABEL);
    const charged = await adapter().chargeSavedCard({ token: token('4111111111111111'), amountOre: 4_200, reference: 'status:a-1', description: 'x' });
    if (charged.status !== 'approved') throw new Error('not charged');
    await adapter().chargeSavedCard({ token: token('4000000000000002'), amountOre: 100, reference: 'status:d-1', description: 'x' });
    await adapter().chargeSavedCard({ token: token('4000000000009995'), amountOre: 100, reference: 'status:i-1', description: 'x' });
    const charges = sandbox.state.charges().length;
    expect(await adapter().chargeStatus({ reference: 'status:a-1' })).toEqual({ status: 'approved', providerTransactionId: charged.providerTransactionId, amountOre: 4_200 });
    expect(await adapter().chargeStatus({ reference: 'status:d-1' })).toMatchObject({ status: 'declined' });
    expect(await adapter().chargeStatus({ reference: 'status:i-1' })).toMatchObject({ status: 'insufficient_funds' });
    expect(await adapter().chargeStatus({ reference: 'status:never-sent' })).toEqual({ status: 'unknown' });
    // A card charge's reference is not an agreement charge's.
    expect(await adapter().chargeStatus({ reference: 'status:a-1', of: 'agreement' })).toEqual({ status: 'unknown' });
    expect(sandbox.state.charges()).toHaveLength(charges);
  });

  it('tells pending while the issuer keeps a charge waiting (the time-out card), unknown after: nothing was charged', async () => {
    const waiting = adapter(5_000).chargeSavedCard({ token: demoCardToken('4000000000000119', DEMO_SEED_LABEL), amountOre: 100, reference: 'status:t-1', description: 'x' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await adapter().chargeStatus({ reference: 'status:t-1' })).toEqual({ status: 'pending' });
    expect(await waiting).toMatchObject({ status: 'timeout' });
    expect(await adapter().chargeStatus({ reference: 'status:t-1' })).toEqual({ status: 'unknown' });
  });

  it('throws CardProviderUnavailableError when the provider cannot be reached or the signature is wrong', async () => {
    const nobody = new SandboxCardProvider({ baseUrl: 'http://127.0.0.1:9', secret: TEST_PROVIDER_SECRET, notificationUrl: 'http://127.0.0.1:9/notify', timeoutMs: 2_000, merchantName: 'x' });
    await expect(nobody.chargeStatus({ reference: 'status:a-1' })).rejects.toBeInstanceOf(CardProviderUnavailableError);
    const wrongSecret = new SandboxCardProvider({ baseUrl: sandbox.url, secret: 'another-secret-0123456789', notificationUrl: 'http://127.0.0.1:9/notify', timeoutMs: 2_000, merchantName: 'x' });
    await expect(wrongSecret.chargeStatus({ reference: 'status:a-1' })).rejects.toBeInstanceOf(CardProviderUnavailableError);
  });
});

describe('MobilePay agreements through the adapter', () => {
  it('opens the agreement page, reads the signed agreement_approved, charges the token once per reference and stops it', async () => {
    const { redirectUrl } = await adapter().startAgreement({ agreementId: 'adapter-agreement-1', maxAmountOre: 20_000, description: 'Optankning', returnUrl: 'http://localhost:3000/' });
    const page = new URL(redirectUrl);
    expect(page.pathname).toMatch(/^\/mobilepay\//);
    const form = (path: string, body: Record<string, string>) =>
      fetch(new URL(`${page.pathname}${path}?lang=da`, sandbox.url), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body).toString(), redirect: 'manual' });
    await form('', { mobileNumber: '12345678' });
    expect((await form('/approve', {})).status).toBe(303);
    // The notification waits in the outbox (nobody listens at its address): read it as the platform would.
    const entry = sandbox.state.outbox().find((candidate) => candidate.body.includes('adapter-agreement-1'));
    if (entry === undefined) throw new Error('no agreement notification');
    const timestamp = Math.floor(Date.now() / 1000);
    const notice = adapter().verifyNotification(entry.body, { [PROVIDER_SIGNATURE_HEADER]: signProviderMessage(TEST_PROVIDER_SECRET, entry.body, timestamp) });
    expect(notice).toMatchObject({ kind: 'agreement_approved', agreementId: 'adapter-agreement-1', mobileNumberLast4: '5678' });
    if (notice?.kind !== 'agreement_approved') throw new Error('not approved');

    const charge = (reference: string, amountOre: number) => adapter().chargeAgreement({ agreementToken: notice.agreementToken, amountOre, reference, description: 'Automatisk optankning' });
    const first = await charge('agr-charge-1', 15_000);
    expect(first).toEqual({ status: 'approved', providerTransactionId: expect.stringMatching(/^txn_/) });
    expect(await charge('agr-charge-1', 15_000)).toEqual(first);
    if (first.status !== 'approved') throw new Error('not charged');
    expect(await adapter().chargeStatus({ reference: 'agr-charge-1', of: 'agreement' })).toEqual({ status: 'approved', providerTransactionId: first.providerTransactionId, amountOre: 15_000 });
    expect(await charge('agr-charge-2', 20_001)).toMatchObject({ status: 'declined' });
    await adapter().stopAgreement({ agreementToken: notice.agreementToken });
    expect(await charge('agr-charge-3', 100)).toMatchObject({ status: 'declined' });
  });
});
