import type { ApiModule } from '../../api-module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { WalletService } from '../wallet/service';
import { webshopRoutes } from './routes';
import { WebshopService } from './service';

/** The webshops a family may shop in and their products; buying goes through the payment handler. */
export const webshopModule: ApiModule<{ db: Db; clock: Clock; wallets: WalletService }, { webshops: WebshopService }> = {
  name: 'webshop',
  create: ({ db, clock, wallets }) => ({ webshops: new WebshopService(db, clock, wallets) }),
  routes: async (app, { webshops }) => {
    await app.register(webshopRoutes, { webshops });
  },
};
