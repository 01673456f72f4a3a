import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { QueryResult, Queryable } from '../db/db';
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

/**
 * The ledger's invariants as SQL, for PGlite, which the operator's script cannot reach
 * (postings sum to zero, balances equal their postings, nothing negative, no purchase
 * refunded beyond what was paid, every completed payment posted): one row, the number of
 * problems found.
 */
export function queryLedgerProblems(q: Queryable): Promise<QueryResult<{ problems: number }>> {
  return q.query<{ problems: number }>(
    `SELECT (SELECT count(*) FROM (SELECT transaction_id FROM ledger_postings GROUP BY transaction_id HAVING sum(amount_ore) <> 0) x)
          + (SELECT count(*) FROM ledger_accounts a WHERE a.kind = 'wallet'
               AND a.balance_ore <> coalesce((SELECT sum(amount_ore) FROM ledger_postings p WHERE p.account_id = a.id), 0))
          + (SELECT count(*) FROM ledger_accounts WHERE kind = 'wallet' AND (balance_ore < 0 OR balance_ore - held_ore < 0))
          + (SELECT count(*) FROM (SELECT p.id FROM payment_transactions p JOIN payment_transactions r ON r.parent_id = p.id AND r.kind = 'refund' AND r.status_id = 2
                                   GROUP BY p.id, p.amount_ore HAVING sum(r.amount_ore) > p.amount_ore) y)
          + (SELECT count(*) FROM payment_transactions WHERE status_id = 2 AND amount_ore > 0 AND ledger_transaction_id IS NULL) AS problems`,
  );
}

/**
 * Every invariant of the ledger holds on the test database: on PostgreSQL by the operator's
 * script (verifyLedgerOf); on PGlite by the same checks in SQL (queryLedgerProblems).
 * Answers the problems.
 */
export async function ledgerProblems(q: Queryable, engine: 'pglite' | 'postgres'): Promise<string> {
  if (engine === 'postgres') {
    const verified = await verifyLedgerOf(q);
    return verified.status === 0 ? '' : verified.output;
  }
  const { rows } = await queryLedgerProblems(q);
  return Number(rows[0]?.problems) === 0 ? '' : `${rows[0]?.problems} ledger problems`;
}
