-- The adviser's book (issue 15): families (households) of clients, the adviser's practice
-- settings and admin flag, and the archive's import history for the data check. The client book,
-- investor details and market overview add no tables: they are computed from what is stored.

-- A family (household) of the adviser's clients, for the family office (/advisor/MFO) and the
-- CRM's households (issue 17). family_id is made by the client (the outbox replays a create
-- with the same id). A client belongs to at most one family; members are always the adviser's
-- own clients (the service checks it in the same transaction).
CREATE TABLE families (
  family_id uuid PRIMARY KEY,
  advisor_sub text NOT NULL REFERENCES user_profiles (sub) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(btrim(name)) BETWEEN 1 AND 80),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX families_advisor_name ON families (advisor_sub, lower(btrim(name)));

-- role: the member's place in the household, as the adviser records it.
CREATE TABLE family_members (
  family_id uuid NOT NULL REFERENCES families (family_id) ON DELETE CASCADE,
  investor_sub text NOT NULL REFERENCES user_profiles (sub) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('head', 'spouse', 'child', 'parent', 'sibling', 'other')),
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (family_id, investor_sub)
);

CREATE UNIQUE INDEX family_members_one_family ON family_members (investor_sub);

-- The adviser's practice settings (/advisor/settings). No row: the defaults below. The name and
-- the SEBI registration number stay on user_profiles (name, sebi_reg); sebi_valid_until is the
-- registration's validity. default_drift_band_bp: a new model portfolio's band (basis points,
-- same range as model_versions.drift_band_bp). review_period_months: how often a client's risk
-- profile and model are reviewed (the client book's renewal rule). idle_cash_threshold_paise:
-- cash above this is "idle" on the client book. notifications: which notices the adviser wants,
-- by topic and channel ({"kyc": {"inApp": true, "email": false}}); unknown topics are ignored.
CREATE TABLE advisor_settings (
  advisor_sub text PRIMARY KEY REFERENCES user_profiles (sub) ON DELETE CASCADE,
  practice_name text CHECK (practice_name IS NULL OR char_length(practice_name) BETWEEN 1 AND 120),
  sebi_valid_until date,
  contact_email text,
  contact_phone text,
  office_address text CHECK (office_address IS NULL OR char_length(office_address) <= 400),
  default_drift_band_bp integer NOT NULL DEFAULT 500 CHECK (default_drift_band_bp BETWEEN 100 AND 2500),
  review_period_months integer NOT NULL DEFAULT 12 CHECK (review_period_months BETWEEN 1 AND 36),
  idle_cash_threshold_paise bigint NOT NULL DEFAULT 5000000 CHECK (idle_cash_threshold_paise >= 0),
  notifications jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(notifications) = 'object'),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- An admin adviser may switch maintenance mode from the settings screen (spec 4's
-- UNDER_MAINTENANCE; otherwise only `npm run maintenance`). Only advisers can be admins.
ALTER TABLE user_profiles ADD COLUMN is_admin boolean NOT NULL DEFAULT false;
ALTER TABLE user_profiles
  ADD CONSTRAINT only_advisors_are_admins CHECK (NOT is_admin OR user_type = 'USRTYADV');

-- Every load into the market archive, for the data check's import history: what (kind, source:
-- the file names or "demo generator"), who (actor: the command and the OS user that ran it, or
-- "npm start" for the demo archive), when, the trading days it covered, and its rows accepted,
-- skipped and rejected (the first 50 rejections with their line and reason).
-- data_update_time: the data-update time it set, NULL when it loaded nothing. Append-only.
CREATE TABLE archive_imports (
  import_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('bhavcopy', 'fundamentals', 'market-advance', 'demo')),
  source text NOT NULL,
  actor text NOT NULL,
  first_date date,
  last_date date,
  rows_accepted integer NOT NULL CHECK (rows_accepted >= 0),
  rows_skipped integer NOT NULL DEFAULT 0 CHECK (rows_skipped >= 0),
  rows_rejected integer NOT NULL DEFAULT 0 CHECK (rows_rejected >= 0),
  rejections jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(rejections) = 'array'),
  data_update_time timestamptz,
  started_at timestamptz NOT NULL,
  finished_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX archive_imports_recent ON archive_imports (finished_at DESC);
