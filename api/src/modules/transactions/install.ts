import type { ApiModule } from '../../api-module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { WalletService } from '../wallet/service';
import { transactionRoutes } from './routes';
import { registerSearchDrain } from './search-drain';
import { TransactionService, type CancellationFacts } from './service';
import { SpendingService } from './spending-service';
import { StaffTransactionService } from './staff-service';

/**
 * Transactions: the wallet's list, details and spending summary, and the staff search and details of the
 * partner site and the support tool.
 */
export const transactionsModule: ApiModule<
  { db: Db; clock: Clock; wallets: WalletService; cancellations?: CancellationFacts | null },
  { transactions: TransactionService; staffTransactions: StaffTransactionService; spending: SpendingService }
> = {
  name: 'transactions',
  create: ({ db, clock, wallets, cancellations }) => {
    const staffTransactions = new StaffTransactionService(db, clock);
    return { transactions: new TransactionService(db, wallets, staffTransactions, cancellations ?? null), staffTransactions, spending: new SpendingService(db, clock, wallets) };
  },
  routes: async (app, services) => {
    await app.register(transactionRoutes, services);
  },
  jobs: (runner, _services, { db }) => registerSearchDrain(runner, { db }),
};
