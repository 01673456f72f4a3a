import { startSandboxServer, type SandboxServer } from '@kk/card-sandbox';
import { DEMO_SEED_LABEL, demoCardToken } from '@kk/card-sandbox/protocol';
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
