import { DEMO_SEED_LABEL, demoCardToken, PROVIDER_SIGNATURE_HEADER, signedRequestLine, signProviderMessage, type SettlementFile } from './protocol';
import { startSandboxServer, type SandboxServer } from './server';

/**
 * The daily settlement file (issue 27): every charge, refund and fee the sandbox booked on a
 * Copenhagen day for one method, each with the platform's reference, as a real acquirer
 * sends it; and the seeded charges the demo world tells it of, once per reference.
 */
const SECRET = 'test-provider-secret-0123456789';
let sandbox: SandboxServer;

beforeAll(async () => {
  sandbox = await startSandboxServer({ port: 0, secret: SECRET, timeoutDelayMs: 200, notificationRetryDelaysMs: [50] });
});
afterAll(() => sandbox.close());

const now = () => Math.floor(Date.now() / 1000);
async function post(path: string, payload: object): Promise<{ status: number; body: Record<string, unknown> }> {
  const body = JSON.stringify(payload);
  const response = await fetch(new URL(path, sandbox.url), { method: 'POST', headers: { 'content-type': 'application/json', [PROVIDER_SIGNATURE_HEADER]: signProviderMessage(SECRET, body, now()) }, body });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
async function settlement(method: string, date: string, signedFor = `/api/settlements/${method}/${date}`): Promise<{ status: number; file: SettlementFile }> {
  const response = await fetch(new URL(`/api/settlements/${method}/${date}`, sandbox.url), {
    headers: { [PROVIDER_SIGNATURE_HEADER]: signProviderMessage(SECRET, signedRequestLine('GET', signedFor), now()) },
  });
  return { status: response.status, file: (await response.json()) as SettlementFile };
}
const copenhagenToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format(new Date());

describe('GET /api/settlements/{method}/{day}', () => {
  it("lists the day's charges with their fees and its refunds, each with the platform's reference", async () => {
    const token = demoCardToken('4111111111111111', DEMO_SEED_LABEL);
    const charged = await post('/api/charges', { token, amountOre: 20_000, reference: 'settle-charge-1', description: 'Optankning' });
    expect(charged.body.status).toBe('approved');
    const refunded = await post('/api/refunds', { providerTransactionId: charged.body.providerTransactionId, amountOre: 5_000, reference: 'settle-refund-1' });
    expect(refunded.body.status).toBe('approved');
    const { status, file } = await settlement('card', copenhagenToday());
    expect(status).toBe(200);
    const mine = file.lines.filter((line) => line.reference === 'settle-charge-1' || line.reference === 'settle-refund-1');
    expect(mine.map((line) => [line.type, line.reference, line.amountOre])).toEqual([
      ['charge', 'settle-charge-1', 20_000],
      ['fee', 'settle-charge-1', 190],
      ['refund', 'settle-refund-1', 5_000],
    ]);
    expect(file.totals.chargedOre).toBe(file.lines.filter((line) => line.type === 'charge').reduce((sum, line) => sum + line.amountOre, 0));
    expect((await settlement('mobilepay', copenhagenToday())).file.lines.some((line) => line.reference === 'settle-charge-1')).toBe(false);
  });

  it('answers only a signed request for that file, and a day that exists', async () => {
    expect((await fetch(new URL(`/api/settlements/card/${copenhagenToday()}`, sandbox.url))).status).toBe(401);
    expect((await settlement('card', copenhagenToday(), '/api/settlements/card/2020-01-01')).status).toBe(401);
    expect((await settlement('card', '2026-02-30')).status).toBe(400);
  });
});

describe('POST /api/sandbox/seeded-charges', () => {
  it('books the demo world’s charges on their day, once per reference', async () => {
    const charges = [{ reference: 'seed-ledger-1', method: 'mobilepay', amountOre: 10_000, chargedAt: '2026-03-01T09:00:00.000Z' }];
    expect((await post('/api/sandbox/seeded-charges', { charges })).body).toEqual({ recorded: 1 });
    expect((await post('/api/sandbox/seeded-charges', { charges })).body).toEqual({ recorded: 0 });
    const { file } = await settlement('mobilepay', '2026-03-01');
    expect(file.lines.map((line) => [line.type, line.reference, line.amountOre])).toEqual([
      ['charge', 'seed-ledger-1', 10_000],
      ['fee', 'seed-ledger-1', 100],
    ]);
    expect((await post('/api/sandbox/seeded-charges', { charges: [{ ...charges[0], amountOre: -1 }] })).status).toBe(400);
  });
});
