-- A refill paid with MobilePay pauses while the wallet has no active agreement (issue 16):
-- the guardian is told by e-mail, as for a refill paused on an expired card, at most once a
-- day per wallet (the unique key of migration 042).
ALTER TABLE wallet_alerts DROP CONSTRAINT wallet_alerts_kind_check;
ALTER TABLE wallet_alerts ADD CONSTRAINT wallet_alerts_kind_check
  CHECK (kind IN ('low_balance', 'failed_refill', 'card_expiry', 'card_expired', 'mobilepay_agreement_inactive'));

ALTER TABLE message_log DROP CONSTRAINT message_log_kind_check;
ALTER TABLE message_log ADD CONSTRAINT message_log_kind_check
  CHECK (kind IN ('receipt', 'failed_refill', 'invitation', 'refund', 'low_balance', 'card_expiry', 'card_expired', 'mobilepay_agreement_inactive'));
