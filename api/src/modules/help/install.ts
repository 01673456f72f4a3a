import type { ApiModule } from '../../api-module';
import type { Db } from '../../db/db';
import { helpRoutes } from './routes';
import { HelpService } from './service';

export const helpModule: ApiModule<{ db: Db }, { help: HelpService }> = {
  name: 'help',
  create: ({ db }) => ({ help: new HelpService(db) }),
  routes: async (app, { help }) => {
    await app.register(helpRoutes, { help });
  },
};
