-- A webshop order's hand-out (migration 064): handed_out_at and handed_out_by are set once,
-- together, on a completed order, and never changed or cleared after. Repeatable:
-- api/src/db/migrate.ts applies this file after the numbered migrations whenever its text changes.
CREATE OR REPLACE FUNCTION payment_hand_out_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.handed_out_at IS NOT NULL THEN
    RAISE EXCEPTION 'payment % was handed out already: its hand-out is not changed', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.handed_out_at IS NOT NULL AND NEW.status_id <> 2 THEN
    RAISE EXCEPTION 'payment % is not completed: only a completed order is handed out', NEW.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
DROP TRIGGER IF EXISTS payment_transactions_hand_out_once ON payment_transactions;
CREATE TRIGGER payment_transactions_hand_out_once BEFORE UPDATE OF handed_out_at, handed_out_by ON payment_transactions
  FOR EACH ROW
  WHEN (OLD.handed_out_at IS DISTINCT FROM NEW.handed_out_at OR OLD.handed_out_by IS DISTINCT FROM NEW.handed_out_by)
  EXECUTE FUNCTION payment_hand_out_once();
