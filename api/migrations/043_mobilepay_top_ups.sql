-- MobilePay deposits (issue 16): adding funds with MobilePay is a top-up like a deposit by
-- card (migration 037), of source 'mobilepay'. Unlike a saved card's charge, its outcome
-- arrives later, by the provider's signed notification after the payer approved (or
-- rejected, or let time run out) in the app: the transaction is written at the start as
-- status 1 (under way, counted under the wallet's ceiling like any card money under way),
-- and becomes 2 with its ledger transaction, or 3 with the reason, exactly once.
ALTER TABLE payment_transactions DROP CONSTRAINT payment_transactions_top_up_check;
ALTER TABLE payment_transactions
  ADD CONSTRAINT payment_transactions_top_up_check CHECK (top_up IN ('card', 'automatic', 'monthly', 'mobilepay'));
