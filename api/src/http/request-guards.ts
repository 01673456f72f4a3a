import type { FastifyInstance } from 'fastify';
import { controlCharacterAt } from '../core/control-characters';
import { AppError, REQUEST_INVALID_MESSAGE } from '../core/errors';

/**
 * What every route gets, in one place rather than per field or per route:
 * - text with a control character (NUL above all) in the body, the query or the route's
 *   parameters is refused with 400 'Request is invalid' before the route's own checks;
 * - an answer to a signed-in route is never stored by a browser or a proxy (no-store),
 *   unless the route says otherwise itself.
 */
export function installRequestGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [where, value] of [['params', request.params], ['querystring', request.query], ['body', request.body]] as const) {
      const at = controlCharacterAt(value);
      if (at !== null) throw new AppError(400, REQUEST_INVALID_MESSAGE, `${where}${at === '' ? '' : `.${at}`}: control characters are not allowed`);
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.config?.anonymous !== true && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
