import { QuickSalePaymentQuery, SelfOrderingQuery } from '@kk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../http/auth-context';
import { errorResponses } from '../../http/error-responses';
import { walletIdOf } from '../cards/family';
import type { WalletOptionsService } from './service';

const TAGS = ['Restrictions'];
const noContent = { 204: z.null().describe('Saved') };

export const restrictionRoutes: FastifyPluginAsyncZod<{ options: WalletOptionsService }> = async (app, { options }) => {
  app.post(
    '/api/Restrictions/QuickSalePayment',
    {
      schema: {
        tags: TAGS,
        summary: 'Allows or forbids canteen sales on the wallet without its school card (walletid header or walletID); its guardians and holder only',
        querystring: QuickSalePaymentQuery,
        response: { ...noContent, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await options.setQuickSalePayment(authOf(request), walletIdOf(request.query, request.headers), request.query.allowQuickSalePayment);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/Restrictions/SelfOrdering',
    {
      schema: {
        tags: TAGS,
        summary: 'Allows or forbids self-order kiosk sales on the wallet (walletid header or walletID); its guardians and holder only',
        querystring: SelfOrderingQuery,
        response: { ...noContent, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await options.setSelfOrdering(authOf(request), walletIdOf(request.query, request.headers), request.query.allow);
      return reply.code(204).send(null);
    },
  );
};
