import { MeetingStatement, MeetingStatementQuery, REPORTS_PATHS, ReportCustomers, SalesReport, SalesReportQuery } from '@kk/contracts';
import { reportFileName } from '@kk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../http/auth-context';
import { readerCulture } from '../../http/culture-header';
import { documented } from '../../http/documented';
import type { MeetingStatements } from './meeting-statement';
import type { SalesReports } from './sales-service';

const TAGS = ['Reports'];
const CSV = { 200: z.any().describe('text/csv') };
const WHO = 'partner site with the role FinanceReports (the customers they belong to and those below), or the support tool';

/** Money out's reads (issue 27): the sales report and the meeting statement, each also as CSV. */
export const reportRoutes: FastifyPluginAsyncZod<{ sales: SalesReports; meeting: MeetingStatements }> = async (app, { sales, meeting }) => {
  app.get(
    REPORTS_PATHS.customers,
    documented({ tags: TAGS, summary: `The customers whose reports the caller reads (${WHO})`, response: { 200: ReportCustomers }, errors: [401, 403] }),
    (request) => sales.customers(authOf(request)),
  );

  app.get(
    REPORTS_PATHS.sales,
    documented({
      tags: TAGS,
      summary: `A customer's sales (a municipality's: all its institutions') from and to a day, refunds netted, split by VAT rate and grouped (${WHO}); the totals are the ledger's postings to the revenue and refund accounts`,
      querystring: SalesReportQuery, response: { 200: SalesReport }, errors: [400, 401, 403, 404],
    }),
    (request) => sales.sales(authOf(request), request.query, readerCulture(request.headers.language)),
  );

  app.get(
    REPORTS_PATHS.salesCsv,
    documented({ tags: TAGS, summary: "The same report as CSV (the reader's culture: ';' and decimal comma in Danish; UTF-8 with a byte-order mark)", querystring: SalesReportQuery, response: CSV, errors: [400, 401, 403, 404] }),
    async (request, reply) => {
      const culture = readerCulture(request.headers.language);
      const { csv, report } = await sales.salesCsv(authOf(request), request.query, culture);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${encodeURIComponent(reportFileName(culture === 'da' ? 'salg' : 'sales', report.Customer.Name, report.From, report.To))}"`)
        .send(Buffer.from(csv, 'utf8'));
    },
  );

  app.get(
    REPORTS_PATHS.meetingStatement,
    documented({
      tags: TAGS,
      summary: `A meeting caterer's month per department, the cost centre billed internally: each order delivered in the month with what was charged and given back (${WHO})`,
      querystring: MeetingStatementQuery, response: { 200: MeetingStatement }, errors: [400, 401, 403, 404],
    }),
    (request) => meeting.statement(authOf(request), request.query, readerCulture(request.headers.language)),
  );

  app.get(
    REPORTS_PATHS.meetingStatementCsv,
    documented({ tags: TAGS, summary: 'The same statement as CSV, one row per order', querystring: MeetingStatementQuery, response: CSV, errors: [400, 401, 403, 404] }),
    async (request, reply) => {
      const culture = readerCulture(request.headers.language);
      const { csv, statement } = await meeting.csv(authOf(request), request.query, culture);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${encodeURIComponent(reportFileName(culture === 'da' ? 'moedeopgoerelse' : 'meeting-statement', statement.Customer.Name, statement.Month))}"`)
        .send(Buffer.from(csv, 'utf8'));
    },
  );
};
