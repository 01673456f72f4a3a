import { DEMO_SEED_LABEL, demoCardToken } from '@kk/card-sandbox/protocol';
import { ReconciliationDay } from '@kk/contracts';
import { bearer, loginAs, TestClock, useApiHarness } from '../../test-support/app';
import { startAppWithSandbox, type SandboxedApp } from '../../test-support/card-sandbox';
import { LedgerService } from '../ledger/service';
import { Reconciliation } from './service';

/**
 * The reconciliation (issue 27) against the sandbox provider's real settlement files: the
 * demo world reconciles with no mismatch, and each kind of mismatch planted is reported
 * with its amounts and references.
 */

jest.setTimeout(120_000);

// Wednesday 11 March 2026, 11:00 in Copenhagen.
const clock = new TestClock(new Date('2026-03-11T10:00:00Z'));
const api = useApiHarness<SandboxedApp>({ clock, start: (options) => startAppWithSandbox({ ...options, sandboxNow: () => clock.now() }) });
const ledger = new LedgerService();
const TOKEN = demoCardToken('4111111111111111', DEMO_SEED_LABEL);

const support = async () => (await loginAs(api.app, 'support')).AccessToken;
async function run(date: string): Promise<ReconciliationDay> {
  const response = await api.app.inject({ method: 'POST', url: '/api/Admin/Reconciliation/Run', headers: bearer(await support()), payload: { date } });
  expect([response.statusCode, response.statusCode === 200 ? '' : response.body]).toEqual([200, '']);
  return ReconciliationDay.parse(response.json());
}
const credit = (amountOre: number) => api.db.transaction((tx) => ledger.depositByCard(tx, api.world.wallets.emma, amountOre, clock.now(), 'Indbetaling med betalingskort'));
const charge = (amountOre: number, reference: string) => api.started.provider.chargeSavedCard({ token: TOKEN, amountOre, reference, description: 'Optankning' });

describe('the reconciliation (POST /api/Admin/Reconciliation/Run, GET /api/Admin/Reconciliation)', () => {
  it("reconciles the demo world's days with no mismatch", async () => {
    const { rows } = await api.db.query<{ day: string }>(
      `SELECT DISTINCT to_char((lt.created_at AT TIME ZONE 'Europe/Copenhagen')::date, 'YYYY-MM-DD') AS day
         FROM seeded_card_charges s JOIN ledger_transactions lt ON lt.id = s.ledger_transaction_id
        WHERE lt.created_at < '2026-03-10T23:00:00Z' ORDER BY 1`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { day } of rows) {
      const outcome = await run(day);
      expect([day, outcome.Mismatches]).toEqual([day, []]);
      expect(outcome.MatchedLines).toBeGreaterThan(0);
      expect(outcome.MatchedPostings).toBe(outcome.MatchedLines);
    }
    const card = (await run(rows[0]!.day)).Files.find((file) => file.Method === 'card');
    expect(card?.Lines).toBeGreaterThan(0);
  });

  it('reports money charged but not credited, credited but not charged, and an amount that differs', async () => {
    const notCharged = await credit(12_345);
    const charged = await charge(5_000, 'charge-no-wallet-knows');
    expect(charged.status).toBe('approved');
    const differs = await credit(9_000);
    expect((await charge(10_000, differs)).status).toBe('approved');
    const matches = await credit(7_000);
    expect((await charge(7_000, matches)).status).toBe('approved');

    clock.advanceMinutes(24 * 60);
    const outcome = await run('2026-03-11');
    const found = outcome.Mismatches.map((m) => [m.Kind, m.LedgerTransactionID ?? m.Reference, m.ProviderAmount, m.LedgerAmount]);
    expect(found).toEqual(
      expect.arrayContaining([
        ['charged_not_credited', 'charge-no-wallet-knows', 50, null],
        ['credited_not_charged', notCharged, null, 123.45],
        ['amount_differs', differs, 100, 90],
      ]),
    );
    expect(outcome.Mismatches).toHaveLength(3);
    expect(outcome.Mismatches.find((m) => m.Kind === 'credited_not_charged')?.WalletID).toBe(api.world.wallets.emma);
    expect(outcome.MatchedLines).toBeGreaterThanOrEqual(1);
    expect(outcome.Mismatches.find((m) => m.Kind === 'amount_differs')?.Detail.replace(/\u00a0/g, ' ')).toBe('Udbyderen trak 100,00 kr., men regnskabet krediterede 90,00 kr.');

    const stored = await api.app.inject({ method: 'GET', url: '/api/Admin/Reconciliation?date=2026-03-11', headers: bearer(await support()) });
    expect(ReconciliationDay.parse(stored.json())).toEqual(outcome);
    const english = ReconciliationDay.parse((await api.app.inject({ method: 'GET', url: '/api/Admin/Reconciliation?date=2026-03-11', headers: { ...bearer(await support()), language: 'en' } })).json());
    expect(english.Mismatches.find((m) => m.Kind === 'credited_not_charged')?.Detail.replace(/\u00a0/g, ' ')).toBe('The ledger credited DKK 123.45 of card money, but no provider charged it');
  });

  it('answers a day not run yet with no run, runs today so far and again once it has ended, and refuses a day to come, a bad day and anyone but the support tool', async () => {
    const token = await support();
    const notRun = await api.app.inject({ method: 'GET', url: '/api/Admin/Reconciliation?date=2025-01-01', headers: bearer(token) });
    expect(ReconciliationDay.parse(notRun.json())).toMatchObject({ RanAt: null, Mismatches: [] });
    const tomorrow = await api.app.inject({ method: 'POST', url: '/api/Admin/Reconciliation/Run', headers: bearer(token), payload: { date: '2026-03-13' } });
    expect(tomorrow.statusCode).toBe(400);
    // Today so far may be looked at; the nightly run checks it again once it has ended.
    expect((await run('2026-03-12')).RanAt).not.toBeNull();
    const nextNight = new Reconciliation(api.db, { now: () => new Date(clock.now().getTime() + 24 * 60 * 60 * 1000) }, api.started.provider);
    expect(await nextNight.runClosedDays()).toContain('2026-03-12');
    expect(await nextNight.runClosedDays()).not.toContain('2026-03-12');
    expect((await api.app.inject({ method: 'GET', url: '/api/Admin/Reconciliation?date=2026-02-30', headers: bearer(token) })).statusCode).toBe(400);
    const partner = (await loginAs(api.app, 'partner')).AccessToken;
    expect((await api.app.inject({ method: 'GET', url: '/api/Admin/Reconciliation?date=2026-03-11', headers: bearer(partner) })).statusCode).toBe(403);
    expect((await api.app.inject({ method: 'POST', url: '/api/Admin/Reconciliation/Run', headers: bearer(partner), payload: { date: '2026-03-10' } })).statusCode).toBe(403);
  });
});
