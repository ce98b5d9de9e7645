import {
  cronjobLogsResource,
  DEV_LOG_LEVELS,
  devLogsResource,
  jobLogsResource,
  publisherApiRequestLogResource,
  shellLogsResource,
  systemLogsResource,
} from '@bo/contract';
import type { ServerResource } from '../list-engine/types.ts';
import { distinctOptions } from './log-options.ts';

/** The operations logs (migration 032), partitioned by month. */
export const cronjobLogs: ServerResource = {
  def: cronjobLogsResource,
  from: 'admin.cronjob_logs cl',
  idExpr: 'cl.id',
  columns: {
    id: 'cl.id',
    signature: 'cl.signature',
    created_at: 'cl.created_at',
    duration_ms: 'cl.duration_ms',
    status: 'cl.status',
    exit_code: 'cl.exit_code',
    output: 'cl.output',
  },
  options: { signature: distinctOptions('admin.cronjob_logs', 'signature') },
  rangeFirst: { filter: 'created_at', maxDays: 7 },
};

export const jobLogs: ServerResource = {
  def: jobLogsResource,
  from: 'admin.job_logs jl',
  idExpr: 'jl.id',
  columns: {
    id: 'jl.id',
    job: 'jl.job',
    queue: 'jl.queue',
    payload: 'jl.payload',
    attempts: 'jl.attempts',
    status: 'jl.status',
    error: 'jl.error',
    retry_of: 'jl.retry_of',
    created_at: 'jl.created_at',
  },
  options: { job: distinctOptions('admin.job_logs', 'job') },
  rangeFirst: { filter: 'created_at', maxDays: 7 },
};

const levelList = DEV_LOG_LEVELS.map((l) => `'${l}'`).join(', ');

export const devLogs: ServerResource = {
  def: devLogsResource,
  from: 'admin.dev_logs dl',
  idExpr: 'dl.id',
  columns: {
    id: 'dl.id',
    level: 'dl.level',
    service: 'dl.service',
    message: 'dl.message',
    request_id: 'dl.request_id',
    context: 'dl.context',
    created_at: 'dl.created_at',
  },
  filters: {
    // A level and every level above it: "warning+" keeps warning, error and critical.
    level: { where: (p) => `array_position(ARRAY[${levelList}], dl.level) >= array_position(ARRAY[${levelList}], ${p})` },
  },
  options: { service: distinctOptions('admin.dev_logs', 'service') },
  rangeFirst: { filter: 'created_at', maxDays: 7 },
};

export const shellLogs: ServerResource = {
  def: shellLogsResource,
  from: 'admin.shell_logs sl',
  idExpr: 'sl.id',
  columns: { id: 'sl.id', who: 'sl.who', host: 'sl.host', command: 'sl.command', exit_code: 'sl.exit_code', created_at: 'sl.created_at' },
  options: { who: distinctOptions('admin.shell_logs', 'who'), host: distinctOptions('admin.shell_logs', 'host') },
  rangeFirst: { filter: 'created_at', maxDays: 7 },
};

export const systemLogs: ServerResource = {
  def: systemLogsResource,
  from: 'admin.system_logs sy',
  idExpr: 'sy.id',
  columns: { id: 'sy.id', type: 'sy.type', service: 'sy.service', version: 'sy.version', who: 'sy.who', created_at: 'sy.created_at' },
  options: { service: distinctOptions('admin.system_logs', 'service') },
  rangeFirst: { filter: 'created_at', maxDays: 7 },
};

export const publisherApiRequestLog: ServerResource = {
  def: publisherApiRequestLogResource,
  from: 'admin.publisher_api_requests pr LEFT JOIN admin.publishers p ON p.id = pr.publisher_id',
  idExpr: 'pr.id',
  columns: {
    id: 'pr.id',
    publisher_id: 'pr.publisher_id',
    publisher_name: 'p.name',
    app_id: 'pr.app_id',
    endpoint: 'pr.endpoint',
    http_status: 'pr.http_status',
    duration_ms: 'pr.duration_ms',
    error: 'pr.error',
    created_at: 'pr.created_at',
  },
  filters: { errors_only: { where: (p) => `(pr.http_status >= 400) = (${p} = 1)` } },
  options: {
    publisher_id: `SELECT id AS value, name || ' (' || id || ')' AS label FROM admin.publishers ORDER BY name, id`,
    endpoint: distinctOptions('admin.publisher_api_requests', 'endpoint'),
  },
  rangeFirst: { filter: 'created_at', maxDays: 7 },
};
