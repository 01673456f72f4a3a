-- A wallet's payments in a time window are one range of payment_transactions_wallet_idx,
-- whatever the planner's statistics say (issue 32).
--
-- The canteen's double-amount rule and the daily limits ask for one wallet's payments since
-- a moment. Written as "wallet_id = $1 AND created_at > $2", the planner could also answer
-- it from payment_transactions_created_idx (migration 028) and filter on the wallet. On a
-- new database, analysed while the table held a handful of payments of one wallet, "one
-- wallet" looked unselective, every connection cached that plan, and every sale then read
-- every payment of the window (15,000 rows after a few seconds of a school's lunch): the
-- till got slower with each sale. Those queries now say
-- "wallet_id = $1 AND (wallet_id, created_at) > ($1, $2)", a row comparison only an index
-- led by (wallet_id, created_at) in one direction can bound; this index, ascending, is it
-- (a list of a wallet's newest payments reads it backwards).
DROP INDEX payment_transactions_wallet_idx;
CREATE INDEX payment_transactions_wallet_idx ON payment_transactions (wallet_id, created_at);
