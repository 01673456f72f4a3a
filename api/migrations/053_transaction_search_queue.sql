-- The staff search's word index (migration 034) is written after the payment commits, not
-- by the payment's own transaction (issue 32: the words were half of a canteen sale's cost
-- on PostgreSQL). A payment's insert, or its product lines', only queues its id here, in the
-- same transaction, so a queued id commits with its payment or not at all; the drain
-- (transaction_search_drain, migrations/repeatable/search.sql) posts the words of the
-- queued payments and deletes their ids in one transaction, so nothing queued is lost and
-- nothing is posted twice. The drain runs every few seconds as a job
-- (transactions.search-drain) and before every free-text search, which therefore always
-- sees every committed payment.
--
-- No index and no key: the sale pays for one heap row and nothing else, the drain reads the
-- queue from its start, and an id queued twice (a payment and its lines) is drained once.
-- Drained rows are vacuumed often (the table stays a few pages long).
CREATE TABLE transaction_search_queue (
  transaction_id uuid NOT NULL
) WITH (autovacuum_vacuum_threshold = 1000, autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_insert_threshold = 1000);
