import { PUPIL_IMPORT_PATHS, type PupilImportCustomers, type PupilImportResponse } from '@kk/contracts';
import { api } from '@kk/platform';

/**
 * The pupil import's calls (issue 28, partner site, role PupilImport). The preview is
 * silent (the page shows its rows); the apply shows the platform's notices (a 409 when the
 * file changed meanwhile says why).
 */
export const pupilImportApi = {
  customers: () => api.get<PupilImportCustomers>(PUPIL_IMPORT_PATHS.customers, undefined, { silent: true }),
  preview: (customerId: string, csv: string) => api.post<PupilImportResponse>(PUPIL_IMPORT_PATHS.import, { CustomerID: customerId, Csv: csv, Apply: false }, { silent: true }),
  apply: (customerId: string, csv: string) => api.post<PupilImportResponse>(PUPIL_IMPORT_PATHS.import, { CustomerID: customerId, Csv: csv, Apply: true }, { spinner: true }),
};
