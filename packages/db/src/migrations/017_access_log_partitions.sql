-- The access log grows for years and must stay trustworthy (issue 13):
-- * partitioned by month, so a month can be exported (verifiable on its own) and then dropped
--   (scripts/audit-archive.ts) without touching the rest;
-- * a record the database refuses in its usual form is kept as its JSON text (record_text, flagged
--   by stored_as = 'text'), in its place in the chain;
-- * signed checkpoints (instance, seq, hash, time, HMAC) in a table of their own, so a copy whose
--   newest records were cut off fails verification;
-- * rows are only ever inserted: triggers refuse UPDATE and DELETE (the embedded database too),
--   and in production the services' role is granted only INSERT and SELECT here (db/src/roles.ts).
ALTER TABLE gateway.access_log RENAME TO access_log_unpartitioned;
ALTER INDEX gateway.access_log_time_idx RENAME TO access_log_unpartitioned_time_idx;
ALTER INDEX gateway.access_log_admin_idx RENAME TO access_log_unpartitioned_admin_idx;

CREATE TABLE gateway.access_log (
  -- Row key of the list screen only; not part of the hashed record.
  id bigint GENERATED ALWAYS AS IDENTITY,
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
  -- The record exactly as hashed, so verification never depends on how columns round-trip ...
  record jsonb,
  -- ... or, for a record the database refused in that form, its JSON text as written to stdout.
  record_text text,
  stored_as text NOT NULL DEFAULT 'jsonb' CHECK (stored_as IN ('jsonb', 'text')),
  CHECK ((stored_as = 'jsonb') = (record IS NOT NULL) AND (stored_as = 'text') = (record_text IS NOT NULL)),
  PRIMARY KEY (instance, seq, time)
) PARTITION BY RANGE (time);
CREATE INDEX access_log_instance_seq_idx ON gateway.access_log (instance, seq);
CREATE INDEX access_log_time_idx ON gateway.access_log (time);
CREATE INDEX access_log_admin_idx ON gateway.access_log (admin_id, time);
CREATE INDEX access_log_id_idx ON gateway.access_log (id);
-- Rows outside every month's partition (a clock far off) still land.
CREATE TABLE gateway.access_log_default PARTITION OF gateway.access_log DEFAULT;

-- The partition of the month holding `at` (UTC), created when missing. SECURITY DEFINER: the
-- gateway's role may call it without owning the table.
CREATE FUNCTION gateway.ensure_access_log_partition(at timestamptz) RETURNS text
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  month_start timestamp := date_trunc('month', at AT TIME ZONE 'UTC');
  name text := 'access_log_' || to_char(month_start, 'YYYY_MM');
BEGIN
  IF to_regclass('gateway.' || name) IS NULL THEN
    EXECUTE format(
      'CREATE TABLE gateway.%I PARTITION OF gateway.access_log FOR VALUES FROM (%L) TO (%L)',
      name, to_char(month_start, 'YYYY-MM-DD') || ' 00:00:00+00', to_char(month_start + interval '1 month', 'YYYY-MM-DD') || ' 00:00:00+00');
  END IF;
  RETURN name;
END $$;

-- Every month the old table holds, and this month and the next.
DO $$
DECLARE m timestamptz;
BEGIN
  FOR m IN
    SELECT DISTINCT date_trunc('month', time AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' FROM gateway.access_log_unpartitioned
    UNION SELECT now() UNION SELECT now() + interval '1 month'
  LOOP
    PERFORM gateway.ensure_access_log_partition(m);
  END LOOP;
END $$;

INSERT INTO gateway.access_log (instance, seq, time, request_id, admin_id, acting_as, method, path, query, permission, decision,
  reason, status, bytes, duration_ms, client, user_agent, upstream, event, alg, prev_hash, hash, record)
SELECT instance, seq, time, request_id, admin_id, acting_as, method, path, query, permission, decision,
  reason, status, bytes, duration_ms, client, user_agent, upstream, event, alg, prev_hash, hash, record
FROM gateway.access_log_unpartitioned ORDER BY id;
DROP TABLE gateway.access_log_unpartitioned;

-- A gateway's signed statement "my chain reached seq with hash at time" (audit/checkpoint.ts).
CREATE TABLE gateway.access_checkpoints (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  instance text NOT NULL,
  seq bigint NOT NULL,
  hash text NOT NULL,
  time timestamptz NOT NULL,
  alg text NOT NULL,
  -- HMAC-SHA-256 under AUDIT_CHAIN_KEY (plain SHA-256 without a key) of instance, seq, hash and time.
  signature text NOT NULL,
  UNIQUE (instance, seq)
);

-- What scripts/audit-archive.ts exported and dropped: per month and instance, the last link
-- archived, where the chain still in the table must carry on from (audit:verify --db reads it).
CREATE TABLE gateway.access_archives (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  month text NOT NULL,
  instance text NOT NULL,
  first_seq bigint NOT NULL,
  last_seq bigint NOT NULL,
  last_hash text NOT NULL,
  records bigint NOT NULL,
  file_name text NOT NULL,
  file_sha256 text NOT NULL,
  archived_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (month, instance)
);

CREATE FUNCTION gateway.refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER access_log_append_only BEFORE UPDATE OR DELETE ON gateway.access_log
  FOR EACH ROW EXECUTE FUNCTION gateway.refuse_change();
CREATE TRIGGER access_log_no_truncate BEFORE TRUNCATE ON gateway.access_log
  FOR EACH STATEMENT EXECUTE FUNCTION gateway.refuse_change();
CREATE TRIGGER access_checkpoints_append_only BEFORE UPDATE OR DELETE ON gateway.access_checkpoints
  FOR EACH ROW EXECUTE FUNCTION gateway.refuse_change();
CREATE TRIGGER access_checkpoints_no_truncate BEFORE TRUNCATE ON gateway.access_checkpoints
  FOR EACH STATEMENT EXECUTE FUNCTION gateway.refuse_change();
CREATE TRIGGER access_archives_append_only BEFORE UPDATE OR DELETE ON gateway.access_archives
  FOR EACH ROW EXECUTE FUNCTION gateway.refuse_change();
