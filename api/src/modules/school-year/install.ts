import type { ApiModule } from '../../api-module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { LedgerService } from '../ledger/service';
import { registerSchoolYearRollover } from './job';
import { schoolYearRoutes } from './routes';
import { SchoolYearService } from './service';

interface SchoolYearNeeds {
  db: Db;
  clock: Clock;
  /** A leaver's balance moves through the one door to the ledger. */
  ledger: LedgerService;
}

/** A new school year (issue 28): grades move up on a chosen date per customer; the last grade's pupils leave. */
export const schoolYearModule: ApiModule<SchoolYearNeeds, { schoolYear: SchoolYearService }> = {
  name: 'school-year',
  create: ({ db, clock, ledger }) => ({ schoolYear: new SchoolYearService(db, clock, ledger) }),
  routes: async (app, { schoolYear }) => {
    await app.register(schoolYearRoutes, { schoolYear });
  },
  jobs: (runner, { schoolYear }, { clock }) => registerSchoolYearRollover(runner, schoolYear, clock),
};
