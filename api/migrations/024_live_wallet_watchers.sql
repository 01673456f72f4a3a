-- Announce balance changes only for wallets someone watches live. NOTIFY takes a
-- database-wide lock that is held until the commit is flushed, so notifying on every
-- change made every canteen sale commit one at a time. A browser stream now leases a row
-- per wallet it shows (renewed with its heartbeat, removed when it closes, left to expire
-- when its instance dies); the trigger notifies only while such a lease is current.

CREATE TABLE live_wallet_watchers (
  wallet_id uuid NOT NULL REFERENCES wallets (id) ON DELETE CASCADE,
  stream_id uuid NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (wallet_id, stream_id)
);
CREATE INDEX live_wallet_watchers_expires_idx ON live_wallet_watchers (expires_at);

-- The trigger that reads these leases is in repeatable/live.sql.
