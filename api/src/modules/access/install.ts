import type { ApiModule } from '../../api-module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { AccountService } from '../account/service';
import type { MailService } from '../mail/service';
import { accessRoutes } from './routes';
import { AccessService } from './service';

interface AccessNeeds {
  db: Db;
  clock: Clock;
  mail: MailService;
  accounts: AccountService;
  /** The platform's own sites: an invitation's link may only point to one of them. */
  ownOrigins: readonly (string | RegExp)[];
}

/** Shared access (a second guardian): invitations, their acceptance and sign-up, the accesses. */
export const accessModule: ApiModule<AccessNeeds, { access: AccessService }> = {
  name: 'access',
  create: ({ db, clock, mail, accounts, ownOrigins }) => ({ access: new AccessService(db, clock, mail, accounts, ownOrigins) }),
  routes: async (app, { access }) => {
    await app.register(accessRoutes, { access });
  },
};
