import { JavaScriptLogBody } from '@kk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { documented } from '../../http/documented';
import { noContent } from '../../http/no-content';
import { writeBrowserLog, type BrowserLogLevel } from './service';

const ENDPOINTS: readonly { path: string; level: BrowserLogLevel }[] = [
  { path: '/JavaScriptLogger/Debug', level: 'debug' },
  { path: '/JavaScriptLogger/Info', level: 'info' },
  { path: '/JavaScriptLogger/Error', level: 'error' },
];

export const loggerRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { path, level } of ENDPOINTS) {
    app.post(
      path,
      documented({ tags: ['Logging'], summary: `Writes a browser message to the server log at level ${level}`, body: JavaScriptLogBody, response: noContent('Logged'), errors: [400, 401] }),
      async (request, reply) => {
        writeBrowserLog(request.log, level, authOf(request).userId, request.body.message);
        return reply.code(204).send(null);
      },
    );
  }
};
