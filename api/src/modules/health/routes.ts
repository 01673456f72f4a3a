import { HealthResponse } from '@kk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses';
import type { HealthService } from './service';

export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (app, { health }) => {
  app.get(
    '/api/health',
    {
      config: { anonymous: true },
      logLevel: 'warn',
      schema: {
        tags: ['System'],
        summary: 'Whether the API and its database answer',
        security: [],
        response: { 200: HealthResponse, ...errorResponses(503) },
      },
    },
    () => health.check(),
  );
};
