import type { FastifyReply } from 'fastify';
import type { StoredAnswer } from './repository';

/** Sends an answer (run now or replayed); a replay says so in the idempotent-replayed header. */
export function sendAnswer(reply: FastifyReply, answer: StoredAnswer) {
  return reply.code(answer.statusCode).send(idempotentBody(reply, { body: answer.body, replayed: answer.replayed === true }));
}

/** The answer's body for the route to send; a replay says so in the idempotent-replayed header. */
export function idempotentBody<T>(reply: FastifyReply, answer: { body: T; replayed: boolean }): T {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return answer.body;
}

/** The call's Idempotency-Key header (the first, when sent twice); undefined without one. */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const header = headers['idempotency-key'];
  return Array.isArray(header) ? header[0] : header;
}
