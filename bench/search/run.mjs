// The transaction search benchmark: the partner site's and the support tool's searches over
// 1,000,000 transactions of 500 customers, through HTTP, on PostgreSQL.
//
//   pnpm bench:search
//
// 1. builds the API and starts it on a fresh database kk_bench_search on the server
//    BENCH_DATABASE_URL names (default postgres://postgres@127.0.0.1:5432/postgres); it
//    migrates and seeds the demo world;
// 2. adds BENCH_CUSTOMERS (500) schools with 20 wallets each (a mobile number and a school
//    card each) and BENCH_TRANSACTIONS (1,000,000) payment transactions over the last year
//    (orders, canteen sales and refunds in every status, one or two product lines each;
//    the word index of the free text is posted from its queue by
//    transaction_search_drain, as the API's drain job does), then VACUUM
//    ANALYZE (the local server runs without autovacuum, which on a real server would long
//    have vacuumed tables this size; the word index's counts are index-only scans, which
//    need the visibility map a vacuum sets); a partner-site user of the first school;
// 3. runs each common search BENCH_RUNS (200) times, one at a time, and prints p50 and p95
//    of the whole HTTP call: a wallet's latest (support tool, FK_WalletID, one year), a
//    customer's day (partner site, its default window, and yesterday's whole day), a mobile number (support tool,
//    one month), free text in a customer's month (partner site) and free text across every
//    tenant's month (support tool). Bench rows carry no ledger postings (the search reads
//    none). It measures; it asserts nothing.
import { randomUUID } from 'node:crypto';
import { benchSettings, buildApi, databaseUrlOf, fmt, percentile, recreateDatabase, SERVER_URL, startApi, waitForHealth, withClient } from '../lib/api-process.mjs';

const { PORT, CUSTOMERS, TRANSACTIONS, RUNS } = benchSettings({ PORT: 4452, CUSTOMERS: 500, TRANSACTIONS: 1_000_000, RUNS: 200 });
const WALLETS_PER_CUSTOMER = 20;
const DATABASE = 'kk_bench_search';
const databaseUrl = databaseUrlOf(SERVER_URL, DATABASE);
const base = `http://127.0.0.1:${PORT}`;

function seed() {
  return withClient(databaseUrl, async (client) => {
    const started = performance.now();
    const { rows } = await client.query(`SELECT password_hash FROM users WHERE email = 'partner@demo.dk'`);
    const passwordHash = rows[0].password_hash;
    await client.query('BEGIN');
    await client.query(
      `CREATE TEMP TABLE bench_customers ON COMMIT DROP AS
       SELECT n, gen_random_uuid() AS id FROM generate_series(1, $1::int) AS n`,
      [CUSTOMERS],
    );
    await client.query(`INSERT INTO customers (id, name, page_key, type) SELECT id, 'Benchskole ' || n, 'skolepenge', 'school' FROM bench_customers`);
    await client.query(
      `CREATE TEMP TABLE bench_wallets ON COMMIT DROP AS
       SELECT c.n AS customer_n, w AS wallet_n, c.id AS customer_id, gen_random_uuid() AS id,
              (30000000 + (c.n - 1) * $1 + w)::text AS mobile, (900000000 + (c.n - 1) * $1 + w)::text AS card
         FROM bench_customers c, generate_series(1, $1::int) AS w`,
      [WALLETS_PER_CUSTOMER],
    );
    await client.query(`INSERT INTO wallets (id, customer_id, name, mobile_number) SELECT id, customer_id, 'Elev ' || customer_n || '-' || wallet_n, mobile FROM bench_wallets`);
    await client.query(`INSERT INTO school_cards (card_number, wallet_id, created_at) SELECT card, id, now() FROM bench_wallets`);
    const products = (await client.query(`SELECT id, name, price_ore FROM catalogue_products ORDER BY name`)).rows;
    await client.query(`CREATE TEMP TABLE bench_products ON COMMIT DROP AS SELECT row_number() OVER (ORDER BY id) - 1 AS k, id, name, price_ore FROM catalogue_products`);
    await client.query(`CREATE INDEX ON bench_wallets (customer_n, wallet_n)`);
    await client.query(
      `CREATE TEMP TABLE bench_tx ON COMMIT DROP AS
       SELECT gen_random_uuid() AS id, 1 + (hashint4(i) & 2147483647) % $2 AS customer_n, 1 + (hashint4(i * 7) & 2147483647) % $3 AS wallet_n,
              (hashint4(i * 13) & 2147483647) % 100 AS r, (hashint4(i * 17) & 2147483647) % $4 AS product_k,
              now() - (((hashint4(i * 31) & 2147483647) % (365 * 86400))::text || ' seconds')::interval AS created_at
         FROM generate_series(1, $1::int) AS i`,
      [TRANSACTIONS, CUSTOMERS, WALLETS_PER_CUSTOMER, products.length],
    );
    await client.query(
      `INSERT INTO payment_transactions (id, kind, status_id, wallet_id, customer_id, description, amount_ore, wallet_amount_ore,
                                         error_message, expires_at, created_at, updated_at)
       SELECT t.id,
              CASE WHEN t.r < 60 THEN 'terminal' ELSE 'order' END,
              CASE WHEN t.r < 90 THEN 2 WHEN t.r < 95 THEN 3 WHEN t.r < 98 THEN 4 ELSE 5 END,
              w.id, w.customer_id,
              CASE WHEN t.r < 60 THEN 'Kantinekøb' WHEN t.r < 80 THEN 'Webshop køb' ELSE 'Madplan' END,
              p.price_ore, p.price_ore,
              CASE WHEN t.r >= 90 AND t.r < 95 THEN 'NoFund' WHEN t.r >= 95 AND t.r < 98 THEN 'Cancelled' WHEN t.r >= 98 THEN 'Expired' END,
              NULL, t.created_at, t.created_at
         FROM bench_tx t
         JOIN bench_wallets w ON w.customer_n = t.customer_n AND w.wallet_n = t.wallet_n
         JOIN bench_products p ON p.k = t.product_k`,
    );
    await client.query(
      `INSERT INTO payment_transaction_lines (transaction_id, line_no, product_id, name, price_ore, quantity)
       SELECT t.id, 1, p.id, p.name, p.price_ore, 1 FROM bench_tx t JOIN bench_products p ON p.k = t.product_k`,
    );
    await client.query(
      `INSERT INTO users (id, email, name, password_hash) VALUES ($1, 'partner@bench.dk', 'Bench Partner', $2)`,
      [randomUUID(), passwordHash],
    );
    await client.query(`INSERT INTO user_roles (user_id, role) SELECT id, r FROM users, unnest(ARRAY['PartnerSite', 'CustomerSupport', 'ViewDetailTransactionInfo']) r WHERE email = 'partner@bench.dk'`);
    await client.query(`INSERT INTO customer_memberships (user_id, customer_id) SELECT u.id, c.id FROM users u, bench_customers c WHERE u.email = 'partner@bench.dk' AND c.n = 1`);
    const sample = (await client.query(`SELECT id, mobile, customer_id FROM bench_wallets WHERE customer_n = 1 AND wallet_n = 1`)).rows[0];
    const wallets = (await client.query(`SELECT id, mobile FROM bench_wallets ORDER BY customer_n, wallet_n`)).rows;
    await client.query('COMMIT');
    console.log(`seeded ${TRANSACTIONS.toLocaleString('en-US')} transactions over ${CUSTOMERS} customers in ${fmt((performance.now() - started) / 1000)} s`);
    // The words are posted after the commit (migration 053), as the API's drain job would.
    const draining = performance.now();
    let queued = 0;
    for (;;) {
      const taken = (await client.query('SELECT transaction_search_drain(20000) AS taken')).rows[0].taken;
      queued += taken;
      if (taken < 20000) break;
    }
    const drainS = (performance.now() - draining) / 1000;
    console.log(`posted the search words of ${queued.toLocaleString('en-US')} queued rows in ${fmt(drainS)} s (${fmt((drainS * 1e6) / queued, 1)} µs each)`);
    await client.query('VACUUM ANALYZE');
    return { sample, wallets, productNames: products.map((p) => p.name) };
  });
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

async function measure(name, token, url, searchFor) {
  const times = [];
  let total = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const body = { StartIndex: 0, Count: 40, Search: searchFor(run) };
    const started = performance.now();
    const response = await fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
    const answer = await response.json();
    times.push(performance.now() - started);
    if (!response.ok || answer.Error) throw new Error(`${name}: ${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
    total += answer.TotalCount;
  }
  times.sort((a, b) => a - b);
  console.log(`${name.padEnd(44)} p50 ${fmt(percentile(times, 50)).padStart(7)} ms   p95 ${fmt(percentile(times, 95)).padStart(7)} ms   (mean TotalCount ${fmt(total / RUNS, 0)})`);
}

const eq = (Name, Value) => ({ Name, Value: String(Value), SearchType: 0 });
const isoDay = (date) => date.toISOString().slice(0, 10);

buildApi();
await recreateDatabase(SERVER_URL, DATABASE);
const api = startApi({ databaseUrl, port: PORT });
try {
  await waitForHealth(PORT);
  const { sample, wallets, productNames } = await seed();
  const support = await login('support@demo.dk', 'support');
  const partner = await login('partner@bench.dk', 'partner');
  const now = new Date();
  const yearBack = isoDay(new Date(now.getTime() - 365 * 86_400_000));
  const monthBack = isoDay(new Date(now.getTime() - 30 * 86_400_000));
  // A whole day of the customer's (today may have just begun: Copenhagen's midnight).
  const yesterday = isoDay(new Date(now.getTime() - 86_400_000));
  const pick = (run) => wallets[(run * 7919) % wallets.length];
  console.log(`\n${RUNS} calls each, one at a time, through HTTP (Count 40):`);
  await measure("a wallet's latest (support, 1 year)", support, '/api/Transactions/Search', (run) => [eq('FK_WalletID', pick(run).id), eq('StartDate', yearBack)]);
  await measure("a customer's day (partner, default today)", partner, '/api/Transaction/SearchV2', () => []);
  await measure("a customer's whole day (partner, yesterday)", partner, '/api/Transaction/SearchV2', () => [eq('StartDate', yesterday), eq('EndDate', yesterday)]);
  await measure('a mobile number (support, 1 month)', support, '/api/Transactions/Search', (run) => [eq('MobileNumber', pick(run).mobile)]);
  await measure("free text, a customer's month (partner)", partner, '/api/Transaction/SearchV2', (run) => [eq('StartDate', monthBack), eq('Text', productNames[run % productNames.length].slice(0, 6))]);
  await measure('free text, every tenant, 1 month (support)', support, '/api/Transactions/Search', (run) => [eq('Text', productNames[run % productNames.length].slice(0, 6))]);
  void sample;
} finally {
  api.kill('SIGTERM');
}
