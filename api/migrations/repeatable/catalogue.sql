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
