-- The wallet's transaction list joins each ledger transaction to the payment or refill it
-- settled; these make those lookups index reads.
CREATE INDEX payment_transactions_ledger_idx ON payment_transactions (ledger_transaction_id) WHERE ledger_transaction_id IS NOT NULL;
CREATE INDEX refill_attempts_ledger_idx ON refill_attempts (ledger_transaction_id) WHERE ledger_transaction_id IS NOT NULL;
CREATE INDEX payment_transactions_unsettled_orders_idx ON payment_transactions (wallet_id, created_at DESC)
  WHERE kind = 'order' AND ledger_transaction_id IS NULL;
