import { statusApprovalsResource } from '@bo/contract';
import type { ServerResource } from '../list-engine/types.ts';
import { OPTIONS_SQL } from './options.ts';

/** The approval requests of status changes (migration 016) with the user's status now and who asked and decided. */
export const statusApprovals: ServerResource = {
  def: statusApprovalsResource,
  from: `admin.user_status_approvals ap
    JOIN admin.users u ON u.id = ap.user_id
    LEFT JOIN core.admins rq ON rq.id = ap.requested_by_admin_id
    LEFT JOIN core.admins dc ON dc.id = ap.decided_by_admin_id`,
  idExpr: 'ap.id',
  columns: {
    id: 'ap.id',
    user_id: 'ap.user_id',
    user_status: 'u.status',
    requested_status: 'ap.status',
    state: 'ap.state',
    comment: 'ap.comment',
    requested_by_name: 'rq.name',
    requested_at: 'ap.requested_at',
    decided_by_name: 'dc.name',
    decided_at: 'ap.decided_at',
    reason: 'ap.reason',
  },
  filters: { requested_by_admin_id: 'ap.requested_by_admin_id' },
  options: { requested_by_admin_id: OPTIONS_SQL.admins },
  statistics: { pending: "count(*) FILTER (WHERE ap.state = 'pending')" },
};
