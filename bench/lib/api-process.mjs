// What the benchmarks share: their settings, a fresh database on a PostgreSQL server and a
// client on it, the built API in a process of its own, its health, the ledger's
// verification and latency percentiles.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const apiDir = path.join(root, 'api');
export const pg = createRequire(path.join(apiDir, 'package.json'))('pg');

/** The PostgreSQL server the benchmarks make their databases on (BENCH_DATABASE_URL). */
export const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A benchmark's numeric settings: each NAME from the environment's BENCH_NAME, or its default. */
export function benchSettings(defaults) {
  return Object.fromEntries(Object.entries(defaults).map(([name, value]) => [name, Number(process.env[`BENCH_${name}`] ?? value)]));
}

/** The address of database `name` on the server `serverUrl` names. */
export function databaseUrlOf(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function recreateDatabase(serverUrl, name) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
}

/** Runs `fn` with a client connected to `databaseUrl`, and ends the connection whatever happens. */
export async function withClient(databaseUrl, fn) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export function buildApi() {
  const build = spawnSync(process.execPath, [path.join(apiDir, 'scripts', 'build.mjs')], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the API build failed');
}

/** The built API (api/dist/main.cjs) on `port`; it migrates and seeds an empty database. */
export function startApi({ databaseUrl, port, env = {} }) {
  return spawn(process.execPath, [path.join(apiDir, 'dist', 'main.cjs')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

export async function waitForHealth(port, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the API did not become healthy');
}

/** `pnpm ledger:verify` against the database: true when every invariant holds. */
export function verifyLedger(databaseUrl) {
  const verify = spawnSync(process.execPath, [path.join(apiDir, 'scripts', 'ledger-verify.mjs')], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  if (verify.status !== 0) console.log(verify.stdout, verify.stderr);
  return verify.status === 0;
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const fmt = (n, digits = 1) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
