import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Queryable } from '../db/db';
import { apiRoot } from '../db/paths';

/** The address of the PostgreSQL test database `name` on the test server (TEST_DATABASE_URL). */
export function testDatabaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Runs `pnpm ledger:verify` (api/scripts/ledger-verify.mjs) against a PostgreSQL database,
 * as an operator would after an incident: status 0 when every invariant of the ledger holds.
 */
export function verifyLedgerAt(databaseUrl: string): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, [path.join(apiRoot(), 'scripts', 'ledger-verify.mjs')], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** The same for the test database `q` is connected to. */
export async function verifyLedgerOf(q: Queryable): Promise<{ status: number | null; output: string }> {
  const { rows } = await q.query<{ name: string }>('SELECT current_database() AS name');
  return verifyLedgerAt(testDatabaseUrl(rows[0]?.name ?? ''));
}
