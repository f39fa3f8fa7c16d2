-- The write path (ARCHITECTURE.md): every write under /api runs in one transaction that also
-- stores its idempotency record (when the client sent an Idempotency-Key) and an audit entry.

-- The first answer to (user, key), replayed to a repeat with the same request. Kept at least
-- 24 hours (the purge job removes older ones).
CREATE TABLE idempotency_keys (
  user_sub text NOT NULL,
  key text NOT NULL,
  method text NOT NULL,
  path text NOT NULL,
  -- SHA-256 of method, path and the canonical JSON body: the same key with another request is 422.
  request_hash text NOT NULL,
  status integer NOT NULL CHECK (status BETWEEN 200 AND 299),
  response_body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_sub, key)
);

CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);

-- Append-only record of every successful write: who (user and role), what (route, entity, id),
-- on whose data, when, and under which idempotency key. Advisers' actions on an investor are
-- shown to that investor (GET /api/user/activity).
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_sub text NOT NULL,
  actor_role text NOT NULL CHECK (actor_role IN ('I', 'A', 'system')),
  subject_sub text NOT NULL,
  method text NOT NULL,
  route text NOT NULL,
  path text NOT NULL,
  entity text NOT NULL,
  entity_id text,
  action text NOT NULL,
  idempotency_key text,
  status integer NOT NULL
);

CREATE INDEX audit_log_subject_at ON audit_log (subject_sub, at DESC);
CREATE INDEX audit_log_actor_at ON audit_log (actor_sub, at DESC);

CREATE FUNCTION audit_log_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP;
END;
$$;

CREATE TRIGGER audit_log_no_update_or_delete
  BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();

CREATE TRIGGER audit_log_no_truncate
  BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
