import { z } from 'zod';

/**
 * The answer of a route that does something and answers 204 with no body, for
 * documented({ response }): `done` describes it in the document ('Saved', 'Removed').
 */
export const noContent = (done: string) => ({ 204: z.null().describe(done) });

/** The reply as far as answering 204 goes: each route's own reply type fits it. */
interface NoContentReply<Sent> {
  code(statusCode: 204): { send(payload: null): Sent };
}

/**
 * Such a route's answer: 204 with no body once `action` is done (an error it throws
 * answers as usual): `async (request, reply) => noContentAfter(service.save(…), reply)`.
 */
export async function noContentAfter<Sent>(action: Promise<unknown>, reply: NoContentReply<Sent>): Promise<Sent> {
  await action;
  return reply.code(204).send(null);
}
