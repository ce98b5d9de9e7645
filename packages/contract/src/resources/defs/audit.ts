import { defineResource } from '../define.ts';

/** The filter the gateway rewrites into the keyed hash of its value before the list engine reads it. */
export const ACCESS_LOG_PERSONAL_FILTER = 'personal_value';

/**
 * The gateway's tamper-evident access log (issue 8), read by auditors on /audit: one row per request,
 * refused ones included, with its place in its gateway's hash chain. Read-only: rows are never edited.
 */
export const accessLogResource = defineResource({
  name: 'access_log',
  url: '/api/access-log',
  routeName: 'audit',
  title: 'Audit',
  simplePaginate: true,
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'time', label: 'Time (UTC)', type: 'datetime', sortable: true },
    { key: 'admin_id', label: 'Admin ID', type: 'id' },
    { key: 'admin_name', label: 'Admin', type: 'text' },
    { key: 'acting_as', label: 'Acting As', type: 'id' },
    { key: 'event', label: 'Event', type: 'text' },
    { key: 'method', label: 'Method', type: 'text' },
    { key: 'path', label: 'Path', type: 'text' },
    { key: 'query', label: 'Query', type: 'text' },
    { key: 'permission', label: 'Permission', type: 'text' },
    { key: 'decision', label: 'Decision', type: 'text' },
    { key: 'reason', label: 'Reason', type: 'text' },
    { key: 'status', label: 'Status', type: 'number', sortable: true },
    { key: 'bytes', label: 'Bytes', type: 'number' },
    { key: 'duration_ms', label: 'Duration (ms)', type: 'number', sortable: true },
    { key: 'client', label: 'Client', type: 'text' },
    { key: 'user_agent', label: 'User Agent', type: 'text' },
    { key: 'upstream', label: 'Upstream', type: 'text' },
    { key: 'event_detail', label: 'Event Detail', type: 'json' },
    { key: 'request_id', label: 'Request ID', type: 'text' },
    { key: 'instance', label: 'Gateway', type: 'text' },
    { key: 'seq', label: 'Sequence', type: 'number' },
    { key: 'prev_hash', label: 'Previous Hash', type: 'text' },
    { key: 'hash', label: 'Hash', type: 'text' },
    // 'text': the database refused the record as JSON; it is kept whole as JSON text, in its place in the chain.
    { key: 'stored_as', label: 'Stored As', type: 'text' },
  ],
  filters: [
    { key: 'admin_id', label: 'Admin', kind: 'multiSelect', optionsFrom: 'filterData' },
    { key: 'time', label: 'Time', kind: 'dateRange' },
    {
      key: 'decision',
      label: 'Decision',
      kind: 'select',
      valueType: 'text',
      optionsFrom: [
        { value: 'allow', label: 'Allowed' },
        { value: 'deny', label: 'Denied' },
      ],
    },
    { key: 'status', label: 'Status', kind: 'list' },
    { key: 'path', label: 'Path', kind: 'text' },
    {
      key: 'event',
      label: 'Event',
      kind: 'select',
      valueType: 'text',
      optionsFrom: [
        { value: 'login', label: 'Sign-in attempt' },
        { value: 'logout', label: 'Sign-out' },
        { value: 'register', label: 'Registration' },
        { value: 'switch-account', label: 'Switch account' },
        { value: 'switch-back', label: 'Switch back' },
        { value: 'permission-change', label: 'Permission change' },
        { value: 'user-action', label: 'Action on a user' },
      ],
    },
    { key: 'request_id', label: 'Request ID', kind: 'equality', valueType: 'text' },
    // Issue 24, item 8: e-mails, addresses and phones are logged as a keyed hash; the gateway hashes this value the same way.
    { key: ACCESS_LOG_PERSONAL_FILTER, label: 'E-mail, IP or Phone (exact)', kind: 'equality', valueType: 'text' },
    {
      key: 'stored_as',
      label: 'Stored As',
      kind: 'select',
      valueType: 'text',
      optionsFrom: [
        { value: 'jsonb', label: 'JSON' },
        { value: 'text', label: 'JSON text (refused as JSON)' },
      ],
    },
  ],
});
