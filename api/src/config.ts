import { z } from 'zod';
import type { LoginRateLimitPolicy } from './core/login-rate-limit';
import type { SessionPolicy } from './core/session-expiry';
import { DEV_CARD_PROVIDER_SECRET } from '@kk/card-sandbox/protocol';

export interface ApiConfig {
  session: SessionPolicy;
  loginRateLimit: LoginRateLimitPolicy;
  /** Fastify's trustProxy: which hops may set X-Forwarded-For / -Host / -Proto. */
  trustProxy: boolean | string;
  /** Browser origins allowed to call the API directly (the shell proxies same-origin). */
  corsOrigins: readonly (string | RegExp)[];
  cardProvider: CardProviderConfig;
  jobs: JobsConfig;
  mail: MailConfig;
  /** The partner site's origin, for links in e-mails to staff the help desk invites (PARTNER_SITE_URL). */
  partnerSiteOrigin: string;
}

/**
 * How e-mail leaves the platform. `database` (the default outside production) keeps each
 * message in the database, where the development mail page (/DevMail) shows it to signed-in
 * developers; `smtp` sends it through the SMTP server at `smtpUrl`. Every message is
 * written to message_log whichever transport sends it.
 */
export interface MailConfig {
  transport: 'database' | 'smtp';
  /** smtp://user:pass@host:port or smtps://…; null for the database transport. */
  smtpUrl: string | null;
  /** The From header of every message. */
  from: string;
  /**
   * The development mail page (GET /api/DevMail/Messages, role Developer): only with the
   * database transport and never in production; DEV_MAIL_PAGE=off turns it off (404).
   */
  devMailPage: boolean;
  /**
   * The SMS gateway (SMS_GATEWAY): `sandbox` (the default outside production; production
   * refuses it) keeps every text for the development mail page, `off` sends none and
   * offers none. Absent: the sandbox.
   */
  smsGateway?: 'sandbox' | 'off';
}

export interface CardProviderConfig {
  /** The card provider (the sandbox server) as the API reaches it. */
  url: string;
  /** HMAC secret shared with the provider; the development default is refused in production. */
  secret: string;
  /** Where the provider posts notifications: this API's /api/CardProvider/Notification. */
  notificationUrl: string;
  /** How long one call to the provider may take. */
  timeoutMs: number;
  merchantName: string;
}

export interface JobsConfig {
  /** How often each instance looks for due background jobs. */
  pollMs: number;
  /** How long a claimed job stays with its instance without a heartbeat. */
  leaseMs: number;
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
  PORT: positiveInt(4000),
  CARD_PROVIDER_URL: z.string().url().default('http://localhost:4100'),
  CARD_PROVIDER_SECRET: z.string().min(16).default(DEV_CARD_PROVIDER_SECRET),
  CARD_PROVIDER_NOTIFICATION_URL: z.string().url().optional(),
  CARD_PROVIDER_TIMEOUT_MS: positiveInt(15_000),
  CARD_PROVIDER_MERCHANT_NAME: z.string().min(1).default('Skolepenge'),
  JOBS_POLL_MS: positiveInt(5_000),
  JOBS_LEASE_MS: positiveInt(60_000),
  MAIL_TRANSPORT: z.enum(['database', 'smtp']).optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).max(300).default('Skolepenge <no-reply@skolepenge.dk>'),
  DEV_MAIL_PAGE: z.enum(['on', 'off']).default('on'),
  SMS_GATEWAY: z.enum(['sandbox', 'off']).default('sandbox'),
  PARTNER_SITE_URL: z.string().url().default('http://localhost:3001'),
  NODE_ENV: z.string().optional(),
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
    cardProvider: cardProviderConfig(e),
    jobs: { pollMs: e.JOBS_POLL_MS, leaseMs: e.JOBS_LEASE_MS },
    mail: mailConfig(e),
    partnerSiteOrigin: e.PARTNER_SITE_URL.replace(/\/+$/, ''),
  };
}

/** SMTP when SMTP_URL is set (or MAIL_TRANSPORT=smtp); in production the database transport is refused. */
function mailConfig(e: z.infer<typeof ConfigEnv>): MailConfig {
  const transport = e.MAIL_TRANSPORT ?? (e.SMTP_URL === undefined ? 'database' : 'smtp');
  if (transport === 'smtp' && e.SMTP_URL === undefined) throw new Error('Invalid API configuration: MAIL_TRANSPORT=smtp needs SMTP_URL');
  if (transport === 'smtp' && !/^smtps?:$/.test(new URL(e.SMTP_URL ?? '').protocol)) {
    throw new Error('Invalid API configuration: SMTP_URL must be an smtp:// or smtps:// address');
  }
  if (e.NODE_ENV === 'production' && transport === 'database') {
    throw new Error('Invalid API configuration: set SMTP_URL in production; the database transport keeps every e-mail for a development page');
  }
  if (e.NODE_ENV === 'production' && e.SMS_GATEWAY === 'sandbox') {
    throw new Error('Invalid API configuration: set SMS_GATEWAY=off in production until a gateway is configured; the SMS sandbox keeps every text for a development page');
  }
  return {
    transport,
    smsGateway: e.SMS_GATEWAY,
    smtpUrl: transport === 'smtp' ? (e.SMTP_URL ?? null) : null,
    from: e.MAIL_FROM,
    devMailPage: transport === 'database' && e.DEV_MAIL_PAGE === 'on' && e.NODE_ENV !== 'production',
  };
}

function cardProviderConfig(e: z.infer<typeof ConfigEnv>): CardProviderConfig {
  if (e.NODE_ENV === 'production' && e.CARD_PROVIDER_SECRET === DEV_CARD_PROVIDER_SECRET) {
    throw new Error('Invalid API configuration: CARD_PROVIDER_SECRET must be set in production; the development default is public');
  }
  return {
    url: e.CARD_PROVIDER_URL,
    secret: e.CARD_PROVIDER_SECRET,
    notificationUrl: e.CARD_PROVIDER_NOTIFICATION_URL ?? `http://127.0.0.1:${e.PORT}/api/CardProvider/Notification`,
    timeoutMs: e.CARD_PROVIDER_TIMEOUT_MS,
    merchantName: e.CARD_PROVIDER_MERCHANT_NAME,
  };
}

function parseTrustProxy(value: string): boolean | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

/** The defaults, independent of the environment the tests happen to run in. */
export const defaultConfig: ApiConfig = configFromEnv({});
