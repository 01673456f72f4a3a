// The money-out benchmark (issue 27): a municipality's sales reports and a school's
// settlement day over a school year of transactions, through HTTP, on PostgreSQL.
//
//   pnpm bench:reports
//
// 1. builds the API and starts it on a fresh database kk_bench_reports on the server
//    BENCH_DATABASE_URL names (default postgres://postgres@127.0.0.1:5432/postgres); it
//    migrates and seeds the demo world;
// 2. adds a municipality with BENCH_SCHOOLS (50) schools, each with a canteen and its
//    terminal, a webshop with two product groups and ten products (25 % and exempt), and
//    BENCH_WALLETS (200) wallets; then BENCH_TRANSACTIONS (10,000,000) transactions over the
//    last BENCH_DAYS (300) days, each a payment row and its ledger transaction with balanced
//    postings: canteen sales with a product line (55 %), webshop orders (20 %), card and
//    MobilePay deposits (25 %), and refunds of one in twenty webshop orders a day later.
//    The rows are written in bulk with the triggers off (session_replication_role =
//    replica: the balance trigger, the one-door rule of ledger_post and the foreign keys;
//    CHECK constraints still hold), so wallet balances are not kept: the reports read
//    postings, never balances. Then VACUUM ANALYZE (the local server runs without
//    autovacuum). The API is stopped while the bench writes: its summary job, planned on a
//    half-written, unanalysed table, once ran an hour on one day. BENCH_REUSE=1 keeps an
//    earlier run's database when it holds the same settings' rows (seeding 10,000,000 takes
//    about 45 minutes);
// 3. summarises the closed days into sales_daily with the API's own job
//    (reports.sales-summary, at most 31 days a run): it queues a run of it in the jobs table,
//    as the API's schedules do, waits for the API's job runner (it polls every JOBS_POLL_MS,
//    5 s) to finish it, and queues another until a run adds no day; it prints how long that
//    took, wall clock and the runs' own time. The runner's first run at start (the schedule
//    runs when first known) summarised the demo's closed days before the bench wrote its
//    backdated rows into them, so those marks are dropped first;
// 4. runs each report BENCH_RUNS (100) times, one at a time, and prints p50 and p95 of the
//    whole HTTP call: the municipality's month (by institution, and by day), one school's
//    month (by day, and by product group), the municipality's current month (its days so
//    far are summarised; today is read from the ledger), one school's settlement day; and
//    the transaction searches the search benchmark times, on the same data. It measures; it
//    asserts nothing.
import { randomUUID } from 'node:crypto';
import { benchSettings, buildApi, databaseUrlOf, fmt, percentile, recreateDatabase, SERVER_URL, startApi, waitForHealth, withClient } from '../lib/api-process.mjs';

const { PORT, SCHOOLS, WALLETS, TRANSACTIONS, DAYS, RUNS, CHUNK } = benchSettings({
  PORT: 4453,
  SCHOOLS: 50,
  WALLETS: 200,
  TRANSACTIONS: 10_000_000,
  DAYS: 300,
  RUNS: 100,
  CHUNK: 500_000,
});
const DATABASE = 'kk_bench_reports';
const databaseUrl = databaseUrlOf(SERVER_URL, DATABASE);
const base = `http://127.0.0.1:${PORT}`;
/** The API's daily sales summary (api/src/modules/reports/summary-job.ts SALES_SUMMARY_JOB). */
const SALES_SUMMARY_JOB = 'reports.sales-summary';
/** The search benchmark's goal for a search's p95. */
const SEARCH_P95_GOAL_MS = 20;

/** The municipality, its schools, their sale points, products and wallets (a few thousand rows, triggers on). */
async function seedWorld(client) {
  const { rows } = await client.query(`SELECT password_hash FROM users WHERE email = 'partner@demo.dk'`);
  const passwordHash = rows[0].password_hash;
  const municipality = randomUUID();
  await client.query('BEGIN');
  await client.query(`INSERT INTO customers (id, name, page_key, type) VALUES ($1, 'Benchkommune', 'skolepenge', 'municipality')`, [municipality]);
  await client.query(
    `CREATE TABLE bench_schools AS
     SELECT n, gen_random_uuid() AS id, gen_random_uuid() AS canteen_id, gen_random_uuid() AS terminal_id, gen_random_uuid() AS webshop_id,
            gen_random_uuid() AS revenue_id, gen_random_uuid() AS refunds_id
       FROM generate_series(1, $1::int) AS n`,
    [SCHOOLS],
  );
  await client.query(`INSERT INTO customers (id, name, page_key, type, parent_id) SELECT id, 'Benchskole ' || n, 'skolepenge', 'school', $1 FROM bench_schools`, [municipality]);
  await client.query(`INSERT INTO ledger_accounts (id, kind, customer_id) SELECT revenue_id, 'customer_revenue', id FROM bench_schools`);
  await client.query(`INSERT INTO ledger_accounts (id, kind, customer_id) SELECT refunds_id, 'customer_refunds', id FROM bench_schools`);
  await client.query(
    `INSERT INTO catalogue_owners (id, customer_id, kind, name)
     SELECT canteen_id, id, 'canteen', 'Kantine ' || n FROM bench_schools UNION ALL SELECT webshop_id, id, 'webshop', 'Webshop ' || n FROM bench_schools`,
  );
  await client.query(
    `INSERT INTO terminals (id, customer_id, canteen_id, name, key_hash)
     SELECT terminal_id, id, canteen_id, 'Kasse ' || n, encode(sha256(convert_to(terminal_id::text, 'UTF8')), 'hex') FROM bench_schools`,
  );
  await client.query(
    `CREATE TABLE bench_groups AS
     SELECT s.n AS school_n, g, gen_random_uuid() AS id, s.webshop_id FROM bench_schools s, generate_series(0, 1) AS g`,
  );
  await client.query(`INSERT INTO webshop_product_groups (id, webshop_id, name, sort_order) SELECT id, webshop_id, CASE g WHEN 0 THEN 'Mad' ELSE 'Skoleting' END, g FROM bench_groups`);
  // Ten products a school: 0–5 food at 25 % (canteen and webshop), 6–9 exempt school things (webshop).
  await client.query(
    `CREATE TABLE bench_products AS
     SELECT s.n AS school_n, k, gen_random_uuid() AS id, (CASE WHEN k < 6 THEN 1500 + k * 500 ELSE 4000 + k * 1000 END)::bigint AS price_ore,
            CASE WHEN k < 6 THEN 2500 ELSE 0 END AS vat_rate_bp, g.id AS group_id, CASE WHEN k < 6 THEN 'Mad' ELSE 'Skoleting' END AS group_name,
            s.webshop_id, s.canteen_id, s.id AS customer_id
       FROM bench_schools s CROSS JOIN generate_series(0, 9) AS k
       JOIN bench_groups g ON g.school_n = s.n AND g.g = CASE WHEN k < 6 THEN 0 ELSE 1 END`,
  );
  await client.query(`CREATE UNIQUE INDEX ON bench_products (school_n, k)`);
  await client.query(
    `INSERT INTO catalogue_products (id, customer_id, owner_kind, owner_id, name, price_ore, vat_rate_bp, product_group_id)
     SELECT id, customer_id, 'webshop', webshop_id, 'Vare ' || k, price_ore, vat_rate_bp, group_id FROM bench_products`,
  );
  await client.query(
    `CREATE TABLE bench_wallets AS
     SELECT s.n AS school_n, w AS wallet_n, s.id AS customer_id, gen_random_uuid() AS id, gen_random_uuid() AS account_id
       FROM bench_schools s, generate_series(1, $1::int) AS w`,
    [WALLETS],
  );
  await client.query(`CREATE UNIQUE INDEX ON bench_wallets (school_n, wallet_n)`);
  await client.query(`INSERT INTO wallets (id, customer_id, name) SELECT id, customer_id, 'Elev ' || school_n || '-' || wallet_n FROM bench_wallets`);
  await client.query(`INSERT INTO ledger_accounts (id, kind, wallet_id) SELECT account_id, 'wallet', id FROM bench_wallets`);
  // The municipality's finance officer (and so of every school below it).
  await client.query(`INSERT INTO users (id, email, name, password_hash) VALUES ($1, 'finance@bench.dk', 'Bench Økonomi', $2)`, [randomUUID(), passwordHash]);
  await client.query(`INSERT INTO user_roles (user_id, role) SELECT id, r FROM users, unnest(ARRAY['PartnerSite', 'FinanceReports', 'CustomerSupport', 'ViewDetailTransactionInfo']) r WHERE email = 'finance@bench.dk'`);
  await client.query(`INSERT INTO customer_memberships (user_id, customer_id) SELECT id, $1 FROM users WHERE email = 'finance@bench.dk'`, [municipality]);
  await client.query('COMMIT');
  const school = (await client.query(`SELECT id FROM bench_schools WHERE n = 1`)).rows[0].id;
  return { municipality, school };
}

/** One chunk of transactions [first, first + count): payment rows, lines, ledger transactions and postings. */
async function seedChunk(client, first, count) {
  await client.query('BEGIN');
  await client.query(`SET LOCAL session_replication_role = replica`);
  await client.query(
    `CREATE TEMP TABLE bench_tx ON COMMIT DROP AS
     SELECT gen_random_uuid() AS id, gen_random_uuid() AS ledger_id,
            1 + (hashint4(i) & 2147483647) % $3 AS school_n, 1 + (hashint4(i * 7) & 2147483647) % $4 AS wallet_n,
            (hashint4(i * 13) & 2147483647) % 100 AS r, (hashint4(i * 17) & 2147483647) % 10 AS k,
            now() - interval '1 hour' - (((hashint4(i * 31) & 2147483647) % ($5 * 86400))::text || ' seconds')::interval AS created_at
       FROM generate_series($1::int, $1::int + $2::int - 1) AS i`,
    [first, count, SCHOOLS, WALLETS, DAYS],
  );
  // Canteen sales (r < 55, the canteen's six foods) and webshop orders (55 ≤ r < 75, any product).
  await client.query(
    `CREATE TEMP TABLE bench_sales ON COMMIT DROP AS
     SELECT t.*, w.id AS wallet_id, w.account_id, w.customer_id, p.id AS product_id, p.k AS product_k, p.price_ore, p.vat_rate_bp, p.group_name,
            s.revenue_id, s.refunds_id, s.terminal_id, s.webshop_id, (t.r < 55) AS at_till
       FROM bench_tx t
       JOIN bench_wallets w ON w.school_n = t.school_n AND w.wallet_n = t.wallet_n
       JOIN bench_schools s ON s.n = t.school_n
       JOIN bench_products p ON p.school_n = t.school_n AND p.k = CASE WHEN t.r < 55 THEN t.k % 6 ELSE t.k END
      WHERE t.r < 75`,
  );
  await client.query(
    `INSERT INTO ledger_transactions (id, kind, description, created_at) SELECT ledger_id, 'purchase', CASE WHEN at_till THEN 'Kantinekøb' ELSE 'Webshop køb' END, created_at FROM bench_sales`,
  );
  await client.query(
    `INSERT INTO ledger_postings (transaction_id, account_id, amount_ore)
     SELECT ledger_id, account_id, -price_ore FROM bench_sales UNION ALL SELECT ledger_id, revenue_id, price_ore FROM bench_sales`,
  );
  await client.query(
    `INSERT INTO payment_transactions (id, kind, status_id, wallet_id, customer_id, terminal_id, webshop_id, description, amount_ore, wallet_amount_ore,
                                       ledger_transaction_id, created_at, updated_at)
     SELECT id, CASE WHEN at_till THEN 'terminal' ELSE 'order' END, 2, wallet_id, customer_id,
            CASE WHEN at_till THEN terminal_id END, CASE WHEN NOT at_till THEN webshop_id END,
            CASE WHEN at_till THEN 'Kantinekøb' ELSE 'Webshop køb' END, price_ore, price_ore, ledger_id, created_at, created_at
       FROM bench_sales`,
  );
  // The snapshot trigger (repeatable/reports.sql) is off with the others: the line's VAT rate and product group are written here.
  await client.query(
    `INSERT INTO payment_transaction_lines (transaction_id, line_no, product_id, name, price_ore, quantity, vat_rate_bp, product_group)
     SELECT id, 1, product_id, 'Vare ' || product_k, price_ore, 1, vat_rate_bp, group_name FROM bench_sales`,
  );
  // One webshop order in twenty is refunded whole a day later (if that day has passed).
  await client.query(
    `CREATE TEMP TABLE bench_refunds ON COMMIT DROP AS
     SELECT gen_random_uuid() AS id, gen_random_uuid() AS ledger_id, s.id AS parent_id, s.wallet_id, s.account_id, s.customer_id, s.refunds_id,
            s.price_ore, s.created_at + interval '1 day' AS created_at
       FROM bench_sales s WHERE NOT s.at_till AND s.k % 5 = 0 AND s.wallet_n % 4 = 0 AND s.created_at + interval '1 day' < now() - interval '1 hour'`,
  );
  await client.query(`INSERT INTO ledger_transactions (id, kind, description, created_at) SELECT ledger_id, 'refund', 'Refundering af Webshop køb', created_at FROM bench_refunds`);
  await client.query(
    `INSERT INTO ledger_postings (transaction_id, account_id, amount_ore)
     SELECT ledger_id, refunds_id, -price_ore FROM bench_refunds UNION ALL SELECT ledger_id, account_id, price_ore FROM bench_refunds`,
  );
  await client.query(
    `INSERT INTO payment_transactions (id, kind, parent_id, status_id, wallet_id, customer_id, description, amount_ore, ledger_transaction_id, created_at, updated_at)
     SELECT id, 'refund', parent_id, 2, wallet_id, customer_id, 'Refundering af Webshop køb', price_ore, ledger_id, created_at, created_at FROM bench_refunds`,
  );
  await client.query(`UPDATE payment_transaction_lines l SET refunded_quantity = 1 FROM bench_refunds r WHERE l.transaction_id = r.parent_id`);
  // Card money (r ≥ 75): 100–500 kr by card, one in five by MobilePay.
  await client.query(
    `CREATE TEMP TABLE bench_deposits ON COMMIT DROP AS
     SELECT t.id, t.ledger_id, t.created_at, w.id AS wallet_id, w.account_id, w.customer_id, ((1 + t.k % 5) * 10000)::bigint AS amount_ore,
            CASE WHEN t.r >= 95 THEN 'mobilepay' ELSE 'card' END AS top_up
       FROM bench_tx t JOIN bench_wallets w ON w.school_n = t.school_n AND w.wallet_n = t.wallet_n WHERE t.r >= 75`,
  );
  await client.query(`INSERT INTO ledger_transactions (id, kind, description, created_at) SELECT ledger_id, 'card_deposit', 'Indbetaling', created_at FROM bench_deposits`);
  await client.query(
    `INSERT INTO ledger_postings (transaction_id, account_id, amount_ore)
     SELECT ledger_id, (SELECT id FROM ledger_accounts WHERE code = 'card-clearing'), -amount_ore FROM bench_deposits
     UNION ALL SELECT ledger_id, account_id, amount_ore FROM bench_deposits`,
  );
  await client.query(
    `INSERT INTO payment_transactions (id, kind, status_id, wallet_id, customer_id, description, amount_ore, card_amount_ore, top_up, provider_reference,
                                       ledger_transaction_id, created_at, updated_at)
     SELECT id, 'deposit', 2, wallet_id, customer_id, 'Indbetaling', amount_ore, amount_ore, top_up, 'bench-' || id, ledger_id, created_at, created_at FROM bench_deposits`,
  );
  await client.query('COMMIT');
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until no run of the summary job is pending or running (the runner's own, at start). */
async function summaryIdle(client) {
  for (;;) {
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM jobs WHERE kind = $1 AND status IN ('pending', 'running') AND run_at <= now()`, [SALES_SUMMARY_JOB]);
    if (rows[0].n === 0) return;
    await sleep(500);
  }
}

const summarisedDays = async (client) =>
  (await client.query(`SELECT count(*)::int AS n, to_char(min(day), 'YYYY-MM-DD') AS first, to_char(max(day), 'YYYY-MM-DD') AS last FROM sales_summarised_days`)).rows[0];

/**
 * Queues runs of the API's summary job, one at a time, as its schedule does (a row in jobs),
 * and waits for the API's job runner to finish each, until a run summarises no more days.
 */
async function summarise(client) {
  await summaryIdle(client);
  let runs = 0;
  let runMs = 0;
  let before = (await summarisedDays(client)).n;
  for (;;) {
    const queued = await client.query(
      `INSERT INTO jobs (kind, run_at, dedupe_key) VALUES ($1, now(), $2) ON CONFLICT DO NOTHING RETURNING id`,
      [SALES_SUMMARY_JOB, `bench:${SALES_SUMMARY_JOB}`],
    );
    if (queued.rows.length === 0) {
      await summaryIdle(client);
      continue;
    }
    const id = queued.rows[0].id;
    for (;;) {
      await sleep(250);
      const job = (await client.query(`SELECT status, last_error, extract(epoch FROM finished_at - started_at) * 1000 AS ms FROM jobs WHERE id = $1`, [id])).rows[0];
      if (job.status === 'done') {
        runMs += Number(job.ms);
        break;
      }
      if (job.status === 'failed' || job.last_error !== null) throw new Error(`${SALES_SUMMARY_JOB} failed: ${job.last_error}`);
    }
    runs += 1;
    const after = await summarisedDays(client);
    if (after.n === before) return { ...after, runs, runMs };
    before = after.n;
  }
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

async function measure(name, token, call, goalMs) {
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    const { path, body } = call(run);
    const started = performance.now();
    const response = await fetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = await response.text();
    times.push(performance.now() - started);
    // The searches answer 200 with an Error field when they refuse a search.
    if (!response.ok || JSON.parse(answer).Error) throw new Error(`${name}: ${response.status} ${answer.slice(0, 300)}`);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  const goal = goalMs === undefined ? '' : `   (goal ≤ ${goalMs} ms${p95 > goalMs ? ': over' : ''})`;
  console.log(`${name.padEnd(60)} p50 ${fmt(percentile(times, 50)).padStart(7)} ms   p95 ${fmt(p95).padStart(7)} ms${goal}`);
}

const copenhagenDay = (date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format(date);
const monthBounds = (day) => {
  const [year, month] = day.split('-').map(Number);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${day.slice(0, 7)}-01`, to: `${day.slice(0, 7)}-${String(last).padStart(2, '0')}` };
};
const sales = (customerID, { from, to }, groupBy) => ({ path: `/api/Reports/Sales?customerID=${customerID}&from=${from}&to=${to}&groupBy=${groupBy}` });
const eq = (Name, Value) => ({ Name, Value: String(Value), SearchType: 0 });

/** A stopped API process: SIGTERM, then its exit. */
async function stopApi(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The bench's world in an earlier run's database (BENCH_REUSE=1), when its transactions are all there. */
async function seededWorld(client) {
  // bench_seeded is written last, after VACUUM ANALYZE: a run stopped while seeding leaves none.
  if ((await client.query(`SELECT to_regclass('bench_seeded') IS NULL AS missing`)).rows[0].missing) return null;
  const seeded = (await client.query(`SELECT transactions, schools, wallets, days FROM bench_seeded`)).rows[0];
  if (seeded.transactions !== TRANSACTIONS || seeded.schools !== SCHOOLS || seeded.wallets !== WALLETS || seeded.days !== DAYS) return null;
  const municipality = (await client.query(`SELECT id FROM customers WHERE name = 'Benchkommune'`)).rows[0].id;
  const school = (await client.query(`SELECT id FROM bench_schools WHERE n = 1`)).rows[0].id;
  return { municipality, school };
}

async function databaseExists(name) {
  return withClient(SERVER_URL, async (client) => (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rows.length > 0);
}

/** Seeds the transactions with the API stopped: its summary job would otherwise plan on a half-written, unanalysed table. */
async function seedAll(client) {
  const world = await seedWorld(client);
  const started = performance.now();
  for (let first = 1; first <= TRANSACTIONS; first += CHUNK) {
    await seedChunk(client, first, Math.min(CHUNK, TRANSACTIONS - first + 1));
    process.stdout.write(`\rseeded ${Math.min(TRANSACTIONS, first + CHUNK - 1).toLocaleString('en-US')} transactions`);
  }
  const seeded = (await client.query(`SELECT count(*)::int AS n FROM payment_transactions`)).rows[0].n;
  console.log(`\nseeded ${seeded.toLocaleString('en-US')} payment rows (refunds included) for ${SCHOOLS} schools in ${fmt((performance.now() - started) / 1000)} s`);
  // The API's first run at start summarised the demo's closed days before the bench wrote its
  // backdated rows into them: those marks are dropped, so every day is summarised afresh.
  const dropped = (await client.query('DELETE FROM sales_summarised_days')).rowCount;
  await client.query('DELETE FROM sales_daily');
  console.log(`dropped ${dropped} summary marks of the API's first run`);
  const vacuuming = performance.now();
  await client.query('VACUUM ANALYZE');
  console.log(`VACUUM ANALYZE in ${fmt((performance.now() - vacuuming) / 1000)} s`);
  await client.query(`CREATE TABLE bench_seeded AS SELECT $1::int AS transactions, $2::int AS schools, $3::int AS wallets, $4::int AS days`, [TRANSACTIONS, SCHOOLS, WALLETS, DAYS]);
  return world;
}

buildApi();
const reuse = process.env.BENCH_REUSE === '1' && (await databaseExists(DATABASE));
let world = reuse ? await withClient(databaseUrl, seededWorld) : null;
if (world === null) {
  await recreateDatabase(SERVER_URL, DATABASE);
  // The API migrates and seeds the demo world, then stops while the bench writes its rows.
  const migrating = startApi({ databaseUrl, port: PORT });
  await waitForHealth(PORT);
  await stopApi(migrating);
  world = await withClient(databaseUrl, seedAll);
} else {
  console.log(`reusing ${DATABASE} (BENCH_REUSE=1): its ${TRANSACTIONS.toLocaleString('en-US')} transactions are there`);
}
const api = startApi({ databaseUrl, port: PORT });
try {
  await waitForHealth(PORT);
  const { municipality, school, wallet } = await withClient(databaseUrl, async (client) => {
    const summarising = performance.now();
    const done = await summarise(client);
    const rows = (await client.query(`SELECT count(*)::int AS n FROM sales_daily`)).rows[0].n;
    console.log(
      `summarised ${done.n} closed days (${done.first} to ${done.last}; ${rows.toLocaleString('en-US')} sales_daily rows) in ${fmt((performance.now() - summarising) / 1000)} s ` +
        `(${done.runs} runs of ${SALES_SUMMARY_JOB} queued by the bench, ${fmt(done.runMs / 1000)} s of it running; the runner's own run at start and its poll the rest)`,
    );
    await client.query('VACUUM ANALYZE sales_daily, sales_summarised_days');
    const sample = (await client.query(`SELECT id FROM bench_wallets WHERE school_n = 1 AND wallet_n = 1`)).rows[0].id;
    return { ...world, wallet: sample };
  });
  const finance = await login('finance@bench.dk', 'partner');
  const support = await login('support@demo.dk', 'support');
  const today = copenhagenDay(new Date());
  const lastMonth = monthBounds(copenhagenDay(new Date(Date.now() - 32 * 86_400_000)));
  const thisMonth = { from: `${today.slice(0, 7)}-01`, to: today };
  const settlementDay = copenhagenDay(new Date(Date.now() - 3 * 86_400_000));
  console.log(`\n${RUNS} calls each, one at a time, through HTTP:`);
  await measure(`municipality, last month (${lastMonth.from}), by institution`, finance, () => sales(municipality, lastMonth, 'customer'));
  await measure("municipality, last month, by day", finance, () => sales(municipality, lastMonth, 'day'));
  await measure("municipality, this month so far (today live), by day", finance, () => sales(municipality, thisMonth, 'day'));
  await measure('one school, last month, by day', finance, () => sales(school, lastMonth, 'day'));
  await measure('one school, last month, by product group', finance, () => sales(school, lastMonth, 'productGroup'));
  await measure(`one school's settlement day (${settlementDay})`, finance, () => ({ path: `/api/Reports/Settlement?customerID=${school}&date=${settlementDay}` }));
  console.log('\nthe transaction searches on the same data:');
  const yearBack = copenhagenDay(new Date(Date.now() - 365 * 86_400_000));
  await measure("a wallet's latest (support, 1 year)", support, () => ({ path: '/api/Transactions/Search', body: { StartIndex: 0, Count: 40, Search: [eq('FK_WalletID', wallet), eq('StartDate', yearBack)] } }), SEARCH_P95_GOAL_MS);
  // The finance officer belongs to the municipality: the partner site's search covers every school below it.
  await measure("the municipality's day (partner, default today)", finance, () => ({ path: '/api/Transaction/SearchV2', body: { StartIndex: 0, Count: 40, Search: [] } }), SEARCH_P95_GOAL_MS);
} finally {
  await stopApi(api);
}
