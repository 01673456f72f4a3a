import { randomUUID } from 'node:crypto';
import { DEMO_SEED_LABEL, demoCardToken } from '@kk/card-sandbox/protocol';
import type { Queryable } from '../../db/db';
import { bearer, useApiHarness } from '../../test-support/app';
import { startAppWithSandbox, type SandboxedApp } from '../../test-support/card-sandbox';
import { ledgerProblems } from '../../test-support/staff';
import { LedgerService } from '../ledger/service';
import { MailService } from '../mail/service';
import { databaseTransport } from '../mail/transport';
import { Reconciliation } from '../reconciliation/service';
import { SchoolYearService } from './service';

/**
 * A new school year (issue 28) on a fixture of one school: ordinary grades move up one
 * number, special and employee grades stay, the 9th grade leaves; one leaver's balance goes
 * to a sibling through the ledger, one with a primary card is paid back to it through the
 * sandbox card provider (once, whatever the retries), one without a card keeps it; the
 * guardians are mailed; the ledger verifies after and the day reconciles with the provider's
 * settlement file; a second run changes nothing, and another customer's wallets are untouched.
 */

jest.setTimeout(120_000);

const clock = { now: () => new Date('2027-08-09T06:00:00Z') };
const api = useApiHarness<SandboxedApp, 'support' | 'parent' | 'kkpayParent'>({ login: ['support', 'parent', 'kkpayParent'], start: (options) => startAppWithSandbox({ ...options, sandboxNow: () => clock.now() }) });
const ledger = new LedgerService();
const CARD_TOKEN = demoCardToken('4111111111111111', DEMO_SEED_LABEL);
const DECLINED_TOKEN = demoCardToken('4000000000000002', DEMO_SEED_LABEL);
const newService = () => new SchoolYearService(api.db, clock, ledger, api.started.provider, new MailService(api.db, clock, databaseTransport, { from: 'Skolepenge <no-reply@skolepenge.dk>' }));

interface FixtureWallet {
  grade: [number, string, 'Grade' | 'Special' | 'Employee'] | null;
  balanceOre?: number;
  groupId?: string;
}

async function wallet(tx: Queryable, customerId: string, name: string, fixture: FixtureWallet): Promise<string> {
  const id = randomUUID();
  await tx.query(
    'INSERT INTO wallets (id, customer_id, wallet_group_id, name, grade_number, grade_letter, grade_level) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [id, customerId, fixture.groupId ?? null, name, fixture.grade?.[0] ?? null, fixture.grade?.[1] ?? null, fixture.grade?.[2] ?? null],
  );
  await ledger.openWalletAccount(tx, id);
  if (fixture.balanceOre) await ledger.depositByCard(tx, id, fixture.balanceOre, clock.now(), 'Fixture deposit');
  return id;
}

async function group(tx: Queryable): Promise<string> {
  const { rows } = await tx.query<{ id: string }>("INSERT INTO wallet_groups (name) VALUES ('Fixture family') RETURNING id");
  return (rows[0] as { id: string }).id;
}

async function gradeOf(id: string): Promise<string | null> {
  const { rows } = await api.db.query<{ g: string | null }>("SELECT CASE WHEN grade_number IS NULL THEN NULL ELSE grade_number || '. ' || grade_letter || ' ' || grade_level END AS g FROM wallets WHERE id = $1", [id]);
  return rows[0]?.g ?? null;
}

async function balanceOf(id: string): Promise<number> {
  return ledger.balanceOre(api.db, id);
}

describe('a new school year', () => {
  it('moves grades up, makes the last grade leavers, moves and records their balances, once', async () => {
    const school = api.world.customers.solbakkeSkole;
    const other = api.world.customers.kildevangSkole;
    const ids = await api.db.transaction(async (tx) => {
      const family = await group(tx);
      const lonely = await group(tx);
      const carded = await group(tx);
      return {
        first: await wallet(tx, school, 'Fixture 0A', { grade: [0, 'A', 'Grade'] }),
        eighth: await wallet(tx, school, 'Fixture 8B', { grade: [8, 'B', 'Grade'], groupId: family, balanceOre: 500 }),
        leaverToSibling: await wallet(tx, school, 'Fixture 9B', { grade: [9, 'B', 'Grade'], groupId: family, balanceOre: 12_345 }),
        leaverNoCard: await wallet(tx, school, 'Fixture 9C', { grade: [9, 'C', 'Grade'], groupId: lonely, balanceOre: 2_000 }),
        leaverCard: await wallet(tx, school, 'Fixture 9D', { grade: [9, 'D', 'Grade'], groupId: carded, balanceOre: 700 }),
        special: await wallet(tx, school, 'Fixture 9S', { grade: [9, 'S', 'Special'] }),
        employee: await wallet(tx, school, 'Fixture 99A', { grade: [99, 'A', 'Employee'] }),
        none: await wallet(tx, school, 'Fixture none', { grade: null }),
        elsewhere: await wallet(tx, other, 'Fixture other 9A', { grade: [9, 'A', 'Grade'], balanceOre: 300 }),
        carded,
      };
    });
    const user = api.world.users.parent;
    // The 9 D family has a primary card; the 9 B family chose the sibling.
    const { rows: cards } = await api.db.query<{ id: string }>(
      `INSERT INTO credit_cards (wallet_group_id, card_type, merchant_number, provider_token, brand, last4, expiry_month, expiry_year, created_at)
       VALUES ($1, 'VISA', 'fixture', $2, 'Visa', '1111', 12, 2030, now()) RETURNING id`,
      [ids.carded, CARD_TOKEN],
    );
    await api.db.query('INSERT INTO wallet_primary_cards (wallet_id, credit_card_id, assigned_at) VALUES ($1, $2, now())', [ids.leaverCard, cards[0]?.id]);
    await api.db.query('INSERT INTO wallet_group_guardians (wallet_group_id, user_id) VALUES ($1, $2)', [ids.carded, user]);
    await api.db.query('INSERT INTO school_year_leaver_choices (wallet_id, sibling_wallet_id, chosen_by_user_id, chosen_at) VALUES ($1, $2, $3, now())', [ids.leaverToSibling, ids.eighth, user]);

    const service = newService();
    const preview = await service.preview(school, 9);
    const outcomeOf = (id: string) => preview.find((entry) => entry.wallet.id === id)?.outcome.kind;
    expect([ids.first, ids.leaverToSibling, ids.special, ids.employee, ids.none].map(outcomeOf)).toEqual(['moves', 'leaver', 'stays', 'stays', 'stays']);
    expect(await gradeOf(ids.first)).toBe('0. A Grade');

    await service.schedule(school, '2027-08-09', 9, user);
    await expect(service.schedule(school, '2027-08-10', 9, user)).rejects.toThrow();
    await service.schedule(other, '2027-09-01', 9, user);
    expect(await service.runDue('2027-08-08')).toBe(0);
    expect(await service.runDue('2027-08-09')).toBe(1);

    expect(await gradeOf(ids.first)).toBe('1. A Grade');
    expect(await gradeOf(ids.eighth)).toBe('9. B Grade');
    expect(await gradeOf(ids.special)).toBe('9. S Special');
    expect(await gradeOf(ids.employee)).toBe('99. A Employee');
    expect(await gradeOf(ids.none)).toBeNull();
    expect(await gradeOf(ids.elsewhere)).toBe('9. A Grade');
    expect(await gradeOf(ids.leaverToSibling)).toBe('9. B Grade');

    const { rows: closed } = await api.db.query<{ id: string; blocked: boolean }>('SELECT id, blocked FROM wallets WHERE closed_at IS NOT NULL ORDER BY name');
    expect(closed.map((row) => row.id).sort()).toEqual([ids.leaverToSibling, ids.leaverNoCard, ids.leaverCard].sort());
    expect(closed.every((row) => row.blocked)).toBe(true);
    // The guardian's wallet list says which wallet is closed, and since when.
    const children = (await api.app.inject({ method: 'GET', url: '/api/Onboarding/GetChildren', headers: bearer(api.tokens.parent) })).json() as { WalletID: string; ClosedOn?: string }[];
    expect(children.find((child) => child.WalletID === ids.leaverCard)?.ClosedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(children.find((child) => child.WalletID === api.world.wallets.emma)).not.toHaveProperty('ClosedOn');
    // A closed wallet cannot be unblocked by the block toggle.
    await expect(api.db.query('UPDATE wallets SET blocked = false WHERE id = $1', [ids.leaverNoCard])).rejects.toThrow();

    expect(await balanceOf(ids.leaverToSibling)).toBe(0);
    expect(await balanceOf(ids.eighth)).toBe(12_845);
    expect(await balanceOf(ids.leaverNoCard)).toBe(2_000);
    // Owed to the card, not paid until the provider has paid it.
    expect(await balanceOf(ids.leaverCard)).toBe(700);
    expect(await ledgerProblems(api.db)).toEqual([]);

    // The guardians are told, each leaver once, in their language.
    const { rows: told } = await api.db.query<{ wallet_id: string; subject: string; body: string }>("SELECT wallet_id, subject, body FROM message_log WHERE kind = 'school_leaver'");
    const parentOf = (id: string) => told.filter((row) => row.wallet_id === id);
    expect(told.every((row) => row.subject.includes('tegnebogen er lukket'))).toBe(true);
    expect(parentOf(ids.leaverCard).map((row) => row.body)).toEqual([expect.stringContaining('dit kort, der ender på 1111')]);

    // The pay-back pass: paid once through the provider, whichever pass or instance runs it.
    const passes = await Promise.all([service.payBackPending(), newService().payBackPending()]);
    expect(passes.reduce((sum, pass) => sum + pass.paid, 0)).toBe(1);
    expect(await service.payBackPending()).toEqual({ paid: 0, failed: 0, waiting: 0 });
    expect(await balanceOf(ids.leaverCard)).toBe(0);
    expect(await ledgerProblems(api.db)).toEqual([]);
    const { rows: paybacks } = await api.db.query<{ n: number }>("SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'card_payback'");
    expect(paybacks[0]?.n).toBe(1);
    // The guardian reads each move by what it was, not as a purchase.
    const typesOf = async (walletId: string) => {
      const response = await api.app.inject({ method: 'POST', url: '/api/Transaction/SearchV2', headers: bearer(api.tokens.parent), payload: { StartIndex: 0, Count: 10, Search: [{ Name: 'FK_WalletID', Value: walletId, SearchType: 0 }] } });
      return (response.json() as { Transactions: { Type: string; Amount: number }[] }).Transactions.map((row) => [row.Type, row.Amount]);
    };
    expect(await typesOf(ids.leaverCard)).toEqual([['CardPayback', -7], ['Deposit', 7]]);
    const file = await api.started.provider.settlementFile({ method: 'card', date: '2027-08-09' });
    expect(file.lines.filter((line) => line.type === 'refund')).toEqual([expect.objectContaining({ amountOre: 700, reference: expect.stringMatching(/^school-year:/) })]);
    const reconciled = await new Reconciliation(api.db, clock, api.started.provider).run('2027-08-09');
    // The fixture's own deposits were never charged by a provider; the pay-back and its refund line match.
    const { rows: paybackTx } = await api.db.query<{ id: string }>("SELECT id::text AS id FROM ledger_transactions WHERE kind = 'card_payback'");
    const aboutPayback = (mismatch: { Reference: string | null; LedgerTransactionID: string | null }) =>
      mismatch.Reference?.startsWith('school-year:') === true || paybackTx.some((row) => row.id === mismatch.LedgerTransactionID);
    expect(reconciled.Mismatches.filter(aboutPayback)).toEqual([]);

    const [done] = await service.list(school);
    expect(done?.status).toBe('done');
    // The demo world's own pupils at the school move or stay too: the preview counted them all.
    const count = (kind: string) => preview.filter((entry) => entry.outcome.kind === kind).length;
    expect(count('leaver')).toBe(3);
    expect(done?.result).toMatchObject({ moved: count('moves'), leavers: 3, stayed: count('stays'), movedToSiblingOre: 12_345, paybackToCardOre: 700, leftOre: 2_000, leftWalletIds: [ids.leaverNoCard] });

    // Exactly once: a second pass (or a retried job) changes nothing.
    expect(await service.runDue('2027-08-09')).toBe(0);
    expect(await service.runDue('2027-12-31')).toBe(1); // the other school's own date
    await expect(service.cancel(done?.id ?? '', user)).rejects.toThrow(); // a done one cannot be cancelled
    expect(await gradeOf(ids.first)).toBe('1. A Grade');
    expect(await balanceOf(ids.eighth)).toBe(12_845);
    const { rows: recorded } = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM school_year_rollover_wallets WHERE rollover_id = $1', [done?.id]);
    expect(recorded[0]?.n).toBe(count('moves') + 3);
    // The other school's run closed its own leaver and touched nothing of the first school's.
    expect(await gradeOf(ids.first)).toBe('1. A Grade');
    expect(await balanceOf(ids.elsewhere)).toBe(300);
    expect(await ledgerProblems(api.db)).toEqual([]);
  });
});

describe("a leaver's card the provider refuses", () => {
  it('leaves the balance on the closed wallet and the pay-back failed; nothing is booked', async () => {
    const school = api.world.customers.kildevangSkole;
    const { leaver, family } = await api.db.transaction(async (tx) => {
      const family = await group(tx);
      return { family, leaver: await wallet(tx, school, 'Fixture declined 9E', { grade: [9, 'E', 'Grade'], groupId: family, balanceOre: 4_250 }) };
    });
    const { rows: cards } = await api.db.query<{ id: string }>(
      `INSERT INTO credit_cards (wallet_group_id, card_type, merchant_number, provider_token, brand, last4, expiry_month, expiry_year, created_at)
       VALUES ($1, 'VISA', 'fixture', $2, 'Visa', '0002', 12, 2030, now()) RETURNING id`,
      [family, DECLINED_TOKEN],
    );
    await api.db.query('INSERT INTO wallet_primary_cards (wallet_id, credit_card_id, assigned_at) VALUES ($1, $2, now())', [leaver, cards[0]?.id]);
    const service = newService();
    const scheduled = await service.schedule(school, '2028-07-01', 9, api.world.users.parent);
    expect(await service.runDue('2028-07-01')).toBe(1);
    expect(await service.payBackPending()).toMatchObject({ paid: 0, failed: 1 });
    expect(await service.payBackPending()).toEqual({ paid: 0, failed: 0, waiting: 0 });
    expect(await balanceOf(leaver)).toBe(4_250);
    expect(await service.leavers(scheduled.id)).toContainEqual(expect.objectContaining({ walletId: leaver, payback: 'card', paybackStatus: 'failed', paybackFailure: 'The card was declined', balanceOre: 4_250 }));
    expect(await ledgerProblems(api.db)).toEqual([]);
  });
});

describe('the support tool\'s school-year calls', () => {
  it('preview, schedule, list and cancel for the support tool; a parent is refused and nothing is scheduled', async () => {
    const school = api.world.customers.kildevangSkole;
    const call = (token: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => api.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    const parent = api.tokens.parent;
    const support = api.tokens.support;
    const before = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM school_year_rollovers');
    for (const [method, url, payload] of [
      ['POST', '/api/Admin/SchoolYear/Preview', { CustomerID: school, LastGrade: 9 }],
      ['POST', '/api/Admin/SchoolYear/Schedule', { CustomerID: school, RunOn: '2028-08-01', LastGrade: 9 }],
      ['GET', '/api/Admin/SchoolYear/List', undefined],
    ] as const) {
      expect([url, (await call(parent, method, url, payload)).statusCode]).toEqual([url, 403]);
    }
    expect((await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM school_year_rollovers')).rows[0]?.n).toBe(before.rows[0]?.n);

    expect((await call(support, 'POST', '/api/Admin/SchoolYear/Preview', { CustomerID: school, LastGrade: 13 })).statusCode).toBe(400);
    const preview = await call(support, 'POST', '/api/Admin/SchoolYear/Preview', { CustomerID: school, LastGrade: 9 });
    expect(preview.statusCode).toBe(200);
    const scheduled = await call(support, 'POST', '/api/Admin/SchoolYear/Schedule', { CustomerID: school, RunOn: '2028-08-01', LastGrade: 10 });
    expect([scheduled.statusCode, scheduled.json()]).toMatchObject([200, { CustomerID: school, RunOn: '2028-08-01', LastGrade: 10, Status: 'scheduled' }]);
    expect((await call(support, 'POST', '/api/Admin/SchoolYear/Schedule', { CustomerID: school, RunOn: '2028-08-02', LastGrade: 9 })).statusCode).toBe(409);
    const id = (scheduled.json() as { ID: string }).ID;
    expect((await call(parent, 'POST', `/api/Admin/SchoolYear/Cancel/${id}`)).statusCode).toBe(403);
    expect((await call(support, 'POST', `/api/Admin/SchoolYear/Cancel/${id}`)).statusCode).toBe(204);
    expect((await call(support, 'POST', `/api/Admin/SchoolYear/Cancel/${id}`)).statusCode).toBe(404);
    const list = await call(support, 'GET', `/api/Admin/SchoolYear/List?customerID=${school}`);
    expect((list.json() as { ID: string; Status: string }[]).find((row) => row.ID === id)?.Status).toBe('cancelled');
  });
});

describe("a guardian's choice for a leaver", () => {
  /** The LeavesOn of each of the caller's wallets that has one (GET /api/Onboarding/GetChildren). */
  async function leavingDates(token: string): Promise<Record<string, string>> {
    const children = (await api.app.inject({ method: 'GET', url: '/api/Onboarding/GetChildren', headers: bearer(token) })).json() as { WalletID: string; LeavesOn?: string }[];
    return Object.fromEntries(children.flatMap((child) => (child.LeavesOn === undefined ? [] : [[child.WalletID, child.LeavesOn]])));
  }

  it('names the date and the siblings that may receive the balance, saves a sibling, and refuses another family and a wallet that does not leave', async () => {
    const school = api.world.customers.solbakkeSkole;
    const ids = await api.db.transaction(async (tx) => {
      const family = await group(tx);
      return {
        family,
        leaver: await wallet(tx, school, 'Fixture choice 9X', { grade: [9, 'X', 'Grade'], groupId: family, balanceOre: 1_000 }),
        sibling: await wallet(tx, school, 'Fixture choice 5X', { grade: [5, 'X', 'Grade'], groupId: family }),
        twin: await wallet(tx, school, 'Fixture choice 9Y', { grade: [9, 'Y', 'Grade'], groupId: family }),
      };
    });
    await api.db.query('INSERT INTO wallet_group_guardians (wallet_group_id, user_id) VALUES ($1, $2)', [ids.family, api.world.users.parent]);
    const call = (token: string, method: 'GET' | 'PUT', walletId: string, sibling?: string | null) =>
      api.app.inject({ method, url: method === 'GET' ? `/api/SchoolYear/LeaverChoice?walletID=${walletId}` : '/api/SchoolYear/LeaverChoice', headers: bearer(token), ...(method === 'PUT' ? { payload: { WalletID: walletId, SiblingWalletID: sibling ?? null } } : {}) });
    const parent = api.tokens.parent;

    // Nothing scheduled: nothing to choose.
    expect((await call(parent, 'GET', ids.leaver)).json()).toMatchObject({ LeavesOn: null, Siblings: [] });
    expect((await call(parent, 'PUT', ids.leaver, ids.sibling)).statusCode).toBe(400);

    const scheduled = await newService().schedule(school, '2029-08-01', 9, api.world.users.parent);
    const read = await call(parent, 'GET', ids.leaver);
    expect([read.statusCode, read.json()]).toEqual([200, { WalletID: ids.leaver, LeavesOn: '2029-08-01', Siblings: [{ WalletID: ids.sibling, Name: 'Fixture choice 5X' }], SiblingWalletID: null, HasPrimaryCard: false }]);
    // The family's wallet list says which wallet leaves, so the wallet site asks without a call per wallet.
    expect(await leavingDates(parent)).toEqual({ [ids.leaver]: '2029-08-01', [ids.twin]: '2029-08-01' });
    // A sibling that leaves too, or a wallet that does not leave, is refused.
    expect((await call(parent, 'PUT', ids.leaver, ids.twin)).statusCode).toBe(400);
    expect((await call(parent, 'PUT', ids.sibling, ids.leaver)).statusCode).toBe(400);
    // Another family sees and changes nothing.
    expect((await call(api.tokens.kkpayParent, 'GET', ids.leaver)).statusCode).toBe(403);
    expect((await call(api.tokens.kkpayParent, 'PUT', ids.leaver, ids.sibling)).statusCode).toBe(403);
    const { rows: none } = await api.db.query('SELECT 1 FROM school_year_leaver_choices WHERE wallet_id = $1', [ids.leaver]);
    expect(none).toEqual([]);

    const chosen = await call(parent, 'PUT', ids.leaver, ids.sibling);
    expect([chosen.statusCode, (chosen.json() as { SiblingWalletID: string }).SiblingWalletID]).toEqual([200, ids.sibling]);
    expect((await call(parent, 'GET', ids.leaver)).json()).toMatchObject({ SiblingWalletID: ids.sibling });
    // The preview shows the choice; taking it back leaves the card (or the closed wallet).
    expect((await newService().preview(school, 9)).find((entry) => entry.wallet.id === ids.leaver)?.wallet.siblingWalletId).toBe(ids.sibling);
    expect((await call(parent, 'PUT', ids.leaver, null)).json()).toMatchObject({ SiblingWalletID: null });
    await newService().cancel(scheduled.id, api.world.users.parent);
    expect((await call(parent, 'GET', ids.leaver)).json()).toMatchObject({ LeavesOn: null });
    expect(await leavingDates(parent)).toEqual({});
  });

  it("lists a run's leavers and where each balance went for the support tool only", async () => {
    const school = api.world.customers.solbakkeSkole;
    const done = (await newService().list(school)).find((row) => row.status === 'done');
    const url = `/api/Admin/SchoolYear/Leavers/${done?.id ?? ''}`;
    expect((await api.app.inject({ method: 'GET', url, headers: bearer(api.tokens.parent) })).statusCode).toBe(403);
    const answer = await api.app.inject({ method: 'GET', url, headers: bearer(api.tokens.support) });
    expect(answer.statusCode).toBe(200);
    const leavers = answer.json() as { Name: string; Balance: number; Payback: string; PaybackStatus: string | null }[];
    expect(leavers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Name: 'Fixture 9D', Balance: 7, Payback: 'card', PaybackStatus: 'paid' }),
        expect.objectContaining({ Name: 'Fixture 9B', Balance: 123.45, Payback: 'sibling', PaybackStatus: null }),
        expect.objectContaining({ Name: 'Fixture 9C', Balance: 20, Payback: 'none', PaybackStatus: null }),
      ]),
    );
    const listed = await api.app.inject({ method: 'GET', url: `/api/Admin/SchoolYear/List?customerID=${school}`, headers: bearer(api.tokens.support) });
    expect((listed.json() as { ID: string; Result: unknown }[]).find((row) => row.ID === done?.id)?.Result).toMatchObject({ Leavers: 3, MovedToSibling: 123.45, PaybackToCard: 7, Left: 20 });
  });
});
