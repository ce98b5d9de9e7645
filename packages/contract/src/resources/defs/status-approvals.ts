import { defineResource, enumOptions, linkTo } from '../define.ts';

/**
 * The approval queue of status changes (issue 5, our screen: the specification names the approval step,
 * not where approvers find it): every request a staff admin made, pending ones first to act on from
 * the user's page. Read-only here: approving, rejecting and cancelling happen on user details.
 */
export const statusApprovalsResource = defineResource({
  name: 'status_approvals',
  url: '/api/status-approvals',
  routeName: 'status_approvals',
  title: 'Status Approvals',
  exportable: false,
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'user_id', label: 'User ID', type: 'id', link: linkTo.user() },
    { key: 'user_status', label: 'User Status', type: 'status', enum: 'userStatus' },
    { key: 'requested_status', label: 'Requested Status', type: 'status', enum: 'userStatus', sortable: true },
    { key: 'state', label: 'State', type: 'text', sortable: true },
    { key: 'comment', label: 'Comment', type: 'text' },
    { key: 'requested_by_name', label: 'Requested By', type: 'text' },
    { key: 'requested_at', label: 'Requested At', type: 'datetime', sortable: true },
    { key: 'decided_by_name', label: 'Decided By', type: 'text' },
    { key: 'decided_at', label: 'Decided At', type: 'datetime', sortable: true },
    { key: 'reason', label: 'Reason', type: 'text' },
  ],
  filters: [
    {
      key: 'state',
      label: 'State',
      kind: 'select',
      valueType: 'text',
      optionsFrom: [
        { value: 'pending', label: 'Pending' },
        { value: 'approved', label: 'Approved' },
        { value: 'rejected', label: 'Rejected' },
        { value: 'cancelled', label: 'Cancelled' },
      ],
    },
    { key: 'user_id', label: 'User IDs', kind: 'list' },
    { key: 'requested_status', label: 'Requested Status', kind: 'multiSelect', optionsFrom: enumOptions('userStatus') },
    { key: 'requested_by_admin_id', label: 'Requested By', kind: 'multiSelect', optionsFrom: 'filterData' },
    { key: 'requested_at', label: 'Requested', kind: 'dateRange' },
  ],
  statistics: [{ key: 'pending', label: 'Pending', type: 'number' }],
});
