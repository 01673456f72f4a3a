-- E-mail alerts per wallet (issue 16): what a guardian sets, and every alert decided.

-- A wallet's alert settings; a wallet without a row has the defaults of @kk/domain
-- DEFAULT_WALLET_ALERT_SETTINGS (no low-balance alert, failed refills and expiring cards told).
CREATE TABLE wallet_alert_settings (
  wallet_id uuid PRIMARY KEY REFERENCES wallets (id),
  low_balance_enabled boolean NOT NULL,
  -- øre; kept while the alert is off, NULL when none was ever set.
  low_balance_threshold_ore bigint CHECK (low_balance_threshold_ore > 0 AND low_balance_threshold_ore <= 1000000),
  failed_refill_enabled boolean NOT NULL,
  card_expiry_enabled boolean NOT NULL,
  updated_by_user_id uuid REFERENCES users (id),
  updated_at timestamptz NOT NULL,
  CHECK (NOT low_balance_enabled OR low_balance_threshold_ore IS NOT NULL)
);

-- Every alert decided, before its e-mail is sent (a job after the commit): the unique keys
-- are the rules "at most one alert of a kind per wallet per Copenhagen day" and "a card is
-- warned about (or reported expired) once per wallet", decided by the database, so two
-- debits at once, two job runs or two instances send one e-mail.
CREATE TABLE wallet_alerts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  wallet_id uuid NOT NULL REFERENCES wallets (id),
  kind text NOT NULL CHECK (kind IN ('low_balance', 'failed_refill', 'card_expiry', 'card_expired')),
  -- The Copenhagen day it was decided on.
  alert_day date NOT NULL,
  credit_card_id uuid REFERENCES credit_cards (id),
  -- The balance that crossed (low_balance) or the threshold in force then, øre.
  balance_ore bigint,
  threshold_ore bigint,
  created_at timestamptz NOT NULL,
  UNIQUE (wallet_id, kind, alert_day),
  CHECK ((kind IN ('card_expiry', 'card_expired')) = (credit_card_id IS NOT NULL))
);
CREATE UNIQUE INDEX wallet_alerts_card_once ON wallet_alerts (wallet_id, kind, credit_card_id) WHERE credit_card_id IS NOT NULL;

-- The e-mails of the new kinds, in the message log.
ALTER TABLE message_log DROP CONSTRAINT message_log_kind_check;
ALTER TABLE message_log ADD CONSTRAINT message_log_kind_check
  CHECK (kind IN ('receipt', 'failed_refill', 'invitation', 'refund', 'low_balance', 'card_expiry', 'card_expired'));

-- A refill whose card has expired is not charged: it pauses, and the guardian is told.
ALTER TABLE refill_attempts DROP CONSTRAINT refill_attempts_status_check;
ALTER TABLE refill_attempts ADD CONSTRAINT refill_attempts_status_check CHECK (status IN ('charging', 'succeeded', 'failed', 'skipped', 'paused'));
