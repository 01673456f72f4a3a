-- Automatic and monthly refills: each charge of a saved card, decided before the card
-- is charged (so a retry after a crash charges the same amount once, with the same
-- reference), and its outcome (failed ones feed the failed-subscriptions dialog).
CREATE TABLE refill_attempts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The job that decided it; also the charge's reference at the provider.
  job_id uuid NOT NULL UNIQUE,
  wallet_id uuid NOT NULL REFERENCES wallets (id),
  kind text NOT NULL CHECK (kind IN ('automatic', 'monthly')),
  -- The month (Copenhagen time) a monthly refill belongs to.
  period text CHECK (period ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  credit_card_id uuid REFERENCES credit_cards (id),
  amount_ore bigint NOT NULL CHECK (amount_ore >= 0),
  status text NOT NULL CHECK (status IN ('charging', 'succeeded', 'failed', 'skipped')),
  failure_reason text CHECK (length(failure_reason) <= 200),
  provider_transaction_id text,
  ledger_transaction_id uuid REFERENCES ledger_transactions (id),
  created_at timestamptz NOT NULL,
  finished_at timestamptz,
  CHECK ((kind = 'monthly') = (period IS NOT NULL)),
  CHECK ((status = 'succeeded') = (ledger_transaction_id IS NOT NULL))
);
-- Each wallet is refilled at most once per month, whatever the outcome.
CREATE UNIQUE INDEX refill_attempts_monthly_once ON refill_attempts (wallet_id, period) WHERE kind = 'monthly';
CREATE INDEX refill_attempts_failed_idx ON refill_attempts (wallet_id, created_at) WHERE status = 'failed';

-- The trigger that queues an automatic refill when a debit or a hold leaves a wallet below
-- its threshold (enqueue_automatic_refill) is in repeatable/refills.sql.
