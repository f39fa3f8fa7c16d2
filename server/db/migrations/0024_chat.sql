-- Chat between an investor and their own adviser (issue 18, Deliver 2). The conversation is the
-- adviser's record (SEBI IA Regulations 2013, Reg. 19: kept 5 years): messages are never edited
-- or deleted while the account lives; an erased account keeps them until its retained_records
-- row expires (server/modules/account/deletion.ts, purgeExpiredRecords). The shapes the API
-- answers are src/features/chat/model/contract.ts.

-- One thread per investor-adviser pair. thread_id is derived from the pair (a name-based UUID,
-- server/modules/chat/thread-id.ts), so a client with no messages yet already has its id; the
-- row is written with the pair's first message (or read receipt). A thread stays when the
-- investor changes adviser: both keep reading it; only the current pair may write (the service
-- checks user_profiles.advisor_sub). last_message_at orders the thread lists.
CREATE TABLE chat_threads (
  thread_id uuid PRIMARY KEY,
  investor_sub text NOT NULL REFERENCES user_profiles (sub),
  advisor_sub text NOT NULL REFERENCES user_profiles (sub),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_message_at timestamptz,
  CHECK (investor_sub <> advisor_sub),
  UNIQUE (investor_sub, advisor_sub)
);

CREATE INDEX chat_threads_advisor ON chat_threads (advisor_sub);

-- A file sent in chat: uploaded for chat by its sender (PUT /api/chat/attachments/:id, the id
-- made by the client), or a copy of one of the thread's investor's onboarding documents made
-- when it is first attached (then attachment_id = the document's id and source_document_id says
-- so: the chat keeps its copy when the document is erased). The bytes live in the documents'
-- storage under storage_key (chat/<uploader>/<sha256>, content-addressed); content_type is
-- sniffed from the bytes, never taken from the client. Readable by both members of a thread
-- whose message names it (server/modules/chat/attachments.ts).
CREATE TABLE chat_attachments (
  attachment_id uuid PRIMARY KEY,
  uploader_sub text NOT NULL REFERENCES user_profiles (sub),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 120),
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'application/pdf')),
  bytes integer NOT NULL CHECK (bytes BETWEEN 1 AND 1048576),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  storage_key text NOT NULL CHECK (char_length(storage_key) BETWEEN 1 AND 512),
  source_document_id uuid,
  uploaded_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE INDEX chat_attachments_uploader ON chat_attachments (uploader_sub);

-- A message. client_message_id is made by the sender's device once per message and sent again
-- with every retry (the outbox): UNIQUE (sender_sub, client_message_id) makes each appear once,
-- and a retry answers the stored row. seq orders a thread (paging, "up to" read receipts);
-- sent_at is the server's clock at the insert. sender_role is the sender's side of the thread.
-- delivered_at: when the other side first received it (pushed to one of their sockets, or
-- fetched); read_at: when the other side marked it read. Both are written once.
-- is_demo: the demo conversation (server/modules/chat/demo-seed.ts).
CREATE TABLE chat_messages (
  message_id uuid PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  thread_id uuid NOT NULL REFERENCES chat_threads (thread_id),
  sender_sub text NOT NULL REFERENCES user_profiles (sub),
  sender_role text NOT NULL CHECK (sender_role IN ('investor', 'advisor')),
  client_message_id uuid NOT NULL,
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 4000),
  attachment_id uuid REFERENCES chat_attachments (attachment_id),
  sent_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  delivered_at timestamptz,
  read_at timestamptz,
  is_demo boolean NOT NULL DEFAULT false,
  UNIQUE (sender_sub, client_message_id),
  CHECK (read_at IS NULL OR delivered_at IS NOT NULL)
);

CREATE INDEX chat_messages_thread ON chat_messages (thread_id, seq);
-- Unread counts: the few messages not yet read, by thread and sender.
CREATE INDEX chat_messages_unread ON chat_messages (thread_id, sender_sub) WHERE read_at IS NULL;
CREATE INDEX chat_messages_attachment ON chat_messages (attachment_id) WHERE attachment_id IS NOT NULL;

-- The record does not change: only the receipts may be set, each once.
CREATE FUNCTION chat_messages_keep_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.message_id <> OLD.message_id OR NEW.thread_id <> OLD.thread_id
     OR NEW.sender_sub <> OLD.sender_sub OR NEW.sender_role <> OLD.sender_role
     OR NEW.client_message_id <> OLD.client_message_id OR NEW.body <> OLD.body
     OR NEW.attachment_id IS DISTINCT FROM OLD.attachment_id OR NEW.sent_at <> OLD.sent_at
     OR (OLD.delivered_at IS NOT NULL AND NEW.delivered_at IS DISTINCT FROM OLD.delivered_at)
     OR (OLD.read_at IS NOT NULL AND NEW.read_at IS DISTINCT FROM OLD.read_at) THEN
    RAISE EXCEPTION 'chat messages are a record: only their receipts may be set, once';
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER chat_messages_keep_record BEFORE UPDATE ON chat_messages
  FOR EACH ROW EXECUTE FUNCTION chat_messages_keep_record();
