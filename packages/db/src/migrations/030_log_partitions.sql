-- Monthly partitions for the big log tables of issue 17 (every partitioned table of the admin schema).
-- Each log is PARTITION BY RANGE (created_at) with a DEFAULT partition, so a row always lands; months
-- are created ahead by admin-api's partition job (and by the demo seed for its dates), and old months
-- are dropped with one command (README, "Log retention"):
--   SELECT admin.drop_log_months_before('2025-01');
-- ensure_log_partitions is SECURITY DEFINER so admin-api (the services' role owns no table,
-- 018_service_role.sql) can keep months ahead; drop_log_months_before is not: it runs with the rights
-- of its caller, so only the owner can drop a month, never the services.

-- The partitions of every month from `from_at` to `to_at` (UTC), created when missing. Rows of such a
-- month already in the DEFAULT partition (no partition existed when they arrived) are moved into it.
CREATE FUNCTION admin.ensure_log_partitions(from_at timestamptz, to_at timestamptz) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  parent text;
  month_start timestamp;
  name text;
  low text;
  high text;
  made integer := 0;
BEGIN
  FOR parent IN
    SELECT c.relname FROM pg_partitioned_table p
    JOIN pg_class c ON c.oid = p.partrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'admin' ORDER BY c.relname
  LOOP
    month_start := date_trunc('month', from_at AT TIME ZONE 'UTC');
    WHILE month_start <= to_at AT TIME ZONE 'UTC' LOOP
      name := parent || '_' || to_char(month_start, 'YYYY_MM');
      low := to_char(month_start, 'YYYY-MM-DD') || ' 00:00:00+00';
      high := to_char(month_start + interval '1 month', 'YYYY-MM-DD') || ' 00:00:00+00';
      IF to_regclass('admin.' || name) IS NULL THEN
        EXECUTE format('CREATE TEMP TABLE log_partition_moved ON COMMIT DROP AS
          WITH moved AS (DELETE FROM admin.%I WHERE created_at >= %L AND created_at < %L RETURNING *) SELECT * FROM moved',
          parent || '_default', low, high);
        EXECUTE format('CREATE TABLE admin.%I PARTITION OF admin.%I FOR VALUES FROM (%L) TO (%L)', name, parent, low, high);
        EXECUTE format('INSERT INTO admin.%I OVERRIDING SYSTEM VALUE SELECT * FROM log_partition_moved', parent);
        DROP TABLE log_partition_moved;
        made := made + 1;
      END IF;
      month_start := month_start + interval '1 month';
    END LOOP;
  END LOOP;
  RETURN made;
END $$;

-- Drops every monthly log partition before `first_kept` ('YYYY-MM'): the retention command. Answers
-- the dropped partitions' names. The DEFAULT partitions are never dropped.
CREATE FUNCTION admin.drop_log_months_before(first_kept text) RETURNS text[]
LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  part record;
  dropped text[] := '{}';
  kept_from text;
BEGIN
  IF first_kept !~ '^\d{4}-(0[1-9]|1[0-2])$' THEN
    RAISE EXCEPTION 'drop_log_months_before needs a month as YYYY-MM, got %', first_kept;
  END IF;
  kept_from := replace(first_kept, '-', '_');
  FOR part IN
    SELECT child.relname AS name, parent.relname AS parent_name FROM pg_inherits i
    JOIN pg_class child ON child.oid = i.inhrelid JOIN pg_class parent ON parent.oid = i.inhparent
    JOIN pg_partitioned_table p ON p.partrelid = parent.oid JOIN pg_namespace n ON n.oid = parent.relnamespace
    WHERE n.nspname = 'admin' AND child.relname ~ '_\d{4}_\d{2}$'
    ORDER BY child.relname
  LOOP
    IF right(part.name, 7) < kept_from AND part.name = part.parent_name || '_' || right(part.name, 7) THEN
      EXECUTE format('DROP TABLE admin.%I', part.name);
      dropped := dropped || part.name;
    END IF;
  END LOOP;
  RETURN dropped;
END $$;
