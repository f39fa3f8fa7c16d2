-- The adviser's book: notes an adviser keeps on one of their clients (investor details). The
-- client may read them in their activity (the audit log says who wrote what, when).

CREATE TABLE client_notes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  advisor_sub text NOT NULL REFERENCES user_profiles (sub),
  investor_sub text NOT NULL REFERENCES user_profiles (sub),
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 4000),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX client_notes_investor ON client_notes (advisor_sub, investor_sub, id DESC);
