#!/usr/bin/env node
// `pnpm ledger:verify`: checks the ledger's invariants on a database and prints what is
// wrong. Exit 0: every invariant holds; 1: at least one is broken; 2: the check could not
// run. The database is the one DATABASE_URL names, otherwise the embedded PGlite in
// DATA_DIR (default <repo>/.data/pglite). Stop the API before checking a PGlite folder:
// PGlite is one process's database.
//
// Options: --at <ISO time>  judge expiries as of that instant (default: now).
// Env: HOLD_GRACE_SECONDS (60) and HOLD_SWEEP_INTERVAL_SECONDS (30): a hold may be open
// this long past its expiry before it counts as forgotten by the sweep.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const requireFromApi = createRequire(path.join(apiDir, 'package.json'));
const MAX_ROWS_SHOWN = 20;

/** Each invariant is a query that returns the rows breaking it: none means it holds. */
const INVARIANTS = [
  {
    name: 'every ledger transaction sums to zero',
    sql: `SELECT transaction_id::text AS subject, 'postings sum to ' || sum(amount_ore) || ' øre' AS problem
            FROM ledger_postings GROUP BY transaction_id HAVING sum(amount_ore) <> 0`,
  },
  {
    name: 'every ledger transaction has at least two postings',
    sql: `SELECT t.id::text AS subject, count(p.id) || ' posting(s)' AS problem
            FROM ledger_transactions t LEFT JOIN ledger_postings p ON p.transaction_id = t.id
           GROUP BY t.id HAVING count(p.id) < 2`,
  },
  {
    name: "every wallet's balance equals the sum of its postings",
    sql: `SELECT a.wallet_id::text AS subject, 'balance ' || a.balance_ore || ' øre, postings ' || coalesce(p.total, 0) || ' øre' AS problem
            FROM ledger_accounts a
            LEFT JOIN (SELECT account_id, sum(amount_ore) AS total FROM ledger_postings GROUP BY account_id) p ON p.account_id = a.id
           WHERE a.kind = 'wallet' AND a.balance_ore <> coalesce(p.total, 0)`,
  },
  {
    name: 'all the money in the ledger sums to zero',
    sql: `SELECT 'all accounts' AS subject, 'postings sum to ' || sum(amount_ore) || ' øre' AS problem
            FROM ledger_postings HAVING sum(amount_ore) <> 0`,
  },
  {
    name: "every wallet's held amount equals its open holds",
    sql: `SELECT a.wallet_id::text AS subject, 'held ' || a.held_ore || ' øre, open holds ' || coalesce(h.total, 0) || ' øre' AS problem
            FROM ledger_accounts a
            LEFT JOIN (SELECT account_id, sum(amount_ore) AS total FROM ledger_holds WHERE status = 'open' GROUP BY account_id) h
              ON h.account_id = a.id
           WHERE a.held_ore <> coalesce(h.total, 0)`,
  },
  {
    name: 'no wallet has a negative balance or a negative available amount',
    sql: `SELECT wallet_id::text AS subject, 'balance ' || balance_ore || ' øre, held ' || held_ore || ' øre' AS problem
            FROM ledger_accounts WHERE kind = 'wallet' AND (balance_ore < 0 OR balance_ore - held_ore < 0)`,
  },
  {
    name: 'no hold is open past its expiry and grace',
    sql: `SELECT id::text AS subject, 'open, expired at ' || expires_at AS problem
            FROM ledger_holds WHERE status = 'open' AND expires_at + make_interval(secs => $2) < $1::timestamptz`,
    params: true,
  },
  {
    name: 'no reservation is pending past its expiry and grace',
    sql: `SELECT id::text AS subject, 'reserved, expired at ' || expires_at AS problem
            FROM payment_transactions WHERE status_id = 1 AND expires_at + make_interval(secs => $2) < $1::timestamptz`,
    params: true,
  },
  {
    name: 'no purchase is refunded beyond what was paid',
    sql: `SELECT p.id::text AS subject, 'paid ' || p.amount_ore || ' øre, refunded ' || sum(r.amount_ore) || ' øre' AS problem
            FROM payment_transactions p JOIN payment_transactions r ON r.parent_id = p.id AND r.kind = 'refund' AND r.status_id = 2
           GROUP BY p.id, p.amount_ore HAVING sum(r.amount_ore) > p.amount_ore`,
  },
  {
    name: 'every completed payment that moved money names its ledger transaction',
    sql: `SELECT id::text AS subject, kind || ' of ' || amount_ore || ' øre without a ledger transaction' AS problem
            FROM payment_transactions
           WHERE status_id = 2 AND amount_ore > 0 AND ledger_transaction_id IS NULL`,
  },
];

function parseArgs(argv) {
  const at = argv.indexOf('--at');
  if (at >= 0) {
    const value = new Date(argv[at + 1] ?? '');
    if (Number.isNaN(value.getTime())) throw new Error(`--at needs an ISO time, not ${argv[at + 1]}`);
    return { now: value };
  }
  return { now: new Date() };
}

function seconds(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number of seconds`);
  return value;
}

async function openDatabase() {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (databaseUrl) {
    const pg = requireFromApi('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return { label: `PostgreSQL ${new URL(databaseUrl).pathname.slice(1)}`, query: (sql, params) => client.query(sql, params), close: () => client.end() };
  }
  const dataDir = process.env.DATA_DIR || path.join(path.dirname(apiDir), '.data', 'pglite');
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) throw new Error(`No PGlite database in ${dataDir} (set DATABASE_URL or DATA_DIR)`);
  const { PGlite } = await import(pathToFileURL(requireFromApi.resolve('@electric-sql/pglite')).href);
  const db = new PGlite(dataDir);
  await db.waitReady;
  return { label: `PGlite ${dataDir}`, query: (sql, params) => db.query(sql, params), close: () => db.close() };
}

async function main() {
  const { now } = parseArgs(process.argv.slice(2));
  const allowedLatenessSeconds = seconds('HOLD_GRACE_SECONDS', 60) + seconds('HOLD_SWEEP_INTERVAL_SECONDS', 30);
  const db = await openDatabase();
  let broken = 0;
  try {
    console.log(`Ledger verification on ${db.label} as of ${now.toISOString()}`);
    for (const invariant of INVARIANTS) {
      const { rows } = await db.query(invariant.sql, invariant.params ? [now.toISOString(), allowedLatenessSeconds] : []);
      if (rows.length === 0) {
        console.log(`  ok      ${invariant.name}`);
        continue;
      }
      broken += 1;
      console.log(`  BROKEN  ${invariant.name}: ${rows.length} problem(s)`);
      for (const row of rows.slice(0, MAX_ROWS_SHOWN)) console.log(`          ${row.subject}: ${row.problem}`);
      if (rows.length > MAX_ROWS_SHOWN) console.log(`          ... and ${rows.length - MAX_ROWS_SHOWN} more`);
    }
  } finally {
    await db.close();
  }
  if (broken > 0) {
    console.log(`${broken} of ${INVARIANTS.length} invariants are broken.`);
    return 1;
  }
  console.log(`All ${INVARIANTS.length} invariants hold.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`ledger:verify could not run: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
