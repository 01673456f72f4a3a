-- The staff search's free text (api/src/modules/transactions/staff-repository.ts) as a
-- word index both engines can use. pg_trgm would do on PostgreSQL, but PGlite cannot load
-- the extension and the same migrations run on both, so the index is plain tables:
--
--   transaction_search_words      a posting per (word, transaction): every distinct word
--                                 of a payment transaction's description and of its
--                                 product names, with the transaction's created_at, so a
--                                 word's postings in a date window are one index range.
--                                 Each posting also carries what the search filters, counts
--                                 and sums on (customer, kind, status, amount), so a search
--                                 that matches thousands of transactions counts them from
--                                 the index alone instead of reading each transaction
--   transaction_search_fragments  every suffix of every word ever indexed (the vocabulary):
--                                 the words that contain a piece of text are those with a
--                                 suffix that starts with it, again one index range
--
-- Both are derived data only: the triggers of migrations/repeatable/search.sql keep them
-- in step with every write of a description, a product line, a status or an amount, and
-- nothing else writes them. Payment transactions are never deleted, so postings carry no foreign key.
--
-- What a word is (transaction_search_words_of) is defined here, with the backfill, and
-- not in the repeatable script: the stored rows depend on it, so changing it needs a new
-- migration that redefines it and rebuilds both tables.

-- Lower-cased runs of letters and digits (Danish æ, ø, å and every other letter count;
-- spaces and punctuation separate words), distinct, each cut to its first 40 characters.
CREATE FUNCTION transaction_search_words_of(p_text text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT left(w, 40) ORDER BY left(w, 40)), '{}')
    FROM regexp_split_to_table(lower(coalesce(p_text, '')), '[^[:alnum:]]+') AS w
   WHERE w <> ''
$$;

-- A word's suffixes, the word itself first: 'mælk' -> mælk, ælk, lk, k.
CREATE FUNCTION transaction_search_fragments_of(p_word text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT substr(p_word, i) FROM generate_series(1, length(p_word)) AS i
$$;

CREATE TABLE transaction_search_words (
  word text COLLATE "C" NOT NULL,
  created_at timestamptz NOT NULL,
  transaction_id uuid NOT NULL,
  customer_id uuid NOT NULL,
  kind text NOT NULL,
  status_id smallint NOT NULL,
  amount_ore bigint NOT NULL,
  PRIMARY KEY (word, created_at, transaction_id) INCLUDE (customer_id, kind, status_id, amount_ore)
);

CREATE TABLE transaction_search_fragments (
  fragment text COLLATE "C" NOT NULL,
  word text COLLATE "C" NOT NULL,
  PRIMARY KEY (fragment, word)
);

-- The backfill: the transactions the staff search lists (card payments are their orders'
-- children and never listed themselves), their descriptions and product names.
INSERT INTO transaction_search_words (word, created_at, transaction_id, customer_id, kind, status_id, amount_ore)
SELECT w.word, t.created_at, t.id, t.customer_id, t.kind, t.status_id, t.amount_ore
  FROM payment_transactions t
 CROSS JOIN LATERAL unnest(transaction_search_words_of(t.description)) AS w (word)
 WHERE t.kind <> 'card'
UNION
SELECT w.word, t.created_at, t.id, t.customer_id, t.kind, t.status_id, t.amount_ore
  FROM payment_transaction_lines l
  JOIN payment_transactions t ON t.id = l.transaction_id
 CROSS JOIN LATERAL unnest(transaction_search_words_of(l.name)) AS w (word)
 WHERE t.kind <> 'card';

INSERT INTO transaction_search_fragments (fragment, word)
SELECT f.fragment, v.word
  FROM (SELECT DISTINCT word FROM transaction_search_words) AS v
 CROSS JOIN LATERAL transaction_search_fragments_of(v.word) AS f (fragment);
