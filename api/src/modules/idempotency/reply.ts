import type { FastifyReply } from 'fastify';
import type { StoredAnswer } from './repository';

/** Sends an answer (run now or replayed); a replay says so in the idempotent-replayed header. */
export function sendAnswer(reply: FastifyReply, answer: StoredAnswer) {
  if (answer.replayed === true) reply.header('idempotent-replayed', 'true');
  return reply.code(answer.statusCode).send(answer.body);
}
