import type { ApiModule } from '../../api-module';
import type { Db } from '../../db/db';
import type { TenancyService } from '../tenancy/service';
import { gradeRoutes } from './routes';
import { GradesService } from './service';

interface GradesNeeds {
  db: Db;
  tenancy: TenancyService;
}

/** Special grade lists of customers and of the whole system (the account module checks grades with them). */
export const gradesModule: ApiModule<GradesNeeds, { grades: GradesService }> = {
  name: 'grades',
  create: ({ db, tenancy }) => ({ grades: new GradesService(db, tenancy) }),
  routes: async (app, { grades }) => {
    await app.register(gradeRoutes, { grades });
  },
};
