-- Holds (reservations) and refunds in the ledger.
--
-- A hold reserves part of a wallet's balance for a payment that is not completed yet.
-- Design: the open holds' total is kept on the wallet's account row (`held_ore`), in the
-- same transaction as the hold, by triggers, exactly like `balance_ore` follows the
-- postings. A CHECK then refuses any change that would leave a wallet with a negative
-- available amount (balance - held). Whoever holds or spends locks the wallet's account
-- row first (SELECT ... FOR UPDATE), so concurrent payments on one wallet queue there and
-- can never spend the same krone twice.

ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
  CHECK (kind IN ('wallet', 'customer_revenue', 'card_clearing', 'customer_refunds'));
ALTER TABLE ledger_accounts ADD CONSTRAINT refund_account_has_customer
  CHECK (kind <> 'customer_refunds' OR customer_id IS NOT NULL);
-- Refunds are booked against the selling customer's refund account (a contra-revenue
-- account), so revenue keeps the gross sales and refunds are visible on their own.
CREATE UNIQUE INDEX ledger_accounts_one_refund_account_per_customer
  ON ledger_accounts (customer_id) WHERE kind = 'customer_refunds';

ALTER TABLE ledger_accounts ADD COLUMN held_ore bigint NOT NULL DEFAULT 0;
ALTER TABLE ledger_accounts ADD CONSTRAINT held_not_negative CHECK (held_ore >= 0);
ALTER TABLE ledger_accounts ADD CONSTRAINT only_wallets_hold CHECK (kind = 'wallet' OR held_ore = 0);
ALTER TABLE ledger_accounts ADD CONSTRAINT wallet_available_not_negative
  CHECK (kind <> 'wallet' OR balance_ore - held_ore >= 0);

CREATE TABLE ledger_holds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES ledger_accounts (id),
  amount_ore bigint NOT NULL CHECK (amount_ore > 0),
  -- open: reserved; captured: spent by a completion; released: cancelled; expired: swept.
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'captured', 'released', 'expired')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  settled_at timestamptz,
  -- The ledger transaction that spent the held money (captured holds only).
  captured_by uuid REFERENCES ledger_transactions (id) DEFERRABLE INITIALLY DEFERRED,
  CHECK ((status = 'open') = (settled_at IS NULL)),
  CHECK ((status = 'captured') = (captured_by IS NOT NULL)),
  CHECK (expires_at > created_at)
);
CREATE INDEX ledger_holds_open_idx ON ledger_holds (expires_at) WHERE status = 'open';
CREATE INDEX ledger_holds_account_idx ON ledger_holds (account_id) WHERE status = 'open';

-- The account's held total follows its holds, and a hold is settled once and never removed:
-- ledger_apply_hold and the holds' triggers are in repeatable/ledger.sql.

-- Belt and braces beside the triggers: nobody but the owner may change or remove postings.
REVOKE UPDATE, DELETE, TRUNCATE ON ledger_postings FROM PUBLIC;
REVOKE DELETE, TRUNCATE ON ledger_holds FROM PUBLIC;

-- Hot accounts: only wallet balances are kept on the account row (ledger_apply_posting,
-- repeatable/ledger.sql, says why); a shared account's balance is the sum of its
-- postings, read through the view ledger_account_balances; its balance_ore stays 0.
UPDATE ledger_accounts SET balance_ore = 0 WHERE kind <> 'wallet';
ALTER TABLE ledger_accounts ADD CONSTRAINT shared_account_balance_is_derived CHECK (kind = 'wallet' OR balance_ore = 0);

CREATE VIEW ledger_account_balances AS
SELECT a.id AS account_id, a.kind, a.wallet_id, a.customer_id, a.code,
       CASE WHEN a.kind = 'wallet' THEN a.balance_ore
            ELSE coalesce((SELECT sum(p.amount_ore) FROM ledger_postings p WHERE p.account_id = a.id), 0)::bigint
       END AS balance_ore,
       a.held_ore
  FROM ledger_accounts a;
