-- The one door to the ledger's postings, and the ledger's guards. Repeatable:
-- api/src/db/migrate.ts applies this file after the numbered migrations whenever its text
-- changes (the tables are in 004_ledger.sql and 005_ledger_holds.sql). CREATE OR REPLACE
-- cannot change a function's arguments or result: a change of either needs a DROP FUNCTION
-- first, in this file.

-- Writes one ledger transaction and its postings, in the order given, and returns its id
-- (p_id when the caller chose one, otherwise a new one). The postings are built and
-- checked by api/src/core/ledger.ts (at least two, none zero, no account twice, summing
-- to zero, wallets first) and written here by the API's LedgerService and by the
-- canteen's SQL (repeatable/terminal.sql); nothing else may insert into ledger_postings
-- (ledger_postings_only_through_ledger_post below). The database still refuses what
-- must never happen whoever asks: an overdrawn wallet (CHECK on ledger_accounts), a
-- transaction that does not sum to zero (at commit), a changed or removed posting.
-- p_description_text: the platform text's key and parameters (041_platform_texts.sql), or
-- NULL for a text someone wrote.
DROP FUNCTION IF EXISTS ledger_post(uuid, text, text, timestamptz, uuid[], bigint[]);
CREATE OR REPLACE FUNCTION ledger_post(
  p_id uuid,
  p_kind text,
  p_description text,
  p_created_at timestamptz,
  p_account_ids uuid[],
  p_amounts_ore bigint[],
  p_description_text jsonb DEFAULT NULL
) RETURNS uuid
LANGUAGE plpgsql AS $$
DECLARE
  v_id uuid;
BEGIN
  IF coalesce(cardinality(p_account_ids), 0) = 0 OR cardinality(p_account_ids) IS DISTINCT FROM cardinality(p_amounts_ore) THEN
    RAISE EXCEPTION 'ledger_post needs postings, each an account and an amount'
      USING ERRCODE = 'check_violation';
  END IF;
  INSERT INTO ledger_transactions (id, kind, description, description_text, created_at)
    VALUES (coalesce(p_id, gen_random_uuid()), p_kind, p_description, p_description_text, p_created_at)
    RETURNING id INTO v_id;
  PERFORM set_config('kk.ledger_writer', 'ledger_post', true);
  INSERT INTO ledger_postings (transaction_id, account_id, amount_ore)
    SELECT v_id, posting.account_id, posting.amount_ore
      FROM unnest(p_account_ids, p_amounts_ore) WITH ORDINALITY AS posting (account_id, amount_ore, position)
     ORDER BY posting.position;
  PERFORM set_config('kk.ledger_writer', '', true);
  RETURN v_id;
END
$$;

-- Any other INSERT into ledger_postings is refused, so ledger_post stays the only writer.
CREATE OR REPLACE FUNCTION ledger_refuse_direct_posting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('kk.ledger_writer', true) IS DISTINCT FROM 'ledger_post' THEN
    RAISE EXCEPTION 'ledger postings are written only by ledger_post()' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS ledger_postings_only_through_ledger_post ON ledger_postings;
CREATE TRIGGER ledger_postings_only_through_ledger_post BEFORE INSERT ON ledger_postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_direct_posting();

-- A wallet's balance follows its postings in the same transaction, and the CHECKs on
-- ledger_accounts then refuse a posting that would overdraw it. Only wallet balances are
-- kept on the row, where the no-overdraft guard needs them: a customer's revenue account
-- (and the card clearing account) takes a posting from every sale, and updating one row
-- per sale serialised all of that customer's sales on the row's lock and bloated it with
-- dead versions (measured: the canteen's rate fell below a fifth of pgbench's). A shared
-- account's balance is the sum of its postings (view ledger_account_balances).
CREATE OR REPLACE FUNCTION ledger_apply_posting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts SET balance_ore = balance_ore + NEW.amount_ore WHERE id = NEW.account_id AND kind = 'wallet';
  RETURN NEW;
END
$$;
DROP TRIGGER IF EXISTS ledger_postings_apply ON ledger_postings;
CREATE TRIGGER ledger_postings_apply AFTER INSERT ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_apply_posting();

-- The ledger's guards, once defined in migrations 004 and 005: postings are never changed
-- or removed, each ledger transaction balances at commit, an account's held total follows
-- its holds and a hold is settled once and never removed.
CREATE OR REPLACE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger postings are immutable: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END
$$;
DROP TRIGGER IF EXISTS ledger_postings_immutable ON ledger_postings;
CREATE TRIGGER ledger_postings_immutable BEFORE UPDATE OR DELETE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
DROP TRIGGER IF EXISTS ledger_postings_no_truncate ON ledger_postings;
CREATE TRIGGER ledger_postings_no_truncate BEFORE TRUNCATE ON ledger_postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();

-- Checked at commit, when all of a transaction's postings are in.
CREATE OR REPLACE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
BEGIN
  SELECT sum(amount_ore) INTO total FROM ledger_postings WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance: postings sum to % øre', NEW.transaction_id, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS ledger_postings_balanced ON ledger_postings;
CREATE CONSTRAINT TRIGGER ledger_postings_balanced AFTER INSERT ON ledger_postings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();

-- The account's held total follows its holds in the same transaction. A hold is opened
-- once and settled once (open -> captured | released | expired); nothing else changes.
CREATE OR REPLACE FUNCTION ledger_apply_hold() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.status <> 'open' THEN
      RAISE EXCEPTION 'a hold starts open' USING ERRCODE = 'check_violation';
    END IF;
    UPDATE ledger_accounts SET held_ore = held_ore + NEW.amount_ore WHERE id = NEW.account_id;
    RETURN NEW;
  END IF;
  IF OLD.status <> 'open' OR NEW.status = 'open'
     OR NEW.amount_ore <> OLD.amount_ore OR NEW.account_id <> OLD.account_id
     OR NEW.created_at <> OLD.created_at OR NEW.expires_at <> OLD.expires_at THEN
    RAISE EXCEPTION 'hold % may only be settled once, from open', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  UPDATE ledger_accounts SET held_ore = held_ore - OLD.amount_ore WHERE id = OLD.account_id;
  RETURN NEW;
END
$$;
DROP TRIGGER IF EXISTS ledger_holds_apply ON ledger_holds;
CREATE TRIGGER ledger_holds_apply AFTER INSERT OR UPDATE ON ledger_holds
  FOR EACH ROW EXECUTE FUNCTION ledger_apply_hold();
DROP TRIGGER IF EXISTS ledger_holds_no_delete ON ledger_holds;
CREATE TRIGGER ledger_holds_no_delete BEFORE DELETE ON ledger_holds
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
DROP TRIGGER IF EXISTS ledger_holds_no_truncate ON ledger_holds;
CREATE TRIGGER ledger_holds_no_truncate BEFORE TRUNCATE ON ledger_holds
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();

-- A transaction's notes (migration 028) are never changed or removed either.
DROP TRIGGER IF EXISTS transaction_notes_immutable ON transaction_notes;
CREATE TRIGGER transaction_notes_immutable BEFORE UPDATE OR DELETE ON transaction_notes
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
