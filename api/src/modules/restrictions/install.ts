import type { ApiModule } from '../../api-module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { restrictionRoutes } from './routes';
import { SpendingControlsService, WalletOptionsService } from './service';

/**
 * What a wallet may buy and how it may pay: the restrictions the payment handler and the
 * canteen terminal read (reader.ts), the wallet options a guardian sets, and the
 * spending controls a guardian sets per child (issue 16).
 */
export const restrictionsModule: ApiModule<{ db: Db; clock: Clock }, { options: WalletOptionsService; controls: SpendingControlsService }> = {
  name: 'restrictions',
  create: ({ db, clock }) => ({ options: new WalletOptionsService(db, clock), controls: new SpendingControlsService(db, clock) }),
  routes: async (app, { options, controls }) => {
    await app.register(restrictionRoutes, { options, controls });
  },
};
