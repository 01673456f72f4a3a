-- A family's data (issue 28): every erasure the support tool makes of a closed family, kept
-- for good (append-only: the trigger is catalogue.sql's admin_refuse_history_change). It
-- names only ids and counts, never the personal data that was removed.
CREATE TABLE family_erasures (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The guardian the support tool named; the user row stays, anonymised.
  user_id uuid NOT NULL REFERENCES users (id),
  erased_by_user_id uuid NOT NULL REFERENCES users (id),
  user_ids uuid[] NOT NULL,
  wallet_group_ids uuid[] NOT NULL,
  wallet_ids uuid[] NOT NULL,
  -- Rows changed or deleted per table, e.g. {"users": 1, "message_log": 4}.
  counts jsonb NOT NULL,
  erased_at timestamptz NOT NULL
);
CREATE INDEX family_erasures_user_idx ON family_erasures (user_id);

-- The message-retention job reads message logs by age.
CREATE INDEX message_log_created_at_idx ON message_log (created_at);
