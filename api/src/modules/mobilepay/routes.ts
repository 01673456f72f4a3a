import {
  MobilePayAgreementQuery,
  MobilePayAgreementStarted,
  MobilePayAgreementStatus,
  MobilePayAgreementStatusQuery,
  MobilePayAgreementStopQuery,
  MobilePayDepositQuery,
  MobilePayDepositResponse,
  MobilePayStatusQuery,
  MobilePayStatusResponse,
} from '@kk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { languageOf } from '../../http/culture-header';
import { documented } from '../../http/documented';
import { idempotencyKeyOf, idempotentBody } from '../idempotency/reply';
import type { MobilePayAgreementService } from './agreements';
import type { MobilePayDepositService } from './deposits';

/** Listed with the cards in the API's documentation, as before MobilePay had a module of its own. */
const TAGS = ['Credit cards'];

export const mobilePayRoutes: FastifyPluginAsyncZod<{ deposits: MobilePayDepositService; agreements: MobilePayAgreementService }> = async (app, { deposits, agreements }) => {
  app.post(
    '/api/DepositWithdraw/MobilePay/Deposit',
    documented({
      tags: TAGS,
      summary: "Adds funds to a wallet with MobilePay: answers the provider's approval page; the wallet is credited once the payer approves. Requires an Idempotency-Key header: a retry answers the same page",
      querystring: MobilePayDepositQuery,
      response: { 200: MobilePayDepositResponse },
      errors: [400, 401, 403, 409, 422, 502],
    }),
    async (request, reply) => {
      const answer = await deposits.deposit(authOf(request), request.query, idempotencyKeyOf(request.headers), languageOf(request.headers.language));
      return idempotentBody(reply, answer);
    },
  );

  app.get(
    '/api/DepositWithdraw/MobilePay/Status',
    documented({ tags: TAGS, summary: 'Where a MobilePay deposit stands (polled after the approval page until it is no longer Pending)', querystring: MobilePayStatusQuery, response: { 200: MobilePayStatusResponse }, errors: [400, 401, 403, 404] }),
    (request) => deposits.status(authOf(request), request.query.transactionID),
  );

  app.post(
    '/api/DepositWithdraw/MobilePay/Agreement',
    documented({
      tags: TAGS,
      summary: "Starts a MobilePay agreement for a wallet's refills: answers the provider's agreement page; the agreement is the wallet's once the payer approves. Requires an Idempotency-Key header: a retry answers the same page",
      querystring: MobilePayAgreementQuery,
      response: { 200: MobilePayAgreementStarted },
      errors: [400, 401, 403, 409, 422, 502],
    }),
    async (request, reply) => {
      const answer = await agreements.start(authOf(request), request.query, idempotencyKeyOf(request.headers), languageOf(request.headers.language));
      return idempotentBody(reply, answer);
    },
  );

  app.get(
    '/api/DepositWithdraw/MobilePay/Agreement/Status',
    documented({ tags: TAGS, summary: "A wallet's newest MobilePay agreement (walletID), or the one named (agreementID, after the agreement page)", querystring: MobilePayAgreementStatusQuery, response: { 200: MobilePayAgreementStatus }, errors: [400, 401, 403, 404] }),
    (request) => agreements.status(authOf(request), request.query),
  );

  app.delete(
    '/api/DepositWithdraw/MobilePay/Agreement',
    documented({ tags: TAGS, summary: "Stops a wallet's active MobilePay agreement at the provider and here; its MobilePay refills pause until a new one is approved", querystring: MobilePayAgreementStopQuery, response: { 200: MobilePayAgreementStatus }, errors: [400, 401, 403, 404, 502] }),
    (request) => agreements.stop(authOf(request), request.query.walletID),
  );
};
