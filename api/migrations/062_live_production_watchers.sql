-- The kitchen's live production list (issue 26): announce food-plan order changes only for
-- plans someone watches live, as the balances do (migration 024): NOTIFY takes a
-- database-wide lock held until the commit is flushed, so a rush of families' orders
-- would otherwise commit one at a time whether or not a kitchen has the page open. A
-- production-list stream leases a row per plan it watches (renewed with its heartbeat,
-- removed when it closes, left to expire when its instance dies).

CREATE TABLE live_production_watchers (
  foodplan_id uuid NOT NULL REFERENCES foodplans (id) ON DELETE CASCADE,
  stream_id uuid NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (foodplan_id, stream_id)
);
CREATE INDEX live_production_watchers_expires_idx ON live_production_watchers (expires_at);

-- The triggers that read these leases are in repeatable/foodplan_orders.sql.
