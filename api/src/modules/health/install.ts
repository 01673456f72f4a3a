import type { ApiModule } from '../../api-module';
import type { Db } from '../../db/db';
import { healthRoutes } from './routes';
import { HealthService } from './service';

export const healthModule: ApiModule<{ db: Db }, { health: HealthService }> = {
  name: 'health',
  create: ({ db }) => ({ health: new HealthService(db) }),
  routes: async (app, { health }) => {
    await app.register(healthRoutes, { health });
  },
};
