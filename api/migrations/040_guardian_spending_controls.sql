-- Spending controls a guardian sets per child (issue 16). wallet_restrictions holds the
-- institution's own restrictions (seeded, set by the school); a guardian's choices are
-- kept here, apart, so they can only ADD limits: what applies is the tighter of both
-- (view wallet_restrictions_in_force), and a guardian can never loosen the school's.
CREATE TABLE wallet_guardian_restrictions (
  wallet_id uuid PRIMARY KEY REFERENCES wallets (id) ON DELETE CASCADE,
  -- Spending per day (Copenhagen time), øre; NULL: no limit of the guardian's.
  daily_limit_ore bigint CHECK (daily_limit_ore > 0),
  max_purchases_per_day integer CHECK (max_purchases_per_day > 0),
  -- ISO weekdays (1 Monday .. 7 Sunday) on which the card works; NULL: every day.
  allowed_weekdays smallint[] CHECK (allowed_weekdays <@ ARRAY[1, 2, 3, 4, 5, 6, 7]::smallint[] AND cardinality(allowed_weekdays) > 0),
  denied_food_groups text[] NOT NULL DEFAULT '{}',
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- What a sale is decided by: per wallet with either row, the lower amount and count, the
-- days both allow, the groups either blocks, and the school's denied sellers. @kk/domain
-- limitsInForce is the same rule; the terminal (repeatable/terminal.sql), the payment
-- handler and restrictions/repository.ts read this view, never the two tables apart.
CREATE VIEW wallet_restrictions_in_force AS
SELECT w.id AS wallet_id,
       LEAST(s.daily_limit_ore, g.daily_limit_ore) AS daily_limit_ore,
       LEAST(s.max_purchases_per_day, g.max_purchases_per_day) AS max_purchases_per_day,
       CASE
         WHEN s.allowed_weekdays IS NULL THEN g.allowed_weekdays
         WHEN g.allowed_weekdays IS NULL THEN s.allowed_weekdays
         ELSE ARRAY(SELECT d FROM unnest(s.allowed_weekdays) AS d WHERE d = ANY (g.allowed_weekdays) ORDER BY d)
       END AS allowed_weekdays,
       ARRAY(
         SELECT DISTINCT f FROM unnest(coalesce(s.denied_food_groups, '{}') || coalesce(g.denied_food_groups, '{}')) AS f ORDER BY f
       ) AS denied_food_groups,
       coalesce(s.denied_customer_ids, '{}') AS denied_customer_ids
  FROM wallets w
  LEFT JOIN wallet_restrictions s ON s.wallet_id = w.id
  LEFT JOIN wallet_guardian_restrictions g ON g.wallet_id = w.id
 WHERE s.wallet_id IS NOT NULL OR g.wallet_id IS NOT NULL;
