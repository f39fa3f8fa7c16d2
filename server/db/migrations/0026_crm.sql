-- The adviser's CRM (issue 17): leads through a pipeline to clients, contacts and their
-- households, interactions, tasks, consent to contact, and invitations. Every row belongs to
-- one adviser (advisor_sub) and is only ever read or written for that adviser: another
-- adviser's lead, contact or task is answered as 404 (the service checks it). Ids are made by
-- the client (the outbox replays a create with the same id, so it makes one row). Phone
-- numbers are stored in E.164 (src/features/crm/model/phone.ts); e-mail addresses as typed and
-- compared lower-cased. is_demo: made by the demo seed. The contract with each field's meaning
-- is src/features/crm/model/contract.ts.

-- A person the adviser knows: a prospect, a client (investor_sub set), or a household member.
-- family_id/household_role: the household, reusing the advisor book's families (0022); a
-- contact's role uses the family roles. tags: a JSON array of strings. important_dates: a JSON
-- array of { kind, date, label } (birthdays and policy renewals feed the adviser's calendar).
-- merged_into: set when merged into another contact (the row stays for the record and is no
-- longer listed).
CREATE TABLE crm_contacts (
  contact_id uuid PRIMARY KEY,
  advisor_sub text NOT NULL REFERENCES user_profiles (sub) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(btrim(name)) BETWEEN 1 AND 100),
  email text CHECK (email IS NULL OR char_length(email) BETWEEN 3 AND 254),
  phone text CHECK (phone IS NULL OR phone ~ '^\+[1-9][0-9]{6,14}$'),
  tags jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(tags) = 'array'),
  important_dates jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(important_dates) = 'array'),
  family_id uuid REFERENCES families (family_id) ON DELETE SET NULL,
  household_role text CHECK (
    household_role IS NULL OR household_role IN ('head', 'spouse', 'child', 'parent', 'sibling', 'other')
  ),
  notes text CHECK (notes IS NULL OR char_length(notes) <= 4000),
  investor_sub text REFERENCES user_profiles (sub) ON DELETE SET NULL,
  merged_into uuid REFERENCES crm_contacts (contact_id) ON DELETE SET NULL,
  is_demo boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE INDEX crm_contacts_advisor ON crm_contacts (advisor_sub, name) WHERE merged_into IS NULL;
CREATE INDEX crm_contacts_email ON crm_contacts (advisor_sub, lower(email)) WHERE email IS NOT NULL;
CREATE INDEX crm_contacts_phone ON crm_contacts (advisor_sub, phone) WHERE phone IS NOT NULL;
CREATE UNIQUE INDEX crm_contacts_investor ON crm_contacts (advisor_sub, investor_sub)
  WHERE investor_sub IS NOT NULL AND merged_into IS NULL;

-- Consent to contact (DPDP Act 2023), per channel, append-only: the latest row of a channel is
-- in force. source: where it came from, in the adviser's words.
CREATE TABLE crm_consents (
  consent_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  contact_id uuid NOT NULL REFERENCES crm_contacts (contact_id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('email', 'phone', 'sms', 'whatsapp')),
  granted boolean NOT NULL,
  source text NOT NULL CHECK (char_length(btrim(source)) BETWEEN 1 AND 200),
  recorded_at timestamptz NOT NULL
);

CREATE INDEX crm_consents_contact ON crm_consents (contact_id, channel, recorded_at DESC);

-- A lead in the pipeline. stage: new, contacted, meeting, proposal, won, lost (lost_reason
-- then given). position: order within the stage's column (0 first). expected_assets: paise.
-- next_follow_up: an IST day; overdue when before today in India (the client book and the
-- daily digest). owner_sub: the adviser who owns it (the practice is one adviser today).
-- investor_sub: the investor it became once its invitation was accepted.
CREATE TABLE crm_leads (
  lead_id uuid PRIMARY KEY,
  advisor_sub text NOT NULL REFERENCES user_profiles (sub) ON DELETE CASCADE,
  owner_sub text NOT NULL REFERENCES user_profiles (sub) ON DELETE CASCADE,
  contact_id uuid REFERENCES crm_contacts (contact_id) ON DELETE SET NULL,
  name text NOT NULL CHECK (char_length(btrim(name)) BETWEEN 1 AND 100),
  email text CHECK (email IS NULL OR char_length(email) BETWEEN 3 AND 254),
  phone text CHECK (phone IS NULL OR phone ~ '^\+[1-9][0-9]{6,14}$'),
  source text NOT NULL CHECK (
    source IN ('referral', 'website', 'event', 'social', 'cold_call', 'existing_client', 'other')
  ),
  expected_assets bigint CHECK (expected_assets IS NULL OR expected_assets >= 0),
  next_follow_up date,
  notes text CHECK (notes IS NULL OR char_length(notes) <= 4000),
  stage text NOT NULL CHECK (stage IN ('new', 'contacted', 'meeting', 'proposal', 'won', 'lost')),
  lost_reason text CHECK (lost_reason IS NULL OR char_length(lost_reason) <= 300),
  position integer NOT NULL DEFAULT 0 CHECK (position >= 0),
  investor_sub text REFERENCES user_profiles (sub) ON DELETE SET NULL,
  is_demo boolean NOT NULL DEFAULT false,
  stage_changed_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (stage <> 'lost' OR lost_reason IS NOT NULL)
);

CREATE INDEX crm_leads_board ON crm_leads (advisor_sub, stage, position);
CREATE INDEX crm_leads_follow_up ON crm_leads (next_follow_up)
  WHERE next_follow_up IS NOT NULL AND stage NOT IN ('won', 'lost');

-- Each stage a lead entered, append-only (from_stage null: created). A move to the stage it is
-- already in writes no row, and a replayed request is answered from the idempotency store, so
-- a stage change replayed twice is logged once.
CREATE TABLE crm_stage_log (
  entry_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id uuid NOT NULL REFERENCES crm_leads (lead_id) ON DELETE CASCADE,
  from_stage text,
  to_stage text NOT NULL,
  lost_reason text,
  at timestamptz NOT NULL
);

CREATE INDEX crm_stage_log_lead ON crm_stage_log (lead_id, at);

-- A call, meeting, e-mail, message or note, about a lead or a contact (at least one).
-- occurred_at: when it happened (typed offline, it reaches the server later: created_at).
CREATE TABLE crm_interactions (
  interaction_id uuid PRIMARY KEY,
  advisor_sub text NOT NULL REFERENCES user_profiles (sub) ON DELETE CASCADE,
  lead_id uuid REFERENCES crm_leads (lead_id) ON DELETE CASCADE,
  contact_id uuid REFERENCES crm_contacts (contact_id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('call', 'meeting', 'email', 'message', 'note')),
  occurred_at timestamptz NOT NULL,
  outcome text CHECK (outcome IS NULL OR char_length(outcome) <= 500),
  notes text CHECK (notes IS NULL OR char_length(notes) <= 4000),
  created_at timestamptz NOT NULL,
  CHECK (lead_id IS NOT NULL OR contact_id IS NOT NULL)
);

CREATE INDEX crm_interactions_advisor ON crm_interactions (advisor_sub, occurred_at DESC);
CREATE INDEX crm_interactions_lead ON crm_interactions (lead_id) WHERE lead_id IS NOT NULL;
CREATE INDEX crm_interactions_contact ON crm_interactions (contact_id) WHERE contact_id IS NOT NULL;

-- A task: due_at, an optional in-app reminder at remind_at (reminded_at: the notice went), a
-- snooze (snoozed_until hides it and delays the reminder), linked to a lead or a contact or
-- neither. assignee_sub: the adviser (one per practice today).
CREATE TABLE crm_tasks (
  task_id uuid PRIMARY KEY,
  advisor_sub text NOT NULL REFERENCES user_profiles (sub) ON DELETE CASCADE,
  assignee_sub text NOT NULL REFERENCES user_profiles (sub) ON DELETE CASCADE,
  lead_id uuid REFERENCES crm_leads (lead_id) ON DELETE SET NULL,
  contact_id uuid REFERENCES crm_contacts (contact_id) ON DELETE SET NULL,
  title text NOT NULL CHECK (char_length(btrim(title)) BETWEEN 1 AND 200),
  notes text CHECK (notes IS NULL OR char_length(notes) <= 4000),
  due_at timestamptz NOT NULL,
  remind_at timestamptz,
  snoozed_until timestamptz,
  reminded_at timestamptz,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'done')),
  done_at timestamptz,
  is_demo boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK ((status = 'done') = (done_at IS NOT NULL))
);

CREATE INDEX crm_tasks_advisor ON crm_tasks (advisor_sub, status, due_at);
CREATE INDEX crm_tasks_reminders ON crm_tasks (remind_at)
  WHERE status = 'open' AND reminded_at IS NULL AND remind_at IS NOT NULL;

-- An invitation sent when a won lead is converted: an e-mail with the sign-up link. When an
-- investor signs up with that (verified) e-mail address while it is pending and unexpired, the
-- server makes them the adviser's client at their first call, links the lead (investor_sub) and
-- a contact, and sets accepted_at. One pending invitation per lead: converting again re-sends.
CREATE TABLE crm_invitations (
  lead_id uuid PRIMARY KEY REFERENCES crm_leads (lead_id) ON DELETE CASCADE,
  advisor_sub text NOT NULL REFERENCES user_profiles (sub) ON DELETE CASCADE,
  email text NOT NULL,
  sent_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  investor_sub text REFERENCES user_profiles (sub) ON DELETE SET NULL
);

CREATE INDEX crm_invitations_pending ON crm_invitations (lower(email))
  WHERE accepted_at IS NULL;
