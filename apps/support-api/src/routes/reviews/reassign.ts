import type { Db } from '@bo/db';
import { REVIEW_MESSAGES, type RemovedReview } from '@bo/contract';

/** Any RFC 4122 layout of 32 hex digits; PostgreSQL would reject anything else as a uuid. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ReassignOutcome {
  /** Reviews now assigned to the admin (including those that already were), in the order asked. */
  assigned: string[];
  /** Reviews whose assignee changed: what they were before. */
  moved: RemovedReview[];
  failures: { uuid: string; reason: string }[];
}

/**
 * Assigns the valid, known reviews to the admin in one transaction; malformed and unknown uuids are
 * reported, never a reason to fail the others. Each moved review gets a history entry.
 */
export async function reassignReviews(
  db: Db,
  uuids: readonly string[],
  assigneeId: number,
  actingAdminId: number,
): Promise<ReassignOutcome> {
  const unique = [...new Set(uuids.map((u) => u.trim()))];
  const failures: ReassignOutcome['failures'] = [];
  const wellFormed: string[] = [];
  for (const uuid of unique) {
    if (UUID_PATTERN.test(uuid)) wellFormed.push(uuid.toLowerCase());
    else failures.push({ uuid, reason: REVIEW_MESSAGES.invalidUuid });
  }
  const { assigned, moved } = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ uuid: string; user_id: number; status: number; assignee_admin_id: number | null }>(
      'SELECT uuid::text AS uuid, user_id, status, assignee_admin_id FROM support.user_reviews WHERE uuid = ANY($1::uuid[]) FOR UPDATE',
      [wellFormed],
    );
    const known = new Map(rows.map((r) => [r.uuid, r]));
    const changed = rows.filter((r) => r.assignee_admin_id !== assigneeId);
    if (changed.length) {
      const changedUuids = changed.map((r) => r.uuid);
      await tx.query('UPDATE support.user_reviews SET assignee_admin_id = $2, updated_at = now() WHERE uuid = ANY($1::uuid[])', [
        changedUuids,
        assigneeId,
      ]);
      await tx.query(
        `INSERT INTO support.review_history (review_uuid, user_id, event, previous_status, status, assignee_admin_id, admin_id)
         SELECT uuid, user_id, 'reassigned', status, status, $2, $3 FROM support.user_reviews WHERE uuid = ANY($1::uuid[])`,
        [changedUuids, assigneeId, actingAdminId],
      );
    }
    const inOrder = wellFormed.filter((uuid) => known.has(uuid));
    return {
      assigned: inOrder,
      moved: changed.map((r) => ({
        uuid: r.uuid,
        user_id: r.user_id,
        previous_status: r.status,
        previous_assignee_id: r.assignee_admin_id,
      })),
    };
  });
  for (const uuid of wellFormed) if (!assigned.includes(uuid)) failures.push({ uuid, reason: REVIEW_MESSAGES.reviewNotFound });
  return { assigned, moved, failures };
}
