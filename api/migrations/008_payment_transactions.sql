-- The payment handler's transactions (spec section 3, "Transaction (general)"): what was
-- asked, its status, its products, and links to the ledger. The ledger holds the money;
-- these rows describe the purchase and may change status, postings never change.
--
-- Status ids: 23 ready (prepare only, never stored), 1 reserved, 2 completed, 3 failed,
-- 4 cancelled, 5 expired. Kinds: order (webshop, food plan, meeting), terminal (canteen),
-- card (the credit-card child of an order, type 4), refund.

CREATE TABLE payment_transactions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('order', 'terminal', 'card', 'refund')),
  parent_id uuid REFERENCES payment_transactions (id),
  status_id smallint NOT NULL CHECK (status_id IN (1, 2, 3, 4, 5)),
  wallet_id uuid NOT NULL REFERENCES wallets (id),
  customer_id uuid NOT NULL REFERENCES customers (id),
  user_id uuid REFERENCES users (id),
  terminal_id uuid,
  description text NOT NULL CHECK (length(description) <= 500),
  amount_ore bigint NOT NULL CHECK (amount_ore >= 0),
  wallet_amount_ore bigint NOT NULL DEFAULT 0 CHECK (wallet_amount_ore >= 0),
  card_amount_ore bigint NOT NULL DEFAULT 0 CHECK (card_amount_ore >= 0),
  -- Sorted "product:quantity" list: the same cart twice within the double-amount window is refused.
  product_set text NOT NULL DEFAULT '',
  webshop_id uuid,
  food_plan_id uuid,
  department_id text,
  is_foodplan boolean NOT NULL DEFAULT false,
  auto_complete boolean NOT NULL DEFAULT false,
  custom_data jsonb,
  hold_id uuid REFERENCES ledger_holds (id),
  -- The ledger transaction of the completion (or of the refund).
  ledger_transaction_id uuid REFERENCES ledger_transactions (id),
  -- Card children: the hosted payment link and, once paid, the provider's reference.
  merchant_data text,
  provider_transaction_id text,
  error_message text,
  expires_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (kind NOT IN ('card', 'refund') OR parent_id IS NOT NULL),
  CHECK (kind <> 'order' OR wallet_amount_ore + card_amount_ore = amount_ore),
  CHECK (status_id <> 1 OR expires_at IS NOT NULL)
);
CREATE INDEX payment_transactions_wallet_idx ON payment_transactions (wallet_id, created_at DESC);
CREATE INDEX payment_transactions_parent_idx ON payment_transactions (parent_id) WHERE parent_id IS NOT NULL;
CREATE INDEX payment_transactions_reserved_idx ON payment_transactions (expires_at) WHERE status_id = 1;
-- Partial: the canteen's sales (most rows) carry none, and skip this index entirely.
CREATE UNIQUE INDEX payment_transactions_provider_transaction_idx
  ON payment_transactions (provider_transaction_id) WHERE provider_transaction_id IS NOT NULL;

CREATE TABLE payment_transaction_lines (
  transaction_id uuid NOT NULL REFERENCES payment_transactions (id),
  line_no smallint NOT NULL CHECK (line_no >= 1),
  product_id uuid NOT NULL REFERENCES catalogue_products (id),
  name text NOT NULL,
  price_ore bigint NOT NULL CHECK (price_ore >= 0),
  quantity integer NOT NULL CHECK (quantity >= 1),
  refunded_quantity integer NOT NULL DEFAULT 0 CHECK (refunded_quantity >= 0 AND refunded_quantity <= quantity),
  -- The client's extra ids (FoodPlanItemID, WebshopItemID, Date, ...), kept as sent.
  extra jsonb,
  PRIMARY KEY (transaction_id, line_no)
);

-- Idempotency keys of money-moving calls. A key is scoped to its caller (user:<id> or
-- device:<id>); the first answer is stored in the same database transaction as the
-- money it moved, so a retry can never move money twice. Kept 24 hours (configurable),
-- then swept.
CREATE TABLE idempotency_keys (
  scope text NOT NULL,
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 200),
  request_hash text NOT NULL CHECK (request_hash ~ '^[0-9a-f]{64}$'),
  response_status smallint NOT NULL,
  response_body jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
