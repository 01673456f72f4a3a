-- A double-entry ledger. Every money movement is a transaction whose postings sum to
-- zero; postings are never changed or removed (a correction is a new transaction); an
-- account's balance is kept in the same database transaction as its postings.

CREATE TABLE ledger_accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('wallet', 'customer_revenue', 'card_clearing')),
  wallet_id uuid UNIQUE REFERENCES wallets (id),
  customer_id uuid REFERENCES customers (id),
  -- System accounts (the card provider's clearing account) are found by code.
  code text UNIQUE,
  balance_ore bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'wallet') = (wallet_id IS NOT NULL)),
  CHECK (kind <> 'customer_revenue' OR customer_id IS NOT NULL),
  CHECK (kind <> 'card_clearing' OR code IS NOT NULL),
  -- A wallet never holds less than nothing.
  CONSTRAINT wallet_balance_not_negative CHECK (kind <> 'wallet' OR balance_ore >= 0)
);
CREATE UNIQUE INDEX ledger_accounts_one_revenue_per_customer ON ledger_accounts (customer_id) WHERE kind = 'customer_revenue';

CREATE TABLE ledger_transactions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (length(kind) BETWEEN 1 AND 50),
  description text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX ledger_transactions_created_at_idx ON ledger_transactions (created_at);

CREATE TABLE ledger_postings (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id uuid NOT NULL REFERENCES ledger_transactions (id),
  account_id uuid NOT NULL REFERENCES ledger_accounts (id),
  amount_ore bigint NOT NULL CHECK (amount_ore <> 0),
  UNIQUE (transaction_id, account_id)
);
CREATE INDEX ledger_postings_account_id_idx ON ledger_postings (account_id, id);

INSERT INTO ledger_accounts (kind, code) VALUES ('card_clearing', 'card-clearing');

-- How postings are written and applied to balances (ledger_post, ledger_apply_posting and
-- their triggers) is defined once, in repeatable/ledger.sql.

-- Postings are immutable and each ledger transaction balances at commit: the triggers that
-- refuse the rest (ledger_refuse_change, ledger_check_balanced) are in repeatable/ledger.sql.
