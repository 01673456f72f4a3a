import type { ApplicationName } from '@kk/contracts';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../core/errors';

/** Who is calling, established from the bearer token before the handler runs. */
export interface AuthContext {
  sessionId: string;
  userId: string;
  name: string;
  email: string;
  roles: string[];
  application: ApplicationName;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Routes reachable without a session. Every other route answers 401 without one. */
    anonymous?: boolean;
  }
}

/** The caller of a route that requires a session (the hook has already refused anyone else). */
export function authOf(request: FastifyRequest): AuthContext {
  if (request.auth === null) throw unauthorized('No session');
  return request.auth;
}
