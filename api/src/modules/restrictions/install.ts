import type { ApiModule } from '../../api-module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { restrictionRoutes } from './routes';
import { WalletOptionsService } from './service';

/**
 * What a wallet may buy and how it may pay: the restrictions the payment handler and the
 * canteen terminal read (repository.ts), and the wallet options a guardian sets.
 */
export const restrictionsModule: ApiModule<{ db: Db; clock: Clock }, { options: WalletOptionsService }> = {
  name: 'restrictions',
  create: ({ db, clock }) => ({ options: new WalletOptionsService(db, clock) }),
  routes: async (app, { options }) => {
    await app.register(restrictionRoutes, { options });
  },
};
