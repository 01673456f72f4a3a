import type { ApplicationName } from '@kk/contracts';
import demoLogins from './demo-logins.json';

/**
 * The demo logins, shared by the seed, the tests, the README and the start command's
 * printout (scripts/serve.mjs reads the same JSON file).
 */
export interface DemoUser {
  email: string;
  name: string;
  roles: readonly string[];
  /** The application this login is meant for (the x-application header at login). */
  application: ApplicationName;
  description: string;
}

/** The one password of every demo login. */
export const DEMO_PASSWORD: string = demoLogins.password;

export type DemoUserKey = keyof typeof demoLogins.users;

export const DEMO_USERS = demoLogins.users as Record<DemoUserKey, DemoUser>;
