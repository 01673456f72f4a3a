-- Pupils from a class list (issue 28).
--
-- A school's invitation: the import invites each pupil's guardian by e-mail to that pupil's
-- own wallet group (wallet_group_id), in the name of the school (customer_id), through the
-- same single-use link and acceptance page as a guardian's invitation (migration 032). An
-- invitation without a wallet group is a guardian's, covering the inviter's own groups.
-- Accepting a school's invitation makes the receiver a guardian of the group in their own
-- right (no wallet_accesses row: like a school's registration, they may share it on).
ALTER TABLE access_invitations
  ADD COLUMN wallet_group_id uuid REFERENCES wallet_groups (id) ON DELETE CASCADE,
  ADD COLUMN customer_id uuid REFERENCES customers (id),
  ADD CONSTRAINT access_invitations_school_check CHECK ((wallet_group_id IS NULL) = (customer_id IS NULL));
CREATE INDEX access_invitations_group_idx ON access_invitations (wallet_group_id) WHERE wallet_group_id IS NOT NULL;

-- Each applied import: who, when, for which school, and what it did (the audit of the screen).
CREATE TABLE pupil_imports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  customer_id uuid NOT NULL REFERENCES customers (id),
  user_id uuid NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL,
  rows_total integer NOT NULL CHECK (rows_total >= 0),
  rows_new integer NOT NULL CHECK (rows_new >= 0),
  rows_updated integer NOT NULL CHECK (rows_updated >= 0),
  rows_unchanged integer NOT NULL CHECK (rows_unchanged >= 0),
  invitations integer NOT NULL CHECK (invitations >= 0)
);
CREATE INDEX pupil_imports_customer_idx ON pupil_imports (customer_id, created_at DESC);

-- Finding the school's pupils by name and grade (the match of a row without a card).
CREATE INDEX wallets_customer_grade_idx ON wallets (customer_id, grade_number, grade_letter);
