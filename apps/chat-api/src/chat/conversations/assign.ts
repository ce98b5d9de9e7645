import type { Db } from '@bo/db';
import { unprocessable } from '@bo/server-kit';
import { CHAT_MESSAGES } from '@bo/contract';

export interface AssignOutcome {
  changed: { uuid: string; previousAssigneeId: number | null }[];
  skipped: { uuid: string; reason: string }[];
}

/** Sets (or, with null, removes) the assignee of the conversations; the admin must exist. */
export async function assignConversations(db: Db, uuids: readonly string[], adminId: number | null): Promise<AssignOutcome> {
  return db.transaction(async (tx) => {
    if (adminId !== null) {
      const admin = await tx.query('SELECT 1 FROM core.admins WHERE id = $1', [adminId]);
      if (admin.rows.length === 0) throw unprocessable({ admin_id: [CHAT_MESSAGES.adminNotFound] });
    }
    const { rows } = await tx.query<{ uuid: string; assignee_id: number | null }>(
      'SELECT uuid, assignee_id FROM chat.conversations WHERE uuid = ANY($1::uuid[]) ORDER BY uuid FOR UPDATE',
      [uuids],
    );
    const found = new Map(rows.map((r) => [r.uuid, r.assignee_id]));
    const outcome: AssignOutcome = { changed: [], skipped: [] };
    for (const uuid of new Set(uuids)) {
      if (!found.has(uuid)) outcome.skipped.push({ uuid, reason: CHAT_MESSAGES.conversationNotFound });
      else if (found.get(uuid) === adminId) outcome.skipped.push({ uuid, reason: CHAT_MESSAGES.alreadyAssigned });
      else outcome.changed.push({ uuid, previousAssigneeId: found.get(uuid) ?? null });
    }
    if (outcome.changed.length > 0) {
      await tx.query('UPDATE chat.conversations SET assignee_id = $2, updated_at = now() WHERE uuid = ANY($1::uuid[])', [
        outcome.changed.map((c) => c.uuid),
        adminId,
      ]);
    }
    return outcome;
  });
}
