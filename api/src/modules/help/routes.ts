import { HelpVideosResponse } from '@kk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../notifications/language';
import type { HelpService } from './service';

export const helpRoutes: FastifyPluginAsyncZod<{ help: HelpService }> = async (app, { help }) => {
  app.get(
    '/api/assets/HelpVideos',
    {
      config: { anonymous: true },
      schema: {
        tags: ['Assets'],
        summary: 'The help videos, titled in the language of the `language` header',
        security: [],
        response: { 200: HelpVideosResponse },
      },
    },
    async (request, reply) => {
      // The answer depends on the language header, so a shared cache must key on it.
      reply.header('cache-control', 'public, max-age=3600');
      reply.header('vary', 'language');
      return help.videos(requestLanguage(request.headers.language));
    },
  );
};
