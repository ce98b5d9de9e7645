import { ADMIN_LOG_SERVER_ACTIONS } from '@bo/contract';
import type { Queryable } from '@bo/db';
import type { RequestContext } from '@bo/server-kit';

/** One action on a platform user, as the audit trail keeps it (specification 02; issue 5). */
export interface UserAction {
  userId: number;
  /** What was done, in the product's words: 'status', 'supplier_ban', 'goodwill_credit', ... */
  action: string;
  /** The path the admin called, for the admin-logs entry. */
  requestUrl: string;
  /** The values the action changed, before and after; null when there was nothing before. */
  before: unknown;
  after: unknown;
}

/**
 * Writes the audit entry (admin.user_action_audit) and the admin-logs 'action' entry of one action.
 * Call it with the transaction that makes the change, so both land or neither does.
 */
export async function recordUserAction(
  tx: Queryable,
  ctx: Pick<RequestContext, 'adminId' | 'originalAdminId' | 'requestId'>,
  action: UserAction,
): Promise<void> {
  const before = action.before === undefined ? null : JSON.stringify(action.before);
  const after = action.after === undefined ? null : JSON.stringify(action.after);
  await tx.query(
    `INSERT INTO admin.user_action_audit (admin_id, original_admin_id, user_id, action, request_id, before, after)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
    [ctx.adminId, ctx.originalAdminId ?? null, action.userId, action.action, ctx.requestId ?? null, before, after],
  );
  await tx.query(
    `INSERT INTO admin.admin_logs (admin_id, original_admin_id, type, action, request_url, data, origin)
     VALUES ($1, $2, 'action', $3, $4, $5::jsonb, 'server')`,
    [
      ctx.adminId,
      ctx.originalAdminId ?? null,
      `${ADMIN_LOG_SERVER_ACTIONS.userActionPrefix}${action.action}`,
      action.requestUrl,
      JSON.stringify({ user_id: action.userId, before: action.before ?? null, after: action.after ?? null }),
    ],
  );
}
