import { HelpVideosResponse } from '@kk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../notifications/language';
import type { HelpService } from './service';
import { documented } from '../../http/documented';

export const helpRoutes: FastifyPluginAsyncZod<{ help: HelpService }> = async (app, { help }) => {
  app.get(
    '/api/assets/HelpVideos',
    documented({ tags: ['Assets'], summary: 'The help videos, titled in the language of the `language` header', response: { 200: HelpVideosResponse }, anonymous: true }),
    async (request, reply) => {
      // The answer depends on the language header, so a shared cache must key on it.
      reply.header('cache-control', 'public, max-age=3600');
      reply.header('vary', 'language');
      return help.videos(requestLanguage(request.headers.language));
    },
  );
};
