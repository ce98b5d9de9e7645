import { defineResource, linkTo } from '../define.ts';
import { createdFilter, textOptions } from './log-filters.ts';

/** What scheduled jobs, queued jobs, the services, shells and deploys did (specification 04, section 6). */
export const cronjobLogsResource = defineResource({
  name: 'cronjob_logs',
  url: '/api/cronjob-logs',
  routeName: 'cronjob_logs',
  title: 'Cronjob Logs',
  simplePaginate: true,
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'signature', label: 'Job', type: 'text' },
    { key: 'created_at', label: 'Started', type: 'datetime', sortable: true },
    { key: 'duration_ms', label: 'Duration (ms)', type: 'number' },
    { key: 'status', label: 'Status', type: 'text' },
    { key: 'exit_code', label: 'Exit Code', type: 'number' },
    { key: 'output', label: 'Output', type: 'text' },
  ],
  filters: [
    // The options are the signatures logged (get-signature-logs of the specification).
    { key: 'signature', label: 'Job', kind: 'select', valueType: 'text', optionsFrom: 'filterData' },
    {
      key: 'status',
      label: 'Status',
      kind: 'select',
      valueType: 'text',
      optionsFrom: textOptions({ running: 'Running', success: 'Success', failed: 'Failed' }),
    },
    createdFilter('Started'),
  ],
});

export const JOB_LOG_STATUSES = { queued: 'Queued', running: 'Running', done: 'Done', failed: 'Failed' } as const;

export const jobLogsResource = defineResource({
  name: 'job_logs',
  url: '/api/job-logs',
  routeName: 'job_logs',
  title: 'Job Logs',
  simplePaginate: true,
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'job', label: 'Job', type: 'text' },
    { key: 'queue', label: 'Queue', type: 'text' },
    { key: 'payload', label: 'Payload', type: 'json' },
    { key: 'attempts', label: 'Attempts', type: 'number' },
    { key: 'status', label: 'Status', type: 'text' },
    { key: 'error', label: 'Error', type: 'text' },
    { key: 'created_at', label: 'Time', type: 'datetime', sortable: true },
  ],
  filters: [
    { key: 'job', label: 'Job', kind: 'select', valueType: 'text', optionsFrom: 'filterData' },
    { key: 'status', label: 'Status', kind: 'select', valueType: 'text', optionsFrom: textOptions(JOB_LOG_STATUSES) },
    createdFilter(),
  ],
});

/** Levels from the least to the most severe; the level filter keeps a level and those above it. */
export const DEV_LOG_LEVELS = ['debug', 'info', 'notice', 'warning', 'error', 'critical'] as const;

export const devLogsResource = defineResource({
  name: 'dev_logs',
  url: '/api/dev-logs',
  routeName: 'dev_logs',
  title: 'Dev Logs',
  simplePaginate: true,
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'level', label: 'Level', type: 'text' },
    { key: 'service', label: 'Service', type: 'text' },
    { key: 'message', label: 'Message', type: 'text' },
    { key: 'request_id', label: 'Request ID', type: 'text' },
    { key: 'context', label: 'Context', type: 'json' },
    { key: 'created_at', label: 'Time', type: 'datetime', sortable: true },
  ],
  filters: [
    {
      key: 'level',
      label: 'Level (and above)',
      kind: 'select',
      valueType: 'text',
      optionsFrom: DEV_LOG_LEVELS.map((level) => ({ value: level, label: `${level[0]!.toUpperCase()}${level.slice(1)}+` })),
    },
    { key: 'service', label: 'Service', kind: 'select', valueType: 'text', optionsFrom: 'filterData' },
    { key: 'message', label: 'Text', kind: 'text' },
    { key: 'request_id', label: 'Request ID', kind: 'equality', valueType: 'text' },
    createdFilter(),
  ],
});

export const shellLogsResource = defineResource({
  name: 'shell_logs',
  url: '/api/shell-logs',
  routeName: 'shell_logs',
  title: 'Shell Logs',
  simplePaginate: true,
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'who', label: 'Who', type: 'text' },
    { key: 'host', label: 'Host', type: 'text' },
    { key: 'command', label: 'Command', type: 'text' },
    { key: 'exit_code', label: 'Exit Code', type: 'number' },
    { key: 'created_at', label: 'Time', type: 'datetime', sortable: true },
  ],
  filters: [
    { key: 'who', label: 'Who', kind: 'select', valueType: 'text', optionsFrom: 'filterData' },
    { key: 'host', label: 'Host', kind: 'select', valueType: 'text', optionsFrom: 'filterData' },
    createdFilter(),
  ],
});

export const systemLogsResource = defineResource({
  name: 'system_logs',
  url: '/api/system-logs',
  routeName: 'system_logs',
  title: 'System Logs',
  simplePaginate: true,
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'type', label: 'Type', type: 'text' },
    { key: 'service', label: 'Service', type: 'text' },
    { key: 'version', label: 'Version', type: 'text' },
    { key: 'who', label: 'Who', type: 'text' },
    { key: 'created_at', label: 'Time', type: 'datetime', sortable: true },
  ],
  filters: [
    {
      key: 'type',
      label: 'Type',
      kind: 'select',
      valueType: 'text',
      optionsFrom: textOptions({ deploy: 'Deploy', restart: 'Restart', migration: 'Migration', config_change: 'Config change' }),
    },
    { key: 'service', label: 'Service', kind: 'select', valueType: 'text', optionsFrom: 'filterData' },
    createdFilter(),
  ],
});

export const publisherApiRequestLogResource = defineResource({
  name: 'publisher_api_request_log',
  url: '/api/publisher-api-request-log',
  routeName: 'publisher_api_request_log',
  title: 'Publisher API Request Log',
  simplePaginate: true,
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'publisher_id', label: 'Publisher ID', type: 'id', link: linkTo.publisher() },
    { key: 'publisher_name', label: 'Publisher', type: 'text', link: linkTo.publisher() },
    { key: 'app_id', label: 'App ID', type: 'id', link: linkTo.app() },
    { key: 'endpoint', label: 'Endpoint', type: 'text' },
    { key: 'http_status', label: 'HTTP Status', type: 'number' },
    { key: 'duration_ms', label: 'Duration (ms)', type: 'number' },
    { key: 'error', label: 'Error', type: 'text' },
    { key: 'created_at', label: 'Time', type: 'datetime', sortable: true },
  ],
  filters: [
    { key: 'publisher_id', label: 'Publisher', kind: 'multiSelect', optionsFrom: 'filterData' },
    {
      key: 'errors_only',
      label: 'Errors only',
      kind: 'select',
      optionsFrom: [{ value: 1, label: 'Yes' }],
    },
    { key: 'endpoint', label: 'Endpoint', kind: 'select', valueType: 'text', optionsFrom: 'filterData' },
    createdFilter(),
  ],
});
