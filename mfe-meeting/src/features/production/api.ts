import type { MeetingProduction } from '@kk/contracts';
import { api } from '@kk/platform';

/** The catering kitchen's day (partner site, role MeetingKitchen). */
export const productionApi = {
  day: (date: string) => api.get<MeetingProduction>('/api/Meeting/Production', { date }, { silent: true }),
  /** The same day as CSV text (one row per product of each order). */
  csv: (date: string, locationID: string | null) =>
    api.get<string>('/api/Meeting/Production/csv', { date, ...(locationID ? { locationID } : {}) }),
};
