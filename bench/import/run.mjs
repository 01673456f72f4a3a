// The pupil import's benchmark (issue 28): a school's class list of 10,000 pupils, previewed
// and applied through HTTP, on PostgreSQL.
//
//   pnpm bench:import
//
// 1. builds the API and starts it on a fresh database kk_bench_import (port 4454) on the
//    server BENCH_DATABASE_URL names (default postgres://postgres@127.0.0.1:5432/postgres); it
//    migrates and seeds the demo world;
// 2. adds BENCH_RUNS (3) empty schools below Solbakke Kommune, whose staff partner@demo.dk
//    is (role PupilImport), and signs partner@demo.dk in to the partner site;
// 3. for each school: one CSV of BENCH_ROWS (10,000) pupils (Danish Excel: BOM, ';', CRLF;
//    a school card each, a guardian e-mail each), posted to POST /api/Admin/Import/Pupils as
//    a preview, then applied (wallets, ledger accounts, cards, invitations and their e-mails,
//    one transaction), then applied again (every row unchanged);
// 4. prints each call's time and the p50 over the schools. The goal is an apply in ≤ 60 s.
//    It measures; it asserts nothing.
import { randomUUID } from 'node:crypto';
import { benchSettings, buildApi, databaseUrlOf, fmt, percentile, recreateDatabase, SERVER_URL, startApi, waitForHealth, withClient } from '../lib/api-process.mjs';

const { PORT, ROWS, RUNS } = benchSettings({ PORT: 4454, ROWS: 10_000, RUNS: 3 });
const DATABASE = 'kk_bench_import';
const databaseUrl = databaseUrlOf(SERVER_URL, DATABASE);
const base = `http://127.0.0.1:${PORT}`;
const APPLY_GOAL_MS = 60_000;

async function addSchools(client) {
  const { rows } = await client.query(`SELECT id FROM customers WHERE name = 'Solbakke Kommune'`);
  const municipality = rows[0].id;
  const schools = [];
  for (let run = 0; run < RUNS; run += 1) {
    const id = randomUUID();
    await client.query(`INSERT INTO customers (id, name, page_key, type, parent_id) VALUES ($1, $2, 'skolepenge', 'school', $3)`, [id, `Benchskole ${run + 1}`, municipality]);
    schools.push(id);
  }
  return schools;
}

function classList(run) {
  const lines = ['Navn;Klasse;Skolekort;Forælders e-mail'];
  for (let index = 0; index < ROWS; index += 1) {
    const card = String(70_000_000 + run * 1_000_000 + index);
    lines.push(`Elev ${run}-${index};${index % 10}${String.fromCharCode(65 + (index % 4))};${card.slice(0, 4)} ${card.slice(4)};forælder.${run}.${index}@example.dk`);
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

async function login(email, application) {
  const response = await fetch(`${base}/api/Account/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-application': application },
    body: JSON.stringify({ Email: email, Password: 'Demo-1234' }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  return (await response.json()).AccessToken;
}

async function timedImport(token, customerId, csv, apply) {
  const started = performance.now();
  const response = await fetch(`${base}/api/Admin/Import/Pupils`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', language: 'da' },
    body: JSON.stringify({ CustomerID: customerId, Csv: csv, Apply: apply }),
  });
  const answer = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`import: ${response.status} ${answer.slice(0, 300)}`);
  return { ms, totals: JSON.parse(answer).Totals };
}

buildApi();
await recreateDatabase(SERVER_URL, DATABASE);
const api = startApi({ databaseUrl, port: PORT });
try {
  await waitForHealth(PORT, 120_000);
  const schools = await withClient(databaseUrl, addSchools);
  const token = await login('partner@demo.dk', 'partner');
  const times = { preview: [], apply: [], again: [] };
  console.log(`pupil import: ${ROWS.toLocaleString('en-US')} rows a file, ${RUNS} schools, PostgreSQL, through HTTP`);
  for (const [run, school] of schools.entries()) {
    const csv = classList(run);
    const preview = await timedImport(token, school, csv, false);
    const apply = await timedImport(token, school, csv, true);
    const again = await timedImport(token, school, csv, true);
    times.preview.push(preview.ms);
    times.apply.push(apply.ms);
    times.again.push(again.ms);
    console.log(
      `school ${run + 1}: preview ${fmt(preview.ms, 0).padStart(7)} ms (${preview.totals.New} new)   apply ${fmt(apply.ms, 0).padStart(7)} ms ` +
        `(${apply.totals.New} new, ${apply.totals.Invitations} invitations)   apply again ${fmt(again.ms, 0).padStart(7)} ms (${again.totals.Unchanged} unchanged)`,
    );
  }
  for (const [name, list] of Object.entries(times)) {
    list.sort((a, b) => a - b);
    const goal = name === 'apply' ? `   (goal ≤ ${APPLY_GOAL_MS / 1000} s${percentile(list, 50) > APPLY_GOAL_MS ? ': over' : ''})` : '';
    console.log(`${name.padEnd(12)} p50 ${fmt(percentile(list, 50), 0).padStart(7)} ms   max ${fmt(list[list.length - 1], 0).padStart(7)} ms${goal}`);
  }
} finally {
  api.kill('SIGTERM');
}
