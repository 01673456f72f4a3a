import type { ApiModule } from '../../api-module';
import type { Clock } from '../../clock';
import type { ApiConfig } from '../../config';
import type { Db } from '../../db/db';
import type { TenancyService } from '../tenancy/service';
import { accountRoutes } from './routes';
import { AccountService } from './service';
import { registerSessionPurge } from './session-purge';

interface AccountNeeds {
  db: Db;
  clock: Clock;
  config: ApiConfig;
  tenancy: TenancyService;
}

/** Log-in, sessions and the account; sessions that ended a day ago are purged hourly. */
export const accountModule: ApiModule<AccountNeeds, { accounts: AccountService }> = {
  name: 'account',
  create: ({ db, clock, config, tenancy }) => ({ accounts: new AccountService(db, clock, config, tenancy) }),
  routes: async (app, { accounts }) => {
    await app.register(accountRoutes, { accounts });
  },
  jobs: (runner, _services, { db, clock }) => registerSessionPurge(runner, { db, clock }),
};
