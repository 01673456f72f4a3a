import type { ApiModule } from '../../api-module';
import type { Db } from '../../db/db';
import type { WalletService } from '../wallet/service';
import { transactionRoutes } from './routes';
import { TransactionService } from './service';

export const transactionsModule: ApiModule<{ db: Db; wallets: WalletService }, { transactions: TransactionService }> = {
  name: 'transactions',
  create: ({ db, wallets }) => ({ transactions: new TransactionService(db, wallets) }),
  routes: async (app, { transactions }) => {
    await app.register(transactionRoutes, { transactions });
  },
};
