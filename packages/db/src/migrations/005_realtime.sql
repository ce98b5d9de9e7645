-- Real-time events (chat now, reviews later): every published event gets its seq here and is kept
-- for a while so the gateway's websocket hub can replay what a reconnecting browser missed.
CREATE SCHEMA IF NOT EXISTS realtime;

CREATE TABLE realtime.events (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  type text NOT NULL,
  -- { "permission": "chat" | ["chat", "chat_dashboard"], "adminIds": [1, 5] }
  audience jsonb NOT NULL,
  payload jsonb NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_at_idx ON realtime.events (at);

-- The highest seq removed by pruning: a replay from below it is "too old".
CREATE TABLE realtime.retention (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  pruned_through bigint NOT NULL DEFAULT 0
);
INSERT INTO realtime.retention DEFAULT VALUES;
