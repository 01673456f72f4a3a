import './jest-sandbox-shims';
import { APPLICATION_HEADER, type ApplicationName, type LoginResponse } from '@kk/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import type { Clock } from '../clock';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUserKey } from '../seed/demo-users';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  private current: number;

  constructor(start: Date = new Date()) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advanceMinutes(minutes: number): void {
    this.current += minutes * 60_000;
  }
}

export function buildTestApp(options: AppOptions): Promise<FastifyInstance> {
  return buildApp({ logger: false, ...options });
}

/** Signs a demo user in to the application the user is meant for; returns the login response. */
export async function loginAs(
  app: FastifyInstance,
  user: DemoUserKey,
  application: ApplicationName = DEMO_USERS[user].application,
): Promise<LoginResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/Account/Login',
    headers: { [APPLICATION_HEADER]: application },
    payload: { Email: DEMO_USERS[user].email, Password: DEMO_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`Login as ${user} failed: ${response.statusCode} ${response.body}`);
  return response.json<LoginResponse>();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
