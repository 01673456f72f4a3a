import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config';

/**
 * Security headers for JSON and for the docs page. The docs page (Swagger UI) loads only
 * its own scripts and styles from this origin and sets inline style attributes, which
 * helmet's default policy already allows; upgrade-insecure-requests is left out because
 * the API is reached over plain HTTP on the machine (behind the shell's proxy).
 */
export async function installSecurity(app: FastifyInstance, config: ApiConfig): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: { upgradeInsecureRequests: null },
    },
  });
  await app.register(cors, {
    origin: [...config.corsOrigins],
    credentials: false,
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Application', 'X-Page-Key', 'X-Requested-With', 'walletid', 'language', 'Accept-Language', 'Idempotency-Key'],
  });
}
