-- Identity: one profile per signed-in user, keyed by the `sub` of their Cognito id token and
-- created on their first authenticated call. The user type decides the role (spec 3, 6); the
-- track is where they are in onboarding (UPFACCOUNTFROZEN: frozen); an investor may have an
-- advisor. The lists mirror server/services/tracks.ts: change both together.

CREATE TABLE user_profiles (
  sub text PRIMARY KEY,
  user_type text NOT NULL CHECK (user_type IN ('USRTYINV', 'USRTYADV')),
  track text NOT NULL CHECK (
    track IN (
      'UPFKYCPENDING',
      'UPFKYCINPROCESS',
      'UPFRISKPROFILEPENDING',
      'UPFBROKERPENDING',
      'UPFADVVERIFICATIONPENDING',
      'UPFACTIVE',
      'UPFACCOUNTFROZEN'
    )
  ),
  email text,
  phone text,
  name text,
  sebi_reg text CHECK (sebi_reg ~ '^INA[0-9]{9}$'),
  advisor_sub text REFERENCES user_profiles (sub) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT only_investors_have_advisors CHECK (
    advisor_sub IS NULL OR (user_type = 'USRTYINV' AND advisor_sub <> sub)
  ),
  CONSTRAINT only_advisors_are_registered CHECK (sebi_reg IS NULL OR user_type = 'USRTYADV')
);

CREATE INDEX user_profiles_advisor_sub ON user_profiles (advisor_sub);
