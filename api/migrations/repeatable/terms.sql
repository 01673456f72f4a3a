-- The terms' guards (migrations 031 and 051). Repeatable: api/src/db/migrate.ts applies this
-- file after the numbered migrations whenever its text changes.
--
-- Answers are never changed or removed.
CREATE OR REPLACE FUNCTION wallet_term_answers_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'answers to wallet terms are never changed: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END
$$;
DROP TRIGGER IF EXISTS wallet_term_answers_immutable ON wallet_term_answers;
CREATE TRIGGER wallet_term_answers_immutable BEFORE UPDATE OR DELETE ON wallet_term_answers
  FOR EACH ROW EXECUTE FUNCTION wallet_term_answers_refuse_change();
DROP TRIGGER IF EXISTS wallet_term_answers_no_truncate ON wallet_term_answers;
CREATE TRIGGER wallet_term_answers_no_truncate BEFORE TRUNCATE ON wallet_term_answers
  FOR EACH STATEMENT EXECUTE FUNCTION wallet_term_answers_refuse_change();

-- A version is only ever raised: lowering it would make old acceptances count again.
CREATE OR REPLACE FUNCTION wallet_term_types_version_only_up() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.version < OLD.version THEN
    RAISE EXCEPTION 'the version of the term type % is never lowered (% to %)', OLD.name, OLD.version, NEW.version
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
DROP TRIGGER IF EXISTS wallet_term_types_version_only_up ON wallet_term_types;
CREATE TRIGGER wallet_term_types_version_only_up BEFORE UPDATE OF version ON wallet_term_types
  FOR EACH ROW EXECUTE FUNCTION wallet_term_types_version_only_up();

-- The answers given before versions existed were given to version 1. A new answer names
-- its version, and only the type's current one: the server records it, never the browser.
CREATE OR REPLACE FUNCTION wallet_term_answers_current_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  current_version integer;
BEGIN
  -- FOR SHARE: a version raised at the same time waits for this answer, or this answer sees it.
  SELECT version INTO current_version FROM wallet_term_types WHERE id = NEW.term_type_id FOR SHARE;
  IF NEW.term_version IS DISTINCT FROM current_version THEN
    RAISE EXCEPTION 'an answer is given to the current version % of the term type %, not %', current_version, NEW.term_type_id, NEW.term_version
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
DROP TRIGGER IF EXISTS wallet_term_answers_current_version ON wallet_term_answers;
CREATE TRIGGER wallet_term_answers_current_version BEFORE INSERT ON wallet_term_answers
  FOR EACH ROW EXECUTE FUNCTION wallet_term_answers_current_version();
