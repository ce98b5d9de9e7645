import type { Db } from '@bo/db';
import { CAMPAIGN_MESSAGES, PUSH_CAMPAIGN_CANCELLABLE_STATUSES, pushCampaignStatus } from '@bo/contract';
import { conflict, notFound } from '@bo/server-kit';
import { PUSH_KIND } from './kinds.ts';

/**
 * Cancels a push campaign (status 6, specification 03, section 4): only before sending starts, from
 * Draft, Scheduled or Ready to send; any other status is 409 with the reason.
 */
export async function cancelPushCampaign(db: Db, project: string, id: number, adminId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ status: number }>(`SELECT status FROM ${PUSH_KIND.table} WHERE id = $1 AND project = $2 FOR UPDATE`, [
      id,
      project,
    ]);
    if (!rows[0]) throw notFound(CAMPAIGN_MESSAGES.pushCampaignNotFound);
    if (!PUSH_CAMPAIGN_CANCELLABLE_STATUSES.includes(rows[0].status)) {
      throw conflict(CAMPAIGN_MESSAGES.pushCancelNotAllowed(PUSH_KIND.statusLabel(rows[0].status)));
    }
    await tx.query(
      `UPDATE ${PUSH_KIND.table} SET status = $2, cancelled_at = now(), updated_by_admin_id = $3, updated_at = now() WHERE id = $1`,
      [id, pushCampaignStatus.value.cancelled, adminId],
    );
  });
}
