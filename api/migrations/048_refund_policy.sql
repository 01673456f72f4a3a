-- Who may take money back (issue 23; @kk/domain refundPolicy.ts).
--
-- cancellable_until  a webshop order's cancellation deadline for the family, stored when
--                    the order is placed (24 hours after it, @kk/domain
--                    webshopCancellationDeadline), so a later change of the rule does not
--                    move it. Null for every other payment, and for webshop orders placed
--                    before this migration: their deadline is read as created_at + 24 hours.
-- handed_out_at      when a webshop order was handed out to the child (the shop's list sets
--                    it); from then on the family can no longer cancel it.
ALTER TABLE payment_transactions
  ADD COLUMN cancellable_until timestamptz,
  ADD COLUMN handed_out_at timestamptz;
