-- The gateway's tamper-evident access log (issue 8): one row per request, hash-chained per gateway
-- instance. Rows are only ever inserted; the chain (prev_hash -> hash) shows any later edit.
CREATE TABLE gateway.access_log (
  -- Row key of the list screen only; not part of the hashed record.
  id bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  instance text NOT NULL,
  seq bigint NOT NULL,
  time timestamptz NOT NULL,
  request_id text NOT NULL,
  admin_id integer,
  acting_as integer,
  method text NOT NULL,
  path text NOT NULL,
  query text,
  permission text,
  decision text NOT NULL,
  reason text NOT NULL,
  status integer NOT NULL,
  bytes bigint NOT NULL,
  duration_ms double precision NOT NULL,
  client text NOT NULL,
  user_agent text,
  upstream text,
  event jsonb,
  event_type text GENERATED ALWAYS AS (event->>'type') STORED,
  alg text NOT NULL,
  prev_hash text NOT NULL,
  hash text NOT NULL,
  -- The record exactly as hashed, so verification never depends on how columns round-trip.
  record jsonb NOT NULL,
  PRIMARY KEY (instance, seq)
);
CREATE INDEX access_log_time_idx ON gateway.access_log (time);
CREATE INDEX access_log_admin_idx ON gateway.access_log (admin_id, time);
