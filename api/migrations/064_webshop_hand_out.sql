-- The webshop's hand-out list (issue 26): who handed a webshop order out, beside when
-- (handed_out_at, migration 048). Both are set together, once, by the partner site's tick
-- (Settlement.markHandedOut, under the payment's row lock), and only on a webshop order: an
-- online order of a webshop that is neither a food-plan nor a meeting order. The trigger in
-- repeatable/handout.sql keeps them once set and asks a completed order when they are set.
ALTER TABLE payment_transactions
  ADD COLUMN handed_out_by uuid REFERENCES users (id),
  ADD CONSTRAINT payment_transactions_handed_out_check CHECK (
    (handed_out_at IS NULL AND handed_out_by IS NULL)
    OR (handed_out_at IS NOT NULL AND handed_out_by IS NOT NULL AND kind = 'order'
        AND webshop_id IS NOT NULL AND NOT is_foodplan AND food_plan_id IS NULL)
  );

-- A webshop's orders by when they were placed: the hand-out list reads the day's and the
-- outstanding ones of one webshop (the canteen's sales carry no webshop and skip it).
CREATE INDEX payment_transactions_webshop_orders_idx
  ON payment_transactions (webshop_id, created_at) WHERE kind = 'order' AND webshop_id IS NOT NULL;
