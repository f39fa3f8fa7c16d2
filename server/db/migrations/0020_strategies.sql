-- Strategies and their backtests (issue 14, Deliver 3 to 5). A strategy is its parameters
-- (src/features/strategies/model/contract.ts, StrategyParams, kept as the JSON the contract
-- validated); the backtest engine (server/modules/strategies/engine) is pure and runs in a
-- worker thread, so these tables hold only what a user saved and what a run answered.

-- A user's saved strategy (both roles), at most 50 a user. strategy_id: made by the client, so a
-- write replayed from a device's outbox is the same strategy.
CREATE TABLE saved_strategies (
  strategy_id uuid PRIMARY KEY,
  owner_sub text NOT NULL REFERENCES user_profiles (sub) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  params jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  demo boolean NOT NULL DEFAULT false
);

CREATE INDEX saved_strategies_owner ON saved_strategies (owner_sub, created_at);

-- One backtest a user asked for. params_key: paramsKey(params) of the contract, the same on the
-- client, so "the latest run of these parameters" is one index lookup. as_of: the archive's
-- data-update time the run used (its "as of"; a run of the same key on the same as_of is
-- answered again rather than run twice). status: 'running' from the request until the worker
-- answers (progress lives in the server's memory meanwhile); result: the BacktestResult, only
-- when 'done'; error: plain words, only when 'failed'. timings: where the time went (frame
-- read, parse, engine), milliseconds, for the logs and the bench; not part of the API.
-- A server that stops during a run leaves it 'running': the API answers such a run as failed.
CREATE TABLE backtest_runs (
  run_id uuid PRIMARY KEY,
  owner_sub text NOT NULL REFERENCES user_profiles (sub) ON DELETE CASCADE,
  params jsonb NOT NULL,
  params_key text NOT NULL,
  as_of timestamptz NOT NULL,
  status text NOT NULL CHECK (status IN ('running', 'done', 'failed', 'cancelled')),
  started_at timestamptz NOT NULL,
  finished_at timestamptz,
  error text,
  result jsonb,
  timings jsonb,
  CHECK ((status = 'done') = (result IS NOT NULL)),
  CHECK ((status = 'running') = (finished_at IS NULL))
);

CREATE INDEX backtest_runs_owner_key ON backtest_runs (owner_sub, params_key, started_at);
CREATE INDEX backtest_runs_owner ON backtest_runs (owner_sub, started_at);
