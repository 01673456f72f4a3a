-- Order confirmations by e-mail and SMS (issue 26).

-- Every order event told to the family: an order completed, an order cancelled (a
-- reservation the user cancelled, or a completed order given back whole), a refund. Written
-- in the transaction that causes the event (payment/settlement.ts), so nothing is told of
-- what rolled back; the unique key is the rule "once per event": a retried request (the
-- same Idempotency-Key answers from its stored answer, the same cancel twice moves nothing)
-- writes no second row, and only a new row queues the job that sends the messages.
CREATE TABLE order_confirmations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- 'completed:<order>', 'cancelled:<order>', 'refunded:<refund>'.
  event_key text NOT NULL UNIQUE CHECK (length(event_key) BETWEEN 1 AND 200),
  event text NOT NULL CHECK (event IN ('completed', 'cancelled', 'refunded')),
  payment_id uuid NOT NULL REFERENCES payment_transactions (id),
  -- The refund child that gave the money back (a refund, or a completed order's cancel).
  refund_id uuid REFERENCES payment_transactions (id),
  wallet_id uuid NOT NULL REFERENCES wallets (id),
  -- The wallet's balance just after the event, øre (what the message says).
  balance_ore bigint NOT NULL,
  created_at timestamptz NOT NULL,
  CHECK (event <> 'refunded' OR refund_id IS NOT NULL)
);
CREATE INDEX order_confirmations_payment_idx ON order_confirmations (payment_id);

-- The messages' kind in the message log.
ALTER TABLE message_log DROP CONSTRAINT message_log_kind_check;
ALTER TABLE message_log ADD CONSTRAINT message_log_kind_check
  CHECK (kind IN ('receipt', 'failed_refill', 'invitation', 'refund', 'low_balance', 'card_expiry', 'card_expired', 'mobilepay_agreement_inactive',
                  'dish_changed', 'dish_removed', 'order_confirmation'));

-- The SMS sandbox keeps its texts beside the kept e-mails (the development mail page lists
-- both): to_address is then the mobile number, html_body the escaped text.
ALTER TABLE kept_mails ADD COLUMN channel text NOT NULL DEFAULT 'email' CHECK (channel IN ('email', 'sms'));

-- A wallet's choice of how its order confirmations are told (the alerts dialog): e-mail
-- (on by default), SMS to the wallet's mobile number (off by default).
ALTER TABLE wallet_alert_settings ADD COLUMN order_confirmation_email boolean NOT NULL DEFAULT true;
ALTER TABLE wallet_alert_settings ADD COLUMN order_confirmation_sms boolean NOT NULL DEFAULT false;
