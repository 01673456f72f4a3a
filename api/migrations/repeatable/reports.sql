-- An order line keeps its product's VAT rate and product group as they were when it was
-- sold (migration 066 says why), whichever path inserts it.
CREATE OR REPLACE FUNCTION payment_transaction_lines_sales_snapshot() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.vat_rate_bp IS NULL OR NEW.product_group IS NULL THEN
    SELECT coalesce(NEW.vat_rate_bp, p.vat_rate_bp),
           coalesce(NEW.product_group, wg.name, mg.name, p.food_group)
      INTO NEW.vat_rate_bp, NEW.product_group
      FROM catalogue_products p
      LEFT JOIN webshop_product_groups wg ON wg.id = p.product_group_id
      LEFT JOIN meeting_products mp ON mp.product_id = p.id
      LEFT JOIN meeting_product_groups mg ON mg.id = mp.product_group_id
     WHERE p.id = NEW.product_id;
  END IF;
  RETURN NEW;
END;
$$;

DROP TRIGGER IF EXISTS payment_transaction_lines_sales_snapshot ON payment_transaction_lines;
CREATE TRIGGER payment_transaction_lines_sales_snapshot BEFORE INSERT ON payment_transaction_lines
  FOR EACH ROW EXECUTE FUNCTION payment_transaction_lines_sales_snapshot();

-- A payout, once recorded, is history: a correction is a new ledger transaction.
DROP TRIGGER IF EXISTS payouts_immutable ON payouts;
CREATE TRIGGER payouts_immutable BEFORE UPDATE OR DELETE ON payouts
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
