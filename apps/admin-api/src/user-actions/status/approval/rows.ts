import type { StatusApprovalRequest, StatusApprovalState, UserStatusChange } from '@bo/contract';
import type { Queryable } from '@bo/db';
import type { RequestContext } from '@bo/server-kit';

const SELECT = `
  SELECT r.id, r.user_id, r.state, r.status, r.comment, r.ban_indefinite,
         to_char(r.ban_expiry, 'YYYY-MM-DD') AS ban_expiry, r.protected_status,
         to_char(r.protected_until, 'YYYY-MM-DD') AS protected_until, r.protected_completes,
         r.protected_offers_payout::float8 AS protected_offers_payout, r.test_mode,
         r.requested_by_admin_id, rb.name AS requested_by_name, r.requested_original_admin_id, ro.name AS requested_original_name,
         r.requested_at, r.decided_by_admin_id, db.name AS decided_by_name, r.decided_original_admin_id,
         dor.name AS decided_original_name, r.decided_at, r.reason
  FROM admin.user_status_approvals r
  LEFT JOIN core.admins rb ON rb.id = r.requested_by_admin_id
  LEFT JOIN core.admins ro ON ro.id = r.requested_original_admin_id
  LEFT JOIN core.admins db ON db.id = r.decided_by_admin_id
  LEFT JOIN core.admins dor ON dor.id = r.decided_original_admin_id`;

interface Row {
  id: string;
  user_id: string;
  state: StatusApprovalState;
  status: number;
  comment: string;
  ban_indefinite: boolean;
  ban_expiry: string | null;
  protected_status: 1 | 2 | 3 | null;
  protected_until: string | null;
  protected_completes: number | null;
  protected_offers_payout: number | null;
  test_mode: boolean;
  requested_by_admin_id: number;
  requested_by_name: string | null;
  requested_original_admin_id: number | null;
  requested_original_name: string | null;
  requested_at: Date;
  decided_by_admin_id: number | null;
  decided_by_name: string | null;
  decided_original_admin_id: number | null;
  decided_original_name: string | null;
  decided_at: Date | null;
  reason: string | null;
}

const adminRef = (id: number | null, name: string | null) => (id === null ? null : { id, name });

/** The presenter: a stored request as the approval answers show it. */
function present(r: Row): StatusApprovalRequest {
  return {
    id: Number(r.id),
    user_id: Number(r.user_id),
    state: r.state,
    change: {
      status: r.status,
      comment: r.comment,
      ban_indefinite: r.ban_indefinite,
      ban_expiry: r.ban_expiry,
      protected_status: r.protected_status,
      protected_until: r.protected_until,
      protected_completes: r.protected_completes,
      protected_offers_payout: r.protected_offers_payout,
      test_mode: r.test_mode,
    },
    requested_by: { id: r.requested_by_admin_id, name: r.requested_by_name },
    requested_as: adminRef(r.requested_original_admin_id, r.requested_original_name),
    requested_at: r.requested_at.toISOString(),
    decided_by: adminRef(r.decided_by_admin_id, r.decided_by_name),
    decided_as: adminRef(r.decided_original_admin_id, r.decided_original_name),
    decided_at: r.decided_at?.toISOString() ?? null,
    reason: r.reason,
  };
}

export async function loadApproval(db: Queryable, id: number): Promise<StatusApprovalRequest> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE r.id = $1`, [id]);
  return present(rows[0]!);
}

/** The user's pending request, if any (at most one: a partial unique index). */
export async function loadPendingApproval(db: Queryable, userId: number): Promise<StatusApprovalRequest | null> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE r.user_id = $1 AND r.state = 'pending'`, [userId]);
  return rows[0] ? present(rows[0]) : null;
}

/**
 * Locks one request of the user for the rest of the transaction: a racing approval waits, then sees the
 * state this one left (so two approvals apply the change once).
 */
export async function lockApproval(tx: Queryable, userId: number, requestId: number): Promise<StatusApprovalRequest | undefined> {
  const locked = await tx.query<{ id: string }>('SELECT id FROM admin.user_status_approvals WHERE id = $1 AND user_id = $2 FOR UPDATE', [
    requestId,
    userId,
  ]);
  return locked.rows[0] ? loadApproval(tx, requestId) : undefined;
}

/** Stores a pending request; answers its id, or null when the user already has one pending. */
export async function insertPendingApproval(
  tx: Queryable,
  userId: number,
  change: UserStatusChange,
  ctx: Pick<RequestContext, 'adminId' | 'originalAdminId'>,
): Promise<number | null> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO admin.user_status_approvals (user_id, status, comment, ban_indefinite, ban_expiry, protected_status, protected_until,
       protected_completes, protected_offers_payout, test_mode, requested_by_admin_id, requested_original_admin_id)
     VALUES ($1, $2, $3, $4, $5::date, $6, $7::date, $8, $9, $10, $11, $12)
     ON CONFLICT (user_id) WHERE state = 'pending' DO NOTHING
     RETURNING id`,
    [
      userId,
      change.status,
      change.comment,
      change.ban_indefinite,
      change.ban_expiry ?? null,
      change.protected_status ?? null,
      change.protected_until ?? null,
      change.protected_completes ?? null,
      change.protected_offers_payout ?? null,
      change.test_mode,
      ctx.adminId,
      ctx.originalAdminId ?? null,
    ],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/** Closes a pending request: approved or rejected by an approver, or cancelled by its requester. */
export async function closeApproval(
  tx: Queryable,
  requestId: number,
  state: Exclude<StatusApprovalState, 'pending'>,
  ctx: Pick<RequestContext, 'adminId' | 'originalAdminId'>,
  reason: string | null,
): Promise<void> {
  await tx.query(
    `UPDATE admin.user_status_approvals
     SET state = $2, decided_by_admin_id = $3, decided_original_admin_id = $4, decided_at = now(), reason = $5
     WHERE id = $1 AND state = 'pending'`,
    [requestId, state, ctx.adminId, ctx.originalAdminId ?? null, reason],
  );
}
