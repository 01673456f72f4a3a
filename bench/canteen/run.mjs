// The canteen benchmark: how many school-card purchases per second the API takes on
// PostgreSQL, next to pgbench's TPC-B-like rate on the same server in the same run.
//
//   pnpm bench:canteen
//
// 1. builds the API bundle (api/dist/main.cjs) and creates a fresh database kk_bench on
//    the server BENCH_DATABASE_URL names (default postgres://postgres@127.0.0.1:5432/postgres);
// 2. starts the API in a process of its own on BENCH_PORT (4450); it migrates and seeds
//    the demo world, with the demo canteen terminal (device key Demo-Terminal-1);
// 3. adds BENCH_WALLETS (10,000) wallets at Solbakke Skole, each with a school card and
//    10.000,00 kr;
// 4. drives POST /api/Terminal/Purchase with BENCH_CONNECTIONS (50) keep-alive connections
//    (closed loops, bench/canteen/http-loop.mjs) for BENCH_SECONDS (20) after a short
//    warm-up: random card, random amount, a new Idempotency-Key per purchase; notes the
//    CPU time the API, PostgreSQL and the load client used meanwhile;
// 5. stops the API, runs `pgbench -i` and `pgbench -c 50 -j 2 -T 20` on kk_bench, checks the
//    ledger with `ledger:verify`, and prints both rates, their ratio and the purchases'
//    latency percentiles. It measures; it asserts nothing.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { benchSettings, buildApi, databaseUrlOf, fmt, percentile, recreateDatabase, SERVER_URL, startApi as startApiProcess, verifyLedger, waitForHealth as waitForApi, withClient } from '../lib/api-process.mjs';
import { cpuBetween, cpuSnapshot } from './cpu.mjs';
import { httpLoop } from './http-loop.mjs';

const { PORT, WALLETS, CONNECTIONS, SECONDS } = benchSettings({ PORT: 4450, WALLETS: 10_000, CONNECTIONS: 50, SECONDS: 20 });
const WARMUP_SECONDS = 3;
const DATABASE = 'kk_bench';
const DEVICE_KEY = 'Demo-Terminal-1';
const DEPOSIT_ORE = 1_000_000;

const databaseUrl = databaseUrlOf(SERVER_URL, DATABASE);
const startApi = () => startApiProcess({ databaseUrl, port: PORT });
const waitForHealth = () => waitForApi(PORT);

function findPgbench() {
  for (const candidate of [process.env.PGBENCH, 'pgbench', ...fs.readdirSync('/usr/lib/postgresql', { withFileTypes: true }).map((d) => `/usr/lib/postgresql/${d.name}/bin/pgbench`)]) {
    if (!candidate) continue;
    if (spawnSync(candidate, ['--version']).status === 0) return candidate;
  }
  throw new Error('pgbench not found (set PGBENCH)');
}

/** 10,000 wallets with a card and money, built by ledger transactions as in production. */
function seedWallets() {
  return withClient(databaseUrl, async (client) => {
    await client.query('BEGIN');
    const { rows } = await client.query(
      `SELECT c.id AS customer_id, a.id AS clearing_id FROM customers c, ledger_accounts a
        WHERE c.name = 'Solbakke Skole' AND a.code = 'card-clearing'`,
    );
    const { customer_id: customerId, clearing_id: clearingId } = rows[0];
    await client.query(
      `CREATE TEMP TABLE bench_wallets ON COMMIT DROP AS
       SELECT n, gen_random_uuid() AS wallet_id, gen_random_uuid() AS account_id, gen_random_uuid() AS transaction_id
         FROM generate_series(1, $1::int) AS n`,
      [WALLETS],
    );
    await client.query(`INSERT INTO wallets (id, customer_id, name) SELECT wallet_id, $1, 'Elev ' || n FROM bench_wallets`, [customerId]);
    await client.query(`INSERT INTO ledger_accounts (id, kind, wallet_id) SELECT account_id, 'wallet', wallet_id FROM bench_wallets`);
    await client.query(`INSERT INTO school_cards (card_number, wallet_id, created_at) SELECT '9' || lpad(n::text, 7, '0'), wallet_id, now() FROM bench_wallets`);
    // Through the ledger's one door, as every deposit goes.
    await client.query(
      `SELECT ledger_post(transaction_id, 'card_deposit', 'Indbetaling (benchmark)', now(), ARRAY[account_id, $2::uuid], ARRAY[$1::bigint, -$1::bigint])
         FROM bench_wallets`,
      [DEPOSIT_ORE, clearingId],
    );
    await client.query('COMMIT');
    await client.query('VACUUM ANALYZE');
  });
}

function cardOf(n) {
  const digits = `9${String(n).padStart(7, '0')}`;
  return `${digits.slice(0, 4)} ${digits.slice(4)}`;
}

/** Drives purchases with CONNECTIONS closed loops (bench/canteen/http-loop.mjs) until `until`. */
async function drive(until, record) {
  const request = () => {
    const body = JSON.stringify({
      CardDisplayNumber: cardOf(1 + Math.floor(Math.random() * WALLETS)),
      Amount: (100 + Math.floor(Math.random() * 9_900)) / 100,
    });
    return (
      `POST /api/Terminal/Purchase HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nX-Device-Key: ${DEVICE_KEY}\r\nIdempotency-Key: ${randomUUID()}\r\n\r\n${body}`
    );
  };
  const onAnswer = (status, body, ms) => {
    if (status !== 200) return record(`HTTP ${status}`, ms);
    const text = body.toString();
    // The approved answer's Status is serialised as {"ID":2,"IsFailed":false,"IsCompleted":true,...}.
    if (text.includes('"IsCompleted":true')) return record('approved', ms);
    const answer = JSON.parse(text);
    return record(answer.Status?.IsCompleted ? 'approved' : `refused: ${answer.ErrorMessage}`, ms);
  };
  const onError = (error) => record(`error: ${error.code ?? error.message}`, 0);
  await Promise.all(
    Array.from({ length: CONNECTIONS }, () => httpLoop({ host: '127.0.0.1', port: PORT, until, request, onAnswer, onError })),
  );
}

function runPgbench(pgbench) {
  const url = new URL(databaseUrl);
  const connection = ['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username || 'postgres')];
  const env = { ...process.env, ...(url.password ? { PGPASSWORD: decodeURIComponent(url.password) } : {}) };
  const init = spawnSync(pgbench, ['-i', '-q', ...connection, DATABASE], { env, encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
  const run = spawnSync(pgbench, ['-c', '50', '-j', '2', '-T', String(SECONDS), ...connection, DATABASE], { env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`pgbench failed: ${run.stderr}`);
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(run.stdout);
  const latency = /latency average = ([\d.]+) ms/.exec(run.stdout);
  return { tps: Number(tps?.[1]), latencyMs: Number(latency?.[1]) };
}

async function main() {
  const pgbench = findPgbench();
  console.log('Building the API bundle ...');
  buildApi();
  console.log(`Creating ${DATABASE} ...`);
  await recreateDatabase(SERVER_URL, DATABASE);
  const api = startApi();
  const apiExited = new Promise((resolve) => api.on('exit', resolve));
  let purchases;
  try {
    await waitForHealth();
    console.log(`Seeding ${WALLETS} wallets with school cards ...`);
    await seedWallets();

    const ignore = () => undefined;
    console.log(`Warming up for ${WARMUP_SECONDS} s ...`);
    await drive(Date.now() + WARMUP_SECONDS * 1000, ignore);

    console.log(`Driving POST /api/Terminal/Purchase with ${CONNECTIONS} connections for ${SECONDS} s ...`);
    const outcomes = new Map();
    const latencies = [];
    const started = Date.now();
    const seconds = [];
    const cpuBefore = cpuSnapshot(api.pid);
    await drive(started + SECONDS * 1000, (outcome, ms) => {
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      if (outcome !== 'approved') return;
      latencies.push(ms);
      (seconds[Math.floor((Date.now() - started) / 1000)] ??= []).push(ms);
    });
    if (process.env.BENCH_TIMELINE) {
      for (const [second, values] of seconds.entries()) {
        values.sort((a, b) => a - b);
        console.log(`  second ${second}: ${values.length} approved, p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms`);
      }
    }
    const elapsedS = (Date.now() - started) / 1000;
    const cpu = cpuBetween(cpuBefore, cpuSnapshot(api.pid));
    latencies.sort((a, b) => a - b);
    const total = [...outcomes.values()].reduce((sum, n) => sum + n, 0);
    const approved = outcomes.get('approved') ?? 0;
    purchases = {
      perSecond: approved / elapsedS,
      requestsPerSecond: total / elapsedS,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      outcomes: Object.fromEntries(outcomes),
      cpu,
      elapsedS,
      approved,
    };
  } finally {
    api.kill('SIGTERM');
    await apiExited;
  }

  console.log('Checking the ledger ...');
  const ledgerOk = verifyLedger(databaseUrl);

  console.log(`Running pgbench -c 50 -j 2 -T ${SECONDS} on the same server ...`);
  const bench = runPgbench(pgbench);

  console.log('');
  console.log('=== Canteen benchmark ===');
  console.log(`purchases approved      ${fmt(purchases.perSecond)} /s  (${fmt(purchases.requestsPerSecond)} requests/s; ${JSON.stringify(purchases.outcomes)})`);
  console.log(`purchase latency        p50 ${fmt(purchases.p50, 2)} ms, p99 ${fmt(purchases.p99, 2)} ms`);
  if (purchases.cpu) {
    const perSale = (seconds) => fmt((seconds * 1000) / purchases.approved, 3);
    const { api: apiS, postgres: pgS, client: clientS } = purchases.cpu;
    console.log(
      `CPU while driving       API ${fmt(apiS)} s, PostgreSQL ${fmt(pgS)} s, load client ${fmt(clientS)} s of ${fmt(purchases.elapsedS * os.cpus().length)} s ` +
        `(${os.cpus().length} cores); per approved purchase ${perSale(apiS)} / ${perSale(pgS)} / ${perSale(clientS)} ms`,
    );
  }
  console.log(`pgbench (TPC-B-like)    ${fmt(bench.tps)} tps  (latency average ${fmt(bench.latencyMs, 2)} ms)`);
  console.log(`ratio purchases/pgbench ${fmt(purchases.perSecond / bench.tps, 2)}`);
  // Issue 32's goals: what a sale cost before the search words, alerts and texts (6ca4ed2 on a quiet machine).
  const pgMsPerSale = purchases.cpu ? (purchases.cpu.postgres * 1000) / purchases.approved : Number.NaN;
  const goals = [
    ['PostgreSQL CPU per purchase', `${fmt(pgMsPerSale, 3)} ms`, '≤ 0.35 ms', pgMsPerSale <= 0.35],
    ['purchase p99', `${fmt(purchases.p99, 2)} ms`, '≤ 30 ms', purchases.p99 <= 30],
    ['ratio purchases/pgbench', fmt(purchases.perSecond / bench.tps, 2), '≥ 1.8', purchases.perSecond / bench.tps >= 1.8],
  ];
  for (const [name, value, goal, met] of goals) console.log(`goal ${name.padEnd(28)} ${value.padEnd(10)} goal ${goal.padEnd(10)} ${met ? 'met' : 'MISSED'}`);
  console.log(`ledger:verify           ${ledgerOk ? 'all invariants hold' : 'BROKEN (see above)'}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
