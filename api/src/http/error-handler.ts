import type { ErrorObject } from '@kk/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, REQUEST_INVALID_MESSAGE } from '../core/errors';
import { isDatabaseConnectionLost } from '../db/unavailable';
import { dropUnsendableHeaders } from './unsendable-headers';

/** How long a caller should wait before trying again after a 503 (Retry-After, seconds): the database or a mail server is away. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

const errorBody = (statusCode: number, message: string, reason: string): ErrorObject => ({
  StatusCode: statusCode,
  message,
  reason,
});

function validationReason(error: FastifyError): string {
  const where = error.validationContext ?? 'request';
  return (error.validation ?? [])
    .map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
      return `${where}${field ? `.${field}` : ''}: ${issue.message ?? 'invalid'}`;
    })
    .join('; ');
}

/**
 * Every error leaves the API as the spec's error object `{ StatusCode, message, reason }`.
 * A database that cannot be reached (stopped, dropped, closed) answers 503 with
 * Retry-After on every route, so callers and load balancers wait instead of reporting a
 * fault. Unexpected errors are logged in full and answered without internals.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A header Node cannot send would fail this answer too (e.g. a line break in a Location).
    dropUnsendableHeaders(reply);
    if (error instanceof AppError) {
      // Unavailable for now (a mail server, the database): say when to try again.
      if (error.statusCode === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message, error.reason));
    }
    if (error.validation) {
      return reply.code(400).send(errorBody(400, REQUEST_INVALID_MESSAGE, validationReason(error)));
    }
    if (!isResponseSerializationError(error) && error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large.
      const message = error.statusCode === 400 ? REQUEST_INVALID_MESSAGE : error.message;
      return reply.code(error.statusCode).send(errorBody(error.statusCode, message, error.message));
    }
    if (isDatabaseConnectionLost(error)) {
      request.log.error({ err: error }, 'request failed: the database cannot be reached');
      return reply
        .code(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
        .send(errorBody(503, 'Service unavailable', 'The database does not answer; try again shortly'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody(500, 'Internal server error', 'An unexpected error occurred'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody(404, 'Not found', `No route ${request.method} ${request.url.split('?')[0]}`));
  });
}
