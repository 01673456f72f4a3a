import { HandOutOrder, WEBSHOP_HANDOUT_ROLE, WebshopHandOutList, WebshopHandOutParams, WebshopHandOutQuery } from '@kk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { documented } from '../../http/documented';
import type { WebshopHandOutService } from './handout-service';

const TAGS = ['Webshop'];
const WHO = `partner site, role ${WEBSHOP_HANDOUT_ROLE}, the webshops of the caller's customers and those below them`;

/** The webshop's hand-out list and its tick (issue 26). */
export const webshopHandOutRoutes: FastifyPluginAsyncZod<{ handOut: WebshopHandOutService }> = async (app, { handOut }) => {
  app.get(
    '/api/Webshop/HandOut',
    documented({
      tags: TAGS,
      summary: `A webshop's hand-out list for a Copenhagen day: the completed orders placed that day with items not refunded, and the outstanding ones placed before it, per class and child (${WHO})`,
      querystring: WebshopHandOutQuery,
      response: { 200: WebshopHandOutList },
      errors: [400, 401, 403, 404],
    }),
    (request) => handOut.list(authOf(request), request.query.customerID, request.query.date),
  );

  app.post(
    '/api/Webshop/HandOut/:transactionID',
    documented({
      tags: TAGS,
      summary: `Ticks a completed webshop order as handed out (when and by whom, once; a second tick answers the same), under the payment's lock; the family can no longer cancel it (${WHO})`,
      params: WebshopHandOutParams,
      response: { 200: HandOutOrder },
      errors: [400, 401, 403, 404],
    }),
    (request) => handOut.tick(authOf(request), request.params.transactionID),
  );
};
