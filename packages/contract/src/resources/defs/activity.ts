import { defineResource } from '../define.ts';
import { CHAT_APPS } from '../../chat/apps.ts';
import type { ResourceColumn, ResourceFilter } from '../types.ts';
import { adminColumns, adminFilter, DAY_COLUMN, dayFilter, lastDaysWindow, LOG_WINDOW, textSelect } from './log-filters.ts';

/** Chat Weekly CSAT opens on the last 12 weeks (specification 04, section 5). */
const CSAT_WEEKS = 12;
/** The chat app of a chat screen's row and its filter (the apps users chat from: 13, 16, 18, 71, 554). */
const CHAT_APP_COLUMN: ResourceColumn = { key: 'app_id', label: 'App', type: 'id' };
const chatAppFilter: ResourceFilter = {
  key: 'app_id',
  label: 'App',
  kind: 'multiSelect',
  optionsFrom: CHAT_APPS.map((a) => ({ value: a.id, label: `${a.title} (${a.id})` })),
};

/**
 * Activity and support performance (specification 04, section 5), computed from the rows that exist
 * (admin logs, user action audit, review history, chat messages, click tickets): a chat closed on
 * /chat counts at once. Rows are days or weeks, so the date filters read the row's own day or week.
 */
export const teamActivityResource = defineResource({
  name: 'team_activity',
  defaultFilters: { day: LOG_WINDOW.created_at },
  url: '/api/team-activity',
  routeName: 'team_activity',
  title: 'Team Activity',
  defaultSort: { key: 'day', direction: 'desc' },
  columns: [
    DAY_COLUMN,
    ...adminColumns(),
    { key: 'page_views', label: 'Page Views', type: 'number', sortable: true },
    { key: 'actions', label: 'Actions', type: 'number', sortable: true },
    { key: 'status_changes', label: 'Status Changes', type: 'number', sortable: true },
    { key: 'reviews_judged', label: 'Reviews Judged', type: 'number', sortable: true },
    { key: 'chat_messages', label: 'Chat Messages', type: 'number', sortable: true },
    { key: 'click_tickets_reviewed', label: 'Click Tickets Reviewed', type: 'number', sortable: true },
    { key: 'first_activity', label: 'First Activity', type: 'datetime' },
    { key: 'last_activity', label: 'Last Activity', type: 'datetime' },
  ],
  filters: [dayFilter(), adminFilter()],
  statistics: [
    { key: 'total_actions', label: 'Actions', type: 'number' },
    { key: 'total_chat_messages', label: 'Chat Messages', type: 'number' },
  ],
});

export const chatWeeklyCsatResource = defineResource({
  name: 'chat_weekly_csat',
  defaultFilters: { week_start: { lastDays: 7 * CSAT_WEEKS } },
  url: '/api/chat-weekly-csat',
  routeName: 'chat_weekly_csat',
  title: 'Chat Weekly CSAT',
  defaultSort: { key: 'week', direction: 'desc' },
  columns: [
    { key: 'week', label: 'ISO Week', type: 'text', sortable: true },
    { key: 'week_start', label: 'Week Of', type: 'date', sortable: true },
    ...adminColumns('Agent'),
    CHAT_APP_COLUMN,
    { key: 'ratings', label: 'Ratings', type: 'number', sortable: true },
    { key: 'avg_rating', label: 'Avg Rating', type: 'number', sortable: true },
    // CSAT = ratings of 4 or 5; dissatisfied = 1 or 2 (specification 04, section 5).
    { key: 'csat_percent', label: 'CSAT %', type: 'percent', sortable: true },
    { key: 'dissatisfied_percent', label: 'Dissatisfied %', type: 'percent', sortable: true },
  ],
  filters: [{ key: 'week_start', label: 'Weeks', kind: 'dateRange' }, chatAppFilter, adminFilter('Agent')],
});

export const chatFirstResponseTimeResource = defineResource({
  name: 'chat_first_response_time',
  defaultFilters: lastDaysWindow('day'),
  url: '/api/chat-first-response-time',
  routeName: 'chat_first_response_time',
  title: 'Chat First Response Time',
  defaultSort: { key: 'day', direction: 'desc' },
  columns: [
    DAY_COLUMN,
    { key: 'channel', label: 'Chat or Ticket', type: 'text' },
    CHAT_APP_COLUMN,
    ...adminColumns('Agent'),
    { key: 'started', label: 'Started', type: 'number', sortable: true },
    { key: 'median_minutes', label: 'Median First Response (min)', type: 'number', sortable: true },
    { key: 'p90_minutes', label: 'P90 First Response (min)', type: 'number', sortable: true },
    { key: 'within_5_min_percent', label: 'Within 5 min %', type: 'percent' },
    { key: 'within_1_hour_percent', label: 'Within 1 h %', type: 'percent' },
    { key: 'unanswered', label: 'Unanswered', type: 'number', sortable: true },
  ],
  filters: [dayFilter(), chatAppFilter, adminFilter('Agent'), textSelect('channel', 'Chat or Ticket', { chat: 'Chat', ticket: 'Ticket' })],
});

/** Ban volume per day from the status entries of the user action audit (specification 04, section 4). */
export const userBanStatisticsResource = defineResource({
  name: 'user_ban_statistics',
  defaultFilters: lastDaysWindow('day'),
  url: '/api/user-ban-statistics',
  routeName: 'user_ban_statistics',
  title: 'User Ban Statistics',
  defaultSort: { key: 'day', direction: 'desc' },
  columns: [
    DAY_COLUMN,
    { key: 'bans', label: 'Bans', type: 'number', sortable: true },
    { key: 'shadow_bans', label: 'Shadow Bans', type: 'number', sortable: true },
    { key: 'on_hold', label: 'On Hold', type: 'number', sortable: true },
    { key: 'reviews', label: 'Reviews', type: 'number', sortable: true },
    { key: 'reactivations', label: 'Reactivations', type: 'number', sortable: true },
    { key: 'by_staff', label: 'By Staff', type: 'number' },
    { key: 'automatic', label: 'Automatic', type: 'number' },
  ],
  filters: [dayFilter()],
  statistics: [
    { key: 'total_bans', label: 'Bans', type: 'number' },
    { key: 'total_reactivations', label: 'Reactivations', type: 'number' },
  ],
});
