import { OPTION_SEARCHES } from '../option-search.ts';
import { defineResource, enumOptions, linkTo } from '../define.ts';
import { createdFilter, LOG_WINDOW, LOG_WINDOW_24H, textOptions, userIdsFilter } from './log-filters.ts';

/** The traffic logs (specification 04, section 6): what users were offered and what suppliers answered. */
export const surveyInvitationsResource = defineResource({
  name: 'survey_invitations',
  defaultFilters: LOG_WINDOW,
  url: '/api/survey-invitations',
  routeName: 'survey_invitations',
  title: 'Entry Link Logs',
  simplePaginate: true,
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'survey_id', label: 'Survey ID', type: 'id', link: linkTo.survey() },
    { key: 'user_id', label: 'User ID', type: 'id', link: linkTo.user() },
    { key: 'entry_link', label: 'Entry Link', type: 'text' },
    { key: 'click_id', label: 'Click ID', type: 'id', link: linkTo.click('click_id') },
    { key: 'status', label: 'Status', type: 'text' },
    { key: 'created_at', label: 'Time', type: 'datetime', sortable: true },
  ],
  filters: [
    { key: 'surveyId', label: 'Surveys', kind: 'multiSelect', searchUrl: OPTION_SEARCHES.surveys.url },
    userIdsFilter,
    createdFilter(),
  ],
});

const RELOAD_TRIGGERS = textOptions({
  app_open: 'App open',
  pull_to_refresh: 'Pull to refresh',
  after_survey: 'After a survey',
  push: 'Push',
});

export const surveyListReloadsResource = defineResource({
  name: 'survey_list_reloads',
  defaultFilters: LOG_WINDOW_24H,
  url: '/api/survey-list-reloads',
  routeName: 'survey_list_reloads',
  title: 'Survey List Reloads',
  simplePaginate: true,
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'user_id', label: 'User ID', type: 'id', link: linkTo.user() },
    { key: 'app_id', label: 'App ID', type: 'id', link: linkTo.app() },
    { key: 'surveys_returned', label: 'Surveys Returned', type: 'number' },
    { key: 'trigger', label: 'Trigger', type: 'text' },
    { key: 'ip', label: 'IP', type: 'text' },
    { key: 'platform', label: 'Platform', type: 'text' },
    { key: 'created_at', label: 'Time', type: 'datetime', sortable: true },
  ],
  filters: [
    userIdsFilter,
    { key: 'app_id', label: 'App', kind: 'multiSelect', optionsFrom: 'filterData' },
    { key: 'zero_results', label: 'Zero results', kind: 'select', optionsFrom: [{ value: 1, label: 'Yes' }] },
    { key: 'trigger', label: 'Trigger', kind: 'select', valueType: 'text', optionsFrom: RELOAD_TRIGGERS },
    createdFilter(),
  ],
});

/** The same loads, as the router saw them: what it considered, found eligible, returned, and why not the rest. */
export const routerLogsResource = defineResource({
  name: 'router_logs',
  defaultFilters: LOG_WINDOW_24H,
  url: '/api/router-logs',
  routeName: 'router_logs',
  title: 'Router Logs',
  simplePaginate: true,
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'user_id', label: 'User ID', type: 'id', link: linkTo.user() },
    { key: 'app_id', label: 'App ID', type: 'id', link: linkTo.app() },
    { key: 'surveys_considered', label: 'Considered', type: 'number' },
    { key: 'surveys_eligible', label: 'Eligible', type: 'number' },
    { key: 'surveys_returned', label: 'Returned', type: 'number' },
    { key: 'disqualified', label: 'Disqualified By Reason', type: 'json' },
    { key: 'duration_ms', label: 'Duration (ms)', type: 'number' },
    { key: 'created_at', label: 'Time', type: 'datetime', sortable: true },
  ],
  filters: [userIdsFilter, { key: 'app_id', label: 'App', kind: 'multiSelect', optionsFrom: 'filterData' }, createdFilter()],
});

export const postbackLogsResource = defineResource({
  name: 'postback_logs',
  defaultFilters: LOG_WINDOW_24H,
  url: '/api/postback-logs',
  routeName: 'postback_logs',
  title: 'Postback Logs',
  simplePaginate: true,
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'supplier_id', label: 'Supplier', type: 'id', link: linkTo.supplier() },
    { key: 'click_id', label: 'Click ID', type: 'id', link: linkTo.click('click_id') },
    { key: 'user_id', label: 'User ID', type: 'id', link: linkTo.user() },
    { key: 'raw_status', label: 'Raw Status', type: 'text' },
    { key: 'mapped_status', label: 'Click Status', type: 'status', enum: 'clickStatus' },
    { key: 'revenue', label: 'Revenue', type: 'money' },
    { key: 'signature_valid', label: 'Signature Valid', type: 'boolean' },
    { key: 'ip', label: 'IP', type: 'text' },
    { key: 'result', label: 'Result', type: 'text' },
    { key: 'reason', label: 'Reason', type: 'text' },
    { key: 'created_at', label: 'Time', type: 'datetime', sortable: true },
  ],
  filters: [
    { key: 'supplier_id', label: 'Supplier', kind: 'multiSelect', optionsFrom: 'filterData' },
    { key: 'clickId', label: 'Click IDs', kind: 'list' },
    userIdsFilter,
    {
      key: 'result',
      label: 'Result',
      kind: 'select',
      valueType: 'text',
      optionsFrom: textOptions({ accepted: 'Accepted', duplicate: 'Duplicate', rejected: 'Rejected' }),
    },
    { key: 'mapped_status', label: 'Click Status', kind: 'multiSelect', optionsFrom: enumOptions('clickStatus') },
    createdFilter(),
  ],
});

/** Each reversal as it arrived: completes with event status 2 Reconciled, by their reconciliation time. */
export const reconciliationLogsResource = defineResource({
  name: 'reconciliation_logs',
  defaultFilters: { reconciled_at: LOG_WINDOW.created_at },
  url: '/api/reconciliation-logs',
  routeName: 'reconciliation_logs',
  title: 'Reconciliation Logs',
  simplePaginate: true,
  defaultSort: { key: 'reconciled_at', direction: 'desc' },
  columns: [
    { key: 'id', label: 'Click ID', type: 'id', sortable: true, link: linkTo.click('id') },
    { key: 'user_id', label: 'User ID', type: 'id', link: linkTo.user() },
    { key: 'survey_id', label: 'Survey ID', type: 'id', link: linkTo.survey() },
    { key: 'supplier_id', label: 'Supplier', type: 'id', link: linkTo.supplier() },
    { key: 'supplier_buyer_id', label: 'Buyer', type: 'id', link: linkTo.supplierBuyer() },
    { key: 'revenue', label: 'Revenue Reversed', type: 'money' },
    { key: 'publisher_payout', label: 'Payout Reversed', type: 'money' },
    { key: 'source', label: 'Source', type: 'text' },
    { key: 'reconciled_at', label: 'Reconciled', type: 'datetime', sortable: true },
  ],
  filters: [
    { key: 'supplier_id', label: 'Supplier', kind: 'multiSelect', optionsFrom: 'filterData' },
    userIdsFilter,
    { key: 'surveyId', label: 'Surveys', kind: 'multiSelect', searchUrl: OPTION_SEARCHES.surveys.url },
    {
      key: 'source',
      label: 'Source',
      kind: 'select',
      valueType: 'text',
      optionsFrom: textOptions({ api: 'API', import: 'Import', manual: 'Manual' }),
    },
    { key: 'reconciled_at', label: 'Reconciled', kind: 'dateRange' },
  ],
});

/** Browser-extension reports (the "Extension Log" quick link). */
export const sourceExtensionResource = defineResource({
  name: 'source_extension',
  defaultFilters: LOG_WINDOW,
  url: '/api/source-extension',
  routeName: 'source_extension',
  title: 'Source Extension',
  simplePaginate: true,
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'user_id', label: 'User ID', type: 'id', link: linkTo.user() },
    { key: 'event', label: 'Event', type: 'text' },
    { key: 'url', label: 'URL', type: 'text' },
    { key: 'created_at', label: 'Time', type: 'datetime', sortable: true },
  ],
  filters: [userIdsFilter, { key: 'event', label: 'Event', kind: 'select', valueType: 'text', optionsFrom: 'filterData' }, createdFilter()],
});
