import {
  IDEMPOTENCY_KEY_HEADER,
  MeetingOptions,
  MeetingOptionsQuery,
  MeetingOrder,
  MeetingOrdersQuery,
  MeetingOrdersResponse,
  MeetingProduction,
  MeetingProductionQuery,
  MeetingUpdateParams,
  MeetingUpdateRequest,
} from '@kk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../http/auth-context';
import { documented } from '../../http/documented';
import { sendAnswer } from '../idempotency/reply';
import type { MeetingService } from './service';

const TAGS = ['Meeting'];

export const meetingRoutes: FastifyPluginAsyncZod<{ meetings: MeetingService }> = async (app, { meetings }) => {
  app.get(
    '/api/Meeting/Options',
    documented({ tags: TAGS, summary: "The meeting-catering customer's departments and locations with their products (role Meeting)", querystring: MeetingOptionsQuery, response: { 200: MeetingOptions }, errors: [400, 401, 403] }),
    (request) => meetings.options(authOf(request), request.query.customerID),
  );

  app.get(
    '/api/Meeting/Orders',
    documented({ tags: TAGS, summary: "The caller's meeting orders delivered in [from, to) (default: from a month back), as the spec's existing meeting order", querystring: MeetingOrdersQuery, response: { 200: MeetingOrdersResponse }, errors: [400, 401, 403] }),
    (request) => meetings.orders(authOf(request), request.query.from, request.query.to),
  );

  app.put(
    '/api/meeting/update/:transactionID',
    documented({
      tags: TAGS,
      summary: "Changes the caller's meeting order until its deadline: participants, delivery time, note, pickup, products; the price difference is charged or refunded. Idempotency-Key required.",
      params: MeetingUpdateParams, body: MeetingUpdateRequest, response: { 200: MeetingOrder }, errors: [400, 401, 403, 409, 422],
    }),
    async (request, reply) => {
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      const call = { auth: authOf(request), idempotencyKey: typeof key === 'string' ? key : undefined };
      return sendAnswer(reply, await meetings.update(call, request.params.transactionID, request.body));
    },
  );

  app.get(
    '/api/Meeting/Production',
    documented({ tags: TAGS, summary: "The catering kitchen's day (partner site, role MeetingKitchen): orders per location and delivery time, totals per product, who picks up", querystring: MeetingProductionQuery, response: { 200: MeetingProduction }, errors: [400, 401, 403] }),
    (request) => meetings.production(authOf(request), request.query.date, request.query.locationID),
  );

  app.get(
    '/api/Meeting/Production/csv',
    documented({ tags: TAGS, summary: 'The same day as CSV (semicolons, UTF-8 with a byte-order mark), one row per product of each order', querystring: MeetingProductionQuery, response: { 200: z.any().describe('text/csv') }, errors: [400, 401, 403] }),
    async (request, reply) => {
      const csv = await meetings.productionCsv(authOf(request), request.query.date, request.query.locationID);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="produktion-${request.query.date}.csv"`)
        .send(Buffer.from(csv, 'utf8'));
    },
  );
};
