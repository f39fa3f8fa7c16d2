-- Market data archive (spec 7, archive data API): the Indian equity universe, end-of-day bars,
-- corporate actions, indices, company facts and quarterly fundamentals.
-- Units: prices in paise (integer); money in paise (bigint); index levels in hundredths of a
-- point (integer); holdings in basis points (integer). is_demo marks generated demo rows.

CREATE TABLE instruments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  exchange text NOT NULL CHECK (exchange IN ('NSE', 'BSE')),
  symbol text NOT NULL,
  isin text NOT NULL,
  name text NOT NULL,
  series text NOT NULL,
  -- NSE macro-economic sector, and the NSE industry of the NIFTY 500 list.
  sector text NOT NULL,
  industry text NOT NULL,
  lot_size integer NOT NULL DEFAULT 1 CHECK (lot_size > 0),
  listing_date date,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended', 'delisted')),
  is_demo boolean NOT NULL DEFAULT false,
  UNIQUE (exchange, symbol)
);

CREATE INDEX instruments_isin ON instruments (isin);

-- No foreign key to instruments: a per-row check would double the time of a bulk load, and rows
-- are written only by the archive's loaders, which resolve instrument ids first.
CREATE TABLE daily_bars (
  instrument_id integer NOT NULL,
  trade_date date NOT NULL,
  open integer NOT NULL,
  high integer NOT NULL,
  low integer NOT NULL,
  close integer NOT NULL,
  volume bigint NOT NULL CHECK (volume >= 0),
  turnover bigint NOT NULL CHECK (turnover >= 0),
  trades integer,
  is_demo boolean NOT NULL,
  PRIMARY KEY (instrument_id, trade_date),
  CHECK (low > 0 AND low <= open AND low <= close AND high >= open AND high >= close)
);

-- price_factor multiplies prices before ex_date to compare them with prices from it on:
-- shares_before/shares_after for splits and bonuses, 1 - dividend/previous close for dividends.
CREATE TABLE corporate_actions (
  instrument_id integer NOT NULL REFERENCES instruments (id) ON DELETE CASCADE,
  ex_date date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('split', 'bonus', 'dividend')),
  shares_before integer NOT NULL CHECK (shares_before > 0),
  shares_after integer NOT NULL CHECK (shares_after > 0),
  dividend integer CHECK (dividend > 0),
  price_factor double precision NOT NULL CHECK (price_factor > 0 AND price_factor <= 1),
  is_demo boolean NOT NULL,
  PRIMARY KEY (instrument_id, ex_date, kind)
);

CREATE TABLE market_indices (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('broad', 'sector')),
  industry text,
  reference_date date NOT NULL,
  reference_level integer NOT NULL,
  is_demo boolean NOT NULL
);

-- level = sum(units x price in paise) / 100 with the units of that day; units change only with
-- splits and bonuses (units / price_factor), so those do not move the index.
CREATE TABLE index_constituents (
  index_id integer NOT NULL REFERENCES market_indices (id) ON DELETE CASCADE,
  instrument_id integer NOT NULL REFERENCES instruments (id) ON DELETE CASCADE,
  units double precision NOT NULL CHECK (units > 0),
  PRIMARY KEY (index_id, instrument_id)
);

CREATE TABLE index_levels (
  index_id integer NOT NULL REFERENCES market_indices (id) ON DELETE CASCADE,
  trade_date date NOT NULL,
  open integer NOT NULL,
  high integer NOT NULL,
  low integer NOT NULL,
  close integer NOT NULL,
  PRIMARY KEY (index_id, trade_date)
);

CREATE TABLE company_facts (
  instrument_id integer PRIMARY KEY REFERENCES instruments (id) ON DELETE CASCADE,
  incorporation_year integer,
  headquarters_city text,
  headquarters_state text,
  employees_band text,
  market_cap_band text CHECK (market_cap_band IN ('Large cap', 'Mid cap', 'Small cap')),
  promoter_group text,
  description text NOT NULL,
  is_demo boolean NOT NULL
);

CREATE TABLE quarterly_fundamentals (
  instrument_id integer NOT NULL REFERENCES instruments (id) ON DELETE CASCADE,
  period_end date NOT NULL,
  announced_on date NOT NULL,
  revenue bigint NOT NULL,
  operating_profit bigint NOT NULL,
  net_profit bigint NOT NULL,
  total_debt bigint NOT NULL,
  equity bigint NOT NULL,
  cash bigint NOT NULL,
  shares_outstanding bigint NOT NULL CHECK (shares_outstanding > 0),
  promoter_holding_bp integer NOT NULL CHECK (promoter_holding_bp BETWEEN 0 AND 10000),
  promoter_pledge_bp integer NOT NULL CHECK (promoter_pledge_bp BETWEEN 0 AND 10000),
  fii_holding_bp integer NOT NULL CHECK (fii_holding_bp BETWEEN 0 AND 10000),
  dii_holding_bp integer NOT NULL CHECK (dii_holding_bp BETWEEN 0 AND 10000),
  is_demo boolean NOT NULL,
  PRIMARY KEY (instrument_id, period_end)
);

-- Rebuilt after every load (import, market:advance, demo generation): what quotes and the
-- market overview read, so they never scan the bars.
CREATE TABLE latest_quotes (
  instrument_id integer PRIMARY KEY REFERENCES instruments (id) ON DELETE CASCADE,
  trade_date date NOT NULL,
  open integer NOT NULL,
  high integer NOT NULL,
  low integer NOT NULL,
  close integer NOT NULL,
  previous_close integer,
  volume bigint NOT NULL,
  high_52w integer NOT NULL,
  low_52w integer NOT NULL,
  market_cap bigint,
  is_demo boolean NOT NULL
);

-- How the demo data was generated, so later starts and market:advance extend the same series.
CREATE TABLE archive_demo (
  id integer PRIMARY KEY CHECK (id = 1),
  seed text NOT NULL,
  symbols integer NOT NULL,
  corporate_action_rate double precision NOT NULL,
  first_date date NOT NULL,
  generated_at timestamptz NOT NULL DEFAULT now(),
  generation_ms integer NOT NULL
);

CREATE TABLE archive_snapshots (
  name text PRIMARY KEY,
  body jsonb NOT NULL,
  built_at timestamptz NOT NULL DEFAULT now()
);
