import { DevMailMessagesResponse } from '@kk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses';
import type { MailService } from './service';

export const mailRoutes: FastifyPluginAsyncZod<{ mail: MailService }> = async (app, { mail }) => {
  app.get(
    '/api/DevMail/Messages',
    {
      config: { anonymous: true },
      schema: {
        tags: ['Development'],
        summary:
          'The development mail page: the e-mails the database mail transport kept, newest first (To, Subject, Text, Html, CreatedDate, ID). ' +
          'Public, and only while the database transport is configured (the default outside production): 404 with SMTP',
        security: [],
        response: { 200: DevMailMessagesResponse, ...errorResponses(404) },
      },
    },
    () => mail.keptMessages(),
  );
};
