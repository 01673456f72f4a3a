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

-- When a debit or a hold (005_ledger_holds) leaves a wallet's available amount (balance
-- less holds) below its automatic-refill threshold, one refill job is queued in the
-- debit's own transaction. The unique index on active dedupe keys makes concurrent
-- debits queue one job: the second insert waits for the first and then does nothing.
CREATE FUNCTION enqueue_automatic_refill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
       SELECT 1 FROM automatic_refill_settings s
        WHERE s.wallet_id = NEW.wallet_id AND s.enabled AND NEW.balance_ore - NEW.held_ore < s.below_amount_ore
     )
     AND EXISTS (SELECT 1 FROM wallet_primary_cards p WHERE p.wallet_id = NEW.wallet_id) THEN
    INSERT INTO jobs (kind, payload, run_at, dedupe_key)
    VALUES ('automatic-refill', jsonb_build_object('walletId', NEW.wallet_id), now(), 'automatic-refill:' || NEW.wallet_id)
    ON CONFLICT (dedupe_key) WHERE status IN ('pending', 'running') DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER ledger_accounts_automatic_refill AFTER UPDATE OF balance_ore, held_ore ON ledger_accounts
  FOR EACH ROW WHEN (NEW.kind = 'wallet' AND NEW.balance_ore - NEW.held_ore < OLD.balance_ore - OLD.held_ore)
  EXECUTE FUNCTION enqueue_automatic_refill();
