import { z } from 'zod';
import type { ApiCall } from '../../api/types.ts';
import { linkTo } from '../define.ts';
import { createdFilter, defineLog, LOG_COLUMN, LOG_WINDOW, LOG_WINDOW_24H, lastDaysWindow, textSelect } from './log-filters.ts';

/** What scheduled jobs, queued jobs, the services, shells and deploys did (specification 04, section 6). */
export const cronjobLogsResource = defineLog({
  name: 'cronjob_logs',
  defaultFilters: LOG_WINDOW_24H,
  title: 'Cronjob Logs',
  columns: [
    LOG_COLUMN.id,
    { key: 'signature', label: 'Job', type: 'text' },
    { key: 'created_at', label: 'Started', type: 'datetime', sortable: true },
    { key: 'duration_ms', label: 'Duration (ms)', type: 'number' },
    { key: 'status', label: 'Status', type: 'text' },
    { key: 'exit_code', label: 'Exit Code', type: 'number' },
    { key: 'output', label: 'Output', type: 'text' },
  ],
  filters: [
    // The options are the signatures logged (get-signature-logs of the specification).
    textSelect('signature', 'Job', 'filterData'),
    textSelect('status', 'Status', { running: 'Running', success: 'Success', failed: 'Failed' }),
    createdFilter('Started'),
  ],
});

export const JOB_LOG_STATUSES = { queued: 'Queued', running: 'Running', done: 'Done', failed: 'Failed' } as const;

/** How many failed runs one retry may queue again (a page of the log at most). */
export const JOB_RETRY_MAX = 100;

/** Job Logs' page-holder action "retry failed" (specification 04, section 6): the page's own permission (rule 7). */
export const JOB_LOG_CALLS = {
  retry: { name: 'jobLogs.retry', method: 'POST', path: '/api/job-logs/retry' },
} as const;

export const ZJobRetryBody = z.object({
  ids: z
    .array(z.number({ error: 'ids must be run ids (numbers).' }).int().positive(), { error: 'ids must be a list of run ids.' })
    .min(1, { error: 'Choose at least one failed run.' })
    .max(JOB_RETRY_MAX, { error: `At most ${JOB_RETRY_MAX} runs at once.` }),
});
export const ZJobRetryAnswer = z.object({
  data: z.object({ queued: z.array(z.object({ id: z.number(), retry_of: z.number() })) }),
  message: z.string(),
});

/** Ours: the specification leaves these messages open. */
export const JOB_LOG_MESSAGES = {
  queued: (count: number) => `${count} failed ${count === 1 ? 'run' : 'runs'} queued again`,
  notFound: (ids: readonly number[]) => `No job run ${ids.join(', ')}`,
  notFailed: (ids: readonly number[]) => `Only failed runs can be retried; not failed: ${ids.join(', ')}`,
  alreadyRetried: (ids: readonly number[]) => `Already queued again: ${ids.join(', ')}`,
} as const;

export const jobLogCalls: readonly ApiCall[] = [
  {
    ...JOB_LOG_CALLS.retry,
    upstream: 'admin',
    permission: 'job_logs',
    summary: 'Queues failed job runs again, each as a new run pointing back at the failed one',
    body: ZJobRetryBody,
    answer: ZJobRetryAnswer,
  },
];

export const jobLogsResource = defineLog({
  name: 'job_logs',
  defaultFilters: LOG_WINDOW_24H,
  title: 'Job Logs',
  // Page holders: retry failed. Select failed runs, Retry: each becomes a new queued run (Retry Of names it).
  bulkActions: [{ label: 'Retry', call: JOB_LOG_CALLS.retry.name, idsField: 'ids', values: {} }],
  columns: [
    LOG_COLUMN.id,
    { key: 'job', label: 'Job', type: 'text' },
    { key: 'queue', label: 'Queue', type: 'text' },
    { key: 'payload', label: 'Payload', type: 'json' },
    { key: 'attempts', label: 'Attempts', type: 'number' },
    { key: 'status', label: 'Status', type: 'text' },
    { key: 'error', label: 'Error', type: 'text' },
    { key: 'retry_of', label: 'Retry Of', type: 'id' },
    LOG_COLUMN.time,
  ],
  filters: [textSelect('job', 'Job', 'filterData'), textSelect('status', 'Status', JOB_LOG_STATUSES), createdFilter()],
});

/** Levels from the least to the most severe; the level filter keeps a level and those above it. */
export const DEV_LOG_LEVELS = ['debug', 'info', 'notice', 'warning', 'error', 'critical'] as const;

export const devLogsResource = defineLog({
  name: 'dev_logs',
  defaultFilters: { ...LOG_WINDOW_24H, level: 'warning' },
  title: 'Dev Logs',
  columns: [
    LOG_COLUMN.id,
    { key: 'level', label: 'Level', type: 'text' },
    { key: 'service', label: 'Service', type: 'text' },
    { key: 'message', label: 'Message', type: 'text' },
    { key: 'request_id', label: 'Request ID', type: 'text' },
    { key: 'context', label: 'Context', type: 'json' },
    LOG_COLUMN.time,
  ],
  filters: [
    {
      key: 'level',
      label: 'Level (and above)',
      kind: 'select',
      valueType: 'text',
      optionsFrom: DEV_LOG_LEVELS.map((level) => ({ value: level, label: `${level[0]!.toUpperCase()}${level.slice(1)}+` })),
    },
    textSelect('service', 'Service', 'filterData'),
    { key: 'message', label: 'Text', kind: 'text' },
    { key: 'request_id', label: 'Request ID', kind: 'equality', valueType: 'text' },
    createdFilter(),
  ],
});

export const shellLogsResource = defineLog({
  name: 'shell_logs',
  defaultFilters: LOG_WINDOW,
  title: 'Shell Logs',
  columns: [
    LOG_COLUMN.id,
    { key: 'who', label: 'Who', type: 'text' },
    { key: 'host', label: 'Host', type: 'text' },
    { key: 'command', label: 'Command', type: 'text' },
    { key: 'exit_code', label: 'Exit Code', type: 'number' },
    LOG_COLUMN.time,
  ],
  filters: [textSelect('who', 'Who', 'filterData'), textSelect('host', 'Host', 'filterData'), createdFilter()],
});

export const systemLogsResource = defineLog({
  name: 'system_logs',
  defaultFilters: lastDaysWindow(),
  title: 'System Logs',
  columns: [
    LOG_COLUMN.id,
    { key: 'type', label: 'Type', type: 'text' },
    { key: 'service', label: 'Service', type: 'text' },
    { key: 'version', label: 'Version', type: 'text' },
    { key: 'who', label: 'Who', type: 'text' },
    LOG_COLUMN.time,
  ],
  filters: [
    textSelect('type', 'Type', { deploy: 'Deploy', restart: 'Restart', migration: 'Migration', config_change: 'Config change' }),
    textSelect('service', 'Service', 'filterData'),
    createdFilter(),
  ],
});

export const publisherApiRequestLogResource = defineLog({
  name: 'publisher_api_request_log',
  defaultFilters: LOG_WINDOW_24H,
  title: 'Publisher API Request Log',
  columns: [
    LOG_COLUMN.id,
    { key: 'publisher_id', label: 'Publisher ID', type: 'id', link: linkTo.publisher() },
    { key: 'publisher_name', label: 'Publisher', type: 'text', link: linkTo.publisher() },
    { key: 'app_id', label: 'App ID', type: 'id', link: linkTo.app() },
    { key: 'endpoint', label: 'Endpoint', type: 'text' },
    { key: 'http_status', label: 'HTTP Status', type: 'number' },
    { key: 'duration_ms', label: 'Duration (ms)', type: 'number' },
    { key: 'error', label: 'Error', type: 'text' },
    LOG_COLUMN.time,
  ],
  filters: [
    { key: 'publisher_id', label: 'Publisher', kind: 'multiSelect', optionsFrom: 'filterData' },
    {
      key: 'errors_only',
      label: 'Errors only',
      kind: 'select',
      optionsFrom: [{ value: 1, label: 'Yes' }],
    },
    textSelect('endpoint', 'Endpoint', 'filterData'),
    createdFilter(),
  ],
});
