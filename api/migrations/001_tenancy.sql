-- Customers (tenants) and the settings that switch features per customer.
-- A customer's parent is the customer it belongs to: a school belongs to its municipality.

CREATE TABLE customers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  page_key text NOT NULL CHECK (length(page_key) BETWEEN 1 AND 50),
  type text NOT NULL CHECK (type IN ('municipality', 'school', 'club', 'carehome', 'pointofsale')),
  parent_id uuid REFERENCES customers (id),
  company_registration_number text CHECK (company_registration_number ~ '^[0-9]{8}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (parent_id IS NULL OR parent_id <> id)
);
CREATE INDEX customers_parent_id_idx ON customers (parent_id);
CREATE INDEX customers_page_key_idx ON customers (page_key);

-- Feature flags: a key switches its feature on by being present.
CREATE TABLE customer_settings (
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 100),
  PRIMARY KEY (customer_id, key)
);

-- Page settings: key and value, e.g. ExplicitAccessibility or OnboardingFull = 'true'.
CREATE TABLE customer_page_settings (
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 100),
  value text NOT NULL CHECK (length(value) <= 500),
  PRIMARY KEY (customer_id, key)
);
