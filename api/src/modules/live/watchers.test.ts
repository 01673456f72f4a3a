import { kronerToOre } from '@kk/domain';
import { LedgerService } from '../ledger/service';
import { useApiHarness } from '../../test-support/app';
import { worldOf, type TestDatabase } from '../../test-support/db';
import { WALLET_BALANCE_CHANNEL } from './hub';
import { unwatchWallets, watchWallets } from './repository';

jest.setTimeout(30_000);

let database: TestDatabase;
const ledger = new LedgerService();
const heard: string[] = [];
let unlisten: () => Promise<void>;

const api = useApiHarness({ app: false, beforeClose: () => unlisten() });
beforeAll(async () => {
  database = api.database;
  unlisten = await database.db.listen!(WALLET_BALANCE_CHANNEL, (payload) => heard.push(payload), () => undefined);
});

async function deposit(walletId: string): Promise<void> {
  await database.db.transaction((tx) => ledger.depositByCard(tx, walletId, kronerToOre(10), new Date(), 'Test deposit'));
}

async function heardFor(walletId: string, waitMs = 400): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, waitMs));
  return heard.filter((payload) => payload.includes(walletId)).length;
}

describe('the balance trigger announces only watched wallets', () => {
  it('stays silent for a wallet nobody watches, so a sale takes no NOTIFY lock', async () => {
    const emma = worldOf(database).wallets.emma;
    await deposit(emma);
    expect(await heardFor(emma)).toBe(0);
  });

  it('announces changes while a stream leases the wallet, and stops when it lets go', async () => {
    const oliver = worldOf(database).wallets.oliver;
    await watchWallets(database.db, '00000000-0000-4000-8000-000000000001', [oliver], 60);
    await deposit(oliver);
    expect(await heardFor(oliver)).toBe(1);

    await unwatchWallets(database.db, '00000000-0000-4000-8000-000000000001');
    await deposit(oliver);
    expect(await heardFor(oliver)).toBe(1);
  });

  it('stays silent once a lease has expired (its instance died)', async () => {
    const emma = worldOf(database).wallets.emma;
    await watchWallets(database.db, '00000000-0000-4000-8000-000000000002', [emma], 1);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await deposit(emma);
    expect(await heardFor(emma)).toBe(0);
  });
});
