-- Settlement and payouts (issue 27): each customer's day is settled once, and what it is
-- owed is paid out through the ledger.
--
-- The money's way (ARCHITECTURE.md, "Money out"): a parent's card money arrives on the
-- card provider's clearing account (card_clearing, negative: money the platform holds) and
-- goes to the wallet; a sale moves it from the wallet to the school's revenue account, a
-- refund back from its refund account. The payout of a customer's day settles its net
-- sales (revenue less refunds) since its last payout in one ledger transaction:
--   customer_payout (the customer's)  −net sales settled
--   card_clearing                     +the amount paid to the customer's bank
--   provider_fees                     +the card provider's and MobilePay's fees on the card money collected for it
--   platform_fees                     +the platform's fee (customers.platform_fee_bp of the net sales; 0 by default)
-- A day whose net sales do not cover its fees (refunds above sales) pays nothing; what it
-- owes is carried to the customer's next day.

ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
  CHECK (kind IN ('wallet', 'customer_revenue', 'card_clearing', 'customer_refunds', 'customer_payout', 'provider_fees', 'platform_fees'));
ALTER TABLE ledger_accounts ADD CONSTRAINT payout_account_has_customer
  CHECK (kind <> 'customer_payout' OR customer_id IS NOT NULL);
ALTER TABLE ledger_accounts ADD CONSTRAINT fee_accounts_have_codes
  CHECK (kind NOT IN ('provider_fees', 'platform_fees') OR code IS NOT NULL);
CREATE UNIQUE INDEX ledger_accounts_one_payout_account_per_customer
  ON ledger_accounts (customer_id) WHERE kind = 'customer_payout';
INSERT INTO ledger_accounts (kind, code) VALUES ('provider_fees', 'provider-fees'), ('platform_fees', 'platform-fees');

-- The platform's fee, in basis points of the customer's net sales: a customer setting.
ALTER TABLE customers ADD COLUMN platform_fee_bp integer NOT NULL DEFAULT 0 CHECK (platform_fee_bp BETWEEN 0 AND 10000);

-- The days the payout run has done, each once, for every customer together.
CREATE TABLE payout_days (
  day date PRIMARY KEY,
  ran_at timestamptz NOT NULL
);

-- One row per customer and day the run settled (never changed: repeatable/reports.sql).
-- The amounts are those since the customer's last paid day (a carried day's are in the next).
CREATE TABLE payouts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  customer_id uuid NOT NULL REFERENCES customers (id),
  day date NOT NULL,
  status text NOT NULL CHECK (status IN ('paid', 'carried')),
  net_sales_ore bigint NOT NULL,
  provider_fees_ore bigint NOT NULL CHECK (provider_fees_ore >= 0),
  platform_fee_ore bigint NOT NULL CHECK (platform_fee_ore >= 0),
  amount_ore bigint NOT NULL CHECK (amount_ore >= 0),
  carried_ore bigint NOT NULL CHECK (carried_ore <= 0),
  ledger_transaction_id uuid REFERENCES ledger_transactions (id),
  created_at timestamptz NOT NULL,
  UNIQUE (customer_id, day),
  CHECK ((status = 'paid') = (ledger_transaction_id IS NOT NULL)),
  CHECK (status = 'paid' OR amount_ore = 0),
  CHECK (status = 'carried' OR carried_ore = 0),
  CHECK (net_sales_ore - provider_fees_ore - platform_fee_ore = amount_ore + carried_ore)
);
