import type { UserStatusChange } from '@bo/contract';
import type { Queryable } from '@bo/db';

/** The status block of a user as the audit trail keeps it, before and after a change. */
export interface StatusBlock {
  status: number;
  banned_until: string | null;
  banned_message: string | null;
  protected_status: number | null;
  protected_until: string | null;
  protected_completes: number | null;
  protected_offers_payout: string | null;
}

const BLOCK_COLUMNS = `status, banned_until, banned_message, protected_status, protected_until, protected_completes, protected_offers_payout`;

/** Locks the user's row for the rest of the transaction: a racing status change waits, then sees this one's result. */
export async function lockStatusBlock(tx: Queryable, userId: number): Promise<StatusBlock | undefined> {
  const { rows } = await tx.query<StatusBlock>(`SELECT ${BLOCK_COLUMNS} FROM admin.users WHERE id = $1 FOR UPDATE`, [userId]);
  return rows[0];
}

/** A YYYY-MM-DD day as the start of that day in UTC. */
const dayStart = (day: string | null | undefined): string | null => (day ? `${day}T00:00:00Z` : null);

/**
 * The new status block (specification 02, section 4): a ban, shadow ban, hold or review clears any
 * protection and keeps the comment as the ban message; activation clears the ban and sets the
 * protection, counting completes and payout from now.
 */
function nextBlock(change: UserStatusChange, currentFields: { completes: boolean; payout: boolean }) {
  if (change.status === 1) {
    const mode = change.protected_status ?? null;
    return {
      banned_until: null,
      banned_message: null,
      protected_status: mode,
      protected_until: mode === 2 ? dayStart(change.protected_until) : null,
      protected_completes: mode === 3 && currentFields.completes ? (change.protected_completes ?? null) : null,
      protected_offers_payout: mode === 3 && currentFields.payout ? (change.protected_offers_payout ?? null) : null,
    };
  }
  const dated = change.status === 6 || (change.status === 2 && !change.ban_indefinite);
  return {
    banned_until: dated ? dayStart(change.ban_expiry) : null,
    banned_message: change.comment,
    protected_status: null,
    protected_until: null,
    protected_completes: null,
    protected_offers_payout: null,
  };
}

/** Writes the change on the locked row; answers the block after it. */
export async function applyStatusChange(
  tx: Queryable,
  userId: number,
  change: UserStatusChange,
  shownFields: { completes: boolean; payout: boolean },
  adminId: number,
): Promise<StatusBlock> {
  const next = nextBlock(change, shownFields);
  const { rows } = await tx.query<StatusBlock>(
    `UPDATE admin.users SET status = $2, banned_until = $3, banned_message = $4, protected_status = $5, protected_until = $6,
       protected_completes = $7, protected_offers_payout = $8, protected_at = CASE WHEN $5::smallint IS NULL THEN NULL ELSE now() END,
       status_updated_at = now(), status_by_admin_id = $9
     WHERE id = $1 RETURNING ${BLOCK_COLUMNS}`,
    [
      userId,
      change.status,
      next.banned_until,
      next.banned_message,
      next.protected_status,
      next.protected_until,
      next.protected_completes,
      next.protected_offers_payout,
      adminId,
    ],
  );
  if (change.status === 4) await addUnverifiedPhone(tx, userId);
  return rows[0]!;
}

/**
 * Review asks the user to verify again (specification 02, section 4): the newest phone gets a fresh,
 * unverified entry. A user without any phone has nothing to verify, so nothing is added.
 */
async function addUnverifiedPhone(tx: Queryable, userId: number): Promise<void> {
  await tx.query(
    `INSERT INTO admin.user_phone_verifications (user_id, phone, verified, carrier)
     SELECT user_id, phone, false, carrier FROM admin.user_phone_verifications
     WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [userId],
  );
}
