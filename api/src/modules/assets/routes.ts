import { CountryCodesResponse } from '@kk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { phoneCountryCodes } from './service';
import { documented } from '../../http/documented';

export const assetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/assets/ISO2/ISO2_phone.json',
    documented({ tags: ['Assets'], summary: 'Country codes with their calling codes', response: { 200: CountryCodesResponse }, anonymous: true }),
    async (_request, reply) => {
      // The table changes only with a release; browsers and the shell's proxy may keep it a day.
      reply.header('cache-control', 'public, max-age=86400');
      return phoneCountryCodes();
    },
  );
};
