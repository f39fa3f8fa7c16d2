-- The SEBI risk profile (onboarding, issue 10): each time an investor completes the
-- questionnaire, one row with the questionnaire version, the answers, both scores, the category
-- and the answers that drove it, as the pure scoring module computed them then (a later version
-- may score differently; the stored result is what the investor consented to). The latest row is
-- the investor's profile. An adviser may override its category with a written reason; every
-- override is kept (the history), the latest one applies.

CREATE TABLE risk_profiles (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  investor_sub text NOT NULL REFERENCES user_profiles (sub),
  questionnaire_version integer NOT NULL CHECK (questionnaire_version > 0),
  answers jsonb NOT NULL CHECK (jsonb_typeof(answers) = 'object'),
  capacity_score smallint NOT NULL CHECK (capacity_score BETWEEN 0 AND 100),
  capacity_category text NOT NULL CHECK (capacity_category IN ('conservative',
    'moderately-conservative', 'moderate', 'moderately-aggressive', 'aggressive')),
  tolerance_score smallint NOT NULL CHECK (tolerance_score BETWEEN 0 AND 100),
  tolerance_category text NOT NULL CHECK (tolerance_category IN ('conservative',
    'moderately-conservative', 'moderate', 'moderately-aggressive', 'aggressive')),
  category text NOT NULL CHECK (category IN ('conservative', 'moderately-conservative',
    'moderate', 'moderately-aggressive', 'aggressive')),
  drivers jsonb NOT NULL CHECK (jsonb_typeof(drivers) = 'array'),
  taken_at timestamptz NOT NULL DEFAULT now(),
  consent_at timestamptz NOT NULL
);

CREATE INDEX risk_profiles_investor ON risk_profiles (investor_sub, id DESC);

CREATE TABLE risk_profile_overrides (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  profile_id bigint NOT NULL REFERENCES risk_profiles (id),
  advisor_sub text NOT NULL REFERENCES user_profiles (sub),
  category text NOT NULL CHECK (category IN ('conservative', 'moderately-conservative',
    'moderate', 'moderately-aggressive', 'aggressive')),
  reason text NOT NULL CHECK (char_length(reason) BETWEEN 20 AND 500),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX risk_profile_overrides_profile ON risk_profile_overrides (profile_id, id DESC);
