import { APPLICATION_HEADER, ForgotPasswordRequest, ResetPasswordRequest } from '@kk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseApplication } from '../../core/application-access';
import { badRequest } from '../../core/errors';
import { documented } from '../../http/documented';
import { noContent, noContentAfter } from '../../http/no-content';
import { requestLanguage } from '../notifications/language';
import type { PasswordResetService } from './password-reset-service';

/** The forgotten password's two anonymous calls (issue 28). */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ resets: PasswordResetService }> = async (app, { resets }) => {
  app.post(
    '/api/Account/ForgotPassword',
    documented({
      tags: ['Account'],
      summary:
        'Asks for a password reset: answers 204 whether or not the e-mail has an account; for an account, an e-mail (in the user\'s language) with a link to ' +
        'the asking site\'s /Account/ResetPassword, single use, valid 30 minutes. Limited like the login, per e-mail and per client address (429)',
      headers: z.looseObject({ [APPLICATION_HEADER]: z.string().optional() }),
      body: ForgotPasswordRequest,
      response: noContent('Asked'),
      errors: [400, 429],
      anonymous: true,
    }),
    async (request, reply) => {
      const application = parseApplication(request.headers[APPLICATION_HEADER]);
      if (application === null) throw badRequest(`${APPLICATION_HEADER} must be wallet, partner or support`);
      return noContentAfter(
        resets.forgotPassword({
          email: request.body.Email,
          application,
          origin: `${request.protocol}://${request.host}`,
          ip: request.ip,
          language: requestLanguage(request.headers.language as string | undefined),
        }),
        reply,
      );
    },
  );

  app.post(
    '/api/Account/ResetPassword',
    documented({
      tags: ['Account'],
      summary:
        'Sets a new password with the e-mail\'s link: refused (400) for a link that is unknown, used or expired, and for a password the policy refuses; ' +
        'the link is used up and every session of the user ends',
      body: ResetPasswordRequest,
      response: noContent('Password changed'),
      errors: [400],
      anonymous: true,
    }),
    async (request, reply) => noContentAfter(resets.resetPassword(request.body.Token, request.body.NewPassword), reply),
  );
};
