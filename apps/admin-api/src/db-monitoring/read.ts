import {
  DB_MONITORING_MESSAGES as MSG,
  DB_MONITORING_PARTS as PART,
  type DbMonitoring,
  type DbQueryRow,
  type DbTableRow,
} from '@bo/contract';
import type { Queryable } from '@bo/db';

/**
 * One part of the page from PostgreSQL's statistics views. A database without the view or the
 * function (PGlite, the embedded database of `npm start`) answers that part with a message, never a 500.
 */
async function part<T>(what: string, read: () => Promise<T>, empty: T): Promise<{ value: T; unavailable: string | null }> {
  try {
    return { value: await read(), unavailable: null };
  } catch {
    return { value: empty, unavailable: MSG.unavailable(what) };
  }
}

const TABLES_SQL = `SELECT st.schemaname || '.' || st.relname AS name,
    CASE WHEN c.reltuples >= 0 THEN c.reltuples ELSE st.n_live_tup END::float8 AS rows_estimate,
    pg_total_relation_size(st.relid)::float8 AS size_bytes,
    round(100.0 * st.n_dead_tup / nullif(st.n_live_tup + st.n_dead_tup, 0), 2)::float8 AS dead_tuples_percent,
    to_char(st.last_autovacuum AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS last_autovacuum
  FROM pg_stat_user_tables st JOIN pg_class c ON c.oid = st.relid`;

/** Today's size of every table, once a UTC day; the growth column reads the newest snapshot 7 or more days old. */
async function tables(db: Queryable): Promise<DbTableRow[]> {
  const { rows } = await db.query<Omit<DbTableRow, 'growth_7d_bytes'>>(`${TABLES_SQL} ORDER BY pg_total_relation_size(st.relid) DESC, 1`);
  if (rows.length > 0) {
    await db.query(
      `INSERT INTO admin.db_table_snapshots (day, table_name, size_bytes, rows_estimate)
       SELECT (now() AT TIME ZONE 'UTC')::date, t.name, t.size::bigint, t.est::bigint
       FROM unnest($1::text[], $2::float8[], $3::float8[]) t(name, size, est)
       ON CONFLICT (day, table_name) DO NOTHING`,
      [rows.map((r) => r.name), rows.map((r) => r.size_bytes), rows.map((r) => r.rows_estimate)],
    );
  }
  const { rows: before } = await db.query<{ table_name: string; size_bytes: number }>(
    `SELECT DISTINCT ON (table_name) table_name, size_bytes::float8 AS size_bytes FROM admin.db_table_snapshots
     WHERE day <= (now() AT TIME ZONE 'UTC')::date - 7 ORDER BY table_name, day DESC`,
  );
  const old = new Map(before.map((b) => [b.table_name, b.size_bytes]));
  return rows.map((r) => {
    const then = old.get(r.name);
    return { ...r, growth_7d_bytes: then === undefined ? null : r.size_bytes - then };
  });
}

/** Sessions of this database doing something (not idle), the longest first; the page's own marked. */
async function queries(db: Queryable): Promise<DbQueryRow[]> {
  const { rows } = await db.query<DbQueryRow>(
    `SELECT pid, extract(epoch FROM now() - query_start)::float8 AS duration_seconds, state, coalesce(query, '') AS query,
       pid = pg_backend_pid() AS own
     FROM pg_stat_activity
     WHERE datname = current_database() AND coalesce(state, '') <> 'idle' AND backend_type IN ('client backend', 'standalone backend')
     ORDER BY query_start NULLS LAST, pid`,
  );
  return rows;
}

async function header(db: Queryable): Promise<{ connections: number | null; cache_hit_percent: number | null }> {
  const { rows } = await db.query<{ connections: number | null; cache_hit_percent: number | null }>(
    `SELECT (SELECT count(*) FROM pg_stat_activity WHERE datname = current_database())::float8 AS connections,
       (SELECT round(100.0 * blks_hit / nullif(blks_hit + blks_read, 0), 2) FROM pg_stat_database WHERE datname = current_database())::float8
         AS cache_hit_percent`,
  );
  return rows[0] ?? { connections: null, cache_hit_percent: null };
}

/** The page's read: header, tables (with the day's snapshot written), running queries and since when snapshots exist. */
export async function readDbMonitoring(db: Queryable): Promise<DbMonitoring> {
  const h = await part(PART.header, () => header(db), { connections: null, cache_hit_percent: null });
  const t = await part(PART.tables, () => tables(db), []);
  const q = await part(PART.queries, () => queries(db), []);
  const { rows } = await db.query<{ since: string | null }>(
    `SELECT to_char(min(day), 'YYYY-MM-DD') AS since FROM admin.db_table_snapshots`,
  );
  return {
    header: { ...h.value, unavailable: h.unavailable },
    tables: { rows: t.value, unavailable: t.unavailable },
    queries: { rows: q.value, unavailable: q.unavailable },
    snapshots_since: rows[0]?.since ?? null,
  };
}
