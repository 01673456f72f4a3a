-- Staff and their roles (issue 28): a customer's administrators (partner site, role
-- StaffAdministration) and the help desk invite staff by e-mail, give and take roles, and
-- deactivate a member.
--
-- A deactivated user cannot sign in, and their sessions were revoked in the same
-- transaction that deactivated them, so they end at once.
ALTER TABLE users ADD COLUMN deactivated_at timestamptz;

-- An invited member has no password until they choose one from the invitation's link
-- (a password_resets row of the invitation's validity): '!invited' is no scrypt hash, so
-- no password matches it.

-- Every change of a member of staff, in the same transaction as the change: who made it,
-- for which customer, the member before and after. Never changed or removed (trigger in
-- migrations/repeatable/catalogue.sql).
CREATE TABLE staff_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  staff_user_id uuid NOT NULL REFERENCES users (id),
  customer_id uuid REFERENCES customers (id),
  action text NOT NULL CHECK (action IN ('create', 'update', 'delete')),
  user_id uuid REFERENCES users (id),
  author_name text NOT NULL,
  before_state jsonb,
  after_state jsonb,
  created_at timestamptz NOT NULL
);
CREATE INDEX staff_changes_staff_idx ON staff_changes (staff_user_id, id);

