import { ABSENCE_PATHS, type AbsencePreview, type AbsencePupilsResponse, type AbsenceRequest, type AbsenceResult } from '@kk/contracts';
import { api } from '@kk/platform';

/** Absence (issue 26): what a report would credit, the report itself (Idempotency-Key), and the staff's pupil search. */
export const absenceApi = {
  preview: (body: AbsenceRequest) => api.post<AbsencePreview>(ABSENCE_PATHS.preview, body, { silent: true }),
  /** One key per confirmation: a retry of the same confirmation is answered, not done twice. */
  report: (body: AbsenceRequest, idempotencyKey: string) => api.post<AbsenceResult>(ABSENCE_PATHS.report, body, { silent: true, idempotencyKey }),
  pupils: (search: string) => api.get<AbsencePupilsResponse>(ABSENCE_PATHS.pupils, { search }, { silent: true }),
};
