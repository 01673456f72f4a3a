import { TransactionSearchResponse } from '@kk/contracts';
import { bearer } from '../../test-support/app';
import { useTwoFamilies } from '../../test-support/two-families';
import { LedgerService } from '../ledger/service';

/**
 * A card-paid order moves money twice at one moment: the card's payment into the wallet,
 * then the purchase out of it. The wallet's list must show them in the order the money
 * moved, so each row's "balance after" is the row below it plus the row's own amount.
 */
jest.setTimeout(30_000);

const { clock, api } = useTwoFamilies();
const ledger = new LedgerService();

it('lists movements of one moment in the order the money moved, so the balance column adds up', async () => {
  const wallet = api.world.wallets.freja;
  const seller = api.world.customers.kildevangSkole;
  const { rows: [account] } = await api.db.query<{ id: string }>('SELECT id FROM ledger_accounts WHERE wallet_id = $1', [wallet]);
  for (let order = 1; order <= 6; order += 1) {
    await api.db.transaction(async (tx) => {
      const at = clock.now();
      await ledger.creditCardPayment(tx, { walletAccountId: account!.id, amountOre: 50_000, at, description: `Kortbetaling ${order}` });
      await ledger.purchase(tx, wallet, seller, 50_000, at, `Bestilling ${order}`);
    });
  }
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/Transaction/SearchV2',
    headers: bearer(api.tokens.kkpayParent),
    payload: { StartIndex: 0, Count: 50, Search: [{ Name: 'FK_WalletID', Value: wallet, SearchType: 0 }] },
  });
  const rows = TransactionSearchResponse.parse(response.json()).Transactions;
  const moments = rows.slice(0, 12);
  expect(moments.map((row) => row.Amount)).toEqual(Array.from({ length: 12 }, (_, index) => (index % 2 === 0 ? -500 : 500)));
  for (let index = 0; index + 1 < rows.length; index += 1) {
    const row = rows[index]!;
    const below = rows[index + 1]!;
    expect({ index, balance: row.BalanceAfter }).toEqual({ index, balance: Math.round(((below.BalanceAfter ?? 0) + row.Amount) * 100) / 100 });
  }
});
