import type { Queryable } from '../types.ts';
import { HOUR } from './user-details-cases-rows.ts';
import { SHOWCASE as S } from './user-details-showcase.ts';

/** Support agent 93 (Carlos Mendoza, staff: role 3), who needs an approval to ban. */
const REQUESTER = 93;

/**
 * User 17 (in review) carries a pending approval request (packages/contract approval-rules.ts): the
 * support agent asked three hours ago to ban it for good, so the details screen shows the request, and
 * an admin or super admin can approve or reject it.
 */
export async function shapePendingApproval(tx: Queryable, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO admin.user_status_approvals (user_id, status, comment, ban_indefinite, requested_by_admin_id, requested_at)
     VALUES ($1, 2, 'Copied answers shared with banned accounts: please ban', true, $2, $3)`,
    [S.reviewQualityAnswers, REQUESTER, new Date(now.getTime() - 3 * HOUR)],
  );
}
