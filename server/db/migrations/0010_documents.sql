-- Onboarding documents (issue 10): an investor's PAN card and address proof. The bytes live
-- outside the database behind a small storage interface (server/modules/documents/storage.ts);
-- a row is their record. The newest row of a kind is the current document; older rows stay for
-- the record. Never a full Aadhaar number or any other secret here: only what the file is.

CREATE TABLE investor_documents (
  id uuid PRIMARY KEY,
  investor_sub text NOT NULL REFERENCES user_profiles (sub),
  kind text NOT NULL CHECK (kind IN ('pan', 'address')),
  -- Sniffed from the bytes, never taken from the file name or the request alone.
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'application/pdf')),
  bytes integer NOT NULL CHECK (bytes BETWEEN 1 AND 1048576),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  storage_key text NOT NULL CHECK (char_length(storage_key) BETWEEN 1 AND 512),
  uploaded_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE INDEX investor_documents_current ON investor_documents (investor_sub, kind, uploaded_at DESC);
