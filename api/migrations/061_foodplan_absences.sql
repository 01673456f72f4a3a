-- Absence ("Meld fravær", issue 26).
--
-- Each food plan's absence deadline: "N school days before at HH:mm" in Copenhagen time
-- (@kk/domain absenceDeadline). Both NULL: the plan's cancellation rule (the default).
ALTER TABLE foodplans
  ADD COLUMN absence_school_days smallint CHECK (absence_school_days BETWEEN 0 AND 20),
  ADD COLUMN absence_time time,
  ADD CONSTRAINT foodplans_absence_rule_whole CHECK ((absence_school_days IS NULL) = (absence_time IS NULL));

-- A child reported absent on a day: one row per wallet and day, whoever reported it first
-- (a guardian on the wallet site, or the school's staff with PupilAbsence). The kitchen's
-- production list leaves out the subscription portions of the wallets absent that day.
-- Append-only: an absence is not withdrawn.
CREATE TABLE foodplan_absences (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  wallet_id uuid NOT NULL REFERENCES wallets (id),
  absent_on date NOT NULL,
  reported_by uuid NOT NULL REFERENCES users (id),
  reported_at timestamptz NOT NULL,
  UNIQUE (wallet_id, absent_on)
);
CREATE INDEX foodplan_absences_day_idx ON foodplan_absences (absent_on);

-- An absent school day's share of a paid subscription period, given back once: one row per
-- period payment and day, written in the transaction of its refund (the payment handler's
-- refund child, an amount without lines; the period stays paid). Append-only.
CREATE TABLE foodplan_absence_credits (
  payment_id uuid NOT NULL REFERENCES payment_transactions (id),
  absent_on date NOT NULL,
  wallet_id uuid NOT NULL REFERENCES wallets (id),
  refund_id uuid NOT NULL REFERENCES payment_transactions (id),
  amount_ore bigint NOT NULL CHECK (amount_ore > 0),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (payment_id, absent_on)
);
