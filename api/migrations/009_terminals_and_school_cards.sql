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

-- The canteen's SQL functions (payment_terminal_charge, _context, _sale, _sales) are
-- defined once, in repeatable/terminal.sql.
