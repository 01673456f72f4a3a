-- Wallets, the wallet groups through which a guardian manages children's wallets, and
-- the page settings (e.g. dismissed notifications) kept per wallet and per wallet group.

CREATE TABLE wallet_groups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE wallet_group_guardians (
  wallet_group_id uuid NOT NULL REFERENCES wallet_groups (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (wallet_group_id, user_id)
);
CREATE INDEX wallet_group_guardians_user_id_idx ON wallet_group_guardians (user_id);

CREATE TABLE wallets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  customer_id uuid NOT NULL REFERENCES customers (id),
  wallet_group_id uuid REFERENCES wallet_groups (id),
  holder_user_id uuid REFERENCES users (id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  picture_url text,
  blocked boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wallets_customer_id_idx ON wallets (customer_id);
CREATE INDEX wallets_wallet_group_id_idx ON wallets (wallet_group_id);
CREATE INDEX wallets_holder_user_id_idx ON wallets (holder_user_id);

CREATE TABLE wallet_page_settings (
  wallet_id uuid NOT NULL REFERENCES wallets (id) ON DELETE CASCADE,
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 100),
  value text NOT NULL CHECK (length(value) <= 500),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (wallet_id, key)
);

CREATE TABLE wallet_group_page_settings (
  wallet_group_id uuid NOT NULL REFERENCES wallet_groups (id) ON DELETE CASCADE,
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 100),
  value text NOT NULL CHECK (length(value) <= 500),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (wallet_group_id, key)
);
