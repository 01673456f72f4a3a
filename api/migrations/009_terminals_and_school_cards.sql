-- Canteen terminals and school cards.
--
-- A terminal authenticates with a device key (header X-Device-Key); only its SHA-256 is
-- stored. A school card (NFC) belongs to one wallet; its number is unique on the
-- platform and stored as digits only ('1000 0001' is stored as '10000001').

CREATE TABLE terminals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  customer_id uuid NOT NULL REFERENCES customers (id),
  canteen_id uuid REFERENCES catalogue_owners (id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  key_hash text NOT NULL UNIQUE CHECK (key_hash ~ '^[0-9a-f]{64}$'),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE payment_transactions ADD CONSTRAINT payment_transactions_terminal_fk
  FOREIGN KEY (terminal_id) REFERENCES terminals (id);

CREATE TABLE school_cards (
  card_number text PRIMARY KEY CHECK (card_number ~ '^[0-9]{8,20}$'),
  wallet_id uuid NOT NULL REFERENCES wallets (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL
);
CREATE INDEX school_cards_wallet_idx ON school_cards (wallet_id);

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
CREATE FUNCTION payment_terminal_charge(
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
  p_now timestamptz,
  p_double_amount_since timestamptz,
  p_lines jsonb,
  p_response jsonb
) RETURNS TABLE (outcome text, response_status smallint, response_body jsonb)
LANGUAGE plpgsql AS $$
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
    SELECT 1 FROM payment_transactions t
     WHERE t.wallet_id = p_wallet_id AND t.kind = 'terminal' AND t.status_id = 2
       AND t.amount_ore = p_amount_ore AND t.created_at > p_double_amount_since
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

  INSERT INTO ledger_transactions (kind, description, created_at)
    VALUES ('purchase', p_description, p_now) RETURNING id INTO v_ledger_transaction;

  INSERT INTO payment_transactions (
    id, kind, status_id, wallet_id, customer_id, terminal_id, description, amount_ore,
    wallet_amount_ore, ledger_transaction_id, created_at, updated_at)
  VALUES (
    p_transaction_id, 'terminal', 2, p_wallet_id, p_customer_id, p_terminal_id, p_description, p_amount_ore,
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

  -- Last, so the seller's revenue row (shared by every sale at this customer) stays locked
  -- for as short a time as possible: from here to the commit.
  INSERT INTO ledger_postings (transaction_id, account_id, amount_ore)
    VALUES (v_ledger_transaction, v_wallet_account, -p_amount_ore),
           (v_ledger_transaction, p_revenue_account_id, p_amount_ore);

  RETURN QUERY SELECT 'approved'::text, 200::smallint, p_response;
END
$$;

-- The hot path's first read in one call: the terminal, the answer stored under this
-- Idempotency-Key, the swiped card's wallet (only if the terminal's customer is the
-- wallet's customer or above it), its restrictions and, when they need it, today's
-- spending. A function so that its plan is cached per connection instead of planned
-- on every sale.
CREATE FUNCTION payment_terminal_context(
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
BEGIN
  RETURN QUERY
  SELECT t.id, t.customer_id, rev.id,
         k.request_hash, k.response_status, k.response_body,
         w.id, w.blocked,
         r.daily_limit_ore, r.max_purchases_per_day, r.allowed_weekdays::int[],
         r.denied_food_groups, r.denied_customer_ids::text[],
         usage.spent_today_ore, usage.purchases_today
    FROM terminals t
    JOIN ledger_accounts rev ON rev.kind = 'customer_revenue' AND rev.customer_id = t.customer_id
    LEFT JOIN idempotency_keys k
      ON k.scope = 'device:' || t.id::text AND k.key = p_idempotency_key AND k.created_at > p_keys_fresh_after
    LEFT JOIN school_cards sc ON sc.card_number = p_card_number
    LEFT JOIN wallets w ON w.id = sc.wallet_id AND (
           w.customer_id = t.customer_id
        OR EXISTS (
             WITH RECURSIVE above (id, parent_id) AS (
               SELECT c.id, c.parent_id FROM customers c WHERE c.id = w.customer_id
               UNION ALL
               SELECT c.id, c.parent_id FROM customers c JOIN above ON c.id = above.parent_id
             )
             SELECT 1 FROM above WHERE above.id = t.customer_id))
    LEFT JOIN wallet_restrictions r ON r.wallet_id = w.id
    LEFT JOIN LATERAL (
           SELECT coalesce(sum(p.amount_ore), 0)::bigint AS spent_today_ore, count(*) AS purchases_today
             FROM payment_transactions p
            WHERE p.wallet_id = w.id AND p.kind IN ('order', 'terminal') AND p.status_id IN (1, 2)
              AND p.created_at >= p_day_start
              AND (r.daily_limit_ore IS NOT NULL OR r.max_purchases_per_day IS NOT NULL)
         ) AS usage ON true
   WHERE t.key_hash = p_key_hash AND t.active;
END
$$;

-- A whole canteen sale in one round trip, for the common case: a card of a wallet with
-- no restrictions and not blocked. Anything that needs a decision (an unknown card, a
-- blocked wallet, restrictions) comes back as 'decide' with the context, and the API
-- decides with its rules (api/src/core/wallet-restrictions.ts) and then calls
-- payment_terminal_charge itself. The stored answer gets the wallet, the customer and the
-- device filled in here: the API does not know them before this call.
CREATE FUNCTION payment_terminal_sale(
  p_key_hash text,
  p_card_number text,
  p_idempotency_key text,
  p_request_hash text,
  p_keys_fresh_after timestamptz,
  p_day_start timestamptz,
  p_transaction_id uuid,
  p_amount_ore bigint,
  p_description text,
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
LANGUAGE plpgsql AS $$
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
    c.wallet_id, c.terminal_customer_id, c.revenue_account_id, p_amount_ore, p_description, p_now, p_double_amount_since,
    '[]'::jsonb, p_response || jsonb_build_object(
      'Wallet', jsonb_build_object('ID', c.wallet_id),
      'Customer', jsonb_build_object('ID', c.terminal_customer_id),
      'DeviceID', c.terminal_id));
  RETURN QUERY SELECT charged.outcome, charged.response_status, charged.response_body, c.terminal_id, c.terminal_customer_id,
    c.revenue_account_id, NULL::text, NULL::smallint, NULL::jsonb, c.wallet_id, c.blocked, NULL::bigint, NULL::integer,
    NULL::integer[], NULL::text[], NULL::text[], NULL::bigint, NULL::bigint;
END
$$;
