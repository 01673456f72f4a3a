import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';
export const OPENAPI_PATH = '/api/openapi.json';

/** The OpenAPI document is generated from the same zod contracts that validate requests. */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Wallet platform API',
        description: 'Money is decimal kroner on the wire. Errors are `{ StatusCode, message, reason }`.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'AccessToken from POST /api/Account/Login' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // The spec is fetched from the page's own origin; no validator badge from a third party.
    uiConfig: { validatorUrl: null },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true }, config: { anonymous: true } }, () => app.swagger());
}
