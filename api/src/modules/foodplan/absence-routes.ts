import { ABSENCE_PATHS, AbsencePreview, AbsencePupilsQuery, AbsencePupilsResponse, AbsenceRequest, AbsenceResult, IDEMPOTENCY_KEY_HEADER } from '@kk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { documented } from '../../http/documented';
import { sendAnswer } from '../idempotency/reply';
import type { AbsenceService } from './absence-service';

const TAGS = ['Food plan'];
const WHO = 'a guardian of the wallet on the wallet site (DepositWithdraw), or partner-site staff with PupilAbsence for a pupil of their customers';

/** Absence ("Meld fravær", issue 26): preview, report, and the staff's pupil search. */
export const absenceRoutes: FastifyPluginAsyncZod<{ absences: AbsenceService }> = async (app, { absences }) => {
  app.post(
    ABSENCE_PATHS.preview,
    documented({
      tags: TAGS,
      summary: `What reporting the child absent From..To would credit per school day and what is too late (the plan's absence deadline passed); changes nothing (${WHO})`,
      body: AbsenceRequest,
      response: { 200: AbsencePreview },
      errors: [400, 401, 403, 404],
    }),
    (request) => absences.preview(authOf(request), request.body),
  );

  app.post(
    ABSENCE_PATHS.report,
    documented({
      tags: TAGS,
      summary: `Reports the child absent From..To: each school day's food-plan orders before their absence deadline are credited to the wallet (paid) or cancelled (card pending), once; answers the credits and the new balance. Idempotency-Key required (${WHO})`,
      body: AbsenceRequest,
      response: { 200: AbsenceResult },
      errors: [400, 401, 403, 404, 409, 422],
    }),
    async (request, reply) => {
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      return sendAnswer(reply, await absences.report(authOf(request), typeof key === 'string' ? key : undefined, request.body));
    },
  );

  app.get(
    ABSENCE_PATHS.pupils,
    documented({
      tags: TAGS,
      summary: 'Partner-site staff with PupilAbsence: the pupils of their customers (and those below) whose name or grade matches, by name (at most 50)',
      querystring: AbsencePupilsQuery,
      response: { 200: AbsencePupilsResponse },
      errors: [400, 401, 403],
    }),
    (request) => absences.pupils(authOf(request), request.query.search),
  );
};
