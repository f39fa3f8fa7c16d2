-- KYC (onboarding issue): one record per investor, from the first draft to the adviser's
-- decision. The draft is what the form holds while being filled in; `details` is what was
-- submitted. Only the last 4 digits of Aadhaar are ever kept (the API refuses anything that
-- looks like a full Aadhaar number); the second, "typed again" account number is not kept.

CREATE TABLE kyc_records (
  investor_sub text PRIMARY KEY REFERENCES user_profiles (sub),
  status text NOT NULL CHECK (status IN ('draft', 'submitted', 'verified', 'rejected')),
  draft jsonb,
  draft_saved_at timestamptz,
  details jsonb,
  submitted_at timestamptz,
  decided_at timestamptz,
  decided_by text REFERENCES user_profiles (sub),
  rejection_reason text CHECK (char_length(rejection_reason) BETWEEN 10 AND 500),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status = 'draft' OR (details IS NOT NULL AND submitted_at IS NOT NULL)),
  CHECK (status <> 'rejected' OR rejection_reason IS NOT NULL)
);

-- The adviser's queue: records awaiting review, oldest first.
CREATE INDEX kyc_records_awaiting ON kyc_records (submitted_at) WHERE status = 'submitted';
