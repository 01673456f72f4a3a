-- The staff search's word index (migration 034: transaction_search_words,
-- transaction_search_fragments and what a word is). Repeatable: api/src/db/migrate.ts
-- applies this file after the numbered migrations whenever its text changes.
--
-- What keeps the index in step with every write, however it is made (the payment
-- repository, the canteen's one-statement sale, a seed, a test):
--   payment_transactions       INSERT: queued (migration 053) and posted after the commit
--                              by transaction_search_drain; UPDATE OF description (a
--                              meeting order's change): indexed again at once; UPDATE OF
--                              status_id, amount_ore: copied to its postings at once
--   payment_transaction_lines  INSERT: queued as above; DELETE (an order's lines replaced)
--                              and UPDATE OF name: the transaction indexed again at once
-- Card payments are never listed by the staff search and are not indexed. A payment's
-- created_at, kind and customer never change, and payments are never deleted.
--
-- The functions run with sequential scans off, like the canteen's (terminal.sql): a plan
-- cached while a table was small must not keep scanning it once it has grown.

-- Fragments (every suffix) of the words not seen before.
CREATE OR REPLACE FUNCTION transaction_search_learn(p_words text[])
RETURNS void LANGUAGE plpgsql
SET enable_seqscan = off
AS $$
BEGIN
  INSERT INTO transaction_search_fragments (fragment, word)
  SELECT f.fragment, v.word
    FROM (SELECT DISTINCT word FROM unnest(p_words) AS word) AS v
   CROSS JOIN LATERAL transaction_search_fragments_of(v.word) AS f (fragment)
   WHERE NOT EXISTS (SELECT 1 FROM transaction_search_fragments x WHERE x.fragment = v.word AND x.word = v.word)
  ON CONFLICT DO NOTHING;
END
$$;

-- The words a payment says now: its description's and its product names'.
CREATE OR REPLACE FUNCTION transaction_search_words_now(p_id uuid)
RETURNS text[] LANGUAGE sql STABLE
SET enable_seqscan = off
AS $$
  SELECT coalesce(array_agg(DISTINCT s.word), '{}')
    FROM (SELECT unnest(transaction_search_words_of(t.description)) AS word FROM payment_transactions t WHERE t.id = p_id
          UNION ALL
          SELECT unnest(transaction_search_words_of(l.name)) FROM payment_transaction_lines l WHERE l.transaction_id = p_id) AS s
$$;

-- One payment indexed again from what it says now: its words are posted, and postings of
-- p_old_words it no longer says are removed.
CREATE OR REPLACE FUNCTION transaction_search_reindex(p_id uuid, p_old_words text[])
RETURNS void LANGUAGE plpgsql
SET enable_seqscan = off
AS $$
DECLARE
  v_words text[] := transaction_search_words_now(p_id);
  v_created timestamptz;
BEGIN
  SELECT t.created_at INTO v_created FROM payment_transactions t WHERE t.id = p_id AND t.kind <> 'card';
  IF NOT FOUND THEN
    RETURN;
  END IF;
  DELETE FROM transaction_search_words s
   WHERE s.word = ANY (p_old_words) AND s.created_at = v_created AND s.transaction_id = p_id
     AND NOT s.word = ANY (v_words);
  INSERT INTO transaction_search_words (word, created_at, transaction_id, customer_id, kind, status_id, amount_ore)
  SELECT w.word, t.created_at, t.id, t.customer_id, t.kind, t.status_id, t.amount_ore
    FROM payment_transactions t, unnest(v_words) AS w (word)
   WHERE t.id = p_id
  ON CONFLICT DO NOTHING;
  PERFORM transaction_search_learn(v_words);
END
$$;

-- A payment's words are posted after it commits: its insert, and its product lines',
-- only queue its id (migration 053), and transaction_search_drain (below) posts them.
-- Card payments are never listed and never queued. Statement triggers: a batch of canteen
-- sales or a seed queues every row of a statement in one go.
CREATE OR REPLACE FUNCTION transaction_search_queue_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'payment_transactions' THEN
    INSERT INTO transaction_search_queue (transaction_id) SELECT n.id FROM new_rows n WHERE n.kind <> 'card';
  ELSE
    INSERT INTO transaction_search_queue (transaction_id) SELECT DISTINCT n.transaction_id FROM new_rows n;
  END IF;
  RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS payment_transactions_search_insert ON payment_transactions;
DROP TRIGGER IF EXISTS payment_transaction_lines_search_insert ON payment_transaction_lines;
DROP FUNCTION IF EXISTS transaction_search_index_payments(), transaction_search_index_lines();
CREATE TRIGGER payment_transactions_search_insert AFTER INSERT ON payment_transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_search_queue_written();
CREATE TRIGGER payment_transaction_lines_search_insert AFTER INSERT ON payment_transaction_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_search_queue_written();

-- The drain: posts the words of up to p_limit queued ids (a payment's description and
-- product names, as they are now) and deletes those ids, in the caller's transaction.
-- Answers how many queue rows it took (fewer than p_limit: the queue is empty).
--
-- Drains take the index's advisory lock (34, 53) exclusively, one at a time; whatever
-- changes postings of a payment already written (the triggers below) takes it shared first.
-- The drain reads the payments after its lock is granted, so it sees every change whose
-- trigger ran before it; a change whose trigger runs later waits for the drain's commit and
-- then finds the postings to change. So a drained payment's postings always say its latest
-- status, amount and words, whichever commits first.
--
-- The queue is read by a sequential scan, its only path; with sequential scans off that plan
-- costs more than jit_above_cost, and compiling it took 90 ms of each drain: hence jit off.
CREATE OR REPLACE FUNCTION transaction_search_drain(p_limit integer) RETURNS integer LANGUAGE plpgsql
SET enable_seqscan = off
SET jit = off
AS $$
DECLARE
  v_taken integer;
  v_ids uuid[];
BEGIN
  PERFORM pg_advisory_xact_lock(34, 53);
  -- A statement after the lock: its snapshot holds whatever committed while the lock was awaited.
  WITH taken AS (
    DELETE FROM transaction_search_queue q
     WHERE q.ctid = ANY (ARRAY(SELECT x.ctid FROM transaction_search_queue x LIMIT p_limit))
    RETURNING q.transaction_id
  )
  SELECT count(*)::integer, coalesce(array_agg(DISTINCT transaction_id), '{}') INTO v_taken, v_ids FROM taken;
  IF v_taken = 0 THEN
    RETURN 0;
  END IF;
  -- Each distinct text is cut into words once (a school's canteen sales all say the same).
  WITH payments AS (
    SELECT t.id, t.description, t.created_at, t.customer_id, t.kind, t.status_id, t.amount_ore
      FROM payment_transactions t
     WHERE t.id = ANY (v_ids) AND t.kind <> 'card'
  ), texts AS (
    SELECT p.id, p.description AS text FROM payments p
    UNION
    SELECT l.transaction_id, l.name FROM payment_transaction_lines l WHERE l.transaction_id = ANY (v_ids)
  ), words AS (
    SELECT d.text, w.word
      FROM (SELECT DISTINCT x.text FROM texts x) AS d
     CROSS JOIN LATERAL unnest(transaction_search_words_of(d.text)) AS w (word)
  ), posted AS (
    INSERT INTO transaction_search_words (word, created_at, transaction_id, customer_id, kind, status_id, amount_ore)
    SELECT DISTINCT w.word, p.created_at, p.id, p.customer_id, p.kind, p.status_id, p.amount_ore
      FROM texts x
      JOIN words w ON w.text = x.text
      JOIN payments p ON p.id = x.id
    ON CONFLICT DO NOTHING
    RETURNING word
  )
  INSERT INTO transaction_search_fragments (fragment, word)
  SELECT f.fragment, v.word
    FROM (SELECT DISTINCT word FROM posted) AS v
   CROSS JOIN LATERAL transaction_search_fragments_of(v.word) AS f (fragment)
   WHERE NOT EXISTS (SELECT 1 FROM transaction_search_fragments x WHERE x.fragment = v.word AND x.word = v.word)
  ON CONFLICT DO NOTHING;
  RETURN v_taken;
END
$$;

CREATE OR REPLACE FUNCTION transaction_search_forget_lines() RETURNS trigger LANGUAGE plpgsql
SET enable_seqscan = off
AS $$
DECLARE
  v_gone record;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(34, 53);
  FOR v_gone IN
    SELECT o.transaction_id, array_agg(w.word) AS words
      FROM old_lines o
     CROSS JOIN LATERAL unnest(transaction_search_words_of(o.name)) AS w (word)
     GROUP BY o.transaction_id
  LOOP
    PERFORM transaction_search_reindex(v_gone.transaction_id, v_gone.words);
  END LOOP;
  RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS payment_transaction_lines_search_delete ON payment_transaction_lines;
CREATE TRIGGER payment_transaction_lines_search_delete AFTER DELETE ON payment_transaction_lines
  REFERENCING OLD TABLE AS old_lines
  FOR EACH STATEMENT EXECUTE FUNCTION transaction_search_forget_lines();

-- A changed description or product name (row triggers: transition tables cannot go with
-- a column list). A line's name is never changed today; the trigger keeps it true if it is.
CREATE OR REPLACE FUNCTION transaction_search_text_changed() RETURNS trigger LANGUAGE plpgsql
SET enable_seqscan = off
AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(34, 53);
  IF TG_TABLE_NAME = 'payment_transactions' THEN
    PERFORM transaction_search_reindex(NEW.id, transaction_search_words_of(OLD.description));
  ELSE
    PERFORM transaction_search_reindex(NEW.transaction_id, transaction_search_words_of(OLD.name));
  END IF;
  RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS payment_transactions_search_update ON payment_transactions;
CREATE TRIGGER payment_transactions_search_update AFTER UPDATE OF description ON payment_transactions
  FOR EACH ROW WHEN (OLD.description IS DISTINCT FROM NEW.description)
  EXECUTE FUNCTION transaction_search_text_changed();
DROP TRIGGER IF EXISTS payment_transaction_lines_search_update ON payment_transaction_lines;
CREATE TRIGGER payment_transaction_lines_search_update AFTER UPDATE OF name ON payment_transaction_lines
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION transaction_search_text_changed();

-- A payment's new status or amount, copied to its postings.
CREATE OR REPLACE FUNCTION transaction_search_state_changed() RETURNS trigger LANGUAGE plpgsql
SET enable_seqscan = off
AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(34, 53);
  UPDATE transaction_search_words s
     SET status_id = NEW.status_id, amount_ore = NEW.amount_ore
   WHERE s.word = ANY (transaction_search_words_now(NEW.id)) AND s.created_at = NEW.created_at AND s.transaction_id = NEW.id;
  RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS payment_transactions_search_state ON payment_transactions;
CREATE TRIGGER payment_transactions_search_state AFTER UPDATE OF status_id, amount_ore ON payment_transactions
  FOR EACH ROW WHEN (NEW.kind <> 'card' AND (OLD.status_id IS DISTINCT FROM NEW.status_id OR OLD.amount_ore IS DISTINCT FROM NEW.amount_ore))
  EXECUTE FUNCTION transaction_search_state_changed();
