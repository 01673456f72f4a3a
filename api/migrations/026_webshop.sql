-- The webshop: product groups in a customer's webshop (a catalogue owner of kind
-- 'webshop'), and what a webshop product carries beyond the catalogue's price and stock:
-- a description and descriptors per language, a purchase limit per wallet, a sales
-- window, an image.

CREATE TABLE webshop_product_groups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  webshop_id uuid NOT NULL REFERENCES catalogue_owners (id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webshop_product_groups_webshop_idx ON webshop_product_groups (webshop_id, sort_order);

-- Images are stored in the database, so every instance serves them; the address
-- /blob/product-images/<id> changes with every image and is cached for ever.
CREATE TABLE catalogue_product_images (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  content_type text NOT NULL CHECK (content_type IN ('image/svg+xml', 'image/png', 'image/jpeg', 'image/webp')),
  bytes bytea NOT NULL CHECK (octet_length(bytes) BETWEEN 1 AND 2000000),
  created_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE catalogue_products
  ADD COLUMN product_group_id uuid REFERENCES webshop_product_groups (id),
  ADD COLUMN description text CHECK (length(description) <= 2000),
  -- {"da": "...", "de": "...", "en": "..."}: the product's short descriptors per language.
  ADD COLUMN descriptors jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(descriptors) = 'object'),
  -- How many one wallet may buy in all (reserved and completed purchases, refunds given back).
  ADD COLUMN purchase_limit integer CHECK (purchase_limit > 0),
  -- Before this instant the product cannot be ordered yet (with orderable_until, its sales window).
  ADD COLUMN orderable_from timestamptz,
  ADD COLUMN image_id uuid REFERENCES catalogue_product_images (id),
  ADD CONSTRAINT catalogue_products_window CHECK (orderable_from IS NULL OR orderable_until IS NULL OR orderable_from < orderable_until);
CREATE INDEX catalogue_products_group_idx ON catalogue_products (product_group_id);
-- What a wallet bought of a product: order lines by product, for the purchase limit.
CREATE INDEX payment_transaction_lines_product_idx ON payment_transaction_lines (product_id);
