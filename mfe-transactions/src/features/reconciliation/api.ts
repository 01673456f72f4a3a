import { REPORTS_PATHS, type ReconciliationDay } from '@kk/contracts';
import { api } from '@kk/platform';

const isDay = (value: unknown): value is ReconciliationDay =>
  typeof value === 'object' && value !== null && Array.isArray((value as ReconciliationDay).Mismatches) && Array.isArray((value as ReconciliationDay).Files);

/** The support tool's reconciliation with the providers' settlement files (issue 27). Silent: the page shows how it went. */
export const reconciliationApi = {
  day: (date: string) => api.get<ReconciliationDay>(REPORTS_PATHS.reconciliation, { date }, { silent: true }),
  /** Runs the day's reconciliation now; the day as it then reads (the run's answer, or read again when the answer does not carry it). */
  async run(date: string): Promise<ReconciliationDay> {
    const answer = await api.post<unknown>(REPORTS_PATHS.reconciliationRun, { date }, { silent: true });
    return isDay(answer) ? answer : reconciliationApi.day(date);
  },
};
