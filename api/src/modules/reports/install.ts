import { copenhagenLocal, localDateText } from '@kk/domain';
import type { ApiModule } from '../../api-module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { LedgerService } from '../ledger/service';
import { MeetingStatements } from './meeting-statement';
import { registerPayoutRun } from './payout-job';
import { payoutRoutes } from './payout-routes';
import { Payouts } from './payouts-service';
import { reportRoutes } from './routes';
import { SalesReports } from './sales-service';
import { registerSalesSummary } from './summary-job';

interface ReportsNeeds {
  db: Db;
  clock: Clock;
  /** Payouts are posted through the one door to the ledger. */
  ledger: LedgerService;
}

interface ReportsServices {
  salesReports: SalesReports;
  meetingStatements: MeetingStatements;
  payouts: Payouts;
}

/** Money out (issue 27): what each customer sold (from the ledger), the meeting statement per department, each day's settlement and the payouts. */
export const reportsModule: ApiModule<ReportsNeeds, ReportsServices> = {
  name: 'reports',
  create: ({ db, clock, ledger }) => ({ salesReports: new SalesReports(db, clock), meetingStatements: new MeetingStatements(db), payouts: new Payouts(db, clock, ledger) }),
  routes: async (app, { salesReports, meetingStatements, payouts }, { clock }) => {
    await app.register(reportRoutes, { sales: salesReports, meeting: meetingStatements });
    await app.register(payoutRoutes, { payouts, today: () => localDateText(copenhagenLocal(clock.now())) });
  },
  jobs: (runner, { salesReports, payouts }) => {
    registerSalesSummary(runner, salesReports);
    registerPayoutRun(runner, payouts);
  },
};
