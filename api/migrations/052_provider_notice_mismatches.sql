-- A correctly signed notice (or status answer) of the card provider that does not match the
-- payment it names: another amount than the MobilePay deposit or the card payment asked for,
-- an unknown payment, a payment already paid by another provider transaction. Recorded once,
-- answered 2xx so the provider stops retrying, and nothing is credited on it; the help desk
-- sees it as a note on the transaction and settles it by hand (a refund at the provider).
CREATE TABLE provider_notice_mismatches (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The provider's event id; NULL when the provider's status answer said it (no event).
  event_id text CHECK (length(event_id) BETWEEN 1 AND 200),
  -- The payment the notice names, as sent; the transaction when it is one of ours.
  payment_id text NOT NULL CHECK (length(payment_id) BETWEEN 1 AND 200),
  transaction_id uuid REFERENCES payment_transactions (id),
  kind text NOT NULL CHECK (kind IN ('payment_completed', 'payment_failed')),
  provider_transaction_id text CHECK (length(provider_transaction_id) <= 200),
  -- What the transaction asks and what the provider says it paid (øre), when the amounts differ.
  expected_ore bigint,
  paid_ore bigint,
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 1000),
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX provider_notice_mismatches_event_idx ON provider_notice_mismatches (event_id) WHERE event_id IS NOT NULL;
CREATE INDEX provider_notice_mismatches_transaction_idx ON provider_notice_mismatches (transaction_id) WHERE transaction_id IS NOT NULL;
