-- Live chat and tickets (chat-api) and the chat lookups of the admin API (specification 03).
CREATE SCHEMA IF NOT EXISTS chat;

-- An app user who contacted support, per chat app (13 prime-opinion, 16 five-surveys, 18 hey-cash,
-- 71 top-surveys, 554 earn-star; other ids are external apps hidden from the app filter).
CREATE TABLE chat.users (
  uuid uuid PRIMARY KEY,
  app_external_id integer NOT NULL,
  -- The user's id inside the app.
  external_id text NOT NULL,
  is_app_user boolean NOT NULL DEFAULT true,
  -- The platform user, when the app user is linked to one.
  ps_user_id bigint,
  name text,
  email text,
  country_code char(2),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (app_external_id, external_id)
);
CREATE INDEX users_ps_user_idx ON chat.users (ps_user_id) WHERE ps_user_id IS NOT NULL;

CREATE TABLE chat.conversations (
  uuid uuid PRIMARY KEY,
  user_uuid uuid NOT NULL REFERENCES chat.users (uuid) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'snoozed', 'closed')),
  -- Set exactly while snoozed: the conversation is open again once this time has passed.
  snooze_until timestamptz,
  assignee_id integer REFERENCES core.admins (id) ON DELETE SET NULL,
  -- 0 chat, anything else a ticket.
  type smallint NOT NULL DEFAULT 0,
  rating smallint CHECK (rating BETWEEN 1 AND 5),
  language_code text,
  -- android, ios, web, email
  source text,
  -- Time of the latest message of any kind: "newest" sorts on it.
  last_activity_at timestamptz NOT NULL DEFAULT now(),
  -- When an agent last replied with a macro (a generic, canned answer).
  latest_generic_message_sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT conversations_snooze_check CHECK ((status = 'snoozed') = (snooze_until IS NOT NULL))
);
CREATE INDEX conversations_activity_idx ON chat.conversations (last_activity_at DESC, uuid);
CREATE INDEX conversations_status_activity_idx ON chat.conversations (status, last_activity_at DESC);
CREATE INDEX conversations_user_idx ON chat.conversations (user_uuid);
CREATE INDEX conversations_assignee_idx ON chat.conversations (assignee_id, status);
-- The snooze sweep looks only at snoozed rows.
CREATE INDEX conversations_snoozed_idx ON chat.conversations (snooze_until) WHERE status = 'snoozed';

CREATE TABLE chat.messages (
  uuid uuid PRIMARY KEY,
  -- Insertion order: breaks ties between messages written in the same instant (a reply and its event).
  id bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  conversation_uuid uuid NOT NULL REFERENCES chat.conversations (uuid) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('message', 'note', 'rating') OR type LIKE 'event.%'),
  text text,
  translated_text text,
  translate_requested boolean NOT NULL DEFAULT false,
  author_admin_id integer REFERENCES core.admins (id) ON DELETE SET NULL,
  -- Kept as written: the name stays when the admin is renamed or removed.
  author_name text,
  is_support_message boolean NOT NULL DEFAULT false,
  rating smallint,
  -- The conversation's assignee when the message was written.
  assignee_id integer REFERENCES core.admins (id) ON DELETE SET NULL,
  assignee_name text,
  seen_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  deleted_by_admin_id integer REFERENCES core.admins (id) ON DELETE SET NULL,
  deleted_by_name text
);
CREATE INDEX messages_thread_idx ON chat.messages (conversation_uuid, created_at DESC, id DESC);
CREATE INDEX messages_author_idx ON chat.messages (author_admin_id, conversation_uuid) WHERE author_admin_id IS NOT NULL;

CREATE TABLE chat.attachments (
  uuid uuid PRIMARY KEY,
  message_uuid uuid NOT NULL REFERENCES chat.messages (uuid) ON DELETE CASCADE,
  file_name text NOT NULL,
  -- Recognised from the content (magic bytes), never the uploader's claim.
  mime_type text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('image', 'video', 'document')),
  size_bytes integer NOT NULL,
  -- Order of the files in the message, as uploaded.
  position smallint NOT NULL DEFAULT 0,
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX attachments_message_idx ON chat.attachments (message_uuid);

CREATE TABLE chat.macros (
  uuid uuid PRIMARY KEY,
  title text NOT NULL,
  text text NOT NULL,
  created_by integer REFERENCES core.admins (id) ON DELETE SET NULL,
  updated_by integer REFERENCES core.admins (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX macros_title_key ON chat.macros (lower(title));

-- Each use of a macro in a sent message: usage counts and each admin's "mostly used".
CREATE TABLE chat.macro_uses (
  macro_uuid uuid NOT NULL REFERENCES chat.macros (uuid) ON DELETE CASCADE,
  message_uuid uuid NOT NULL REFERENCES chat.messages (uuid) ON DELETE CASCADE,
  admin_id integer REFERENCES core.admins (id) ON DELETE SET NULL,
  used_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (message_uuid, macro_uuid)
);
CREATE INDEX macro_uses_admin_idx ON chat.macro_uses (admin_id, macro_uuid);
CREATE INDEX macro_uses_macro_idx ON chat.macro_uses (macro_uuid);

-- Notes staff keep about an app user (not tied to one conversation).
CREATE TABLE chat.user_notes (
  uuid uuid PRIMARY KEY,
  app_external_id integer NOT NULL,
  user_external_id text NOT NULL,
  text text NOT NULL,
  admin_id integer REFERENCES core.admins (id) ON DELETE SET NULL,
  admin_name text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_notes_user_idx ON chat.user_notes (app_external_id, user_external_id, created_at DESC);

-- Every saved special notice; the latest one is in force.
CREATE TABLE chat.special_notices (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  status smallint NOT NULL CHECK (status IN (0, 1)),
  text text NOT NULL,
  admin_id integer REFERENCES core.admins (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Which queues route new conversations to an admin; no row means both are on.
CREATE TABLE chat.admin_queues (
  admin_id integer PRIMARY KEY REFERENCES core.admins (id) ON DELETE CASCADE,
  is_chat_queue_enabled boolean NOT NULL DEFAULT true,
  is_ticket_queue_enabled boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Countries live chat is offered in; edited by support team leads (admin API).
CREATE TABLE chat.available_countries (
  code char(2) PRIMARY KEY REFERENCES core.countries (code) ON DELETE CASCADE,
  updated_by integer REFERENCES core.admins (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Streaks of an app user (daily login, daily survey ...), looked up beside a conversation (admin API).
CREATE TABLE chat.user_streaks (
  app_external_id integer NOT NULL,
  user_external_id text NOT NULL,
  name text NOT NULL,
  current_length integer NOT NULL DEFAULT 0 CHECK (current_length >= 0),
  longest_length integer NOT NULL DEFAULT 0 CHECK (longest_length >= 0),
  started_at timestamptz,
  last_activity_at timestamptz,
  -- When the user last kept the streak alive with a renewal.
  last_renewal_at timestamptz,
  PRIMARY KEY (app_external_id, user_external_id, name)
);
