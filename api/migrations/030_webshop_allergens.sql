-- A webshop product's allergens (ids 1 to 15 in the spec's order, as food plan items have
-- theirs), so a child's allergy profile protects them in the webshop too.
ALTER TABLE catalogue_products
  ADD COLUMN allergens smallint[] NOT NULL DEFAULT '{}' CHECK (allergens <@ ARRAY[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]::smallint[]);
