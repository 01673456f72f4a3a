import {
  AutomaticRefillBody,
  DisableRefillsResponse,
  FailedSubscriptionsResponse,
  FailedSubscriptionsWalletGroupParams,
  FailedSubscriptionsWalletParams,
  MonthlyRefillBody,
  RefillAmountsQuery,
  RefillAmountsResponse,
  WalletRefillSettings,
} from '@kk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { documented } from '../../http/documented';
import { walletIdOf } from '../family/access';
import type { RefillService } from './service';

const PREFIX = '/api/DepositWithdraw';
const TAGS = ['Refills'];

export const refillRoutes: FastifyPluginAsyncZod<{ refills: RefillService }> = async (app, { refills }) => {
  app.get(
    `${PREFIX}/GetRefillAmounts`,
    documented({ tags: TAGS, summary: 'The add-funds amounts (kroner) the customer offers', querystring: RefillAmountsQuery, response: { 200: RefillAmountsResponse }, errors: [400, 401, 403] }),
    (request) => refills.refillAmounts(authOf(request), walletIdOf(request.query, request.headers)),
  );

  app.get(
    `${PREFIX}/GetAutomaticRefillAmounts`,
    documented({ tags: TAGS, summary: "The automatic-refill amounts (kroner) the wallet's customer offers", querystring: RefillAmountsQuery, response: { 200: RefillAmountsResponse }, errors: [400, 401, 403] }),
    (request) => refills.automaticRefillAmounts(authOf(request), walletIdOf(request.query, request.headers)),
  );

  app.put(
    `${PREFIX}/AutomaticRefill`,
    documented({ tags: TAGS, summary: "A wallet's automatic refill (walletid header): below AutomaticRefillBelowAmount, the primary card is charged AutomaticRefillAmount", querystring: RefillAmountsQuery, body: AutomaticRefillBody, response: { 200: WalletRefillSettings }, errors: [400, 401, 403] }),
    (request) => refills.setAutomaticRefill(authOf(request), walletIdOf(request.query, request.headers), request.body),
  );

  app.put(
    `${PREFIX}/MonthlyRefill`,
    documented({ tags: TAGS, summary: "A wallet's monthly refill (walletid header), charged on the 1st at 06:00", querystring: RefillAmountsQuery, body: MonthlyRefillBody, response: { 200: WalletRefillSettings }, errors: [400, 401, 403] }),
    (request) => refills.setMonthlyRefill(authOf(request), walletIdOf(request.query, request.headers), request.body),
  );

  app.put(
    `${PREFIX}/DisableRefills`,
    documented({ tags: TAGS, summary: "Switches a wallet's automatic and monthly refills off (walletid header); without one, those of every wallet the caller manages", querystring: RefillAmountsQuery, response: { 200: DisableRefillsResponse }, errors: [400, 401, 403] }),
    (request) => refills.disableRefills(authOf(request), walletIdOf(request.query, request.headers)),
  );

  app.get(
    `${PREFIX}/FailedSubscriptionsWallet/:walletID`,
    documented({ tags: TAGS, summary: "A wallet's failed automatic and monthly refills and food plan subscription renewals, newest first", params: FailedSubscriptionsWalletParams, response: { 200: FailedSubscriptionsResponse }, errors: [400, 401, 403] }),
    (request) => refills.failedForWallet(authOf(request), request.params.walletID),
  );

  app.get(
    `${PREFIX}/FailedSubscriptionsWalletGroup/:groupID`,
    documented({ tags: TAGS, summary: "The failed refills and subscription renewals of a wallet group's wallets, newest first", params: FailedSubscriptionsWalletGroupParams, response: { 200: FailedSubscriptionsResponse }, errors: [400, 401, 403] }),
    (request) => refills.failedForWalletGroup(authOf(request), request.params.groupID),
  );
};
