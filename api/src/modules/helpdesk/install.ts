import type { ApiModule } from '../../api-module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { helpDeskRoutes } from './routes';
import { HelpDeskService } from './service';

/** The help desk: tickets and notes on a transaction, the canteen units and the messages log (partner site, support tool). */
export const helpDeskModule: ApiModule<{ db: Db; clock: Clock }, { desk: HelpDeskService }> = {
  name: 'helpdesk',
  create: ({ db, clock }) => ({ desk: new HelpDeskService(db, clock) }),
  routes: async (app, { desk }) => {
    await app.register(helpDeskRoutes, { desk });
  },
};
