import { postingsFor } from '../../core/ledger';
import { TestClock, useApiHarness } from '../../test-support/app';
import { deposit, terminalPurchase } from '../../test-support/payments';
import * as ledgerRepository from './repository';
import { LedgerService } from './service';

// The ledger has one door: ledger_post (repeatable/ledger.sql) writes every posting, the
// API's LedgerService and the canteen's SQL alike, with the legs core/ledger.ts builds.
const clock = new TestClock(new Date('2026-03-11T10:00:00Z'));
const api = useApiHarness({ clock });

async function postingsOf(transactionId: string): Promise<{ accountId: string; amountOre: number }[]> {
  const { rows } = await api.db.query<{ account_id: string; amount_ore: number }>(
    'SELECT account_id, amount_ore FROM ledger_postings WHERE transaction_id = $1 ORDER BY id',
    [transactionId],
  );
  return rows.map((row) => ({ accountId: row.account_id, amountOre: Number(row.amount_ore) }));
}

const withoutFlags = (postings: { accountId: string; amountOre: number }[]) => postings.map(({ accountId, amountOre }) => ({ accountId, amountOre }));

describe('the one door to the postings', () => {
  it('refuses a posting written around ledger_post, and nothing changes', async () => {
    const { wallets } = api.world;
    const account = await ledgerRepository.walletAccountId(api.db, wallets.emma);
    const before = await new LedgerService().balanceOre(api.db, wallets.emma);
    await expect(
      api.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          "INSERT INTO ledger_transactions (kind, description, created_at) VALUES ('card_deposit', 'Around the door', now()) RETURNING id",
        );
        await tx.query('INSERT INTO ledger_postings (transaction_id, account_id, amount_ore) VALUES ($1, $2, 100)', [rows[0]?.id, account]);
      }),
    ).rejects.toThrow(/only by ledger_post/);
    expect(await new LedgerService().balanceOre(api.db, wallets.emma)).toBe(before);
  });

  it("writes a canteen sale's postings exactly as core/ledger.ts builds a purchase", async () => {
    const world = api.world;
    await deposit(api.db, world.wallets.emma, 10_000);
    const response = await terminalPurchase(api.app, { CardDisplayNumber: '1000 0001', Amount: 12.5 });
    expect(response.statusCode).toBe(200);
    const { rows } = await api.db.query<{ ledger_transaction_id: string; customer_id: string }>(
      'SELECT ledger_transaction_id, customer_id FROM payment_transactions WHERE id = $1',
      [(response.json() as { ID: string }).ID],
    );
    const sale = rows[0];
    if (!sale) throw new Error('the sale was not recorded');
    const walletAccount = await ledgerRepository.walletAccountId(api.db, world.wallets.emma);
    const revenueAccount = await ledgerRepository.customerRevenueAccountId(api.db, sale.customer_id);
    expect(await postingsOf(sale.ledger_transaction_id)).toEqual(withoutFlags(postingsFor.purchase(walletAccount, revenueAccount, 1_250)));
  });

  it("writes the service's postings through the same door, wallet first", async () => {
    const world = api.world;
    const ledger = new LedgerService();
    const id = await api.db.transaction((tx) => ledger.depositByCard(tx, world.wallets.oliver, 500, clock.now(), 'Indbetaling'));
    const walletAccount = await ledgerRepository.walletAccountId(api.db, world.wallets.oliver);
    const clearing = await ledgerRepository.systemAccountId(api.db, ledgerRepository.CARD_CLEARING_ACCOUNT_CODE);
    const legs = await postingsOf(id);
    expect(legs).toHaveLength(2);
    expect(legs[0]).toEqual({ accountId: walletAccount, amountOre: 500 });
    expect(legs).toEqual(expect.arrayContaining(withoutFlags(postingsFor.cardMoneyIn(clearing, walletAccount, 500))));
  });
});
