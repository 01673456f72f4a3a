import type { ApiModule } from '../../api-module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { LedgerService } from '../ledger/service';
import { customerAdminRoutes } from './admin-routes';
import { CustomerAdmin } from './admin-service';
import { tenancyRoutes } from './routes';
import { TenancyService } from './service';

export const tenancyModule: ApiModule<{ db: Db; clock: Clock; ledger: LedgerService }, { tenancy: TenancyService; customers: CustomerAdmin }> = {
  name: 'tenancy',
  create: ({ db, clock, ledger }) => {
    const tenancy = new TenancyService(db, ledger);
    return { tenancy, customers: new CustomerAdmin(db, clock, tenancy) };
  },
  routes: async (app, { tenancy, customers }) => {
    await app.register(tenancyRoutes, { tenancy });
    await app.register(customerAdminRoutes, { customers });
  },
};
