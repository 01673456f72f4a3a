/**
 * An error the API reports to the caller as the spec's error object
 * `{ StatusCode, message, reason }`. `message` is the short text the front end's error
 * catalogue matches on; `reason` explains this particular case.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly reason: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const REQUEST_INVALID_MESSAGE = 'Request is invalid';
/** The spec's catalogue maps "an authorization message" to the missing-permission text. */
export const ACCESS_DENIED_MESSAGE = 'Authorization has been denied for this request.';

export const unauthorized = (reason: string) => new AppError(401, 'Unauthorized', reason);
export const forbidden = (reason: string) => new AppError(403, ACCESS_DENIED_MESSAGE, reason);
export const badRequest = (reason: string) => new AppError(400, REQUEST_INVALID_MESSAGE, reason);
export const tooManyRequests = (reason: string) => new AppError(429, 'Too many requests', reason);
export const notFound = (reason: string) => new AppError(404, 'Not found', reason);
