import { ProviderNotificationAck } from '@kk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses';
import type { ProviderEventDispatcher } from './dispatcher';

const NOTIFICATION_BODY_LIMIT = 64 * 1024;

/**
 * The card provider's notification endpoint. No session: the provider authenticates each
 * notification with its signature over the exact body, so this plugin (and only this
 * one, Fastify encapsulates parsers) keeps JSON bodies as the raw text they arrived as.
 */
export const cardProviderRoutes: FastifyPluginAsyncZod<{ notifications: ProviderEventDispatcher }> = async (app, { notifications }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: NOTIFICATION_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.post(
    '/api/CardProvider/Notification',
    {
      config: { anonymous: true },
      schema: {
        tags: ['Card provider'],
        summary: "The card provider's signed server-to-server notification (card saved or failed, hosted payment paid or failed)",
        security: [],
        response: { 200: ProviderNotificationAck, ...errorResponses(400, 401, 503) },
      },
    },
    async (request) => {
      const headers: Record<string, string | undefined> = {};
      for (const [name, value] of Object.entries(request.headers)) headers[name] = Array.isArray(value) ? value[0] : value;
      const receipt = await notifications.receive(typeof request.body === 'string' ? request.body : '', headers);
      return { received: true as const, duplicate: receipt.duplicate };
    },
  );
};
