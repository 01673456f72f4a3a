-- Live balances. Whenever a wallet's balance changes, the database announces it on the
-- channel wallet_balance. Every API instance LISTENs there and forwards the change to the
-- browsers it streams to (GET /api/live/wallets), so a purchase made through any instance
-- reaches every open page. The trigger sits on the balance itself, so every way money
-- moves (payments, the canteen's one-statement charge, deposits, refills, refunds) is
-- announced without the posting code having to remember it.
--
-- Notifications are delivered only when the transaction commits, in commit order, and
-- never for a rolled-back one; the payload carries the balance after the change, so the
-- last one a listener receives is the wallet's committed balance.

CREATE FUNCTION notify_wallet_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('wallet_balance', json_build_object('walletId', NEW.wallet_id, 'balanceOre', NEW.balance_ore)::text);
  RETURN NULL;
END
$$;

CREATE TRIGGER ledger_accounts_notify_balance AFTER UPDATE OF balance_ore ON ledger_accounts
  FOR EACH ROW WHEN (NEW.kind = 'wallet' AND NEW.balance_ore IS DISTINCT FROM OLD.balance_ore)
  EXECUTE FUNCTION notify_wallet_balance();
