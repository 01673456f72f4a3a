import { REPORTS_PATHS, ReconciliationDay, ReconciliationQuery, ReconciliationRunRequest } from '@kk/contracts';
import { copenhagenLocal, localDateText } from '@kk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import { badRequest, forbidden } from '../../core/errors';
import { authOf, type AuthContext } from '../../http/auth-context';
import { readerCulture } from '../../http/culture-header';
import { documented } from '../../http/documented';
import type { Reconciliation } from './service';

const TAGS = ['Reports'];

function supportTool(auth: AuthContext): void {
  if (auth.application !== 'support' || !auth.roles.includes('SupportTool')) throw forbidden('This is the support tool’s call');
}

/** The support tool's reconciliation: a day's outcome, and a run of it now. */
export const reconciliationRoutes: FastifyPluginAsyncZod<{ reconciliation: Reconciliation; clock: Clock }> = async (app, { reconciliation, clock }) => {
  app.get(
    REPORTS_PATHS.reconciliation,
    documented({
      tags: TAGS,
      summary: "A day's reconciliation of the card provider's and MobilePay's settlement files with the ledger (support tool): the files, what matched and every mismatch (charged but not credited, credited but not charged, amount differs); RanAt null before it has run",
      querystring: ReconciliationQuery, response: { 200: ReconciliationDay }, errors: [400, 401, 403],
    }),
    (request) => {
      supportTool(authOf(request));
      return reconciliation.day(request.query.date, readerCulture(request.headers.language));
    },
  );

  app.post(
    REPORTS_PATHS.reconciliationRun,
    documented({ tags: TAGS, summary: 'Reconciles a day now, as the nightly job does, replacing its earlier run (support tool); today so far too, checked again by the nightly run once it has ended', body: ReconciliationRunRequest, response: { 200: ReconciliationDay }, errors: [400, 401, 403, 503] }),
    async (request) => {
      supportTool(authOf(request));
      // Today so far may be checked too; the nightly run checks it again once it has ended.
      if (request.body.date > localDateText(copenhagenLocal(clock.now()))) throw badRequest('A day that has not begun has nothing to reconcile');
      return reconciliation.run(request.body.date, readerCulture(request.headers.language));
    },
  );
};
