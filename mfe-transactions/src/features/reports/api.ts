import { REPORTS_PATHS, type DaySettlement, type MeetingStatement, type PayoutStatement, type ReportCustomers, type SalesGrouping, type SalesReport } from '@kk/contracts';
import { api } from '@kk/platform';

/** A sales report's question: the customer (a municipality covers its institutions), the days from and to inclusive, the grouping. */
export interface SalesQuery {
  customerID: string;
  from: string;
  to: string;
  groupBy: SalesGrouping;
}

export interface PeriodQuery {
  customerID: string;
  from: string;
  to: string;
}

/**
 * The money-out reads (issue 27), partner site (role FinanceReports) and support tool.
 * Silent: a read shows its failure on the page. The CSV files come as text through the
 * same authenticated client, with the same query as the page's table.
 */
export const reportsApi = {
  customers: () => api.get<ReportCustomers>(REPORTS_PATHS.customers, undefined, { silent: true }),
  sales: (query: SalesQuery) => api.get<SalesReport>(REPORTS_PATHS.sales, { ...query }, { silent: true }),
  salesCsv: (query: SalesQuery) => api.get<string>(REPORTS_PATHS.salesCsv, { ...query }),
  meetingStatement: (customerID: string, month: string) => api.get<MeetingStatement>(REPORTS_PATHS.meetingStatement, { customerID, month }, { silent: true }),
  meetingStatementCsv: (customerID: string, month: string) => api.get<string>(REPORTS_PATHS.meetingStatementCsv, { customerID, month }),
  settlement: (customerID: string, date: string) => api.get<DaySettlement>(REPORTS_PATHS.settlement, { customerID, date }, { silent: true }),
  payouts: (query: PeriodQuery) => api.get<PayoutStatement>(REPORTS_PATHS.payouts, { ...query }, { silent: true }),
  payoutsCsv: (query: PeriodQuery) => api.get<string>(REPORTS_PATHS.payoutsCsv, { ...query }),
};
