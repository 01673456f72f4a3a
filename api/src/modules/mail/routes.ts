import { DevMailMessagesResponse } from '@kk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { readerCulture } from '../../http/culture-header';
import { documented } from '../../http/documented';
import type { DevMailPage } from './dev-mail';

/** The development mail page's route; not registered at all (404) when the page is off. */
export const mailRoutes: FastifyPluginAsyncZod<{ devMail: DevMailPage | null }> = async (app, { devMail }) => {
  if (devMail === null) return;
  app.get(
    '/api/DevMail/Messages',
    documented({
      tags: ['Development'],
      summary:
        'The development mail page: the e-mails the database mail transport kept, newest first (To, Subject, Text, Html, CreatedDate, ID). ' +
        'Signed in with the role Developer (403 otherwise); a message\'s secret links (an invitation\'s) only for its addressee, a note for everyone else. ' +
        'Only while the database transport is configured and DEV_MAIL_PAGE is not off, never in production: 404 otherwise',
      response: { 200: DevMailMessagesResponse }, errors: [401, 403],
    }),
    (request) => devMail.messagesFor(authOf(request), readerCulture(request.headers.language)),
  );
};
