import { ACCESS_LOG_PERSONAL_FILTER, accessLogResource } from '@bo/contract';
import type { ServerResource } from '../list-engine/types.ts';
import { OPTIONS_SQL } from './options.ts';

/**
 * The gateway's access log (gateway.access_log, written by the gateway; every service shares the one
 * PostgreSQL). Read-only here: no import, no create, so the chain is only ever appended by the gateway.
 */
export const accessLog: ServerResource = {
  def: accessLogResource,
  from: `gateway.access_log l
    LEFT JOIN core.admins a ON a.id = l.admin_id`,
  idExpr: 'l.id',
  columns: {
    id: 'l.id',
    time: 'l.time',
    admin_id: 'l.admin_id',
    admin_name: 'a.name',
    acting_as: 'l.acting_as',
    event: 'l.event_type',
    method: 'l.method',
    path: 'l.path',
    query: 'l.query',
    permission: 'l.permission',
    decision: 'l.decision',
    reason: 'l.reason',
    status: 'l.status',
    bytes: 'l.bytes',
    duration_ms: 'l.duration_ms',
    client: 'l.client',
    user_agent: 'l.user_agent',
    upstream: 'l.upstream',
    event_detail: 'l.event',
    request_id: 'l.request_id',
    instance: 'l.instance',
    seq: 'l.seq',
    prev_hash: 'l.prev_hash',
    hash: 'l.hash',
    stored_as: 'l.stored_as',
  },
  options: { admin_id: OPTIONS_SQL.admins },
  // The gateway hands the keyed hash of the value (never the value): records whose query carries it.
  filters: { [ACCESS_LOG_PERSONAL_FILTER]: { where: (p) => `strpos(coalesce(l.query, ''), ${p}) > 0` } },
  // The access log grows with every request: a time range reads through the time index.
  rangeFirst: { filter: 'time', maxDays: 7 },
};
