-- Baskets, their investments and SIPs (issue 13, Deliver 6 to 8). The rules (weights, minimum
-- investment, purchase plans, drift, rebalance orders) are pure functions in
-- src/features/baskets/model, shared with the app; these tables hold only their state. Money is
-- integer paise; weights are basis points (10,000 = 100 %). Stocks are NSE symbols, with the
-- archive's instrument id of the day they were chosen (no foreign key: an archive reload may
-- renumber instruments, the symbol is what counts).

-- An investor's basket: a named mix of 2 to 50 stocks with target weights, at most 20 an
-- investor. weighting: how the server worked the weights out ('equal', 'market-cap' on the day's
-- market capitalisation, 'factor' on the day's composite factor score, 'custom' as given).
-- theme_id: the ready-made theme (GET /archive/themes) it was started from, if any.
-- tolerance_bp: how far (absolute basis points) a stock's actual weight may stray from its
-- target before the basket needs a rebalance; it also sets the minimum investment.
CREATE TABLE baskets (
  basket_id uuid PRIMARY KEY,
  investor_sub text NOT NULL REFERENCES user_profiles (sub) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  weighting text NOT NULL CHECK (weighting IN ('equal', 'market-cap', 'factor', 'custom')),
  theme_id text CHECK (theme_id IS NULL OR char_length(theme_id) BETWEEN 1 AND 40),
  tolerance_bp integer NOT NULL DEFAULT 200 CHECK (tolerance_bp BETWEEN 50 AND 1000),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  demo boolean NOT NULL DEFAULT false
);

CREATE INDEX baskets_investor ON baskets (investor_sub, created_at);

-- A stock of a basket in the investor's order (`position`, 0 first) with its target weight; the
-- weights of a basket add up to exactly 10,000.
CREATE TABLE basket_stocks (
  basket_id uuid NOT NULL REFERENCES baskets (basket_id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position >= 0),
  symbol text NOT NULL,
  instrument_id integer NOT NULL,
  weight_bp integer NOT NULL CHECK (weight_bp BETWEEN 0 AND 10000),
  PRIMARY KEY (basket_id, symbol)
);

-- One group of orders for a basket: an investment ('lumpsum'; 'topup' when it counts towards a
-- goal, goal_id; 'sip', a monthly instalment placed by the job) or a 'rebalance'. amount: the
-- budget asked for (a rebalance: 0). market_date: the archive's trading day the orders were
-- priced and filled on. goal_id has no foreign key: goals arrive in 0018_goals.sql, and a goal
-- deleted later leaves its top-ups as plain investments of the basket.
CREATE TABLE basket_investments (
  investment_id uuid PRIMARY KEY,
  basket_id uuid NOT NULL REFERENCES baskets (basket_id) ON DELETE CASCADE,
  investor_sub text NOT NULL REFERENCES user_profiles (sub) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('lumpsum', 'topup', 'sip', 'rebalance')),
  goal_id uuid,
  amount bigint NOT NULL CHECK (amount >= 0),
  market_date date NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  demo boolean NOT NULL DEFAULT false
);

CREATE INDEX basket_investments_basket ON basket_investments (basket_id, created_at);
CREATE INDEX basket_investments_investor ON basket_investments (investor_sub, goal_id);

-- One order (a leg) of a group, placed through the paper order engine. (investment_id, symbol,
-- side) is the leg's own idempotency key: a retry of the group re-places only the legs not
-- COMPLETE, on this row, so a leg never fills twice. position: its place in the group (sells
-- first). price: the fill price, or the price it was planned at when it did not fill.
-- order_id: the paper order (null when the engine refused to place one: status FAILED).
-- status: COMPLETE (filled), REJECTED (the engine rejected it: funds, shares), FAILED (could
-- not be placed: suspended, no price). message: why not, in plain words. charges: the fill's
-- contract-note charges (0 when not filled). attempts: how many times it was placed.
CREATE TABLE basket_orders (
  investment_id uuid NOT NULL REFERENCES basket_investments (investment_id) ON DELETE CASCADE,
  symbol text NOT NULL,
  instrument_id integer NOT NULL,
  side text NOT NULL CHECK (side IN ('BUY', 'SELL')),
  position integer NOT NULL CHECK (position >= 0),
  quantity integer NOT NULL CHECK (quantity > 0),
  price bigint NOT NULL CHECK (price >= 0),
  order_id text,
  status text NOT NULL CHECK (status IN ('COMPLETE', 'REJECTED', 'FAILED')),
  message text,
  attempts integer NOT NULL DEFAULT 1 CHECK (attempts >= 1),
  charges bigint NOT NULL DEFAULT 0 CHECK (charges >= 0),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (investment_id, symbol, side)
);

-- A basket's monthly SIP: `amount` on day `day` (1 to 28) of each month, moved to the next
-- trading day when the exchange is shut. started_on: the market day it was set up (or changed);
-- only instalments due after it are taken. active false: stopped (kept, so it can be resumed).
CREATE TABLE basket_sips (
  basket_id uuid PRIMARY KEY REFERENCES baskets (basket_id) ON DELETE CASCADE,
  amount bigint NOT NULL CHECK (amount > 0),
  day integer NOT NULL CHECK (day BETWEEN 1 AND 28),
  active boolean NOT NULL,
  started_on date NOT NULL,
  updated_at timestamptz NOT NULL,
  demo boolean NOT NULL DEFAULT false
);

-- One row per SIP instalment taken: the unique (basket_id, month) decides which job run takes
-- it (INSERT ... ON CONFLICT DO NOTHING; only the inserter invests), so an instalment is taken
-- exactly once even with several server processes. month: 'YYYY-MM' of the instalment.
-- investment_id: its group, or null when none could be placed (the reason is in `note`).
CREATE TABLE sip_runs (
  basket_id uuid NOT NULL REFERENCES baskets (basket_id) ON DELETE CASCADE,
  month text NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  investment_id uuid,
  due_on date NOT NULL,
  ran_at timestamptz NOT NULL,
  note text,
  PRIMARY KEY (basket_id, month)
);
