import { z } from 'zod';
import type { LoginRateLimitPolicy } from './core/login-rate-limit';
import type { SessionPolicy } from './core/session-expiry';

export interface ApiConfig {
  session: SessionPolicy;
  loginRateLimit: LoginRateLimitPolicy;
  /** Fastify's trustProxy: which hops may set X-Forwarded-For / -Host / -Proto. */
  trustProxy: boolean | string;
  /** Browser origins allowed to call the API directly (the shell proxies same-origin). */
  corsOrigins: readonly (string | RegExp)[];
}

/** Any port on localhost, *.localhost or 127.0.0.1: the origins of the local shell and remotes. */
const LOCAL_ORIGIN = /^https?:\/\/((?:[a-z0-9-]+\.)*localhost|127\.0\.0\.1)(?::\d+)?$/;

const minutes = (n: number) => n * 60_000;

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const ConfigEnv = z.object({
  SESSION_IDLE_MINUTES: positiveInt(60),
  SESSION_ABSOLUTE_HOURS: positiveInt(12),
  LOGIN_MAX_FAILURES_PER_EMAIL: positiveInt(5),
  LOGIN_MAX_FAILURES_PER_IP: positiveInt(50),
  LOGIN_FAILURE_WINDOW_MINUTES: positiveInt(15),
  TRUST_PROXY: z.string().default('loopback'),
  CORS_ORIGINS: z.string().optional(),
});

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = ConfigEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid API configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    session: { idleTimeoutMs: minutes(e.SESSION_IDLE_MINUTES), absoluteTimeoutMs: minutes(e.SESSION_ABSOLUTE_HOURS * 60) },
    loginRateLimit: {
      maxFailuresPerEmail: e.LOGIN_MAX_FAILURES_PER_EMAIL,
      maxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
      windowMs: minutes(e.LOGIN_FAILURE_WINDOW_MINUTES),
    },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    corsOrigins: e.CORS_ORIGINS
      ? e.CORS_ORIGINS.split(',').map((origin) => origin.trim()).filter((origin) => origin !== '')
      : [LOCAL_ORIGIN],
  };
}

function parseTrustProxy(value: string): boolean | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

/** The defaults, independent of the environment the tests happen to run in. */
export const defaultConfig: ApiConfig = configFromEnv({});
