import { APPLICATION_HEADER, LoginRequest, LoginResponse, MeResponse } from '@kk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseApplication } from '../../core/application-access';
import { badRequest } from '../../core/errors';
import { authOf } from '../../http/auth-context';
import { languageOf } from '../../http/culture-header';
import { documented } from '../../http/documented';
import { noContent, noContentAfter } from '../../http/no-content';
import type { AccountService } from './service';

export const accountRoutes: FastifyPluginAsyncZod<{ accounts: AccountService }> = async (app, { accounts }) => {
  app.post(
    '/api/Account/Login',
    documented({
      tags: ['Account'],
      summary: 'Sign in; the x-application header (wallet, partner, support) picks the application; the language header (da, en) is remembered as the language of the e-mails the user gets',
      headers: z.looseObject({ [APPLICATION_HEADER]: z.string().optional() }), body: LoginRequest, response: { 200: LoginResponse }, errors: [400, 401, 403, 429], anonymous: true,
    }),
    async (request) => {
      const application = parseApplication(request.headers[APPLICATION_HEADER]);
      if (application === null) throw badRequest(`${APPLICATION_HEADER} must be wallet, partner or support`);
      return accounts.login({ email: request.body.Email, password: request.body.Password, application, ip: request.ip, language: languageOf(request.headers.language as string | undefined) });
    },
  );

  app.post(
    '/api/Account/Logout',
    documented({ tags: ['Account'], summary: 'Sign out: the token stops working at once', response: noContent('Signed out'), errors: [401] }),
    async (request, reply) => noContentAfter(accounts.logout(authOf(request)), reply),
  );

  app.get(
    '/api/Account/Me',
    documented({ tags: ['Account'], summary: 'The signed-in user, the customers they belong to and when the session ends', response: { 200: MeResponse }, errors: [401] }),
    (request) => accounts.me(authOf(request)),
  );
};
