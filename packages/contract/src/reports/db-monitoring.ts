import { z } from 'zod';
import type { ApiCall } from '../api/types.ts';
import { SUB_PERMISSION } from '../permissions/names.ts';
import { ZNoBody } from '../schemas/no-body.ts';

// /db-monitoring (specification 04, section 2): database health from PostgreSQL's own statistics.
// Tab Tables: name, rows (est.), size, growth 7 d, dead tuples %, last autovacuum. Tab Queries: pid,
// duration, state, query. Header: connections, cache hit %. Action: cancel a query, top admins only.

/** A part of the page a database cannot show (PGlite has no other sessions, no autovacuum ...). */
const ZUnavailable = z.string().nullable();

export const ZDbTableRow = z.object({
  name: z.string(),
  rows_estimate: z.number().nullable(),
  size_bytes: z.number(),
  /** Size now less the size of the newest daily snapshot at least 7 days old; null until one exists. */
  growth_7d_bytes: z.number().nullable(),
  dead_tuples_percent: z.number().nullable(),
  last_autovacuum: z.string().nullable(),
});
export type DbTableRow = z.infer<typeof ZDbTableRow>;

export const ZDbQueryRow = z.object({
  pid: z.number(),
  duration_seconds: z.number().nullable(),
  state: z.string().nullable(),
  query: z.string(),
  /** The page's own call: never offered for cancelling. */
  own: z.boolean(),
});
export type DbQueryRow = z.infer<typeof ZDbQueryRow>;

export const ZDbMonitoring = z.object({
  header: z.object({ connections: z.number().nullable(), cache_hit_percent: z.number().nullable(), unavailable: ZUnavailable }),
  tables: z.object({ rows: z.array(ZDbTableRow), unavailable: ZUnavailable }),
  queries: z.object({ rows: z.array(ZDbQueryRow), unavailable: ZUnavailable }),
  /** When the daily size snapshot the growth column reads was first recorded (null: none yet). */
  snapshots_since: z.string().nullable(),
});
export type DbMonitoring = z.infer<typeof ZDbMonitoring>;

/** A running query's backend in a path. */
export const ZDbQueryParams = z.object({ pid: z.coerce.number().int().positive() });
export const ZDbCancelAnswer = z.object({ message: z.string() });

export const DB_MONITORING_CALLS = {
  show: {
    name: 'dbMonitoring.show',
    method: 'GET',
    path: '/api/db-monitoring',
    upstream: 'admin',
    permission: 'db_monitoring',
    summary: "The database's connections, cache hit %, table statistics and running queries",
    answer: ZDbMonitoring,
  },
  cancel: {
    name: 'dbMonitoring.cancel',
    method: 'POST',
    path: '/api/db-monitoring/queries/:pid/cancel',
    upstream: 'admin',
    permission: SUB_PERMISSION.dbMonitoringCancelQuery,
    summary: 'Cancels a running query (top admins)',
    params: ZDbQueryParams,
    body: ZNoBody,
    answer: ZDbCancelAnswer,
  },
} as const satisfies Record<string, ApiCall>;

export const DB_MONITORING_MESSAGES = {
  unavailable: (what: string) => `${what} is not available on this database.`,
  cancelled: (pid: number) => `Query ${pid} has been cancelled`,
  notRunning: (pid: number) => `Query ${pid} is no longer running.`,
  ownQuery: 'This is the page’s own query; it cannot be cancelled.',
  cancelUnsupported: 'Cancelling queries is not available on this database.',
} as const;

/** What each part is called in the unavailable messages. */
export const DB_MONITORING_PARTS = {
  header: 'Connection and cache statistics (pg_stat_activity, pg_stat_database)',
  tables: 'Table statistics (pg_stat_user_tables)',
  queries: 'Running queries (pg_stat_activity)',
} as const;
