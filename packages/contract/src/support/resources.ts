import { defineResource, linkTo } from '../resources/define.ts';
import { CLICK_TICKET_STATUS_LABELS } from './system-alerts.ts';

const clickTicketStatusOptions = Object.entries(CLICK_TICKET_STATUS_LABELS).map(([value, label]) => ({ value: Number(value), label }));

/** Click tickets (/click-tickets): users' complaints about a survey click; the badge counts status 0. */
export const clickTicketsResource = defineResource({
  name: 'click_tickets',
  url: '/api/click-tickets',
  routeName: 'click_tickets',
  title: 'Click Tickets',
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'user_id', label: 'User ID', type: 'id', sortable: true, link: linkTo.user() },
    { key: 'click_id', label: 'Click ID', type: 'id', link: linkTo.click('click_id') },
    { key: 'survey_id', label: 'Survey ID', type: 'id', link: linkTo.survey() },
    { key: 'reason', label: 'Reason', type: 'text', sortable: true },
    { key: 'message', label: 'Message', type: 'text' },
    { key: 'status', label: 'Status', type: 'status', sortable: true },
    { key: 'reviewed_by_name', label: 'Reviewed By', type: 'text' },
    { key: 'reviewed_at', label: 'Reviewed', type: 'datetime', sortable: true },
    { key: 'created_at', label: 'Created', type: 'datetime', sortable: true },
  ],
  filters: [
    { key: 'id', label: 'IDs', kind: 'list' },
    { key: 'userId', label: 'User IDs', kind: 'list' },
    { key: 'status', label: 'Status', kind: 'multiSelect', optionsFrom: clickTicketStatusOptions },
    { key: 'reason', label: 'Reason', kind: 'select', valueType: 'text', optionsFrom: 'filterData' },
    { key: 'created_at', label: 'Created', kind: 'dateRange' },
  ],
});

/** Survey attack apps (/survey-attacks-apps): apps whose traffic attacked surveys; the badge counts the unreviewed. */
export const surveyAttacksAppsResource = defineResource({
  name: 'survey_attacks_apps',
  url: '/api/survey-attacks-apps',
  routeName: 'survey_attacks_apps',
  title: 'Survey Attacks Apps',
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'app_id', label: 'App ID', type: 'id', link: linkTo.app() },
    { key: 'app_name', label: 'App', type: 'text', sortable: true },
    { key: 'survey_id', label: 'Survey ID', type: 'id', link: linkTo.survey() },
    { key: 'attack_type', label: 'Attack', type: 'text', sortable: true },
    { key: 'attempts_count', label: 'Attempts', type: 'number', sortable: true },
    { key: 'blocked_count', label: 'Blocked', type: 'number', sortable: true },
    { key: 'first_seen_at', label: 'First Seen', type: 'datetime', sortable: true },
    { key: 'last_seen_at', label: 'Last Seen', type: 'datetime', sortable: true },
    { key: 'is_reviewed', label: 'Reviewed', type: 'boolean', sortable: true },
    { key: 'reviewed_by_name', label: 'Reviewed By', type: 'text' },
    { key: 'comment', label: 'Comment', type: 'text' },
  ],
  filters: [
    { key: 'id', label: 'IDs', kind: 'list' },
    { key: 'app_id', label: 'App', kind: 'multiSelect', optionsFrom: 'filterData' },
    { key: 'attack_type', label: 'Attack', kind: 'select', valueType: 'text', optionsFrom: 'filterData' },
    {
      key: 'is_reviewed',
      label: 'Reviewed',
      kind: 'select',
      optionsFrom: [
        { value: 1, label: 'Yes' },
        { value: 0, label: 'No' },
      ],
    },
    { key: 'last_seen_at', label: 'Last Seen', kind: 'dateRange' },
  ],
});
