import { APPLICATION_HEADER, PupilImportResponse, type LoginResponse } from '@kk/contracts';
import { bearer, useApiHarness } from '../../test-support/app';
import { ledgerProblems, otherTenantPartner } from '../../test-support/staff';

/**
 * Pupils from a class list (issue 28): every row error is named; Danish Excel's file (BOM,
 * ';') and an English ',' file read alike; a preview changes nothing; an apply creates the
 * wallets (with their ledger accounts), school cards and guardian invitations (e-mails
 * kept by the database transport); the same file twice changes nothing; a grade change
 * updates; roles and tenancy; and a 10,000-row file applies.
 */

jest.setTimeout(300_000);

const api = useApiHarness({ login: ['partner', 'kkpayPartner', 'parent'] });
const PATH = '/api/Admin/Import/Pupils';
const HEADER_DA = 'Navn;Klasse;Skolekort;Forælders e-mail';

const school = () => api.world.customers.solbakkeSkole;
const post = (token: string, payload: Record<string, unknown>, language = 'da') => api.app.inject({ method: 'POST', url: PATH, headers: { ...bearer(token), language }, payload });

async function run(csv: string, apply: boolean, token = api.tokens.partner): Promise<PupilImportResponse> {
  const response = await post(token, { CustomerID: school(), Csv: csv, Apply: apply });
  expect([response.statusCode, response.statusCode === 200 ? '' : response.body]).toEqual([200, '']);
  return PupilImportResponse.parse(response.json());
}

/** What an import can change, counted. */
interface Footprint {
  wallets: number;
  groups: number;
  accounts: number;
  cards: number;
  invitations: number;
  mails: number;
  messages: number;
  imports: number;
  grades: number;
}
async function footprint(): Promise<Footprint> {
  const { rows } = await api.db.query<Footprint>(
    `SELECT (SELECT count(*)::int FROM wallets) AS wallets,
            (SELECT count(*)::int FROM wallet_groups) AS groups,
            (SELECT count(*)::int FROM ledger_accounts WHERE kind = 'wallet') AS accounts,
            (SELECT count(*)::int FROM school_cards) AS cards,
            (SELECT count(*)::int FROM access_invitations) AS invitations,
            (SELECT count(*)::int FROM kept_mails) AS mails,
            (SELECT count(*)::int FROM message_log) AS messages,
            (SELECT count(*)::int FROM pupil_imports) AS imports,
            (SELECT coalesce(sum(grade_number), 0)::int FROM wallets) AS grades`,
  );
  return rows[0] as Footprint;
}

const CLASS_DA = `\uFEFF${HEADER_DA}\r\nAnna Holm;2A;2000 0001;anna.mor@example.dk\r\nBo Holm;4. b;20000002;anna.mor@example.dk\r\nCarl Ibsen;0A;;carl.far@example.dk\r\n`;

describe('POST /api/Admin/Import/Pupils', () => {
  it('names every error of a row and refuses to apply the file, changing nothing', async () => {
    await api.db.query("INSERT INTO school_cards (card_number, wallet_id, created_at) VALUES ('30000099', $1, now())", [await kildevangWallet()]);
    const csv = [
      HEADER_DA,
      ';2A;30000001;a@example.dk',
      'B Berg;13A;30000002;b@example.dk',
      'C Berg;99A;30000003;c@example.dk',
      'D Berg;;12;d@example',
      'E Berg;2A;30000005;',
      'F Berg;2A;30000001;f@example.dk',
      'G Berg;1B;;g@example.dk',
      'g berg;1. b;;g2@example.dk',
      'H Berg;3A;30000099;h@example.dk',
      'I Berg;3A;30000100;i@example.dk',
    ].join('\n');
    const before = await footprint();
    const preview = await run(csv, false);
    expect(preview.Rows.map((row) => [row.Row, row.Outcome, row.Errors.map((e) => `${e.Field}:${e.Code}`)])).toEqual([
      [2, 'error', ['Name:Missing']],
      [3, 'error', ['Grade:Invalid']],
      [4, 'error', ['Grade:Employee']],
      [5, 'error', ['Grade:Missing', 'CardNumber:Invalid', 'GuardianEmail:Invalid']],
      [6, 'error', ['GuardianEmail:Missing']],
      [7, 'error', ['CardNumber:Duplicate']],
      [8, 'new', []],
      [9, 'error', ['Row:Duplicate']],
      [10, 'error', ['CardNumber:CardInUse']],
      [11, 'new', []],
    ]);
    expect(preview.Rows.every((row) => row.Errors.every((e) => e.Message.length > 0))).toBe(true);
    expect(preview.Totals).toEqual({ Rows: 10, New: 2, Unchanged: 0, Updated: 0, Errors: 8, Invitations: 0 });
    const refused = await post(api.tokens.partner, { CustomerID: school(), Csv: csv, Apply: true });
    expect(refused.statusCode).toBe(409);
    expect(await footprint()).toEqual(before);
  });

  it('refuses a file without a header, and an empty one', async () => {
    const noHeader = await run('Emma;2A;;a@example.dk\n', false);
    expect(noHeader.FileErrors.map((e) => e.Code)).toEqual(['NoHeader']);
    expect((await post(api.tokens.partner, { CustomerID: school(), Csv: '', Apply: true })).statusCode).toBe(409);
  });

  it('previews without changing anything, then applies: wallets, ledger accounts, cards, invitations', async () => {
    const before = await footprint();
    const preview = await run(CLASS_DA, false);
    expect(preview.Rows.map((row) => [row.Name, row.Grade, row.CardNumber, row.GuardianEmail, row.Outcome])).toEqual([
      ['Anna Holm', '2. A', '20000001', 'anna.mor@example.dk', 'new'],
      ['Bo Holm', '4. B', '20000002', 'anna.mor@example.dk', 'new'],
      ['Carl Ibsen', '0. A', '', 'carl.far@example.dk', 'new'],
    ]);
    expect(await footprint()).toEqual(before);

    const applied = await run(CLASS_DA, true);
    expect(applied.Applied).toBe(true);
    expect(applied.Totals).toMatchObject({ New: 3, Invitations: 3, Errors: 0 });
    const after = await footprint();
    expect({ ...after, grades: 0 }).toEqual({
      ...before,
      grades: 0,
      wallets: before.wallets + 3,
      groups: before.groups + 3,
      accounts: before.accounts + 3,
      cards: before.cards + 2,
      invitations: before.invitations + 3,
      mails: before.mails + 3,
      messages: before.messages + 3,
      imports: before.imports + 1,
    });
    const { rows } = await api.db.query<{ name: string; grade_number: number; grade_letter: string; grade_level: string; cards: string[]; balance_ore: number }>(
      `SELECT w.name, w.grade_number, w.grade_letter, w.grade_level, a.balance_ore,
              ARRAY(SELECT card_number FROM school_cards c WHERE c.wallet_id = w.id) AS cards
         FROM wallets w JOIN ledger_accounts a ON a.wallet_id = w.id
        WHERE w.customer_id = $1 AND w.name IN ('Anna Holm', 'Bo Holm', 'Carl Ibsen') ORDER BY w.name`,
      [school()],
    );
    expect(rows.map((row) => ({ ...row, balance_ore: Number(row.balance_ore) }))).toEqual([
      { name: 'Anna Holm', grade_number: 2, grade_letter: 'A', grade_level: 'Grade', cards: ['20000001'], balance_ore: 0 },
      { name: 'Bo Holm', grade_number: 4, grade_letter: 'B', grade_level: 'Grade', cards: ['20000002'], balance_ore: 0 },
      { name: 'Carl Ibsen', grade_number: 0, grade_letter: 'A', grade_level: 'Grade', cards: [], balance_ore: 0 },
    ]);
    const { rows: mails } = await api.db.query<{ to_address: string; subject: string; text_body: string }>(
      "SELECT to_address, subject, text_body FROM kept_mails WHERE to_address IN ('anna.mor@example.dk', 'carl.far@example.dk') ORDER BY to_address, text_body",
    );
    expect(mails.map((mail) => [mail.to_address, mail.subject])).toEqual([
      ['anna.mor@example.dk', 'Solbakke Skole har inviteret dig'],
      ['anna.mor@example.dk', 'Solbakke Skole har inviteret dig'],
      ['carl.far@example.dk', 'Solbakke Skole har inviteret dig'],
    ]);
    expect(mails.map((mail) => /tegnebøgerne for (\w+)/.exec(mail.text_body)?.[1])).toEqual(['Anna', 'Bo', 'Carl']);
    // The link goes to the wallet site's acceptance page, not the partner site the administrator uses.
    expect(mails.every((mail) => /\/AllowAccess\/Accept\?token=[A-Za-z0-9_-]+/.test(mail.text_body) && !mail.text_body.includes(':3001'))).toBe(true);
    expect(await ledgerProblems(api.db)).toEqual([]);
  });

  it('changes nothing when the same file is applied again, and reads an English "," file as the same pupils', async () => {
    const before = await footprint();
    const again = await run(CLASS_DA, true);
    expect(again.Rows.map((row) => row.Outcome)).toEqual(['unchanged', 'unchanged', 'unchanged']);
    expect(again.Totals).toMatchObject({ New: 0, Unchanged: 3, Invitations: 0 });
    const english = 'Name,Grade,School card,Guardian e-mail\nAnna Holm,2. A,2000 0001,anna.mor@example.dk\n"Bo Holm",4B,20000002,anna.mor@example.dk\ncarl  ibsen,0.A,,carl.far@example.dk\n';
    expect((await run(english, true)).Rows.map((row) => row.Outcome)).toEqual(['unchanged', 'unchanged', 'unchanged']);
    // Only the audit of the two applies differs.
    expect(await footprint()).toEqual({ ...before, imports: before.imports + 2 });
  });

  it('updates a changed grade (matched by the card) and adds a card to a pupil matched by name and grade', async () => {
    const before = await footprint();
    const csv = `${HEADER_DA}\nAnna Holm;3A;20000001;anna.mor@example.dk\nBo Holm;4B;20000002;anna.mor@example.dk\nCarl Ibsen;0A;20000003;carl.far@example.dk\n`;
    const preview = await run(csv, false);
    expect(preview.Rows.map((row) => [row.Outcome, row.Changes])).toEqual([
      ['updated', ['grade']],
      ['unchanged', []],
      ['updated', ['card']],
    ]);
    await run(csv, true);
    const { rows } = await api.db.query<{ grade_number: number }>("SELECT grade_number FROM wallets WHERE customer_id = $1 AND name = 'Anna Holm'", [school()]);
    expect(rows).toEqual([{ grade_number: 3 }]);
    const after = await footprint();
    expect(after).toEqual({ ...before, cards: before.cards + 1, imports: before.imports + 1, grades: before.grades + 1 });
    expect((await run(csv, false)).Rows.map((row) => row.Outcome)).toEqual(['unchanged', 'unchanged', 'unchanged']);
  });

  it('refuses a card of another pupil of the school', async () => {
    const preview = await run(`${HEADER_DA}\nDorte Holm;2A;20000001;d@example.dk\n`, false);
    expect(preview.Rows[0]?.Errors.map((e) => e.Code)).toEqual(['CardInUse']);
  });

  it('lets the invited guardian sign up with the link and see the child', async () => {
    const { rows } = await api.db.query<{ text_body: string }>("SELECT text_body FROM kept_mails WHERE to_address = 'carl.far@example.dk'");
    const token = /token=([A-Za-z0-9_-]+)/.exec(rows[0]?.text_body ?? '')?.[1] ?? '';
    const info = await api.app.inject({ method: 'GET', url: `/api/AllowAccess/Invitation?token=${token}` });
    expect(info.json()).toMatchObject({ InviterName: 'Solbakke Skole', Email: 'carl.far@example.dk', Children: ['Carl'], HasAccount: false });
    const registered = await api.app.inject({
      method: 'POST',
      url: '/api/Account/Register',
      headers: { [APPLICATION_HEADER]: 'wallet' },
      payload: { Name: 'Carls Far', Password: 'Et-langt-kodeord-42', Token: token },
    });
    expect([registered.statusCode, registered.statusCode === 200 ? '' : registered.body]).toEqual([200, '']);
    const children = await api.app.inject({ method: 'GET', url: '/api/Onboarding/GetChildren', headers: bearer(registered.json<LoginResponse>().AccessToken) });
    expect(children.json<{ Name: string }[]>().map((child) => child.Name)).toEqual(['Carl Ibsen']);
    // A used invitation is not sent again by a later import.
    expect((await run(CLASS_DA, true)).Totals.Invitations).toBe(0);
  });

  it('refuses callers without the role (403) and another tenant\'s staff (404), changing nothing', async () => {
    const before = await footprint();
    const body = { CustomerID: school(), Csv: `${HEADER_DA}\nNy Elev;2A;;ny@example.dk\n`, Apply: true };
    expect((await post(api.tokens.kkpayPartner, body)).statusCode).toBe(403);
    expect((await post(api.tokens.parent, body)).statusCode).toBe(403);
    const other = await otherTenantPartner(api.app, api.db, api.world.customers.kildevangSkole, ['PartnerSite', 'PupilImport']);
    expect((await post(other, body)).statusCode).toBe(404);
    expect((await post(api.tokens.partner, { ...body, CustomerID: api.world.customers.kildevangSkole })).statusCode).toBe(404);
    const customers = await api.app.inject({ method: 'GET', url: '/api/Admin/Import/Customers', headers: bearer(api.tokens.partner) });
    expect(customers.json<{ Customers: { Name: string }[] }>().Customers.map((c) => c.Name)).toContain('Solbakke Skole');
    expect(customers.json<{ Customers: { Name: string }[] }>().Customers.map((c) => c.Name)).not.toContain('Solbakke Kommune');
    expect((await api.app.inject({ method: 'GET', url: '/api/Admin/Import/Customers', headers: bearer(api.tokens.kkpayPartner) })).statusCode).toBe(403);
    expect(await footprint()).toEqual(before);
  });

  it('applies a 10,000-row file', async () => {
    const before = await footprint();
    const lines = [HEADER_DA];
    for (let index = 0; index < 10_000; index += 1) {
      lines.push(`Elev ${index};${index % 10}${String.fromCharCode(65 + (index % 4))};${String(50_000_000 + index)};guardian${index}@example.dk`);
    }
    const csv = `\uFEFF${lines.join('\r\n')}\r\n`;
    const applied = await run(csv, true);
    expect(applied.Totals).toEqual({ Rows: 10_000, New: 10_000, Unchanged: 0, Updated: 0, Errors: 0, Invitations: 10_000 });
    const after = await footprint();
    expect(after.wallets - before.wallets).toBe(10_000);
    expect(after.accounts - before.accounts).toBe(10_000);
    expect(after.cards - before.cards).toBe(10_000);
    expect(after.invitations - before.invitations).toBe(10_000);
    expect(after.mails - before.mails).toBe(10_000);
    expect((await run(csv, false)).Totals).toMatchObject({ Unchanged: 10_000, New: 0 });
  });
});

async function kildevangWallet(): Promise<string> {
  const { rows } = await api.db.query<{ id: string }>('SELECT id FROM wallets WHERE customer_id = $1 LIMIT 1', [api.world.customers.kildevangSkole]);
  return rows[0]?.id as string;
}
