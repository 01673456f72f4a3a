-- The catalogue: what a customer sells, with prices in øre and optional stock. A product
-- belongs to one of the customer's sale points: a webshop, a food plan, a meeting
-- location or a canteen. Payments recompute every price from here; a request's prices are
-- only compared, never used.

CREATE TABLE catalogue_owners (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  customer_id uuid NOT NULL REFERENCES customers (id),
  kind text NOT NULL CHECK (kind IN ('webshop', 'foodplan', 'meeting_location', 'canteen')),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, kind, customer_id)
);
CREATE INDEX catalogue_owners_customer_idx ON catalogue_owners (customer_id, kind);

CREATE TABLE catalogue_products (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  customer_id uuid NOT NULL REFERENCES customers (id),
  owner_kind text NOT NULL,
  owner_id uuid NOT NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  price_ore bigint NOT NULL CHECK (price_ore >= 0),
  -- NULL: unlimited. Reserved and sold units are taken off; cancels, refunds and
  -- expiries put them back.
  stock integer CHECK (stock >= 0),
  -- A food group a wallet can be restricted from (e.g. 'sweets', 'soda').
  food_group text CHECK (length(food_group) BETWEEN 1 AND 50),
  -- Past this instant the product can no longer be ordered (status code 11).
  orderable_until timestamptz,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (owner_id, owner_kind, customer_id) REFERENCES catalogue_owners (id, kind, customer_id)
);
CREATE INDEX catalogue_products_owner_idx ON catalogue_products (owner_id);
CREATE INDEX catalogue_products_customer_idx ON catalogue_products (customer_id);
