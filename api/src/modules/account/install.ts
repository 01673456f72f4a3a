import type { ApiModule } from '../../api-module';
import type { Clock } from '../../clock';
import type { ApiConfig } from '../../config';
import type { Db } from '../../db/db';
import type { GradesService } from '../grades/service';
import type { TenancyService } from '../tenancy/service';
import type { WalletService } from '../wallet/service';
import { AccountInformationService } from './information-service';
import { accountInformationRoutes } from './information-routes';
import { accountRoutes } from './routes';
import { AccountService } from './service';
import { registerSessionPurge } from './session-purge';

interface AccountNeeds {
  db: Db;
  clock: Clock;
  config: ApiConfig;
  tenancy: TenancyService;
  /** Which wallets are the user's children, and who may change one. */
  wallets: WalletService;
  /** The special grade lists a child's grade is checked against. */
  grades: GradesService;
}

/**
 * Log-in, sessions and the account, and the account information (the user's and their
 * children's); sessions that ended a day ago are purged hourly.
 */
export const accountModule: ApiModule<AccountNeeds, { accounts: AccountService; information: AccountInformationService }> = {
  name: 'account',
  create: ({ db, clock, config, tenancy, wallets, grades }) => ({
    accounts: new AccountService(db, clock, config, tenancy),
    information: new AccountInformationService(db, clock, wallets, grades),
  }),
  routes: async (app, { accounts, information }) => {
    await app.register(accountRoutes, { accounts });
    await app.register(accountInformationRoutes, { information });
  },
  jobs: (runner, _services, { db, clock }) => registerSessionPurge(runner, { db, clock }),
};
