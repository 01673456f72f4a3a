import type { ApiModule } from '../../api-module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { JobRunner } from '../../jobs/runner';
import type { CardProviderAdapter } from '../card-provider/adapter';
import { reconciliationRoutes } from './routes';
import { Reconciliation } from './service';

export const RECONCILIATION_JOB = 'reconciliation.nightly';
const RECONCILIATION_EVERY_MS = 60 * 60 * 1000;

interface ReconciliationNeeds {
  db: Db;
  clock: Clock;
  /** The card provider's settlement files (and, for the sandbox, the demo world's seeded charges). */
  cardProvider: CardProviderAdapter;
}

function registerNightly(runner: JobRunner, reconciliation: Reconciliation): void {
  runner.register(RECONCILIATION_JOB, async () => {
    await reconciliation.runClosedDays();
  });
  // Hourly: a day is reconciled in the first run after its files are final (two hours after midnight).
  runner.every({ name: RECONCILIATION_JOB, kind: RECONCILIATION_JOB, runWhenFirstKnown: true, nextRunAfter: (after) => new Date(after.getTime() + RECONCILIATION_EVERY_MS) });
}

/** The nightly reconciliation of the providers' settlement files with the ledger (issue 27). */
export const reconciliationModule: ApiModule<ReconciliationNeeds, { reconciliation: Reconciliation }> = {
  name: 'reconciliation',
  create: ({ db, clock, cardProvider }) => ({ reconciliation: new Reconciliation(db, clock, cardProvider) }),
  routes: async (app, { reconciliation }, { clock }) => {
    await app.register(reconciliationRoutes, { reconciliation, clock });
  },
  jobs: (runner, { reconciliation }) => registerNightly(runner, reconciliation),
};
