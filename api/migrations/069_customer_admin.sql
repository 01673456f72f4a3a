-- The help desk sets up customers (issue 28): every change of a customer, its settings and
-- its page settings is a row here, written in the same transaction as the change: who, when,
-- the customer before and after as the support tool's list shows it. The rows are never
-- changed or removed (trigger in migrations/repeatable/catalogue.sql), and outlive a removed customer (so no foreign key to customers).
CREATE TABLE customer_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id uuid NOT NULL,
  action text NOT NULL CHECK (action IN ('create', 'update', 'delete')),
  user_id uuid REFERENCES users (id),
  author_name text NOT NULL,
  before_state jsonb,
  after_state jsonb,
  created_at timestamptz NOT NULL
);
CREATE INDEX customer_changes_customer_idx ON customer_changes (customer_id, id);

