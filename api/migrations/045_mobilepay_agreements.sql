-- MobilePay agreements for refills (issue 16): a guardian approves once, in MobilePay, that
-- a wallet's automatic or monthly refill may be charged up to max_amount_ore at a time. The
-- agreement is written 'pending' when the approval page is opened, and becomes 'active'
-- (with the provider's token) or 'failed' (with the reason) on the provider's signed
-- notification, once; 'stopped' when the guardian ends it. No card data: the token is the
-- provider's, and only the phone number's last four digits are kept.
CREATE TABLE mobilepay_agreements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  wallet_id uuid NOT NULL REFERENCES wallets (id),
  status text NOT NULL CHECK (status IN ('pending', 'active', 'stopped', 'failed')),
  max_amount_ore bigint NOT NULL CHECK (max_amount_ore > 0),
  provider_token text,
  mobile_number_last4 text CHECK (mobile_number_last4 ~ '^[0-9]{4}$'),
  redirect_url text,
  failure_reason text CHECK (length(failure_reason) <= 200),
  created_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  approved_at timestamptz,
  stopped_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  finished_at timestamptz,
  CHECK ((status = 'active') <= (provider_token IS NOT NULL))
);
-- At most one agreement in use per wallet.
CREATE UNIQUE INDEX mobilepay_agreements_one_active ON mobilepay_agreements (wallet_id) WHERE status = 'active';
CREATE INDEX mobilepay_agreements_wallet_idx ON mobilepay_agreements (wallet_id, created_at);

-- Which way a refill is paid: the wallet's primary card (as before) or its MobilePay agreement.
ALTER TABLE automatic_refill_settings ADD COLUMN payment_method text NOT NULL DEFAULT 'card' CHECK (payment_method IN ('card', 'mobilepay'));
ALTER TABLE monthly_refill_settings ADD COLUMN payment_method text NOT NULL DEFAULT 'card' CHECK (payment_method IN ('card', 'mobilepay'));

-- A refill charged through an agreement names it instead of a card.
ALTER TABLE refill_attempts ADD COLUMN mobilepay_agreement_id uuid REFERENCES mobilepay_agreements (id);
ALTER TABLE refill_attempts ADD CONSTRAINT refill_attempts_one_payment_method CHECK (credit_card_id IS NULL OR mobilepay_agreement_id IS NULL);
