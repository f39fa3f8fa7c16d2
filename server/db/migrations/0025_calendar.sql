-- Calendar (issue 18, Deliver 1): meetings between an adviser and a client, their reminders, and
-- each user's private subscription feed. The calendar's other events (dividends, results due,
-- SIP instalments, goal reviews, risk-profile renewals, insurance premiums, NSE holidays) are
-- computed on each request from the owning modules' tables by the pure
-- src/features/calendar/model/events.ts: nothing of them is stored here.

-- A meeting. meeting_id is made by the adviser's client (the outbox replays a proposal with the
-- same id). slots: a JSON array of 1 to 3 ISO 8601 instants, the times on the table, proposed by
-- proposed_by; the other side accepts one (start_at) or suggests others (slots is replaced and
-- proposed_by flips). status: proposed (waiting for the other side), accepted (start_at set),
-- declined (by the investor) or cancelled (by either side). duration_minutes: 15 to 120.
-- location, note: free text either side wrote last. is_demo: made by the demo seed.
CREATE TABLE meetings (
  meeting_id uuid PRIMARY KEY,
  advisor_sub text NOT NULL REFERENCES user_profiles (sub),
  investor_sub text NOT NULL REFERENCES user_profiles (sub),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
  duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 15 AND 120),
  slots jsonb NOT NULL CHECK (
    jsonb_typeof(slots) = 'array' AND jsonb_array_length(slots) BETWEEN 1 AND 3
  ),
  proposed_by text NOT NULL CHECK (proposed_by IN ('advisor', 'investor')),
  status text NOT NULL CHECK (status IN ('proposed', 'accepted', 'declined', 'cancelled')),
  start_at timestamptz,
  location text CHECK (location IS NULL OR char_length(location) <= 500),
  note text CHECK (note IS NULL OR char_length(note) <= 500),
  is_demo boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (status <> 'accepted' OR start_at IS NOT NULL)
);

CREATE INDEX meetings_advisor ON meetings (advisor_sub, updated_at DESC);
CREATE INDEX meetings_investor ON meetings (investor_sub, updated_at DESC);
-- The reminders job and the events: accepted meetings by time.
CREATE INDEX meetings_accepted ON meetings (start_at) WHERE status = 'accepted';

-- One row per reminder sent (which: 'day' the day before, 'hour' an hour before) of a meeting at
-- start_at: the primary key makes the job send each once, even run twice or by two processes
-- (INSERT ... ON CONFLICT DO NOTHING; only the inserter notifies). A meeting moved to another
-- time gets its own reminders.
CREATE TABLE meeting_reminders (
  meeting_id uuid NOT NULL REFERENCES meetings (meeting_id) ON DELETE CASCADE,
  which text NOT NULL CHECK (which IN ('day', 'hour')),
  start_at timestamptz NOT NULL,
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (meeting_id, which, start_at)
);

-- A user's private subscription feed (GET /api/calendar.ics?token=…, no sign-in). Only the
-- SHA-256 of the secret token is kept (hex), so the address cannot be read back from here.
-- A new feed revokes the old one (revoked_at set); at most one is live per user.
CREATE TABLE calendar_feeds (
  feed_id uuid PRIMARY KEY,
  owner_sub text NOT NULL REFERENCES user_profiles (sub),
  token_sha256 text NOT NULL UNIQUE CHECK (token_sha256 ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL,
  revoked_at timestamptz
);

CREATE UNIQUE INDEX calendar_feeds_live ON calendar_feeds (owner_sub) WHERE revoked_at IS NULL;
