-- Live balances. Repeatable: api/src/db/migrate.ts applies this file after the numbered
-- migrations whenever its text changes.
--
-- Whenever a wallet's balance changes, the database announces it on the
-- channel wallet_balance. Every API instance LISTENs there and forwards the change to the
-- browsers it streams to (GET /api/live/wallets), so a purchase made through any instance
-- reaches every open page. The trigger sits on the balance itself, so every way money
-- moves (payments, the canteen's one-statement charge, deposits, refills, refunds) is
-- announced without the posting code having to remember it.
--
-- Notifications are delivered only when the transaction commits, in commit order, and
-- never for a rolled-back one; the payload carries the balance after the change, so the
-- last one a listener receives is the wallet's committed balance.
--
-- Only for wallets someone watches live (live_wallet_watchers, migration 024): NOTIFY
-- takes a database-wide lock that is held until the commit is flushed, so notifying on
-- every change made every canteen sale commit one at a time. A browser stream leases a
-- row per wallet it shows (renewed with its heartbeat, removed when it closes, left to
-- expire when its instance dies); the trigger notifies only while such a lease is current.
CREATE OR REPLACE FUNCTION notify_wallet_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM live_wallet_watchers WHERE wallet_id = NEW.wallet_id AND expires_at > clock_timestamp()) THEN
    PERFORM pg_notify('wallet_balance', json_build_object('walletId', NEW.wallet_id, 'balanceOre', NEW.balance_ore)::text);
  END IF;
  RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS ledger_accounts_notify_balance ON ledger_accounts;
CREATE TRIGGER ledger_accounts_notify_balance AFTER UPDATE OF balance_ore ON ledger_accounts
  FOR EACH ROW WHEN (NEW.kind = 'wallet' AND NEW.balance_ore IS DISTINCT FROM OLD.balance_ore)
  EXECUTE FUNCTION notify_wallet_balance();
