import { UnbalancedLedgerTransactionError } from '../../core/ledger';
import { useApiHarness } from '../../test-support/app';
import { worldOf, type TestDatabase } from '../../test-support/db';
import * as ledgerRepository from './repository';
import { LedgerService } from './service';
import { DEMO_HANDOUT_PUPILS } from '../../seed/demo-handout';

let database: TestDatabase;
const ledger = new LedgerService();

const api = useApiHarness({ app: false });
beforeAll(() => ({ database } = api));

const walletBalance = (walletId: string) => ledger.balanceOre(database.db, walletId);

async function postingCount(): Promise<number> {
  const { rows } = await database.db.query<{ count: number }>('SELECT count(*) AS count FROM ledger_postings');
  return rows[0]?.count ?? 0;
}

describe('the seeded ledger', () => {
  it('keeps every account balance equal to the sum of its postings', async () => {
    // Wallet balances live on the account row; shared (hot) accounts' through the view.
    const { rows } = await database.db.query<{ kind: string; balance_ore: number; postings_ore: number; postings: number }>(
      `SELECT b.kind, b.balance_ore, coalesce(sum(p.amount_ore), 0)::bigint AS postings_ore, count(p.id) AS postings
         FROM ledger_account_balances b LEFT JOIN ledger_postings p ON p.account_id = b.account_id
        GROUP BY b.account_id, b.kind, b.balance_ore`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.balance_ore).toBe(row.postings_ore);
    const wallets = rows.filter((row) => row.kind === 'wallet');
    // Every seeded wallet: the demo world's, the transaction-admin cases' (Noah Hansen) and the hand-out list's pupils.
    const { rows: seeded } = await database.db.query<{ count: number }>('SELECT count(*)::int AS count FROM wallets');
    expect(wallets).toHaveLength(seeded[0]?.count ?? 0);
    expect(seeded[0]?.count).toBe(Object.keys(worldOf(database).wallets).length + 1 + DEMO_HANDOUT_PUPILS.length);
    // Every wallet's balance was built by transactions, never written directly; only the
    // new families' children (Ida and Karl, for the onboarding guide) start empty, with none.
    const empty = wallets.filter((wallet) => wallet.postings === 0);
    expect(empty.map((wallet) => wallet.balance_ore)).toEqual([0, 0]);
    for (const wallet of wallets.filter((candidate) => candidate.postings > 0)) expect(wallet.postings).toBeGreaterThanOrEqual(2);
  });

  it('has every transaction summing to zero', async () => {
    const { rows } = await database.db.query<{ unbalanced: number }>(
      `SELECT count(*) AS unbalanced FROM (
         SELECT transaction_id FROM ledger_postings GROUP BY transaction_id HAVING sum(amount_ore) <> 0
       ) AS t`,
    );
    expect(rows[0]?.unbalanced).toBe(0);
  });

  it('holds the demo balances in øre', async () => {
    const { wallets } = worldOf(database);
    expect(await walletBalance(wallets.emma)).toBe(25_000);
    expect(await walletBalance(wallets.oliver)).toBe(8_750);
    expect(await walletBalance(wallets.freja)).toBe(15_000);
    expect(await walletBalance(wallets.anne)).toBe(100_000);
  });
});

describe('postings are immutable', () => {
  it('refuses UPDATE of a posting', async () => {
    await expect(database.db.query('UPDATE ledger_postings SET amount_ore = amount_ore + 1')).rejects.toThrow(/immutable/);
  });

  it('refuses DELETE of a posting', async () => {
    const before = await postingCount();
    await expect(database.db.query('DELETE FROM ledger_postings')).rejects.toThrow(/immutable/);
    expect(await postingCount()).toBe(before);
  });

  it('refuses TRUNCATE of the postings', async () => {
    await expect(database.db.exec('TRUNCATE ledger_postings CASCADE')).rejects.toThrow(/immutable/);
  });
});

describe('posting money', () => {
  it('moves money and the balance in the same transaction', async () => {
    const { wallets, customers } = worldOf(database);
    const before = await walletBalance(wallets.oliver);
    await database.db.transaction((tx) => ledger.purchase(tx, wallets.oliver, customers.solbakkeSkole, 750, new Date(), 'Frugt'));
    expect(await walletBalance(wallets.oliver)).toBe(before - 750);
  });

  it('refuses to overdraw a wallet and leaves no trace', async () => {
    const { wallets, customers } = worldOf(database);
    const before = await walletBalance(wallets.freja);
    const postings = await postingCount();
    await expect(
      database.db.transaction((tx) => ledger.purchase(tx, wallets.freja, customers.kildevangSkole, before + 1, new Date(), 'Too much')),
    ).rejects.toThrow(/wallet_(balance|available)_not_negative/);
    expect(await walletBalance(wallets.freja)).toBe(before);
    expect(await postingCount()).toBe(postings);
  });

  it('refuses unbalanced postings before they reach the database', async () => {
    const { wallets } = worldOf(database);
    const account = await ledgerRepository.walletAccountId(database.db, wallets.emma);
    const clearing = await ledgerRepository.systemAccountId(database.db, ledgerRepository.CARD_CLEARING_ACCOUNT_CODE);
    await expect(
      database.db.transaction((tx) =>
        ledger.post(tx, {
          kind: 'card_deposit',
          description: 'Invented money',
          createdAt: new Date(),
          postings: [
            { accountId: clearing, amountOre: -100 },
            { accountId: account, amountOre: 1_000 },
          ],
        }),
      ),
    ).rejects.toThrow(UnbalancedLedgerTransactionError);
  });

  it('has the database refuse, at commit, postings that do not sum to zero', async () => {
    const { wallets } = worldOf(database);
    const account = await ledgerRepository.walletAccountId(database.db, wallets.emma);
    const before = await walletBalance(wallets.emma);
    await expect(
      database.db.transaction((tx) =>
        ledgerRepository.insertLedgerTransaction(tx, {
          kind: 'card_deposit',
          description: 'Bypassing the service',
          createdAt: new Date(),
          postings: [{ accountId: account, amountOre: 1_000 }],
        }),
      ),
    ).rejects.toThrow(/does not balance/);
    expect(await walletBalance(wallets.emma)).toBe(before);
  });
});
