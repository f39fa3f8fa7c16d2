-- Background jobs (ARCHITECTURE.md, "The write path"): work that must run once even with several
-- server processes. Workers claim rows with FOR UPDATE SKIP LOCKED (server/jobs/job-store.ts);
-- there is no LISTEN/NOTIFY, so PGlite runs the same queue in-process.
-- A row with subscriber NULL is an event as enqueued; a worker completes it by adding one row per
-- subscriber of its topic, so each subscriber retries on its own.

CREATE TABLE jobs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  topic text NOT NULL,
  subscriber text CHECK (subscriber <> ''),
  -- The event a subscriber's job came from (no foreign key: finished rows may be purged).
  parent_id bigint,
  payload jsonb NOT NULL,
  -- When set, at most one job per topic, subscriber and key, ever: enqueue does nothing again.
  singleton_key text,
  state text NOT NULL DEFAULT 'queued'
    CHECK (state IN ('queued', 'active', 'completed', 'failed')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  max_attempts integer NOT NULL DEFAULT 5 CHECK (max_attempts > 0),
  run_at timestamptz NOT NULL DEFAULT now(),
  -- An active job whose lease ran out belongs to a worker that stopped: it is queued again.
  locked_until timestamptz,
  locked_by text,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- When it finished, completed or failed.
  completed_at timestamptz
);

CREATE UNIQUE INDEX jobs_singleton ON jobs (topic, coalesce(subscriber, ''), singleton_key)
  WHERE singleton_key IS NOT NULL;

-- The claim query's order; finished rows stay out of the index.
CREATE INDEX jobs_queued ON jobs (run_at, id) WHERE state = 'queued';

CREATE INDEX jobs_leases ON jobs (locked_until) WHERE state = 'active';
