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

-- A version is only ever raised, and a new answer names the type's current version: the
-- triggers (wallet_term_types_version_only_up, wallet_term_answers_current_version) are in
-- repeatable/terms.sql.

-- The answers given before versions existed were given to version 1. A new answer names
-- its version, and only the type's current one: the server records it, never the browser.
ALTER TABLE wallet_term_answers ADD COLUMN term_version integer NOT NULL DEFAULT 1 CHECK (term_version > 0);
ALTER TABLE wallet_term_answers ALTER COLUMN term_version DROP DEFAULT;


