import type { FastifyServerOptions } from 'fastify';

/**
 * JSON lines (pino). Fastify does not log headers or bodies by default; the redaction
 * keeps tokens and passwords out even when an object carrying them is logged.
 */
export function loggerOptions(level: string = process.env.LOG_LEVEL ?? 'info'): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        'body.Password',
        'body.password',
        '*.Password',
        '*.password',
        'Password',
        'password',
      ],
      censor: '[redacted]',
    },
  };
}
