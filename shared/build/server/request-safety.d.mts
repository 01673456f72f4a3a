import type { IncomingMessage, ServerResponse } from 'node:http';

/** Whether a request's target is a path of this origin: it begins with exactly one '/'. */
export function isOwnPath(target: string | undefined): boolean;

/**
 * The handler made safe: a target that is not a path of this origin answers 400; an error
 * it throws or rejects with answers 500 for that request (or closes the connection once
 * headers are sent), and the process lives on.
 */
export function safeRequestHandler<Req extends IncomingMessage = IncomingMessage, Res extends ServerResponse = ServerResponse>(
  handler: (req: Req, res: Res) => unknown,
  options?: { onError?: (error: unknown, req: Req) => void },
): (req: Req, res: Res) => void;
