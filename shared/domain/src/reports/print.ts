import type { MeetingStatement, PayoutStatement, SalesReport } from '@kk/contracts';
import type { PrintData } from '../print';

/** The print window's templates of the money-out pages (shell/src/print/templates). */
export const SALES_REPORT_TEMPLATE = 'sales-report';
export const MEETING_STATEMENT_TEMPLATE = 'meeting-statement';
export const PAYOUT_STATEMENT_TEMPLATE = 'payout-statement';

/** The sales report in print: landscape, for its eight columns. */
export function salesReportPrintData(report: SalesReport, title: string): PrintData<SalesReport> {
  return { template: SALES_REPORT_TEMPLATE, title, model: report, landscape: true };
}

export function meetingStatementPrintData(statement: MeetingStatement, title: string): PrintData<MeetingStatement> {
  return { template: MEETING_STATEMENT_TEMPLATE, title, model: statement };
}

export function payoutStatementPrintData(statement: PayoutStatement, title: string): PrintData<PayoutStatement> {
  return { template: PAYOUT_STATEMENT_TEMPLATE, title, model: statement, landscape: true };
}
