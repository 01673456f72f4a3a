-- A new school year (issue 28): the support tool schedules, per customer, a rollover on a
-- chosen date. On that date the job school-year.rollover moves ordinary grades up one
-- number (@kk/domain nextSchoolYear: special and employee grades stay), and the pupils of
-- the last grade become leavers: the wallet is closed for sales, its guardians are mailed,
-- and its balance goes back to the guardian's primary card (card provider) or, when the
-- guardian chose so, to a sibling's wallet (ledger). No functions or triggers here.

-- A wallet closed for sales (a leaver). A closed wallet is also blocked, so every sale
-- path that already refuses a blocked wallet (the terminal's SQL, the restrictions reader
-- of webshop, food plan and meeting) refuses it; the CHECK keeps a closed wallet from
-- being unblocked by the guardian's or help desk's block toggle without reopening it.
ALTER TABLE wallets
  ADD COLUMN closed_at timestamptz,
  ADD CONSTRAINT wallets_closed_is_blocked CHECK (closed_at IS NULL OR blocked);

CREATE TABLE school_year_rollovers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  customer_id uuid NOT NULL REFERENCES customers (id),
  -- The Copenhagen date from which the job runs it.
  run_on date NOT NULL,
  last_grade smallint NOT NULL CHECK (last_grade BETWEEN -1 AND 12),
  status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'done', 'cancelled')),
  created_by_user_id uuid NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL,
  cancelled_by_user_id uuid REFERENCES users (id),
  cancelled_at timestamptz,
  done_at timestamptz,
  -- What the run did: { moved, leavers, paidToCardOre, movedToSiblingOre, leftOre, ... }.
  result jsonb,
  CHECK ((status = 'done') = (done_at IS NOT NULL)),
  CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL)),
  CHECK ((status = 'done') = (result IS NOT NULL))
);
-- One scheduled rollover per customer at a time.
CREATE UNIQUE INDEX school_year_rollovers_one_scheduled ON school_year_rollovers (customer_id) WHERE status = 'scheduled';
CREATE INDEX school_year_rollovers_due_idx ON school_year_rollovers (run_on) WHERE status = 'scheduled';
CREATE INDEX school_year_rollovers_customer_idx ON school_year_rollovers (customer_id, created_at);

-- Each wallet a run changed, written in the run's transaction: the primary key makes a
-- second run (or a job retried after a crash) change nothing twice.
CREATE TABLE school_year_rollover_wallets (
  rollover_id uuid NOT NULL REFERENCES school_year_rollovers (id),
  wallet_id uuid NOT NULL REFERENCES wallets (id),
  outcome text NOT NULL CHECK (outcome IN ('moved', 'leaver')),
  grade_before text NOT NULL CHECK (length(grade_before) BETWEEN 1 AND 10),
  grade_after text CHECK (length(grade_after) BETWEEN 1 AND 10),
  -- A leaver's balance at the run and where it went.
  balance_ore bigint CHECK (balance_ore >= 0),
  payback text CHECK (payback IN ('card', 'sibling', 'none')),
  sibling_wallet_id uuid REFERENCES wallets (id),
  ledger_transaction_id uuid REFERENCES ledger_transactions (id),
  provider_transaction_id text CHECK (length(provider_transaction_id) BETWEEN 1 AND 200),
  PRIMARY KEY (rollover_id, wallet_id),
  CHECK ((outcome = 'moved') = (grade_after IS NOT NULL)),
  CHECK ((outcome = 'leaver') = (payback IS NOT NULL AND balance_ore IS NOT NULL)),
  CHECK ((payback = 'sibling') = (sibling_wallet_id IS NOT NULL))
);
CREATE INDEX school_year_rollover_wallets_wallet_idx ON school_year_rollover_wallets (wallet_id);

-- A guardian's choice for a leaver's balance: no row (or no sibling) pays it back to the
-- primary card; a sibling wallet (same wallet group and customer, not itself a leaver of
-- the run) receives it through the ledger instead.
CREATE TABLE school_year_leaver_choices (
  wallet_id uuid PRIMARY KEY REFERENCES wallets (id),
  sibling_wallet_id uuid REFERENCES wallets (id),
  chosen_by_user_id uuid NOT NULL REFERENCES users (id),
  chosen_at timestamptz NOT NULL,
  CHECK (sibling_wallet_id IS NULL OR sibling_wallet_id <> wallet_id)
);
