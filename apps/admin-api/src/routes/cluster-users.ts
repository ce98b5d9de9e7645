import { isIP } from 'node:net';
import {
  CLUSTER_MESSAGES,
  CLUSTER_USER_CALLS,
  CLUSTER_USER_STATES,
  CLUSTER_USERS_LIMIT,
  HIGH_RISK_KINDS,
  HIGH_RISK_PAIR_CALLS,
  highRiskMetricsReport,
  ipLogsOneReport,
  ipLogsTwoReport,
  surveyAttacksOpenEndsReport,
  type ClusterKind,
  type ClusterUser,
  type ReportDef,
} from '@bo/contract';
import { badRequest, HttpError, notFound, routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { flattenParams } from '../list-engine/raw-params.ts';
import { RISK_ROWS } from '../reports/lookup-sources.ts';
import { parseReportView } from '../reports/view.ts';
import { recordAdminAction } from '../admin-log/record-action.ts';

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
 * The drills from a cluster row to its users (High Risk Metrics, IP Logs One and Two, Survey Attacks
 * Open Ends), and High Risk Metrics' page-holder action: mark or unmark a profiling answer pair.
 */
export const clusterUserRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [name, call] of Object.entries(CLUSTER_USER_CALLS) as [ClusterKind, (typeof CLUSTER_USER_CALLS)[ClusterKind]][]) {
    const source = SOURCES[name];
    routeCall(app, call, async (request) => {
      const { cluster = '', kind = '', users = 'total', ...filters } = flattenParams(request.query);
      const errors: Errors = cluster ? source.check(cluster, kind) : { cluster: [CLUSTER_MESSAGES.clusterRequired] };
      if (!(users in CLUSTER_USER_STATES)) errors.users = [CLUSTER_MESSAGES.stateInvalid];
      if (Object.keys(errors).length > 0) throw badRequest(errors);
      const view = parseReportView(source.report, filters);
      const params: unknown[] = [cluster, view.from, view.toExclusive];
      if (name === 'highRisk') params.push(kind);
      const { rows } = await app.readDb.query<ClusterUser & { total: number }>(
        clusterUsersSql(source, kind, users as keyof typeof CLUSTER_USER_STATES),
        params,
      );
      return { data: rows.map(({ total: _total, ...user }) => user), total: rows[0]?.total ?? 0, limit: CLUSTER_USERS_LIMIT };
    });
  }

  routeCall(app, HIGH_RISK_PAIR_CALLS.mark, async (request) => {
    // Stored in answer order (the table's check): a pair is the same pair either way round.
    const [first, second] = [request.body.first_answer_id, request.body.second_answer_id].sort((a, b) => a - b) as [number, number];
    return app.db.transaction(async (tx) => {
      const found = await tx.query<{ id: number }>('SELECT id FROM admin.question_answers WHERE id = ANY($1::int[])', [[first, second]]);
      const missing = [first, second].filter((id) => !found.rows.some((r) => Number(r.id) === id));
      if (missing.length > 0) {
        const field = (id: number) => (id === request.body.first_answer_id ? 'first_answer_id' : 'second_answer_id');
        throw badRequest(Object.fromEntries(missing.map((id) => [field(id), [CLUSTER_MESSAGES.answerNotFound(id)]])));
      }
      const inserted = await tx.query(
        `INSERT INTO admin.high_risk_profiling_pairs (first_answer_id, second_answer_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
        [first, second],
      );
      if (inserted.rowCount === 0) throw new HttpError(409, { first_answer_id: [CLUSTER_MESSAGES.alreadyMarked(first, second)] });
      const data = { first_answer_id: first, second_answer_id: second };
      await recordAdminAction(tx, request.ctx, 'high_risk_pair.mark', request.url, data);
      return { data, message: CLUSTER_MESSAGES.marked(first, second) };
    });
  });

  routeCall(app, HIGH_RISK_PAIR_CALLS.unmark, async (request) => {
    const [first, second] = [request.params.first, request.params.second].sort((a, b) => a - b) as [number, number];
    return app.db.transaction(async (tx) => {
      const deleted = await tx.query(
        'DELETE FROM admin.high_risk_profiling_pairs WHERE first_answer_id = $1 AND second_answer_id = $2 RETURNING created_at',
        [first, second],
      );
      if (deleted.rowCount === 0) throw notFound(CLUSTER_MESSAGES.notMarked(first, second));
      const data = { first_answer_id: first, second_answer_id: second };
      await recordAdminAction(tx, request.ctx, 'high_risk_pair.unmark', request.url, data);
      return { data, message: CLUSTER_MESSAGES.unmarked(first, second) };
    });
  });
};
