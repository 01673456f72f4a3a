import type { ApiModule } from '../../api-module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { MeetingStatements } from './meeting-statement';
import { reportRoutes } from './routes';
import { SalesReports } from './sales-service';
import { registerSalesSummary } from './summary-job';

interface ReportsNeeds {
  db: Db;
  clock: Clock;
}

/** Money out (issue 27): what each customer sold, from the ledger, and the meeting catering's statement per department. */
export const reportsModule: ApiModule<ReportsNeeds, { salesReports: SalesReports; meetingStatements: MeetingStatements }> = {
  name: 'reports',
  create: ({ db, clock }) => ({ salesReports: new SalesReports(db, clock), meetingStatements: new MeetingStatements(db) }),
  routes: async (app, { salesReports, meetingStatements }) => {
    await app.register(reportRoutes, { sales: salesReports, meeting: meetingStatements });
  },
  jobs: (runner, { salesReports }) => registerSalesSummary(runner, salesReports),
};
