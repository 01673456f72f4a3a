import type { ApiModule } from '../../api-module';
import type { Clock } from '../../clock';
import type { ApiConfig } from '../../config';
import type { Db } from '../../db/db';
import type { GradesService } from '../grades/service';
import type { MailService } from '../mail/service';
import type { TenancyService } from '../tenancy/service';
import type { WalletService } from '../wallet/service';
import { AccountInformationService } from './information-service';
import { accountInformationRoutes } from './information-routes';
import { InvitationLinks } from './invitation-links';
import { passwordResetRoutes } from './password-reset-routes';
import { PasswordResetService } from './password-reset-service';
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
  /** The forgotten password's e-mail. */
  mail: MailService;
  /** The platform's own sites: a reset link may only point to one of them. */
  ownOrigins: readonly (string | RegExp)[];
}

/**
 * Log-in, sessions and the account, the account information (the user's and their
 * children's) and the forgotten password; sessions that ended a day ago are purged hourly.
 */
export const accountModule: ApiModule<AccountNeeds, { accounts: AccountService; information: AccountInformationService; resets: PasswordResetService; invitationLinks: InvitationLinks }> = {
  name: 'account',
  create: ({ db, clock, config, tenancy, wallets, grades, mail, ownOrigins }) => {
    const accounts = new AccountService(db, clock, config, tenancy);
    return {
      accounts,
      information: new AccountInformationService(db, clock, wallets, grades),
      resets: new PasswordResetService(db, clock, accounts, mail, ownOrigins),
      invitationLinks: new InvitationLinks(clock),
    };
  },
  routes: async (app, { accounts, information, resets }) => {
    await app.register(accountRoutes, { accounts });
    await app.register(accountInformationRoutes, { information });
    await app.register(passwordResetRoutes, { resets });
  },
  jobs: (runner, _services, { db, clock }) => registerSessionPurge(runner, { db, clock }),
};
