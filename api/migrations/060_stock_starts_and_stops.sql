-- A webshop product's stock can start and stop being kept after the product was made
-- (issue 25): counting a product of unlimited stock starts keeping one (no stock before,
-- no change), reason 'unlimited' stops keeping it (no stock after, no change). Every other
-- adjustment keeps its stock before, its change and its stock after, which add up.
ALTER TABLE catalogue_stock_adjustments DROP CONSTRAINT catalogue_stock_adjustments_reason_check;
ALTER TABLE catalogue_stock_adjustments
  ADD CONSTRAINT catalogue_stock_adjustments_reason_check CHECK (reason IN ('received', 'counted', 'damaged', 'unlimited')),
  ALTER COLUMN change DROP NOT NULL,
  ALTER COLUMN stock_before DROP NOT NULL,
  ALTER COLUMN stock_after DROP NOT NULL,
  ADD CONSTRAINT catalogue_stock_adjustments_kept_check CHECK (
    (stock_before IS NOT NULL AND stock_after IS NOT NULL AND change IS NOT NULL)
    OR (reason = 'counted' AND stock_before IS NULL AND stock_after IS NOT NULL AND change IS NULL)
    OR (reason = 'unlimited' AND stock_before IS NOT NULL AND stock_after IS NULL AND change IS NULL)
  );
