-- The canteen terminal's SQL functions: its hot path in one round trip per sale (or per
-- batch of sales). Repeatable: api/src/db/migrate.ts applies this file after the
-- numbered migrations whenever its text changes, so each function is defined here once.
-- CREATE OR REPLACE cannot change a function's arguments or result columns: a change of
-- either needs a DROP FUNCTION first, in this file.
--
-- None of them ever scans a whole table: every lookup has its unique key's index. A plan is cached per connection, and one made while a table was still small
-- (a new database, or a day's first sales) chose to scan it, then kept scanning it as it
-- grew: on a fresh database the idempotency and payment tables were read in full on
-- every sale within seconds. With sequential scans off, the planner takes the index
-- whatever the table's size or statistics say.
-- Hence SET enable_seqscan = off on each of them.

-- The canteen's hot path in one statement (one round trip, its own transaction):
-- idempotency, the wallet lock, the double-amount rule, stock, the ledger debit, the
-- purchase record and the stored answer. Restrictions that depend only on the wallet's
-- settings are decided by the API (api/src/core/wallet-restrictions.ts) before this call;
-- what depends on money and must be exact under concurrency is decided here, under the
-- lock on the wallet's account row. Locks are taken in the platform's one order:
-- wallet account, then products, then the seller's revenue account.
--
-- Outcomes: approved | replay | mismatch | busy | NoFund | DoubleAmountTransaction |
-- product out of stock. Only 'approved' writes anything.
-- p_description_text (after p_description) is the platform text's key and parameters
-- (041_platform_texts.sql), kept beside the Danish text on both rows the sale writes.
DROP FUNCTION IF EXISTS payment_terminal_charge(text, text, text, timestamptz, uuid, uuid, uuid, uuid, uuid, bigint, text, timestamptz, timestamptz, jsonb, jsonb);
CREATE OR REPLACE FUNCTION payment_terminal_charge(
  p_scope text,
  p_key text,
  p_request_hash text,
  p_keys_fresh_after timestamptz,
  p_transaction_id uuid,
  p_terminal_id uuid,
  p_wallet_id uuid,
  p_customer_id uuid,
  p_revenue_account_id uuid,
  p_amount_ore bigint,
  p_description text,
  p_description_text jsonb,
  p_now timestamptz,
  p_double_amount_since timestamptz,
  p_lines jsonb,
  p_response jsonb
) RETURNS TABLE (outcome text, response_status smallint, response_body jsonb)
LANGUAGE plpgsql
SET enable_seqscan = off
AS $$
DECLARE
  v_wallet_account uuid;
  v_available bigint;
  v_ledger_transaction uuid;
  v_known record;
BEGIN
  IF NOT pg_try_advisory_xact_lock(hashtextextended(p_scope || E'\n' || p_key, 0)) THEN
    RETURN QUERY SELECT 'busy'::text, NULL::smallint, NULL::jsonb;
    RETURN;
  END IF;
  SELECT k.request_hash, k.response_status, k.response_body INTO v_known
    FROM idempotency_keys k
   WHERE k.scope = p_scope AND k.key = p_key AND k.created_at > p_keys_fresh_after;
  IF FOUND THEN
    IF v_known.request_hash <> p_request_hash THEN
      RETURN QUERY SELECT 'mismatch'::text, NULL::smallint, NULL::jsonb;
    ELSE
      RETURN QUERY SELECT 'replay'::text, v_known.response_status, v_known.response_body;
    END IF;
    RETURN;
  END IF;

  SELECT a.id, a.balance_ore - a.held_ore INTO v_wallet_account, v_available
    FROM ledger_accounts a WHERE a.wallet_id = p_wallet_id FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'wallet % has no ledger account', p_wallet_id;
  END IF;

  IF p_double_amount_since IS NOT NULL AND EXISTS (
    -- One range of the wallet's index (migration 054), never the window's every payment.
    SELECT 1 FROM payment_transactions t
     WHERE t.wallet_id = p_wallet_id AND (t.wallet_id, t.created_at) > (p_wallet_id, p_double_amount_since)
       AND t.kind = 'terminal' AND t.status_id = 2 AND t.amount_ore = p_amount_ore
  ) THEN
    RETURN QUERY SELECT 'DoubleAmountTransaction'::text, NULL::smallint, NULL::jsonb;
    RETURN;
  END IF;

  IF v_available < p_amount_ore THEN
    RETURN QUERY SELECT 'NoFund'::text, NULL::smallint, NULL::jsonb;
    RETURN;
  END IF;

  IF jsonb_array_length(p_lines) > 0 THEN
    PERFORM 1 FROM catalogue_products p
      WHERE p.id IN (SELECT (l ->> 'product_id')::uuid FROM jsonb_array_elements(p_lines) AS l)
        AND p.stock IS NOT NULL
      ORDER BY p.id FOR UPDATE;
    IF EXISTS (
      SELECT 1
        FROM (SELECT (l ->> 'product_id')::uuid AS product_id, sum((l ->> 'quantity')::int) AS quantity
                FROM jsonb_array_elements(p_lines) AS l GROUP BY 1) AS wanted
        JOIN catalogue_products p ON p.id = wanted.product_id
       WHERE p.stock IS NOT NULL AND p.stock < wanted.quantity
    ) THEN
      RETURN QUERY SELECT 'product out of stock'::text, NULL::smallint, NULL::jsonb;
      RETURN;
    END IF;
    UPDATE catalogue_products p SET stock = p.stock - wanted.quantity
      FROM (SELECT (l ->> 'product_id')::uuid AS product_id, sum((l ->> 'quantity')::int) AS quantity
              FROM jsonb_array_elements(p_lines) AS l GROUP BY 1) AS wanted
     WHERE p.id = wanted.product_id AND p.stock IS NOT NULL;
  END IF;

  -- The purchase's two legs, as api/src/core/ledger.ts purchasePostings builds them:
  -- the wallet first (its row is already locked above), then the seller's revenue.
  v_ledger_transaction := ledger_post(NULL, 'purchase', p_description, p_now,
    ARRAY[v_wallet_account, p_revenue_account_id], ARRAY[-p_amount_ore, p_amount_ore], p_description_text);

  INSERT INTO payment_transactions (
    id, kind, status_id, wallet_id, customer_id, terminal_id, description, description_text, amount_ore,
    wallet_amount_ore, ledger_transaction_id, created_at, updated_at)
  VALUES (
    p_transaction_id, 'terminal', 2, p_wallet_id, p_customer_id, p_terminal_id, p_description, p_description_text, p_amount_ore,
    p_amount_ore, v_ledger_transaction, p_now, p_now);

  IF jsonb_array_length(p_lines) > 0 THEN
    INSERT INTO payment_transaction_lines (transaction_id, line_no, product_id, name, price_ore, quantity)
    SELECT p_transaction_id, (l ->> 'line_no')::smallint, (l ->> 'product_id')::uuid, l ->> 'name',
           (l ->> 'price_ore')::bigint, (l ->> 'quantity')::int
      FROM jsonb_array_elements(p_lines) AS l;
  END IF;

  INSERT INTO idempotency_keys (scope, key, request_hash, response_status, response_body, created_at)
  VALUES (p_scope, p_key, p_request_hash, 200, p_response, p_now)
  ON CONFLICT (scope, key) DO UPDATE
    SET request_hash = EXCLUDED.request_hash, response_status = EXCLUDED.response_status,
        response_body = EXCLUDED.response_body, created_at = EXCLUDED.created_at;

  RETURN QUERY SELECT 'approved'::text, 200::smallint, p_response;
END
$$;

-- The hot path's first read as single-row lookups by unique keys instead of one join.
-- The join's cached generic plan turned, once the idempotency table had grown past its
-- statistics, into a hash join over every wallet on every sale (5x the time); a lookup
-- by a unique key has only one sensible plan.
CREATE OR REPLACE FUNCTION payment_terminal_context(
  p_key_hash text,
  p_card_number text,
  p_idempotency_key text,
  p_keys_fresh_after timestamptz,
  p_day_start timestamptz
) RETURNS TABLE (
  terminal_id uuid,
  terminal_customer_id uuid,
  revenue_account_id uuid,
  known_hash text,
  known_status smallint,
  known_body jsonb,
  wallet_id uuid,
  blocked boolean,
  daily_limit_ore bigint,
  max_purchases_per_day integer,
  allowed_weekdays integer[],
  denied_food_groups text[],
  denied_customer_ids text[],
  spent_today_ore bigint,
  purchases_today bigint
)
LANGUAGE plpgsql STABLE
SET enable_seqscan = off
AS $$
DECLARE
  v_terminal_id uuid;
  v_terminal_customer uuid;
  v_wallet_customer uuid;
BEGIN
  SELECT t.id, t.customer_id INTO v_terminal_id, v_terminal_customer FROM terminals t WHERE t.key_hash = p_key_hash AND t.active;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  terminal_id := v_terminal_id;
  terminal_customer_id := v_terminal_customer;
  SELECT a.id INTO revenue_account_id
    FROM ledger_accounts a WHERE a.kind = 'customer_revenue' AND a.customer_id = v_terminal_customer;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  SELECT k.request_hash, k.response_status, k.response_body INTO known_hash, known_status, known_body
    FROM idempotency_keys k
   WHERE k.scope = 'device:' || v_terminal_id::text AND k.key = p_idempotency_key AND k.created_at > p_keys_fresh_after;

  -- The card's wallet, only if the terminal's customer is the wallet's customer or above it.
  -- A blocked card (lost, 035_school_card_blocking) is refused like a blocked wallet.
  -- Its restrictions are the school's and the guardian's together (040_guardian_spending_controls).
  SELECT w.id, w.blocked OR sc.blocked_at IS NOT NULL, w.customer_id INTO wallet_id, blocked, v_wallet_customer
    FROM school_cards sc JOIN wallets w ON w.id = sc.wallet_id
   WHERE sc.card_number = p_card_number;
  IF wallet_id IS NOT NULL AND v_wallet_customer <> v_terminal_customer AND NOT EXISTS (
       WITH RECURSIVE above (id, parent_id) AS (
         SELECT c.id, c.parent_id FROM customers c WHERE c.id = v_wallet_customer
         UNION ALL
         SELECT c.id, c.parent_id FROM customers c JOIN above ON c.id = above.parent_id
       )
       SELECT 1 FROM above WHERE above.id = v_terminal_customer) THEN
    wallet_id := NULL;
    blocked := NULL;
  END IF;

  spent_today_ore := 0;
  purchases_today := 0;
  IF wallet_id IS NOT NULL THEN
    SELECT r.daily_limit_ore, r.max_purchases_per_day, r.allowed_weekdays::int[], r.denied_food_groups, r.denied_customer_ids::text[]
      INTO daily_limit_ore, max_purchases_per_day, allowed_weekdays, denied_food_groups, denied_customer_ids
      FROM wallet_restrictions_in_force r WHERE r.wallet_id = payment_terminal_context.wallet_id;
    IF daily_limit_ore IS NOT NULL OR max_purchases_per_day IS NOT NULL THEN
      SELECT coalesce(sum(p.amount_ore), 0)::bigint, count(*) INTO spent_today_ore, purchases_today
        FROM payment_transactions p
       WHERE p.wallet_id = payment_terminal_context.wallet_id
         AND (p.wallet_id, p.created_at) >= (payment_terminal_context.wallet_id, p_day_start)
         AND p.kind IN ('order', 'terminal') AND p.status_id IN (1, 2);
    END IF;
  END IF;
  RETURN NEXT;
END
$$;

-- A whole canteen sale in one round trip, for the common case: a card of a wallet with
-- no restrictions and not blocked. Anything that needs a decision (an unknown card, a
-- blocked wallet, restrictions) comes back as 'decide' with the context, and the API
-- decides with its rules (api/src/core/wallet-restrictions.ts) and then calls
-- payment_terminal_charge itself. The stored answer gets the wallet, the customer and the
-- device filled in here: the API does not know them before this call.
DROP FUNCTION IF EXISTS payment_terminal_sale(text, text, text, text, timestamptz, timestamptz, uuid, bigint, text, timestamptz, timestamptz, jsonb);
CREATE OR REPLACE FUNCTION payment_terminal_sale(
  p_key_hash text,
  p_card_number text,
  p_idempotency_key text,
  p_request_hash text,
  p_keys_fresh_after timestamptz,
  p_day_start timestamptz,
  p_transaction_id uuid,
  p_amount_ore bigint,
  p_description text,
  p_description_text jsonb,
  p_now timestamptz,
  p_double_amount_since timestamptz,
  p_response jsonb
) RETURNS TABLE (
  outcome text,
  response_status smallint,
  response_body jsonb,
  terminal_id uuid,
  terminal_customer_id uuid,
  revenue_account_id uuid,
  known_hash text,
  known_status smallint,
  known_body jsonb,
  wallet_id uuid,
  blocked boolean,
  daily_limit_ore bigint,
  max_purchases_per_day integer,
  allowed_weekdays integer[],
  denied_food_groups text[],
  denied_customer_ids text[],
  spent_today_ore bigint,
  purchases_today bigint
)
LANGUAGE plpgsql
SET enable_seqscan = off
AS $$
DECLARE
  c record;
  charged record;
BEGIN
  SELECT * INTO c FROM payment_terminal_context(p_key_hash, p_card_number, p_idempotency_key, p_keys_fresh_after, p_day_start);
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'unknown-terminal'::text, NULL::smallint, NULL::jsonb, NULL::uuid, NULL::uuid, NULL::uuid, NULL::text,
      NULL::smallint, NULL::jsonb, NULL::uuid, NULL::boolean, NULL::bigint, NULL::integer, NULL::integer[], NULL::text[],
      NULL::text[], NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  IF c.known_hash IS NOT NULL OR c.wallet_id IS NULL OR c.blocked
     OR c.daily_limit_ore IS NOT NULL OR c.max_purchases_per_day IS NOT NULL OR c.allowed_weekdays IS NOT NULL
     OR cardinality(c.denied_food_groups) > 0 OR cardinality(c.denied_customer_ids) > 0 THEN
    RETURN QUERY SELECT 'decide'::text, NULL::smallint, NULL::jsonb, c.terminal_id, c.terminal_customer_id, c.revenue_account_id,
      c.known_hash, c.known_status, c.known_body, c.wallet_id, c.blocked, c.daily_limit_ore, c.max_purchases_per_day,
      c.allowed_weekdays, c.denied_food_groups, c.denied_customer_ids, c.spent_today_ore, c.purchases_today;
    RETURN;
  END IF;
  SELECT * INTO charged FROM payment_terminal_charge(
    'device:' || c.terminal_id::text, p_idempotency_key, p_request_hash, p_keys_fresh_after, p_transaction_id, c.terminal_id,
    c.wallet_id, c.terminal_customer_id, c.revenue_account_id, p_amount_ore, p_description, p_description_text, p_now, p_double_amount_since,
    '[]'::jsonb, p_response || jsonb_build_object(
      'Wallet', jsonb_build_object('ID', c.wallet_id),
      'Customer', jsonb_build_object('ID', c.terminal_customer_id),
      'DeviceID', c.terminal_id));
  RETURN QUERY SELECT charged.outcome, charged.response_status, charged.response_body, c.terminal_id, c.terminal_customer_id,
    c.revenue_account_id, NULL::text, NULL::smallint, NULL::jsonb, c.wallet_id, c.blocked, NULL::bigint, NULL::integer,
    NULL::integer[], NULL::text[], NULL::text[], NULL::bigint, NULL::bigint;
END
$$;

-- Canteen sales that arrive at the same moment, in one round trip and one transaction.
--
-- Each sale is exactly payment_terminal_sale (above): the same idempotency,
-- wallet lock, double-amount rule and ledger debit; only the round trip, the statement
-- start and the commit (the WAL flush) are shared. The API sends a batch only while
-- earlier batches are still running (api/src/core/batcher.ts), so a
-- quiet canteen still sends each sale on its own.
--
-- The sales run in the order of their wallets, so two batches lock the wallets they share
-- in the same order and cannot deadlock on them. If anything raises, the whole batch is
-- undone and the API runs each sale on its own; a sale already committed then replays
-- its stored answer under its Idempotency-Key. lock_timeout keeps one busy wallet from
-- holding a whole batch back: the batch gives up and its sales go one by one.
--
-- p_sales is a JSON array of objects with the arguments of payment_terminal_sale:
-- key_hash, card_number, idempotency_key, request_hash, keys_fresh_after, day_start,
-- transaction_id, amount_ore, description, now, double_amount_since (or null), response.
-- The answer has one row per sale, numbered by its position in the array (from 1).
CREATE OR REPLACE FUNCTION payment_terminal_sales(p_sales jsonb) RETURNS TABLE (
  sale_no integer,
  outcome text,
  response_status smallint,
  response_body jsonb,
  terminal_id uuid,
  terminal_customer_id uuid,
  revenue_account_id uuid,
  known_hash text,
  known_status smallint,
  known_body jsonb,
  wallet_id uuid,
  blocked boolean,
  daily_limit_ore bigint,
  max_purchases_per_day integer,
  allowed_weekdays integer[],
  denied_food_groups text[],
  denied_customer_ids text[],
  spent_today_ore bigint,
  purchases_today bigint
)
LANGUAGE plpgsql
SET lock_timeout = '2s'
SET enable_seqscan = off
AS $$
DECLARE
  s record;
BEGIN
  FOR s IN
    -- A subquery per sale, not a join: a join may be planned as a scan of every card.
    SELECT x.n::integer AS n, x.sale
      FROM jsonb_array_elements(p_sales) WITH ORDINALITY AS x (sale, n)
     ORDER BY (SELECT sc.wallet_id FROM school_cards sc WHERE sc.card_number = x.sale ->> 'card_number') NULLS LAST, x.n
  LOOP
    RETURN QUERY
    SELECT s.n, r.*
      FROM payment_terminal_sale(
             s.sale ->> 'key_hash',
             s.sale ->> 'card_number',
             s.sale ->> 'idempotency_key',
             s.sale ->> 'request_hash',
             (s.sale ->> 'keys_fresh_after')::timestamptz,
             (s.sale ->> 'day_start')::timestamptz,
             (s.sale ->> 'transaction_id')::uuid,
             (s.sale ->> 'amount_ore')::bigint,
             s.sale ->> 'description',
             s.sale -> 'description_text',
             (s.sale ->> 'now')::timestamptz,
             (s.sale ->> 'double_amount_since')::timestamptz,
             s.sale -> 'response') AS r;
  END LOOP;
END
$$;
