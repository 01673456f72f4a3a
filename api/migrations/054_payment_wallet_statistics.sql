-- The planner's picture of payment_transactions.wallet_id: a wallet holds a tiny share of all
-- payments, however few rows the table had when it was last analysed (issue 32).
--
-- The canteen's double-amount rule (payment_terminal_charge) and the daily limits read a
-- wallet's recent payments: wallet_id = $1 AND created_at > $2, one range of
-- payment_transactions_wallet_idx. On a new database (a new installation, the canteen
-- benchmark) the table is analysed while it holds a handful of payments of one or two
-- wallets, so "wallet_id = $1" looked like it matched every row, and the generic plan each
-- connection caches took payment_transactions_created_idx instead: every sale then read
-- every payment of the window (15,000 rows after a few seconds of a school's lunch) and the
-- till got slower with each sale. A fixed number of distinct wallets (the planner never
-- assumes more than the table's rows) keeps "one wallet" selective from the first sale.
ALTER TABLE payment_transactions ALTER COLUMN wallet_id SET (n_distinct = 100000);
ANALYZE payment_transactions;
