-- The onboarding guide (issue 14): each user's progress through it, the wallet terms
-- (term types and every answer given), the newsletter consent, the wallet options quick
-- sale and self-ordering, and the customer facts the guide shows (card payments).

-- One row per user who has opened the guide (no row: not started, step 0).
CREATE TABLE onboarding_progress (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  is_completed boolean NOT NULL DEFAULT false,
  is_skipped boolean NOT NULL DEFAULT false,
  -- 0-based, the guide's seven steps.
  current_step smallint NOT NULL DEFAULT 0 CHECK (current_step BETWEEN 0 AND 6),
  updated_at timestamptz NOT NULL
);

-- Term types a wallet's terms are answered for ('Handelsbetingelser', 'Privatlivspolitik').
-- A user sees and answers a type only with the role 'Term-' || name.
CREATE TABLE wallet_term_types (
  id integer PRIMARY KEY CHECK (id > 0),
  name text NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 95 AND name !~ '[[:cntrl:]]')
);

-- Every answer to a wallet's term, as given: appended, never changed or removed. The
-- current answer is the latest row (the highest id); the first row is when it was first
-- answered.
CREATE TABLE wallet_term_answers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  wallet_id uuid NOT NULL REFERENCES wallets (id),
  term_type_id integer NOT NULL REFERENCES wallet_term_types (id),
  user_id uuid NOT NULL REFERENCES users (id),
  accepted boolean NOT NULL,
  answered_at timestamptz NOT NULL
);
CREATE INDEX wallet_term_answers_wallet_idx ON wallet_term_answers (wallet_id, term_type_id, id);

-- Answers are never changed or removed: the triggers are in repeatable/terms.sql.

-- A user's newsletter consent, with when it was last given or withdrawn (no row: none).
CREATE TABLE newsletter_consents (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  consent boolean NOT NULL,
  updated_at timestamptz NOT NULL
);

-- The wallet options a guardian (or the holder) sets: the canteen may sell on the wallet
-- without its school card (quick sale), and at a self-order kiosk. Both off until allowed.
ALTER TABLE wallet_restrictions
  ADD COLUMN allow_quick_sale_payment boolean NOT NULL DEFAULT false,
  ADD COLUMN allow_self_ordering boolean NOT NULL DEFAULT false;

-- Whether the customer offers paying by card (GetChildren's Customers[].HasCreditCard,
-- which decides the guide's card step). Every customer does unless set otherwise.
ALTER TABLE customers ADD COLUMN card_payments boolean NOT NULL DEFAULT true;
