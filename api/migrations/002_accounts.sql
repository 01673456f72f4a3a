-- Users, their roles, the customers staff work for, and login sessions.

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE CHECK (email = lower(email) AND email LIKE '%_@_%'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  -- scrypt$N$r$p$salt$hash: the parameters travel with the hash, so they can be raised later.
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE user_roles (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (length(role) BETWEEN 1 AND 100),
  PRIMARY KEY (user_id, role)
);

-- Staff (meeting orderers, partner-site users) work for a customer.
CREATE TABLE customer_memberships (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, customer_id)
);
CREATE INDEX customer_memberships_customer_id_idx ON customer_memberships (customer_id);

-- Only a SHA-256 hash of the bearer token is stored: a copy of this table opens no session.
CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  application text NOT NULL CHECK (application IN ('wallet', 'partner', 'support')),
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  idle_expires_at timestamptz NOT NULL,
  absolute_expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  CHECK (idle_expires_at <= absolute_expires_at)
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);

-- Login attempts that failed or are still running; the rate limit counts them per
-- e-mail and per client address in a sliding window.
CREATE TABLE login_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  ip text NOT NULL,
  attempted_at timestamptz NOT NULL
);
CREATE INDEX login_attempts_email_idx ON login_attempts (email, attempted_at);
CREATE INDEX login_attempts_ip_idx ON login_attempts (ip, attempted_at);
