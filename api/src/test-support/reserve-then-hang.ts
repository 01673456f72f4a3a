/**
 * A child process for the crash test (payment/crash.pg.test.ts): it serves the API on the
 * database CHILD_DATABASE_URL names, reserves an order as the demo parent, prints the
 * reservation's id and then waits, so the test can kill it (SIGKILL) between reserve and
 * complete, as a crashed API instance would be.
 */
import { randomUUID } from 'node:crypto';
import { buildApp } from '../app';
import { openPostgres } from '../db/postgres';
import { DEMO_PASSWORD, DEMO_USERS } from '../seed/demo-users';

async function main(): Promise<void> {
  const url = process.env.CHILD_DATABASE_URL;
  const order = process.env.CHILD_ORDER;
  if (!url || !order) throw new Error('CHILD_DATABASE_URL and CHILD_ORDER are required');
  const db = await openPostgres({ connectionString: url, maxConnections: 2 });
  const app = await buildApp({ db, logger: false });
  const login = await app.inject({ method: 'POST', url: '/api/Account/Login', payload: { Email: DEMO_USERS.parent.email, Password: DEMO_PASSWORD } });
  const token = login.json<{ AccessToken: string }>().AccessToken;
  const reserved = await app.inject({
    method: 'POST',
    url: '/V2/Payment/ReserveTransaction',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    payload: JSON.parse(order) as Record<string, unknown>,
  });
  process.stdout.write(`RESERVED ${reserved.body}\n`);
  setInterval(() => undefined, 60_000);
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
