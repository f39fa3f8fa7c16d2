-- Saved scans (issue 14, Deliver 2): a user's named scans in the scan language
-- (docs/scan-language.md), investors and advisers alike, at most 50 each. The language, its
-- checks and the evaluation are pure code in src/domain/scan; this table only holds what the
-- user saved and what the server found the last time it ran the scan.

-- expression: the scan as canonical text (printScan: keywords upper case, one space around
-- operators), checked when saved. Names are 1 to 60 characters, unique per user ignoring case.
-- last_run: the latest run by the server, at save and after each data update:
-- {"date": trading day, "asOf": data-update time, "count": n, "symbols": [...]}; null until a
-- run could be made (no market data yet, or factor scores still being computed).
-- new_symbols: stocks that match since the latest data update and did not match in the run
-- before it (the "N new" badge and its notification); emptied when the user has seen them.
CREATE TABLE saved_scans (
  id uuid PRIMARY KEY,
  owner_sub text NOT NULL REFERENCES user_profiles (sub) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  expression text NOT NULL CHECK (char_length(expression) BETWEEN 1 AND 1000),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  last_run jsonb,
  new_symbols text[] NOT NULL DEFAULT '{}',
  demo boolean NOT NULL DEFAULT false
);

CREATE UNIQUE INDEX saved_scans_owner_name ON saved_scans (owner_sub, lower(name));
CREATE INDEX saved_scans_owner ON saved_scans (owner_sub, created_at);
