import {
  TransactionDetail,
  TransactionDetailQuery,
  TransactionSearchQuery,
  TransactionSearchRequest,
  TransactionSearchResponse,
} from '@kk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { errorResponses } from '../../http/error-responses';
import type { TransactionService } from './service';

const TAGS = ['Transactions'];

export const transactionRoutes: FastifyPluginAsyncZod<{ transactions: TransactionService }> = async (app, { transactions }) => {
  app.post(
    '/api/Transaction/SearchV2',
    {
      schema: {
        tags: TAGS,
        summary:
          "A wallet's transactions, newest first (generic search: FK_WalletID, Type (type 5 list), Status (type 1: Completed, Pending, Failed), StartDate, EndDate as YYYY-MM-DD); the wallet by walletID or FK_WalletID",
        querystring: TransactionSearchQuery,
        body: TransactionSearchRequest,
        response: { 200: TransactionSearchResponse, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => transactions.search(authOf(request), request.query.walletID, request.body),
  );

  app.get(
    '/api/Transaction/Detail',
    {
      schema: {
        tags: TAGS,
        summary: 'One transaction with its products, for whoever may see its wallet',
        querystring: TransactionDetailQuery,
        response: { 200: TransactionDetail, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => transactions.detail(authOf(request), request.query.transactionID),
  );
};
