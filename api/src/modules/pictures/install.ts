import type { ApiModule } from '../../api-module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { WalletService } from '../wallet/service';
import { pictureRoutes } from './routes';
import { PictureService } from './service';

export const picturesModule: ApiModule<{ db: Db; clock: Clock; wallets: WalletService }, { pictures: PictureService }> = {
  name: 'pictures',
  create: ({ db, clock, wallets }) => ({ pictures: new PictureService(db, clock, wallets) }),
  routes: async (app, { pictures }) => {
    await app.register(pictureRoutes, { pictures });
  },
};
