import { LoginResponse } from '@kk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unacceptableTextAt } from '../core/control-characters';
import { AppError, REQUEST_INVALID_MESSAGE } from '../core/errors';

/** A route whose answer is a new session (the login, a sign-up with an invitation): it carries a bearer token. */
function answersWithSession(request: FastifyRequest): boolean {
  const responses = (request.routeOptions.schema?.response ?? {}) as Record<string, unknown>;
  return Object.values(responses).includes(LoginResponse);
}

/**
 * What every route gets, in one place rather than per field or per route:
 * - text with a control character (NUL above all) or that is not valid Unicode (a lone
 *   surrogate) in the body, the query or the route's parameters is refused with 400
 *   'Request is invalid' before the route's own checks;
 * - an answer to a signed-in route is never stored by a browser or a proxy (no-store),
 *   unless the route says otherwise itself; nor is an anonymous answer that carries a
 *   session's token (the login, the sign-up), whose routes answer LoginResponse.
 */
export function installRequestGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [where, value] of [['params', request.params], ['querystring', request.query], ['body', request.body]] as const) {
      const found = unacceptableTextAt(value);
      if (found !== null) throw new AppError(400, REQUEST_INVALID_MESSAGE, `${where}${found.path === '' ? '' : `.${found.path}`}: ${found.problem}`);
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const keepOut = request.routeOptions.config?.anonymous !== true || answersWithSession(request);
    if (keepOut && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
