import type { ApiModule } from '../../api-module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { notificationRoutes } from './routes';
import { NotificationService } from './service';

export const notificationsModule: ApiModule<{ db: Db; clock: Clock }, { notifications: NotificationService }> = {
  name: 'notifications',
  create: ({ db, clock }) => ({ notifications: new NotificationService(db, clock) }),
  routes: async (app, { notifications }) => {
    await app.register(notificationRoutes, { notifications });
  },
};
