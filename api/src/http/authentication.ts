import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { unauthorized } from '../core/errors';
import type { AccountService } from '../modules/account/service';
import type { AuthContext } from './auth-context';
import { DOCS_PREFIX } from './openapi';

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header ? (BEARER.exec(header)?.[1] ?? null) : null;
}

function isAnonymous(route: RouteOptions): boolean {
  const config = route.config as { anonymous?: boolean } | undefined;
  return config?.anonymous === true || route.url.startsWith(DOCS_PREFIX);
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * Every route is closed unless it says `config: { anonymous: true }`: a route added later
 * cannot be left open by forgetting a check. The session is checked in onRequest, before
 * the body is read.
 */
export function installAuthentication(app: FastifyInstance, accounts: AccountService): void {
  app.decorateRequest('auth', null);

  const requireSession: onRequestHookHandler = async (request, reply) => {
    const token = bearerToken(request);
    if (token === null) throw unauthorized('A bearer token is required');
    const auth: AuthContext | null = await accounts.authenticate(token);
    if (auth === null) throw unauthorized('The session has expired or was signed out');
    request.auth = auth;
    // Every later line of this request, including "request completed", names the user.
    const log = request.log.child({ userId: auth.userId });
    request.log = log;
    reply.log = log;
  };

  app.addHook('onRoute', (route) => {
    if (isAnonymous(route)) return;
    route.onRequest = [requireSession, ...asArray(route.onRequest)];
  });
}
