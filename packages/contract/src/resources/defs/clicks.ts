import { defineResource, enumOptions, linkTo } from '../define.ts';
import { OPTION_SEARCHES } from '../option-search.ts';

/** The largest table (tens of millions of rows): simple pagination, sorted only by indexed keys. */
export const clicksResource = defineResource({
  name: 'clicks',
  url: '/api/clicks',
  routeName: 'clicks',
  title: 'Clicks',
  simplePaginate: true,
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true, link: linkTo.click('id') },
    { key: 'user_id', label: 'User ID', type: 'id', link: linkTo.user() },
    { key: 'survey_id', label: 'Survey ID', type: 'id', link: linkTo.survey() },
    { key: 'survey_name', label: 'Survey', type: 'text', link: linkTo.survey() },
    { key: 'supplier_id', label: 'Supplier', type: 'id', link: linkTo.supplier() },
    { key: 'status', label: 'Status', type: 'status', enum: 'clickStatus' },
    { key: 'response_status', label: 'Response Status', type: 'text' },
    { key: 'revenue', label: 'Revenue', type: 'money' },
    { key: 'publisher_payout', label: 'Publisher Payout', type: 'money' },
    { key: 'ip', label: 'IP', type: 'text' },
    { key: 'user_agent', label: 'User Agent', type: 'text' },
    { key: 'created_at', label: 'Created', type: 'datetime', sortable: true },
  ],
  filters: [
    { key: 'id', label: 'Click IDs', kind: 'list' },
    { key: 'userId', label: 'User IDs', kind: 'list' },
    { key: 'surveyId', label: 'Surveys', kind: 'multiSelect', searchUrl: OPTION_SEARCHES.surveys.url },
    { key: 'supplier_id', label: 'Supplier', kind: 'multiSelect', optionsFrom: 'filterData' },
    { key: 'status', label: 'Status', kind: 'multiSelect', optionsFrom: enumOptions('clickStatus') },
    { key: 'response_status', label: 'Response Status', kind: 'equality', valueType: 'text' },
    { key: 'ip', label: 'IP', kind: 'equality', valueType: 'ip' },
    { key: 'created_at', label: 'Created', kind: 'dateRange' },
  ],
  detail: { routeName: 'clicks', entity: 'Click' },
});

/** Clicks with status 1 and their reconciliation state. */
export const completesResource = defineResource({
  name: 'completes',
  url: '/api/completes',
  routeName: 'completes',
  title: 'Completes',
  simplePaginate: true,
  columns: [
    { key: 'id', label: 'Click ID', type: 'id', sortable: true, link: linkTo.click('id') },
    { key: 'user_id', label: 'User ID', type: 'id', link: linkTo.user() },
    { key: 'survey_id', label: 'Survey ID', type: 'id', link: linkTo.survey() },
    { key: 'survey_name', label: 'Survey', type: 'text', link: linkTo.survey() },
    { key: 'supplier_id', label: 'Supplier', type: 'id', link: linkTo.supplier() },
    { key: 'status', label: 'Status', type: 'status', enum: 'eventStatus' },
    { key: 'revenue', label: 'Revenue', type: 'money' },
    { key: 'publisher_payout', label: 'Publisher Payout', type: 'money' },
    { key: 'user_reward', label: 'User Reward', type: 'number' },
    { key: 'completed_at', label: 'Completed', type: 'datetime', sortable: true },
    { key: 'reconciled_at', label: 'Reconciled', type: 'datetime' },
  ],
  filters: [
    { key: 'id', label: 'Click IDs', kind: 'list' },
    { key: 'userId', label: 'Users', kind: 'multiSelect', searchUrl: OPTION_SEARCHES.users.url },
    { key: 'surveyId', label: 'Surveys', kind: 'multiSelect', searchUrl: OPTION_SEARCHES.surveys.url },
    { key: 'supplier_id', label: 'Supplier', kind: 'multiSelect', optionsFrom: 'filterData' },
    { key: 'status', label: 'Status', kind: 'multiSelect', optionsFrom: enumOptions('eventStatus') },
    { key: 'completed_at', label: 'Completed', kind: 'dateRange' },
  ],
});
