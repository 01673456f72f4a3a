import {
  AccountInformation,
  AccountWalletInformation,
  UpdateAccountEmail,
  UpdateAccountInformation,
  UpdateAccountPassword,
  UpdateWalletInformation,
  WalletInformationQuery,
} from '@kk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { documented } from '../../http/documented';
import { noContent, noContentAfter } from '../../http/no-content';
import type { AccountInformationService } from './information-service';

const CHANGE_RULE = 'Needs the role ChangeAccountInformation; refused (403) with Deny-AccountInformationChange';

export const accountInformationRoutes: FastifyPluginAsyncZod<{ information: AccountInformationService }> = async (app, { information }) => {
  app.get(
    '/api/Account/Information',
    documented({ tags: ['Account'], summary: "The signed-in user's name, e-mail and mobile number, whether they may change them, and their children's wallets", response: { 200: AccountInformation }, errors: [401] }),
    (request) => information.information(authOf(request)),
  );

  app.put(
    '/api/Account/Information',
    documented({ tags: ['Account'], summary: `Changes the user's name and mobile number (10 digits with a 2-digit country code). ${CHANGE_RULE}`, body: UpdateAccountInformation, response: { 200: AccountInformation }, errors: [400, 401, 403] }),
    (request) => information.updateInformation(authOf(request), request.body),
  );

  app.put(
    '/api/Account/Email',
    documented({ tags: ['Account'], summary: `Changes the e-mail the user signs in with, confirmed by the current password; refused (409) when another user has it. ${CHANGE_RULE}`, body: UpdateAccountEmail, response: { 200: AccountInformation }, errors: [400, 401, 403, 409] }),
    (request) => information.updateEmail(authOf(request), request.body),
  );

  app.put(
    '/api/Account/Password',
    documented({ tags: ['Account'], summary: `Changes the password, confirmed by the current one; the user's other sessions end. ${CHANGE_RULE}`, body: UpdateAccountPassword, response: noContent('Changed'), errors: [400, 401, 403] }),
    async (request, reply) => noContentAfter(information.updatePassword(authOf(request), request.body), reply),
  );

  app.put(
    '/api/Wallet/Information',
    documented({
      tags: ['Account'],
      summary: `Changes a child's name, grade, e-mail and mobile number by the wallet's page variant, for a guardian of the wallet. ${CHANGE_RULE}`,
      querystring: WalletInformationQuery, body: UpdateWalletInformation, response: { 200: AccountWalletInformation }, errors: [400, 401, 403],
    }),
    (request) => information.updateWallet(authOf(request), request.query.walletID, request.body),
  );
};
