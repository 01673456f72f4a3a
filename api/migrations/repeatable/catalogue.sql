-- The catalogue's history (migration 055): a change once recorded, and a stock adjustment,
-- are never changed or removed. Repeatable: api/src/db/migrate.ts applies this file after
-- the numbered migrations whenever its text changes.
CREATE OR REPLACE FUNCTION catalogue_refuse_history_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the catalogue''s history is append-only: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END
$$;
DROP TRIGGER IF EXISTS catalogue_changes_immutable ON catalogue_changes;
CREATE TRIGGER catalogue_changes_immutable BEFORE UPDATE OR DELETE ON catalogue_changes
  FOR EACH ROW EXECUTE FUNCTION catalogue_refuse_history_change();
DROP TRIGGER IF EXISTS catalogue_stock_adjustments_immutable ON catalogue_stock_adjustments;
CREATE TRIGGER catalogue_stock_adjustments_immutable BEFORE UPDATE OR DELETE ON catalogue_stock_adjustments
  FOR EACH ROW EXECUTE FUNCTION catalogue_refuse_history_change();

-- The help desk's history of customers (migration 069) and of staff (migration 072): append-only too.
CREATE OR REPLACE FUNCTION admin_refuse_history_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the % history is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'restrict_violation';
END
$$;
DROP TRIGGER IF EXISTS customer_changes_immutable ON customer_changes;
CREATE TRIGGER customer_changes_immutable BEFORE UPDATE OR DELETE ON customer_changes
  FOR EACH ROW EXECUTE FUNCTION admin_refuse_history_change();
DROP TRIGGER IF EXISTS staff_changes_immutable ON staff_changes;
CREATE TRIGGER staff_changes_immutable BEFORE UPDATE OR DELETE ON staff_changes
  FOR EACH ROW EXECUTE FUNCTION admin_refuse_history_change();
DROP TRIGGER IF EXISTS family_erasures_immutable ON family_erasures;
CREATE TRIGGER family_erasures_immutable BEFORE UPDATE OR DELETE ON family_erasures
  FOR EACH ROW EXECUTE FUNCTION admin_refuse_history_change();
