// The checkout benchmark: 200 parents check out at once on one webshop product with a stock
// of 20, each a reservation and a completion through HTTP, on PostgreSQL.
//
//   pnpm bench:checkout
//
// 1. builds the API and starts it on a fresh database kk_bench_checkout on the server
//    BENCH_DATABASE_URL names (default postgres://postgres@127.0.0.1:5432/postgres); it
//    migrates and seeds the demo world;
// 2. adds BENCH_PARENTS (200) guardians, each with one child's wallet at Solbakke Skole
//    holding 100 kr, and one product of 50 kr with a stock of BENCH_STOCK (20); signs
//    every parent in;
// 3. lets every parent reserve and complete one unit at the same moment;
// 4. prints orders per second, the latency of a whole checkout (p50, p99), the outcomes and
//    the end state, which must be exactly BENCH_STOCK sold, a stock of 0 and a verified
//    ledger. It measures; it asserts nothing.
import { randomUUID } from 'node:crypto';
import { benchSettings, buildApi, databaseUrlOf, fmt, percentile, recreateDatabase, SERVER_URL, startApi, verifyLedger, waitForHealth, withClient } from '../lib/api-process.mjs';

const { PORT, PARENTS, STOCK } = benchSettings({ PORT: 4451, PARENTS: 200, STOCK: 20 });
const DATABASE = 'kk_bench_checkout';
const PRICE_ORE = 5_000;
const databaseUrl = databaseUrlOf(SERVER_URL, DATABASE);
const base = `http://127.0.0.1:${PORT}`;

/** The parents, their children's wallets with 100 kr (deposits through the ledger's one door) and the product. */
function seedCheckout() {
  return withClient(databaseUrl, async (client) => {
    await client.query('BEGIN');
    const { rows } = await client.query(
      `SELECT c.id AS customer_id, o.id AS webshop_id, a.id AS clearing_id, u.password_hash
         FROM customers c JOIN catalogue_owners o ON o.customer_id = c.id AND o.kind = 'webshop', ledger_accounts a, users u
        WHERE c.name = 'Solbakke Skole' AND a.code = 'card-clearing' AND u.email = 'parent@demo.dk'`,
    );
    const { customer_id: customerId, webshop_id: webshopId, clearing_id: clearingId, password_hash: passwordHash } = rows[0];
    await client.query(
      `CREATE TEMP TABLE bench_parents ON COMMIT DROP AS
       SELECT n, gen_random_uuid() AS user_id, gen_random_uuid() AS group_id, gen_random_uuid() AS wallet_id, gen_random_uuid() AS account_id
         FROM generate_series(1, $1::int) AS n`,
      [PARENTS],
    );
    await client.query(`INSERT INTO users (id, email, name, password_hash) SELECT user_id, 'parent' || n || '@bench.dk', 'Forælder ' || n, $1 FROM bench_parents`, [passwordHash]);
    await client.query(`INSERT INTO user_roles (user_id, role) SELECT user_id, r FROM bench_parents, unnest(ARRAY['Payment', 'DepositWithdraw']) AS r`);
    await client.query(`INSERT INTO wallet_groups (id, name) SELECT group_id, 'Familie ' || n FROM bench_parents`);
    await client.query(`INSERT INTO wallet_group_guardians (wallet_group_id, user_id) SELECT group_id, user_id FROM bench_parents`);
    await client.query(`INSERT INTO wallets (id, customer_id, name, wallet_group_id) SELECT wallet_id, $1, 'Barn ' || n, group_id FROM bench_parents`, [customerId]);
    await client.query(`INSERT INTO ledger_accounts (id, kind, wallet_id) SELECT account_id, 'wallet', wallet_id FROM bench_parents`);
    await client.query(
      `SELECT ledger_post(NULL, 'card_deposit', 'Indbetaling (benchmark)', now(), ARRAY[account_id, $1::uuid], ARRAY[10000::bigint, -10000::bigint]) FROM bench_parents`,
      [clearingId],
    );
    const product = await client.query(
      `INSERT INTO catalogue_products (customer_id, owner_kind, owner_id, name, price_ore, stock) VALUES ($1, 'webshop', $2, 'Koncertbillet', $3, $4) RETURNING id`,
      [customerId, webshopId, PRICE_ORE, STOCK],
    );
    const parents = await client.query(`SELECT 'parent' || n || '@bench.dk' AS email, wallet_id FROM bench_parents ORDER BY n`);
    await client.query('COMMIT');
    return { customerId, webshopId, productId: product.rows[0].id, parents: parents.rows };
  });
}

async function post(path, token, body, extra = {}) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...extra },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

async function main() {
  console.log('Building the API bundle ...');
  buildApi();
  console.log(`Creating ${DATABASE} ...`);
  await recreateDatabase(SERVER_URL, DATABASE);
  const api = startApi({ databaseUrl, port: PORT });
  const apiExited = new Promise((resolve) => api.on('exit', resolve));
  let result;
  try {
    await waitForHealth(PORT);
    console.log(`Adding ${PARENTS} parents with a child's wallet each, and a product with a stock of ${STOCK} ...`);
    const world = await seedCheckout();
    console.log('Signing every parent in ...');
    const tokens = [];
    for (const parent of world.parents) {
      const login = await post('/api/Account/Login', null, { Email: parent.email, Password: 'Demo-1234' }, { 'x-application': 'wallet' });
      if (login.status !== 200) throw new Error(`login of ${parent.email} answered ${login.status}`);
      tokens.push(login.body.AccessToken);
    }

    console.log(`${PARENTS} parents check out at once ...`);
    const outcomes = new Map();
    const latencies = [];
    const count = (outcome) => outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    const started = performance.now();
    await Promise.all(
      world.parents.map(async (parent, index) => {
        const begun = performance.now();
        const order = {
          Restrictions: { UseRestrictionOverride: true, IgnoreWalletSettings: true, AllowPaymentWindow: false },
          Amounts: { 2: PRICE_ORE / 100 },
          Description: 'Webshop køb',
          CustomerID: world.customerId,
          WebshopID: world.webshopId,
          WalletID: parent.wallet_id,
          IsFoodplan: false,
          Products: [{ ID: world.productId, Quantity: 1, Price: PRICE_ORE / 100 }],
        };
        const reserved = await post('/V2/Payment/ReserveTransaction', tokens[index], order, { 'idempotency-key': randomUUID() });
        if (reserved.status !== 200 || reserved.body.Status?.ID !== 1) {
          count(reserved.status === 200 ? `refused: ${reserved.body.ErrorMessage}` : `HTTP ${reserved.status}`);
          return;
        }
        const completed = await post('/V1/payment/CompleteTransaction', tokens[index], { ID: reserved.body.ID }, { 'idempotency-key': randomUUID() });
        count(completed.body.Status?.ID === 2 ? 'completed' : `completion: HTTP ${completed.status}`);
        latencies.push(performance.now() - begun);
      }),
    );
    const elapsedS = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);

    const { stock, sold } = await withClient(databaseUrl, async (client) => ({
      stock: await client.query('SELECT stock FROM catalogue_products WHERE id = $1', [world.productId]),
      sold: await client.query(
        `SELECT coalesce(sum(l.quantity), 0)::int AS sold FROM payment_transaction_lines l JOIN payment_transactions t ON t.id = l.transaction_id
          WHERE l.product_id = $1 AND t.status_id = 2`,
        [world.productId],
      ),
    }));
    result = { elapsedS, latencies, outcomes: Object.fromEntries(outcomes), stock: stock.rows[0].stock, sold: sold.rows[0].sold };
  } finally {
    api.kill('SIGTERM');
    await apiExited;
  }

  console.log('Checking the ledger ...');
  const ledgerOk = verifyLedger(databaseUrl);
  const completed = result.outcomes.completed ?? 0;
  console.log('');
  console.log('=== Checkout benchmark ===');
  console.log(`parents                 ${PARENTS} at once, one product with a stock of ${STOCK}`);
  console.log(`checkouts               ${fmt(PARENTS / result.elapsedS)} answered/s: all ${PARENTS} in ${fmt(result.elapsedS, 2)} s, ${completed} completed`);
  console.log(`completed checkouts     p50 ${fmt(percentile(result.latencies, 50), 1)} ms, p99 ${fmt(percentile(result.latencies, 99), 1)} ms (reserve + complete, from the moment all started)`);
  console.log(`outcomes                ${JSON.stringify(result.outcomes)}`);
  console.log(`end state               ${result.sold} sold, stock ${result.stock} (expected ${STOCK} sold, stock 0)`);
  console.log(`ledger:verify           ${ledgerOk ? 'all invariants hold' : 'BROKEN (see above)'}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
