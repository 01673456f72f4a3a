-- What a wallet may buy, set per wallet (by a guardian or the institution). Blocking is
-- wallets.blocked. Online orders may bypass these settings where the spec's order models
-- say so (UseRestrictionOverride, IgnoreWalletSettings); the canteen terminal never does.

CREATE TABLE wallet_restrictions (
  wallet_id uuid PRIMARY KEY REFERENCES wallets (id) ON DELETE CASCADE,
  -- Spending per day (Copenhagen time), øre; NULL: no limit.
  daily_limit_ore bigint CHECK (daily_limit_ore >= 0),
  -- Purchases per day; NULL: no limit.
  max_purchases_per_day integer CHECK (max_purchases_per_day >= 0),
  -- ISO weekdays (1 Monday .. 7 Sunday) on which the wallet may buy; NULL: every day.
  allowed_weekdays smallint[] CHECK (allowed_weekdays <@ ARRAY[1, 2, 3, 4, 5, 6, 7]::smallint[]),
  denied_food_groups text[] NOT NULL DEFAULT '{}',
  -- Customers (sellers) the wallet may not buy from.
  denied_customer_ids uuid[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);
