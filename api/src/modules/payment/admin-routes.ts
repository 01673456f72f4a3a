import {
  AddTransactionNoteRequest,
  ChangeTransactionStatusRequest,
  ChangeTransactionStatusResponse,
  DuplicateTransactionRequest,
  IDEMPOTENCY_KEY_HEADER,
  ManualCompleteQuery,
  PaymentTransaction,
  PossibleStatusTypesQuery,
  PossibleStatusTypesResponse,
  RetryFailedQuery,
} from '@kk/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../http/auth-context';
import { documented } from '../../http/documented';
import { sendAnswer } from '../idempotency/reply';
import type { AdminCall, PaymentAdminService } from './admin';

const TAGS = ['Transaction admin'];
const MONEY_ERRORS = [400, 401, 403, 409, 422] as const;

function callOf(request: FastifyRequest): AdminCall {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  return { auth: authOf(request), idempotencyKey: typeof key === 'string' ? key : undefined };
}

/**
 * The support tool's admin actions (spec section 7). Cancel and refund are the payment
 * handler's own calls on their Admin paths (V1/Admin/payment/CancelTransaction,
 * V3/Admin/Payment/RefundTransaction).
 */
export const paymentAdminRoutes: FastifyPluginAsyncZod<{ admin: PaymentAdminService }> = async (app, { admin }) => {
  for (const base of ['/api/Transactions', '/api/AllTransactions']) {
    app.get(
      `${base}/GetPossibleStatusTypes`,
      documented({
        tags: TAGS,
        summary: 'The transaction statuses (ID, Name, IsFailed, IsCompleted, IsPending); with transactionID, only those it may be changed to. Partner site and support tool',
        querystring: PossibleStatusTypesQuery, response: { 200: PossibleStatusTypesResponse }, errors: [400, 401, 403],
      }),
      (request) => admin.possibleStatusTypes(authOf(request), request.query.transactionID),
    );
    app.post(
      `${base}/ChangeTransactionStatus`,
      documented({
        tags: TAGS,
        summary: 'Support tool: sets a failed, cancelled or expired transaction that holds and moved no money to another of those statuses; noted on the transaction. 409 in any other state',
        body: ChangeTransactionStatusRequest, response: { 200: ChangeTransactionStatusResponse }, errors: [400, 401, 403, 409],
      }),
      (request) => admin.changeStatus(authOf(request), request.body),
    );
  }

  app.post(
    '/api/Transactions/Note',
    documented({ tags: TAGS, summary: 'A note written by hand on a transaction the staff member may see (partner site, support tool)', body: AddTransactionNoteRequest, response: { 200: z.object({ Success: z.boolean() }) }, errors: [400, 401, 403] }),
    async (request) => {
      await admin.addNote(authOf(request), request.body.TransactionID, request.body.Note);
      return { Success: true };
    },
  );

  app.post(
    '/V2/Admin/Payment/ManualCompleteTransaction',
    documented({ tags: TAGS, summary: 'Support tool: completes a pending order (its held money is spent through the ledger). Idempotency-Key required; 409 unless pending', querystring: ManualCompleteQuery, response: { 200: PaymentTransaction }, errors: MONEY_ERRORS }),
    async (request, reply) => sendAnswer(reply, await admin.manualComplete(callOf(request), request.query.id)),
  );
  app.post(
    '/V3/Admin/Payment/RetryFailedTransaction',
    documented({
      tags: TAGS,
      summary: 'Support tool: pays a failed or expired order again, the whole amount from the wallet; answered completed, or still failed with the reason (NoFund, product out of stock) and nothing changed. Idempotency-Key required',
      querystring: RetryFailedQuery, response: { 200: PaymentTransaction }, errors: MONEY_ERRORS,
    }),
    async (request, reply) => sendAnswer(reply, await admin.retry(callOf(request), request.query.transactionID, request.query.customerID)),
  );
  app.post(
    '/V2/Admin/Payment/DuplicateTransaction',
    documented({ tags: TAGS, summary: 'Support tool: pays an order again from its CreateTransactionModel as a new transaction, from the wallet, completed at once. Idempotency-Key required', body: DuplicateTransactionRequest, response: { 200: PaymentTransaction }, errors: MONEY_ERRORS }),
    async (request, reply) => sendAnswer(reply, await admin.duplicate(callOf(request), request.body.ID, request.body.CustomerID)),
  );
};
