-- Two e-mails kept in the same instant (one request, or a test clock) are listed newest
-- first by the order they were kept in; a random uuid cannot tell them apart.
ALTER TABLE kept_mails ADD COLUMN kept_order bigint GENERATED ALWAYS AS IDENTITY;
DROP INDEX kept_mails_created_idx;
CREATE INDEX kept_mails_newest_idx ON kept_mails (created_at DESC, kept_order DESC);
