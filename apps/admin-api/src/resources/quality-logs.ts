import { deviceResultsResource, latencyLogsResource, researchDefenderLogResource, timezoneResultsResource } from '@bo/contract';
import type { ServerResource } from '../list-engine/types.ts';
import { booleanFilter } from './options.ts';

/** The quality logs (migration 031): partitioned by month, read through (user_id, id) or created_at. */
export const latencyLogs: ServerResource = {
  def: latencyLogsResource,
  from: 'admin.latency_probes lp',
  idExpr: 'lp.id',
  columns: {
    id: 'lp.id',
    user_id: 'lp.user_id',
    ip: 'host(lp.ip)',
    tcp_ms: 'lp.tcp_ms::float8',
    ws_ms: 'lp.ws_ms::float8',
    delta_ms: 'lp.delta_ms::float8',
    result: 'lp.result',
    created_at: 'lp.created_at',
  },
  filters: { userId: 'lp.user_id' },
  rangeFirst: { filter: 'created_at', maxDays: 7 },
};

export const deviceResults: ServerResource = {
  def: deviceResultsResource,
  from: 'admin.device_checks dc',
  idExpr: 'dc.id',
  columns: {
    id: 'dc.id',
    user_id: 'dc.user_id',
    reported_os: 'dc.reported_os',
    user_agent_os: 'dc.user_agent_os',
    platform: 'dc.platform',
    device_id: 'dc.device_id',
    mismatch: 'dc.mismatch',
    created_at: 'dc.created_at',
  },
  filters: { userId: 'dc.user_id', mismatch: booleanFilter('dc.mismatch') },
  rangeFirst: { filter: 'created_at', maxDays: 7 },
};

export const timezoneResults: ServerResource = {
  def: timezoneResultsResource,
  from: 'admin.timezone_checks tc',
  idExpr: 'tc.id',
  columns: {
    id: 'tc.id',
    user_id: 'tc.user_id',
    device_timezone: 'tc.device_timezone',
    ip_timezone: 'tc.ip_timezone',
    offset_hours: 'tc.offset_hours::float8',
    time_delta_seconds: 'tc.time_delta_seconds',
    mismatch: 'tc.mismatch',
    country_code: 'tc.country_code',
    created_at: 'tc.created_at',
  },
  filters: { userId: 'tc.user_id', mismatch: booleanFilter('tc.mismatch') },
  rangeFirst: { filter: 'created_at', maxDays: 7 },
};

export const researchDefenderLog: ServerResource = {
  def: researchDefenderLogResource,
  from: 'admin.research_defender_checks rd',
  idExpr: 'rd.id',
  columns: {
    id: 'rd.id',
    user_id: 'rd.user_id',
    click_id: 'rd.click_id',
    survey_id: 'rd.survey_id',
    score: 'rd.score',
    duplicate_score: 'rd.duplicate_score',
    threat_potential: 'rd.threat_potential',
    result: 'rd.result',
    created_at: 'rd.created_at',
  },
  filters: { userId: 'rd.user_id' },
  rangeFirst: { filter: 'created_at', maxDays: 7 },
};
