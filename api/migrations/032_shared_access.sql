-- Shared access (issue 14; spec sections 3, 4, 5 and 7 "Onboarding") and the e-mails the
-- platform sends.
--
-- A guardian invites another person by e-mail. The invitation's secret travels only in the
-- e-mail's link; the table keeps its SHA-256, so a copy of the table opens nothing. It is
-- used once, can be withdrawn, and expires (@kk/domain INVITATION_VALID_DAYS).

CREATE TABLE access_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  inviter_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  secret_hash text NOT NULL UNIQUE CHECK (secret_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  used_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  withdrawn_at timestamptz,
  CHECK (expires_at > created_at),
  CHECK (used_at IS NULL OR withdrawn_at IS NULL)
);
CREATE INDEX access_invitations_inviter_idx ON access_invitations (inviter_user_id, created_at DESC);

-- An accepted invitation: the receiver became a guardian of the giver's wallet groups.
-- `added_roles` are the roles the acceptance gave the receiver (those they lacked), so
-- removing the access takes back exactly what it gave.
CREATE TABLE wallet_accesses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  invitation_id uuid NOT NULL UNIQUE REFERENCES access_invitations (id) ON DELETE CASCADE,
  giver_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  receiver_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  added_roles text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL,
  CHECK (giver_user_id <> receiver_user_id)
);
CREATE INDEX wallet_accesses_giver_idx ON wallet_accesses (giver_user_id);
CREATE INDEX wallet_accesses_receiver_idx ON wallet_accesses (receiver_user_id);

-- The wallet groups an access covers. `owns_guardian_row`: this access made the receiver's
-- row in wallet_group_guardians (the receiver was not a guardian of the group before), so
-- removing the access removes the row; when two accesses cover a group, removing the one
-- that owns the row hands it to the other. A guardian row that no access owns is the
-- guardian's own (the seed's, or a school's registration): only those can be shared on.
CREATE TABLE wallet_access_groups (
  access_id uuid NOT NULL REFERENCES wallet_accesses (id) ON DELETE CASCADE,
  wallet_group_id uuid NOT NULL REFERENCES wallet_groups (id) ON DELETE CASCADE,
  owns_guardian_row boolean NOT NULL,
  PRIMARY KEY (access_id, wallet_group_id)
);
CREATE INDEX wallet_access_groups_group_idx ON wallet_access_groups (wallet_group_id);

-- The e-mails the database mail transport keeps instead of sending them (the default in
-- development; the development mail page lists them). Each is also in message_log, which
-- every transport writes.
CREATE TABLE kept_mails (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  message_log_id uuid NOT NULL UNIQUE REFERENCES message_log (id) ON DELETE CASCADE,
  to_address text NOT NULL CHECK (length(to_address) BETWEEN 3 AND 320),
  subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 300),
  text_body text NOT NULL CHECK (length(text_body) BETWEEN 1 AND 100000),
  html_body text NOT NULL CHECK (length(html_body) BETWEEN 1 AND 200000),
  created_at timestamptz NOT NULL
);
CREATE INDEX kept_mails_created_idx ON kept_mails (created_at DESC);
