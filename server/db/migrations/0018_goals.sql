-- Goals (issue 13, Deliver 2 and 3): what an investor saves for, the money recorded against it,
-- and the expected return and volatility each risk category's plan assumes. The maths (future
-- value, SIP, glide path, Monte Carlo) are pure functions in src/features/goals/model, run by the
-- server on each answer; these tables only hold what the investor and the adviser said. Money is
-- paise (bigint: a target reaches ₹1,000 crore = 10^12 paise); rates are basis points.

-- A goal. type: one of the contract's GOAL_TYPES. target_today: what it costs in today's money;
-- target_date: when the money is needed (1 month to 50 years after the market day it was set).
-- inflation_bp grows the target to that date; set_aside is money already put aside for it on
-- created_on (the market day the goal was made, where its plan and glide path start);
-- step_up_bp raises the SIP each year. basket_id: the investor's basket that invests for it
-- (0017_baskets.sql); deleting the basket unlinks the goal.
CREATE TABLE goals (
  goal_id uuid PRIMARY KEY,
  investor_sub text NOT NULL REFERENCES user_profiles (sub) ON DELETE CASCADE,
  type text NOT NULL
    CHECK (type IN ('retirement', 'education', 'house', 'car', 'emergency', 'wedding', 'custom')),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  target_today bigint NOT NULL CHECK (target_today > 0),
  target_date date NOT NULL,
  inflation_bp integer NOT NULL CHECK (inflation_bp BETWEEN 0 AND 2000),
  set_aside bigint NOT NULL DEFAULT 0 CHECK (set_aside >= 0),
  step_up_bp integer NOT NULL DEFAULT 0 CHECK (step_up_bp BETWEEN 0 AND 5000),
  basket_id uuid REFERENCES baskets (basket_id) ON DELETE SET NULL,
  created_on date NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  demo boolean NOT NULL DEFAULT false,
  CHECK (target_date > created_on)
);

CREATE INDEX goals_investor ON goals (investor_sub, created_at);
CREATE INDEX goals_basket ON goals (basket_id) WHERE basket_id IS NOT NULL;

-- Money the investor invested for a goal elsewhere (a fund, a deposit), recorded by hand; it
-- counts at its amount in the goal's value. Top-ups of the goal's basket are the baskets
-- module's (basket_investments.goal_id), not rows here. date: the day it was invested, never
-- after the market day it was recorded on.
CREATE TABLE goal_contributions (
  id uuid PRIMARY KEY,
  goal_id uuid NOT NULL REFERENCES goals (goal_id) ON DELETE CASCADE,
  amount bigint NOT NULL CHECK (amount > 0),
  date date NOT NULL,
  note text CHECK (note IS NULL OR char_length(note) <= 120),
  created_at timestamptz NOT NULL
);

CREATE INDEX goal_contributions_goal ON goal_contributions (goal_id, date);

-- An adviser's table of plan assumptions for all their investors (PUT
-- /api/advisor/goal-assumptions): one row per risk category, all five written together. An
-- investor whose adviser has no rows gets src/domain/goal-assumptions.ts's documented defaults.
CREATE TABLE goal_assumptions (
  advisor_sub text NOT NULL REFERENCES user_profiles (sub) ON DELETE CASCADE,
  category text NOT NULL CHECK (
    category IN (
      'conservative',
      'moderately-conservative',
      'moderate',
      'moderately-aggressive',
      'aggressive'
    )
  ),
  expected_return_bp integer NOT NULL CHECK (expected_return_bp BETWEEN 0 AND 2000),
  volatility_bp integer NOT NULL CHECK (volatility_bp BETWEEN 0 AND 4000),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (advisor_sub, category)
);
