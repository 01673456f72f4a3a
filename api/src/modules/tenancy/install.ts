import type { ApiModule } from '../../api-module';
import type { Db } from '../../db/db';
import type { LedgerService } from '../ledger/service';
import { tenancyRoutes } from './routes';
import { TenancyService } from './service';

export const tenancyModule: ApiModule<{ db: Db; ledger: LedgerService }, { tenancy: TenancyService }> = {
  name: 'tenancy',
  create: ({ db, ledger }) => ({ tenancy: new TenancyService(db, ledger) }),
  routes: async (app, { tenancy }) => {
    await app.register(tenancyRoutes, { tenancy });
  },
};
