-- Watchlists, price alerts and the in-app notifications inbox (issue 12, Deliver 10). The rules
-- (limits, names, crossings) are pure functions in src/features/watchlists/model, shared with
-- the server; these tables only hold their state. Stocks are named by exchange and symbol, as
-- the archive's instruments are: no foreign key, since an archive reload may renumber
-- instruments (a symbol the archive no longer knows simply shows no price).

-- A named list of stocks, at most 10 an investor. `position` orders the lists on screen (new
-- ones go last). Names are 1 to 40 characters, unique per investor ignoring case.
CREATE TABLE watchlists (
  id uuid PRIMARY KEY,
  owner_sub text NOT NULL REFERENCES user_profiles (sub) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 40),
  position integer NOT NULL CHECK (position >= 0),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  demo boolean NOT NULL DEFAULT false
);

CREATE UNIQUE INDEX watchlists_owner_name ON watchlists (owner_sub, lower(name));
CREATE INDEX watchlists_owner ON watchlists (owner_sub, position);

-- A stock in a list, at most 100 a list, in the investor's order (`position`, 0 first).
CREATE TABLE watchlist_items (
  watchlist_id uuid NOT NULL REFERENCES watchlists (id) ON DELETE CASCADE,
  exchange text NOT NULL CHECK (exchange IN ('NSE', 'BSE')),
  symbol text NOT NULL,
  position integer NOT NULL CHECK (position >= 0),
  added_at timestamptz NOT NULL,
  PRIMARY KEY (watchlist_id, exchange, symbol)
);

-- A price alert on a stock, evaluated by the data.updated job on each new day's close.
-- kind 'above' / 'below': threshold is a price in paise; 'move_pct': a day's move against the
-- previous close, either way, in basis points (250 = 2.5 %).
-- state: 'armed' while the condition was false at the last close evaluated; 'met' while it was
-- true. An alert fires (one notification, one e-mail) only when a close turns it from armed to
-- met, so it fires once per crossing and re-arms when the condition is false again. An alert
-- that is already true when set starts 'met' with no fired_at: it waits for the next crossing.
-- last_date / last_close: the last trading day evaluated and its close (the previous close of
-- the next day's move).
CREATE TABLE price_alerts (
  id uuid PRIMARY KEY,
  owner_sub text NOT NULL REFERENCES user_profiles (sub) ON DELETE CASCADE,
  exchange text NOT NULL CHECK (exchange IN ('NSE', 'BSE')),
  symbol text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('above', 'below', 'move_pct')),
  threshold integer NOT NULL CHECK (threshold > 0),
  state text NOT NULL CHECK (state IN ('armed', 'met')),
  last_date date,
  last_close integer,
  created_at timestamptz NOT NULL,
  fired_at timestamptz,
  fire_count integer NOT NULL DEFAULT 0 CHECK (fire_count >= 0),
  demo boolean NOT NULL DEFAULT false,
  UNIQUE (owner_sub, exchange, symbol, kind, threshold)
);

CREATE INDEX price_alerts_owner ON price_alerts (owner_sub, created_at);
CREATE INDEX price_alerts_stock ON price_alerts (exchange, symbol);

-- The in-app notifications inbox of any user (investor or adviser): price alerts now, other
-- features later. kind: what wrote it ('price-alert', ...). link: an app path to open, or null.
-- read_at: when the user marked it read; null is unread (the bell's badge counts them).
CREATE TABLE notifications (
  id uuid PRIMARY KEY,
  recipient_sub text NOT NULL REFERENCES user_profiles (sub) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind ~ '^[a-z][a-z0-9-]{0,39}$'),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  body text NOT NULL CHECK (char_length(body) <= 1000),
  link text CHECK (link IS NULL OR link ~ '^/[^/]'),
  created_at timestamptz NOT NULL,
  read_at timestamptz,
  demo boolean NOT NULL DEFAULT false
);

CREATE INDEX notifications_recipient ON notifications (recipient_sub, created_at DESC);
CREATE INDEX notifications_unread ON notifications (recipient_sub) WHERE read_at IS NULL;
