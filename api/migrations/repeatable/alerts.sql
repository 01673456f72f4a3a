-- Low-balance alerts (issue 16). Repeatable: api/src/db/migrate.ts applies this file after
-- the numbered migrations whenever its text changes.
--
-- When a debit takes a wallet's balance from at or above its guardian's threshold to below
-- it (@kk/domain crossesBelow), the alert is decided in the debit's own transaction: a row
-- in wallet_alerts, whose unique key (wallet, kind, Copenhagen day) lets one alert through
-- per day however many debits cross at once, and, only when that row is new, one job
-- that sends the e-mail after the commit (alerts/alert-jobs.ts). A debit that rolls back
-- takes both with it.
--
-- The trigger sits on the balance, so every debit is seen: the canteen terminal's
-- one-round-trip SQL, wallet payments, anything through ledger_post. Its cost on the
-- canteen's hot path: the WHEN clause (no table read) lets only decreasing wallet balances
-- in, and then one primary-key lookup of wallet_alert_settings; the INSERTs happen at most
-- once per wallet per day (api/README.md, "E-mail alerts per wallet").
CREATE OR REPLACE FUNCTION enqueue_low_balance_alert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  threshold bigint;
  alert_id uuid;
BEGIN
  SELECT s.low_balance_threshold_ore INTO threshold
    FROM wallet_alert_settings s
   WHERE s.wallet_id = NEW.wallet_id AND s.low_balance_enabled;
  IF threshold IS NULL OR NOT (OLD.balance_ore >= threshold AND NEW.balance_ore < threshold) THEN
    RETURN NULL;
  END IF;
  INSERT INTO wallet_alerts (wallet_id, kind, alert_day, balance_ore, threshold_ore, created_at)
  VALUES (NEW.wallet_id, 'low_balance', (now() AT TIME ZONE 'Europe/Copenhagen')::date, NEW.balance_ore, threshold, now())
  ON CONFLICT DO NOTHING
  RETURNING id INTO alert_id;
  IF alert_id IS NOT NULL THEN
    INSERT INTO jobs (kind, payload, run_at, dedupe_key, max_attempts)
    VALUES ('wallet-alert', jsonb_build_object('alertId', alert_id), now(), 'wallet-alert:' || alert_id, 8);
  END IF;
  RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS ledger_accounts_low_balance_alert ON ledger_accounts;
CREATE TRIGGER ledger_accounts_low_balance_alert AFTER UPDATE OF balance_ore ON ledger_accounts
  FOR EACH ROW WHEN (NEW.kind = 'wallet' AND NEW.balance_ore < OLD.balance_ore)
  EXECUTE FUNCTION enqueue_low_balance_alert();
