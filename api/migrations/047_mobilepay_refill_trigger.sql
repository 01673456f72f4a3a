-- An automatic refill paid with a MobilePay agreement (045) needs no primary card: a debit
-- that leaves the wallet below its threshold queues the refill job as for a card refill
-- (the job pauses the refill when the agreement is not active). 013's rule asked for a
-- primary card whatever the refill's payment method.
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
