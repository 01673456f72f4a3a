import type { ApiModule } from '../../api-module';
import { assetRoutes } from './routes';

/** Static reference data the pages ask for (country calling codes). */
export const assetsModule: ApiModule<object, object> = {
  name: 'assets',
  create: () => ({}),
  routes: async (app) => {
    await app.register(assetRoutes);
  },
};
