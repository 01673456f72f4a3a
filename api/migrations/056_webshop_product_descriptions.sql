-- A webshop product's description per language (issue 25: the spec's descriptors carry a
-- name and a description per language, da, en and de). `descriptors` keeps the names
-- ({"da": "...", "en": "...", "de": "..."}) as families read them; this the descriptions.
ALTER TABLE catalogue_products
  ADD COLUMN descriptor_descriptions jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(descriptor_descriptions) = 'object');
