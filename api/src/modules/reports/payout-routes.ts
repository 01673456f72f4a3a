import { DaySettlement, PayoutRunRequest, PayoutRunResult, PayoutsQuery, PayoutStatement, REPORTS_PATHS, SettlementQuery } from '@kk/contracts';
import { reportFileName } from '@kk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, forbidden } from '../../core/errors';
import { authOf, type AuthContext } from '../../http/auth-context';
import { readerCulture } from '../../http/culture-header';
import { documented } from '../../http/documented';
import type { Payouts } from './payouts-service';

const TAGS = ['Reports'];
const WHO = 'partner site with the role FinanceReports, or the support tool';

function supportTool(auth: AuthContext): AuthContext {
  if (auth.application !== 'support' || !auth.roles.includes('SupportTool')) throw forbidden('This is the support tool’s call');
  return auth;
}

/** A customer's day of settlement, its payout statement (and CSV), and the support tool's payout run. */
export const payoutRoutes: FastifyPluginAsyncZod<{ payouts: Payouts; today: () => string }> = async (app, { payouts, today }) => {
  app.get(
    REPORTS_PATHS.settlement,
    documented({
      tags: TAGS,
      summary: `A customer's day (${WHO}): the card money the card provider and MobilePay collected for its wallets and their fees, its net sales, the platform's fee, what was carried in and the payout owed; the payout run's record once it has run`,
      querystring: SettlementQuery, response: { 200: DaySettlement }, errors: [400, 401, 403, 404],
    }),
    (request) => payouts.settlement(authOf(request), request.query),
  );

  app.get(
    REPORTS_PATHS.payouts,
    documented({ tags: TAGS, summary: `A customer's payout statement from and to a day (${WHO}): each day the run settled, paid or carried, and the sums paid`, querystring: PayoutsQuery, response: { 200: PayoutStatement }, errors: [400, 401, 403, 404] }),
    (request) => payouts.statement(authOf(request), request.query),
  );

  app.get(
    REPORTS_PATHS.payoutsCsv,
    documented({ tags: TAGS, summary: 'The same payout statement as CSV', querystring: PayoutsQuery, response: { 200: z.any().describe('text/csv') }, errors: [400, 401, 403, 404] }),
    async (request, reply) => {
      const culture = readerCulture(request.headers.language);
      const { csv, statement } = await payouts.statementCsv(authOf(request), request.query, culture);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${encodeURIComponent(reportFileName(culture === 'da' ? 'udbetalinger' : 'payouts', statement.Customer.Name, statement.From, statement.To))}"`)
        .send(Buffer.from(csv, 'utf8'));
    },
  );

  app.post(
    REPORTS_PATHS.payoutsRun,
    documented({
      tags: TAGS,
      summary: "Runs a closed day's payouts now (and those of the days before it not run yet), as the daily job does (support tool): once per day; a second run records nothing",
      body: PayoutRunRequest, response: { 200: PayoutRunResult }, errors: [400, 401, 403],
    }),
    async (request) => {
      supportTool(authOf(request));
      if (request.body.date >= today()) throw badRequest('Only a day that has ended is paid out');
      // The days before it first, in order: a day hands what it carries on to the next.
      const ran = await payouts.runUpTo(request.body.date);
      return { Date: request.body.date, Ran: ran.has(request.body.date), Customers: ran.get(request.body.date) ?? 0 };
    },
  );
};
