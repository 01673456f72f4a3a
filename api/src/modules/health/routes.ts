import { HealthResponse } from '@kk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documented } from '../../http/documented';
import type { HealthService } from './service';

export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (app, { health }) => {
  app.get(
    '/api/health',
    { ...documented({ tags: ['System'], summary: 'Whether the API and its database answer', response: { 200: HealthResponse }, errors: [503], anonymous: true }), logLevel: 'warn' },
    () => health.check(),
  );
};
