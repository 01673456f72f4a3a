import { VoucherDetailsQuery, VoucherDetailsResponse } from '@kk/contracts';
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
};
