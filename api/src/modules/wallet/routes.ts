import {
  GetChildrenResponse,
  PageSettingQuery,
  PageSettingsResponse,
  WalletDetail,
  WalletDetailQuery,
  WalletPageSettingQuery,
  WalletPageSettingsQuery,
} from '@kk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { documented } from '../../http/documented';
import { noContent, noContentAfter } from '../../http/no-content';
import type { WalletService } from './service';

export const walletRoutes: FastifyPluginAsyncZod<{ wallets: WalletService }> = async (app, { wallets }) => {
  app.get(
    '/api/Onboarding/GetChildren',
    documented({ tags: ['Wallet'], summary: "The signed-in user's wallets: a guardian's children, otherwise the wallets they hold", response: { 200: GetChildrenResponse }, errors: [401] }),
    (request) => wallets.childrenOf(authOf(request)),
  );

  app.get(
    '/api/Wallet/Detail',
    documented({ tags: ['Wallet'], summary: 'One wallet, for its holder, a guardian, partner staff of its customer or the support tool', querystring: WalletDetailQuery, response: { 200: WalletDetail }, errors: [400, 401, 403] }),
    (request) => wallets.detail(authOf(request), request.query.walletID),
  );

  app.get(
    '/api/Wallet/WalletPageSettings',
    documented({ tags: ['Wallet'], summary: "A wallet's page settings", querystring: WalletPageSettingsQuery, response: { 200: PageSettingsResponse }, errors: [400, 401, 403] }),
    (request) => wallets.walletPageSettings(authOf(request), request.query.walletID),
  );

  app.post(
    '/api/Wallet/WalletPageSetting',
    documented({ tags: ['Wallet'], summary: "Sets one of a wallet's page settings (e.g. a dismissed notification)", querystring: WalletPageSettingQuery, response: noContent('Saved'), errors: [400, 401, 403] }),
    async (request, reply) => noContentAfter(wallets.setWalletPageSetting(authOf(request), request.query.walletID, request.query.key, request.query.value), reply),
  );

  app.get(
    '/api/WalletGroup/WalletGroupPageSettings',
    documented({ tags: ['Wallet'], summary: "Page settings of the signed-in guardian's wallet groups", response: { 200: PageSettingsResponse }, errors: [401] }),
    (request) => wallets.walletGroupPageSettings(authOf(request)),
  );

  app.post(
    '/api/WalletGroup/WalletGroupPageSetting',
    documented({ tags: ['Wallet'], summary: "Sets a page setting on every wallet group the signed-in user is guardian of", querystring: PageSettingQuery, response: noContent('Saved'), errors: [400, 401] }),
    async (request, reply) => noContentAfter(wallets.setWalletGroupPageSetting(authOf(request), request.query.key, request.query.value), reply),
  );
};
