-- Automatic refills (issue 7 and 045). Repeatable: api/src/db/migrate.ts applies this file
-- after the numbered migrations whenever its text changes.
--
-- When a debit or a hold leaves a wallet's available amount (balance less holds) below its
-- automatic-refill threshold, one refill job is queued in the debit's own transaction. The
-- unique index on active dedupe keys makes concurrent debits queue one job: the second
-- insert waits for the first and then does nothing. A refill paid with a MobilePay
-- agreement needs no primary card (the job pauses the refill when the agreement is not
-- active); a card refill needs the wallet's primary card.
CREATE OR REPLACE FUNCTION enqueue_automatic_refill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
       SELECT 1 FROM automatic_refill_settings s
        WHERE s.wallet_id = NEW.wallet_id AND s.enabled AND NEW.balance_ore - NEW.held_ore < s.below_amount_ore
          AND (s.payment_method = 'mobilepay' OR EXISTS (SELECT 1 FROM wallet_primary_cards p WHERE p.wallet_id = NEW.wallet_id))
     ) THEN
    INSERT INTO jobs (kind, payload, run_at, dedupe_key)
    VALUES ('automatic-refill', jsonb_build_object('walletId', NEW.wallet_id), now(), 'automatic-refill:' || NEW.wallet_id)
    ON CONFLICT (dedupe_key) WHERE status IN ('pending', 'running') DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS ledger_accounts_automatic_refill ON ledger_accounts;
CREATE TRIGGER ledger_accounts_automatic_refill AFTER UPDATE OF balance_ore, held_ore ON ledger_accounts
  FOR EACH ROW WHEN (NEW.kind = 'wallet' AND NEW.balance_ore - NEW.held_ore < OLD.balance_ore - OLD.held_ore)
  EXECUTE FUNCTION enqueue_automatic_refill();
