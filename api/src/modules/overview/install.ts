import type { ApiModule } from '../../api-module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { WalletService } from '../wallet/service';
import { overviewRoutes } from './routes';
import { OverviewService } from './service';

export const overviewModule: ApiModule<{ db: Db; clock: Clock; wallets: WalletService }, { overview: OverviewService }> = {
  name: 'overview',
  create: ({ db, clock, wallets }) => ({ overview: new OverviewService(db, clock, wallets) }),
  routes: async (app, { overview }) => {
    await app.register(overviewRoutes, { overview });
  },
};
