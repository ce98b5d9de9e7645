import { defineResource, enumOptions, linkTo } from '../define.ts';
import { createdFilter, lastDaysWindow, textOptions, userIdsFilter } from './log-filters.ts';

/** Who banned or reactivated whom, and why: the status entries of the user action audit. */
export const userStatusChangesResource = defineResource({
  name: 'user_status_changes',
  defaultFilters: lastDaysWindow(),
  url: '/api/user-status-changes',
  routeName: 'user_status_changes',
  title: 'User Status Changes',
  simplePaginate: true,
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'user_id', label: 'User ID', type: 'id', link: linkTo.user() },
    { key: 'app_id', label: 'App ID', type: 'id', link: linkTo.app() },
    { key: 'from_status', label: 'From', type: 'status', enum: 'userStatus' },
    { key: 'to_status', label: 'To', type: 'status', enum: 'userStatus' },
    { key: 'comment', label: 'Comment', type: 'text' },
    { key: 'banned_until', label: 'Ban Expiry', type: 'datetime' },
    { key: 'admin_name', label: 'Admin', type: 'text' },
    { key: 'admin_hex_color', label: 'Admin Colour', type: 'text' },
    { key: 'created_at', label: 'Time', type: 'datetime', sortable: true },
  ],
  filters: [
    userIdsFilter,
    { key: 'to_status', label: 'New Status', kind: 'multiSelect', optionsFrom: enumOptions('userStatus') },
    { key: 'admin_id', label: 'Admin', kind: 'multiSelect', optionsFrom: 'filterData' },
    { key: 'app_id', label: 'App', kind: 'multiSelect', optionsFrom: 'filterData' },
    createdFilter(),
  ],
});

export const STATUS_CHANGE_STATES = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  direct: 'Direct',
} as const;

/** One timeline of direct changes and approval requests (a request approved shows once, as the request). */
export const userStatusChangesNewResource = defineResource({
  name: 'user_status_changes_new',
  defaultFilters: lastDaysWindow(),
  url: '/api/user-status-changes-new',
  routeName: 'user_status_changes_new',
  title: 'User Status Changes (New)',
  defaultSort: { key: 'created_at', direction: 'desc' },
  columns: [
    { key: 'reference', label: 'Reference', type: 'text' },
    { key: 'user_id', label: 'User ID', type: 'id', link: linkTo.user() },
    { key: 'status', label: 'Status', type: 'status', enum: 'userStatus' },
    { key: 'requested_by_name', label: 'Requested By', type: 'text' },
    { key: 'signed_in_name', label: 'Signed-in Admin', type: 'text' },
    { key: 'state', label: 'State', type: 'text' },
    { key: 'decided_by_name', label: 'Decided By', type: 'text' },
    { key: 'created_at', label: 'Time', type: 'datetime', sortable: true },
  ],
  filters: [
    { key: 'state', label: 'State', kind: 'select', valueType: 'text', optionsFrom: textOptions(STATUS_CHANGE_STATES) },
    { key: 'admin_id', label: 'Requested By', kind: 'multiSelect', optionsFrom: 'filterData' },
    userIdsFilter,
    createdFilter(),
  ],
});

const PROFILING_SOURCES = textOptions({ user_input: 'Manually', automatic_match: 'Automatically', supplier_match: 'Supplier Match' });

/** A user's profiling answers over time (the "Profiling" quick link). */
export const userProfilingsResource = defineResource({
  name: 'user_profilings',
  url: '/api/user-profilings',
  routeName: 'user_profilings',
  title: 'User Profilings',
  simplePaginate: true,
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'user_id', label: 'User ID', type: 'id', link: linkTo.user() },
    { key: 'question_id', label: 'Question ID', type: 'id', link: linkTo.question() },
    { key: 'question_text', label: 'Question', type: 'text' },
    { key: 'answer', label: 'Answer', type: 'text' },
    { key: 'source', label: 'Source', type: 'text' },
    { key: 'created_at', label: 'Time', type: 'datetime', sortable: true },
  ],
  filters: [
    userIdsFilter,
    { key: 'question_id', label: 'Question', kind: 'multiSelect', optionsFrom: 'filterData' },
    { key: 'source', label: 'Source', kind: 'select', valueType: 'text', optionsFrom: PROFILING_SOURCES },
  ],
});

/** Personal bonus offers (the "Bonus Offers" quick link). */
export const userBonusOffersResource = defineResource({
  name: 'user_bonus_offers',
  defaultFilters: lastDaysWindow(),
  url: '/api/user-bonus-offers',
  routeName: 'user_bonus_offers',
  title: 'User Bonus Offers',
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'user_id', label: 'User ID', type: 'id', link: linkTo.user() },
    { key: 'app_id', label: 'App ID', type: 'id', link: linkTo.app() },
    { key: 'type', label: 'Type', type: 'text' },
    { key: 'target', label: 'Target', type: 'number' },
    { key: 'progress', label: 'Progress', type: 'number' },
    { key: 'reward_points', label: 'Reward (points)', type: 'number' },
    { key: 'reward_usd', label: 'Reward', type: 'money' },
    { key: 'status', label: 'Status', type: 'text' },
    { key: 'expires_at', label: 'Expires', type: 'datetime', sortable: true },
    { key: 'created_at', label: 'Created', type: 'datetime', sortable: true },
  ],
  filters: [
    userIdsFilter,
    { key: 'app_id', label: 'App', kind: 'multiSelect', optionsFrom: 'filterData' },
    {
      key: 'status',
      label: 'Status',
      kind: 'select',
      valueType: 'text',
      optionsFrom: textOptions({ active: 'Active', completed: 'Completed', expired: 'Expired', cancelled: 'Cancelled' }),
    },
    createdFilter('Created'),
  ],
});
