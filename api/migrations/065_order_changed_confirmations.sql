-- A changed order is told too (issue 26): a meeting order's change charges the difference
-- or gives it back, and the family (the staff member) gets the order as it now reads. The
-- event is 'changed', keyed by the change's own child payment ('changed:<adjustment or
-- refund>'), which refund_id then names.
ALTER TABLE order_confirmations DROP CONSTRAINT order_confirmations_event_check;
ALTER TABLE order_confirmations ADD CONSTRAINT order_confirmations_event_check
  CHECK (event IN ('completed', 'cancelled', 'refunded', 'changed'));
ALTER TABLE order_confirmations ADD CONSTRAINT order_confirmations_change_named
  CHECK (event <> 'changed' OR refund_id IS NOT NULL);
