-- Institutions edit their own catalogue on the partner site (issue 25): webshop products,
-- food-plan menus and meeting options.
--
-- * Every product carries its VAT rate in basis points (Danish moms 25 %, or 0 for an
--   exempt item) and a sold-out flag the seller sets by hand, beside the stock.
-- * A stock change by hand is an adjustment with a reason, recorded with the stock it left;
--   it is decided under the product row's lock, the same lock a reservation takes stock
--   under (catalogue/repository.ts takeStock), so an adjustment during a rush is exact.
-- * Every change of the catalogue is a row of catalogue_changes: who, when, what before
--   and after. The rows are never changed or deleted (trigger below).
-- * A master caterer (an outside kitchen that cooks for several schools' food plans) is an
--   entity of its own; its staff edit the menus of the plans it cooks and nothing else.
-- * A food-plan dish is a draft until it is published: published_at NULL is a draft, a
--   future instant publishes it then. Families see only published dishes.

ALTER TABLE catalogue_products
  ADD COLUMN vat_rate_bp smallint NOT NULL DEFAULT 2500 CHECK (vat_rate_bp IN (0, 2500)),
  ADD COLUMN sold_out boolean NOT NULL DEFAULT false;

CREATE TABLE catalogue_stock_adjustments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id uuid NOT NULL REFERENCES catalogue_products (id),
  -- Received adds, damaged takes away, counted sets the stock to what was counted.
  reason text NOT NULL CHECK (reason IN ('received', 'counted', 'damaged')),
  change integer NOT NULL,
  stock_before integer NOT NULL CHECK (stock_before >= 0),
  stock_after integer NOT NULL CHECK (stock_after >= 0),
  user_id uuid REFERENCES users (id),
  created_at timestamptz NOT NULL,
  CHECK (stock_after = stock_before + change)
);
CREATE INDEX catalogue_stock_adjustments_product_idx ON catalogue_stock_adjustments (product_id, created_at);

CREATE TABLE catalogue_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id uuid NOT NULL REFERENCES customers (id),
  -- The generic list the change was made in: WebshopProduct, FoodPlanItem, MeetingProduct,
  -- MeetingLocation, MeetingDepartment.
  entity text NOT NULL CHECK (length(entity) BETWEEN 1 AND 50),
  entity_id uuid NOT NULL,
  action text NOT NULL CHECK (action IN ('create', 'update', 'delete', 'stock', 'publish')),
  user_id uuid REFERENCES users (id),
  author_name text NOT NULL,
  before_state jsonb,
  after_state jsonb,
  created_at timestamptz NOT NULL
);
CREATE INDEX catalogue_changes_entity_idx ON catalogue_changes (entity, entity_id, id);

CREATE TABLE master_caterers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 200),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE master_caterer_staff (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  caterer_id uuid NOT NULL REFERENCES master_caterers (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, caterer_id)
);

ALTER TABLE foodplans ADD COLUMN caterer_id uuid REFERENCES master_caterers (id);
CREATE INDEX foodplans_caterer_idx ON foodplans (caterer_id);

-- The plans a database already holds: one caterer per name.
INSERT INTO master_caterers (name)
  SELECT DISTINCT caterer_name FROM foodplans WHERE is_master_cater AND caterer_name IS NOT NULL;
UPDATE foodplans f SET caterer_id = m.id FROM master_caterers m WHERE f.is_master_cater AND f.caterer_name = m.name;

-- Existing dishes were published when they were written.
ALTER TABLE foodplan_items ADD COLUMN published_at timestamptz DEFAULT now();
