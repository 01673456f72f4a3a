-- Consent is real (issue 23): a term type has a current version, says whether the guide
-- may finish without it (required) and which of the brand's documents holds its text; an
-- answer records the version it was given to. An acceptance counts only for the type's
-- current version, so raising the version asks every wallet again.

ALTER TABLE wallet_term_types
  ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0),
  ADD COLUMN required boolean NOT NULL DEFAULT true,
  -- One of the brand documents (shared/platform brands/documents.cjs); each brand links its own copy.
  ADD COLUMN document text NOT NULL DEFAULT 'terms' CHECK (document IN ('terms', 'dataPolicy'));
UPDATE wallet_term_types SET document = 'dataPolicy' WHERE name = 'Privatlivspolitik';
ALTER TABLE wallet_term_types ALTER COLUMN document DROP DEFAULT;

-- A version is only ever raised: lowering it would make old acceptances count again.
CREATE FUNCTION wallet_term_types_version_only_up() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.version < OLD.version THEN
    RAISE EXCEPTION 'the version of the term type % is never lowered (% to %)', OLD.name, OLD.version, NEW.version
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER wallet_term_types_version_only_up BEFORE UPDATE OF version ON wallet_term_types
  FOR EACH ROW EXECUTE FUNCTION wallet_term_types_version_only_up();

-- The answers given before versions existed were given to version 1. A new answer names
-- its version, and only the type's current one: the server records it, never the browser.
ALTER TABLE wallet_term_answers ADD COLUMN term_version integer NOT NULL DEFAULT 1 CHECK (term_version > 0);
ALTER TABLE wallet_term_answers ALTER COLUMN term_version DROP DEFAULT;

CREATE FUNCTION wallet_term_answers_current_version() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE TRIGGER wallet_term_answers_current_version BEFORE INSERT ON wallet_term_answers
  FOR EACH ROW EXECUTE FUNCTION wallet_term_answers_current_version();
