import { isIP } from 'node:net';
import {
  CLUSTER_MESSAGES,
  CLUSTER_USER_STATES,
  CLUSTER_USERS_LIMIT,
  HIGH_RISK_KINDS,
  highRiskMetricsReport,
  ipLogsOneReport,
  ipLogsTwoReport,
  surveyAttacksOpenEndsReport,
  type ClusterKind,
  type ClusterUser,
  type ReportDef,
} from '@bo/contract';
import type { Queryable } from '@bo/db';
import { badRequest } from '@bo/server-kit';
import type { RawParams } from '../list-engine/types.ts';
import { RISK_ROWS } from '../reports/lookup-sources.ts';
import { parseReportView } from '../reports/view.ts';

const FROM = `(($2)::timestamp AT TIME ZONE 'UTC')`;
const TO = `(($3)::timestamp AT TIME ZONE 'UTC')`;
const inWindow = (column: string) => `${column} >= ${FROM} AND ${column} < ${TO}`;

interface ClusterSource {
  report: ReportDef;
  /** The users of the cluster $1 (with $4 the kind where the report has several) in the window $2..$3. */
  users: (kind: string) => string;
  /** Checks the row's cluster value and kind; answers the errors by field. */
  check: (cluster: string, kind: string) => Errors;
}

type Errors = Record<string, string[]>;
const OPEN_END_KEYS = { identical: 'identical_key', similar: 'similar_key' } as const;

/** Each drill reads the rows its report counts, so the users listed are the users counted (same window, same rules). */
const SOURCES: Record<ClusterKind, ClusterSource> = {
  highRisk: {
    report: highRiskMetricsReport,
    users: () => `SELECT h.user_id FROM ${RISK_ROWS} h WHERE h.kind = $4 AND h.value = $1 AND ${inWindow('h.at')}`,
    check: (_cluster, kind): Errors => (kind in HIGH_RISK_KINDS ? {} : { kind: [CLUSTER_MESSAGES.kindRequired] }),
  },
  ip: {
    report: ipLogsOneReport,
    users: () => `SELECT l.user_id FROM admin.ip_logs l WHERE l.ip = $1::inet AND ${inWindow('l.created_at')}`,
    check: (cluster): Errors => (isIP(cluster) ? {} : { cluster: [CLUSTER_MESSAGES.ipInvalid(cluster)] }),
  },
  subnet: {
    report: ipLogsTwoReport,
    users: () => `SELECT l.user_id FROM admin.ip_logs l WHERE l.ip <<= $1::cidr AND ${inWindow('l.created_at')}`,
    check: (cluster): Errors => {
      const [address, bits] = cluster.split('/');
      const ok = bits === '24' && isIP(address ?? '') === 4 && address!.endsWith('.0');
      return ok ? {} : { cluster: [CLUSTER_MESSAGES.subnetInvalid(cluster)] };
    },
  },
  openEnd: {
    report: surveyAttacksOpenEndsReport,
    users: (kind) =>
      `SELECT q.user_id FROM admin.user_quality_answers q WHERE q.${OPEN_END_KEYS[kind as keyof typeof OPEN_END_KEYS] ?? 'identical_key'} = $1
         AND ${inWindow('q.created_at')}`,
    check: (_cluster, kind): Errors => (kind === '' || kind in OPEN_END_KEYS ? {} : { kind: ['kind must be one of: identical, similar.'] }),
  },
};

const STATE_CONDITION: Record<keyof typeof CLUSTER_USER_STATES, string> = {
  total: 'true',
  banned: 'u.status IN (2, 3)',
  activated: 'u.status = 1',
};

/** The users a drill lists, with how many there are in all (the list stops at CLUSTER_USERS_LIMIT). */
function clusterUsersSql(source: ClusterSource, kind: string, state: keyof typeof CLUSTER_USER_STATES): string {
  return `SELECT u.id::int AS id, u.app_id::int AS app_id, a.name AS app_name, u.country_code::text AS country_code, u.status::int AS status,
      to_char(u.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS created_at, count(*) OVER ()::int AS total
    FROM admin.users u LEFT JOIN core.apps a ON a.id = u.app_id
    WHERE u.id IN (${source.users(kind)}) AND ${STATE_CONDITION[state]}
    ORDER BY u.id LIMIT ${CLUSTER_USERS_LIMIT}`;
}

/**
 * A drill from a cluster row to its users (High Risk Metrics, IP Logs One and Two, Survey Attacks Open Ends): the
 * cluster, kind and state checked (400 naming the field), the report's window and filters parsed as the report does.
 */
export async function listClusterUsers(db: Queryable, name: ClusterKind, raw: RawParams) {
  const source = SOURCES[name];
  const { cluster = '', kind = '', users = 'total', ...filters } = raw;
  const errors: Errors = cluster ? source.check(cluster, kind) : { cluster: [CLUSTER_MESSAGES.clusterRequired] };
  if (!(users in CLUSTER_USER_STATES)) errors.users = [CLUSTER_MESSAGES.stateInvalid];
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  const view = parseReportView(source.report, filters);
  const params: unknown[] = [cluster, view.from, view.toExclusive];
  if (name === 'highRisk') params.push(kind);
  const { rows } = await db.query<ClusterUser & { total: number }>(
    clusterUsersSql(source, kind, users as keyof typeof CLUSTER_USER_STATES),
    params,
  );
  return { data: rows.map(({ total: _total, ...user }) => user), total: rows[0]?.total ?? 0, limit: CLUSTER_USERS_LIMIT };
}
