-- Saved credit cards. The platform never holds a card number or CVC: the card provider
-- keeps the card and gives us a token; we keep the token, brand, last four digits and
-- expiry, and whose card it is (a wallet group's card serves all its wallets, a wallet's
-- card only that wallet).

-- A card being added on the provider's page; completed or failed by the provider's
-- signed notification.
CREATE TABLE card_registrations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id),
  wallet_id uuid REFERENCES wallets (id),
  wallet_group_id uuid REFERENCES wallet_groups (id),
  card_type text NOT NULL CHECK (length(card_type) BETWEEN 1 AND 50),
  merchant_number text NOT NULL CHECK (length(merchant_number) BETWEEN 1 AND 50),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed', 'failed')),
  failure_reason text CHECK (length(failure_reason) <= 200),
  created_at timestamptz NOT NULL,
  finished_at timestamptz,
  CHECK ((wallet_id IS NULL) <> (wallet_group_id IS NULL)),
  CHECK ((status = 'pending') = (finished_at IS NULL))
);
CREATE INDEX card_registrations_user_id_idx ON card_registrations (user_id, created_at);

CREATE TABLE credit_cards (
  -- UID on the wire.
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- ID on the wire: a short number for lists.
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  wallet_id uuid REFERENCES wallets (id),
  wallet_group_id uuid REFERENCES wallet_groups (id),
  -- MerchantName (the card type chosen) and MerchantNumber on the wire.
  card_type text NOT NULL CHECK (length(card_type) BETWEEN 1 AND 50),
  merchant_number text NOT NULL CHECK (length(merchant_number) BETWEEN 1 AND 50),
  -- The provider's token. A run of 13 or more digits would look like a card number: refused.
  provider_token text NOT NULL CHECK (length(provider_token) BETWEEN 8 AND 200 AND provider_token !~ '[0-9]{13}'),
  brand text NOT NULL CHECK (length(brand) BETWEEN 1 AND 30 AND brand !~ '[0-9]'),
  last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  expiry_month smallint NOT NULL CHECK (expiry_month BETWEEN 1 AND 12),
  expiry_year smallint NOT NULL CHECK (expiry_year BETWEEN 2000 AND 2200),
  -- One card per registration, whatever the provider repeats.
  registration_id uuid UNIQUE REFERENCES card_registrations (id),
  created_by_user_id uuid REFERENCES users (id),
  created_at timestamptz NOT NULL,
  -- Deleted cards stay for the history of failed refills; they are never charged again.
  deleted_at timestamptz,
  CHECK ((wallet_id IS NULL) <> (wallet_group_id IS NULL))
);
CREATE INDEX credit_cards_wallet_id_idx ON credit_cards (wallet_id) WHERE deleted_at IS NULL;
CREATE INDEX credit_cards_wallet_group_id_idx ON credit_cards (wallet_group_id) WHERE deleted_at IS NULL;

-- The card a wallet's refills are charged to.
CREATE TABLE wallet_primary_cards (
  wallet_id uuid PRIMARY KEY REFERENCES wallets (id),
  credit_card_id uuid NOT NULL REFERENCES credit_cards (id),
  assigned_at timestamptz NOT NULL
);
CREATE INDEX wallet_primary_cards_card_idx ON wallet_primary_cards (credit_card_id);

-- Every provider notification processed, recorded in the same transaction as its
-- effect: a replayed notification finds its id here and changes nothing.
CREATE TABLE card_provider_events (
  event_id text PRIMARY KEY CHECK (length(event_id) BETWEEN 1 AND 200),
  kind text NOT NULL CHECK (kind IN ('card_registered', 'card_registration_failed', 'payment_completed', 'payment_failed')),
  registration_id uuid,
  payment_id text,
  provider_transaction_id text,
  received_at timestamptz NOT NULL
);
CREATE INDEX card_provider_events_transaction_idx ON card_provider_events (provider_transaction_id) WHERE provider_transaction_id IS NOT NULL;
