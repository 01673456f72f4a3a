import { QuickSalePaymentQuery, SelfOrderingQuery, SetWalletRestrictionsBody, WalletRestrictions, WalletRestrictionsQuery } from '@kk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { documented } from '../../http/documented';
import { noContent, noContentAfter } from '../../http/no-content';
import { walletIdOf } from '../family/access';
import type { SpendingControlsService, WalletOptionsService } from './service';

const TAGS = ['Restrictions'];

export const restrictionRoutes: FastifyPluginAsyncZod<{ options: WalletOptionsService; controls: SpendingControlsService }> = async (app, { options, controls }) => {
  app.post(
    '/api/Restrictions/QuickSalePayment',
    documented({ tags: TAGS, summary: 'Allows or forbids canteen sales on the wallet without its school card (walletid header or walletID); its guardians and holder only', querystring: QuickSalePaymentQuery, response: noContent('Saved'), errors: [400, 401, 403] }),
    async (request, reply) => noContentAfter(options.setQuickSalePayment(authOf(request), walletIdOf(request.query, request.headers), request.query.allowQuickSalePayment), reply),
  );

  app.put(
    '/api/Restrictions/SelfOrdering',
    documented({ tags: TAGS, summary: 'Allows or forbids self-order kiosk sales on the wallet (walletid header or walletID); its guardians and holder only', querystring: SelfOrderingQuery, response: noContent('Saved'), errors: [400, 401, 403] }),
    async (request, reply) => noContentAfter(options.setSelfOrdering(authOf(request), walletIdOf(request.query, request.headers), request.query.allow), reply),
  );

  app.get(
    '/api/Restrictions/Wallet',
    documented({
      tags: TAGS,
      summary: "The wallet's spending controls (walletID or walletid header): the guardian's, the school's (read-only) and what the canteen applies, with the food groups the school sells; its guardians and holder only",
      querystring: WalletRestrictionsQuery, response: { 200: WalletRestrictions }, errors: [400, 401, 403],
    }),
    async (request) => controls.read(authOf(request), walletIdOf(request.query, request.headers)),
  );

  app.put(
    '/api/Restrictions/Wallet',
    documented({
      tags: TAGS,
      summary: "Sets the guardian's spending controls of the wallet (walletID or walletid header): daily amount in kroner, purchases per day, weekdays 1–7, blocked food groups; each null or empty for none. Never looser than the school's; a guardian with DepositWithdraw only",
      querystring: WalletRestrictionsQuery, body: SetWalletRestrictionsBody, response: { 200: WalletRestrictions }, errors: [400, 401, 403],
    }),
    async (request) => controls.set(authOf(request), walletIdOf(request.query, request.headers), request.body),
  );
};
