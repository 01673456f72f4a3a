import { LatestOrdersQuery, LatestOrdersResponse, VoucherDetailsQuery, VoucherDetailsResponse } from '@kk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { errorResponses } from '../../http/error-responses';
import type { OverviewService } from './service';

export const overviewRoutes: FastifyPluginAsyncZod<{ overview: OverviewService }> = async (app, { overview }) => {
  app.get(
    '/api/Overview/GetVoucherDetails',
    {
      schema: {
        tags: ['Wallet overview'],
        summary: "The wallet's current tickets, vouchers and discounts (of one customer when customerName is given)",
        querystring: VoucherDetailsQuery,
        response: { 200: VoucherDetailsResponse, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => overview.voucherDetails(authOf(request), request.query.walletID, request.query.customerName),
  );

  app.get(
    '/api/Foodplanner/V3/GetLatestOrders',
    {
      schema: {
        tags: ['Wallet overview'],
        summary: "The wallet's food-plan orders of the last three weeks and those to come, by delivery date",
        querystring: LatestOrdersQuery,
        response: { 200: LatestOrdersResponse, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => overview.latestOrders(authOf(request), request.query.walletID),
  );
};
