-- Card top-ups as transactions staff can find (issue 13): every deposit by a saved card
-- (POST .../SubscriptionBill) and every automatic or monthly refill that was charged or
-- failed is also a payment transaction of kind 'deposit', written in the same database
-- transaction as its outcome (the ledger's credit, or the failure). The staff searches,
-- the word index (migration 034's triggers index every kind but 'card'), the details,
-- the notes, the custom informations, the help-desk tickets and the message log all
-- refer to payment_transactions, so a top-up gets them all without a second model.
-- The money still moves only through ledger_post; these rows describe, as the orders' do.
--
--   top_up          card (a deposit by card), automatic, monthly
--   credit_card_id  the card charged (or the one a failed refill would have charged)
--
-- A failed top-up is status 3 with its reason in error_message (NoFund, credit card
-- error, NoCreditCard, timeout); a retry from the support tool under way is status 1
-- until it settles (expires_at: when a crashed retry may be claimed again).
ALTER TABLE payment_transactions DROP CONSTRAINT payment_transactions_kind_check;
ALTER TABLE payment_transactions
  ADD CONSTRAINT payment_transactions_kind_check CHECK (kind IN ('order', 'terminal', 'card', 'refund', 'adjustment', 'deposit')),
  ADD COLUMN top_up text CHECK (top_up IN ('card', 'automatic', 'monthly')),
  ADD COLUMN credit_card_id uuid REFERENCES credit_cards (id),
  ADD CONSTRAINT payment_transactions_top_up_kind CHECK ((kind = 'deposit') = (top_up IS NOT NULL));

-- A refill attempt's transaction: one each, once it has an outcome.
ALTER TABLE refill_attempts ADD COLUMN payment_transaction_id uuid UNIQUE REFERENCES payment_transactions (id);

-- The guardian's language ('da' or 'en'), remembered at login from the language header:
-- the receipts and failed-refill notices are written in it (Danish without one).
ALTER TABLE users ADD COLUMN language text CHECK (language IN ('da', 'en'));

-- The backfill: refill attempts that already have an outcome, then the other card
-- deposits the ledger holds (those made before this migration).
CREATE TEMPORARY TABLE top_up_backfill ON COMMIT DROP AS
SELECT gen_random_uuid() AS id, r.id AS attempt_id, r.wallet_id, w.customer_id, r.kind AS top_up, r.credit_card_id,
       CASE WHEN r.status = 'succeeded' THEN 2 ELSE 3 END AS status_id,
       CASE WHEN r.status = 'failed' THEN coalesce(r.failure_reason, 'credit card error') END AS error_message,
       CASE WHEN r.kind = 'automatic' THEN 'Automatisk optankning' ELSE 'Månedlig optankning ' || r.period END
         || coalesce(', kort •••• ' || c.last4, '') AS description,
       r.amount_ore, r.ledger_transaction_id, coalesce(r.finished_at, r.created_at) AS created_at
  FROM refill_attempts r
  JOIN wallets w ON w.id = r.wallet_id
  LEFT JOIN credit_cards c ON c.id = r.credit_card_id
 WHERE r.status IN ('succeeded', 'failed');

INSERT INTO payment_transactions (id, kind, status_id, wallet_id, customer_id, description, amount_ore, card_amount_ore,
                                  top_up, credit_card_id, ledger_transaction_id, error_message, created_at, updated_at)
SELECT id, 'deposit', status_id, wallet_id, customer_id, description, amount_ore, amount_ore, top_up, credit_card_id,
       ledger_transaction_id, error_message, created_at, created_at
  FROM top_up_backfill;
UPDATE refill_attempts r SET payment_transaction_id = b.id FROM top_up_backfill b WHERE b.attempt_id = r.id;

INSERT INTO payment_transactions (kind, status_id, wallet_id, customer_id, description, amount_ore, card_amount_ore,
                                  top_up, ledger_transaction_id, created_at, updated_at)
SELECT 'deposit', 2, a.wallet_id, w.customer_id, left(lt.description, 500), p.amount_ore, p.amount_ore, 'card', lt.id,
       lt.created_at, lt.created_at
  FROM ledger_transactions lt
  JOIN ledger_postings p ON p.transaction_id = lt.id
  JOIN ledger_accounts a ON a.id = p.account_id AND a.kind = 'wallet'
  JOIN wallets w ON w.id = a.wallet_id
 WHERE lt.kind = 'card_deposit'
   AND NOT EXISTS (SELECT 1 FROM payment_transactions t WHERE t.ledger_transaction_id = lt.id);
