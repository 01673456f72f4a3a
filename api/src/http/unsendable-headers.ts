import { validateHeaderName, validateHeaderValue } from 'node:http';
import type { FastifyReply } from 'fastify';

/**
 * Removes the headers a route set that Node refuses to send (a line break or NUL in a
 * value, a name that is not a token), and answers their names. The error answer that
 * follows a failed send keeps the route's headers; left in, the same header would fail it
 * again, and Fastify 5 then throws outside any request (the process would exit).
 */
export function dropUnsendableHeaders(reply: FastifyReply): string[] {
  const dropped: string[] = [];
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined) continue;
    try {
      validateHeaderName(name);
      for (const item of Array.isArray(value) ? value : [String(value)]) validateHeaderValue(name, item);
    } catch {
      reply.removeHeader(name);
      dropped.push(name);
    }
  }
  return dropped;
}
