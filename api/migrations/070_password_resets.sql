-- Forgotten password (issue 28): a single-use link, valid 30 minutes, sent by e-mail.

-- One row per link sent. Only the SHA-256 of the link's secret is kept (hex), so a leaked
-- table opens no account. used_at is set once, by the conditional UPDATE of the reset that
-- succeeds (password-reset-repository.ts), so two resets with the same link cannot both win.
CREATE TABLE password_resets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  -- The application that asked (its login page), where the link leads.
  application text NOT NULL CHECK (application IN ('wallet', 'partner', 'support')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  CHECK (created_at < expires_at),
  CHECK (used_at IS NULL OR used_at >= created_at)
);
CREATE INDEX password_resets_user_idx ON password_resets (user_id);
CREATE INDEX password_resets_expires_idx ON password_resets (expires_at);

-- The e-mail's kind in the message log.
ALTER TABLE message_log DROP CONSTRAINT message_log_kind_check;
ALTER TABLE message_log ADD CONSTRAINT message_log_kind_check
  CHECK (kind IN ('receipt', 'failed_refill', 'invitation', 'refund', 'low_balance', 'card_expiry', 'card_expired', 'mobilepay_agreement_inactive',
                  'dish_changed', 'dish_removed', 'order_confirmation', 'password_reset'));
