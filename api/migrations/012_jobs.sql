-- Background jobs, shared by every API instance. A job is claimed with a lease: the
-- claiming instance renews it while it works; a job whose lease ran out (its instance
-- died) is claimed again. Completing checks the claim token, so an instance that lost
-- its lease cannot also complete the job.
CREATE TABLE jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (length(kind) BETWEEN 1 AND 100),
  payload jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'running', 'done', 'failed')),
  run_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  max_attempts integer NOT NULL DEFAULT 5 CHECK (max_attempts >= 1),
  -- At most one pending or running job per key (e.g. one automatic refill per wallet).
  dedupe_key text CHECK (length(dedupe_key) BETWEEN 1 AND 300),
  claim_token uuid,
  claimed_by text,
  lease_expires_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz,
  CHECK ((status = 'running') = (claim_token IS NOT NULL AND lease_expires_at IS NOT NULL))
);
CREATE UNIQUE INDEX jobs_one_active_per_dedupe_key ON jobs (dedupe_key) WHERE status IN ('pending', 'running');
CREATE INDEX jobs_due_idx ON jobs (run_at) WHERE status IN ('pending', 'running');

-- Periodic jobs: the instance that moves next_run_at forward enqueues the run, so a
-- schedule fires once however many instances poll it.
CREATE TABLE job_schedules (
  name text PRIMARY KEY CHECK (length(name) BETWEEN 1 AND 100),
  next_run_at timestamptz NOT NULL,
  last_run_at timestamptz
);
