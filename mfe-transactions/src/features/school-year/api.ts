import { REPORTS_PATHS, SCHOOL_YEAR_PATHS, type ReportCustomers, type SchoolYearLeaver, type SchoolYearPreviewRow, type SchoolYearRollover } from '@kk/contracts';
import { api } from '@kk/platform';

/** What a new school year is asked for: the customer and the last grade (-1 to 12; its pupils leave). */
export interface SchoolYearQuery {
  CustomerID: string;
  LastGrade: number;
}

/**
 * The support tool's new school year (issue 28). Silent: the page says how each call went
 * (a second one scheduled is a 409, a school year already run or cancelled a 404).
 */
export const schoolYearApi = {
  /** The customers the support tool picks from: the reports' list (GET /api/Reports/Customers). */
  customers: () => api.get<ReportCustomers>(REPORTS_PATHS.customers, undefined, { silent: true }),
  preview: (query: SchoolYearQuery) => api.post<SchoolYearPreviewRow[]>(SCHOOL_YEAR_PATHS.preview, query, { silent: true }),
  schedule: (query: SchoolYearQuery & { RunOn: string }) => api.post<SchoolYearRollover>(SCHOOL_YEAR_PATHS.schedule, query, { silent: true }),
  list: (customerID: string) => api.get<SchoolYearRollover[]>(SCHOOL_YEAR_PATHS.list, { customerID }, { silent: true }),
  cancel: (id: string) => api.post<void>(SCHOOL_YEAR_PATHS.cancel(id), undefined, { silent: true }),
  leavers: (id: string) => api.get<SchoolYearLeaver[]>(SCHOOL_YEAR_PATHS.leavers(id), undefined, { silent: true }),
};
