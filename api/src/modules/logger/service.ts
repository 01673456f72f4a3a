import type { FastifyBaseLogger } from 'fastify';

export type BrowserLogLevel = 'debug' | 'info' | 'error';

/**
 * Lines the browser sends to the server log, marked as such and tied to the user, so a
 * front-end failure can be found next to the API calls around it.
 */
export function writeBrowserLog(log: FastifyBaseLogger, level: BrowserLogLevel, userId: string, message: string): void {
  log[level]({ source: 'browser', userId, clientMessage: message }, 'JavaScriptLogger');
}
