import type { ApiModule } from '../../api-module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { MailService } from '../mail/service';
import { registerAlertJobs } from './alert-jobs';
import { alertRoutes } from './routes';
import { AlertSettingsService } from './service';

/**
 * E-mail alerts per wallet (issue 16): the settings a guardian sets, the e-mails of decided
 * alerts (low balance, a refill's card about to expire or expired) and the daily card-expiry
 * sweep. The low-balance alert is decided by the database in the debit's transaction
 * (migrations/repeatable/alerts.sql); the failed-refill notice stays the cards module's.
 */
export const alertsModule: ApiModule<{ db: Db; clock: Clock; mail: MailService }, { settings: AlertSettingsService }> = {
  name: 'alerts',
  create: ({ db, clock, mail }) => ({ settings: new AlertSettingsService(db, clock, mail.smsAvailable) }),
  routes: async (app, { settings }) => {
    await app.register(alertRoutes, { settings });
  },
  jobs: (runner, _services, { db, clock, mail }) => registerAlertJobs(runner, { db, clock, mail }),
};
