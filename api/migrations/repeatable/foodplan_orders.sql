-- The kitchen's live production list (issue 26). Repeatable: api/src/db/migrate.ts applies
-- this file after the numbered migrations whenever its text changes.
--
-- Whenever a food plan's portions change, the database announces it on the channel
-- foodplan_orders with the payload {"foodPlanId": uuid, "from": "YYYY-MM-DD", "to": "YYYY-MM-DD"}
-- (the Copenhagen days touched). Every API instance LISTENs there (live/hub.ts
-- FoodPlanOrdersHub) and tells the production-list pages watching that plan to refetch
-- (GET /api/live/production). What changes portions:
--   * a food-plan order placed, completed, failed, cancelled or expired (its status), at
--     commit time, when its lines and its subscription period are written;
--   * a line refunded (its refunded_quantity);
--   * a subscription period given a payment (a period's payment completing or being
--     refunded is the payment's status or its line's refund, above).
-- Notifications are delivered only when the transaction commits and never for a rolled-back
-- one; identical payloads within one transaction are delivered once. Only food-plan orders
-- (is_foodplan) notify, so the canteen's sales never take NOTIFY's lock, and only for
-- plans a kitchen watches live (notify_foodplan_orders).
--
-- Other changes of who eats (absences) announce themselves with
-- notify_foodplan_orders(plan, first_day, last_day) or notify_foodplan_orders_of_wallet(wallet, day).

-- Only for plans a production-list stream watches (live_production_watchers, migration 062):
-- NOTIFY takes a database-wide lock until the commit is flushed.
CREATE OR REPLACE FUNCTION notify_foodplan_orders(plan uuid, first_day date, last_day date) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM live_production_watchers WHERE foodplan_id = plan AND expires_at > clock_timestamp()) THEN
    PERFORM pg_notify('foodplan_orders', json_build_object('foodPlanId', plan, 'from', to_char(first_day, 'YYYY-MM-DD'), 'to', to_char(last_day, 'YYYY-MM-DD'))::text);
  END IF;
END
$$;

-- The plans whose subscriptions a wallet holds (a child's absence on a day changes their portions).
CREATE OR REPLACE FUNCTION notify_foodplan_orders_of_wallet(wallet uuid, day date) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_foodplan_orders(plans.foodplan_id, day, day)
     FROM (SELECT DISTINCT o.foodplan_id FROM foodplan_subscriptions s JOIN foodplan_subscription_offers o ON o.id = s.offer_id WHERE s.wallet_id = wallet) plans;
END
$$;

-- Every plan and span of days a payment's lines (menu items) and subscription periods touch.
CREATE OR REPLACE FUNCTION notify_foodplan_orders_of_payment(payment uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_foodplan_orders(touched.foodplan_id, touched.first_day, touched.last_day)
     FROM (
       SELECT i.foodplan_id, min(i.serve_date) AS first_day, max(i.serve_date) AS last_day
         FROM payment_transaction_lines l JOIN foodplan_items i ON i.product_id = l.product_id
        WHERE l.transaction_id = payment
        GROUP BY i.foodplan_id
       UNION ALL
       SELECT o.foodplan_id, sp.start_date, sp.end_date
         FROM foodplan_subscription_periods sp
         JOIN foodplan_subscriptions s ON s.id = sp.subscription_id
         JOIN foodplan_subscription_offers o ON o.id = s.offer_id
        WHERE sp.payment_id = payment
     ) touched;
END
$$;

CREATE OR REPLACE FUNCTION notify_foodplan_order_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_foodplan_orders_of_payment(NEW.id);
  RETURN NULL;
END
$$;

-- Deferred to the commit: the order's lines and its period are written after its row.
DROP TRIGGER IF EXISTS payment_transactions_foodplan_placed ON payment_transactions;
CREATE CONSTRAINT TRIGGER payment_transactions_foodplan_placed AFTER INSERT ON payment_transactions
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.is_foodplan AND NEW.kind = 'order')
  EXECUTE FUNCTION notify_foodplan_order_row();
DROP TRIGGER IF EXISTS payment_transactions_foodplan_status ON payment_transactions;
CREATE CONSTRAINT TRIGGER payment_transactions_foodplan_status AFTER UPDATE OF status_id ON payment_transactions
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.is_foodplan AND NEW.kind = 'order' AND NEW.status_id IS DISTINCT FROM OLD.status_id)
  EXECUTE FUNCTION notify_foodplan_order_row();

CREATE OR REPLACE FUNCTION notify_foodplan_line_refund() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM payment_transactions t WHERE t.id = NEW.transaction_id AND t.is_foodplan AND t.kind = 'order') THEN
    PERFORM notify_foodplan_orders(i.foodplan_id, i.serve_date, i.serve_date) FROM foodplan_items i WHERE i.product_id = NEW.product_id;
    -- A subscription period's payment refunded.
    PERFORM notify_foodplan_orders_of_payment(NEW.transaction_id)
      WHERE EXISTS (SELECT 1 FROM foodplan_subscription_periods sp WHERE sp.payment_id = NEW.transaction_id);
  END IF;
  RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS payment_transaction_lines_foodplan_refund ON payment_transaction_lines;
CREATE TRIGGER payment_transaction_lines_foodplan_refund AFTER UPDATE OF refunded_quantity ON payment_transaction_lines
  FOR EACH ROW WHEN (NEW.refunded_quantity IS DISTINCT FROM OLD.refunded_quantity)
  EXECUTE FUNCTION notify_foodplan_line_refund();

CREATE OR REPLACE FUNCTION notify_foodplan_period() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_foodplan_orders(o.foodplan_id, NEW.start_date, NEW.end_date)
     FROM foodplan_subscriptions s JOIN foodplan_subscription_offers o ON o.id = s.offer_id
    WHERE s.id = NEW.subscription_id;
  RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS foodplan_subscription_periods_notify ON foodplan_subscription_periods;
CREATE TRIGGER foodplan_subscription_periods_notify AFTER INSERT OR UPDATE OF payment_id ON foodplan_subscription_periods
  FOR EACH ROW EXECUTE FUNCTION notify_foodplan_period();

-- A child reported absent (issue 26): every plan the child had portions of that day, by
-- subscription or by order (the list leaves out an absent child's portions, credited or not).
CREATE OR REPLACE FUNCTION notify_foodplan_absence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_foodplan_orders_of_wallet(NEW.wallet_id, NEW.absent_on);
  PERFORM notify_foodplan_orders(ordered.foodplan_id, NEW.absent_on, NEW.absent_on)
     FROM (SELECT DISTINCT i.foodplan_id
             FROM payment_transactions t
             JOIN payment_transaction_lines l ON l.transaction_id = t.id
             JOIN foodplan_items i ON i.product_id = l.product_id
            WHERE t.wallet_id = NEW.wallet_id AND t.kind = 'order' AND t.is_foodplan AND i.serve_date = NEW.absent_on) ordered;
  RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS foodplan_absences_notify ON foodplan_absences;
CREATE TRIGGER foodplan_absences_notify AFTER INSERT ON foodplan_absences
  FOR EACH ROW EXECUTE FUNCTION notify_foodplan_absence();
