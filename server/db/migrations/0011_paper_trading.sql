-- Paper trading (issue 11): the paper broker's orders, trades and cash ledger. Money is paise
-- (bigint), prices paise per share; dates are Indian calendar dates. Holdings are not stored:
-- they are the FIFO lots of the trades with the archive's splits and bonuses applied
-- (src/features/portfolio/model/fifo.ts), so they can never drift from the trades.

-- An order, in Kite Connect's words: NSE delivery (CNC) equity; MARKET, LIMIT, SL (stop-loss
-- limit) and SL-M (stop-loss market). A market order fills at once at the latest archive close
-- (a simulated fill); the others rest and are matched against later bars by the data.updated
-- job. `market_date` is the archive's last trading day when the order was placed (or last
-- modified): only bars after it can fill it. An open buy blocks `blocked_paise` of cash (its
-- value at the limit or trigger price plus charges) until it fills or is cancelled.
CREATE TABLE paper_orders (
  order_id text PRIMARY KEY,
  investor_sub text NOT NULL REFERENCES user_profiles (sub) ON DELETE CASCADE,
  exchange text NOT NULL CHECK (exchange = 'NSE'),
  symbol text NOT NULL,
  instrument_id integer NOT NULL REFERENCES instruments (id),
  side text NOT NULL CHECK (side IN ('BUY', 'SELL')),
  order_type text NOT NULL CHECK (order_type IN ('MARKET', 'LIMIT', 'SL', 'SL-M')),
  product text NOT NULL DEFAULT 'CNC' CHECK (product = 'CNC'),
  quantity integer NOT NULL CHECK (quantity > 0),
  price_paise bigint CHECK (price_paise > 0),
  trigger_price_paise bigint CHECK (trigger_price_paise > 0),
  status text NOT NULL
    CHECK (status IN ('OPEN', 'TRIGGER PENDING', 'COMPLETE', 'CANCELLED', 'REJECTED')),
  -- Why it was rejected or cancelled, in plain words.
  status_message text,
  filled_quantity integer NOT NULL DEFAULT 0 CHECK (filled_quantity >= 0),
  average_price_paise bigint,
  blocked_paise bigint NOT NULL DEFAULT 0 CHECK (blocked_paise >= 0),
  market_date date NOT NULL,
  placed_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  -- 'app': placed here; 'import': a tradebook row; 'demo': seeded history.
  source text NOT NULL DEFAULT 'app' CHECK (source IN ('app', 'import', 'demo')),
  demo boolean NOT NULL DEFAULT false,
  CHECK (order_type IN ('MARKET', 'SL-M') OR price_paise IS NOT NULL),
  CHECK (order_type IN ('SL', 'SL-M') OR trigger_price_paise IS NULL),
  CHECK (status IN ('OPEN', 'TRIGGER PENDING') OR blocked_paise = 0)
);

CREATE INDEX paper_orders_investor ON paper_orders (investor_sub, placed_at DESC);
CREATE INDEX paper_orders_resting ON paper_orders (market_date)
  WHERE status IN ('OPEN', 'TRIGGER PENDING');

-- A fill. `trade_date` is the trading day whose price filled it (the archive bar's date), which
-- dates the lot for FIFO, corporate actions and capital-gains holding periods. `charges` is the
-- contract note's breakdown (src/features/portfolio/model/charges.ts: brokerage, stt,
-- transaction, sebi, stamp, gst, dp, total), `charges_paise` its total and `stt_paise` the part
-- that the Income-tax Act does not let into cost. Imported trades have no order here.
CREATE TABLE paper_trades (
  trade_id text PRIMARY KEY,
  order_id text REFERENCES paper_orders (order_id) ON DELETE CASCADE,
  investor_sub text NOT NULL REFERENCES user_profiles (sub) ON DELETE CASCADE,
  exchange text NOT NULL CHECK (exchange IN ('NSE', 'BSE')),
  symbol text NOT NULL,
  instrument_id integer NOT NULL REFERENCES instruments (id),
  side text NOT NULL CHECK (side IN ('BUY', 'SELL')),
  quantity integer NOT NULL CHECK (quantity > 0),
  price_paise bigint NOT NULL CHECK (price_paise > 0),
  trade_date date NOT NULL,
  executed_at timestamptz NOT NULL,
  charges jsonb NOT NULL,
  charges_paise bigint NOT NULL CHECK (charges_paise >= 0),
  stt_paise bigint NOT NULL CHECK (stt_paise >= 0),
  simulated boolean NOT NULL DEFAULT true,
  source text NOT NULL DEFAULT 'app' CHECK (source IN ('app', 'import', 'demo')),
  demo boolean NOT NULL DEFAULT false
);

CREATE INDEX paper_trades_investor ON paper_trades (investor_sub, trade_date, executed_at);

-- Every movement of the paper account's cash, signed (+ into cash). paper_accounts.cash_paise is
-- their running sum, written in the same transaction. 'opening' is the virtual cash the account
-- opened with; a buy is -(value + charges), a sell +(value - charges); a dividend is credited on
-- its record date (the ex-date, with T+1 settlement) with its TDS as a separate entry.
CREATE TABLE paper_cash_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  investor_sub text NOT NULL REFERENCES user_profiles (sub) ON DELETE CASCADE,
  kind text NOT NULL
    CHECK (kind IN ('opening', 'deposit', 'withdrawal', 'buy', 'sell', 'dividend', 'tds')),
  amount_paise bigint NOT NULL,
  entry_date date NOT NULL,
  at timestamptz NOT NULL,
  trade_id text REFERENCES paper_trades (trade_id) ON DELETE CASCADE,
  -- Dividends and their TDS: the company and ex-date they belong to.
  instrument_id integer REFERENCES instruments (id),
  ex_date date,
  description text NOT NULL,
  demo boolean NOT NULL DEFAULT false,
  CHECK (kind NOT IN ('buy', 'sell') OR trade_id IS NOT NULL),
  CHECK (kind NOT IN ('dividend', 'tds') OR (instrument_id IS NOT NULL AND ex_date IS NOT NULL))
);

CREATE INDEX paper_cash_entries_investor ON paper_cash_entries (investor_sub, entry_date, id);
-- A dividend (and its TDS) is credited once, whoever runs the sweep.
CREATE UNIQUE INDEX paper_cash_entries_dividend
  ON paper_cash_entries (investor_sub, kind, instrument_id, ex_date)
  WHERE kind IN ('dividend', 'tds');

-- The accounts opened before this ledger existed: their cash so far is their opening entry.
INSERT INTO paper_cash_entries (investor_sub, kind, amount_paise, entry_date, at, description)
SELECT investor_sub, 'opening', cash_paise, (opened_at AT TIME ZONE 'Asia/Kolkata')::date,
       opened_at, 'Virtual cash the paper account opened with'
FROM paper_accounts;
