-- Canteen sales that arrive at the same moment, in one round trip and one transaction.
--
-- Each sale is exactly payment_terminal_sale (migration 009): the same idempotency,
-- wallet lock, double-amount rule and ledger debit; only the round trip, the statement
-- start and the commit (the WAL flush) are shared. The API sends a batch only while
-- earlier batches are still running (api/src/modules/terminal/sale-batcher.ts), so a
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
CREATE FUNCTION payment_terminal_sales(p_sales jsonb) RETURNS TABLE (
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
             (s.sale ->> 'now')::timestamptz,
             (s.sale ->> 'double_amount_since')::timestamptz,
             s.sale -> 'response') AS r;
  END LOOP;
END
$$;

-- The hot path's first read as single-row lookups by unique keys instead of one join.
-- The join's cached generic plan turned, once the idempotency table had grown past its
-- statistics, into a hash join over every wallet on every sale (5x the time); a lookup
-- by a unique key has only one sensible plan. Same answer as before (migration 009).
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
LANGUAGE plpgsql STABLE AS $$
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
  SELECT w.id, w.blocked, w.customer_id INTO wallet_id, blocked, v_wallet_customer
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
      FROM wallet_restrictions r WHERE r.wallet_id = payment_terminal_context.wallet_id;
    IF daily_limit_ore IS NOT NULL OR max_purchases_per_day IS NOT NULL THEN
      SELECT coalesce(sum(p.amount_ore), 0)::bigint, count(*) INTO spent_today_ore, purchases_today
        FROM payment_transactions p
       WHERE p.wallet_id = payment_terminal_context.wallet_id AND p.kind IN ('order', 'terminal') AND p.status_id IN (1, 2)
         AND p.created_at >= p_day_start;
    END IF;
  END IF;
  RETURN NEXT;
END
$$;

-- The canteen's functions never scan a whole table: every lookup has its unique key's
-- index. A plan is cached per connection, and one made while a table was still small
-- (a new database, or a day's first sales) chose to scan it, then kept scanning it as it
-- grew: on a fresh database the idempotency and payment tables were read in full on
-- every sale within seconds. With sequential scans off, the planner takes the index
-- whatever the table's size or statistics say.
ALTER FUNCTION payment_terminal_context(text, text, text, timestamptz, timestamptz) SET enable_seqscan = off;
ALTER FUNCTION payment_terminal_charge(text, text, text, timestamptz, uuid, uuid, uuid, uuid, uuid, bigint, text, timestamptz, timestamptz, jsonb, jsonb)
  SET enable_seqscan = off;
ALTER FUNCTION payment_terminal_sale(text, text, text, text, timestamptz, timestamptz, uuid, bigint, text, timestamptz, timestamptz, jsonb)
  SET enable_seqscan = off;
ALTER FUNCTION payment_terminal_sales(jsonb) SET enable_seqscan = off;
