-- Account settings (issue 11, Deliver 8): sign out on every device, notification choices, and
-- deleting an account (DPDP Act 2023) while keeping what SEBI requires advisers to keep.

-- sessions_revoked_at: "sign out on every device". An id token whose auth_time is not after it
-- is refused (401), whatever its expiry; the identity service's refresh tokens are revoked too.
-- deletion_requested_at / deletion_due_at: a deletion the investor asked for, erased at the due
-- time (7 days' grace) unless cancelled before. erased_at: when the personal data was erased;
-- such a profile keeps only its id, type and track, and no token is accepted for it again.
ALTER TABLE user_profiles
  ADD COLUMN sessions_revoked_at timestamptz,
  ADD COLUMN deletion_requested_at timestamptz,
  ADD COLUMN deletion_due_at timestamptz,
  ADD COLUMN erased_at timestamptz,
  ADD CONSTRAINT deletion_due_after_request CHECK (
    (deletion_requested_at IS NULL) = (deletion_due_at IS NULL)
    AND (deletion_due_at IS NULL OR deletion_due_at > deletion_requested_at)
  ),
  ADD CONSTRAINT erased_have_no_contact CHECK (
    erased_at IS NULL OR (email IS NULL AND phone IS NULL AND name IS NULL)
  );

-- Which notices an investor wants, by topic and channel: {"orders": {"email": true, "sms": false}}.
-- No row: the defaults (src/features/account/model/notifications.ts). Security notices (sign-in
-- changes, deletion) are always e-mailed and are not stored here.
CREATE TABLE notification_preferences (
  investor_sub text PRIMARY KEY REFERENCES user_profiles (sub),
  choices jsonb NOT NULL CHECK (jsonb_typeof(choices) = 'object'),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- What is kept of an erased account, and until when: SEBI (Investment Advisers) Regulations 2013,
-- Reg. 19, keep KYC, risk profiling and suitability records and the advice given for five years.
-- The kept rows stay where they are (kyc_records, investor_documents, risk_profiles and their
-- overrides, client_notes, audit_log), reachable only by this table; advisor_sub is the adviser
-- of record (the profile's own link is cleared, so the investor leaves the adviser's book).
-- After retain_until a daily job deletes them.
CREATE TABLE retained_records (
  investor_sub text PRIMARY KEY REFERENCES user_profiles (sub),
  advisor_sub text REFERENCES user_profiles (sub),
  erased_at timestamptz NOT NULL,
  retain_until timestamptz NOT NULL CHECK (retain_until > erased_at),
  -- What was kept, in words, as told to the investor when they asked.
  kept jsonb NOT NULL CHECK (jsonb_typeof(kept) = 'array')
);

CREATE INDEX retained_records_until ON retained_records (retain_until);
