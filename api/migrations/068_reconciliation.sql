-- Reconciliation with the card provider and MobilePay (issue 27): every line of a day's
-- settlement files matched with the ledger, every card-money posting of the day with a line.
--
-- The demo world's card money is written straight into the ledger by the seed, so no
-- provider ever charged it. The seed lists those ledger transactions here, and the API
-- tells the sandbox provider of them once (POST /api/sandbox/seeded-charges, told_at), so
-- the sandbox's files list them as a real provider's would and the demo world reconciles.
CREATE TABLE seeded_card_charges (
  ledger_transaction_id uuid PRIMARY KEY REFERENCES ledger_transactions (id),
  told_at timestamptz
);

-- The last run of each day (a run again replaces it: it is a check, not money).
CREATE TABLE reconciliation_runs (
  day date PRIMARY KEY,
  ran_at timestamptz NOT NULL,
  -- Per method: lines, charged, refunded and fees in øre, as the files said.
  files jsonb NOT NULL,
  matched_lines integer NOT NULL CHECK (matched_lines >= 0),
  matched_postings integer NOT NULL CHECK (matched_postings >= 0)
);

CREATE TABLE reconciliation_mismatches (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  day date NOT NULL REFERENCES reconciliation_runs (day) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('charged_not_credited', 'credited_not_charged', 'amount_differs')),
  method text CHECK (method IN ('card', 'mobilepay')),
  reference text,
  provider_transaction_id text,
  provider_amount_ore bigint,
  ledger_amount_ore bigint,
  payment_transaction_id uuid,
  ledger_transaction_id uuid,
  wallet_id uuid,
  -- Why (core/reconciliation.ts MismatchReason); the support tool says it in the reader's words.
  detail text NOT NULL CHECK (detail IN ('charge_without_credit', 'card_refund_unknown', 'credit_without_charge', 'amounts_differ'))
);
CREATE INDEX reconciliation_mismatches_day_idx ON reconciliation_mismatches (day);
