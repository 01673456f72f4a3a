import type { ApiModule } from '../../api-module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { CardProviderAdapter } from '../card-provider/adapter';
import type { LedgerService } from '../ledger/service';
import type { MailService } from '../mail/service';
import { registerSchoolYearRollover } from './job';
import { LeaverChoiceService } from './leaver-choice';
import { schoolYearRoutes } from './routes';
import { SchoolYearService } from './service';

interface SchoolYearNeeds {
  db: Db;
  clock: Clock;
  /** A leaver's balance moves through the one door to the ledger. */
  ledger: LedgerService;
  /** A leaver's balance paid back to the guardian's primary card. */
  cardProvider: CardProviderAdapter;
  /** The leavers' guardians are told. */
  mail: MailService;
}

/** A new school year (issue 28): grades move up on a chosen date per customer; the last grade's pupils leave. */
export const schoolYearModule: ApiModule<SchoolYearNeeds, { schoolYear: SchoolYearService; leaverChoice: LeaverChoiceService }> = {
  name: 'school-year',
  create: ({ db, clock, ledger, cardProvider, mail }) => ({ schoolYear: new SchoolYearService(db, clock, ledger, cardProvider, mail), leaverChoice: new LeaverChoiceService(db, clock) }),
  routes: async (app, { schoolYear, leaverChoice }) => {
    await app.register(schoolYearRoutes, { schoolYear, leaverChoice });
  },
  jobs: (runner, { schoolYear }, { clock }) => registerSchoolYearRollover(runner, schoolYear, clock),
};
