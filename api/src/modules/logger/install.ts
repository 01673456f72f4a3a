import type { ApiModule } from '../../api-module';
import { loggerRoutes } from './routes';

/** The browser's error and information log (/JavaScriptLogger). */
export const loggerModule: ApiModule<object, object> = {
  name: 'logger',
  create: () => ({}),
  routes: async (app) => {
    await app.register(loggerRoutes);
  },
};
