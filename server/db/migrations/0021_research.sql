-- From adviser research to investor action (issue 16): research calls, model portfolios and
-- their versions, suggestions with their suitability decisions and the investor's answer, and
-- the adviser's score calibration. The API shapes: src/features/research/model/contract.ts,
-- src/features/suggestions/model/contract.ts, src/features/calibration/model/contract.ts.
--
-- Records (SEBI IA Regulations 2013, Reg. 19: five years): a call's content, every model
-- version, every suitability decision and every suggestion are never updated or deleted by the
-- app, only added to. What does change is written once, on its own columns: a call's close
-- (by the data-update job), a suggestion's answer (accepted / declined / superseded) and the
-- orders its acceptance placed. None of these tables cascades from user_profiles: an erased
-- investor's records stay, out of sight, like their risk profiles (account/deletion.ts).
-- Money is integer paise; weights and shares are basis points (10000 = 100 %).

-- A research call. entry_price / entry_date: the latest close when it was made (the server
-- reads it; the adviser does not type it). nifty_entry: NIFTY 50's close that day, for the
-- comparison. horizon_date = entry_date + horizon_days. categories: the risk categories the
-- adviser says it suits (src/domain/risk-categories.ts ids). allocation_bp: for a buy, the share
-- of a client's portfolio value the suggestion buys. status: 'open' until the data-update job
-- finds the target or the stop reached on a later bar ('target-hit', 'stop-hit'; both on one
-- bar counts as the stop, the cautious reading) or the horizon passed ('expired', at that day's
-- close); closed_on / close_price are then written once.
CREATE TABLE research_calls (
  call_id uuid PRIMARY KEY,
  advisor_sub text NOT NULL REFERENCES user_profiles (sub),
  instrument_id integer NOT NULL REFERENCES instruments (id),
  symbol text NOT NULL,
  action text NOT NULL CHECK (action IN ('buy', 'sell', 'hold')),
  entry_price bigint NOT NULL CHECK (entry_price > 0),
  entry_date date NOT NULL,
  nifty_entry double precision,
  target_price bigint NOT NULL CHECK (target_price > 0),
  stop_loss bigint NOT NULL CHECK (stop_loss > 0),
  horizon_days integer NOT NULL CHECK (horizon_days BETWEEN 1 AND 1095),
  horizon_date date NOT NULL,
  rationale text NOT NULL CHECK (char_length(rationale) BETWEEN 1 AND 2000),
  categories text[] NOT NULL,
  allocation_bp integer NOT NULL CHECK (allocation_bp BETWEEN 0 AND 10000),
  created_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'target-hit', 'stop-hit', 'expired')),
  closed_on date,
  close_price bigint,
  demo boolean NOT NULL DEFAULT false,
  CHECK ((status = 'open') = (closed_on IS NULL))
);

CREATE INDEX research_calls_advisor ON research_calls (advisor_sub, created_at);
CREATE INDEX research_calls_open ON research_calls (status) WHERE status = 'open';

-- A model portfolio: its name and the number of its current version. The content of each
-- version is in model_versions. archived_at: the adviser retired it (kept, never deleted).
CREATE TABLE model_portfolios (
  model_id uuid PRIMARY KEY,
  advisor_sub text NOT NULL REFERENCES user_profiles (sub),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  goal_type text NOT NULL,
  current_version integer NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  archived_at timestamptz,
  demo boolean NOT NULL DEFAULT false
);

CREATE UNIQUE INDEX model_portfolios_advisor_name
  ON model_portfolios (advisor_sub, lower(name)) WHERE archived_at IS NULL;

-- Every version of a model, append-only: what was recommended when. stocks:
-- [{"symbol", "instrumentId", "weightBp"}] adding up to 10000. note: what changed and why.
CREATE TABLE model_versions (
  model_id uuid NOT NULL REFERENCES model_portfolios (model_id),
  version integer NOT NULL CHECK (version >= 1),
  stocks jsonb NOT NULL,
  categories text[] NOT NULL,
  drift_band_bp integer NOT NULL CHECK (drift_band_bp BETWEEN 100 AND 2500),
  review_date date NOT NULL,
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  PRIMARY KEY (model_id, version)
);

-- Which clients follow a model (made when a model suggestion is sent to them), and for which
-- of their goals. version: the version last suggested to them. removed_at: unassigned.
CREATE TABLE model_assignments (
  model_id uuid NOT NULL REFERENCES model_portfolios (model_id),
  investor_sub text NOT NULL REFERENCES user_profiles (sub),
  goal_id uuid,
  version integer NOT NULL,
  assigned_at timestamptz NOT NULL,
  removed_at timestamptz,
  PRIMARY KEY (model_id, investor_sub)
);

CREATE INDEX model_assignments_investor ON model_assignments (investor_sub);

-- Every suitability check of a suggestion for one client, append-only, passed or not.
-- subject_kind / subject_id: the call or model (model_version for a model or rebalance).
-- category: the client's risk category at that moment (null: no risk profile). outcome:
-- 'passed', 'blocked' (not sent) or 'overridden' (sent with the adviser's justification).
-- rule_version: SUITABILITY_RULE_VERSION of src/domain/suitability.ts. findings: the rules that
-- failed, [{"rule", "limit", "actual", "detail"}] (empty when passed).
CREATE TABLE suitability_decisions (
  id bigserial PRIMARY KEY,
  advisor_sub text NOT NULL REFERENCES user_profiles (sub),
  investor_sub text NOT NULL REFERENCES user_profiles (sub),
  subject_kind text NOT NULL CHECK (subject_kind IN ('call', 'model', 'rebalance')),
  subject_id uuid NOT NULL,
  model_version integer,
  category text,
  outcome text NOT NULL CHECK (outcome IN ('passed', 'blocked', 'overridden')),
  rule_version text NOT NULL,
  findings jsonb NOT NULL,
  justification text,
  created_at timestamptz NOT NULL,
  demo boolean NOT NULL DEFAULT false,
  CHECK ((outcome = 'overridden') = (justification IS NOT NULL))
);

CREATE INDEX suitability_decisions_advisor ON suitability_decisions (advisor_sub, created_at);
CREATE INDEX suitability_decisions_investor ON suitability_decisions (investor_sub, created_at);

-- A suggestion sent to one client. kind: 'call' (from call_id), 'model' (invest in model_id at
-- model_version for amount), 'rebalance' (move the client's holding of the model to a new
-- version). orders: the planned market orders [{"symbol", "instrumentId", "side", "quantity",
-- "price"}] priced at market_date's close (the suitability check saw these sizes: the investor
-- may lower a quantity, never raise it). status: 'pending' until the investor answers
-- ('accepted', 'declined' with decline_reason) or a newer suggestion of the same model replaces
-- it ('superseded'). decision_id: its suitability decision.
CREATE TABLE suggestions (
  suggestion_id uuid PRIMARY KEY,
  advisor_sub text NOT NULL REFERENCES user_profiles (sub),
  investor_sub text NOT NULL REFERENCES user_profiles (sub),
  kind text NOT NULL CHECK (kind IN ('call', 'model', 'rebalance')),
  call_id uuid REFERENCES research_calls (call_id),
  model_id uuid REFERENCES model_portfolios (model_id),
  model_version integer,
  goal_id uuid,
  amount bigint,
  title text NOT NULL,
  message text NOT NULL DEFAULT '',
  orders jsonb NOT NULL,
  market_date date NOT NULL,
  decision_id bigint NOT NULL REFERENCES suitability_decisions (id),
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'accepted', 'declined', 'superseded')),
  decline_reason text,
  created_at timestamptz NOT NULL,
  responded_at timestamptz,
  demo boolean NOT NULL DEFAULT false,
  CHECK ((kind = 'call') = (call_id IS NOT NULL)),
  CHECK ((kind = 'call') = (model_id IS NULL)),
  CHECK ((status = 'pending') = (responded_at IS NULL))
);

CREATE INDEX suggestions_investor ON suggestions (investor_sub, created_at);
CREATE INDEX suggestions_advisor ON suggestions (advisor_sub, created_at);
CREATE INDEX suggestions_model ON suggestions (model_id, investor_sub) WHERE model_id IS NOT NULL;
CREATE INDEX suggestions_call ON suggestions (call_id) WHERE call_id IS NOT NULL;

-- The orders an accepted suggestion placed, one row per stock and side (like basket_orders):
-- the accepted quantity, the paper order and what became of it.
CREATE TABLE suggestion_orders (
  suggestion_id uuid NOT NULL REFERENCES suggestions (suggestion_id),
  symbol text NOT NULL,
  side text NOT NULL CHECK (side IN ('BUY', 'SELL')),
  instrument_id integer NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  price bigint NOT NULL,
  order_id text,
  status text NOT NULL CHECK (status IN ('COMPLETE', 'REJECTED', 'FAILED')),
  message text,
  charges bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (suggestion_id, symbol, side)
);

-- An adviser's score calibration (the /advisor/tanh screen), append-only: the latest row is
-- the one in use. weights: {"value", "momentum", "quality", "lowVolatility", "size"} adding
-- up to 1; k: the scale in composite = tanh(k * sum(w * z)).
CREATE TABLE score_calibrations (
  id bigserial PRIMARY KEY,
  advisor_sub text NOT NULL REFERENCES user_profiles (sub),
  weights jsonb NOT NULL,
  k double precision NOT NULL CHECK (k > 0),
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  demo boolean NOT NULL DEFAULT false
);

CREATE INDEX score_calibrations_advisor ON score_calibrations (advisor_sub, id);
