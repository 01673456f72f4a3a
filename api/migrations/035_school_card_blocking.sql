-- A guardian blocks a lost school card at once: the canteen terminal refuses it from that
-- moment (repeatable/terminal.sql reads blocked_at with the card), until it is unblocked
-- or removed. Who blocked it is kept for the help desk.
ALTER TABLE school_cards
  ADD COLUMN blocked_at timestamptz,
  ADD COLUMN blocked_by_user_id uuid REFERENCES users (id);
