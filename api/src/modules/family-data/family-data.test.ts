import { DEMO_USERS } from '../../seed/demo-users';
import { bearer, useApiHarness } from '../../test-support/app';
import { deposit } from '../../test-support/payments';
import { unzip } from '../../test-support/unzip';
import { FamilyAccess } from '../family/access';
import { FamilyData } from './service';

/**
 * A family's data (issue 28) on both engines: the guardian's ZIP holds their family's data
 * and no other family's; only the support tool erases, and only a closed family, keeping the
 * ledger's sums while no name, e-mail or number of the family remains; the retention job
 * deletes the messages older than each customer's MessageRetentionDays.
 */
jest.setTimeout(120_000);

const api = useApiHarness({ login: ['parent', 'kkpayParent', 'kkpayNew', 'support', 'partner', 'kkpayPartner'] });
const EXPORT = '/api/Account/DataExport';
const lookup = (token: string, query: string) => api.app.inject({ method: 'GET', url: `/api/Admin/Family/Lookup?${query}`, headers: bearer(token) });
const erase = (token: string, userId: string) => api.app.inject({ method: 'POST', url: `/api/Admin/Family/Erase/${userId}`, headers: bearer(token) });

const idOf = async (sql: string, params: unknown[]) => (await api.db.query<{ id: string }>(sql, params)).rows[0]!.id;
const userId = (email: string) => idOf('SELECT id FROM users WHERE email = $1', [email]);
const walletId = (name: string) => idOf('SELECT id FROM wallets WHERE name = $1', [name]);
const customerId = (name: string) => idOf('SELECT id FROM customers WHERE name = $1', [name]);

async function logMessage(walletOrNull: string | null, email: string, body: string, createdAt: Date, customer: string | null = null): Promise<string> {
  return idOf(
    `INSERT INTO message_log (customer_id, wallet_id, kind, channel, email, subject, body, created_at) VALUES ($1, $2, 'receipt', 'email', $3, 'Kvittering', $4, $5) RETURNING id`,
    [customer, walletOrNull, email, body, createdAt],
  );
}

async function exportOf(token: string) {
  const response = await api.app.inject({ method: 'GET', url: EXPORT, headers: { ...bearer(token), language: 'da' } });
  expect([response.statusCode, response.statusCode === 200 ? '' : response.body]).toEqual([200, '']);
  return { response, files: unzip(response.rawPayload) };
}

/** Sum of postings per ledger account: what an erasure must leave exactly as it was. */
async function ledgerSums(): Promise<Record<string, string>> {
  const { rows } = await api.db.query<{ account_id: string; total: number; n: number }>(
    'SELECT account_id, sum(amount_ore)::bigint AS total, count(*)::int AS n FROM ledger_postings GROUP BY account_id ORDER BY account_id',
  );
  return Object.fromEntries(rows.map((row) => [row.account_id, `${Number(row.total)}/${row.n}`]));
}

describe('a family’s data (GET /api/Account/DataExport)', () => {
  it('is a ZIP of data.json and the CSVs with the guardian’s own family and nothing of another family', async () => {
    const emma = await walletId('Emma Jensen');
    const freja = await walletId('Freja Nielsen');
    await logMessage(emma, 'parent@demo.dk', 'Emma købte frokost', new Date());
    await logMessage(freja, 'kkpay.parent@demo.dk', 'Freja købte frokost', new Date());
    for (const [wallet, description] of [[emma, 'Kantine Emma'], [freja, 'Kantine Freja']] as const) {
      await api.db.query(
        `INSERT INTO payment_transactions (kind, status_id, wallet_id, customer_id, description, amount_ore, wallet_amount_ore, created_at, updated_at)
         SELECT 'terminal', 2, id, customer_id, $2, 2500, 2500, now(), now() FROM wallets WHERE id = $1`,
        [wallet, description],
      );
    }

    const { response, files } = await exportOf(api.tokens.parent);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="kk-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect([...files.keys()].sort()).toEqual(['account.csv', 'balance-movements.csv', 'cards.csv', 'consents.csv', 'data.json', 'messages.csv', 'orders.csv', 'transactions.csv', 'wallets.csv']);

    const data = JSON.parse(files.get('data.json')!) as {
      Account: { Email: string; Name: string };
      Wallets: { ID: string; Name: string; BalanceOre: number }[];
      Transactions: { WalletID: string; AmountOre: number }[];
      BalanceMovements: { WalletID: string; AmountOre: number }[];
      Messages: { Body: string }[];
      Cards: { MaskedNumber: string }[];
    };
    expect(data.Account).toMatchObject({ Email: 'parent@demo.dk', Name: DEMO_USERS.parent.name });
    expect(data.Wallets.map((wallet) => wallet.Name)).toEqual(expect.arrayContaining(['Emma Jensen', 'Oliver Jensen']));
    const ids = new Set(data.Wallets.map((wallet) => wallet.ID));
    expect(data.Transactions).toEqual(expect.arrayContaining([expect.objectContaining({ WalletID: emma, AmountOre: 2500 })]));
    expect(data.Transactions.every((transaction) => ids.has(transaction.WalletID))).toBe(true);
    // The ledger's movements of each wallet add up to its balance (the demo's history is posted to the ledger only).
    for (const wallet of data.Wallets) {
      const moved = data.BalanceMovements.filter((movement) => movement.WalletID === wallet.ID).reduce((sum, movement) => sum + movement.AmountOre, 0);
      expect([wallet.Name, moved]).toEqual([wallet.Name, wallet.BalanceOre]);
    }
    expect(data.BalanceMovements.filter((movement) => movement.WalletID === emma).length).toBeGreaterThan(0);
    expect(data.Messages.map((message) => message.Body)).toContain('Emma købte frokost');
    for (const card of data.Cards) expect(card.MaskedNumber).toMatch(/^•••• •••• •••• \d{4}$/);

    const everything = [...files.values()].join('\n');
    for (const foreign of ['Freja', 'kkpay.parent@demo.dk', freja, 'tok_']) expect(everything).not.toContain(foreign);
    // Danish CSV: semicolons, a byte-order mark, amounts with a decimal comma.
    expect(files.get('wallets.csv')!.startsWith('\uFEFFID;Name;Customer')).toBe(true);
    expect(files.get('wallets.csv')).toContain('250,00');
    expect(files.get('messages.csv')).toContain('Emma købte frokost');

    const other = await exportOf(api.tokens.kkpayParent);
    const otherData = JSON.parse(other.files.get('data.json')!) as { Wallets: { Name: string }[] };
    expect(otherData.Wallets.map((wallet) => wallet.Name)).toEqual(['Freja Nielsen']);
    expect([...other.files.values()].join('\n')).not.toContain('Emma');
  });

  it('is the wallet site’s: staff of the partner site and the support tool are refused, and so is anyone signed out', async () => {
    for (const token of [api.tokens.partner, api.tokens.support]) {
      expect((await api.app.inject({ method: 'GET', url: EXPORT, headers: bearer(token) })).statusCode).toBe(403);
    }
    expect((await api.app.inject({ method: 'GET', url: EXPORT })).statusCode).toBe(401);
  });
});

describe('erasing a closed family (POST /api/Admin/Family/Erase/{userID})', () => {
  it('is the support tool’s alone', async () => {
    const holm = await userId('kkpay.new@demo.dk');
    for (const token of [api.tokens.parent, api.tokens.kkpayParent, api.tokens.partner, api.tokens.kkpayPartner]) {
      expect((await erase(token, holm)).statusCode).toBe(403);
    }
    expect((await erase(api.tokens.support, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('finds the family to erase by a guardian’s e-mail or by one of its wallets, with what is still open (support tool only)', async () => {
    const jensen = await userId('parent@demo.dk');
    const emma = await walletId('Emma Jensen');
    const byEmail = await lookup(api.tokens.support, 'email=PARENT@demo.dk');
    expect([byEmail.statusCode, byEmail.statusCode === 200 ? '' : byEmail.body]).toEqual([200, '']);
    const family = byEmail.json() as { UserID: string; Guardians: { Email: string }[]; Wallets: { WalletID: string; Name: string; Balance: number; ClosedOn: string | null }[]; Open: Record<string, number>; HasStaff: boolean };
    expect(family.UserID).toBe(jensen);
    expect(family.Guardians.map((guardian) => guardian.Email)).toContain('parent@demo.dk');
    expect(family.Wallets.map((wallet) => wallet.Name)).toEqual(expect.arrayContaining(['Emma Jensen', 'Oliver Jensen']));
    expect(family.Wallets.every((wallet) => wallet.ClosedOn === null && wallet.Balance >= 0)).toBe(true);
    expect(family.Open).toMatchObject({ WalletBalance: 2 });
    expect(family.HasStaff).toBe(false);
    // By a wallet, the same family.
    const byWallet = (await lookup(api.tokens.support, `walletID=${emma}`)).json() as { Wallets: { WalletID: string }[] };
    expect(byWallet.Wallets.map((wallet) => wallet.WalletID).sort()).toEqual(family.Wallets.map((wallet) => wallet.WalletID).sort());
    // Nobody else may look, and a lookup needs exactly one of the two.
    for (const token of [api.tokens.parent, api.tokens.partner, api.tokens.kkpayPartner]) expect((await lookup(token, 'email=parent@demo.dk')).statusCode).toBe(403);
    expect((await lookup(api.tokens.support, 'email=nobody@demo.dk')).statusCode).toBe(404);
    expect((await lookup(api.tokens.support, '')).statusCode).toBe(400);
    expect((await lookup(api.tokens.support, `email=parent@demo.dk&walletID=${emma}`)).statusCode).toBe(400);
    expect((await lookup(api.tokens.support, 'walletID=not-a-guid')).statusCode).toBe(400);
  });

  it('refuses a family that is not closed, naming what is open, and changes nothing', async () => {
    const jensen = await userId('parent@demo.dk');
    const before = await ledgerSums();
    const response = await erase(api.tokens.support, jensen);
    expect(response.statusCode).toBe(409);
    expect((response.json() as { reason: string }).reason).toMatch(/^The family is not closed: .*WalletBalance \(2\)/);
    expect(await ledgerSums()).toEqual(before);
    expect((await api.db.query('SELECT 1 FROM users WHERE email = $1', ['parent@demo.dk'])).rows).toHaveLength(1);
  });

  it('erases a closed family: no name, e-mail or number is left, the ledger’s sums are as they were, the erasure is recorded for good', async () => {
    const guardian = await userId('kkpay.new@demo.dk');
    const karl = await walletId('Karl Holm');
    const kildevang = await customerId('Kildevang Skole');
    const guardianName = DEMO_USERS.kkpayNew.name;
    await api.db.query(`UPDATE users SET mobile_number = '4598765432' WHERE id = $1`, [guardian]);
    await api.db.query(`UPDATE wallets SET email = 'karl.holm@skole.dk', mobile_number = '4512344321', grade_number = 3, grade_letter = 'B', grade_level = 'Grade' WHERE id = $1`, [karl]);
    await api.db.query(`INSERT INTO school_cards (card_number, wallet_id, created_at) VALUES ('77001122', $1, now())`, [karl]);
    await logMessage(karl, 'kkpay.new@demo.dk', `Hej ${guardianName}, Karl Holm har købt frokost`, new Date(), kildevang);
    // Money in and out again: the ledger has postings for Karl, and the balance is 0.
    await deposit(api.db, karl, 5000);
    await api.db.query(
      `INSERT INTO payment_transactions (kind, status_id, wallet_id, customer_id, description, amount_ore, wallet_amount_ore, created_at, updated_at)
       VALUES ('terminal', 2, $1, $2, 'Frokost til Karl Holm', 5000, 5000, now(), now())`,
      [karl, kildevang],
    );
    await api.db.query(
      `SELECT ledger_post(NULL, 'card_deposit', 'Test withdrawal', now(), ARRAY[w.id, c.id], ARRAY[-5000::bigint, 5000::bigint])
         FROM ledger_accounts w, ledger_accounts c WHERE w.wallet_id = $1 AND c.code = 'card-clearing'`,
      [karl],
    );
    await api.db.query(
      `INSERT INTO automatic_refill_settings (wallet_id, enabled, refill_amount_ore, below_amount_ore, updated_at) VALUES ($1, true, 10000, 2000, now())`,
      [karl],
    );
    const refused = await erase(api.tokens.support, guardian);
    expect([refused.statusCode, (refused.json() as { reason: string }).reason]).toEqual([409, 'The family is not closed: AutomaticRefills (1)']);
    await api.db.query('UPDATE automatic_refill_settings SET enabled = false WHERE wallet_id = $1', [karl]);

    const before = await ledgerSums();
    const amountsBefore = (await api.db.query('SELECT id, amount_ore, wallet_amount_ore, status_id FROM payment_transactions WHERE wallet_id = $1 ORDER BY id', [karl])).rows;
    const response = await erase(api.tokens.support, guardian);
    expect([response.statusCode, response.statusCode === 200 ? '' : response.body]).toEqual([200, '']);
    expect(response.json()).toMatchObject({ UserIDs: [guardian], WalletIDs: [karl] });

    expect(await ledgerSums()).toEqual(before);
    expect((await api.db.query('SELECT id, amount_ore, wallet_amount_ore, status_id FROM payment_transactions WHERE wallet_id = $1 ORDER BY id', [karl])).rows).toEqual(amountsBefore);

    const tables = ['users', 'wallets', 'wallet_groups', 'message_log', 'kept_mails', 'payment_transactions', 'school_cards', 'credit_cards', 'sessions', 'access_invitations', 'login_attempts'];
    for (const table of tables) {
      const { rows } = await api.db.query<{ row: string }>(`SELECT t::text AS row FROM ${table} t`);
      const text = rows.map((row) => row.row).join('\n');
      for (const personal of ['Karl Holm', 'Familien Holm', guardianName, 'kkpay.new@demo.dk', 'karl.holm@skole.dk', '4598765432', '4512344321', '77001122']) {
        expect({ table, personal, found: text.includes(personal) }).toEqual({ table, personal, found: false });
      }
    }
    const { rows: [user] } = await api.db.query<{ name: string; email: string; password_hash: string }>('SELECT name, email, password_hash FROM users WHERE id = $1', [guardian]);
    expect(user).toEqual({ name: 'Slettet bruger', email: `erased-${guardian}@invalid`, password_hash: '!erased' });
    expect((await api.db.query('SELECT 1 FROM sessions WHERE user_id = $1', [guardian])).rows).toHaveLength(0);
    // Signed out for good: the old token and the old password no longer work.
    expect((await api.app.inject({ method: 'GET', url: '/api/Account/Me', headers: bearer(api.tokens.kkpayNew) })).statusCode).toBe(401);

    const { rows: erasures } = await api.db.query<{ id: string; erased_by_user_id: string }>('SELECT id, erased_by_user_id FROM family_erasures WHERE user_id = $1', [guardian]);
    expect(erasures).toEqual([{ id: (response.json() as { ErasureID: string }).ErasureID, erased_by_user_id: await userId('support@demo.dk') }]);
    await expect(api.db.query('DELETE FROM family_erasures')).rejects.toThrow(/append-only/);
    await expect(api.db.query(`UPDATE family_erasures SET counts = '{}'`)).rejects.toThrow(/append-only/);
  });
});

describe('the message log’s retention (job family-data.message-retention)', () => {
  it('deletes messages older than their customer’s MessageRetentionDays (365 without one), and only those', async () => {
    const kildevang = await customerId('Kildevang Skole');
    const solbakke = await customerId('Solbakke Skole');
    const freja = await walletId('Freja Nielsen');
    await api.db.query(`INSERT INTO customer_page_settings (customer_id, key, value) VALUES ($1, 'MessageRetentionDays', '30')`, [kildevang]);
    const daysAgo = (days: number) => new Date(api.clock.now().getTime() - days * 24 * 60 * 60 * 1000);
    const old30 = await logMessage(null, 'a@demo.dk', 'old at Kildevang', daysAgo(31), kildevang);
    const new30 = await logMessage(null, 'a@demo.dk', 'new at Kildevang', daysAgo(29), kildevang);
    const byWallet = await logMessage(freja, 'a@demo.dk', 'old of Freja (Kildevang by her wallet)', daysAgo(40));
    const kept365 = await logMessage(null, 'a@demo.dk', '40 days at Solbakke', daysAgo(40), solbakke);
    const old365 = await logMessage(null, 'a@demo.dk', '400 days at Solbakke', daysAgo(400), solbakke);
    const noCustomerOld = await logMessage(null, 'a@demo.dk', 'no customer', daysAgo(366));
    const noCustomerNew = await logMessage(null, 'a@demo.dk', 'no customer, recent', daysAgo(100));

    const deleted = await new FamilyData(api.db, api.clock, new FamilyAccess(api.db)).purgeOldMessages();
    const { rows } = await api.db.query<{ id: string }>('SELECT id FROM message_log WHERE id = ANY($1::uuid[])', [[old30, new30, byWallet, kept365, old365, noCustomerOld, noCustomerNew]]);
    expect(rows.map((row) => row.id).sort()).toEqual([new30, kept365, noCustomerNew].sort());
    expect(deleted).toBeGreaterThanOrEqual(4);
  });

  it('is registered with the job runner as a daily job', async () => {
    const { MESSAGE_RETENTION_JOB } = await import('./retention-job');
    expect(MESSAGE_RETENTION_JOB).toBe('family-data.message-retention');
  });
});
