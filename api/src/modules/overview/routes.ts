import { VoucherDetailsQuery, VoucherDetailsResponse } from '@kk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { documented } from '../../http/documented';
import type { OverviewService } from './service';

export const overviewRoutes: FastifyPluginAsyncZod<{ overview: OverviewService }> = async (app, { overview }) => {
  app.get(
    '/api/Overview/GetVoucherDetails',
    documented({ tags: ['Wallet overview'], summary: "The wallet's current tickets, vouchers and discounts (of one customer when customerName is given)", querystring: VoucherDetailsQuery, response: { 200: VoucherDetailsResponse }, errors: [400, 401, 403] }),
    (request) => overview.voucherDetails(authOf(request), request.query.walletID, request.query.customerName),
  );
};
