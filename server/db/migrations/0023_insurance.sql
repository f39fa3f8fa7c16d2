-- Insurance (issue 18, Deliver 3): the policies an investor holds and the inputs they gave the
-- needs calculator. The calculator itself (life cover by income replacement and human life
-- value, health cover by city tier and family size, the gap and its estimated premium) is the
-- pure src/features/insurance/model/needs.ts, run on the device; these tables only hold what the
-- investor said. Their adviser reads both (GET /api/advisor/investors/{investorId}/insurance)
-- and never writes them. Money is paise (bigint: up to ₹1,000 crore = 10^12 paise).

-- A policy. policy_id is made by the client (the outbox replays a create with the same id).
-- kind: the contract's POLICY_KINDS. sum_assured: the cover (for motor, the insured declared
-- value). premium: one instalment, paid each `frequency`. renewal_date: the next premium due or
-- renewal (null for a single premium); the calendar (0025_calendar.sql's module) reads it with
-- premium, frequency, kind and insurer for its premium-due events. nominees: a JSON array of
-- { name, relation, sharePct } whose shares add up to 100 when any is given. document_ids: a
-- JSON array of the owner's investor_documents ids (0010_documents.sql), checked by the service
-- on each write (no foreign key: a document kept for SEBI after an erasure outlives the
-- policy, and a policy names several). is_demo: made by the demo seed.
CREATE TABLE insurance_policies (
  policy_id uuid PRIMARY KEY,
  investor_sub text NOT NULL REFERENCES user_profiles (sub) ON DELETE CASCADE,
  kind text NOT NULL CHECK (
    kind IN ('term_life', 'health', 'critical_illness', 'personal_accident', 'motor', 'home')
  ),
  insurer text NOT NULL CHECK (char_length(btrim(insurer)) BETWEEN 1 AND 100),
  policy_number text CHECK (policy_number IS NULL OR char_length(policy_number) BETWEEN 1 AND 60),
  sum_assured bigint NOT NULL CHECK (sum_assured > 0),
  premium bigint NOT NULL CHECK (premium >= 0),
  frequency text NOT NULL CHECK (
    frequency IN ('monthly', 'quarterly', 'half_yearly', 'yearly', 'single')
  ),
  start_date date NOT NULL,
  renewal_date date CHECK (renewal_date IS NULL OR renewal_date >= start_date),
  nominees jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(nominees) = 'array'),
  document_ids jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(document_ids) = 'array'),
  notes text CHECK (notes IS NULL OR char_length(notes) <= 1000),
  is_demo boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE INDEX insurance_policies_investor ON insurance_policies (investor_sub, created_at);
-- The calendar's premium-due events: by date across an investor's (or an adviser's clients').
CREATE INDEX insurance_policies_renewal ON insurance_policies (renewal_date)
  WHERE renewal_date IS NOT NULL;

-- The needs calculator's inputs, the latest the investor saved (PUT
-- /api/investor/insurance/needs): the contract's NeedsInputs as a JSON object (annualIncome,
-- annualExpenses, liabilities, existingLifeCover, existingHealthCover in paise; inflationBp,
-- expectedReturnBp in basis points; dependantYears, age, retirementAge, cityTier, familySize).
-- No row: the investor has not used the calculator. is_demo: written by the demo seed.
CREATE TABLE insurance_needs (
  investor_sub text PRIMARY KEY REFERENCES user_profiles (sub) ON DELETE CASCADE,
  inputs jsonb NOT NULL CHECK (jsonb_typeof(inputs) = 'object'),
  is_demo boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL
);
