import type { FastifyInstance } from 'fastify';
import { composeApi, type AppOptions } from './composition';

export type { AppOptions } from './composition';

/** The API's routes as a Fastify instance, not yet listening; its jobs are not started (tests). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  return (await composeApi(options)).app;
}
