-- Refill settings per wallet and the refill amounts a customer offers.

-- A wallet's TotalMaximumAmount (spec section 3): the most its balance may reach through
-- refills. Without one, refills are limited to 100000 kr (spec section 9).
ALTER TABLE wallets ADD COLUMN total_maximum_amount_ore bigint CHECK (total_maximum_amount_ore > 0);

-- Charged to the primary card when a purchase leaves the balance below below_amount_ore.
CREATE TABLE automatic_refill_settings (
  wallet_id uuid PRIMARY KEY REFERENCES wallets (id),
  enabled boolean NOT NULL,
  refill_amount_ore bigint NOT NULL CHECK (refill_amount_ore >= 0),
  below_amount_ore bigint NOT NULL CHECK (below_amount_ore >= 0),
  updated_at timestamptz NOT NULL,
  CHECK (NOT enabled OR refill_amount_ore > 0)
);

-- Charged once a month; with a balance limit only what tops the balance up to it.
CREATE TABLE monthly_refill_settings (
  wallet_id uuid PRIMARY KEY REFERENCES wallets (id),
  is_active boolean NOT NULL,
  amount_ore bigint NOT NULL CHECK (amount_ore >= 0),
  balance_limit_ore bigint NOT NULL CHECK (balance_limit_ore >= 0),
  has_balance_limit boolean NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (NOT is_active OR amount_ore > 0)
);
CREATE INDEX monthly_refill_settings_active_idx ON monthly_refill_settings (wallet_id) WHERE is_active;

-- The add-funds and automatic-refill choices a customer offers; defaults apply without rows.
CREATE TABLE customer_refill_amounts (
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('deposit', 'automatic')),
  amount_ore bigint NOT NULL CHECK (amount_ore > 0),
  PRIMARY KEY (customer_id, purpose, amount_ore)
);
