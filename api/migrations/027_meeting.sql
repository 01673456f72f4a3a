-- Meeting catering (spec sections 3 and 4): a meeting-catering customer's departments, its
-- locations (catalogue owners of kind 'meeting_location') and what each location's
-- products carry beyond the catalogue's name and price in øre: a daily window in
-- Copenhagen time (FromTime to ToTime, which may cross midnight), a deadline (type 1 to 3
-- and an amount; @kk/domain MEETING_DEADLINE_TYPES says what they mean) and a UI group.
-- An order of the payment handler with meeting information gets a meeting_orders row.

CREATE TABLE meeting_departments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  customer_id uuid NOT NULL REFERENCES customers (id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (customer_id, name)
);

CREATE TABLE meeting_product_groups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  customer_id uuid NOT NULL REFERENCES customers (id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (customer_id, name)
);

CREATE TABLE meeting_products (
  product_id uuid PRIMARY KEY REFERENCES catalogue_products (id),
  -- Local (Copenhagen) times of day; to_time < from_time crosses midnight, equal is all day.
  from_time time NOT NULL,
  to_time time NOT NULL,
  deadline_type smallint NOT NULL CHECK (deadline_type BETWEEN 1 AND 3),
  deadline_amount integer NOT NULL CHECK (deadline_amount BETWEEN 0 AND 10000),
  product_group_id uuid REFERENCES meeting_product_groups (id)
);
CREATE INDEX meeting_products_group_idx ON meeting_products (product_group_id);

CREATE TABLE meeting_orders (
  transaction_id uuid PRIMARY KEY REFERENCES payment_transactions (id),
  customer_id uuid NOT NULL REFERENCES customers (id),
  location_id uuid NOT NULL REFERENCES catalogue_owners (id),
  department_id uuid REFERENCES meeting_departments (id),
  delivery_time timestamptz NOT NULL,
  participants integer NOT NULL CHECK (participants BETWEEN 1 AND 10000),
  picked_up_by_customer boolean NOT NULL,
  note text CHECK (length(note) <= 2000),
  is_external boolean NOT NULL DEFAULT true,
  -- The earliest deadline of the order's products for its delivery: until then it may be
  -- changed or cancelled. Recomputed by every change.
  deadline_at timestamptz NOT NULL CHECK (deadline_at <= delivery_time),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
-- The kitchen's day: orders by location and delivery time.
CREATE INDEX meeting_orders_location_delivery_idx ON meeting_orders (location_id, delivery_time);
CREATE INDEX meeting_orders_customer_delivery_idx ON meeting_orders (customer_id, delivery_time);

-- A change of a meeting order that costs more is charged as an adjustment: a completed
-- child of the order with its own ledger transaction (a change that costs less is a
-- refund child, as before). The order's amount is then everything charged for it.
ALTER TABLE payment_transactions DROP CONSTRAINT payment_transactions_kind_check;
ALTER TABLE payment_transactions
  ADD CONSTRAINT payment_transactions_kind_check CHECK (kind IN ('order', 'terminal', 'card', 'refund', 'adjustment')),
  ADD CONSTRAINT payment_transactions_adjustment_parent CHECK (kind <> 'adjustment' OR parent_id IS NOT NULL);
