-- Broker link (issue 10): which broker an investor's account is linked to, the live broker's
-- session, and the paper broker's account. One link per investor.

-- The investor's broker link. `broker` is 'paper' (this server's practice broker) or a live
-- broker ('zerodha', 'upstox'). A live link holds the broker's access token encrypted with
-- AES-256-GCM (BROKER_TOKEN_KEY; format v1.<iv>.<tag>.<ciphertext>, base64url, the investor and
-- broker as associated data) and never in clear; it is null for paper and after the broker's
-- session has ended. The link is "expired" once session_expires_at has passed (the brokers end
-- sessions daily): the investor signs in to the broker again, the link row stays.
CREATE TABLE broker_links (
  investor_sub text PRIMARY KEY REFERENCES user_profiles (sub) ON DELETE CASCADE,
  broker text NOT NULL CHECK (broker IN ('paper', 'zerodha', 'upstox')),
  -- The broker's id of the account (Kite/Upstox user_id); the investor's sub for paper.
  account_id text NOT NULL CHECK (char_length(account_id) BETWEEN 1 AND 128),
  access_token_enc text,
  session_expires_at timestamptz,
  linked_at timestamptz NOT NULL DEFAULT now(),
  -- When the server last read the account from the broker (profile and funds).
  last_sync_at timestamptz,
  -- Local demo data (seeded, labelled "demo" on screens); never true in production.
  demo boolean NOT NULL DEFAULT false,
  CHECK (broker = 'paper' OR session_expires_at IS NOT NULL),
  CHECK (broker <> 'paper' OR access_token_enc IS NULL)
);

-- A live sign-in under way: the random `state` sent to the broker, which must come back on the
-- redirect from the same investor for the same broker within 15 minutes; used once.
CREATE TABLE broker_login_states (
  state text PRIMARY KEY CHECK (char_length(state) BETWEEN 32 AND 64),
  investor_sub text NOT NULL REFERENCES user_profiles (sub) ON DELETE CASCADE,
  broker text NOT NULL CHECK (broker IN ('zerodha', 'upstox')),
  expires_at timestamptz NOT NULL
);

CREATE INDEX broker_login_states_investor ON broker_login_states (investor_sub);

-- The paper broker's account: virtual cash in paise (10,00,000 rupees when opened). It outlives
-- an unlink, so linking paper again continues with the same cash; the portfolio issue's ledger
-- (orders, holdings) builds on it and is the only writer of cash after opening.
CREATE TABLE paper_accounts (
  investor_sub text PRIMARY KEY REFERENCES user_profiles (sub) ON DELETE CASCADE,
  cash_paise bigint NOT NULL CHECK (cash_paise >= 0),
  opened_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
